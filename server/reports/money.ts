// Money by the Karachi date it moved: invoices paid that day and deposits paid online that day (collected; an invoice
// paid in full after its deposit adds its balance), refunds completed that day (refunded); and the period's days with
// their bookings.
import { sql, type SQL } from 'drizzle-orm';
import type { ReportDay, ReportSummary } from '../../src/domain/reportsWire';
import type { Executor } from '../db/client';
import type { BookingCells } from './booking-cells';
import type { ReportPeriod } from './period';
import { numberOf, rowsOf } from './sql';

/** The Karachi date of an instant. */
const karachiDate = (column: SQL) => sql`(${column} at time zone 'Asia/Karachi')::date`;

/**
 * An instant on a Karachi date of the period: from the first date's midnight to the midnight after the last, in
 * Karachi, so the column's index serves it.
 */
const movedIn = (period: ReportPeriod, column: SQL) =>
  sql`${column} >= (${period.from}::timestamp at time zone 'Asia/Karachi') and ${column} < ((${period.to}::date + 1)::timestamp at time zone 'Asia/Karachi')`;

export type MoneyFigures = Pick<ReportSummary, 'revenue' | 'average_ticket' | 'per_day'>;

export interface MoneyDay {
  date: string;
  paidInvoices: number;
  collected: number;
  refunded: number;
}

/** Every date of the period, in order, with the invoices paid and the refunds completed on it. */
export async function moneyDays(db: Executor, period: ReportPeriod): Promise<MoneyDay[]> {
  const rows = await rowsOf<{ date: string; paid_invoices: unknown; collected: unknown; refunded: unknown }>(
    db,
    sql`with moves as (
          select ${karachiDate(sql`i.paid_at`)} as day, 1 as invoices,
            i.total_amount - (case when i.deposit_paid_at is null then 0 else i.deposit_amount end) as amount
          from invoices i where ${movedIn(period, sql`i.paid_at`)}
          union all
          select ${karachiDate(sql`i.deposit_paid_at`)} as day, 0 as invoices, i.deposit_amount as amount
          from invoices i where ${movedIn(period, sql`i.deposit_paid_at`)}
        ), paid as (
          select day, sum(invoices) as invoices, sum(amount) as amount from moves group by 1
        ), refunded as (
          select ${karachiDate(sql`r.completed_at`)} as day, sum(r.amount) as amount
          from refunds r where r.status = 'succeeded' and r.kind = 'invoice' and ${movedIn(period, sql`r.completed_at`)} group by 1
        )
        select series.day::date::text as date, paid.invoices as paid_invoices, paid.amount as collected, refunded.amount as refunded
        from generate_series(${period.from}::timestamp, ${period.to}::timestamp, interval '1 day') as series(day)
        left join paid on paid.day = series.day::date
        left join refunded on refunded.day = series.day::date
        order by series.day`,
  );
  return rows.map((row) => ({ date: row.date, paidInvoices: numberOf(row.paid_invoices), collected: numberOf(row.collected), refunded: numberOf(row.refunded) }));
}

export function moneyFigures(days: readonly MoneyDay[], cells: BookingCells): MoneyFigures {
  const bookingsOn = new Map(cells.byDate.map((cell) => [cell.date, cell.bookings]));
  const perDay: ReportDay[] = days.map((day) => ({ date: day.date, bookings: bookingsOn.get(day.date) ?? 0, collected: day.collected, refunded: day.refunded }));
  const collected = days.reduce((sum, day) => sum + day.collected, 0);
  const refunded = days.reduce((sum, day) => sum + day.refunded, 0);
  const paidInvoices = days.reduce((sum, day) => sum + day.paidInvoices, 0);
  return {
    revenue: { collected, refunded, net: collected - refunded },
    average_ticket: paidInvoices > 0 ? Math.round(collected / paidInvoices) : 0,
    per_day: perDay,
  };
}
