// The workshop's opening hours per weekday: stored as one row per period, read as the week the capacity carries, and
// written as the console's week of 'HH:MM' periods.
import { asc } from 'drizzle-orm';
import { clockTimeOf, minutesOfDay } from '../../src/domain/clockTime';
import type { WeekdayOpening } from '../../src/domain/staff';
import type { Executor, Transaction } from '../db/client';
import { openingHours } from '../db/schema';
import type { OpeningPeriod, WeekPeriods } from './capacity';

const WEEKDAYS = 7;

/** Stored periods as (weekday, opens, closes) triples, into a week, Monday first. */
export function weekFromRows(rows: ReadonlyArray<readonly [weekday: number, opens: number, closes: number]>): WeekPeriods {
  const week: OpeningPeriod[][] = Array.from({ length: WEEKDAYS }, () => []);
  for (const [weekday, opens, closes] of rows) week[weekday - 1]?.push({ opens, closes });
  return week.map((periods) => periods.sort((a, b) => a.opens - b.opens));
}

/** The stored week. */
export async function weekOf(db: Executor): Promise<WeekPeriods> {
  const rows = await db
    .select({ weekday: openingHours.weekday, opens: openingHours.opensMinutes, closes: openingHours.closesMinutes })
    .from(openingHours)
    .orderBy(asc(openingHours.weekday), asc(openingHours.opensMinutes));
  return weekFromRows(rows.map((row) => [row.weekday, row.opens, row.closes] as const));
}

/** The week as the console reads it: every weekday, Monday first, its periods 'HH:MM'. */
export const toWeekHours = (week: WeekPeriods): WeekdayOpening[] =>
  week.map((periods, index) => ({ weekday: index + 1, periods: periods.map((p) => ({ opens: clockTimeOf(p.opens), closes: clockTimeOf(p.closes) })) }));

/** The console's week (already valid: each weekday once, Monday first) as stored periods. */
export const fromWeekHours = (hours: readonly WeekdayOpening[]): WeekPeriods =>
  hours.map((day) => day.periods.map((p) => ({ opens: minutesOfDay(p.opens), closes: minutesOfDay(p.closes) })));

export const sameWeek = (a: WeekPeriods, b: WeekPeriods) => JSON.stringify(a) === JSON.stringify(b);

/** Replaces the stored week (inside the caller's transaction). */
export async function storeWeek(tx: Transaction, week: WeekPeriods): Promise<void> {
  await tx.delete(openingHours);
  const rows = week.flatMap((periods, index) => periods.map((p) => ({ weekday: index + 1, opensMinutes: p.opens, closesMinutes: p.closes })));
  if (rows.length > 0) await tx.insert(openingHours).values(rows);
}
