// Deposits (the workshop's Settings): a web booking of the threshold or more asks for a share of its total, paid online
// within the hold time; the deposit holds the place (the booking is confirmed, the invoice waits for the balance at the
// workshop); an unpaid one is released when the hold ends and the customer told why; a paid one comes back online
// when the customer cancels. On PGlite and PostgreSQL.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, formatMoney } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { ReportSummary } from '../../src/domain/reportsWire';
import type { BookingDetail, BookingListItem, Invoice } from '../../src/domain/types';
import type { WorkshopSettingsData } from '../../src/domain/workshopSettings';
import { bookingSlots, invoices, outbox, payments, refunds } from '../../server/db/schema';
import { releaseUnpaidDeposits } from '../../server/services/deposits';
import { call } from './helpers/app';
import { bookFor, customerWithCar, type CustomerWithCar } from './helpers/customers';
import { OPS_TOKEN_HEADERS } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';
import { deskMessages } from '../../src/domain/messageAreas/desk';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';

const backends = await suiteBackends();

// 10:30 in Karachi on Sunday 22 November 2026.
const START = new Date('2026-11-22T05:30:00Z');
const CARD = { cardNumber: '4242 4242 4242 4242', cardHolder: 'Ayesha Khan', expiryDate: '12/30', cvv: '123' };
const FULL_DETAIL = 'signature-full-detail'; // Rs 18,000: over the threshold
const EXPRESS_WASH = 'express-exterior-wash'; // Rs 2,500: under it

interface Answer<T> {
  success: boolean;
  message: string;
  data: T;
}

describe.each(backends)('deposits on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('', () => {
    let now = START;
    const ctx = useApp(backend, { MAX_ACTIVE_BOOKINGS: '50' }, { now: () => now });
    let day = 0;
    const nextDay = () => addDays('2026-11-22', 2 + (day++ % 20));

    const settings = async (change: Partial<WorkshopSettingsData>) => {
      const stored = await call<Answer<WorkshopSettingsData>>(ctx.app, 'GET', '/api/ops/settings', { headers: OPS_TOKEN_HEADERS });
      return call<Answer<WorkshopSettingsData>>(ctx.app, 'PUT', '/api/ops/settings', { headers: OPS_TOKEN_HEADERS, body: { ...stored.body.data, ...change } });
    };
    const depositsOn = () => settings({ deposit_threshold: 10000, deposit_percent: 30, deposit_hold_minutes: 60, confirm_web_bookings: true });
    const book = (who: CustomerWithCar, service = FULL_DETAIL) => bookFor(ctx.app, who, nextDay(), { service });
    const pay = (who: CustomerWithCar, booking: BookingDetail) =>
      call<Answer<{ amount: number }>>(ctx.app, 'POST', '/api/payments/card', { cookie: who.customer.cookie, body: { ...CARD, bookingId: booking.id } });
    const reread = async (who: CustomerWithCar, booking: BookingDetail) =>
      (await call<Answer<BookingDetail>>(ctx.app, 'GET', `/api/bookings/${booking.id}/`, { cookie: who.customer.cookie })).body.data;
    const invoiceOf = async (who: CustomerWithCar, booking: BookingDetail) =>
      (await call<Answer<Invoice>>(ctx.app, 'GET', `/api/invoices/${booking.invoice_id}/`, { cookie: who.customer.cookie })).body.data;
    const mailsOf = (booking: BookingDetail, kind: string) =>
      ctx.handle.db.select().from(outbox).where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, kind))).orderBy(asc(outbox.id));
    const release = () => releaseUnpaidDeposits(ctx.handle.db, ctx.deps.mail, now);
    /** Runs `steps` with the clock where they move it, then puts it back at START for the next test. */
    const withClock = async (steps: () => Promise<void>) => {
      try {
        await steps();
      } finally {
        now = START;
      }
    };

    it('are off on a new database, and the Settings page keeps them when a body leaves them out', async () => {
      const stored = await call<Answer<WorkshopSettingsData>>(ctx.app, 'GET', '/api/ops/settings', { headers: OPS_TOKEN_HEADERS });
      expect(stored.body.data).toMatchObject({ deposit_threshold: null, deposit_percent: 25, deposit_hold_minutes: 60 });
      const who = await customerWithCar(ctx.app);
      expect((await book(who)).deposit).toBeNull();

      expect((await depositsOn()).status).toBe(200);
      const { deposit_threshold: _t, deposit_percent: _p, deposit_hold_minutes: _h, ...withoutDeposits } = (
        await call<Answer<WorkshopSettingsData>>(ctx.app, 'GET', '/api/ops/settings', { headers: OPS_TOKEN_HEADERS })
      ).body.data;
      const kept = await call<Answer<WorkshopSettingsData>>(ctx.app, 'PUT', '/api/ops/settings', { headers: OPS_TOKEN_HEADERS, body: { ...withoutDeposits, reminder_hours: 12 } });
      expect(kept.status).toBe(200);
      expect(kept.body.data).toMatchObject({ deposit_threshold: 10000, deposit_percent: 30, deposit_hold_minutes: 60, reminder_hours: 12 });
    });

    it('refuses a percentage, hold time or amount out of range, each in its own words', async () => {
      const cases: Array<[Partial<WorkshopSettingsData>, string, string]> = [
        [{ deposit_percent: 95 }, 'deposit_percent', workshopMessages.workshop.depositPercentInvalid],
        [{ deposit_hold_minutes: 0 }, 'deposit_hold_minutes', workshopMessages.workshop.depositHoldInvalid],
        [{ deposit_threshold: 2.5 }, 'deposit_threshold', workshopMessages.workshop.depositThresholdInvalid],
      ];
      for (const [change, field, message] of cases) {
        const refused = await settings(change);
        expect(refused.status).toBe(400);
        expect((refused.body as unknown as { errors: Record<string, string[]> }).errors[field]).toEqual([message]);
      }
    });

    it('asks a booking over the threshold for its share, due after the hold time, and starts it pending; one under it asks nothing', async () => {
      await depositsOn();
      const who = await customerWithCar(ctx.app);
      const small = await book(who, EXPRESS_WASH);
      expect(small.deposit).toBeNull();
      expect(small.status).toBe('confirmed');

      const large = await book(who);
      expect(large.status).toBe('pending');
      expect(large.deposit).toEqual({ amount: 5400, balance: 12600, due_by: new Date(START.getTime() + 60 * 60_000).toISOString(), paid_at: null });
      const listed = await call<{ data: BookingListItem[] }>(ctx.app, 'GET', '/api/customer/my-bookings/', { cookie: who.customer.cookie });
      expect(listed.body.data.find((item) => item.id === large.id)?.deposit).toEqual(large.deposit);
      const [mail] = await mailsOf(large, 'booking_confirmation');
      expect(mail?.body).toContain('Deposit to hold your place');
      expect(mail?.body).toContain(formatMoney(5400));
    });

    it('takes only the deposit online: the place is held, the invoice shows deposit and balance, and a second payment is refused', async () => {
      await depositsOn();
      const who = await customerWithCar(ctx.app);
      const booking = await book(who);
      const paid = await pay(who, booking);
      expect(paid.status).toBe(200);
      expect(paid.body.data.amount).toBe(5400);

      const after = await reread(who, booking);
      expect(after.status).toBe('confirmed');
      expect(after.payment_status).toBe('pending');
      expect(after.deposit).toMatchObject({ amount: 5400, balance: 12600, paid_at: START.toISOString() });
      const invoice = await invoiceOf(who, booking);
      expect(invoice).toMatchObject({ payment_status: 'pending', deposit: { amount: 5400, balance: 12600 }, online_payment: { method: 'card', last4: '4242' } });
      const [receipt] = await mailsOf(booking, 'payment_received');
      expect(receipt?.body).toContain('Still to pay at the workshop');

      // Its total is fixed now: the workshop cannot add or remove an add-on.
      const addon = await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/addons`, { headers: OPS_TOKEN_HEADERS, body: { addon: 'headlight-restoration' } });
      expect(addon.status).toBe(409);
      expect((addon.body as { message: string }).message).toBe(deskMessages.addonsPaid);

      const again = await pay(who, booking);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(messages.payments.depositAlreadyPaid);

      // The desk takes the balance: the invoice is paid.
      const balance = await call(ctx.app, 'POST', `/api/ops/invoices/${booking.invoice_id}/paid`, { headers: OPS_TOKEN_HEADERS, body: { method: 'cash' } });
      expect(balance.status).toBe(200);
      expect((await invoiceOf(who, booking)).payment_status).toBe('paid');
    });

    it('releases a booking whose deposit is not paid in time, frees its place and tells the customer why; a paid one stays', async () => {
      await depositsOn();
      const who = await customerWithCar(ctx.app);
      const unpaid = await book(who);
      const held = await book(who);
      expect((await pay(who, held)).status).toBe(200);

      await withClock(async () => {
        // Earlier tests' unpaid bookings share the database: each release is looked at by its booking.
        now = new Date(START.getTime() + 59 * 60_000);
        await release();
        expect((await reread(who, unpaid)).status).toBe('pending');
        now = new Date(START.getTime() + 60 * 60_000);
        expect(await release()).toBeGreaterThanOrEqual(1);

        const released = await reread(who, unpaid);
        expect(released.status).toBe('cancelled');
        expect(released.payment_status).toBe('void');
        expect(released.cancellation_reason).toBe(messages.payments.depositReleased(formatMoney(5400), '11:30 AM, Sunday, 22 November 2026'));
        expect(await ctx.handle.db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, unpaid.id))).toEqual([]);
        const [told] = await mailsOf(unpaid, 'booking_cancelled');
        expect(told?.body).toContain('was not paid by');
        expect((await reread(who, held)).status).toBe('confirmed');
        expect(await release()).toBe(0);
      });
    });

    it('keeps a moved booking waiting for its deposit, due no later than its new start, and releases it then', async () => {
      await settings({ deposit_threshold: 10000, deposit_percent: 30, deposit_hold_minutes: 4320 });
      const who = await customerWithCar(ctx.app);
      const booking = await bookFor(ctx.app, who, '2026-11-28', { service: FULL_DETAIL });
      expect(booking.deposit?.due_by).toBe(new Date(START.getTime() + 3 * 24 * 60 * 60_000).toISOString());
      const moved = await call<Answer<BookingDetail>>(ctx.app, 'POST', `/api/bookings/${booking.id}/reschedule/`, {
        cookie: who.customer.cookie,
        body: { date: '2026-11-24', time: '10:00' },
      });
      expect(moved.status, moved.text).toBe(200);
      const after = await reread(who, booking);
      expect(after.status).toBe('rescheduled');
      // 10:00 in Karachi on 24 November.
      expect(after.deposit?.due_by).toBe('2026-11-24T05:00:00.000Z');
      await withClock(async () => {
        now = new Date('2026-11-24T05:00:00Z');
        await release();
        expect((await reread(who, booking)).status).toBe('cancelled');
      });
    });

    it('waits for a deposit payment the gateway has not decided yet, and My Bookings says it waits', async () => {
      await depositsOn();
      const who = await customerWithCar(ctx.app);
      const booking = await book(who);
      const pendingPaymentListed = async () =>
        (await call<{ data: BookingListItem[] }>(ctx.app, 'GET', '/api/customer/my-bookings/', { cookie: who.customer.cookie })).body.data.find((item) => item.id === booking.id)
          ?.pendingPayment;
      // Read once, so a list kept by the fast reads must notice the payment's arrival.
      expect(await pendingPaymentListed()).toBeNull();
      const [invoice] = await ctx.handle.db.select().from(invoices).where(eq(invoices.bookingId, booking.id));
      await ctx.handle.db.insert(payments).values({
        transactionId: 'txn_deposit_waiting_on_wallet_1',
        customerId: who.customer.user.id,
        bookingId: booking.id,
        invoiceId: invoice?.id ?? '',
        method: 'wallet',
        amount: 5400,
        status: 'pending',
        walletType: 'jazzcash',
      });
      expect(await pendingPaymentListed()).toBe('txn_deposit_waiting_on_wallet_1');
      now = new Date(START.getTime() + 2 * 60 * 60_000);
      await withClock(async () => {
        expect(await release()).toBe(0);
        expect((await reread(who, booking)).status).toBe('pending');
      });
    });

    it("counts the deposit in the reports on the day it was paid, and the balance on the day the desk took it", async () => {
      await depositsOn();
      const who = await customerWithCar(ctx.app);
      const dayOf = async (date: string) =>
        (await call<Answer<ReportSummary>>(ctx.app, 'GET', `/api/ops/reports/summary?from=${date}&to=${date}`, { headers: OPS_TOKEN_HEADERS })).body.data;
      await withClock(async () => {
        now = new Date('2026-11-23T05:30:00Z');
        const booking = await book(who);
        expect((await pay(who, booking)).status).toBe(200);
        now = new Date('2026-11-24T05:30:00Z');
        expect((await call(ctx.app, 'POST', `/api/ops/invoices/${booking.invoice_id}/paid`, { headers: OPS_TOKEN_HEADERS, body: { method: 'cash' } })).status).toBe(200);
        expect((await dayOf('2026-11-23')).revenue.collected).toBe(5400);
        expect((await dayOf('2026-11-24')).revenue.collected).toBe(12600);
        expect((await call<Answer<ReportSummary>>(ctx.app, 'GET', '/api/ops/reports/summary?from=2026-11-23&to=2026-11-24', { headers: OPS_TOKEN_HEADERS })).body.data).toMatchObject({
          revenue: { collected: 18000 },
          average_ticket: 18000,
        });
      });
    });

    it('gives a paid deposit back online when the customer cancels', async () => {
      await depositsOn();
      const who = await customerWithCar(ctx.app);
      const booking = await book(who);
      expect((await pay(who, booking)).status).toBe(200);
      const cancelled = await call(ctx.app, 'POST', `/api/bookings/${booking.id}/cancel/`, { cookie: who.customer.cookie, body: { reason: 'Travelling' } });
      expect(cancelled.status, cancelled.text).toBe(200);
      const [refund] = await ctx.handle.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
      expect(refund).toMatchObject({ channel: 'gateway', amount: 5400, status: 'succeeded' });
      expect((await reread(who, booking)).payment_status).toBe('refunded');
    });
  });
});

describe.each(backends)('deposits without online payment on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('', () => {
    const ctx = useApp(backend, { PAYMENT_GATEWAY: 'off' }, { now: () => START });

    it('are never asked: there is no way to pay one', async () => {
      const stored = await call<Answer<WorkshopSettingsData>>(ctx.app, 'GET', '/api/ops/settings', { headers: OPS_TOKEN_HEADERS });
      await call(ctx.app, 'PUT', '/api/ops/settings', { headers: OPS_TOKEN_HEADERS, body: { ...stored.body.data, deposit_threshold: 1000 } });
      const who = await customerWithCar(ctx.app);
      expect((await bookFor(ctx.app, who, '2026-11-25', { service: FULL_DETAIL })).deposit).toBeNull();
    });
  });
});
