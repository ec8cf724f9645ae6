// The front desk's bookings and bay blocks (src/domain/desk.ts): POST /api/ops/bookings, /api/ops/blocks. Every call
// takes the caller's AbortSignal; a refusal is an ApiError whose `data` the helpers below read.
import type { BayBlock, BayBlockRequest, BookingInTheWay, DeskBookingRequest, ExistingCustomer } from '../domain/desk';
import type { BoardBooking } from '../domain/staff';
import type { ApiSuccess } from '../domain/types';
import { api, ApiError, call } from './client';

/** What a desk booking or a block answers: the server's sentence to toast, and what was made. */
export interface DeskAnswer<T> {
  message: string;
  data: T;
}

const answered = <T>(body: ApiSuccess<T>): DeskAnswer<T> => ({ message: body.message ?? '', data: body.data });

/** Books at the desk; 409 with the existing customer when a new customer's phone or e-mail address is taken. */
export const createDeskBooking = async (request: DeskBookingRequest, signal?: AbortSignal): Promise<DeskAnswer<BoardBooking>> =>
  answered(await call(() => api.post('ops/bookings', { json: request, signal }).json<ApiSuccess<BoardBooking>>()));

const dataOf = (error: unknown): Record<string, unknown> | null =>
  error instanceof ApiError && typeof error.data === 'object' && error.data !== null ? (error.data as Record<string, unknown>) : null;

/** The customer a refused new customer's phone or e-mail address belongs to, to book for instead; else null. */
export const existingCustomerOf = (error: unknown): ExistingCustomer | null => (dataOf(error)?.existing_customer as ExistingCustomer | undefined) ?? null;

/** The day's bay blocks (today when no date). */
export const listBlocks = async (date: string, signal?: AbortSignal): Promise<BayBlock[]> =>
  (await call(() => api.get('ops/blocks', { searchParams: { date }, signal, cache: 'no-store' }).json<ApiSuccess<BayBlock[]>>())).data;

/** Blocks a bay; 409 listing the bookings in the way (bookingsInTheWayOf) or naming another block. */
export const createBlock = async (request: BayBlockRequest, signal?: AbortSignal): Promise<DeskAnswer<BayBlock>> =>
  answered(await call(() => api.post('ops/blocks', { json: request, signal }).json<ApiSuccess<BayBlock>>()));

/** The bookings a refused block would overlap; empty for any other failure. */
export const bookingsInTheWayOf = (error: unknown): BookingInTheWay[] => (dataOf(error)?.bookings as BookingInTheWay[] | undefined) ?? [];

export const removeBlock = async (id: string, signal?: AbortSignal): Promise<string> =>
  (await call(() => api.delete(`ops/blocks/${encodeURIComponent(id)}`, { signal }).json<{ message: string }>())).message;
