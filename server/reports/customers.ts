// New and returning customers among those the period's (not cancelled) bookings served.
import { sql } from 'drizzle-orm';
import type { ReportSummary } from '../../src/domain/reportsWire';
import type { Executor } from '../db/client';
import type { ReportPeriod } from './period';
import { bookedIn, numberOf, rowsOf } from './sql';

/** Returning: the customer had a booking that was not cancelled before the period; new: this period holds their first. */
export async function customerFigures(db: Executor, period: ReportPeriod): Promise<ReportSummary['customers']> {
  const [row] = await rowsOf<{ new_customers: unknown; returning_customers: unknown }>(
    db,
    sql`with served as (
          select distinct b.customer_id from bookings b where ${bookedIn(period)} and b.status <> 'cancelled'
        ), earlier as materialized (
          select served.customer_id, exists (
            select 1 from bookings older where older.customer_id = served.customer_id
              and older.booking_date < ${period.from}::date and older.status <> 'cancelled'
          ) as came_before from served
        )
        select count(*) filter (where not earlier.came_before) as new_customers, count(*) filter (where earlier.came_before) as returning_customers
        from earlier`,
  );
  return { new: numberOf(row?.new_customers), returning: numberOf(row?.returning_customers) };
}
