// Fixed-window counters in the database, so a limit holds across every instance. Counting and reading the count
// are one statement, so concurrent requests cannot all pass a check made before any of them counted.
import { and, eq, lt, or, sql } from 'drizzle-orm';
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

export interface Counter {
  key: string;
  limit: RateLimit;
}

export interface Counted {
  /** This event's place in its window, itself included. */
  count: number;
  /** True when this event went over the limit. */
  over: boolean;
  retryAfterSeconds: number;
}

/** Counts one event on each counter in one statement and returns every counter's new count, in order. */
export async function hitAll(db: Executor, counters: readonly Counter[], now = new Date()): Promise<Counted[]> {
  const windows = counters.map((counter) => windowOf(counter.limit, now));
  const keys = counters.map((counter) => storedKey(counter.key));
  const rows = await db
    .insert(rateLimitCounters)
    // Rows in one order for every caller, so two concurrent statements cannot lock each other's rows crosswise.
    .values(
      counters
        .map((_, index) => ({ key: keys[index] ?? '', windowStart: windows[index]?.start ?? now, count: 1 }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
    )
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ key: rateLimitCounters.key, windowStart: rateLimitCounters.windowStart, count: rateLimitCounters.count });
  return counters.map((counter, index) => {
    const window = windows[index] ?? windowOf(counter.limit, now);
    const row = rows.find((candidate) => candidate.key === keys[index] && candidate.windowStart.getTime() === window.start.getTime());
    const count = row?.count ?? 1;
    return { count, over: count > counter.limit.max, retryAfterSeconds: window.retryAfterSeconds };
  });
}

/** Counts one event; returns the seconds to wait when this event went over the limit, else null. */
export async function hit(db: Executor, key: string, limit: RateLimit, now = new Date()): Promise<number | null> {
  const [counted] = await hitAll(db, [{ key, limit }], now);
  return counted?.over ? counted.retryAfterSeconds : null;
}

/** Gives back one event counted by hitAll in the same window (an attempt that turned out not to count), in one statement. */
export async function unhitAll(db: Executor, counters: readonly Counter[], now = new Date()): Promise<void> {
  const counted = or(
    ...counters.map((counter) => and(eq(rateLimitCounters.key, storedKey(counter.key)), eq(rateLimitCounters.windowStart, windowOf(counter.limit, now).start))),
  );
  await db.update(rateLimitCounters).set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` }).where(counted);
}

/** Drops counters of windows that ended over a day ago (the server's minute sweep calls it, never a request). */
export async function deleteOldCounters(db: Executor, now = new Date()): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}
