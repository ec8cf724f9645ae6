// Money by the Karachi date it moved: invoices paid that day (collected), refunds completed that day (refunded), and
// the period's days with their bookings.
import { sql } from 'drizzle-orm';
import type { ReportDay, ReportSummary } from '../../src/domain/reportsWire';
import type { Executor } from '../db/client';
import type { ReportPeriod } from './period';
import { bookedIn, karachiDate, movedIn, numberOf, rowsOf } from './sql';

export type MoneyFigures = Pick<ReportSummary, 'revenue' | 'average_ticket' | 'per_day'>;

interface DayRow {
  date: string;
  bookings: unknown;
  paid_invoices: unknown;
  collected: unknown;
  refunded: unknown;
}

export async function moneyFigures(db: Executor, period: ReportPeriod): Promise<MoneyFigures> {
  const rows = await rowsOf<DayRow>(
    db,
    sql`with days as (
          select day::date as day from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') as day
        ), booked as (
          select b.booking_date as day, count(*) as bookings from bookings b where ${bookedIn(period)} group by b.booking_date
        ), paid as (
          select ${karachiDate(sql`i.paid_at`)} as day, count(*) as invoices, sum(i.total_amount) as amount
          from invoices i where ${movedIn(period, sql`i.paid_at`)} group by 1
        ), refunded as (
          select ${karachiDate(sql`r.completed_at`)} as day, sum(r.amount) as amount
          from refunds r where r.status = 'succeeded' and ${movedIn(period, sql`r.completed_at`)} group by 1
        )
        select days.day::text as date, booked.bookings, paid.invoices as paid_invoices, paid.amount as collected, refunded.amount as refunded
        from days
        left join booked on booked.day = days.day
        left join paid on paid.day = days.day
        left join refunded on refunded.day = days.day
        order by days.day`,
  );
  const perDay: ReportDay[] = rows.map((row) => ({ date: row.date, bookings: numberOf(row.bookings), collected: numberOf(row.collected), refunded: numberOf(row.refunded) }));
  const collected = perDay.reduce((sum, day) => sum + day.collected, 0);
  const refunded = perDay.reduce((sum, day) => sum + day.refunded, 0);
  const paidInvoices = rows.reduce((sum, row) => sum + numberOf(row.paid_invoices), 0);
  return {
    revenue: { collected, refunded, net: collected - refunded },
    average_ticket: paidInvoices > 0 ? Math.round(collected / paidInvoices) : 0,
    per_day: perDay,
  };
}
