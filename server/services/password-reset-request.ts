// Forgot password with the same work for every address. Whether an account exists must not show in how long the
// server is busy, so an address without one goes through the very statements a real request runs — a new token,
// its keyed hash, the mail composed, the reset row and the mail inserted — in a transaction that is rolled back:
// nothing of it is kept. The rows need an existing account to point at, so a stand-in account's id is used, read
// once (a rolled-back row never shows to anyone). PostgreSQL still flushes its log for the real request's commit,
// which the rollback skips: that difference is far below a request's time on the network.
import { TransactionRollbackError } from 'drizzle-orm/errors';
import { DEFAULT_LANGUAGE } from '../../src/domain/i18n';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { queuePasswordReset, type ResetContext } from './password-reset';
import { findUserByEmail } from './users';

/** Whatever account's id a rolled-back reset row may point at; null while there is no account at all. */
async function standInAccountId(db: Database): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row?.id ?? null;
}

/** Returns `request(email)`: queues a reset mail when the account exists and says whether it did (never tell the caller). */
export function evenPasswordResets(db: Database, context: ResetContext) {
  let standIn: Promise<string | null> | null = null;

  return async function request(email: string, now: Date): Promise<boolean> {
    const user = await findUserByEmail(db, email);
    if (user) {
      await db.transaction((tx) => queuePasswordReset(tx, context, user, now));
      return true;
    }
    standIn ??= standInAccountId(db);
    const id = await standIn;
    if (id === null) {
      standIn = null;
      return false;
    }
    const recipient = { id, email: email.trim().toLowerCase(), fullName: email, language: DEFAULT_LANGUAGE };
    try {
      await db.transaction(async (tx) => {
        await queuePasswordReset(tx, context, recipient, now);
        tx.rollback();
      });
    } catch (error) {
      if (!(error instanceof TransactionRollbackError)) {
        // Most likely the stand-in account was deleted since: pick another next time.
        standIn = null;
        throw error;
      }
    }
    return false;
  };
}
