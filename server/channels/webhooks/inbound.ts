// A customer's WhatsApp or SMS message lands in the workshop's inbox beside the contact form's, linked to the
// customer whose phone wrote. The provider's message id makes a repeated webhook store it once.
import { and, desc, eq } from 'drizzle-orm';
import type { PhoneChannel } from '../../../src/domain/channels';
import type { Language } from '../../../src/domain/i18n';
import { normalisePakistaniPhone } from '../../../src/domain/phone';
import type { Executor } from '../../db/client';
import { contactMessages, users } from '../../db/schema';
import type { InboundMessage } from './events';

/** WhatsApp's own limit on a text message; an SMS of several parts stays well under it. */
export const INBOUND_TEXT_MAX = 4096;
const NAME_MAX = 120;

export interface LinkedCustomer {
  id: string;
  name: string;
  language: Language;
}

export interface StoredInbound {
  id: string;
  phoneKey: string | null;
  customer: LinkedCustomer | null;
}

/** The customer account with this phone (the most recently created when several share it). */
export async function customerByPhone(db: Executor, phoneKey: string | null): Promise<LinkedCustomer | null> {
  if (phoneKey === null) return null;
  const [row] = await db
    .select({ id: users.id, name: users.fullName, language: users.language })
    .from(users)
    .where(and(eq(users.phoneKey, phoneKey), eq(users.role, 'customer')))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(1);
  return row ?? null;
}

/** Stores the message; null when this provider id was stored before (a repeated webhook). */
export async function storeInbound(db: Executor, channel: PhoneChannel, message: InboundMessage, now: Date): Promise<StoredInbound | null> {
  const phoneKey = normalisePakistaniPhone(message.from);
  const customer = await customerByPhone(db, phoneKey);
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
      providerId: message.providerId,
      message: [...message.text].slice(0, INBOUND_TEXT_MAX).join(''),
      ipHash: '',
      createdAt: now,
    })
    .onConflictDoNothing({ target: [contactMessages.channel, contactMessages.providerId] })
    .returning({ id: contactMessages.id });
  return row ? { id: row.id, phoneKey, customer } : null;
}
