// The services and add-ons the period's (not cancelled) bookings held, by the revenue of their frozen prices.
import { sql } from 'drizzle-orm';
import type { ServiceKind } from '../../src/domain/constants';
import { REPORT_TOP_SERVICES, type ReportTopService } from '../../src/domain/reportsWire';
import type { Executor } from '../db/client';
import type { ReportPeriod } from './period';
import { bookedIn, numberOf, rowsOf } from './sql';

/**
 * At most REPORT_TOP_SERVICES of each kind, by revenue, then bookings, then name (byte order, the same on every
 * database). A service renamed within the period is named as the latest date of the period froze it.
 */
export async function topServices(db: Executor, period: ReportPeriod, limit = REPORT_TOP_SERVICES): Promise<ReportTopService[]> {
  const rows = await rowsOf<{ service: string; name: string; kind: ServiceKind; bookings: unknown; revenue: unknown }>(
    db,
    sql`with by_name as (
          select i.service_id as service, i.kind, i.name, count(*) as bookings, sum(i.price) as revenue, max(b.booking_date) as last_booked
          from booking_items i join bookings b on b.id = i.booking_id
          where ${bookedIn(period)} and b.status <> 'cancelled'
          group by i.service_id, i.kind, i.name
        ), held as (
          select service, kind, sum(bookings) as bookings, sum(revenue) as revenue,
            (array_agg(name order by last_booked desc, name collate "C"))[1] as name
          from by_name group by service, kind
        ), ranked as (
          select held.*, row_number() over (partition by held.kind order by held.revenue desc, held.bookings desc, held.name collate "C", held.service collate "C") as place
          from held
        )
        select service, name, kind, bookings, revenue from ranked where place <= ${limit}::int
        order by revenue desc, bookings desc, name collate "C", service collate "C"`,
  );
  return rows.map((row) => ({ service: row.service, name: row.name, kind: row.kind, bookings: numberOf(row.bookings), revenue: numberOf(row.revenue) }));
}
