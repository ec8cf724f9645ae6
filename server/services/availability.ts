// Available dates for the booking wizard: one query for the whole window, counted in memory.
import { and, gte, lte } from 'drizzle-orm';
import { AVAILABILITY_MAX_DAYS } from '../../src/domain/constants';
import { addDays, todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { AvailableDate } from '../../src/domain/types';
import type { Executor } from '../db/client';
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

export async function availableDates(db: Executor, capacity: Capacity, now: Date, query: AvailabilityQuery): Promise<AvailableDate[]> {
  const today = todayInKarachi(now);
  const first = query.startDate < today ? today : query.startDate;
  const last = addDays(first, query.days - 1);
  const taken = await db
    .select({ date: bookingSlots.date, bay: bookingSlots.bay, slot: bookingSlots.slotIndex })
    .from(bookingSlots)
    .where(and(gte(bookingSlots.date, first), lte(bookingSlots.date, last)));
  const byDate = new Map<string, Set<string>>();
  for (const row of taken) {
    let keys = byDate.get(row.date);
    if (!keys) byDate.set(row.date, (keys = new Set()));
    keys.add(slotKey(row.bay, row.slot));
  }
  const lastBookable = addDays(today, AVAILABILITY_MAX_DAYS - 1);
  const length = query.durationMinutes === null ? 1 : slotsNeeded(query.durationMinutes, capacity);
  const answer: AvailableDate[] = [];
  for (let offset = 0; offset < query.days; offset += 1) {
    const date = addDays(first, offset);
    const starts = date > lastBookable ? [] : freeStarts(date, byDate.get(date) ?? new Set(), length, capacity, now);
    const earliest = starts[0];
    answer.push({ date, available: starts.length > 0, slots_available: starts.length, earliest_time: earliest ? slotTime(earliest.slot, capacity) : null });
  }
  return answer;
}
