// A Twilio-style webhook's form: a status callback of one of our messages, or a customer's SMS.
import type { InboundMessage, ProviderStatus } from './events';
import type { ReceivedEvents } from './receive';

const STATUSES: Record<string, ProviderStatus['status']> = {
  queued: 'queued',
  accepted: 'queued',
  sending: 'sending',
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  undelivered: 'failed',
  failed: 'failed',
};

/** A status callback carries MessageStatus; an inbound message carries Body and From. Anything else: nothing. */
export function smsEvents(form: URLSearchParams): ReceivedEvents {
  const sid = form.get('MessageSid') ?? form.get('SmsSid');
  if (!sid) return { statuses: [], messages: [] };
  const status = form.get('MessageStatus') ?? form.get('SmsStatus');
  const body = form.get('Body');
  const from = form.get('From');
  if (body !== null && from !== null && (status === null || status === 'received')) {
    const message: InboundMessage = { providerId: sid, from: from.trim(), profileName: null, text: body, quickReply: null, contextId: null, at: null };
    return { statuses: [], messages: [message] };
  }
  const known = status === null ? undefined : STATUSES[status];
  if (!known) return { statuses: [], messages: [] };
  const code = form.get('ErrorCode');
  const error = known === 'failed' ? [code ? `Error ${code}` : null, status].filter(Boolean).join(': ') : null;
  return { statuses: [{ providerId: sid, status: known, at: null, error }], messages: [] };
}
