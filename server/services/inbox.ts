// The workshop's inbox: the contact form's messages, newest first, read or unread, each mark recorded in the audit log.
import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { InboxMessage } from '../../src/domain/staff';
import type { Database } from '../db/client';
import { contactMessages } from '../db/schema';
import { recordAudit, type Actor } from './audit';
import { DomainError } from './errors';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';

export const INBOX_STATUSES = ['unread', 'read'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

type ContactMessageRow = typeof contactMessages.$inferSelect;

const toInboxMessage = (row: ContactMessageRow): InboxMessage => ({
  id: row.id,
  channel: row.channel,
  name: row.name,
  email: row.email,
  phone: row.phone,
  customer_id: row.customerId,
  service: row.service,
  message: row.message,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt?.toISOString() ?? null,
  replies: [],
});

const statusCondition: Record<InboxStatus, SQL> = { unread: isNull(contactMessages.readAt), read: isNotNull(contactMessages.readAt) };

/** One page of messages (all, or only unread or read ones), newest first, with how many are unread in all. */
export async function pageInbox(db: Database, filter: { status?: InboxStatus; offset: number; limit: number }): Promise<{ count: number; unread: number; results: InboxMessage[] }> {
  const where = filter.status ? statusCondition[filter.status] : undefined;
  const [[total], [unread], rows] = await Promise.all([
    db.select({ value: count() }).from(contactMessages).where(where),
    db.select({ value: count() }).from(contactMessages).where(statusCondition.unread),
    db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(filter.limit).offset(filter.offset),
  ]);
  return { count: total?.value ?? 0, unread: unread?.value ?? 0, results: rows.map(toInboxMessage) };
}

/** Marks a message read (at `now`) or unread; marking it as it already is changes and records nothing. */
export async function markInboxMessage(db: Database, actor: Actor, id: string, read: boolean, now: Date): Promise<InboxMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!row) throw new DomainError('not_found', workshopMessages.workshop.messageNotFound);
    if ((row.readAt !== null) === read) return toInboxMessage(row);
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
    return toInboxMessage(updated);
  });
}
