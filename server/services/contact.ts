// Contact messages (spec §2 "Contact"): stored with a hash of the sender's address, never the raw IP; in the same
// transaction a copy is queued to the workshop (COMPANY_EMAIL, reply-to the sender) and, at most
// CONTACT_ACK_MAX_PER_ADDRESS times an hour to one address, an acknowledgement to the sender. The acknowledgement
// never repeats what was typed, so the form cannot carry someone's text to an address that did not write it.
import type { RateLimit } from '../config';
import type { Database } from '../db/client';
import { contactMessages } from '../db/schema';
import { inLanguage } from '../i18n/request-language';
import { contactAcknowledgementMail, contactCopyMail } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import type { MailContext } from '../mail/types';
import { hit } from './rate-limit';
import { sha256 } from './tokens';

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  ip: string;
}

/** One counter per mailbox: letters' case and a "+tag" do not make another recipient. */
export const acknowledgementKey = (email: string) => {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).split('+')[0] ?? '';
  return `contact:ack:${local}@${address.slice(at + 1)}`;
};

export async function storeContactMessage(
  db: Database,
  mail: MailContext,
  input: NewContactMessage,
  acknowledgements: RateLimit,
  now: Date,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        service: input.service,
        message: input.message,
        ipHash: sha256(`contact:${input.ip}`),
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message was not stored');
    // The sender's acknowledgement is in the language they wrote in; the workshop's copy is always English.
    const acknowledge = acknowledgements.max > 0 && (await hit(tx, acknowledgementKey(input.email), acknowledgements, now)) === null;
    if (acknowledge) await queueMail(tx, mail, { to: input.email, kind: 'contact_acknowledgement', ...contactAcknowledgementMail(mail) }, now);
    const copy = inLanguage('en', () => contactCopyMail(mail, { ...input, receivedAt: now }));
    await queueMail(tx, mail, { to: mail.company.email, replyTo: input.email, kind: 'contact_copy', ...copy }, now);
    return row;
  });
}
