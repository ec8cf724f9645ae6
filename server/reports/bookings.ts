// The period's bookings by status and by source, and the no-show and cancellation rates drawn from them.
import { BOOKING_SOURCES, BOOKING_STATUSES } from '../../src/domain/constants';
import type { ReportSummary } from '../../src/domain/reportsWire';
import type { BookingCells } from './booking-cells';
import { rate } from './sql';

export type BookingFigures = Pick<ReportSummary, 'bookings' | 'no_show_rate' | 'cancellation_rate'>;

const zeroes = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

export function bookingFigures(cells: BookingCells): BookingFigures {
  const byStatus = zeroes(BOOKING_STATUSES);
  const bySource = zeroes(BOOKING_SOURCES);
  let total = 0;
  for (const cell of cells.byStatusSource) {
    byStatus[cell.status] += cell.bookings;
    bySource[cell.source] += cell.bookings;
    total += cell.bookings;
  }
  return {
    bookings: { total, by_status: byStatus, by_source: bySource },
    no_show_rate: rate(byStatus.no_show, byStatus.completed + byStatus.no_show),
    cancellation_rate: rate(byStatus.cancelled, total),
  };
}
