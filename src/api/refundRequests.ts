// The console's refund requests (src/domain/staff.ts): /api/ops/refund-requests. Approving and declining are an
// admin's (403 for staff). Every call takes the caller's AbortSignal; a decision answers the server's sentence.
import type { RefundRequest } from '../domain/staff';
import type { ApiSuccess } from '../domain/types';
import { api, call } from './client';

/** What a decision answers: the server's sentence (empty when it sent none). */
export interface DecisionAnswer {
  message: string;
}

const requestPath = (id: string, decision: 'approve' | 'decline') => `ops/refund-requests/${encodeURIComponent(id)}/${decision}`;

/** The open requests, newest first. */
export const listOpenRefundRequests = async (signal?: AbortSignal): Promise<RefundRequest[]> =>
  (await call(() => api.get('ops/refund-requests', { searchParams: { status: 'open' }, signal, cache: 'no-store' }).json<ApiSuccess<RefundRequest[]>>())).data;

export const approveRefundRequest = async (id: string, signal?: AbortSignal): Promise<DecisionAnswer> => {
  const body = await call(() => api.post(requestPath(id, 'approve'), { json: {}, signal }).json<ApiSuccess<RefundRequest>>());
  return { message: body.message ?? '' };
};

export const declineRefundRequest = async (id: string, reason: string, signal?: AbortSignal): Promise<DecisionAnswer> => {
  const body = await call(() => api.post(requestPath(id, 'decline'), { json: { reason }, signal }).json<ApiSuccess<RefundRequest>>());
  return { message: body.message ?? '' };
};
