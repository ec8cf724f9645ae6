// The booking confirmation's load (spec §2 /booking-confirmation?booking={id}): without a booking id the page
// leaves for /book; a booking that is not there is told apart from a failed load, which alone offers Retry.
import { getBooking } from '../api/myBookings';
import { messages } from '../domain/messages';
import type { BookingDetail } from '../domain/types';
import { createResourceMachine, type FetchById, type ResourceInput } from './resource';

export const bookingConfirmationMachine = createResourceMachine<BookingDetail>();

/**
 * 404 reads 'Booking not found'; every other failure 'Failed to load booking details' (spec §8).
 * `fetchBooking`: the API call, unless a test scripts it.
 */
export const bookingConfirmationInput = (bookingId: string, fetchBooking: FetchById<BookingDetail> = getBooking): ResourceInput<BookingDetail> => ({
  load: bookingId ? (signal) => fetchBooking(bookingId, signal) : null,
  fallbackError: messages.confirmation.loadFailed,
  errorText: () => null,
  notFoundText: messages.confirmation.notFound,
  exit: '/book',
});
