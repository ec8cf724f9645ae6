// The front desk's bookings: a customer who phoned, walked in or wrote on WhatsApp, booked by staff through the same
// allocator and transaction as the web (so a desk booking and a web booking racing for the last place give one
// booking), confirmed at once. The customer's own limits (upcoming bookings, unpaid ones, the busy calendar, rate
// limits, the change cut-off) are not the desk's; the day's refusals (full, taken, car busy, closed) are the same.
import { and, asc, eq } from 'drizzle-orm';
import type { DeskBookingSource } from '../../src/domain/constants';
import type { ExistingCustomer } from '../../src/domain/desk';
import { todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import { deskMessages } from '../../src/domain/messageAreas/desk';
import type { Database, Transaction } from '../db/client';
import { cars, users, type CarRow } from '../db/schema';
import { recordAudit, type Actor } from './audit';
import { bookingCreatedAtDesk } from './audit-records';
import { checkBookingDate } from './availability';
import { allocatingTransaction } from './booking-allocation';
import type { BookingContext } from './booking-context';
import { writeBooking } from './booking-creation';
import { dayOpening, holdOf, karachiMinutes, minutesOf, periodsOn, weekOpening, type Capacity } from './capacity';
import { carWithPlate, type CarFields } from './cars';
import { DomainError, invalidField } from './errors';
import { phoneFields } from './users';
import type { Visit } from './visit';

/** A walk-in may be booked for the minute just gone by (the desk typed it a moment ago). */
const GRACE_MINUTES = 1;

export interface NewDeskCustomer {
  fullName: string;
  /** In its stored form, +92… */
  phone: string;
  email: string | null;
}

export interface DeskBookingInput {
  customer: { id: string } | { added: NewDeskCustomer; allowDuplicatePhone: boolean };
  car: { id: string } | { added: CarFields };
  /** The main service and its add-ons, checked. */
  visit: Visit;
  date: string;
  time: string | null;
  source: DeskBookingSource;
  notes: string;
  /** Queue the confirmation mail (sent only when the customer has an e-mail address). */
  notify: boolean;
}

/**
 * The day and time the desk asked for, before any lock: inside the booking window and open (the web's rules), the
 * time not past (the current minute allowed) and the service inside opening hours from it, on the grid or not.
 */
function checkDeskDayAndTime(input: DeskBookingInput, capacity: Capacity, now: Date): void {
  try {
    checkBookingDate(input.date, capacity, now);
  } catch (error) {
    throw error instanceof DomainError && error.kind === 'invalid' ? invalidField('booking_date', error.message) : error;
  }
  const { time } = input;
  if (time === null) return;
  const start = minutesOf(time) ?? 0;
  if (input.date === todayInKarachi(now) && start < karachiMinutes(now) - GRACE_MINUTES) throw invalidField('time', messages.booking.timePassed);
  const periods = periodsOn(input.date, capacity);
  if (holdOf(start, input.visit.durationMinutes, periods, capacity) === null) {
    const { opens, closes } = dayOpening(periods) ?? weekOpening(capacity);
    throw invalidField('time', deskMessages.outsideHours(opens, closes));
  }
}

const existingColumns = { id: users.id, full_name: users.fullName, phone: users.phone, email: users.email, role: users.role };

const duplicate = (message: string, { id, full_name, phone, email }: ExistingCustomer) =>
  new DomainError('conflict', message, undefined, { data: { existing_customer: { id, full_name, phone, email } } });

/**
 * A new customer without a password. Refused (409, offering the one there is) when their e-mail address is taken, and
 * when another customer has their phone unless the desk said the phone is shared.
 */
async function addCustomer(tx: Transaction, added: NewDeskCustomer, allowDuplicatePhone: boolean): Promise<{ id: string; name: string }> {
  if (added.email !== null) {
    const [owner] = await tx.select(existingColumns).from(users).where(eq(users.email, added.email)).limit(1);
    if (owner) throw owner.role === 'customer' ? duplicate(deskMessages.duplicateEmail(owner.full_name), owner) : new DomainError('conflict', messages.auth.emailTaken);
  }
  if (!allowDuplicatePhone) {
    const [sharer] = await tx
      .select(existingColumns)
      .from(users)
      .where(and(eq(users.phoneKey, added.phone), eq(users.role, 'customer')))
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(1);
    if (sharer) throw duplicate(deskMessages.duplicatePhone(sharer.full_name), sharer);
  }
  const [row] = await tx
    .insert(users)
    .values({ email: added.email, passwordHash: null, fullName: added.fullName, ...phoneFields(added.phone), role: 'customer' })
    .returning({ id: users.id, name: users.fullName });
  if (!row) throw new Error('insert returned no customer');
  return row;
}

async function customerOf(tx: Transaction, chosen: DeskBookingInput['customer']): Promise<{ id: string; name: string; added: boolean }> {
  if ('added' in chosen) return { ...(await addCustomer(tx, chosen.added, chosen.allowDuplicatePhone)), added: true };
  const [row] = await tx
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(and(eq(users.id, chosen.id), eq(users.role, 'customer')))
    .for('share');
  if (!row) throw new DomainError('not_found', deskMessages.customerNotFound);
  return { ...row, added: false };
}

/** The customer's saved car (400 naming `car` when it is not theirs), or the new one the desk typed in. */
async function carOf(tx: Transaction, customerId: string, chosen: DeskBookingInput['car']): Promise<CarRow> {
  if ('added' in chosen) return carWithPlate(tx, customerId, chosen.added);
  const [row] = await tx
    .select()
    .from(cars)
    .where(and(eq(cars.id, chosen.id), eq(cars.customerId, customerId)))
    .for('share');
  if (!row) throw invalidField('car', deskMessages.carNotTheirs);
  return row;
}

/** Books for the customer at the desk; the new booking's id. Recorded in the audit log in the same transaction. */
export async function createDeskBooking(db: Database, input: DeskBookingInput, context: BookingContext, actor: Actor): Promise<string> {
  checkDeskDayAndTime(input, context.capacity, context.now);
  const { durationMinutes } = input.visit;
  const id = await allocatingTransaction(db, input.date, context, async (tx, allocator) => {
    const customer = await customerOf(tx, input.customer);
    const car = await carOf(tx, customer.id, input.car);
    const { booking } = await writeBooking(
      tx,
      allocator,
      { durationMinutes, time: input.time, anyMinute: true },
      { customerId: customer.id, visit: input.visit, car, date: input.date, status: 'confirmed', notes: input.notes, source: input.source, mailed: input.notify },
      context,
    );
    await recordAudit(tx, actor, bookingCreatedAtDesk(booking, customer), context.now);
    return booking.id;
  });
  context.bookingCreated?.(input.source);
  return id;
}
