// A stopping server gives back the outbox rows it claimed but did not send: queued again, due now, the attempt it
// counted taken back. Another instance (or the next start) sends them at once instead of after the claim's lease.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox, type OutboxRow } from '../db/schema';

/** Releases `rows` that are still claimed by the attempt that claimed them (a batch: ten at most); how many were. */
export async function releaseClaims(db: Database, rows: readonly Pick<OutboxRow, 'id' | 'attempts'>[], now: Date): Promise<number> {
  let released = 0;
  for (const row of rows) {
    // A row claimed again meanwhile (its lease ended) has another attempt count: it is not ours to give back.
    const back = await db
      .update(outbox)
      .set({ status: 'queued', attempts: sql`${outbox.attempts} - 1`, claimedAt: null, nextAttemptAt: now })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, 'sending'), eq(outbox.attempts, row.attempts)))
      .returning({ id: outbox.id });
    released += back.length;
  }
  return released;
}
