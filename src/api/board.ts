// The console's day board and booking actions (src/domain/staff.ts): /api/ops/board, /api/ops/bookings/…,
// /api/ops/invoices/…. Every call takes the caller's AbortSignal.
import type { BookingStatus, PaymentMethod } from '../domain/constants';
import type { Board, BoardBooking, BookingDetail } from '../domain/staff';
import type { ApiSuccess } from '../domain/types';
import { api, call } from './client';

/** The board as the server answered: a new one with its tag, or `unchanged` (304) when the tag still holds. */
export type BoardAnswer = { kind: 'changed'; board: Board; tag: string } | { kind: 'unchanged' };

/** What an action answers: the sentence to toast. */
export interface BoardActionAnswer {
  success: boolean;
  message?: string;
}

const NOT_MODIFIED = 304;

/**
 * The day's board. With the tag of the board shown, the server answers 304 while nothing changed (the browser hands
 * that 304 to us because we set If-None-Match ourselves).
 */
export async function fetchBoard(date: string, tag: string | null, signal?: AbortSignal): Promise<BoardAnswer> {
  const headers: Record<string, string> = tag ? { 'If-None-Match': tag } : {};
  const response = await call(() =>
    api.get('ops/board', { searchParams: { date }, headers, signal, cache: 'no-store', throwHttpErrors: (status) => status !== NOT_MODIFIED }),
  );
  if (response.status === NOT_MODIFIED) return { kind: 'unchanged' };
  const body = await call(() => response.json<ApiSuccess<Board>>());
  return { kind: 'changed', board: body.data, tag: response.headers.get('ETag') ?? body.data.version };
}

/** Bookings matching a booking id (full or short), a phone, a plate or a customer's name. */
export const searchBookings = async (query: string, signal?: AbortSignal): Promise<BoardBooking[]> => {
  const body = await call(() => api.get('ops/bookings/search', { searchParams: { q: query }, signal }).json<ApiSuccess<BoardBooking[]>>());
  return body.data;
};

/** One booking with its history; 404 for an unknown id. */
export const fetchBookingDetail = async (bookingId: string, signal?: AbortSignal): Promise<BookingDetail> => {
  const body = await call(() => api.get(`ops/bookings/${encodeURIComponent(bookingId)}`, { signal }).json<ApiSuccess<BookingDetail>>());
  return body.data;
};

const bookingPath = (bookingId: string, action: string) => `ops/bookings/${encodeURIComponent(bookingId)}/${action}`;
const invoicePath = (invoiceId: string, action: string) => `ops/invoices/${encodeURIComponent(invoiceId)}/${action}`;

export const changeBookingStatus = (bookingId: string, status: BookingStatus, signal?: AbortSignal): Promise<BoardActionAnswer> =>
  call(() => api.post(bookingPath(bookingId, 'status'), { json: { status }, signal }).json<BoardActionAnswer>());

export const cancelBoardBooking = (bookingId: string, reason: string, signal?: AbortSignal): Promise<BoardActionAnswer> =>
  call(() => api.post(bookingPath(bookingId, 'cancel'), { json: { reason }, signal }).json<BoardActionAnswer>());

/** Moves the booking to a free start time ('HH:MM') of another day (or the same); 409 when it was taken meanwhile. */
export const rescheduleBoardBooking = (bookingId: string, date: string, time: string, signal?: AbortSignal): Promise<BoardActionAnswer> =>
  call(() => api.post(bookingPath(bookingId, 'reschedule'), { json: { date, time }, signal }).json<BoardActionAnswer>());

export const markInvoicePaid = (invoiceId: string, method: PaymentMethod, signal?: AbortSignal): Promise<BoardActionAnswer> =>
  call(() => api.post(invoicePath(invoiceId, 'paid'), { json: { method }, signal }).json<BoardActionAnswer>());

/** Admin only (403 for staff). */
export const refundInvoice = (invoiceId: string, signal?: AbortSignal): Promise<BoardActionAnswer> =>
  call(() => api.post(invoicePath(invoiceId, 'refund'), { json: {}, signal }).json<BoardActionAnswer>());

/** Adds an add-on to an unpaid booking; 409 saying why not (paid, its status, no room for the longer visit). */
export const addBookingAddon = (bookingId: string, addonId: string, signal?: AbortSignal): Promise<BoardActionAnswer> =>
  call(() => api.post(bookingPath(bookingId, 'addons'), { json: { addon: addonId }, signal }).json<BoardActionAnswer>());

/** Takes an add-on out of an unpaid booking; 409 saying why not. */
export const removeBookingAddon = (bookingId: string, addonId: string, signal?: AbortSignal): Promise<BoardActionAnswer> =>
  call(() => api.delete(`${bookingPath(bookingId, 'addons')}/${encodeURIComponent(addonId)}`, { signal }).json<BoardActionAnswer>());
