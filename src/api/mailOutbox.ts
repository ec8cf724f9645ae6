// The mail outbox (GET /api/ops/mail?status=, POST /api/ops/mail/{id}/resend): what the workshop sent, and a failed
// mail queued again.
import type { ApiSuccess, OpsMail } from '../domain/types';
import { api, call } from './client';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export type MailFilter = MailStatus | 'all';

export interface ResendAnswer {
  success: boolean;
  message?: string;
}

export const listMail = async (filter: MailFilter, signal?: AbortSignal): Promise<OpsMail[]> => {
  const searchParams = filter === 'all' ? undefined : { status: filter };
  const body = await call(() => api.get('ops/mail', { searchParams, signal }).json<ApiSuccess<OpsMail[]>>());
  return body.data;
};

/** Queues a failed mail again; 409 unless it failed. */
export const resendMail = (mailId: number, signal?: AbortSignal): Promise<ResendAnswer> =>
  call(() => api.post(`ops/mail/${mailId}/resend`, { json: {}, signal }).json<ResendAnswer>());
