// The outbox by channel and status, read in one grouped statement at scrape time: the notifications gauge and the
// outbox depth (queued and sending) are both made from it. Only the known channels and statuses become labels.
import { count } from 'drizzle-orm';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '../../src/domain/channels';
import type { Database } from '../db/client';
import { MAIL_STATUSES, outbox, type MailStatus } from '../db/schema';

export type OutboxCounts = Map<NotificationChannel, Map<MailStatus, number>>;

const known = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/** Every known channel and status, zero where the outbox holds none, so each series exists from the first scrape. */
export async function outboxCounts(db: Database): Promise<OutboxCounts> {
  const rows = await db
    .select({ channel: outbox.channel, status: outbox.status, rows: count() })
    .from(outbox)
    .groupBy(outbox.channel, outbox.status);
  const counts: OutboxCounts = new Map(NOTIFICATION_CHANNELS.map((channel) => [channel, new Map(MAIL_STATUSES.map((status) => [status, 0]))]));
  for (const row of rows) {
    if (known(NOTIFICATION_CHANNELS, row.channel) && known(MAIL_STATUSES, row.status)) counts.get(row.channel)?.set(row.status, Number(row.rows));
  }
  return counts;
}

/** Rows waiting to leave or leaving now. */
export const depthOf = (statuses: Map<MailStatus, number>) => (statuses.get('queued') ?? 0) + (statuses.get('sending') ?? 0);
