// The workshop's day, pure, in Karachi time: each weekday's opening periods cut into cells of MINUTE_STEP minutes.
// A booking holds the cells of its real length plus the cleanup buffer (clipped at its period's close) in one bay;
// start times are offered every `slotMinutes` from each period's opening.
import { KARACHI_UTC_OFFSET_MINUTES, WORKSHOP_CLOSES_MINUTES, WORKSHOP_OPENS_MINUTES } from '../../src/domain/constants';
import { clockTimeOf } from '../../src/domain/clockTime';
import { todayInKarachi } from '../../src/domain/format';
import { MINUTE_STEP } from '../../src/domain/workshopSchemas';

/** An opening period in minutes after midnight, [opens, closes). */
export interface OpeningPeriod {
  opens: number;
  closes: number;
}

/** Each weekday's opening periods, earliest first, Monday first (7 entries); a weekday without periods is closed. */
export type WeekPeriods = ReadonlyArray<readonly OpeningPeriod[]>;

export interface Capacity {
  bays: number;
  /** Start times are offered every so many minutes from each opening. */
  slotMinutes: number;
  /** Cleanup after a visit: its bay stays held so many minutes more, never past the period's close. */
  bufferMinutes: number;
  week: WeekPeriods;
  closedDates: readonly string[];
}

/** What the environment gives a new database (its hours start as DEFAULT_WEEK). */
export type CapacityDefaults = Omit<Capacity, 'week'>;

/** The week before the workshop set its own hours: 08:00–20:00 every day. */
export const DEFAULT_WEEK: WeekPeriods = Array.from({ length: 7 }, () => [{ opens: WORKSHOP_OPENS_MINUTES, closes: WORKSHOP_CLOSES_MINUTES }]);

/** What a visit holds from its start (minutes after midnight): the visit to `visitEnd`, the bay to `holdEnd`. */
export interface Hold {
  start: number;
  visitEnd: number;
  holdEnd: number;
}

/** A bay free for a visit at a grid start. */
export interface FreeStart {
  bay: number;
  hold: Hold;
}

const DAY_MINUTES = 24 * 60;

/** ISO weekday of a 'YYYY-MM-DD' date: 1 = Monday … 7 = Sunday. */
export const weekdayOf = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

export const periodsOn = (date: string, capacity: Pick<Capacity, 'week'>): readonly OpeningPeriod[] => capacity.week[weekdayOf(date) - 1] ?? [];

/** A closed date, or a weekday the workshop does not open. */
export const isClosed = (date: string, capacity: Capacity) => capacity.closedDates.includes(date) || periodsOn(date, capacity).length === 0;

/** The day's first opening and last closing, 'HH:MM'; null on a weekday the workshop does not open. */
export function dayOpening(periods: readonly OpeningPeriod[]): { opens: string; closes: string } | null {
  const first = periods[0];
  const last = periods[periods.length - 1];
  return first && last ? { opens: clockTimeOf(first.opens), closes: clockTimeOf(last.closes) } : null;
}

/** The earliest opening and latest closing of the whole week, 'HH:MM' (what a day can span at most). */
export function weekOpening(capacity: Capacity): { opens: string; closes: string } {
  const periods = capacity.week.flat();
  if (periods.length === 0) return { opens: clockTimeOf(WORKSHOP_OPENS_MINUTES), closes: clockTimeOf(WORKSHOP_CLOSES_MINUTES) };
  return { opens: clockTimeOf(Math.min(...periods.map((p) => p.opens))), closes: clockTimeOf(Math.max(...periods.map((p) => p.closes))) };
}

/** Every start of the grid in the day's periods: each period's opening, then every `slotMinutes` before it closes. */
export function gridStarts(periods: readonly OpeningPeriod[], capacity: Capacity): number[] {
  const starts: number[] = [];
  for (const period of periods) for (let start = period.opens; start < period.closes; start += capacity.slotMinutes) starts.push(start);
  return starts;
}

/** What a visit of `durationMinutes` from `start` holds; null when the visit is not inside one opening period. */
export function holdOf(start: number, durationMinutes: number, periods: readonly OpeningPeriod[], capacity: Capacity): Hold | null {
  const visitEnd = start + durationMinutes;
  const period = periods.find((p) => p.opens <= start && visitEnd <= p.closes);
  return period && durationMinutes > 0 ? { start, visitEnd, holdEnd: Math.min(visitEnd + capacity.bufferMinutes, period.closes) } : null;
}

/** The cells [from, to) overlaps (a cell is MINUTE_STEP minutes; its index is the minute of the day / MINUTE_STEP). */
export function cellsOf(from: number, to: number): number[] {
  const first = Math.floor(from / MINUTE_STEP);
  return Array.from({ length: Math.ceil(to / MINUTE_STEP) - first }, (_, offset) => first + offset);
}

/** Minutes after midnight of a 'HH:MM' time, or null when it is not written so. */
export const minutesOf = (time: string): number | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** Minutes after midnight in Karachi (UTC+5 all year). */
export const karachiMinutes = (now: Date) =>
  (((Math.floor(now.getTime() / 60_000) + KARACHI_UTC_OFFSET_MINUTES) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;

/** The instant a booking starts: its date and 'HH:MM' in Karachi. */
export { karachiInstant as startInstant } from '../../src/domain/format';

/** Occupied cells as a set of `${bay}:${cell}` keys. */
export const cellKey = (bay: number, cell: number) => `${bay}:${cell}`;

/** Whether every cell of a hold is free in a bay. */
export const holdFree = (occupied: ReadonlySet<string>, bay: number, hold: Hold) => cellsOf(hold.start, hold.holdEnd).every((cell) => !occupied.has(cellKey(bay, cell)));

/**
 * Every (bay, grid start) where a visit of `durationMinutes` fits its opening period and its cells (with the buffer)
 * are free on `date`, earliest first then lowest bay. Start times already past (today) and closed or past dates
 * give none.
 */
export function freeStarts(date: string, occupied: ReadonlySet<string>, durationMinutes: number, capacity: Capacity, now: Date): FreeStart[] {
  const today = todayInKarachi(now);
  if (date < today || isClosed(date, capacity)) return [];
  const nowMinutes = date === today ? karachiMinutes(now) : -1;
  const periods = periodsOn(date, capacity);
  const starts: FreeStart[] = [];
  for (const start of gridStarts(periods, capacity)) {
    const hold = start <= nowMinutes ? null : holdOf(start, durationMinutes, periods, capacity);
    if (hold === null) continue;
    for (let bay = 1; bay <= capacity.bays; bay += 1) if (holdFree(occupied, bay, hold)) starts.push({ bay, hold });
  }
  return starts;
}

/** The cells still ahead on `date` in every bay (from now on today): what the calendar can still take that day. */
export function cellsAhead(date: string, capacity: Capacity, now: Date): number {
  const today = todayInKarachi(now);
  if (date < today || isClosed(date, capacity)) return 0;
  const nowMinutes = date === today ? karachiMinutes(now) : 0;
  const minutes = periodsOn(date, capacity).reduce((sum, p) => sum + Math.max(0, p.closes - Math.max(p.opens, nowMinutes)), 0);
  return Math.floor(minutes / MINUTE_STEP) * capacity.bays;
}
