// The mail outbox (GET /api/ops/mail?status=, GET /api/ops/mail/{id}, POST /api/ops/mail/{id}/resend): what the
// workshop sent and how it leaves, one mail's content, and a failed mail queued again.
import type { NotificationChannel } from '../domain/channels';
import type { ApiSuccess, MailDelivery, OpsMail, OpsMailDetail } from '../domain/types';
import { api, call } from './client';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export type MailFilter = MailStatus | 'all';
/** Every channel, or one (e-mail, WhatsApp, SMS). */
export type MailChannelFilter = NotificationChannel | 'all';

export interface ResendAnswer {
  success: boolean;
  message?: string;
}

/** The outbox: its mails, and whether they leave by SMTP or are only written to files on this machine. */
export interface MailList {
  mails: OpsMail[];
  delivery: MailDelivery;
}

export const listMail = async (filter: MailFilter, channel: MailChannelFilter, signal?: AbortSignal): Promise<MailList> => {
  const searchParams: Record<string, string> = {};
  if (filter !== 'all') searchParams.status = filter;
  if (channel !== 'all') searchParams.channel = channel;
  const body = await call(() => api.get('ops/mail', { searchParams, signal }).json<ApiSuccess<OpsMail[]> & { delivery: MailDelivery }>());
  return { mails: body.data, delivery: body.delivery };
};

/** One mail with its text and HTML parts (a secret it carried reads masked); the server records the read. */
export const fetchMail = async (mailId: string, signal?: AbortSignal): Promise<OpsMailDetail> =>
  (await call(() => api.get(`ops/mail/${encodeURIComponent(mailId)}`, { signal }).json<ApiSuccess<OpsMailDetail>>())).data;

/** Queues a failed mail again; 409 unless it failed. */
export const resendMail = (mailId: number, signal?: AbortSignal): Promise<ResendAnswer> =>
  call(() => api.post(`ops/mail/${mailId}/resend`, { json: {}, signal }).json<ResendAnswer>());
