// Pending payments of a real gateway (PAYMENT_GATEWAY=live) settled after the first answer: by asking the gateway
// again under the attempt's own reference (the minute job, and the customer's verify at most every few seconds), by
// the customer's return from a hosted page, or by the gateway's webhook. Whichever comes first decides; the rest
// find the attempt decided and change nothing.
import { and, eq, lt, lte, or, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { payments, type PaymentRow } from '../db/schema';
import type { MailContext } from '../mail/types';
import type { LiveProviderName, ProviderReport } from '../payments/provider';
import type { PaymentGateway, SettledResult } from './payment-gateway';
import { handleOf } from '../payments/handle';
import { decide } from './payments';

/** A pending attempt is asked about at most this often by the customer's verify. */
export const VERIFY_INQUIRY_MS = 5_000;
/** The minute job asks about a pending attempt at most this often. */
export const SWEEP_INQUIRY_MS = 30_000;
/**
 * Still pending after this long: the gateway's own window is over (JazzCash's request expires after an hour, a hosted
 * session likewise), so nothing can be charged any more and the attempt fails as not approved in time.
 */
export const PENDING_EXPIRY_MS = 75 * 60 * 1000;

const reread = async (db: Database, id: string): Promise<PaymentRow | undefined> => (await db.select().from(payments).where(eq(payments.id, id)))[0];

/** Applies a settled outcome to a pending attempt; a pending one only notes that the gateway was asked. */
async function apply(db: Database, gateway: PaymentGateway, mail: MailContext, row: PaymentRow, outcome: SettledResult, now: Date): Promise<void> {
  if (outcome.status === 'pending') {
    if (now.getTime() - row.createdAt.getTime() > PENDING_EXPIRY_MS) {
      await decide(db, gateway, mail, row, { status: 'declined', reason: 'expired' }, now);
    }
    return;
  }
  await decide(db, gateway, mail, row, outcome, now);
}

/**
 * Asks the gateway about one pending attempt and applies what it says, unless it was asked less than `everyMs` ago.
 * A new payment of the invoice asks with 0: the customer acts once, and must not be refused on an old answer.
 */
export async function inquireAttempt(db: Database, gateway: PaymentGateway, mail: MailContext, row: PaymentRow, now: Date, everyMs = VERIFY_INQUIRY_MS): Promise<void> {
  // Claim the question: of several instances (or a verify and the job), one asks.
  const since = new Date(now.getTime() - everyMs);
  const claimed = await db
    .update(payments)
    .set({ inquiredAt: now })
    .where(and(eq(payments.id, row.id), eq(payments.status, 'pending'), or(isNull(payments.inquiredAt), everyMs === 0 ? lte(payments.inquiredAt, since) : lt(payments.inquiredAt, since))))
    .returning({ id: payments.id });
  if (claimed.length === 0) return;
  await apply(db, gateway, mail, row, await gateway.inquire(handleOf(row, now)), now);
}

/** The customer's verify: a pending attempt of a real gateway is asked about first (at most every few seconds). */
export async function refreshedAttempt(db: Database, gateway: PaymentGateway | null, mail: MailContext, row: PaymentRow, now: Date, everyMs = VERIFY_INQUIRY_MS): Promise<PaymentRow> {
  if (row.status !== 'pending' || row.provider === null || gateway === null) return row;
  await inquireAttempt(db, gateway, mail, row, now, everyMs);
  return (await reread(db, row.id)) ?? row;
}

/** The minute job: every pending attempt not asked about lately. Returns how many were decided. */
export async function settlePendingPayments(db: Database, gateway: PaymentGateway | null, mail: MailContext, now: Date): Promise<number> {
  if (gateway === null) return 0;
  const since = new Date(now.getTime() - SWEEP_INQUIRY_MS);
  const due = await db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), or(isNull(payments.inquiredAt), lt(payments.inquiredAt, since))))
    .limit(100);
  let decided = 0;
  for (const row of due) {
    if (row.provider === null) continue;
    await inquireAttempt(db, gateway, mail, row, now);
    if ((await reread(db, row.id))?.status !== 'pending') decided += 1;
  }
  return decided;
}

/** The attempt a gateway knows by `reference`; undefined when none of ours has it. */
const attemptByReference = async (db: Database, provider: LiveProviderName, reference: string): Promise<PaymentRow | undefined> =>
  (await db.select().from(payments).where(and(eq(payments.provider, provider), eq(payments.reference, reference))).limit(1))[0];

/** A gateway's unsigned word that an attempt moved (Easypaisa's IPN): the gateway itself is asked about it. */
export async function inquireByReference(db: Database, gateway: PaymentGateway, mail: MailContext, provider: LiveProviderName, reference: string, now: Date): Promise<void> {
  const row = await attemptByReference(db, provider, reference);
  if (row?.status === 'pending') await inquireAttempt(db, gateway, mail, row, now);
}

/**
 * What a gateway reported (a checked return or webhook) applied to the attempt it names. Null when no attempt of ours
 * has that reference (a webhook for someone else's payment, say): nothing changes.
 */
export async function applyReport(db: Database, gateway: PaymentGateway, mail: MailContext, provider: LiveProviderName, report: ProviderReport, now: Date): Promise<PaymentRow | null> {
  const row = await attemptByReference(db, provider, report.reference);
  if (!row) return null;
  if (row.status === 'pending' || row.status === 'processing') await apply(db, gateway, mail, row, report.outcome, now);
  return (await reread(db, row.id)) ?? row;
}
