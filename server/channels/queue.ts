// Queues a WhatsApp or SMS message in the caller's transaction, in the same outbox as mail (one worker, one list):
// the change and the message it reports commit together or not at all.
import { smsNumber, whatsappNumber, type PhoneChannel } from '../../src/domain/channels';
import type { Executor } from '../db/client';
import { outbox, type ChannelPayload } from '../db/schema';
import { newMessageId } from '../mail/outbox';
import { SECRET_MASK, sealSecret } from '../mail/secrets';
import type { MailContext } from '../mail/types';

export interface QueuedChannelMessage {
  channel: PhoneChannel;
  /** The customer's phone in its stored form (`+92…`); written as each provider wants it. */
  phoneKey: string;
  /** booking_confirmation, booking_reminder, phone_verification, inbox_reply, … */
  kind: string;
  payload: ChannelPayload;
  /** The message as the customer reads it, in their language: the console shows it, SMS sends it. */
  text: string;
  bookingId?: string | null;
  customerId?: string | null;
  /** The inbox message this answers. */
  inReplyTo?: string | null;
  /** A secret the message carries (a verification code): stored masked in text and payload, sealed apart, put back only at delivery. */
  secret?: { value: string; sessionSecret: string };
}

const masked = (text: string, secret: string) => text.split(secret).join(SECRET_MASK);

function maskedMessage(message: QueuedChannelMessage): { text: string; payload: ChannelPayload } {
  const secret = message.secret?.value;
  if (!secret) return { text: message.text, payload: message.payload };
  const { payload } = message;
  return {
    text: masked(message.text, secret),
    payload: payload.type === 'text' ? { ...payload, text: masked(payload.text, secret) } : { ...payload, parameters: payload.parameters.map((value) => masked(value, secret)) },
  };
}

/** A phone message has no subject: the outbox lists it by its opening words. */
const SUBJECT_MAX = 80;
const subjectOf = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= SUBJECT_MAX ? line : `${line.slice(0, SUBJECT_MAX - 1).trimEnd()}…`;
};

export const channelAddress = (channel: PhoneChannel, phoneKey: string) => (channel === 'whatsapp' ? whatsappNumber(phoneKey) : smsNumber(phoneKey));

/** `now` is the app's clock: the message is due from then. */
export async function queueChannelMessage(db: Executor, context: MailContext, message: QueuedChannelMessage, now: Date): Promise<number> {
  const stored = maskedMessage(message);
  const [row] = await db
    .insert(outbox)
    .values({
      channel: message.channel,
      to: channelAddress(message.channel, message.phoneKey),
      subject: subjectOf(stored.text),
      body: stored.text,
      kind: message.kind,
      payload: stored.payload,
      secret: message.secret ? sealSecret(message.secret.value, message.secret.sessionSecret) : null,
      bookingId: message.bookingId ?? null,
      customerId: message.customerId ?? null,
      inReplyTo: message.inReplyTo ?? null,
      messageId: newMessageId(context.domain),
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('The outbox insert returned no row.');
  return row.id;
}
