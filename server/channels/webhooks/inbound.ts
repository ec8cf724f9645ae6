// A customer's WhatsApp or SMS message lands in the workshop's inbox beside the contact form's, linked to its sender
// (server/channels/webhooks/sender.ts: the customer who proved the phone theirs, else an unverified match). The
// provider's message id makes a repeated webhook store it once.
import type { PhoneChannel } from '../../../src/domain/channels';
import { normalisePakistaniPhone } from '../../../src/domain/phone';
import type { Executor } from '../../db/client';
import { contactMessages } from '../../db/schema';
import type { InboundMessage } from './events';
import { senderOf, type LinkedCustomer } from './sender';

/** WhatsApp's own limit on a text message; an SMS of several parts stays well under it. */
export const INBOUND_TEXT_MAX = 4096;
const NAME_MAX = 120;

export interface StoredInbound {
  id: string;
  phoneKey: string | null;
  customer: LinkedCustomer | null;
  /** The customer proved the phone theirs: only then may the message act. */
  verified: boolean;
}

/**
 * Stores the message (`tappedBookingId`: the booking a pressed button is about, whose customer it is when they proved
 * the phone); null when this provider id was stored before (a repeated webhook).
 */
export async function storeInbound(db: Executor, channel: PhoneChannel, message: InboundMessage, tappedBookingId: string | null, now: Date): Promise<StoredInbound | null> {
  const phoneKey = normalisePakistaniPhone(message.from);
  const { customer, verified } = await senderOf(db, phoneKey, tappedBookingId);
  const name = (message.profileName?.trim() || customer?.name || phoneKey || message.from).slice(0, NAME_MAX);
  const [row] = await db
    .insert(contactMessages)
    .values({
      channel,
      name,
      email: null,
      phone: phoneKey ?? message.from,
      phoneKey,
      customerId: customer?.id ?? null,
      customerUnverified: customer !== null && !verified,
      providerId: message.providerId,
      message: [...message.text].slice(0, INBOUND_TEXT_MAX).join(''),
      ipHash: '',
      createdAt: now,
    })
    .onConflictDoNothing({ target: [contactMessages.channel, contactMessages.providerId] })
    .returning({ id: contactMessages.id });
  return row ? { id: row.id, phoneKey, customer, verified } : null;
}
