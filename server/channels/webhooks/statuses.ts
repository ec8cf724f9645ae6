// A provider's delivery status moves one of our WhatsApp or SMS rows forward, never back: queued/sending < sent <
// delivered < read. `failed` applies only to a row not yet delivered (a message the phone showed cannot fail after),
// and ends it: nothing moves a failed row again. One UPDATE whose WHERE names the statuses it may move from, so
// repeats and any order of arrival leave the same row; an id we do not know changes nothing.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PhoneChannel } from '../../../src/domain/channels';
import type { Executor } from '../../db/client';
import { outbox, type MailStatus } from '../../db/schema';
import type { ProviderStatus } from './events';

/** The statuses a row may move to `status` from. */
const MOVES_FROM: Record<ProviderStatus['status'], readonly MailStatus[]> = {
  queued: [],
  sending: [],
  sent: ['queued', 'sending'],
  delivered: ['queued', 'sending', 'sent'],
  read: ['queued', 'sending', 'sent', 'delivered'],
  failed: ['queued', 'sending', 'sent'],
};

/** The reason a provider gives for a failure, kept short in last_error. */
const ERROR_MAX = 500;

/** Applies one status; true when the row moved. */
export async function applyProviderStatus(db: Executor, channel: PhoneChannel, status: ProviderStatus, now: Date): Promise<boolean> {
  const from = MOVES_FROM[status.status];
  if (from.length === 0) return false;
  const at = (status.at ?? now).toISOString();
  const reached = (statuses: readonly MailStatus[]) => statuses.includes(status.status as MailStatus);
  const stamp = sql`${at}::timestamptz`;
  const moved = await db
    .update(outbox)
    .set({
      status: status.status,
      sentAt: status.status === 'failed' ? sql`${outbox.sentAt}` : sql`coalesce(${outbox.sentAt}, ${stamp})`,
      deliveredAt: reached(['delivered', 'read']) ? sql`coalesce(${outbox.deliveredAt}, ${stamp})` : sql`${outbox.deliveredAt}`,
      readAt: reached(['read']) ? sql`coalesce(${outbox.readAt}, ${stamp})` : sql`${outbox.readAt}`,
      lastError: status.status === 'failed' ? (status.error ?? 'failed').slice(0, ERROR_MAX) : sql`${outbox.lastError}`,
    })
    .where(and(eq(outbox.channel, channel), eq(outbox.providerId, status.providerId), inArray(outbox.status, [...from])))
    .returning({ id: outbox.id });
  return moved.length > 0;
}
