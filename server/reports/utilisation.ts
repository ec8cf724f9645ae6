// Bay utilisation: the bay-minutes the period's bookings held over the bay-minutes the workshop was open.
import { sql } from 'drizzle-orm';
import type { ReportBay, ReportSummary } from '../../src/domain/reportsWire';
import type { Executor } from '../db/client';
import type { BookingCells } from './booking-cells';
import type { ReportPeriod } from './period';
import { numberOf, rate, rowsOf } from './sql';

export type UtilisationFigures = Pick<ReportSummary, 'utilisation' | 'by_bay'>;

/** Each date of the period that is not a closed date, its weekday's opening periods summed: one bay's open minutes. */
export async function openMinutesPerBay(db: Executor, period: ReportPeriod): Promise<number> {
  const [row] = await rowsOf<{ minutes: unknown }>(
    db,
    sql`select coalesce(sum(h.closes_minutes - h.opens_minutes), 0) as minutes
        from generate_series(${period.from}::timestamp, ${period.to}::timestamp, interval '1 day') as day
        join opening_hours h on h.weekday = extract(isodow from day)
        where not exists (select 1 from closed_dates c where c.date = day::date)`,
  );
  return numberOf(row?.minutes);
}

/**
 * Open: `openPerBay` for each of today's `bays`. Booked: the visit lengths (end − start, the cleanup buffer left out)
 * of the period's bookings that were not cancelled (a no-show held its bay). Bay blocks are not subtracted. A bay
 * beyond today's count that still holds bookings is listed with no open minutes.
 */
export function utilisationFigures(cells: BookingCells, openPerBay: number, bays: number): UtilisationFigures {
  const booked = new Map(cells.byBay.filter((cell) => cell.held > 0).map((cell) => [cell.bay, cell.minutes]));
  const numbers = [...new Set([...Array.from({ length: bays }, (_, index) => index + 1), ...booked.keys()])].sort((a, b) => a - b);
  const byBay: ReportBay[] = numbers.map((bay) => {
    const open = bay <= bays ? openPerBay : 0;
    const minutes = booked.get(bay) ?? 0;
    return { bay, booked_minutes: minutes, open_minutes: open, utilisation: rate(minutes, open) };
  });
  const bookedTotal = byBay.reduce((sum, bay) => sum + bay.booked_minutes, 0);
  const openTotal = byBay.reduce((sum, bay) => sum + bay.open_minutes, 0);
  return { utilisation: rate(bookedTotal, openTotal), by_bay: byBay };
}
