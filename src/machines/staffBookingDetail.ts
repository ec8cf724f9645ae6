// The console's booking page (/staff/bookings/:id): the booking and its history, loaded like every detail screen; an
// unknown number reads "not found" (no Retry), any other failure offers Retry.
import { fetchBookingDetail } from '../api/board';
import { serverMessageOf } from '../api/client';
import { bookingDetailContent } from '../domain/console/boardContent';
import { CONSOLE_PATHS } from '../domain/console/consolePaths';
import type { BookingDetail } from '../domain/staff';
import { createResourceMachine, type FetchById, type ResourceInput } from './resource';

export const staffBookingDetailMachine = createResourceMachine<BookingDetail>();

/** `fetchBooking`: the API call, unless a test scripts it. Without an id the page leaves for the board. */
export const staffBookingDetailInput = (bookingId: string, fetchBooking: FetchById<BookingDetail> = fetchBookingDetail): ResourceInput<BookingDetail> => ({
  load: bookingId ? (signal) => fetchBooking(bookingId, signal) : null,
  fallbackError: bookingDetailContent.loadFailed,
  errorText: serverMessageOf,
  notFoundText: bookingDetailContent.notFound,
  exit: CONSOLE_PATHS.board,
});
