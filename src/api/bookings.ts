// Booking calls of spec §7 "Bookings" used by the booking wizard. Every call takes the caller's AbortSignal.
import type { AvailableDate, AvailableTime, ApiSuccess, BookingItem, BookingStatus } from '../domain/types';
import type { Car } from './cars';
import { API_PATH, api, call } from './client';

/** One day of the availability grid; earliest_time is the first free start ('HH:MM') or null (DESIGN deviation 4). */
export interface AvailableDay extends AvailableDate {
  earliest_time: string | null;
}

export interface AvailableDatesQuery {
  /** YYYY-MM-DD in the workshop's zone. */
  startDate: string;
  days: number;
  /** The chosen service, so the slot counts fit its duration; all services when null. */
  serviceId: string | null;
  /** The add-ons joining it: the counts fit the whole visit. */
  addonIds?: readonly string[];
}

export const availableDates = ({ startDate, days, serviceId, addonIds = [] }: AvailableDatesQuery, signal?: AbortSignal): Promise<AvailableDay[]> => {
  const searchParams: Record<string, string | number> = { start_date: startDate, days };
  if (serviceId) searchParams.service = serviceId;
  if (addonIds.length > 0) searchParams.addons = addonIds.join(',');
  return call(() => api.get('bookings/available-dates/', { searchParams, signal }).json<AvailableDay[]>());
};

export interface AvailableTimesQuery {
  /** YYYY-MM-DD in the workshop's zone. */
  date: string;
  /** The service whose length the start times must fit. */
  serviceId: string;
  /** The add-ons joining it: the times fit the whole visit. */
  addonIds?: readonly string[];
}

/** Every start time of one day for a visit, free or taken (past times of today are taken). */
export const availableTimes = ({ date, serviceId, addonIds = [] }: AvailableTimesQuery, signal?: AbortSignal): Promise<AvailableTime[]> => {
  const searchParams: Record<string, string> = { date, service: serviceId };
  if (addonIds.length > 0) searchParams.addons = addonIds.join(',');
  return call(() => api.get('bookings/available-times/', { searchParams, signal }).json<AvailableTime[]>());
};

/** The create payload of spec §3, with the start time the customer chose ('HH:MM'; the earliest free one without it). */
export interface NewBooking {
  customer: string;
  service: string;
  /** The add-ons of the visit; left out when none. */
  addons?: string[];
  car: string;
  booking_date: string;
  time?: string;
  customer_notes: string;
}

export interface CreatedBooking {
  id: string;
  status: BookingStatus;
  booking_date: string;
  start_time: string;
  end_time: string;
  service: { id: string; name: string; description: string; price: number; originalPrice?: number | null };
  items: BookingItem[];
  duration: number;
  total_amount: number;
  car: Car;
  customer_notes: string;
  invoice_id: string;
  payment_status: string;
}

/** One press of Confirm Booking: the booking and the Idempotency-Key that makes a retry of it safe. */
export interface BookingAttempt {
  booking: NewBooking;
  idempotencyKey?: string;
}

/**
 * Books the chosen time on the date (the earliest free one without a time); 409 when it was taken meanwhile or the day is full. With an Idempotency-Key, a retry after a lost
 * answer gets the booking the key already made instead of a second one.
 */
export const createBooking = async (booking: NewBooking, signal?: AbortSignal, idempotencyKey?: string): Promise<CreatedBooking> => {
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  const body = await call(() => api.post('bookings/create-customer/', { json: booking, headers, signal }).json<ApiSuccess<CreatedBooking>>());
  return body.data;
};

/**
 * The booking's calendar entry (.ics) for a plain download link: same origin, so the session cookie goes with it and
 * only the booking's owner gets the file.
 */
export const calendarFileUrl = (bookingId: string) => `${API_PATH}/bookings/${encodeURIComponent(bookingId)}/calendar.ics`;
