// What every report statement shares: the period's conditions in Karachi dates, and reading rows the same way from
// both drivers (PostgreSQL's driver gives sums and counts as text, the embedded one as numbers).
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { ReportPeriod } from './period';

export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A count or sum as a number (0 for none). */
export const numberOf = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** The period's bookings: those whose booking date falls in it (`alias` is the bookings table's). */
export const bookedIn = (period: ReportPeriod, alias: SQL = sql.raw('b')) =>
  sql`${alias}.booking_date between ${period.from}::date and ${period.to}::date`;

/** Minutes after midnight of an 'HH:MM' column. */
export const minutesOfClock = (column: SQL) => sql`(left(${column}, 2)::int * 60 + right(${column}, 2)::int)`;

/** A fraction 0–1 rounded to 4 decimals; 0 when there is nothing to divide by. */
export const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);
