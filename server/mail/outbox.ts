// Queues a mail in the caller's transaction: the change and the mail it reports commit together or not at all.
import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/client';
import { outbox } from '../db/schema';
import { maskSecret, sealSecret } from './secrets';
import type { ComposedMail, MailContext } from './types';

export const MAIL_KINDS = [
  'password_reset',
  'booking_confirmation',
  'booking_rescheduled',
  'booking_cancelled',
  'payment_received',
  'booking_reminder',
  'contact_acknowledgement',
  'contact_copy',
  /** Staff's answer to a contact form message, from the console's inbox. */
  'inbox_reply',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface QueuedMail extends ComposedMail {
  to: string;
  kind: MailKind;
  replyTo?: string | null;
  bookingId?: string | null;
  /** A secret the mail carries (a reset link's token): stored masked, sealed apart, put back only at delivery. */
  secret?: { value: string; sessionSecret: string };
}

/** A Message-ID that stays the same on every delivery attempt, so a receiver can drop a repeat. */
export const newMessageId = (domain: string) => `<${randomUUID()}@${domain}>`;

/** `now` is the app's clock (tests fix it): the mail is due for delivery from then. */
export async function queueMail(db: Executor, context: MailContext, queued: QueuedMail, now: Date): Promise<number> {
  const mail = queued.secret ? maskSecret(queued, queued.secret.value) : queued;
  const [row] = await db
    .insert(outbox)
    .values({
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
      kind: mail.kind,
      bookingId: mail.bookingId ?? null,
      attachments: mail.attachments,
      secret: queued.secret ? sealSecret(queued.secret.value, queued.secret.sessionSecret) : null,
      messageId: newMessageId(context.domain),
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('The outbox insert returned no row.');
  return row.id;
}
