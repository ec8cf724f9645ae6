// A customer's cancel and an admin's refund of the same paid booking, at the same moment through two app instances
// on one PostgreSQL: every transaction that changes a booking and its invoice locks the booking first, and a lost
// lock race is retried, so neither answers 500 and the end state is whole: cancelled, refunded once, one refund.
// PGlite's locks never contend (one connection), so the race runs on PostgreSQL only.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/format';
import type { BookingDetail } from '../../src/domain/types';
import type { App } from '../../server/app';
import { driverOf } from '../../server/db/client';
import { bookings, invoices, payments, refunds } from '../../server/db/schema';
import { call, createTestApp } from './helpers/app';
import { bookFor, customerWithCar, type CustomerWithCar } from './helpers/customers';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

// 10:30 in Karachi on Sunday 22 November 2026.
const NOW = new Date('2026-11-22T05:30:00Z');
const OPS = { Authorization: 'Bearer test-ops-token-0123456789abcdef' };
const CARD = { cardNumber: '4242 4242 4242 4242', cardHolder: 'Ayesha Khan', expiryDate: '12/30', cvv: '123' };
const ROUNDS = 20;

describe.each(backends)('money races on $name', (backend) => {
  const runsHere = backend.skipReason === null && backend.name === 'postgres';
  const ctx = useApp(backend, { MAX_ACTIVE_BOOKINGS: '50', BOOKING_MAX_PER_ACCOUNT: '100' }, { now: () => NOW });

  const paidBooking = async (who: CustomerWithCar, round: number): Promise<BookingDetail> => {
    const booking = await bookFor(ctx.app, who, addDays('2026-11-22', 1 + (round % 10)));
    const paid = await call(ctx.app, 'POST', '/api/payments/card', { cookie: who.customer.cookie, body: { ...CARD, bookingId: booking.id } });
    expect(paid.status).toBe(200);
    return booking;
  };

  const endState = async (booking: BookingDetail) => {
    const { db } = ctx.handle;
    const [row] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
    const [invoice] = await db.select({ paymentStatus: invoices.paymentStatus }).from(invoices).where(eq(invoices.bookingId, booking.id));
    const madeRefunds = await db.select({ status: refunds.status, paymentId: refunds.paymentId }).from(refunds).where(eq(refunds.bookingId, booking.id));
    const paymentRows = await db.select({ status: payments.status }).from(payments).where(eq(payments.bookingId, booking.id));
    return { booking: row?.status, invoice: invoice?.paymentStatus, refunds: madeRefunds.map((refund) => refund.status), payments: paymentRows.map((payment) => payment.status) };
  };

  it.skipIf(!runsHere)(`a customer's cancel racing an admin's refund, ${ROUNDS} rounds over two instances: no 500, cancelled and refunded exactly once`, async () => {
    const second = await backend.reopen(ctx.handle);
    try {
      const other: App = (await createTestApp(second.db, { MAX_ACTIVE_BOOKINGS: '50' }, { now: () => NOW })).app;
      const who = await customerWithCar(ctx.app);
      for (let round = 0; round < ROUNDS; round += 1) {
        const booking = await paidBooking(who, round);
        const [cancel, refund] = await Promise.all([
          call(ctx.app, 'POST', `/api/bookings/${booking.id}/cancel/`, { cookie: who.customer.cookie, body: { reason: 'Travelling' } }),
          call(other, 'POST', `/api/ops/invoices/${booking.invoice_id}/refund`, { headers: OPS, body: {} }),
        ]);
        expect({ round, cancel: cancel.status, refund: refund.status }).toEqual({ round, cancel: 200, refund: 200 });
        expect({ round, ...(await endState(booking)) }).toEqual({ round, booking: 'cancelled', invoice: 'refunded', refunds: ['succeeded'], payments: ['refunded'] });
      }
    } finally {
      await second.close();
    }
  }, 120_000);

  it.skipIf(!runsHere)('a cancel that deadlocks with another transaction is retried and succeeds', async () => {
    const who = await customerWithCar(ctx.app);
    const booking = await bookFor(ctx.app, who, addDays('2026-11-22', 12));
    const pool = driverOf(ctx.handle.db);
    if (!('connect' in pool) || typeof pool.connect !== 'function' || 'waitReady' in pool) throw new Error('needs the PostgreSQL pool');
    const blocker = await pool.connect();
    try {
      // The other transaction holds the invoice; the cancel takes the booking and then waits for the invoice; the other
      // then asks for the booking: PostgreSQL aborts one of the two with 40P01 (the cancel, the first to wait).
      await blocker.query('begin');
      await blocker.query('select id from invoices where id = $1 for update', [booking.invoice_id]);
      const cancel = call(ctx.app, 'POST', `/api/bookings/${booking.id}/cancel/`, { cookie: who.customer.cookie, body: {} });
      await waitForLockWait(ctx.handle.db);
      const grabbed = blocker.query('select id from bookings where id = $1 for update', [booking.id]).then(
        () => 'locked',
        (error: { code?: string }) => error.code ?? 'failed',
      );
      // The cancel lost the deadlock (the blocker got the booking) or the blocker lost it; either way release it.
      const blockerOutcome = await Promise.race([grabbed, new Promise<string>((resolve) => setTimeout(() => resolve('waiting'), 3_000))]);
      await blocker.query('rollback');
      const answer = await cancel;
      expect(answer.status).toBe(200);
      expect(['locked', '40P01']).toContain(blockerOutcome);
      expect((await endState(booking)).booking).toBe('cancelled');
    } finally {
      blocker.release();
    }
  }, 30_000);
});

/** Resolves once some session of this database waits for a row lock. */
async function waitForLockWait(db: Parameters<typeof driverOf>[0]): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const waiting = await db.execute(sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`);
    const rows = (waiting as unknown as { rows: Array<{ n: number }> }).rows;
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no session ever waited for a lock');
}
