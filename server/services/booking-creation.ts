// A customer's web booking: their limits checked (upcoming bookings, unpaid ones per client, the busy calendar), a
// bay and time allocated, the booking, its slots and its invoice written and its mail queued in one transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { BookingSource } from '../../src/domain/constants';
import { depositDueBy, depositFor, type DepositRule } from '../../src/domain/deposit';
import { messages } from '../../src/domain/messages';
import type { BookingDetail } from '../../src/domain/types';
import type { Database, Executor, Transaction } from '../db/client';
import { bookings, cars, invoices, type BookingRow, type CarRow, type InvoiceRow } from '../db/schema';
import { queueBookingMail } from '../mail/booking-mail';
import { checkBookingDate } from './availability';
import { allocatingTransaction, bookedCarOf, type Allocation, type Allocator, type AllocationRequest } from './booking-allocation';
import { taxIncluded, type BookingContext } from './booking-context';
import { writeItems } from './booking-items';
import { findBooking, toBookingDetail } from './booking-reads';
import { checkBusyCalendar, checkUnpaidLimits, type BookingClient, type ClientRules } from './client-limits';
import { DomainError } from './errors';
import { takeInvoiceNumber } from './invoice-numbers';
import { upcomingBooking } from './upcoming-bookings';
import type { Visit } from './visit';

/**
 * Refuses a booking beyond the customer's limit of upcoming ones. Counted after the customer's advisory lock, taken
 * before the date lock of the allocator (always in that order), so two creates at the limit cannot both pass.
 */
async function checkUpcomingLimit(tx: Transaction, customerId: string, context: BookingContext): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bookings:customer:${customerId}`}))`);
  const [counted] = await tx
    .select({ total: sql<number>`cast(count(*) as integer)` })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), upcomingBooking(context.now)));
  if ((counted?.total ?? 0) >= context.maxActiveBookings) {
    throw new DomainError('conflict', messages.booking.tooManyUpcoming(context.maxActiveBookings));
  }
}

/** A client's Idempotency-Key with the keyed digest of its validated request (services/request-fingerprint.ts). */
export interface IdempotentRequest {
  key: string;
  fingerprint: string;
}

export interface NewBooking {
  customerId: string;
  /** The main service and its add-ons, checked. */
  visit: Visit;
  carId: string;
  date: string;
  time: string | null;
  notes: string;
  idempotency: IdempotentRequest | null;
  /** The client the booking comes from, counted against its limits across accounts (services/client-limits.ts). */
  client: BookingClient;
  /** The workshop's setting "confirm web bookings at once": the booking starts confirmed, and its mail says so. */
  confirmAtOnce: boolean;
  /** The workshop's deposit rule (null when online payment is off); a booking that asks for a deposit starts pending. */
  depositRule?: DepositRule | null;
}

/** The booking made earlier with this key, answered again; 409 when the key came with another request. */
async function bookingMadeWith(db: Executor, customerId: string, idempotency: IdempotentRequest): Promise<BookingDetail | null> {
  const [row] = await db
    .select({ id: bookings.id, fingerprint: bookings.requestFingerprint })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.idempotencyKey, idempotency.key)))
    .limit(1);
  if (!row) return null;
  if (row.fingerprint !== idempotency.fingerprint) throw new DomainError('conflict', messages.booking.idempotencyReused);
  return findBooking(db, customerId, row.id);
}

/**
 * Books the service. With an Idempotency-Key, a repeat answers the booking the key made (no second booking or
 * invoice); two requests with one key at once are decided by the unique index on (customer, key), and the loser
 * answers with the winner's booking.
 */
export async function createBooking(db: Database, input: NewBooking, context: BookingContext, rules: ClientRules): Promise<BookingDetail> {
  const { idempotency } = input;
  const earlier = idempotency ? await bookingMadeWith(db, input.customerId, idempotency) : null;
  if (earlier) return earlier;
  try {
    return await insertBooking(db, input, context, rules);
  } catch (error) {
    // Refused (a full day, the car meanwhile booked, the key's unique index) because the same request won meanwhile?
    const meanwhile = idempotency ? await bookingMadeWith(db, input.customerId, idempotency) : null;
    if (meanwhile) return meanwhile;
    throw error;
  }
}

async function insertBooking(db: Database, input: NewBooking, context: BookingContext, rules: ClientRules): Promise<BookingDetail> {
  checkBookingDate(input.date, context.capacity, context.now);
  await checkBusyCalendar(db, input.customerId, rules, context.capacity, context.now);
  const { durationMinutes } = input.visit;
  const written = await allocatingTransaction(db, input.date, context, async (tx, allocator) => {
    await checkUpcomingLimit(tx, input.customerId, context);
    await checkUnpaidLimits(tx, input.client, rules, context.now);
    const car = await carForBooking(tx, input.customerId, input.carId);
    return writeBooking(tx, allocator, { durationMinutes, time: input.time }, {
      customerId: input.customerId,
      visit: input.visit,
      car,
      date: input.date,
      status: input.confirmAtOnce ? 'confirmed' : 'pending',
      notes: input.notes,
      source: 'web',
      idempotency: input.idempotency,
      client: input.client,
      mailed: true,
      depositRule: input.depositRule ?? null,
    }, context);
  });
  context.bookingCreated?.('web');
  return detailOf(written, input.visit);
}

/** The customer's saved car, held (FOR SHARE) so that a concurrent removal waits for this booking; 404 when not theirs. */
export async function carForBooking(tx: Transaction, customerId: string, carId: string): Promise<CarRow> {
  const [car] = await tx
    .select()
    .from(cars)
    .where(and(eq(cars.id, carId), eq(cars.customerId, customerId)))
    .for('share');
  if (!car) throw new DomainError('not_found', messages.booking.carNotFound);
  return car;
}

/** What a booking is made of, beside where the allocator puts it. */
export interface BookingToWrite {
  customerId: string;
  visit: Visit;
  car: CarRow;
  date: string;
  status: 'pending' | 'confirmed';
  notes: string;
  source: BookingSource;
  idempotency?: IdempotentRequest | null;
  client?: BookingClient;
  /** Queue the confirmation mail in the same transaction (when the customer has an e-mail address). */
  mailed: boolean;
  /** A web booking's deposit rule: when it asks for a deposit, the booking waits for it (pending) until paid. */
  depositRule?: DepositRule | null;
}

export interface WrittenBooking {
  booking: BookingRow;
  invoice: InvoiceRow;
}

/**
 * In the allocating transaction: a bay and start for the car, the booking with a snapshot of the car and the price,
 * its slots, its items (prices and durations frozen), its invoice (tax included in the price) and, when asked, its confirmation mail.
 */
export async function writeBooking(
  tx: Transaction,
  allocator: Allocator,
  wanted: Omit<AllocationRequest, 'car'>,
  input: BookingToWrite,
  context: BookingContext,
): Promise<WrittenBooking> {
  const { car, visit } = input;
  const allocation: Allocation = await allocator.place({ ...wanted, car: bookedCarOf(input.customerId, car.licensePlate) });
  const price = visit.total;
  const tax = taxIncluded(price, context.taxRate);
  const deposit = input.depositRule ? depositFor(price, input.depositRule) : null;
  const depositDue = deposit !== null && input.depositRule ? depositDueBy(context.now, input.depositRule.holdMinutes, input.date, allocation.startTime) : null;
  const [booking] = await tx
    .insert(bookings)
    .values({
      customerId: input.customerId,
      serviceId: visit.service.id,
      carId: car.id,
      carMake: car.make,
      carModel: car.model,
      carYear: car.year,
      carLicensePlate: car.licensePlate,
      carColor: car.color,
      status: deposit !== null ? 'pending' : input.status,
      source: input.source,
      bookingDate: input.date,
      startTime: allocation.startTime,
      endTime: allocation.endTime,
      bay: allocation.bay,
      amount: price,
      customerNotes: input.notes,
      idempotencyKey: input.idempotency?.key ?? null,
      requestFingerprint: input.idempotency?.fingerprint ?? null,
      clientIpHash: input.client?.ipHash ?? null,
      deviceHash: input.client?.deviceHash ?? null,
    })
    .returning();
  if (!booking) throw new Error('insert returned no booking');
  await allocator.occupy(booking.id, allocation);
  await writeItems(tx, booking.id, visit.items);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      bookingId: booking.id,
      customerId: input.customerId,
      amount: price - tax,
      taxAmount: tax,
      totalAmount: price,
      depositAmount: deposit,
      depositDueBy: depositDue,
      invoiceNumber: await takeInvoiceNumber(tx, context.now),
    })
    .returning();
  if (!invoice) throw new Error('insert returned no invoice');
  if (input.mailed) await queueBookingMail(tx, context.mail, booking.id, { kind: 'booking_confirmation' }, context.now);
  return { booking, invoice };
}

/** The booking just written as the API answers it. */
export const detailOf = ({ booking, invoice }: WrittenBooking, { service, items }: Visit): BookingDetail =>
  toBookingDetail({
    booking,
    serviceName: service.name,
    serviceDescription: service.description,
    items,
    invoiceId: invoice.id,
    paymentStatus: invoice.paymentStatus,
    depositAmount: invoice.depositAmount,
    depositDueBy: invoice.depositDueBy,
    depositPaidAt: invoice.depositPaidAt,
    pendingPayment: null,
  });
