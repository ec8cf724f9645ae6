// The owner's summary of a period (GET /api/ops/reports/summary): each figure group is one statement, run side by side
// (PostgreSQL answers them on several connections; the embedded database takes them in turn).
import type { ReportSummary } from '../../src/domain/reportsWire';
import type { Executor } from '../db/client';
import { bookingFigures } from './bookings';
import { customerFigures } from './customers';
import { bookingsByHour } from './hours';
import { moneyFigures } from './money';
import type { ReportPeriod } from './period';
import { topServices } from './top-services';
import { utilisationFigures } from './utilisation';

/** `bays`: today's count of bays (the capacity settings), the open bay-minutes are counted with it. */
export async function reportSummary(db: Executor, period: ReportPeriod, bays: number): Promise<ReportSummary> {
  const [bookings, money, utilisation, customers, services, hours] = await Promise.all([
    bookingFigures(db, period),
    moneyFigures(db, period),
    utilisationFigures(db, period, bays),
    customerFigures(db, period),
    topServices(db, period),
    bookingsByHour(db, period),
  ]);
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
    by_hour: hours,
    per_day: money.per_day,
    by_bay: utilisation.by_bay,
  };
}
