// The workshop's inbox: the contact form's, WhatsApp's and SMS's messages, newest first, read or unread, each with
// what staff answered; each mark recorded in the audit log.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { InboxChannel } from '../../src/domain/channels';
import type { InboxAnswer, InboxMessage } from '../../src/domain/staff';
import type { Database, Executor } from '../db/client';
import { contactMessages, outbox, type OutboxRow } from '../db/schema';
import { recordAudit, type Actor } from './audit';
import { DomainError } from './errors';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';

export const INBOX_STATUSES = ['unread', 'read'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** What the customer reads: a phone message's text (or template), a mail's text as staff wrote it. */
export const outboxText = (row: Pick<OutboxRow, 'payload' | 'body'>) => (row.payload?.type === 'text' ? row.payload.text : row.body);

/** `sending` is the worker's lease: still queued, as far as anyone outside it knows. */
export const notificationStatus = (status: OutboxRow['status']) => (status === 'sending' ? 'queued' : status);

const toInboxAnswer = (row: OutboxRow): InboxAnswer => ({
  id: row.id,
  channel: row.channel,
  text: outboxText(row),
  status: notificationStatus(row.status),
  created_at: row.createdAt.toISOString(),
});

/** The answers to each of `messageIds`, oldest first. */
async function answersTo(db: Executor, messageIds: readonly string[]): Promise<Map<string, InboxAnswer[]>> {
  const answers = new Map<string, InboxAnswer[]>();
  if (messageIds.length === 0) return answers;
  const rows = await db.select().from(outbox).where(inArray(outbox.inReplyTo, [...messageIds])).orderBy(asc(outbox.createdAt), asc(outbox.id));
  for (const row of rows) {
    if (row.inReplyTo === null) continue;
    answers.set(row.inReplyTo, [...(answers.get(row.inReplyTo) ?? []), toInboxAnswer(row)]);
  }
  return answers;
}

/** Messages as the inbox lists them, each with its answers. */
export async function withAnswers(db: Executor, rows: readonly ContactMessageRow[]): Promise<InboxMessage[]> {
  const answers = await answersTo(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...toInboxMessage(row), replies: answers.get(row.id) ?? [] }));
}

const toInboxMessage = (row: ContactMessageRow): InboxMessage => ({
  id: row.id,
  channel: row.channel,
  name: row.name,
  email: row.email,
  phone: row.phone,
  customer_id: row.customerId,
  customer_unverified: row.customerUnverified,
  service: row.service,
  message: row.message,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt?.toISOString() ?? null,
  replies: [],
});

const statusCondition: Record<InboxStatus, SQL> = { unread: isNull(contactMessages.readAt), read: isNotNull(contactMessages.readAt) };

/**
 * One page of messages (all, or only unread or read ones; of every channel or one), newest first, with how many are
 * unread in all (every channel).
 */
export async function pageInbox(
  db: Database,
  filter: { status?: InboxStatus; channel?: InboxChannel; offset: number; limit: number },
): Promise<{ count: number; unread: number; results: InboxMessage[] }> {
  const where = and(filter.status ? statusCondition[filter.status] : undefined, filter.channel ? eq(contactMessages.channel, filter.channel) : undefined);
  const [[total], [unread], rows] = await Promise.all([
    db.select({ value: count() }).from(contactMessages).where(where),
    db.select({ value: count() }).from(contactMessages).where(statusCondition.unread),
    db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(filter.limit).offset(filter.offset),
  ]);
  return { count: total?.value ?? 0, unread: unread?.value ?? 0, results: await withAnswers(db, rows) };
}

/** Marks a message read (at `now`) or unread; marking it as it already is changes and records nothing. */
export async function markInboxMessage(db: Database, actor: Actor, id: string, read: boolean, now: Date): Promise<InboxMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!row) throw new DomainError('not_found', workshopMessages.workshop.messageNotFound);
    if ((row.readAt !== null) === read) return (await withAnswers(tx, [row]))[0] ?? toInboxMessage(row);
    const [updated] = await tx
      .update(contactMessages)
      .set({ readAt: read ? now : null })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!updated) throw new Error('The message vanished while it was locked.');
    await recordAudit(
      tx,
      actor,
      {
        action: read ? 'message.read' : 'message.unread',
        targetKind: 'message',
        targetId: id,
        before: { read: row.readAt !== null },
        after: { read },
      },
      now,
    );
    return (await withAnswers(tx, [updated]))[0] ?? toInboxMessage(updated);
  });
}
