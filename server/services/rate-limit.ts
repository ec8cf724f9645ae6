// Fixed-window counters in the database, so a limit holds across every instance.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { RateLimit } from '../config';
import type { Executor } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { sha256 } from './tokens';

const windowOf = (limit: RateLimit, now: Date) => {
  const size = limit.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / size) * size;
  return { start: new Date(start), retryAfterSeconds: Math.ceil((start + size - now.getTime()) / 1000) };
};

// Emails and addresses are stored hashed: the counters table holds no personal data.
const storedKey = (key: string) => sha256(key);

/** Seconds to wait when `key` already reached its limit in the current window; null when allowed. */
export async function limitedFor(db: Executor, key: string, limit: RateLimit, now = new Date()): Promise<number | null> {
  const window = windowOf(limit, now);
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, storedKey(key)), eq(rateLimitCounters.windowStart, window.start)));
  return (row?.count ?? 0) >= limit.max ? window.retryAfterSeconds : null;
}

/** Counts one event; returns the seconds to wait when this event went over the limit, else null. */
export async function hit(db: Executor, key: string, limit: RateLimit, now = new Date()): Promise<number | null> {
  const window = windowOf(limit, now);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: storedKey(key), windowStart: window.start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  if (Math.random() < 0.01) await deleteOldCounters(db, now);
  return (row?.count ?? 0) > limit.max ? window.retryAfterSeconds : null;
}

export async function deleteOldCounters(db: Executor, now = new Date()): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}
