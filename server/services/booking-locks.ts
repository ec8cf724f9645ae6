// A booking taken for change: locked in the changing transaction (the customer's own, or any for the workshop), and
// the customer's rules for changing it (a changeable status, before the cut-off).
import { and, eq } from 'drizzle-orm';
import { CHANGEABLE_BOOKING_STATUSES, type BookingStatus } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import type { Transaction } from '../db/client';
import { bookings, type BookingRow } from '../db/schema';
import type { BookingContext } from './booking-context';
import { durationOfBooking } from './booking-items';
import { startInstant } from './capacity';
import { DomainError } from './errors';

export const isChangeable = (status: BookingStatus) => (CHANGEABLE_BOOKING_STATUSES as readonly BookingStatus[]).includes(status);

/** The customer's booking locked for change, with its visit's length; 404 when not theirs. */
export async function lockOwnBooking(tx: Transaction, customerId: string, bookingId: string) {
  const [row] = await tx
    .select({ booking: bookings, durationMinutes: durationOfBooking })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId)))
    .for('update');
  if (!row) throw new DomainError('not_found', messages.booking.notFound);
  return row;
}

/** Any booking locked for change, with its visit's length (the workshop's side); 404 when unknown. */
export async function lockAnyBooking(tx: Transaction, bookingId: string) {
  const [row] = await tx
    .select({ booking: bookings, durationMinutes: durationOfBooking })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  if (!row) throw new DomainError('not_found', messages.booking.notFound);
  return row;
}

/** Refuses a customer's change once the booking is within the cut-off before its start (or started, at cut-off 0). */
export function checkChangeAllowed(booking: BookingRow, context: BookingContext, tooLate: string): void {
  const lastChange = startInstant(booking.bookingDate, booking.startTime).getTime() - context.changeCutoffMinutes * 60_000;
  if (lastChange > context.now.getTime()) return;
  throw new DomainError('conflict', context.changeCutoffMinutes === 0 ? tooLate : messages.booking.changeCutoff(context.changeCutoffMinutes, context.companyPhone));
}
