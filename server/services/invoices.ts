// The customer's invoices, read scoped to them, in the wire shape the invoice page and the PDF print.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { depositState, onlyDepositPaid } from '../../src/domain/deposit';
import { invoiceNumber } from '../../src/domain/invoice';
import { messages } from '../../src/domain/messages';
import { INVOICE_METHOD_OF_CHANNEL } from '../../src/domain/paymentMethods';
import type { Invoice } from '../../src/domain/types';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { bookings, invoices, payments, services, users, type BookingRow, type InvoiceRow, type PaymentRow } from '../db/schema';
import { itemsFromJson, itemsTextOfBooking } from './booking-items';
import { DomainError } from './errors';
import { accountEmail } from './accounts';
import type { WorkshopCompany, WorkshopDetails } from './workshop-profile';

/** What an invoice prints besides its rows: the company block (Settings page) and the tax label (configuration). */
export interface InvoiceSettings {
  company: WorkshopCompany;
  tax: Config['tax'];
}

export const invoiceSettingsOf = (config: Pick<Config, 'tax'>, details: WorkshopDetails): InvoiceSettings => ({ company: details.company, tax: config.tax });

const invoiceColumns = {
  invoice: invoices,
  booking: bookings,
  serviceName: services.name,
  serviceDescription: services.description,
  itemsJson: itemsTextOfBooking,
  customerName: users.fullName,
  customerEmail: accountEmail,
  customerPhone: users.phone,
};

interface InvoiceRowWithParts {
  invoice: InvoiceRow;
  booking: BookingRow;
  serviceName: string | null;
  serviceDescription: string | null;
  itemsJson: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
}

/** "Ayesha Khan Malik" → first "Ayesha", last "Khan Malik". */
export function splitName(fullName: string): { first_name: string; last_name: string } {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(' ');
  return space === -1 ? { first_name: trimmed, last_name: '' } : { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1).trim() };
}

type OnlinePayment = Pick<PaymentRow, 'invoiceId' | 'method' | 'brand' | 'last4' | 'walletType'>;

/** An online payment that paid its invoice: settled, and refunded since or not. */
const PAYING_STATUSES: PaymentRow['status'][] = ['succeeded', 'refunded'];

/** The newest paying online payment of each invoice. */
async function onlinePaymentsOf(db: Executor, invoiceIds: string[]): Promise<Map<string, OnlinePayment>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({ invoiceId: payments.invoiceId, method: payments.method, brand: payments.brand, last4: payments.last4, walletType: payments.walletType })
    .from(payments)
    .where(and(inArray(payments.invoiceId, invoiceIds), inArray(payments.status, PAYING_STATUSES)))
    .orderBy(desc(payments.createdAt));
  const newest = new Map<string, OnlinePayment>();
  for (const row of rows) if (!newest.has(row.invoiceId)) newest.set(row.invoiceId, row);
  return newest;
}

/**
 * The online payment the invoice is paid (or was refunded) by, or whose deposit it paid while the balance waits;
 * null when it was paid at the workshop, or is unpaid.
 */
function onlinePaymentOf(invoice: InvoiceRow, payment: OnlinePayment | undefined): Invoice['online_payment'] {
  const settled = invoice.paymentStatus === 'paid' || invoice.paymentStatus === 'refunded';
  if (!payment || !(onlyDepositPaid(invoice.paymentStatus, invoice.depositPaidAt) || (settled && invoice.paymentMethod === INVOICE_METHOD_OF_CHANNEL[payment.method]))) return null;
  return { method: payment.method, brand: payment.brand, last4: payment.last4, wallet_type: payment.walletType };
}

export function toInvoice(row: InvoiceRowWithParts, settings: InvoiceSettings, payment?: OnlinePayment): Invoice {
  const { invoice, booking } = row;
  return {
    id: invoice.id,
    number: invoiceNumber(invoice.id),
    invoice_number: invoice.invoiceNumber,
    created_at: invoice.createdAt.toISOString(),
    amount: invoice.amount,
    tax_amount: invoice.taxAmount,
    total_amount: invoice.totalAmount,
    tax_label: settings.tax.label,
    payment_status: invoice.paymentStatus,
    payment_method: invoice.paymentMethod,
    paid_at: invoice.paidAt ? invoice.paidAt.toISOString() : null,
    deposit: depositState(invoice),
    online_payment: onlinePaymentOf(invoice, payment),
    company: { ...settings.company, ntn: settings.company.ntn || null, strn: settings.company.strn || null },
    customer: { ...splitName(row.customerName), email: row.customerEmail, phone: row.customerPhone },
    booking: {
      id: booking.id,
      status: booking.status,
      car: { year: booking.carYear, make: booking.carMake, model: booking.carModel, license_plate: booking.carLicensePlate, color: booking.carColor },
      time_slot: { date: booking.bookingDate, start_time: booking.startTime, end_time: booking.endTime },
      service: { name: row.serviceName ?? '', description: row.serviceDescription ?? '' },
      customer_notes: booking.customerNotes,
    },
    lines: itemsFromJson(row.itemsJson).map((item) => ({ name: item.name, kind: item.kind, original_price: item.original_price, price: item.price })),
  };
}

const invoiceQuery = (db: Executor) =>
  db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .innerJoin(users, eq(users.id, invoices.customerId))
    .leftJoin(services, eq(services.id, bookings.serviceId));

/** The invoices of `rows`, each with the online payment that paid it. */
async function withOnlinePayments(db: Executor, rows: InvoiceRowWithParts[], settings: InvoiceSettings): Promise<Invoice[]> {
  const paidBy = await onlinePaymentsOf(db, rows.map((row) => row.invoice.id));
  return rows.map((row) => toInvoice(row, settings, paidBy.get(row.invoice.id)));
}

async function theInvoice(db: Executor, row: InvoiceRowWithParts | undefined, settings: InvoiceSettings): Promise<Invoice> {
  if (!row) throw new DomainError('not_found', messages.invoice.notFound);
  const paidBy = await onlinePaymentsOf(db, [row.invoice.id]);
  return toInvoice(row, settings, paidBy.get(row.invoice.id));
}

/** One invoice of the customer; someone else's or an unknown id is 'Invoice not found'. */
export async function findInvoice(db: Executor, customerId: string, invoiceId: string, settings: InvoiceSettings): Promise<Invoice> {
  const [row] = await invoiceQuery(db)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.customerId, customerId)))
    .limit(1);
  return theInvoice(db, row, settings);
}

/** Any invoice by its id, for the workshop's side and the mail that carries it as a PDF. */
export async function findAnyInvoice(db: Executor, invoiceId: string, settings: InvoiceSettings): Promise<Invoice> {
  const [row] = await invoiceQuery(db).where(eq(invoices.id, invoiceId)).limit(1);
  return theInvoice(db, row, settings);
}

/** One page of the customer's invoices, newest first, with the total count. */
export async function pageInvoices(
  db: Executor,
  customerId: string,
  page: number,
  pageSize: number,
  settings: InvoiceSettings,
): Promise<{ count: number; results: Invoice[] }> {
  const [counted] = await db.select({ total: sql<number>`cast(count(*) as integer)` }).from(invoices).where(eq(invoices.customerId, customerId));
  const rows = await invoiceQuery(db)
    .where(eq(invoices.customerId, customerId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { count: counted?.total ?? 0, results: await withOnlinePayments(db, rows, settings) };
}
