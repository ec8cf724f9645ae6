// A booking in the customer's calendar: whether it is still ahead, when it starts and ends, and its Google Calendar
// link. Dates and 'HH:MM' times on the wire are Asia/Karachi, UTC+5 all year (no daylight saving).
import { CHANGEABLE_BOOKING_STATUSES } from './constants';
import { BRAND, CONTACT_DETAILS } from './content';
import { karachiInstant, shortId } from './format';
import { calendarEventContent } from './myBookingsContent';
import type { BookingDetail, BookingListItem } from './types';

/** The server's default slot length (SLOT_MINUTES): how long a booking lasts when neither its end nor its service's duration is known. */
export const DEFAULT_SLOT_MINUTES = 120;

const MINUTE_MS = 60_000;
const GOOGLE_CALENDAR_TEMPLATE = 'https://calendar.google.com/calendar/render';

/** What a calendar entry needs of a booking. */
export interface CalendarBooking {
  id: string;
  status: string;
  serviceName: string;
  /** The vehicle as the customer reads it: "Honda Civic · KHI-7788". */
  vehicle: string;
  /** YYYY-MM-DD in Asia/Karachi. */
  date: string;
  /** HH:MM in Asia/Karachi. */
  startTime: string;
  /** HH:MM; without it the end is the start plus `durationMinutes`, or plus one slot. */
  endTime?: string | null;
  durationMinutes?: number | null;
}

const vehicleOf = (make: string, model: string, plate: string) => `${make} ${model} · ${plate}`;

export const calendarBookingOfDetail = (booking: BookingDetail): CalendarBooking => ({
  id: booking.id,
  status: booking.status,
  serviceName: booking.service.name,
  vehicle: vehicleOf(booking.car.make, booking.car.model, booking.car.license_plate),
  date: booking.booking_date,
  startTime: booking.start_time,
  endTime: booking.end_time,
});

/** A My Bookings card: the list item carries the booked slots' start and end. */
export const calendarBookingOfListItem = (booking: BookingListItem): CalendarBooking => ({
  id: booking.id,
  status: booking.status,
  serviceName: booking.serviceName,
  vehicle: vehicleOf(booking.carMake, booking.carModel, booking.carLicensePlate),
  date: booking.scheduledDate,
  startTime: booking.scheduledTime,
  endTime: booking.scheduledEndTime,
});


/** Pending, confirmed or rescheduled, with its start still ahead (the bookings the server counts as upcoming). */
export const isUpcoming = (booking: Pick<CalendarBooking, 'status' | 'date' | 'startTime'>, now: Date = new Date()) =>
  (CHANGEABLE_BOOKING_STATUSES as readonly string[]).includes(booking.status) &&
  /^\d{2}:\d{2}$/.test(booking.startTime) &&
  karachiInstant(booking.date, booking.startTime).getTime() > now.getTime();

/** When the booking starts and ends, as instants. */
export function bookingPeriod(booking: CalendarBooking): { start: Date; end: Date } {
  const start = karachiInstant(booking.date, booking.startTime);
  const end = booking.endTime
    ? karachiInstant(booking.date, booking.endTime)
    : new Date(start.getTime() + (booking.durationMinutes || DEFAULT_SLOT_MINUTES) * MINUTE_MS);
  return { start, end: end.getTime() > start.getTime() ? end : new Date(start.getTime() + DEFAULT_SLOT_MINUTES * MINUTE_MS) };
}

/** '20261205T050000Z': an instant in UTC, as calendar links and files write it. */
export const utcStamp = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');

/** A Google Calendar link that opens a new event for the booking, filled in: title, times, the workshop's address, details. */
export function googleCalendarUrl(booking: CalendarBooking): string {
  const { start, end } = bookingPeriod(booking);
  const text = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;
  return [
    `${GOOGLE_CALENDAR_TEMPLATE}?action=TEMPLATE`,
    text('text', calendarEventContent.title(booking.serviceName, BRAND)),
    // digits, T and Z only: the slash between start and end stays as Google's own links write it
    `dates=${utcStamp(start)}/${utcStamp(end)}`,
    text('location', CONTACT_DETAILS.address),
    text('details', calendarEventContent.details(shortId(booking.id), booking.vehicle, CONTACT_DETAILS.phone)),
  ].join('&');
}
