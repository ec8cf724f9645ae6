// The owner's summary of a period (GET /api/ops/reports/summary): five statements run side by side (PostgreSQL
// answers them on several connections; the embedded database takes them in turn), shaped into the figures.
import type { ReportSummary } from '../../src/domain/reportsWire';
import type { Executor } from '../db/client';
import { bookingCells } from './booking-cells';
import { bookingFigures } from './bookings';
import { customerFigures } from './customers';
import { bookingsByHour } from './hours';
import { moneyDays, moneyFigures } from './money';
import type { ReportPeriod } from './period';
import { topServices } from './top-services';
import { openMinutesPerBay, utilisationFigures } from './utilisation';

/** `bays`: today's count of bays (the capacity settings), the open bay-minutes are counted with it. */
export async function reportSummary(db: Executor, period: ReportPeriod, bays: number): Promise<ReportSummary> {
  const [cells, days, openPerBay, customers, services] = await Promise.all([
    bookingCells(db, period),
    moneyDays(db, period),
    openMinutesPerBay(db, period),
    customerFigures(db, period),
    topServices(db, period),
  ]);
  const bookings = bookingFigures(cells);
  const money = moneyFigures(days, cells);
  const utilisation = utilisationFigures(cells, openPerBay, bays);
  return {
    from: period.from,
    to: period.to,
    bookings: bookings.bookings,
    revenue: money.revenue,
    average_ticket: money.average_ticket,
    no_show_rate: bookings.no_show_rate,
    cancellation_rate: bookings.cancellation_rate,
    utilisation: utilisation.utilisation,
    customers,
    top_services: services,
    by_hour: bookingsByHour(cells),
    per_day: money.per_day,
    by_bay: utilisation.by_bay,
  };
}
