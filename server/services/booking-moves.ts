// Moving a booking to another day or time: its slots freed and new ones allocated in one transaction, by the
// customer (before the cut-off) or by the workshop (any free time); the customer is mailed either way.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { BOOKING_STATUS_LABELS } from '../../src/domain/constants';
import { karachiInstant } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { BookingDetail } from '../../src/domain/types';
import type { Database, Transaction } from '../db/client';
import { bookingSlots, bookings, invoices, type BookingRow } from '../db/schema';
import { queueBookingMail } from '../mail/booking-mail';
import { checkBookingDate } from './availability';
import { allocatingTransaction, bookedCarOf } from './booking-allocation';
import type { BookingContext } from './booking-context';
import { checkChangeAllowed, isChangeable, lockAnyBooking, lockOwnBooking } from './booking-locks';
import { findBooking } from './booking-reads';
import { DomainError } from './errors';
import type { RecordChange } from './record-change';

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
  await allocatingTransaction(db, target.date, context, async (tx, allocator) => {
    const { booking, durationMinutes } = await rules.lock(tx);
    if (!isChangeable(booking.status)) throw new DomainError('conflict', messages.booking.cannotReschedule(BOOKING_STATUS_LABELS[booking.status]));
    rules.checkAllowed(booking);
    await tx.delete(bookingSlots).where(eq(bookingSlots.bookingId, booking.id));
    const allocation = await allocator.place({
      car: bookedCarOf(booking.customerId, booking.carLicensePlate),
      durationMinutes,
      time: target.time,
    });
    await tx
      .update(bookings)
      .set({
        status: 'rescheduled',
        bookingDate: target.date,
        startTime: allocation.startTime,
        endTime: allocation.endTime,
        bay: allocation.bay,
        calendarSequence: sql`${bookings.calendarSequence} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(bookings.id, booking.id));
    await allocator.occupy(booking.id, allocation);
    // A deposit still to pay is due no later than the new start (src/domain/deposit.ts).
    await tx
      .update(invoices)
      .set({ depositDueBy: sql`least(${invoices.depositDueBy}, ${karachiInstant(target.date, allocation.startTime)})` })
      .where(and(eq(invoices.bookingId, booking.id), isNotNull(invoices.depositDueBy), isNull(invoices.depositPaidAt)));
    const previous = { date: booking.bookingDate, startTime: booking.startTime };
    await queueBookingMail(tx, context.mail, booking.id, { kind: 'booking_rescheduled', previous }, context.now);
    await rules.record?.(tx, {
      before: { date: booking.bookingDate, time: booking.startTime, bay: booking.bay },
      after: { date: target.date, time: allocation.startTime, bay: allocation.bay },
    });
  });
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
