// The workshop's list of every message to customers, on every channel, and where each stands (newest first).
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { NotificationChannel, NotificationStatus } from '../../src/domain/channels';
import type { Notification } from '../../src/domain/staff';
import type { Executor } from '../db/client';
import { outbox, type OutboxRow } from '../db/schema';

/** `sending` is the worker's lease: on the wire it is still queued. */
const statusOnWire = (status: OutboxRow['status']): NotificationStatus => (status === 'sending' ? 'queued' : status);

const notificationOf = (row: OutboxRow): Notification => ({
  id: row.id,
  channel: row.channel,
  kind: row.kind,
  to: row.to,
  status: statusOnWire(row.status),
  provider_id: row.providerId,
  booking_id: row.bookingId,
  attempts: row.attempts,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

export interface NotificationFilter {
  channel?: NotificationChannel;
  bookingId?: string;
}

export async function pageNotifications(db: Executor, filter: NotificationFilter, page: { offset: number; limit: number }): Promise<{ count: number; results: Notification[] }> {
  const conditions: SQL[] = [];
  if (filter.channel) conditions.push(eq(outbox.channel, filter.channel));
  if (filter.bookingId) conditions.push(eq(outbox.bookingId, filter.bookingId));
  const where = and(...conditions);
  const [total] = await db.select({ count: count() }).from(outbox).where(where);
  const rows = await db.select().from(outbox).where(where).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(page.limit).offset(page.offset);
  return { count: total?.count ?? 0, results: rows.map(notificationOf) };
}
