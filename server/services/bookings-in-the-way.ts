// The bookings that stand in the way of a workshop change (closing a date, fewer bays, new opening hours), each as
// the line the console lists under the refusal: "<number> · <date> <HH:MM> · <customer> · <service>".
import { and, asc, eq, exists, gt, inArray, or, type SQL } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES } from '../../src/domain/constants';
import { karachiTimeOfDay, shortId, todayInKarachi } from '../../src/domain/format';
import type { Executor } from '../db/client';
import { bookingSlots, bookings, services, users } from '../db/schema';
import { minutesOf, periodsOn, type WeekPeriods } from './capacity';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';

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
  return rows.map((row) => workshopMessages.workshop.bookingLine({ shortId: shortId(row.id), date: row.date, time: row.time, customer: row.customer, service: row.service }));
}

/** The active bookings (pending, confirmed, rescheduled, in progress) of one date. */
export const activeBookingsOn = (db: Executor, date: string) =>
  linesOf(db, and(eq(bookings.bookingDate, date), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])));

/** Bookings not yet over: later days, or today ending after now. */
const notOver = (now: Date) => {
  const today = todayInKarachi(now);
  return or(gt(bookings.bookingDate, today), and(eq(bookings.bookingDate, today), gt(bookings.endTime, karachiTimeOfDay(now))));
};

/**
 * Bookings that still hold slots not yet over, optionally only those in a bay above `aboveBay`: what fewer bays
 * would misplace.
 */
export function bookingsHoldingSlots(db: Executor, now: Date, aboveBay?: number): Promise<string[]> {
  const holdsSlots = exists(db.select({ one: bookingSlots.bookingId }).from(bookingSlots).where(eq(bookingSlots.bookingId, bookings.id)));
  return linesOf(db, and(notOver(now), holdsSlots, aboveBay === undefined ? undefined : gt(bookings.bay, aboveBay)));
}

/** The active bookings not yet over whose visit would not lie inside one opening period of `week` on its weekday. */
export async function bookingsOutsideHours(db: Executor, now: Date, week: WeekPeriods): Promise<string[]> {
  const upcoming = await db
    .select({ id: bookings.id, date: bookings.bookingDate, start: bookings.startTime, end: bookings.endTime })
    .from(bookings)
    .where(and(notOver(now), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])));
  const outside = upcoming.filter(({ date, start, end }) => {
    const [from, to] = [minutesOf(start) ?? 0, minutesOf(end) ?? 0];
    return !periodsOn(date, { week }).some((period) => period.opens <= from && to <= period.closes);
  });
  return outside.length === 0 ? [] : linesOf(db, inArray(bookings.id, outside.map((booking) => booking.id)));
}
