// When the period's (not cancelled) bookings start: ISO weekday of the booking date and the hour of its start.
import type { ReportHour } from '../../src/domain/reportsWire';
import type { BookingCells } from './booking-cells';

/** Only the cells that hold bookings, by weekday then hour. */
export const bookingsByHour = (cells: BookingCells): ReportHour[] =>
  cells.byHour
    .filter((cell) => cell.held > 0)
    .map((cell) => ({ weekday: cell.weekday, hour: cell.hour, bookings: cell.held }))
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
