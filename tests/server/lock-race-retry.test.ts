// A transaction that loses a lock race (deadlock 40P01, serialization failure 40001) is run again a few times; when
// every try loses, the change answers 503 with Retry-After and a sentence (never 500), on every route, payments too.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../src/domain/format';
import type { Database } from '../../server/db/client';
import { LOCK_RACE_RETRY, retryingTransaction } from '../../server/db/retry-transaction';
import { serverMessages } from '../../server/messages';
import { call } from './helpers/app';
import { bookFor, customerWithCar } from './helpers/customers';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

const NOW = new Date('2026-11-22T05:30:00Z');
const OPS = { Authorization: 'Bearer test-ops-token-0123456789abcdef' };
const QUICK = { attempts: 4, firstWaitMs: 1 };

/** What node-postgres throws when PostgreSQL breaks a deadlock, wrapped as drizzle wraps a failed query. */
const lostRace = (code: '40P01' | '40001') => Object.assign(new Error('Failed query: update …'), { cause: Object.assign(new Error('deadlock detected'), { code }) });

/** A database whose transactions fail with the given errors, in turn, and then run. */
function failingDatabase(...failures: unknown[]) {
  const transaction = vi.fn(async (work: (tx: unknown) => Promise<unknown>) => {
    const failure = failures.shift();
    if (failure) throw failure;
    return work({});
  });
  return { db: { transaction } as unknown as Database, transaction };
}

describe('retryingTransaction', () => {
  it('runs a transaction again after a deadlock or a serialization failure', async () => {
    const { db, transaction } = failingDatabase(lostRace('40P01'), lostRace('40001'));
    await expect(retryingTransaction(db, async () => 'done', QUICK)).resolves.toBe('done');
    expect(transaction).toHaveBeenCalledTimes(3);
  });

  it('gives up after its tries with the database error as it came', async () => {
    const last = lostRace('40P01');
    const { db, transaction } = failingDatabase(lostRace('40P01'), lostRace('40001'), lostRace('40P01'), last);
    await expect(retryingTransaction(db, async () => 'done', QUICK)).rejects.toBe(last);
    expect(transaction).toHaveBeenCalledTimes(QUICK.attempts);
  });

  it('does not run again after any other failure', async () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    const { db, transaction } = failingDatabase(unique);
    await expect(retryingTransaction(db, async () => 'done', QUICK)).rejects.toBe(unique);
    expect(transaction).toHaveBeenCalledTimes(1);
  });
});

describe.each(backends)('a change that loses every lock race on $name', (backend) => {
  const ctx = useApp(backend, {}, { now: () => NOW });
  afterEach(() => vi.restoreAllMocks());

  it.skipIf(backend.skipReason !== null)('answers 503 with Retry-After and a sentence, and the booking is unchanged', async () => {
    const who = await customerWithCar(ctx.app);
    const booking = await bookFor(ctx.app, who, addDays('2026-11-22', 2));
    const transaction = vi.spyOn(ctx.handle.db, 'transaction').mockRejectedValue(lostRace('40P01'));
    const answer = await call<{ message: string }>(ctx.app, 'POST', `/api/bookings/${booking.id}/cancel/`, { cookie: who.customer.cookie, body: {} });
    const status = await call<{ message: string }>(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/status`, { headers: OPS, body: { status: 'confirmed' } });
    expect(transaction).toHaveBeenCalledTimes(2 * LOCK_RACE_RETRY.attempts);
    vi.restoreAllMocks();
    for (const refused of [answer, status]) {
      expect({ status: refused.status, message: refused.body.message, retryAfter: refused.headers.get('retry-after') }).toEqual({
        status: 503,
        message: serverMessages.databaseBusy,
        retryAfter: '1',
      });
    }
    const after = await call<{ data: { status: string } }>(ctx.app, 'GET', `/api/bookings/${booking.id}/`, { cookie: who.customer.cookie });
    expect(after.body.data.status).toBe('pending');
  });

  it.skipIf(backend.skipReason !== null)('answers a payment with the payment error body', async () => {
    const who = await customerWithCar(ctx.app);
    const booking = await bookFor(ctx.app, who, addDays('2026-11-22', 3));
    vi.spyOn(ctx.handle.db, 'transaction').mockRejectedValue(lostRace('40001'));
    const answer = await call<{ success: boolean; error: string }>(ctx.app, 'POST', '/api/payments/upi', { cookie: who.customer.cookie, body: { vpa: 'ayesha@oksbi', bookingId: booking.id } });
    expect({ status: answer.status, error: answer.body.error, retryAfter: answer.headers.get('retry-after') }).toEqual({ status: 503, error: serverMessages.databaseBusy, retryAfter: '1' });
  });
});
