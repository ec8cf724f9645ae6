// The workshop's view of the mail queue: what was sent, what waits and why, and sending a failed mail again.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { NotificationChannel } from '../../src/domain/channels';
import type { OpsMail, OpsMailDetail } from '../../src/domain/types';
import type { Executor } from '../db/client';
import { outbox, type MailStatus, type OutboxRow } from '../db/schema';
import { DomainError } from '../services/errors';
import { serverMessages } from '../messages';

export const MAIL_LIST_MAX = 100;

const summary = (row: OutboxRow): OpsMail => ({
  id: row.id,
  channel: row.channel,
  to: row.to,
  subject: row.subject,
  kind: row.kind,
  booking_id: row.bookingId,
  status: row.status,
  attempts: row.attempts,
  last_error: row.lastError,
  next_attempt_at: row.status === 'queued' || row.status === 'sending' ? row.nextAttemptAt.toISOString() : null,
  sent_at: row.sentAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  message_id: row.messageId,
});

/** Newest first; at most MAIL_LIST_MAX. */
export async function listMail(db: Executor, filter: { status?: MailStatus; to?: string; channel?: NotificationChannel }): Promise<OpsMail[]> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(outbox.status, filter.status));
  if (filter.to) conditions.push(eq(outbox.to, filter.to.toLowerCase()));
  if (filter.channel) conditions.push(eq(outbox.channel, filter.channel));
  const rows = await db.select().from(outbox).where(and(...conditions)).orderBy(desc(outbox.id)).limit(MAIL_LIST_MAX);
  return rows.map(summary);
}

async function mailRow(db: Executor, id: number): Promise<OutboxRow> {
  const [row] = Number.isSafeInteger(id) ? await db.select().from(outbox).where(eq(outbox.id, id)).limit(1) : [];
  if (!row) throw new DomainError('not_found', serverMessages.mailNotFound);
  return row;
}

/** One mail with both parts; `file` is its .eml when mail is written to files and it was delivered there. */
export async function showMail(db: Executor, id: number, mailDirectory: string | null): Promise<OpsMailDetail> {
  const row = await mailRow(db, id);
  const file = mailDirectory ? path.join(mailDirectory, `${row.id}-${row.kind}.eml`) : null;
  return {
    ...summary(row),
    reply_to: row.replyTo,
    text: row.body,
    html: row.html,
    attachments: row.attachments.map((attachment) => ({ filename: attachment.filename, content_type: attachment.contentType })),
    file: file && existsSync(file) ? file : null,
  };
}

/** A failed mail goes back in the queue with fresh attempts; a mail in any other state is refused (409). */
export async function resendMail(db: Executor, id: number, now: Date): Promise<OpsMail> {
  if (!Number.isSafeInteger(id)) throw new DomainError('not_found', serverMessages.mailNotFound);
  const [row] = await db
    .update(outbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: now, lastError: null, claimedAt: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning();
  if (row) return summary(row);
  await mailRow(db, id);
  throw new DomainError('conflict', serverMessages.mailOnlyFailedResent);
}
