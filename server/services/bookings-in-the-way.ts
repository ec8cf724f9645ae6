// The bookings that stand in the way of a workshop change (closing a date, fewer bays, a new slot length), each as
// the line the console lists under the refusal: "<number> · <date> <HH:MM> · <customer> · <service>".
import { and, asc, eq, exists, gt, inArray, or, type SQL } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES } from '../../src/domain/constants';
import { karachiTimeOfDay, shortId, todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { Executor } from '../db/client';
import { bookingSlots, bookings, services, users } from '../db/schema';

/** A refused change: the bookings to move or cancel first, one line each. */
export interface BookingsInTheWay {
  blocked: true;
  /** The refusal's sentence, naming how many. */
  message: string;
  lines: string[];
}

async function linesOf(db: Executor, where: SQL | undefined): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id, date: bookings.bookingDate, time: bookings.startTime, customer: users.fullName, service: services.name })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(where)
    .orderBy(asc(bookings.bookingDate), asc(bookings.startTime), asc(bookings.bay));
  return rows.map((row) => messages.workshop.bookingLine({ shortId: shortId(row.id), date: row.date, time: row.time, customer: row.customer, service: row.service }));
}

/** The active bookings (pending, confirmed, rescheduled, in progress) of one date. */
export const activeBookingsOn = (db: Executor, date: string) =>
  linesOf(db, and(eq(bookings.bookingDate, date), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])));

/**
 * Bookings that still hold slots not yet over (later days, or today ending after now), optionally only those in a
 * bay above `aboveBay`: what fewer bays or a new slot length would misplace.
 */
export function bookingsHoldingSlots(db: Executor, now: Date, aboveBay?: number): Promise<string[]> {
  const today = todayInKarachi(now);
  const notOver = or(gt(bookings.bookingDate, today), and(eq(bookings.bookingDate, today), gt(bookings.endTime, karachiTimeOfDay(now))));
  const holdsSlots = exists(db.select({ one: bookingSlots.bookingId }).from(bookingSlots).where(eq(bookingSlots.bookingId, bookings.id)));
  return linesOf(db, and(notOver, holdsSlots, aboveBay === undefined ? undefined : gt(bookings.bay, aboveBay)));
}
