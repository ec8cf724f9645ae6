// Queues a WhatsApp or SMS message in the caller's transaction, in the same outbox as mail (one worker, one list):
// the change and the message it reports commit together or not at all.
import { smsNumber, whatsappNumber, type PhoneChannel } from '../../src/domain/channels';
import type { Executor } from '../db/client';
import { outbox, type ChannelPayload } from '../db/schema';
import { newMessageId } from '../mail/outbox';
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
}

export const channelAddress = (channel: PhoneChannel, phoneKey: string) => (channel === 'whatsapp' ? whatsappNumber(phoneKey) : smsNumber(phoneKey));

/** `now` is the app's clock: the message is due from then. */
export async function queueChannelMessage(db: Executor, context: MailContext, message: QueuedChannelMessage, now: Date): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      channel: message.channel,
      to: channelAddress(message.channel, message.phoneKey),
      subject: message.kind,
      body: message.text,
      kind: message.kind,
      payload: message.payload,
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
