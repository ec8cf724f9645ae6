// The period's bookings counted once, in one pass, four ways (grouping sets): by status and source, by weekday and
// hour, by bay, by date. The bookings, hours, utilisation and per-day figures are all read from these cells.
import { sql } from 'drizzle-orm';
import type { BookingSource, BookingStatus } from '../../src/domain/constants';
import type { Executor } from '../db/client';
import type { ReportPeriod } from './period';
import { bookedIn, minutesOfClock, numberOf, rowsOf } from './sql';

/** `held`: the bookings that were not cancelled (a no-show held its bay); `minutes`: their visit lengths summed. */
export interface BookingCell {
  bookings: number;
  held: number;
  minutes: number;
}

export interface BookingCells {
  byStatusSource: Array<BookingCell & { status: BookingStatus; source: BookingSource }>;
  byHour: Array<BookingCell & { weekday: number; hour: number }>;
  byBay: Array<BookingCell & { bay: number }>;
  byDate: Array<BookingCell & { date: string }>;
}

interface CellRow {
  status: BookingStatus | null;
  source: BookingSource | null;
  weekday: unknown;
  hour: unknown;
  bay: unknown;
  date: string | null;
  bookings: unknown;
  held: unknown;
  minutes: unknown;
}

export async function bookingCells(db: Executor, period: ReportPeriod): Promise<BookingCells> {
  const rows = await rowsOf<CellRow>(
    db,
    sql`with counted as (
          select b.status, b.source, date_part('isodow', b.booking_date)::int as weekday, left(b.start_time, 2)::int as hour,
            b.bay, b.booking_date as day, b.status <> 'cancelled' as held,
            ${minutesOfClock(sql`b.end_time`)} - ${minutesOfClock(sql`b.start_time`)} as minutes
          from bookings b where ${bookedIn(period)}
        )
        select status, source, weekday, hour, bay, day::text as date, count(*) as bookings, count(*) filter (where held) as held, sum(minutes) filter (where held) as minutes
        from counted
        group by grouping sets ((status, source), (weekday, hour), (bay), (day))`,
  );
  const cells: BookingCells = { byStatusSource: [], byHour: [], byBay: [], byDate: [] };
  for (const row of rows) {
    const cell: BookingCell = { bookings: numberOf(row.bookings), held: numberOf(row.held), minutes: numberOf(row.minutes) };
    if (row.status !== null && row.source !== null) cells.byStatusSource.push({ ...cell, status: row.status, source: row.source });
    else if (row.weekday !== null && row.hour !== null) cells.byHour.push({ ...cell, weekday: numberOf(row.weekday), hour: numberOf(row.hour) });
    else if (row.bay !== null) cells.byBay.push({ ...cell, bay: numberOf(row.bay) });
    else if (row.date !== null) cells.byDate.push({ ...cell, date: row.date });
  }
  return cells;
}
