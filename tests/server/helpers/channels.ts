// WhatsApp and SMS as a provider would speak to the app in tests: the settings that switch both on, signed webhook
// calls, and an outbox row as the worker leaves it once the provider took it.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../../../server/app';
import { twilioSignature } from '../../../server/channels/webhooks/signatures';
import { queueChannelMessage } from '../../../server/channels/queue';
import type { Database } from '../../../server/db/client';
import { outbox } from '../../../server/db/schema';
import type { MailContext } from '../../../server/mail/types';
import { call, type Answer } from './app';

export const APP_SECRET = 'test-meta-app-secret';
export const VERIFY_TOKEN = 'test-verify-token';
export const SMS_AUTH_TOKEN = 'test-sms-auth-token';

export const CHANNEL_SETTINGS = {
  WHATSAPP_TOKEN: 'test-whatsapp-token',
  WHATSAPP_PHONE_NUMBER_ID: '1234567890',
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
  SMS_ACCOUNT_SID: 'ACtest',
  SMS_AUTH_TOKEN,
  SMS_FROM: '+15005550006',
};

export const metaSignature = (body: string, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** POSTs a WhatsApp webhook body, signed unless `signature` says otherwise (null: no header). */
export function postWhatsApp(app: App, body: unknown, signature?: string | null): Promise<Answer<string>> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const signed = signature === undefined ? metaSignature(raw) : signature;
  if (signed !== null) headers['X-Hub-Signature-256'] = signed;
  return call<string>(app, 'POST', '/api/webhooks/whatsapp', { raw, headers });
}

/** A Cloud API webhook body with `value`'s statuses, messages and contacts. */
export const whatsappBody = (value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: 'WABA', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '15550000000', phone_number_id: '1234567890' }, ...value } }] }],
});

let counter = 0;
export const wamid = () => `wamid.${process.pid}.${Date.now()}.${++counter}`;

export const textMessage = (from: string, body: string, id = wamid()) => ({ from, id, timestamp: '1764134400', type: 'text', text: { body } });

/** POSTs a Twilio-style form, signed over `signedUrl` (PUBLIC_URL's address unless given); `url` is where it is sent. */
export function postSms(app: App, fields: Record<string, string>, options: { signedUrl?: string; url?: string; signature?: string | null; headers?: Record<string, string> } = {}): Promise<Answer<string>> {
  const raw = new URLSearchParams(fields).toString();
  const signedUrl = options.signedUrl ?? 'http://localhost:3000/api/webhooks/sms';
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', ...options.headers };
  const signature = options.signature === undefined ? twilioSignature(SMS_AUTH_TOKEN, signedUrl, Object.entries(fields)) : options.signature;
  if (signature !== null) headers['X-Twilio-Signature'] = signature;
  return call<string>(app, 'POST', options.url ?? '/api/webhooks/sms', { raw, headers });
}

/** A phone row as the worker leaves it once the provider took it: sent, with the provider's id. */
export async function sentChannelRow(
  db: Database,
  mail: MailContext,
  row: { channel: 'whatsapp' | 'sms'; phoneKey: string; providerId: string; kind?: string; bookingId?: string | null; customerId?: string | null; text?: string },
  now: Date,
): Promise<number> {
  const text = row.text ?? 'Your booking is confirmed.';
  const id = await queueChannelMessage(
    db,
    mail,
    { channel: row.channel, phoneKey: row.phoneKey, kind: row.kind ?? 'booking_confirmation', payload: { type: 'text', text }, text, bookingId: row.bookingId ?? null, customerId: row.customerId ?? null },
    now,
  );
  await db.update(outbox).set({ status: 'sent', providerId: row.providerId, sentAt: now, attempts: 1 }).where(eq(outbox.id, id));
  return id;
}

export async function outboxRow(db: Database, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new Error(`outbox row ${id} is gone`);
  return row;
}
