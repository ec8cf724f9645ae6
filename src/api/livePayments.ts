// The console's side of real payments (admin only; 403 for staff): the refunds a gateway could not make, waiting to
// be given back by hand, and a day's gateway payments reconciled against ours. Every call takes the caller's
// AbortSignal; marking a refund returned answers the server's sentence.
import type { Reconciliation, RefundToReturn } from '../domain/livePaymentsWire';
import type { ApiSuccess } from '../domain/types';
import { api, call } from './client';

/** What marking a refund returned answers: the server's sentence (empty when it sent none). */
export interface ReturnedAnswer {
  message: string;
}

/** The refunds to give back by hand, oldest first. */
export const listRefundsToReturn = async (signal?: AbortSignal): Promise<RefundToReturn[]> =>
  (await call(() => api.get('ops/refunds/to-return', { signal, cache: 'no-store' }).json<ApiSuccess<RefundToReturn[]>>())).data;

export const markRefundReturned = async (id: string, signal?: AbortSignal): Promise<ReturnedAnswer> => {
  const body = await call(() => api.post(`ops/refunds/${encodeURIComponent(id)}/returned`, { json: {}, signal }).json<ApiSuccess<unknown>>());
  return { message: body.message ?? '' };
};

/** A Karachi day's payments through a gateway, each with what the gateway says now. */
export const fetchReconciliation = async (date: string, signal?: AbortSignal): Promise<Reconciliation> =>
  (await call(() => api.get('ops/payments/reconcile', { searchParams: { date }, signal, cache: 'no-store' }).json<ApiSuccess<Reconciliation>>())).data;
