// Available dates and times for the booking wizard: one query for the whole window (or the one day), counted in
// memory. With fast reads on, the query is remembered until the next write on the embedded database (decision 008)
// and the grid reused within the minute while the taken slots are the same (decision 009).
import { and, gte, lte, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { AVAILABILITY_MAX_DAYS } from '../../src/domain/constants';
import { addDays, todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { AvailableDate, AvailableTime } from '../../src/domain/types';
import { prepareStatement } from '../db/prepared';
import type { FastReads } from '../fast-reads';
import { bookingSlots } from '../db/schema';
import { clockTimeOf } from '../../src/domain/clockTime';
import { cellKey, freeStarts, gridStarts, isClosed, periodsOn, type Capacity } from './capacity';
import { DomainError } from './errors';

/** A booking date must be inside today .. today + 59 (Karachi) and not a closed day. */
export function checkBookingDate(date: string, capacity: Capacity, now: Date): void {
  const today = todayInKarachi(now);
  if (date < today || date > addDays(today, AVAILABILITY_MAX_DAYS - 1)) {
    throw new DomainError('invalid', messages.booking.dateOutsideWindow(AVAILABILITY_MAX_DAYS));
  }
  if (isClosed(date, capacity)) throw new DomainError('conflict', messages.booking.dateClosed(date));
}

export interface AvailabilityQuery {
  /** First date; before today it is clamped to today. */
  startDate: string;
  days: number;
  /** The visit's length; null counts starts for a visit one grid step long. */
  durationMinutes: number | null;
}

/** The visit's length a query counts with. */
const visitMinutes = (durationMinutes: number | null, capacity: Capacity) => durationMinutes ?? capacity.slotMinutes;

/** Every occupied (date, bay, cell) in a window, as one JSON text: one prepared statement, one row to decode. */
const takenSlots = prepareStatement<'first' | 'last'>(
  'taken_slots_in_window',
  new QueryBuilder()
    .select({ taken: sql<string>`coalesce(json_agg(json_build_array(${bookingSlots.date}, ${bookingSlots.bay}, ${bookingSlots.slotIndex})), '[]')::text` })
    .from(bookingSlots)
    .where(and(gte(bookingSlots.date, sql.placeholder('first')), lte(bookingSlots.date, sql.placeholder('last')))),
);

/** The occupied cell keys of each date in a window, from the statement's JSON. */
function occupiedByDate(takenJson: string): Map<string, Set<string>> {
  const taken = JSON.parse(takenJson) as Array<[date: string, bay: number, cell: number]>;
  const byDate = new Map<string, Set<string>>();
  for (const [date, bay, cell] of taken) {
    let keys = byDate.get(date);
    if (!keys) byDate.set(date, (keys = new Set()));
    keys.add(cellKey(bay, cell));
  }
  return byDate;
}

/**
 * A grid (of dates, or of one day's times) depends only on the taken cells, the window, the visit's length, the
 * capacity and the minute (starts already past today): repeats within the minute reuse the last grid of the same
 * window while the database returns the same taken cells for the same capacity.
 */
export interface CountedGrid {
  capacity: Capacity;
  takenJson: string;
  gridJson: string;
}

/** Every occupied (date, bay, cell) from `first` to `last` as the statement's JSON, remembered until the next write. */
const takenSlotsJson = (fastReads: FastReads, first: string, last: string): Promise<string> =>
  fastReads.untilNextWrite(`taken-slots ${first} ${last}`, async () => (await fastReads.statements.firstRow(takenSlots, { first, last }))?.[0] ?? '[]');

/** The grid kept under `key` while it was counted from the same taken cells and capacity, else `count()`'s, kept. */
function countedOnce(fastReads: FastReads, key: string, capacity: Capacity, takenJson: string, count: () => string): string {
  const known = fastReads.dateGrids.get(key);
  if (known?.takenJson === takenJson && known.capacity === capacity) return known.gridJson;
  const gridJson = count();
  fastReads.dateGrids.set(key, { capacity, takenJson, gridJson });
  return gridJson;
}

const minuteOf = (now: Date) => Math.floor(now.getTime() / 60_000);

/** The grid of a window as JSON text: an array of AvailableDate. */
export async function availableDatesJson(fastReads: FastReads, capacity: Capacity, now: Date, query: AvailabilityQuery): Promise<string> {
  const today = todayInKarachi(now);
  const first = query.startDate < today ? today : query.startDate;
  const last = addDays(first, query.days - 1);
  const length = visitMinutes(query.durationMinutes, capacity);
  const takenJson = await takenSlotsJson(fastReads, first, last);

  return countedOnce(fastReads, `${first} ${query.days} ${length} ${minuteOf(now)}`, capacity, takenJson, () => {
    const byDate = occupiedByDate(takenJson);
    const lastBookable = addDays(today, AVAILABILITY_MAX_DAYS - 1);
    const dates: AvailableDate[] = [];
    for (let offset = 0; offset < query.days; offset += 1) {
      const date = addDays(first, offset);
      const starts = date > lastBookable ? [] : freeStarts(date, byDate.get(date) ?? new Set(), length, capacity, now);
      const earliest = starts[0];
      dates.push({ date, available: starts.length > 0, slots_available: starts.length, earliest_time: earliest ? clockTimeOf(earliest.hold.start) : null });
    }
    return JSON.stringify(dates);
  });
}

export interface TimesQuery {
  date: string;
  /** The visit's length; null lists starts for a visit one grid step long. */
  durationMinutes: number | null;
}

/**
 * Every start time of a day's grid (each opening period's starts) as JSON text (an array of AvailableTime): available
 * when the visit fits its period and a bay is free for its whole length (and the cleanup buffer) from it. As in the date grid, a day that cannot be booked (past, closed, beyond the
 * window) lists every time unavailable, and so does a start already past today.
 */
export async function availableTimesJson(fastReads: FastReads, capacity: Capacity, now: Date, { date, durationMinutes }: TimesQuery): Promise<string> {
  const today = todayInKarachi(now);
  const bookable = date >= today && date <= addDays(today, AVAILABILITY_MAX_DAYS - 1) && !isClosed(date, capacity);
  const length = visitMinutes(durationMinutes, capacity);
  const takenJson = bookable ? await takenSlotsJson(fastReads, date, date) : '[]';

  return countedOnce(fastReads, `times ${date} ${length} ${minuteOf(now)}`, capacity, takenJson, () => {
    const starts = bookable ? freeStarts(date, occupiedByDate(takenJson).get(date) ?? new Set(), length, capacity, now) : [];
    const free = new Set(starts.map((start) => start.hold.start));
    const times: AvailableTime[] = gridStarts(periodsOn(date, capacity), capacity).map((start) => ({ time: clockTimeOf(start), available: free.has(start) }));
    return JSON.stringify(times);
  });
}
