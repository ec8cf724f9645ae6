// Money a gateway confirms after its invoice can no longer take it (the booking cancelled or released meanwhile) is
// never lost: it becomes a tracked refund — through the gateway where it can, else on the workshop's list to return
// by hand — and reconciliation calls it a mismatch until it is back. One payment of an invoice waits at a gateway at
// a time; a deposit past its due time takes no new payment, and a waiting one holds the place at most until it
// expires. Through a live server whose wallet is Easypaisa (no refund API), on PGlite and PostgreSQL; the races
// through two instances on PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { RefundToReturn, Reconciliation } from '../../src/domain/livePaymentsWire';
import type { BookingDetail } from '../../src/domain/types';
import { bookings, invoices, payments, refunds } from '../../server/db/schema';
import { releaseUnpaidDeposits } from '../../server/services/deposits';
import { VERIFY_INQUIRY_MS } from '../../server/services/payment-settling';
import { EASYPAISA_FAKE_MOBILES, startEasypaisaFake } from '../fakes/easypaisa';
import { call, createTestApp, type Answer } from './helpers/app';
import { bookFor, customerWithCar, type CustomerWithCar } from './helpers/customers';
import { OPS_TOKEN_HEADERS } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';
import type { App } from '../../server/app';

const EASYPAISA = { storeId: '12345', username: 'test-easypaisa-user', password: 'test-easypaisa-password', accountNumber: '03001234567' };
const easypaisa = await startEasypaisaFake(EASYPAISA);
afterAll(() => easypaisa.close());
const LIVE_EASYPAISA = {
  PAYMENT_GATEWAY: 'live',
  EASYPAISA_API_URL: easypaisa.url,
  EASYPAISA_STORE_ID: EASYPAISA.storeId,
  EASYPAISA_USERNAME: EASYPAISA.username,
  EASYPAISA_PASSWORD: EASYPAISA.password,
  EASYPAISA_ACCOUNT_NUM: EASYPAISA.accountNumber,
  MAX_ACTIVE_BOOKINGS: '50',
};

// Attempts are stamped by the database's clock: the app's clock starts there too, so a deposit's due time and a
// payment's age are measured on one clock.
const START = new Date();
const MINUTE = 60_000;
const FULL_DETAIL = 'signature-full-detail'; // Rs 18,000: over the deposit threshold below

type PaymentAnswer = { success: boolean; pending?: true; transactionId?: string; message: string };

const backends = await suiteBackends();

describe.each(backends)('money caught between a cancellation and a gateway, on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('', () => {
    let now = START;
    const ctx = useApp(backend, LIVE_EASYPAISA, { now: () => now });
    let day = 0;
    const nextDay = () => addDays(todayInKarachi(START), 2 + (day++ % 25));

    const payWallet = (app: App, who: CustomerWithCar, booking: BookingDetail, key: string) =>
      call<PaymentAnswer>(app, 'POST', '/api/payments/wallet', {
        cookie: who.customer.cookie,
        headers: { 'Idempotency-Key': key },
        body: { walletType: 'easypaisa', phone: EASYPAISA_FAKE_MOBILES.pending, bookingId: booking.id },
      });
    const attemptOf = async (transactionId: string) => (await ctx.handle.db.select().from(payments).where(eq(payments.transactionId, transactionId)))[0];
    /** The customer approves on the phone and Easypaisa's IPN reaches `app`, which asks Easypaisa and settles. */
    const approve = async (app: App, transactionId: string) => {
      const orderId = (await attemptOf(transactionId))?.reference ?? '';
      await easypaisa.settle(orderId, 'PAID');
      return call(app, 'GET', `/api/webhooks/easypaisa?url=${encodeURIComponent(easypaisa.ipnUrl(orderId))}`);
    };
    const cancel = (app: App, who: CustomerWithCar, booking: BookingDetail) => call(app, 'POST', `/api/bookings/${booking.id}/cancel/`, { cookie: who.customer.cookie, body: {} });
    const toReturn = async () => (await call<{ data: RefundToReturn[] }>(ctx.app, 'GET', '/api/ops/refunds/to-return', { headers: OPS_TOKEN_HEADERS })).body.data;
    const reconciled = async (transactionId: string) => {
      const date = todayInKarachi((await attemptOf(transactionId))?.createdAt);
      const answer = await call<{ data: Reconciliation }>(ctx.app, 'GET', `/api/ops/payments/reconcile?date=${date}`, { headers: OPS_TOKEN_HEADERS });
      return answer.body.data.payments.find((row) => row.transaction_id === transactionId);
    };
    const refundsOfPayment = async (transactionId: string) => {
      const attempt = await attemptOf(transactionId);
      return ctx.handle.db.select().from(refunds).where(eq(refunds.paymentId, attempt?.id ?? ''));
    };

    it('keeps money approved after the customer cancelled: listed to return by hand, a mismatch until it is returned', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = await bookFor(ctx.app, who, nextDay());
      const waiting = await payWallet(ctx.app, who, booking, 'caught-1');
      expect(waiting.status).toBe(202);
      const transactionId = waiting.body.transactionId ?? '';
      expect((await cancel(ctx.app, who, booking)).status).toBe(200);

      expect((await approve(ctx.app, transactionId)).status).toBe(200);
      expect((await attemptOf(transactionId))?.status).toBe('voided');
      const [invoice] = await ctx.handle.db.select().from(invoices).where(eq(invoices.bookingId, booking.id));
      expect(invoice?.paymentStatus).toBe('void');
      const listed = (await toReturn()).find((row) => row.booking_id === booking.id);
      expect(listed).toMatchObject({ amount: invoice?.totalAmount, provider: 'easypaisa' });
      expect(await reconciled(transactionId)).toMatchObject({ ours: 'voided', theirs: 'paid', match: false });

      const returned = await call(ctx.app, 'POST', `/api/ops/refunds/${listed?.id}/returned`, { headers: OPS_TOKEN_HEADERS, body: {} });
      expect(returned.status).toBe(200);
      expect((await toReturn()).some((row) => row.booking_id === booking.id)).toBe(false);
      expect(await reconciled(transactionId)).toMatchObject({ ours: 'refunded', theirs: 'paid', match: true });
      // The void invoice stays void: the money given back was never its payment.
      expect((await ctx.handle.db.select().from(invoices).where(eq(invoices.bookingId, booking.id)))[0]?.paymentStatus).toBe('void');
    });

    it('lets one payment of an invoice wait at a gateway at a time, and takes the next once the first is decided', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = await bookFor(ctx.app, who, nextDay());
      const first = await payWallet(ctx.app, who, booking, 'one-at-a-time-1');
      expect(first.status).toBe(202);
      const second = await payWallet(ctx.app, who, booking, 'one-at-a-time-2');
      expect(second.status).toBe(409);
      expect(second.body.message).toBe(messages.payments.alreadyWaiting);
      // The same key again is the first attempt's answer, not a refusal.
      expect((await payWallet(ctx.app, who, booking, 'one-at-a-time-1')).body.transactionId).toBe(first.body.transactionId);

      // The customer let it lapse on the phone: asked again before refusing, the next payment is taken.
      await easypaisa.settle((await attemptOf(first.body.transactionId ?? ''))?.reference ?? '', 'FAILED');
      const third = await payWallet(ctx.app, who, booking, 'one-at-a-time-3');
      expect(third.status).toBe(202);
      expect((await attemptOf(first.body.transactionId ?? ''))?.status).toBe('failed');
    });

    it('takes no deposit after its due time, waits for a waiting one only until it expires, and gives back what lands later', async () => {
      const settings = (await call<{ data: Record<string, unknown> }>(ctx.app, 'GET', '/api/ops/settings', { headers: OPS_TOKEN_HEADERS })).body.data;
      const on = await call(ctx.app, 'PUT', '/api/ops/settings', {
        headers: OPS_TOKEN_HEADERS,
        body: { ...settings, deposit_threshold: 10000, deposit_percent: 30, deposit_hold_minutes: 60, confirm_web_bookings: true },
      });
      expect(on.status).toBe(200);
      try {
        const who = await customerWithCar(ctx.app);
        const late = await bookFor(ctx.app, who, nextDay(), { service: FULL_DETAIL });
        const held = await bookFor(ctx.app, who, nextDay(), { service: FULL_DETAIL });
        expect(late.deposit?.amount).toBeGreaterThan(0);

        now = new Date(START.getTime() + 10 * MINUTE);
        const waiting = await payWallet(ctx.app, who, held, 'deposit-in-time');
        expect(waiting.status).toBe(202);

        now = new Date(START.getTime() + 61 * MINUTE);
        const overdue = await payWallet(ctx.app, who, late, 'deposit-late');
        expect(overdue.status).toBe(409);
        expect(overdue.body.message).toBe(messages.payments.depositOverdue);
        await releaseUnpaidDeposits(ctx.handle.db, ctx.deps.mail, now);
        const statusOf = async (booking: BookingDetail) => (await ctx.handle.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]?.status;
        expect(await statusOf(late)).toBe('cancelled');
        // A payment started in time may still land: the place waits for it…
        expect(await statusOf(held)).not.toBe('cancelled');

        // …but no longer than the payment's own expiry, once.
        now = new Date(START.getTime() + 90 * MINUTE);
        await releaseUnpaidDeposits(ctx.handle.db, ctx.deps.mail, now);
        expect(await statusOf(held)).toBe('cancelled');

        const transactionId = waiting.body.transactionId ?? '';
        await approve(ctx.app, transactionId);
        expect((await attemptOf(transactionId))?.status).toBe('voided');
        expect(await refundsOfPayment(transactionId)).toMatchObject([{ kind: 'payment', status: 'to_return', amount: held.deposit?.amount }]);
      } finally {
        now = START;
        await call(ctx.app, 'PUT', '/api/ops/settings', { headers: OPS_TOKEN_HEADERS, body: { ...settings, deposit_threshold: null } });
      }
    });

    it.skipIf(backend.name !== 'postgres')('on two instances: one of two payments waits, and money landing during a cancellation is always tracked', async () => {
      const second = await backend.reopen(ctx.handle);
      try {
        const other = (await createTestApp(second.db, LIVE_EASYPAISA, { now: () => now })).app;
        for (let round = 0; round < 4; round += 1) {
          const who = await customerWithCar(ctx.app);
          const booking = await bookFor(ctx.app, who, nextDay());
          const answers: Answer<PaymentAnswer>[] = await Promise.all([payWallet(ctx.app, who, booking, `race-${round}-a`), payWallet(other, who, booking, `race-${round}-b`)]);
          expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
          const transactionId = answers.find((answer) => answer.status === 202)?.body.transactionId ?? '';

          // Later, the customer cancels on one instance while Easypaisa's IPN reaches the other.
          now = new Date(now.getTime() + VERIFY_INQUIRY_MS + 1000);
          const [cancelled, ipn] = await Promise.all([cancel(ctx.app, who, booking), approve(other, transactionId)]);
          expect([cancelled.status, ipn.status]).toEqual([200, 200]);
          const attempt = await attemptOf(transactionId);
          const tracked = await refundsOfPayment(transactionId);
          // Whichever came first, the money is on its way back exactly once: the invoice's refund, or the payment's.
          expect(tracked, `round ${round}: ${attempt?.status}`).toHaveLength(1);
          expect(tracked[0]).toMatchObject({ status: 'to_return', kind: attempt?.status === 'voided' ? 'payment' : 'invoice' });
          expect((await toReturn()).filter((row) => row.booking_id === booking.id)).toHaveLength(1);
        }
      } finally {
        now = START;
        await second.close();
      }
    });
  });
});
