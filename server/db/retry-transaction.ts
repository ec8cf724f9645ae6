// Transactions that lose a lock race on PostgreSQL — a deadlock (40P01) or a serialization failure (40001) — are
// run again a few times after a short random wait, so that two requests colliding on one booking both succeed. When
// the tries run out the error is thrown as it came; the HTTP layer answers it 503 with Retry-After (never 500).
// PGlite never raises them (one connection), so there every transaction runs once.
import { databaseErrorOf, type Database, type Transaction } from './client';

const LOST_LOCK_RACE_CODES: ReadonlySet<string> = new Set(['40001', '40P01']);

/** True when the database rolled the transaction back to break a deadlock or a serialization conflict. */
export const isLostLockRace = (error: unknown): boolean => LOST_LOCK_RACE_CODES.has(databaseErrorOf(error)?.code ?? '');

export interface RetryPolicy {
  /** Runs in all, the first included. */
  attempts: number;
  /** The longest wait before the second run; it doubles for each further run, and the wait is a random share of it. */
  firstWaitMs: number;
}

export const LOCK_RACE_RETRY: RetryPolicy = { attempts: 5, firstWaitMs: 20 };

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `db.transaction(work)`, run again when it lost a lock race. `work` must do nothing outside the transaction that a
 * second run would repeat (no network calls, no mail sent: queue it in the transaction).
 */
export async function retryingTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>, policy: RetryPolicy = LOCK_RACE_RETRY): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= policy.attempts || !isLostLockRace(error)) throw error;
      // Full jitter: two colliding requests that both retry are unlikely to collide again.
      await pause(Math.random() * policy.firstWaitMs * 2 ** (attempt - 1));
    }
  }
}
