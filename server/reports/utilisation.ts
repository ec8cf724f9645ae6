// Bay utilisation: the bay-minutes the period's bookings held over the bay-minutes the workshop was open.
import { sql } from 'drizzle-orm';
import type { ReportBay, ReportSummary } from '../../src/domain/reportsWire';
import type { Executor } from '../db/client';
import type { ReportPeriod } from './period';
import { bookedIn, minutesOfClock, numberOf, rate, rowsOf } from './sql';

export type UtilisationFigures = Pick<ReportSummary, 'utilisation' | 'by_bay'>;

/**
 * Open minutes: each date of the period that is not a closed date, its weekday's opening periods summed, for each of
 * today's `bays`. Booked minutes: the visit length (end − start, the cleanup buffer left out) of the period's bookings
 * that were not cancelled (a no-show held its bay). Bay blocks are not subtracted. A bay beyond today's count that
 * still holds bookings is listed with no open minutes.
 */
export async function utilisationFigures(db: Executor, period: ReportPeriod, bays: number): Promise<UtilisationFigures> {
  const rows = await rowsOf<{ bay: number; booked_minutes: unknown; open_minutes: unknown }>(
    db,
    sql`with open_days as (
          select day::date as day from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') as day
          where not exists (select 1 from closed_dates c where c.date = day::date)
        ), open_minutes as (
          select coalesce(sum(h.closes_minutes - h.opens_minutes), 0) as minutes
          from open_days join opening_hours h on h.weekday = extract(isodow from open_days.day)
        ), booked as (
          select b.bay, sum(${minutesOfClock(sql`b.end_time`)} - ${minutesOfClock(sql`b.start_time`)}) as minutes
          from bookings b where ${bookedIn(period)} and b.status <> 'cancelled' group by b.bay
        ), bays as (
          select generate_series(1, ${bays}::int) as bay union select bay from booked
        )
        select bays.bay, booked.minutes as booked_minutes, case when bays.bay <= ${bays}::int then open_minutes.minutes else 0 end as open_minutes
        from bays cross join open_minutes left join booked on booked.bay = bays.bay
        order by bays.bay`,
  );
  const byBay: ReportBay[] = rows.map((row) => {
    const booked = numberOf(row.booked_minutes);
    const open = numberOf(row.open_minutes);
    return { bay: Number(row.bay), booked_minutes: booked, open_minutes: open, utilisation: rate(booked, open) };
  });
  const booked = byBay.reduce((sum, bay) => sum + bay.booked_minutes, 0);
  const open = byBay.reduce((sum, bay) => sum + bay.open_minutes, 0);
  return { utilisation: rate(booked, open), by_bay: byBay };
}
