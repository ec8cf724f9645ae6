// Reminders REMINDER_HOURS before a booking's start: exactly once per booking and start time, whichever instance
// gets there first and however often it restarts (the marker's primary key decides), in the marker's transaction.
// A reminder never comes hard on the heels of the mail that told the customer the time (the confirmation, a move):
// a booking made less than REMINDER_HOURS ahead is reminded the evening before, or not at all when it is close.
import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import { CHANGEABLE_BOOKING_STATUSES } from '../../src/domain/constants';
import { addDays, karachiInstant, todayInKarachi } from '../../src/domain/format';
import type { Database } from '../db/client';
import { bookingReminders, bookings, outbox } from '../db/schema';
import { startInstant } from '../services/capacity';
import { queueBookingMail } from './booking-mail';
import type { MailContext } from './types';

const HOUR_MS = 60 * 60 * 1000;
/** No reminder within this long after the mail that told the time. */
export const REMINDER_QUIET_AFTER_TELLING_MS = 3 * HOUR_MS;
/** A start nearer than this to the mail that told the time gets no reminder at all. */
export const REMINDER_NONE_WITHIN_MS = 12 * HOUR_MS;
/** The evening before, in Karachi, when a late-made booking is reminded. */
export const EVENING_REMINDER_TIME = '19:00';
/** The mails that tell the customer the booking's time. */
const TELLING_KINDS = ['booking_confirmation', 'booking_rescheduled'];

/**
 * When the reminder of a booking starting at `startsAt` is due, given when the customer was last told its time;
 * null when it gets none. `hours` before the start as a rule; if that is too soon after the telling, 19:00 Karachi
 * the day before (a start over 12 hours after the telling), else none: the mail just sent says the time.
 */
export function reminderDueAt(start: { date: string; time: string }, toldAt: Date, hours: number): Date | null {
  const startsAt = startInstant(start.date, start.time).getTime();
  const earliest = toldAt.getTime() + REMINDER_QUIET_AFTER_TELLING_MS;
  const usual = startsAt - hours * HOUR_MS;
  if (usual >= earliest) return new Date(usual);
  if (startsAt - toldAt.getTime() <= REMINDER_NONE_WITHIN_MS) return null;
  const evening = karachiInstant(addDays(start.date, -1), EVENING_REMINDER_TIME).getTime();
  return evening >= earliest && evening < startsAt ? new Date(evening) : null;
}

// Qualified by hand: in a one-table select the query builder writes its columns unqualified, and "id" would be the
// outbox's inside the subquery.
const toldAtMs = sql<number>`extract(epoch from coalesce((select max(told.created_at) from ${outbox} told where told.booking_id = "bookings"."id" and told.kind in (${sql.join(
  TELLING_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
)})), "bookings"."created_at")) * 1000`;

/** Queues the reminders that are due at `now`; returns how many this call queued. */
export async function queueDueReminders(db: Database, context: MailContext, hours: number, now: Date): Promise<number> {
  // Dates that can hold a start whose reminder is due by now: within `hours`, or tomorrow's (the evening reminder).
  const today = todayInKarachi(now);
  const candidates = await db
    .select({
      id: bookings.id,
      date: bookings.bookingDate,
      startTime: bookings.startTime,
      // When the customer was last told the time (epoch ms; the booking's creation when no such mail is stored).
      toldAtMs: toldAtMs.mapWith(Number),
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...CHANGEABLE_BOOKING_STATUSES]),
        gte(bookings.bookingDate, today),
        lte(bookings.bookingDate, addDays(today, Math.ceil(Math.max(hours, 24) / 24) + 1)),
      ),
    );
  let queued = 0;
  for (const candidate of candidates) {
    const startsAt = startInstant(candidate.date, candidate.startTime);
    const dueAt = reminderDueAt({ date: candidate.date, time: candidate.startTime }, new Date(candidate.toldAtMs), hours);
    const due = dueAt !== null && startsAt.getTime() > now.getTime() && dueAt.getTime() <= now.getTime();
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
