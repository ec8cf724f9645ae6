// Available dates for the booking wizard: one prepared query for the whole window (remembered until the next write
// on the embedded database, decision 008), counted in memory (reused within the minute while nothing changed).
import { and, gte, lte, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { AVAILABILITY_MAX_DAYS } from '../../src/domain/constants';
import { addDays, todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { AvailableDate } from '../../src/domain/types';
import type { Database } from '../db/client';
import { firstRow, prepareStatement } from '../db/prepared';
import { BoundedMap } from '../bounded-map';
import { untilNextWrite } from '../db/write-generation';
import { bookingSlots } from '../db/schema';
import { freeStarts, isClosed, slotKey, slotsNeeded, slotTime, type Capacity } from './capacity';
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
  /** Service duration; null counts one-slot starts. */
  durationMinutes: number | null;
}

/** Every occupied (date, bay, slot) in a window, as one JSON text: one prepared statement, one row to decode. */
const takenSlots = prepareStatement<'first' | 'last'>(
  'taken_slots_in_window',
  new QueryBuilder()
    .select({ taken: sql<string>`coalesce(json_agg(json_build_array(${bookingSlots.date}, ${bookingSlots.bay}, ${bookingSlots.slotIndex})), '[]')::text` })
    .from(bookingSlots)
    .where(and(gte(bookingSlots.date, sql.placeholder('first')), lte(bookingSlots.date, sql.placeholder('last')))),
);

/** The occupied slot keys of each date in a window, from the statement's JSON. */
function occupiedByDate(takenJson: string): Map<string, Set<string>> {
  const taken = JSON.parse(takenJson) as Array<[date: string, bay: number, slot: number]>;
  const byDate = new Map<string, Set<string>>();
  for (const [date, bay, slot] of taken) {
    let keys = byDate.get(date);
    if (!keys) byDate.set(date, (keys = new Set()));
    keys.add(slotKey(bay, slot));
  }
  return byDate;
}

const MAX_RECENT_GRIDS = 64;
/**
 * A grid depends only on the taken slots, the window, the service length, the capacity and the minute (starts
 * already past today). Repeats within the minute reuse the last grid of the same window while the database
 * returns the same taken slots, and share it: callers must not change it.
 */
const recentGrids = new WeakMap<Capacity, Map<string, { takenJson: string; grid: readonly AvailableDate[] }>>();

export async function availableDates(db: Database, capacity: Capacity, now: Date, query: AvailabilityQuery): Promise<readonly AvailableDate[]> {
  const today = todayInKarachi(now);
  const first = query.startDate < today ? today : query.startDate;
  const last = addDays(first, query.days - 1);
  const length = query.durationMinutes === null ? 1 : slotsNeeded(query.durationMinutes, capacity);
  const load = async () => (await firstRow(db, takenSlots, { first, last }))?.[0] ?? '[]';
  const takenJson = await untilNextWrite(db, `taken-slots ${first} ${last}`, load);

  let recent = recentGrids.get(capacity);
  if (!recent) recentGrids.set(capacity, (recent = new BoundedMap(MAX_RECENT_GRIDS)));
  const key = `${first} ${query.days} ${length} ${Math.floor(now.getTime() / 60_000)}`;
  const known = recent.get(key);
  if (known?.takenJson === takenJson) return known.grid;

  const byDate = occupiedByDate(takenJson);
  const lastBookable = addDays(today, AVAILABILITY_MAX_DAYS - 1);
  const grid: AvailableDate[] = [];
  for (let offset = 0; offset < query.days; offset += 1) {
    const date = addDays(first, offset);
    const starts = date > lastBookable ? [] : freeStarts(date, byDate.get(date) ?? new Set(), length, capacity, now);
    const earliest = starts[0];
    grid.push({ date, available: starts.length > 0, slots_available: starts.length, earliest_time: earliest ? slotTime(earliest.slot, capacity) : null });
  }
  recent.set(key, { takenJson, grid });
  return grid;
}
