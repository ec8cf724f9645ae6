// The workshop's capacity model, pure: bays × slots of SLOT_MINUTES between opening and closing, in Karachi time.
import { KARACHI_UTC_OFFSET_MINUTES, WORKSHOP_CLOSES_MINUTES, WORKSHOP_OPENS_MINUTES } from '../../src/domain/constants';
import { todayInKarachi } from '../../src/domain/format';

export interface Capacity {
  bays: number;
  slotMinutes: number;
  closedDates: readonly string[];
}

export interface SlotStart {
  bay: number;
  slot: number;
}

const DAY_MINUTES = 24 * 60;

export const slotsPerDay = (capacity: Capacity) => Math.floor((WORKSHOP_CLOSES_MINUTES - WORKSHOP_OPENS_MINUTES) / capacity.slotMinutes);

/** How many consecutive slots a service of this duration occupies. */
export const slotsNeeded = (durationMinutes: number, capacity: Capacity) => Math.max(1, Math.ceil(durationMinutes / capacity.slotMinutes));

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 'HH:MM' at which a slot starts (index = slotsPerDay gives closing time). */
export const slotTime = (slot: number, capacity: Capacity) => hhmm(WORKSHOP_OPENS_MINUTES + slot * capacity.slotMinutes);

/** The day's first start and its closing time, 'HH:MM' ("08:00", "20:00" with two-hour slots). */
export const openingHours = (capacity: Capacity) => ({ opens: slotTime(0, capacity), closes: slotTime(slotsPerDay(capacity), capacity) });

/** Minutes after midnight of a 'HH:MM' time, or null when it is not written so. */
export const minutesOf = (time: string): number | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** The slot index a 'HH:MM' start time names, or null when it is not a slot boundary inside opening hours. */
export function slotOfTime(time: string, capacity: Capacity): number | null {
  const minutes = minutesOf(time);
  if (minutes === null) return null;
  const offset = minutes - WORKSHOP_OPENS_MINUTES;
  if (offset < 0 || offset % capacity.slotMinutes !== 0) return null;
  const slot = offset / capacity.slotMinutes;
  return slot < slotsPerDay(capacity) ? slot : null;
}

/** The slots a span of `minutes` from `time` overlaps, and when it ends; null when it is not inside the slots of the day. */
export function spanSlots(time: string, minutes: number, capacity: Capacity): { first: number; count: number; endTime: string } | null {
  const start = minutesOf(time);
  if (start === null || minutes <= 0) return null;
  const end = start + minutes;
  const first = Math.floor((start - WORKSHOP_OPENS_MINUTES) / capacity.slotMinutes);
  const last = Math.ceil((end - WORKSHOP_OPENS_MINUTES) / capacity.slotMinutes) - 1;
  if (start < WORKSHOP_OPENS_MINUTES || end > WORKSHOP_CLOSES_MINUTES || last >= slotsPerDay(capacity)) return null;
  return { first, count: last - first + 1, endTime: hhmm(end) };
}

/** Minutes after midnight in Karachi (UTC+5 all year). */
export const karachiMinutes = (now: Date) =>
  (((Math.floor(now.getTime() / 60_000) + KARACHI_UTC_OFFSET_MINUTES) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;

/** The instant a booking starts: its date and 'HH:MM' in Karachi. */
export { karachiInstant as startInstant } from '../../src/domain/format';

export const isClosed = (date: string, capacity: Capacity) => capacity.closedDates.includes(date);

/** Occupied slots as a set of `${bay}:${slot}` keys. */
export const slotKey = (bay: number, slot: number) => `${bay}:${slot}`;

/**
 * Every (bay, start slot) where `length` consecutive slots are free on `date`, earliest first then lowest bay.
 * Start times already past (today) and closed or past dates give none.
 */
export function freeStarts(date: string, occupied: ReadonlySet<string>, length: number, capacity: Capacity, now: Date): SlotStart[] {
  const today = todayInKarachi(now);
  if (date < today || isClosed(date, capacity)) return [];
  const nowMinutes = date === today ? karachiMinutes(now) : -1;
  const lastStart = slotsPerDay(capacity) - length;
  const starts: SlotStart[] = [];
  for (let slot = 0; slot <= lastStart; slot += 1) {
    if (WORKSHOP_OPENS_MINUTES + slot * capacity.slotMinutes <= nowMinutes) continue;
    for (let bay = 1; bay <= capacity.bays; bay += 1) {
      let free = true;
      for (let offset = 0; offset < length && free; offset += 1) free = !occupied.has(slotKey(bay, slot + offset));
      if (free) starts.push({ bay, slot });
    }
  }
  return starts;
}
