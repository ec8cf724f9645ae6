// Contact messages (spec §2 "Contact"): stored with a hash of the sender's address, never the raw IP; in the same
// transaction an acknowledgement is queued to the sender and a copy to the workshop (COMPANY_EMAIL, reply-to the sender).
import type { Database } from '../db/client';
import { contactMessages } from '../db/schema';
import { inLanguage } from '../i18n/request-language';
import { contactAcknowledgementMail, contactCopyMail } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import type { MailContext } from '../mail/types';
import { sha256 } from './tokens';

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  ip: string;
}

export async function storeContactMessage(db: Database, mail: MailContext, input: NewContactMessage, now: Date): Promise<{ id: string }> {
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
    await queueMail(tx, mail, { to: input.email, kind: 'contact_acknowledgement', ...contactAcknowledgementMail(mail, input) }, now);
    const copy = inLanguage('en', () => contactCopyMail(mail, { ...input, receivedAt: now }));
    await queueMail(tx, mail, { to: mail.company.email, replyTo: input.email, kind: 'contact_copy', ...copy }, now);
    return row;
  });
}
