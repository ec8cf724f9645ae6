// Staff answer an inbox message on the channel it came in: the contact form's by e-mail, WhatsApp's on WhatsApp (free
// text only within WHATSAPP_WINDOW_HOURS of the customer's last message there, else the "please_reply" template), SMS's
// by SMS. The answer is queued in the outbox with the message it answers, the message marked read, the act audited.
import { and, desc, eq } from 'drizzle-orm';
import { WHATSAPP_WINDOW_HOURS, type InboxChannel, type PhoneChannel } from '../../src/domain/channels';
import type { Language } from '../../src/domain/i18n';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';
import type { InboxMessage } from '../../src/domain/staff';
import type { InboxReply } from '../../src/domain/workshopSchemas';
import { queueChannelMessage } from '../channels/queue';
import { fillTemplate } from '../channels/templates';
import type { Config } from '../config';
import type { Database, Transaction } from '../db/client';
import type { ChannelPayload } from '../db/schema';
import { contactMessages, outbox, users } from '../db/schema';
import { inLanguage } from '../i18n/request-language';
import { inboxReplyMail } from '../mail/inbox-reply-mail';
import { queueMail } from '../mail/outbox';
import type { MailContext } from '../mail/types';
import { recordAudit, type Actor } from './audit';
import { DomainError } from './errors';
import { withAnswers, type ContactMessageRow } from './inbox';

const WINDOW_MS = WHATSAPP_WINDOW_HOURS * 60 * 60 * 1000;

export interface InboxReplyDeps {
  db: Database;
  mail: MailContext;
  channels: Pick<Config, 'whatsapp' | 'sms'>;
}

/** What a refused WhatsApp text says a client can do instead (`data` of the 409). */
export const WINDOW_CLOSED_HINT = { template: 'please_reply' } as const;

async function languageOf(tx: Transaction, customerId: string | null): Promise<Language> {
  if (customerId === null) return 'en';
  const [row] = await tx.select({ language: users.language }).from(users).where(eq(users.id, customerId)).limit(1);
  return row?.language ?? 'en';
}

/** When the customer last wrote on WhatsApp from this message's phone. */
async function lastWhatsAppFrom(tx: Transaction, message: ContactMessageRow): Promise<Date | null> {
  const [row] = await tx
    .select({ at: contactMessages.createdAt })
    .from(contactMessages)
    .where(and(eq(contactMessages.channel, 'whatsapp'), eq(contactMessages.phone, message.phone)))
    .orderBy(desc(contactMessages.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** The payload and text of a phone answer; refuses what the channel cannot take now. */
async function phoneAnswer(tx: Transaction, deps: InboxReplyDeps, message: ContactMessageRow, channel: PhoneChannel, reply: InboxReply, language: Language, now: Date) {
  if ('template' in reply && channel !== 'whatsapp') throw new DomainError('invalid', workshopMessages.workshop.templateOnlyWhatsApp, undefined, { field: 'template' });
  if (!deps.channels[channel]) throw new DomainError('conflict', workshopMessages.workshop.replyChannelOff(channel));
  if ('template' in reply) {
    const parameters = [message.name, deps.mail.company.name];
    const payload: ChannelPayload = { type: 'template', name: 'please_reply', language, parameters, buttons: [] };
    return { payload, text: fillTemplate('please_reply', language, parameters) };
  }
  if (channel === 'whatsapp') {
    const last = await lastWhatsAppFrom(tx, message);
    if (last === null || now.getTime() - last.getTime() > WINDOW_MS) {
      throw new DomainError('conflict', workshopMessages.workshop.replyWindowClosed, undefined, { field: 'text', data: WINDOW_CLOSED_HINT });
    }
  }
  const payload: ChannelPayload = { type: 'text', text: reply.text };
  return { payload, text: reply.text };
}

export async function replyToInboxMessage(deps: InboxReplyDeps, actor: Actor, id: string, reply: InboxReply, now: Date): Promise<{ channel: InboxChannel; message: InboxMessage }> {
  return deps.db.transaction(async (tx) => {
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!message) throw new DomainError('not_found', workshopMessages.workshop.messageNotFound);
    const language = await languageOf(tx, message.customerId);
    let answerId: number;
    if (message.channel === 'web') {
      if ('template' in reply || message.email === null) throw new DomainError('invalid', workshopMessages.workshop.templateOnlyWhatsApp, undefined, { field: 'template' });
      const composed = inLanguage(language, () => inboxReplyMail(deps.mail, { name: message.name, answer: reply.text, theirMessage: message.message }));
      answerId = await queueMail(tx, deps.mail, { to: message.email, replyTo: deps.mail.company.email, kind: 'inbox_reply', ...composed }, now);
      await tx.update(outbox).set({ inReplyTo: message.id, customerId: message.customerId, payload: { type: 'text', text: reply.text } }).where(eq(outbox.id, answerId));
    } else {
      const { payload, text } = await phoneAnswer(tx, deps, message, message.channel, reply, language, now);
      answerId = await queueChannelMessage(
        tx,
        deps.mail,
        { channel: message.channel, phoneKey: message.phoneKey ?? message.phone, kind: 'inbox_reply', payload, text, customerId: message.customerId, inReplyTo: message.id },
        now,
      );
    }
    const [read] = await tx.update(contactMessages).set({ readAt: message.readAt ?? now }).where(eq(contactMessages.id, id)).returning();
    await recordAudit(
      tx,
      actor,
      { action: 'message.reply', targetKind: 'message', targetId: id, before: null, after: { channel: message.channel, answer: answerId, template: 'template' in reply ? reply.template : null } },
      now,
    );
    const [answered] = await withAnswers(tx, [read ?? message]);
    if (!answered) throw new Error('The answered message could not be read back.');
    return { channel: message.channel, message: answered };
  });
}
