// Sends one claimed WhatsApp or SMS row of the outbox through its channel and records the outcome, only on a row
// this attempt still holds: sent with the provider's id; a passing refusal back in the queue with backoff; a
// permanent one (or a channel no longer set up) failed with the reason. A verification code is put back in place of
// its mask only here, and its sealed copy is dropped once the message has left.
import type { SQL } from 'drizzle-orm';
import { VERIFY_CODE_MINUTES, type PhoneChannel } from '../../src/domain/channels';
import type { Database } from '../db/client';
import { outbox, type ChannelPayload, type OutboxRow } from '../db/schema';
import type { Logger } from '../http/logger';
import { openSecret, SECRET_MASK } from '../mail/secrets';
import { ChannelRefusal, type Channel } from './channel';

export type ChannelSet = Partial<Record<PhoneChannel, Channel | null>>;

/** The channel rows that carry a secret: without it they are not sent with a mask in its place. */
export const SECRET_CHANNEL_KINDS: readonly string[] = ['phone_verification'];

export interface ChannelDelivery {
  db: Database;
  channels: ChannelSet;
  sessionSecret: string;
  maxAttempts: number;
  now: () => Date;
  logger: Logger;
  retryDelayMs: (attempts: number) => number;
}

type Outcome = 'sent' | 'retrying' | 'failed';

const REASON_MAX = 500;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, REASON_MAX);

const reveal = (text: string, secret: string) => text.split(SECRET_MASK).join(secret);

function revealed(payload: ChannelPayload, text: string, secret: string | null): { payload: ChannelPayload; text: string } {
  if (secret === null) return { payload, text };
  const open: ChannelPayload = payload.type === 'text' ? { ...payload, text: reveal(payload.text, secret) } : { ...payload, parameters: payload.parameters.map((value) => reveal(value, secret)) };
  return { payload: open, text: reveal(text, secret) };
}

/** The row's message as it leaves, or why it cannot leave at all. */
function messageOf(row: OutboxRow, sessionSecret: string): { payload: ChannelPayload; text: string } | { refused: string } {
  if (row.payload === null) return { refused: 'Not sent: the message has no content to send.' };
  if (row.secret === null) {
    return SECRET_CHANNEL_KINDS.includes(row.kind) ? { refused: 'Not sent: the code it carries expired or was used before it could be delivered.' } : { payload: row.payload, text: row.body };
  }
  const secret = openSecret(row.secret, sessionSecret);
  if (secret === null) return { refused: 'Not sent: the code it carries cannot be read (SESSION_SECRET changed?).' };
  return revealed(row.payload, row.body, secret);
}

const notSetUp = (channel: string) =>
  channel === 'whatsapp' ? 'Not sent: WhatsApp is no longer set up on this server (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET).' : 'Not sent: SMS is no longer set up on this server (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM).';

export async function deliverChannelRow(row: OutboxRow, delivery: ChannelDelivery, stillOurs: SQL | undefined): Promise<Outcome> {
  const fields = { message_id: row.id, kind: row.kind, channel: row.channel, attempts: row.attempts };
  const fail = async (reason: string): Promise<Outcome> => {
    await delivery.db.update(outbox).set({ status: 'failed', secret: null, lastError: oneLine(reason) }).where(stillOurs);
    delivery.logger.error('channel message failed', fields);
    return 'failed';
  };
  const channel = row.channel === 'email' ? null : (delivery.channels[row.channel] ?? null);
  if (channel === null) return fail(notSetUp(row.channel));
  // A code that could no longer be used is not worth sending: the customer asks for a new one.
  const codeAgeMs = delivery.now().getTime() - row.createdAt.getTime();
  if (SECRET_CHANNEL_KINDS.includes(row.kind) && codeAgeMs >= VERIFY_CODE_MINUTES * 60 * 1000) return fail('Not sent: the code it carries expired before it could be delivered.');
  const message = messageOf(row, delivery.sessionSecret);
  if ('refused' in message) return fail(message.refused);
  let providerId: string;
  try {
    providerId = await channel.send({ id: row.id, to: row.to, ...message });
  } catch (error) {
    const refusal = error instanceof ChannelRefusal ? error : new ChannelRefusal(false, error instanceof Error ? error.message : String(error));
    if (refusal.permanent || row.attempts >= delivery.maxAttempts) return fail(refusal.message);
    const retryAt = new Date(delivery.now().getTime() + delivery.retryDelayMs(row.attempts));
    await delivery.db.update(outbox).set({ status: 'queued', lastError: oneLine(refusal.message), nextAttemptAt: retryAt }).where(stillOurs);
    // The provider's reason stays in the outbox: it may quote the number, and logs carry neither numbers nor texts.
    delivery.logger.error('channel message will be retried', fields);
    return 'retrying';
  }
  await delivery.db.update(outbox).set({ status: 'sent', providerId, sentAt: delivery.now(), lastError: null, secret: null }).where(stillOurs);
  delivery.logger.info('channel message sent', fields);
  return 'sent';
}
