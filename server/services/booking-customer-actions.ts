// What a customer may change on their own booking besides its time: its notes (while it can still change) and, once
// completed, one rating.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CHANGEABLE_BOOKING_STATUSES } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import type { BookingDetail } from '../../src/domain/types';
import type { Database } from '../db/client';
import { bookings } from '../db/schema';
import { findBooking } from './booking-reads';
import { DomainError } from './errors';

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
