// When the period's (not cancelled) bookings start: ISO weekday of the booking date and the hour of its start.
import { sql } from 'drizzle-orm';
import type { ReportHour } from '../../src/domain/reportsWire';
import type { Executor } from '../db/client';
import type { ReportPeriod } from './period';
import { bookedIn, numberOf, rowsOf } from './sql';

/** Only the cells that hold bookings, by weekday then hour. */
export async function bookingsByHour(db: Executor, period: ReportPeriod): Promise<ReportHour[]> {
  const rows = await rowsOf<{ weekday: unknown; hour: unknown; bookings: unknown }>(
    db,
    sql`select extract(isodow from b.booking_date)::int as weekday, split_part(b.start_time, ':', 1)::int as hour, count(*) as bookings
        from bookings b where ${bookedIn(period)} and b.status <> 'cancelled'
        group by 1, 2 order by 1, 2`,
  );
  return rows.map((row) => ({ weekday: numberOf(row.weekday), hour: numberOf(row.hour), bookings: numberOf(row.bookings) }));
}
