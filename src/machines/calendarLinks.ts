// The two calendar links of an upcoming booking, for its confirmation and its My Bookings card: the server's .ics
// file (only the API module knows its path) and a Google Calendar event. None once the booking is no longer ahead.
import { calendarFileUrl } from '../api/bookings';
import { calendarBookingOfDetail, calendarBookingOfListItem, googleCalendarUrl, isUpcoming, type CalendarBooking } from '../domain/calendarLink';
import type { BookingDetail, BookingListItem } from '../domain/types';

export interface CalendarLinks {
  /** The .ics download. */
  file: string;
  /** A new Google Calendar event, filled in. */
  google: string;
}

const linksOf = (booking: CalendarBooking, now: Date): CalendarLinks | null =>
  isUpcoming(booking, now) ? { file: calendarFileUrl(booking.id), google: googleCalendarUrl(booking) } : null;

export const confirmationCalendarLinks = (booking: BookingDetail, now: Date = new Date()) => linksOf(calendarBookingOfDetail(booking), now);

export const cardCalendarLinks = (booking: BookingListItem, now: Date = new Date()) => linksOf(calendarBookingOfListItem(booking), now);
