// The My Bookings list's rules, apart from its chart: the order of the cards, the filter in the address, the text of a
// failed load, and the booking a dialog acts on.
import type { BookingFilter } from '../api/myBookings';
import { isAuthFailure, serverMessageOf } from '../api/client';
import { karachiInstant } from '../domain/format';
import { BOOKING_FILTERS } from '../domain/constants';
import { messages } from '../domain/messages';
import type { BookingListItem } from '../domain/types';

const MY_BOOKINGS_PATH = '/my-bookings';

/** The address of a filter: `/my-bookings?status=rescheduled`, or `/my-bookings` for all. */
export const filterPath = (filter: BookingFilter) => (filter === 'all' ? MY_BOOKINGS_PATH : `${MY_BOOKINGS_PATH}?status=${filter}`);

/** The filter a query string asks for; a missing or unknown `status` is all. */
export function filterOfSearch(search: string): BookingFilter {
  const status = new URLSearchParams(search).get('status');
  return BOOKING_FILTERS.find((filter) => filter === status) ?? 'all';
}

/**
 * By appointment: the upcoming ones first, soonest first, then the past ones, most recent first. Never by when a
 * booking was made or changed, so a rescheduled booking moves only as far as its new time says.
 */
export function inAppointmentOrder(bookings: readonly BookingListItem[], now: Date = new Date()): BookingListItem[] {
  const startOf = (booking: BookingListItem) => karachiInstant(booking.scheduledDate, booking.scheduledTime).getTime();
  const upcoming = (booking: BookingListItem) => startOf(booking) >= now.getTime();
  return [...bookings].sort((a, b) => {
    if (upcoming(a) !== upcoming(b)) return upcoming(a) ? -1 : 1;
    return upcoming(a) ? startOf(a) - startOf(b) : startOf(b) - startOf(a);
  });
}

/** What the error banner shows under 'Error loading bookings' (spec §8). */
export const listErrorText = (error: unknown) =>
  isAuthFailure(error) ? messages.auth.authenticationFailed : (serverMessageOf(error) ?? messages.booking.listLoadFailed);

/** The booking the open dialog acts on. */
export const dialogBookingOf = ({ bookings, bookingId }: { bookings: readonly BookingListItem[]; bookingId: string | null }) =>
  bookings.find(({ id }) => id === bookingId) ?? null;
