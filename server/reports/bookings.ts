// The period's bookings by status and by source, and the no-show and cancellation rates drawn from them.
import { sql } from 'drizzle-orm';
import { BOOKING_SOURCES, BOOKING_STATUSES, type BookingSource, type BookingStatus } from '../../src/domain/constants';
import type { ReportSummary } from '../../src/domain/reportsWire';
import type { Executor } from '../db/client';
import type { ReportPeriod } from './period';
import { bookedIn, numberOf, rate, rowsOf } from './sql';

export type BookingFigures = Pick<ReportSummary, 'bookings' | 'no_show_rate' | 'cancellation_rate'>;

const zeroes = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

export async function bookingFigures(db: Executor, period: ReportPeriod): Promise<BookingFigures> {
  const rows = await rowsOf<{ status: BookingStatus; source: BookingSource; bookings: unknown }>(
    db,
    sql`select b.status, b.source, count(*) as bookings from bookings b where ${bookedIn(period)} group by b.status, b.source`,
  );
  const byStatus = zeroes(BOOKING_STATUSES);
  const bySource = zeroes(BOOKING_SOURCES);
  let total = 0;
  for (const row of rows) {
    const count = numberOf(row.bookings);
    byStatus[row.status] += count;
    bySource[row.source] += count;
    total += count;
  }
  return {
    bookings: { total, by_status: byStatus, by_source: bySource },
    no_show_rate: rate(byStatus.no_show, byStatus.completed + byStatus.no_show),
    cancellation_rate: rate(byStatus.cancelled, total),
  };
}
