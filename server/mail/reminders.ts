// Reminders REMINDER_HOURS before a booking's start: exactly once per booking and start time, whichever instance
// gets there first and however often it restarts (the marker's primary key decides), in the marker's transaction.
import { and, gte, inArray, lte } from 'drizzle-orm';
import { CHANGEABLE_BOOKING_STATUSES } from '../../src/domain/constants';
import { addDays, todayInKarachi } from '../../src/domain/format';
import type { Database } from '../db/client';
import { bookingReminders, bookings } from '../db/schema';
import { startInstant } from '../services/capacity';
import { queueBookingMail } from './booking-mail';
import type { MailContext } from './types';

const HOUR_MS = 60 * 60 * 1000;

/** Queues the reminders that are due at `now`; returns how many this call queued. */
export async function queueDueReminders(db: Database, context: MailContext, hours: number, now: Date): Promise<number> {
  // Dates that can hold a start within the next `hours` (Karachi dates; the exact instant is checked below).
  const candidates = await db
    .select({ id: bookings.id, date: bookings.bookingDate, startTime: bookings.startTime })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...CHANGEABLE_BOOKING_STATUSES]),
        gte(bookings.bookingDate, todayInKarachi(now)),
        lte(bookings.bookingDate, addDays(todayInKarachi(now), Math.ceil(hours / 24) + 1)),
      ),
    );
  let queued = 0;
  for (const candidate of candidates) {
    const startsAt = startInstant(candidate.date, candidate.startTime);
    const due = startsAt.getTime() > now.getTime() && startsAt.getTime() - hours * HOUR_MS <= now.getTime();
    if (!due) continue;
    const sent = await db.transaction(async (tx) => {
      const [marker] = await tx.insert(bookingReminders).values({ bookingId: candidate.id, startsAt, createdAt: now }).onConflictDoNothing().returning();
      if (!marker) return false;
      await queueBookingMail(tx, context, candidate.id, { kind: 'booking_reminder' }, now);
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
