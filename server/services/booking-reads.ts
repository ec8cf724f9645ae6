// The bookings as the API answers them: one booking or a page of them for their customer, and the workshop's list.
// Each is one query (the booking with its service and invoice joined).
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '../../src/domain/constants';
import { depositState } from '../../src/domain/deposit';
import { messages } from '../../src/domain/messages';
import type { BookingDetail, BookingItem, BookingListItem } from '../../src/domain/types';
import type { Executor } from '../db/client';
import { bookings, invoices, services, users, type BookingRow } from '../db/schema';
import { itemsFromJson, itemsTextOfBooking, visitLength } from './booking-items';
import { pendingPaymentOfInvoice } from './pending-payment';
import { DomainError } from './errors';

export const detailColumns = {
  booking: bookings,
  serviceName: services.name,
  serviceDescription: services.description,
  itemsJson: itemsTextOfBooking,
  invoiceId: invoices.id,
  paymentStatus: invoices.paymentStatus,
  depositAmount: invoices.depositAmount,
  depositDueBy: invoices.depositDueBy,
  depositPaidAt: invoices.depositPaidAt,
  pendingPayment: pendingPaymentOfInvoice,
};

export interface DetailRow {
  booking: BookingRow;
  serviceName: string | null;
  serviceDescription: string | null;
  /** The visit's services as booked, main first. */
  items: BookingItem[];
  invoiceId: string | null;
  paymentStatus: string | null;
  /** The invoice's deposit columns (null without an invoice or a deposit). */
  depositAmount: number | null;
  depositDueBy: Date | null;
  depositPaidAt: Date | null;
  /** The transaction id of a payment a gateway is still deciding. */
  pendingPayment: string | null;
}

/** A row of detailQuery (or a query with its columns) with its items decoded. */
export const withItems = <TRow extends { itemsJson: string | null }>({ itemsJson, ...row }: TRow): Omit<TRow, 'itemsJson'> & { items: BookingItem[] } => ({
  ...row,
  items: itemsFromJson(itemsJson),
});

export function toBookingDetail(row: DetailRow): BookingDetail {
  const b = row.booking;
  const main = row.items[0];
  return {
    id: b.id,
    status: b.status,
    source: b.source,
    booking_date: b.bookingDate,
    start_time: b.startTime,
    end_time: b.endTime,
    bay: b.bay,
    service: {
      id: b.serviceId,
      name: row.serviceName ?? '',
      description: row.serviceDescription ?? '',
      price: main?.price ?? b.amount,
      originalPrice: main?.original_price ?? null,
    },
    items: row.items,
    duration: visitLength(row.items),
    total_amount: b.amount,
    car: { id: b.carId, make: b.carMake, model: b.carModel, year: b.carYear, license_plate: b.carLicensePlate, color: b.carColor },
    customer_notes: b.customerNotes,
    invoice_id: row.invoiceId,
    payment_status: row.paymentStatus,
    deposit: depositState({ totalAmount: b.amount, depositAmount: row.depositAmount, depositDueBy: row.depositDueBy, depositPaidAt: row.depositPaidAt }),
    pending_payment: row.pendingPayment,
    rating: b.rating,
    review: b.review,
    cancellation_reason: b.cancellationReason,
    created_at: b.createdAt.toISOString(),
  };
}

export const toListItem = (detail: BookingDetail): BookingListItem => ({
  id: detail.id,
  serviceId: detail.service.id,
  serviceName: detail.service.name,
  items: detail.items,
  duration: detail.duration,
  totalAmount: detail.total_amount,
  status: detail.status,
  source: detail.source,
  carMake: detail.car.make,
  carModel: detail.car.model,
  carLicensePlate: detail.car.license_plate,
  scheduledDate: detail.booking_date,
  scheduledTime: detail.start_time,
  scheduledEndTime: detail.end_time,
  rating: detail.rating,
  review: detail.review,
  invoiceId: detail.invoice_id,
  paymentStatus: detail.payment_status,
  deposit: detail.deposit,
  pendingPayment: detail.pending_payment,
  cancellationReason: detail.cancellation_reason,
});

export const detailQuery = (db: Executor) =>
  db.select(detailColumns).from(bookings).leftJoin(services, eq(services.id, bookings.serviceId)).leftJoin(invoices, eq(invoices.bookingId, bookings.id));

export async function findBooking(db: Executor, customerId: string, bookingId: string): Promise<BookingDetail> {
  const [row] = await detailQuery(db)
    .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId)))
    .limit(1);
  if (!row) throw new DomainError('not_found', messages.booking.notFound);
  return toBookingDetail(withItems(row));
}

/** One page of the customer's bookings, newest first, with the total in the same query. */
export async function pageBookings(db: Executor, customerId: string, page: number, pageSize: number): Promise<{ count: number; results: BookingDetail[] }> {
  const rows = await db
    .select({ ...detailColumns, total: sql<number>`cast(count(*) over () as integer)` })
    .from(bookings)
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(invoices, eq(invoices.bookingId, bookings.id))
    .where(eq(bookings.customerId, customerId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  if (rows.length === 0 && page > 1) {
    const [counted] = await db.select({ total: sql<number>`cast(count(*) as integer)` }).from(bookings).where(eq(bookings.customerId, customerId));
    return { count: counted?.total ?? 0, results: [] };
  }
  return { count: rows[0]?.total ?? 0, results: rows.map((row) => toBookingDetail(withItems(row))) };
}

export interface OpsBooking extends BookingDetail {
  customer: { id: string; name: string; email: string };
}

export async function opsListBookings(db: Executor, filter: { date?: string; status?: BookingStatus; id?: string }): Promise<OpsBooking[]> {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(bookings.id, filter.id));
  if (filter.date) conditions.push(eq(bookings.bookingDate, filter.date));
  if (filter.status) conditions.push(eq(bookings.status, filter.status));
  const rows = await db
    .select({ ...detailColumns, customerName: users.fullName, customerEmail: users.email })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(invoices, eq(invoices.bookingId, bookings.id))
    .where(and(...conditions))
    .orderBy(asc(bookings.bookingDate), asc(bookings.startTime), asc(bookings.bay));
  return rows.map((row) => ({ ...toBookingDetail(withItems(row)), customer: { id: row.booking.customerId, name: row.customerName, email: row.customerEmail ?? '' } }));
}

/** One booking as the workshop's list answers it; 404 when unknown. */
export async function findOpsBooking(db: Executor, bookingId: string): Promise<OpsBooking> {
  const [found] = await opsListBookings(db, { id: bookingId });
  if (!found) throw new DomainError('not_found', messages.booking.notFound);
  return found;
}
