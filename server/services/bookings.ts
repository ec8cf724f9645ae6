// Bookings: allocation of a concrete bay and time, reads scoped to the customer, the customer's actions, and the
// workshop's status changes. Overbooking is impossible: every occupied (date, bay, slot) is a row under a UNIQUE
// index, written in the booking's transaction, and writers for one date are serialised by an advisory lock.
import { and, asc, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { BOOKING_STATUS_LABELS, CHANGEABLE_BOOKING_STATUSES, type BookingStatus, type PaymentMethod, type PaymentStatus } from '../../src/domain/constants';
import { freesSlots, hasStarted, transitionProblem } from '../../src/domain/booking-status';
import { formatLongDate, formatTime, todayInKarachi } from '../../src/domain/format';
import { plateKey } from '../../src/domain/plate';
import { messages } from '../../src/domain/messages';
import type { BookingDetail, BookingListItem, Service } from '../../src/domain/types';
import { isUniqueViolation, type Database, type Executor, type Transaction } from '../db/client';
import { retryingTransaction } from '../db/retry-transaction';
import { bookingSlots, bookings, cars, closedDates, invoices, services, users, workshopSettings, type BookingRow, type InvoiceRow, type RefundRow } from '../db/schema';
import { freeStarts, slotKey, slotOfTime, slotsNeeded, slotsPerDay, slotTime, startInstant, type Capacity, type SlotStart } from './capacity';
import { checkBookingDate } from './availability';
import { checkBusyCalendar, checkUnpaidLimits, type BookingClient, type ClientRules } from './client-limits';
import { DomainError } from './errors';
import { takeInvoiceNumber } from './invoice-numbers';
import { queueBookingMail } from '../mail/booking-mail';
import type { MailContext } from '../mail/types';
import type { PaymentGateway } from './payment-gateway';
import { settleRefund, type RefundOutcome } from './refunds';
import { refundOnlineOnly, type CancelMoney } from './cancel-money';
import type { RecordChange } from './record-change';
import { upcomingBooking } from './upcoming-bookings';

const MAX_ATTEMPTS = 5;

export interface BookingContext {
  capacity: Capacity;
  taxRate: number;
  now: Date;
  /** Upcoming pending, confirmed or rescheduled bookings one customer may hold. */
  maxActiveBookings: number;
  /** Minutes before the start after which a customer can no longer cancel or reschedule online (0: until the start). */
  changeCutoffMinutes: number;
  /** The workshop's phone number, named when a change is too late to make online. */
  companyPhone: string;
  /** The workshop and app details of the mails a booking's changes queue. */
  mail: MailContext;
}

const isChangeable = (status: BookingStatus) => (CHANGEABLE_BOOKING_STATUSES as readonly BookingStatus[]).includes(status);

/** Tax contained in a tax-inclusive price. */
export const taxIncluded = (price: number, rate: number) => Math.round((price * rate) / (1 + rate));

/** The booked car as the slots know it: one customer's plate, by its key (`KHI 902` is `KHI-902`). */
const carKeyOf = (customerId: string, licensePlate: string) => `${customerId}:${plateKey(licensePlate)}`;

const CAR_SLOT_INDEX = 'booking_slots_car_slot_unique';
const IDEMPOTENCY_KEY_INDEX = 'bookings_customer_idempotency_key_unique';

interface BookedCar {
  key: string;
  licensePlate: string;
}

/**
 * Re-runs a transaction that lost a race on the bay index (bounded); the advisory lock makes this rare. Losing on
 * the car index means the same car was booked at that time meanwhile: that is the customer's conflict, not a race.
 */
async function retryOnSlotConflict<T>(car: () => BookedCar | null, date: string, run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const booked = car();
      if (booked && isUniqueViolation(error, CAR_SLOT_INDEX)) throw new DomainError('conflict', messages.booking.carAlreadyBooked(booked.licensePlate, date), 'car_busy');
      // Another request with the same Idempotency-Key created the booking: createBooking answers with that one.
      if (attempt >= MAX_ATTEMPTS || !isUniqueViolation(error) || isUniqueViolation(error, IDEMPOTENCY_KEY_INDEX)) throw error;
    }
  }
}

/**
 * Picks a free (bay, start) on `date` inside the transaction, after taking the date's advisory lock (every writer
 * for that date queues here, on PostgreSQL across instances; on PGlite the instance mutex already serialises).
 */
async function pickStart(tx: Transaction, date: string, length: number, time: string | null, car: BookedCar, given: BookingContext): Promise<SlotStart> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${date}))`);
  const context = { ...given, capacity: await capacityInTransaction(tx, date, given.capacity) };
  const taken = await tx
    .select({ bay: bookingSlots.bay, slot: bookingSlots.slotIndex, carKey: bookingSlots.carKey })
    .from(bookingSlots)
    .where(eq(bookingSlots.date, date));
  const carBusy = new Set(taken.filter((row) => row.carKey === car.key).map((row) => row.slot));
  const carFree = (start: SlotStart) => Array.from({ length }, (_, offset) => start.slot + offset).every((slot) => !carBusy.has(slot));
  const starts = freeStarts(date, new Set(taken.map((row) => slotKey(row.bay, row.slot))), length, context.capacity, context.now);
  const carAlreadyBooked = () => new DomainError('conflict', messages.booking.carAlreadyBooked(car.licensePlate, date), 'car_busy');
  if (time === null) {
    const first = starts.find(carFree);
    if (!first) throw starts.length > 0 ? carAlreadyBooked() : new DomainError('conflict', messages.booking.noSlots(date), 'day_full');
    return first;
  }
  const wanted = slotOfTime(time, context.capacity);
  if (wanted === null || wanted + length > slotsPerDay(context.capacity)) {
    throw new DomainError('invalid', messages.booking.timeInvalid);
  }
  if (startInstant(date, time).getTime() <= context.now.getTime()) throw new DomainError('conflict', messages.booking.timePassed, 'time_passed');
  const match = starts.find((start) => start.slot === wanted);
  if (!match) throw new DomainError('conflict', messages.booking.timeTaken(date, time), 'time_taken');
  if (!carFree(match)) throw carAlreadyBooked();
  return match;
}

/**
 * The capacity as stored now, under the date's lock (closing a date takes it too) and a share lock on the settings
 * row (a capacity change holds it while it checks the bookings): what the caller read before the transaction may
 * be seconds old. A closed date is refused; fewer or more bays are used as they are; a new slot length is refused,
 * since the caller counted the service's slots with the old one.
 */
async function capacityInTransaction(tx: Transaction, date: string, known: Capacity): Promise<Capacity> {
  const [stored] = await tx
    .select({
      bays: workshopSettings.bays,
      slotMinutes: workshopSettings.slotMinutes,
      closed: sql<boolean>`exists (select 1 from ${closedDates} where ${closedDates.date} = ${date})`,
    })
    .from(workshopSettings)
    .where(eq(workshopSettings.id, 1))
    .for('share');
  if (!stored) return known;
  if (stored.closed) throw new DomainError('conflict', messages.booking.dateClosed(date));
  if (stored.slotMinutes !== known.slotMinutes) throw new DomainError('conflict', messages.workshop.timetableChanged);
  return stored.bays === known.bays ? known : { ...known, bays: stored.bays };
}

const slotRows = (bookingId: string, date: string, start: SlotStart, length: number, car: BookedCar) =>
  Array.from({ length }, (_, offset) => ({ bookingId, date, bay: start.bay, slotIndex: start.slot + offset, carKey: car.key }));

const timesOf = (start: SlotStart, length: number, capacity: Capacity) => ({
  startTime: slotTime(start.slot, capacity),
  endTime: slotTime(start.slot + length, capacity),
});

// ---- Wire shapes ----

const detailColumns = {
  booking: bookings,
  serviceName: services.name,
  serviceDescription: services.description,
  servicePrice: services.price,
  serviceOriginalPrice: services.originalPrice,
  invoiceId: invoices.id,
  paymentStatus: invoices.paymentStatus,
};

interface DetailRow {
  booking: BookingRow;
  serviceName: string | null;
  serviceDescription: string | null;
  servicePrice: number | null;
  serviceOriginalPrice: number | null;
  invoiceId: string | null;
  paymentStatus: string | null;
}

export function toBookingDetail(row: DetailRow): BookingDetail {
  const b = row.booking;
  return {
    id: b.id,
    status: b.status,
    booking_date: b.bookingDate,
    start_time: b.startTime,
    end_time: b.endTime,
    bay: b.bay,
    service: {
      id: b.serviceId,
      name: row.serviceName ?? '',
      description: row.serviceDescription ?? '',
      price: b.amount,
      originalPrice: row.serviceOriginalPrice ?? null,
    },
    total_amount: b.amount,
    car: { id: b.carId, make: b.carMake, model: b.carModel, year: b.carYear, license_plate: b.carLicensePlate, color: b.carColor },
    customer_notes: b.customerNotes,
    invoice_id: row.invoiceId,
    payment_status: row.paymentStatus,
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
  totalAmount: detail.total_amount,
  status: detail.status,
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
  cancellationReason: detail.cancellation_reason,
});

const detailQuery = (db: Executor) =>
  db.select(detailColumns).from(bookings).leftJoin(services, eq(services.id, bookings.serviceId)).leftJoin(invoices, eq(invoices.bookingId, bookings.id));

// ---- Reads ----

export async function findBooking(db: Executor, customerId: string, bookingId: string): Promise<BookingDetail> {
  const [row] = await detailQuery(db)
    .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId)))
    .limit(1);
  if (!row) throw new DomainError('not_found', messages.booking.notFound);
  return toBookingDetail(row);
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
  return { count: rows[0]?.total ?? 0, results: rows.map(toBookingDetail) };
}

// ---- Create ----

/** Karachi's wall-clock time (HH:MM) at `now`; start times are compared with it as text. */

/**
 * Refuses a booking beyond the customer's limit of upcoming ones. Counted after the customer's advisory lock, taken
 * before the date lock of pickStart (always in that order), so two creates at the limit cannot both pass.
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
  service: Service;
  carId: string;
  date: string;
  time: string | null;
  notes: string;
  idempotency: IdempotentRequest | null;
  /** The client the booking comes from, counted against its limits across accounts (services/client-limits.ts). */
  client: BookingClient;
  /** The workshop's setting "confirm web bookings at once": the booking starts confirmed, and its mail says so. */
  confirmAtOnce: boolean;
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
  const length = slotsNeeded(input.service.duration_minutes, context.capacity);
  const price = input.service.price;
  const tax = taxIncluded(price, context.taxRate);
  let bookedCar: BookedCar | null = null;
  const { booking, invoice } = await retryOnSlotConflict(() => bookedCar, input.date, () =>
    retryingTransaction(db, async (tx) => {
      await checkUpcomingLimit(tx, input.customerId, context);
      await checkUnpaidLimits(tx, input.client, rules, context.now);
      // FOR SHARE: a concurrent removal of the car waits for this booking (and then sees it as active).
      const [car] = await tx
        .select()
        .from(cars)
        .where(and(eq(cars.id, input.carId), eq(cars.customerId, input.customerId)))
        .for('share');
      if (!car) throw new DomainError('not_found', messages.booking.carNotFound);
      const booked: BookedCar = { key: carKeyOf(input.customerId, car.licensePlate), licensePlate: car.licensePlate };
      bookedCar = booked;
      const start = await pickStart(tx, input.date, length, input.time, booked, context);
      const [booking] = await tx
        .insert(bookings)
        .values({
          customerId: input.customerId,
          serviceId: input.service.id,
          carId: car.id,
          carMake: car.make,
          carModel: car.model,
          carYear: car.year,
          carLicensePlate: car.licensePlate,
          carColor: car.color,
          status: input.confirmAtOnce ? 'confirmed' : 'pending',
          bookingDate: input.date,
          ...timesOf(start, length, context.capacity),
          bay: start.bay,
          amount: price,
          customerNotes: input.notes,
          idempotencyKey: input.idempotency?.key ?? null,
          requestFingerprint: input.idempotency?.fingerprint ?? null,
          clientIpHash: input.client.ipHash,
          deviceHash: input.client.deviceHash,
        })
        .returning();
      if (!booking) throw new Error('insert returned no booking');
      await tx.insert(bookingSlots).values(slotRows(booking.id, input.date, start, length, booked));
      const [invoice] = await tx
        .insert(invoices)
        .values({
          bookingId: booking.id,
          customerId: input.customerId,
          amount: price - tax,
          taxAmount: tax,
          totalAmount: price,
          invoiceNumber: await takeInvoiceNumber(tx, context.now),
        })
        .returning();
      if (!invoice) throw new Error('insert returned no invoice');
      await queueBookingMail(tx, context.mail, booking.id, { kind: 'booking_confirmation' }, context.now);
      return { booking, invoice };
    }),
  );
  return toBookingDetail({
    booking,
    serviceName: input.service.name,
    serviceDescription: input.service.description,
    servicePrice: price,
    serviceOriginalPrice: input.service.originalPrice ?? null,
    invoiceId: invoice.id,
    paymentStatus: invoice.paymentStatus,
  });
}

// ---- Customer actions ----

/** The customer's booking locked for change, with its service's duration; 404 when not theirs. */
async function lockOwnBooking(tx: Transaction, customerId: string, bookingId: string) {
  const [row] = await tx
    .select({ booking: bookings, durationMinutes: services.durationMinutes })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId)))
    .for('update', { of: bookings });
  if (!row) throw new DomainError('not_found', messages.booking.notFound);
  return row;
}

/** Any booking locked for change, with its service's duration (the workshop's side); 404 when unknown. */
async function lockAnyBooking(tx: Transaction, bookingId: string) {
  const [row] = await tx
    .select({ booking: bookings, durationMinutes: services.durationMinutes })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookings.id, bookingId))
    .for('update', { of: bookings });
  if (!row) throw new DomainError('not_found', messages.booking.notFound);
  return row;
}

/** Refuses a customer's change once the booking is within the cut-off before its start (or started, at cut-off 0). */
function checkChangeAllowed(booking: BookingRow, context: BookingContext, tooLate: string): void {
  const lastChange = startInstant(booking.bookingDate, booking.startTime).getTime() - context.changeCutoffMinutes * 60_000;
  if (lastChange > context.now.getTime()) return;
  throw new DomainError('conflict', context.changeCutoffMinutes === 0 ? tooLate : messages.booking.changeCutoff(context.changeCutoffMinutes, context.companyPhone));
}

/** A cancelled booking owes nothing: its invoice, while still unpaid, becomes void (in the cancelling transaction). */
const voidUnpaidInvoice = (tx: Transaction, bookingId: string) =>
  tx.update(invoices).set({ paymentStatus: 'void' }).where(and(eq(invoices.bookingId, bookingId), eq(invoices.paymentStatus, 'pending')));

/**
 * In the cancelling transaction: the booking is cancelled, its calendar entry's sequence raised, its slots freed
 * and an unpaid invoice voided; a payment made online is claimed for refund, and without one the cancellation mail
 * is queued here (with one, it goes when the refund is settled, naming it). Returns the claimed refund.
 */
async function cancelInTransaction(tx: Transaction, bookingId: string, reason: string | null, mail: MailContext, now: Date, money: CancelMoney) {
  await tx
    .update(bookings)
    .set({ status: 'cancelled', cancellationReason: reason, calendarSequence: sql`${bookings.calendarSequence} + 1`, updatedAt: sql`now()` })
    .where(eq(bookings.id, bookingId));
  // Who cancels decides what happens to money paid (cancel-money.ts).
  const { claimed, mailNote } = await money(tx, bookingId, now);
  if (!claimed) await queueBookingMail(tx, mail, bookingId, { kind: 'booking_cancelled', refund: null, moneyBack: mailNote }, now);
  return claimed;
}

export async function cancelBooking(
  db: Database,
  gateway: PaymentGateway | null,
  customerId: string,
  bookingId: string,
  reason: string,
  context: BookingContext,
  /** Writes who cancelled (the customer) in the booking's history, in the cancelling transaction. */
  record?: RecordChange<{ previous: BookingStatus }>,
  money: CancelMoney = refundOnlineOnly,
): Promise<RefundOutcome | null> {
  const refund = await retryingTransaction(db, async (tx) => {
    const { booking } = await lockOwnBooking(tx, customerId, bookingId);
    if (!isChangeable(booking.status)) throw new DomainError('conflict', messages.booking.cannotCancel(BOOKING_STATUS_LABELS[booking.status]));
    checkChangeAllowed(booking, context, messages.booking.cancelTooLate);
    await tx.delete(bookingSlots).where(eq(bookingSlots.bookingId, booking.id));
    await voidUnpaidInvoice(tx, booking.id);
    const claimed = await cancelInTransaction(tx, booking.id, reason || null, context.mail, context.now, money);
    await record?.(tx, { previous: booking.status });
    return claimed;
  });
  return refund ? settleRefund(db, gateway, context.mail, refund, context.now) : null;
}

/** Where a booking stands: its date, start time and bay. */
export interface Placement {
  date: string;
  time: string;
  bay: number;
}

interface MoveRules {
  /** The booking locked for change with its service's duration: the customer's own, or any for the workshop. */
  lock: (tx: Transaction) => Promise<{ booking: BookingRow; durationMinutes: number }>;
  /** The customer's cut-off before the start; the workshop has none. */
  checkAllowed: (booking: BookingRow) => void;
  record?: RecordChange<{ before: Placement; after: Placement }>;
}

/** Frees the booking's slots and allocates new ones in one transaction; status becomes rescheduled. */
async function moveBooking(db: Database, target: { date: string; time: string | null }, context: BookingContext, rules: MoveRules): Promise<void> {
  checkBookingDate(target.date, context.capacity, context.now);
  let bookedCar: BookedCar | null = null;
  await retryOnSlotConflict(() => bookedCar, target.date, () =>
    retryingTransaction(db, async (tx) => {
      const { booking, durationMinutes } = await rules.lock(tx);
      if (!isChangeable(booking.status)) throw new DomainError('conflict', messages.booking.cannotReschedule(BOOKING_STATUS_LABELS[booking.status]));
      rules.checkAllowed(booking);
      const length = slotsNeeded(durationMinutes, context.capacity);
      await tx.delete(bookingSlots).where(eq(bookingSlots.bookingId, booking.id));
      const booked: BookedCar = { key: carKeyOf(booking.customerId, booking.carLicensePlate), licensePlate: booking.carLicensePlate };
      bookedCar = booked;
      const start = await pickStart(tx, target.date, length, target.time, booked, context);
      const times = timesOf(start, length, context.capacity);
      await tx
        .update(bookings)
        .set({
          status: 'rescheduled',
          bookingDate: target.date,
          ...times,
          bay: start.bay,
          calendarSequence: sql`${bookings.calendarSequence} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(bookings.id, booking.id));
      await tx.insert(bookingSlots).values(slotRows(booking.id, target.date, start, length, booked));
      const previous = { date: booking.bookingDate, startTime: booking.startTime };
      await queueBookingMail(tx, context.mail, booking.id, { kind: 'booking_rescheduled', previous }, context.now);
      await rules.record?.(tx, {
        before: { date: booking.bookingDate, time: booking.startTime, bay: booking.bay },
        after: { date: target.date, time: times.startTime, bay: start.bay },
      });
    }),
  );
}

/** The customer moves their booking (before the cut-off). */
export async function rescheduleBooking(
  db: Database,
  customerId: string,
  bookingId: string,
  target: { date: string; time: string | null },
  context: BookingContext,
): Promise<BookingDetail> {
  await moveBooking(db, target, context, {
    lock: (tx) => lockOwnBooking(tx, customerId, bookingId),
    checkAllowed: (booking) => checkChangeAllowed(booking, context, messages.booking.rescheduleTooLate),
  });
  return findBooking(db, customerId, bookingId);
}

/**
 * The workshop moves a booking to a free start time: the customer's cut-off does not apply, but a taken, closed or
 * past time is refused as for the customer, and the customer gets the same mail.
 */
export async function staffRescheduleBooking(
  db: Database,
  bookingId: string,
  target: { date: string; time: string },
  context: BookingContext,
  record: RecordChange<{ before: Placement; after: Placement }>,
): Promise<void> {
  await moveBooking(db, target, context, { lock: (tx) => lockAnyBooking(tx, bookingId), checkAllowed: () => undefined, record });
}

export async function updateNotes(db: Database, customerId: string, bookingId: string, notes: string): Promise<BookingDetail> {
  const [updated] = await db
    .update(bookings)
    .set({ customerNotes: notes, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId), inArray(bookings.status, [...CHANGEABLE_BOOKING_STATUSES])))
    .returning({ id: bookings.id });
  const detail = await findBooking(db, customerId, bookingId);
  if (!updated) throw new DomainError('conflict', messages.booking.notesLocked);
  return detail;
}

export async function rateBooking(db: Database, customerId: string, bookingId: string, rating: number, review: string): Promise<void> {
  const [updated] = await db
    .update(bookings)
    .set({ rating, review: review || null, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId), eq(bookings.status, 'completed'), isNull(bookings.rating)))
    .returning({ id: bookings.id });
  if (updated) return;
  const detail = await findBooking(db, customerId, bookingId);
  if (detail.status !== 'completed') throw new DomainError('conflict', messages.booking.onlyCompletedRated);
  throw new DomainError('conflict', messages.booking.alreadyRated);
}

// ---- The workshop's side ----

export interface OpsBooking extends BookingDetail {
  customer: { id: string; name: string; email: string };
}

export async function opsListBookings(db: Executor, filter: { date?: string; status?: BookingStatus }): Promise<OpsBooking[]> {
  const conditions: SQL[] = [];
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
  return rows.map((row) => ({ ...toBookingDetail(row), customer: { id: row.booking.customerId, name: row.customerName, email: row.customerEmail } }));
}

export interface StatusChangeOptions {
  /** Kept on a cancelled booking (the workshop says why). */
  reason?: string | null;
  record?: RecordChange<{ previous: BookingStatus }>;
  /** What a cancellation does with money paid (cancel-money.ts); by default an online payment is refunded. */
  money?: CancelMoney;
}

/**
 * A staff status change, through the status flow (a no-show only once the start time has passed; start and complete
 * at any time); cancelled and no-show give back the slots from today on, and a
 * cancellation refunds an online payment and mails the customer as the customer's own cancellation does.
 */
export async function changeStatus(
  db: Database,
  gateway: PaymentGateway | null,
  mail: MailContext,
  bookingId: string,
  status: BookingStatus,
  now: Date,
  options: StatusChangeOptions = {},
): Promise<BookingStatus> {
  if (status === 'rescheduled') throw new DomainError('invalid', messages.booking.rescheduleNeedsDate);
  const refund = await retryingTransaction(db, async (tx) => {
    const [booking] = await tx
      .select({ id: bookings.id, status: bookings.status, date: bookings.bookingDate, startTime: bookings.startTime })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    if (!booking) throw new DomainError('not_found', messages.booking.notFound);
    const problem = transitionProblem(booking.status, status);
    if (problem) throw new DomainError('conflict', problem);
    if (status === 'no_show' && !hasStarted(booking.date, booking.startTime, now)) {
      throw new DomainError('conflict', messages.booking.noShowBeforeStart(formatLongDate(booking.date), formatTime(booking.startTime)));
    }
    if (freesSlots(status)) {
      await tx.delete(bookingSlots).where(and(eq(bookingSlots.bookingId, bookingId), gte(bookingSlots.date, todayInKarachi(now))));
    }
    let claimed: RefundRow | null = null;
    if (status === 'cancelled') {
      await voidUnpaidInvoice(tx, bookingId);
      claimed = await cancelInTransaction(tx, bookingId, options.reason ?? null, mail, now, options.money ?? refundOnlineOnly);
    } else if (status === 'confirmed') {
      // The customer's first mail said "received" (or a move said the new time): this one says it is confirmed.
      await tx.update(bookings).set({ status, calendarSequence: sql`${bookings.calendarSequence} + 1`, updatedAt: sql`now()` }).where(eq(bookings.id, bookingId));
      await queueBookingMail(tx, mail, bookingId, { kind: 'booking_confirmation' }, now);
    } else {
      await tx.update(bookings).set({ status, updatedAt: sql`now()` }).where(eq(bookings.id, bookingId));
    }
    await options.record?.(tx, { previous: booking.status });
    return claimed;
  });
  if (refund) await settleRefund(db, gateway, mail, refund, now);
  return status;
}

/** The states an invoice can be paid from: a paid one is refused, a void or refunded one is closed (409 each). */
const PAYABLE_INVOICE_STATUSES = ['pending', 'failed'] as const;

const notPayableMessage = (status: PaymentStatus) =>
  status === 'void' ? messages.invoice.void : status === 'refunded' ? messages.invoice.refundedClosed : messages.invoice.alreadyPaid;

/** Marks an invoice paid, only from pending (or failed); otherwise 409 with the reason. */
export async function markInvoicePaid(db: Executor, invoiceId: string, method: PaymentMethod, now: Date): Promise<InvoiceRow> {
  const [row] = await db
    .update(invoices)
    .set({ paymentStatus: 'paid', paymentMethod: method, paidAt: now })
    .where(and(eq(invoices.id, invoiceId), inArray(invoices.paymentStatus, [...PAYABLE_INVOICE_STATUSES])))
    .returning();
  if (row) return row;
  const [existing] = await db.select({ paymentStatus: invoices.paymentStatus }).from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  if (!existing) throw new DomainError('not_found', messages.invoice.notFound);
  throw new DomainError('conflict', notPayableMessage(existing.paymentStatus));
}
