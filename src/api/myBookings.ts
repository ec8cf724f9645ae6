// Calls of spec §7 "Customer bookings" used by My Bookings and the confirmation page. Every call takes the caller's AbortSignal.
import type { ApiSuccess, AvailableDate, BookingDetail, BookingListItem } from '../domain/types';
import type { BookingFilterValue } from '../domain/constants';
import { api, call } from './client';

/** One of BOOKING_FILTERS; 'all' sends no status. */
export type BookingFilter = BookingFilterValue;

/** What a booking action answers: success and the sentence to toast. */
export interface ActionAnswer {
  success: boolean;
  message?: string;
}

export const listMyBookings = async (filter: BookingFilter, signal?: AbortSignal): Promise<BookingListItem[]> => {
  const searchParams: Record<string, string> = filter === 'all' ? {} : { status: filter };
  const body = await call(() =>
    api.get('customer/my-bookings/', { searchParams, signal }).json<{ data?: BookingListItem[]; results?: BookingListItem[] }>(),
  );
  // spec §7: the list is read from data, or results as a fallback
  return body.data ?? body.results ?? [];
};

const bookingPath = (id: string, action: string) => `customer/my-bookings/${encodeURIComponent(id)}/${action}/`;

export const cancelMyBooking = (id: string, reason: string, signal?: AbortSignal): Promise<ActionAnswer> =>
  call(() => api.post(bookingPath(id, 'cancel'), { json: { cancellation_reason: reason }, signal }).json<ActionAnswer>());

/** Moves the booking to the new date and start time ('HH:MM'); 409 when that time was taken meanwhile. */
export const rescheduleMyBooking = (id: string, newDate: string, newTime: string, signal?: AbortSignal): Promise<ActionAnswer> =>
  call(() => api.post(bookingPath(id, 'reschedule'), { json: { new_date: newDate, new_time: newTime }, signal }).json<ActionAnswer>());

export const rateMyBooking = (id: string, rating: number, review: string, signal?: AbortSignal): Promise<ActionAnswer> =>
  call(() => api.post(bookingPath(id, 'rate'), { json: { rating, review }, signal }).json<ActionAnswer>());

/** The days a booking can be moved to: the public availability grid for the booking's service, so only days it fits in are offered. */
export const rescheduleDates = (startDate: string, days: number, serviceId: string, addonIds: readonly string[], signal?: AbortSignal): Promise<AvailableDate[]> => {
  const searchParams: Record<string, string | number> = { start_date: startDate, days, service: serviceId };
  // the visit's add-ons: the days counted for its whole length
  if (addonIds.length > 0) searchParams.addons = addonIds.join(',');
  return call(() => api.get('bookings/available-dates/', { searchParams, signal }).json<AvailableDate[]>());
};

/** One booking of the signed-in customer; 404 for unknown or someone else's id. */
export const getBooking = async (id: string, signal?: AbortSignal): Promise<BookingDetail> => {
  const body = await call(() => api.get(`bookings/${encodeURIComponent(id)}/`, { signal }).json<ApiSuccess<BookingDetail>>());
  return body.data;
};
