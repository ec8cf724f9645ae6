// Every payment is refunded at most once and every refund matches one payment, on PGlite and PostgreSQL: a
// refunded invoice is closed, so paying it again is refused online and at the desk (409 with a sentence), asking for
// the refund again answers the same refund, and a later cancellation claims no refund it did not make. The
// database itself refuses to move a refunded invoice back to paid.
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { BookingDetail, Refund } from '../../src/domain/types';
import { invoices, outbox, payments, refunds } from '../../server/db/schema';
import { call } from './helpers/app';
import { bookFor, customerWithCar, type CustomerWithCar } from './helpers/customers';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

// 10:30 in Karachi on Sunday 22 November 2026.
const NOW = new Date('2026-11-22T05:30:00Z');
const TOMORROW = addDays('2026-11-22', 1);
const OPS = { Authorization: 'Bearer test-ops-token-0123456789abcdef' };
const CARD = { cardNumber: '4242 4242 4242 4242', cardHolder: 'Ayesha Khan', expiryDate: '12/30', cvv: '123' };

interface Answer<T> {
  success: boolean;
  message: string;
  data: T;
}

describe.each(backends)('refunds once on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('a refunded invoice', () => {
    const ctx = useApp(backend, {}, { now: () => NOW });

    const payOnline = (who: CustomerWithCar, booking: BookingDetail) =>
      call<Answer<unknown>>(ctx.app, 'POST', '/api/payments/card', { cookie: who.customer.cookie, body: { ...CARD, bookingId: booking.id } });
    const payAtDesk = (booking: BookingDetail) =>
      call<Answer<unknown>>(ctx.app, 'POST', `/api/ops/invoices/${booking.invoice_id}/paid`, { headers: OPS, body: { method: 'cash' } });
    const refund = (booking: BookingDetail) => call<Answer<Refund>>(ctx.app, 'POST', `/api/ops/invoices/${booking.invoice_id}/refund`, { headers: OPS, body: {} });
    const refundsOf = (booking: BookingDetail) => ctx.handle.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
    const paymentStatusOf = async (booking: BookingDetail) =>
      (await ctx.handle.db.select({ status: invoices.paymentStatus }).from(invoices).where(eq(invoices.bookingId, booking.id)))[0]?.status;
    const cancellationMails = (booking: BookingDetail) =>
      ctx.handle.db.select().from(outbox).where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'booking_cancelled'))).orderBy(asc(outbox.id));

    /** Pays online, has the admin refund it while the booking is still active, and returns the refund. */
    const paidThenRefunded = async (who: CustomerWithCar, booking: BookingDetail): Promise<Refund> => {
      expect((await payOnline(who, booking)).status).toBe(200);
      const refunded = await refund(booking);
      expect(refunded.status).toBe(200);
      expect(refunded.body).toMatchObject({ message: messages.invoice.refunded, data: { status: 'succeeded', channel: 'gateway' } });
      return refunded.body.data;
    };

    it('cannot be paid again online or at the desk, and a second refund answers the first without a new one', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = await bookFor(ctx.app, who, TOMORROW);
      const first = await paidThenRefunded(who, booking);

      const online = await payOnline(who, booking);
      expect({ status: online.status, message: online.body.message }).toEqual({ status: 409, message: messages.payments.refunded });
      const upi = await call<Answer<unknown>>(ctx.app, 'POST', '/api/payments/upi', { cookie: who.customer.cookie, body: { vpa: 'ayesha@oksbi', bookingId: booking.id } });
      expect({ status: upi.status, message: upi.body.message }).toEqual({ status: 409, message: messages.payments.refunded });
      const desk = await payAtDesk(booking);
      expect({ status: desk.status, message: desk.body.message }).toEqual({ status: 409, message: messages.invoice.refundedClosed });

      const again = await refund(booking);
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual(first);
      expect(await paymentStatusOf(booking)).toBe('refunded');
      expect(await refundsOf(booking)).toHaveLength(1);
      const attempts = await ctx.handle.db.select({ status: payments.status }).from(payments).where(eq(payments.bookingId, booking.id));
      expect(attempts.map((attempt) => attempt.status)).toEqual(['refunded']);
    });

    it('cancelled afterwards claims no refund it did not make', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = await bookFor(ctx.app, who, addDays(TOMORROW, 1));
      const first = await paidThenRefunded(who, booking);
      expect((await payOnline(who, booking)).status).toBe(409);

      expect((await call(ctx.app, 'POST', `/api/bookings/${booking.id}/cancel/`, { cookie: who.customer.cookie, body: { reason: 'Travelling' } })).status).toBe(200);
      expect(await paymentStatusOf(booking)).toBe('refunded');
      expect((await refundsOf(booking)).map((row) => row.transactionId)).toEqual([first.transaction_id]);
      const mails = await cancellationMails(booking);
      expect(mails).toHaveLength(1);
      // The refund was the admin's, made before: the cancellation does not announce it as its own.
      expect(mails[0]?.body).not.toContain(first.transaction_id);
      const afterCancel = await refund(booking);
      expect(afterCancel.body.data.transaction_id).toBe(first.transaction_id);
    });

    it('paid and refunded at the desk is closed as well', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = await bookFor(ctx.app, who, addDays(TOMORROW, 2));
      expect((await payAtDesk(booking)).status).toBe(200);
      const counter = await refund(booking);
      expect(counter.body.data).toMatchObject({ channel: 'workshop', status: 'succeeded' });
      expect((await payAtDesk(booking)).body.message).toBe(messages.invoice.refundedClosed);
      expect((await payOnline(who, booking)).body.message).toBe(messages.payments.refunded);
      expect((await refund(booking)).body.data.transaction_id).toBe(counter.body.data.transaction_id);
      expect(await refundsOf(booking)).toHaveLength(1);
    });

    it('is refused by the database itself: a refunded or void invoice never goes back to paid, a paid one never to pending', async () => {
      const who = await customerWithCar(ctx.app);
      const refunded = await bookFor(ctx.app, who, addDays(TOMORROW, 3));
      await paidThenRefunded(who, refunded);
      const voided = await bookFor(ctx.app, who, addDays(TOMORROW, 4));
      expect((await call(ctx.app, 'POST', `/api/bookings/${voided.id}/cancel/`, { cookie: who.customer.cookie, body: {} })).status).toBe(200);
      const paid = await bookFor(ctx.app, who, addDays(TOMORROW, 5));
      expect((await payAtDesk(paid)).status).toBe(200);
      const move = (booking: BookingDetail, status: 'paid' | 'pending') =>
        ctx.handle.db.update(invoices).set({ paymentStatus: status }).where(eq(invoices.bookingId, booking.id));
      await expect(move(refunded, 'paid')).rejects.toThrow();
      await expect(move(voided, 'paid')).rejects.toThrow();
      await expect(move(paid, 'pending')).rejects.toThrow();
      expect([await paymentStatusOf(refunded), await paymentStatusOf(voided), await paymentStatusOf(paid)]).toEqual(['refunded', 'void', 'paid']);
    });

    it('paid again before this rule existed: the refund names the problem instead of answering the old refund', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = await bookFor(ctx.app, who, addDays(TOMORROW, 6));
      await paidThenRefunded(who, booking);
      // What the server let happen before refunded invoices were closed: the invoice paid again at the desk.
      await ctx.handle.db.transaction(async (tx) => {
        await tx.execute(sql`alter table invoices disable trigger invoices_payment_status_flow`);
        await tx.update(invoices).set({ paymentStatus: 'paid', paymentMethod: 'cash' }).where(eq(invoices.bookingId, booking.id));
        await tx.execute(sql`alter table invoices enable trigger invoices_payment_status_flow`);
      });
      const answer = await refund(booking);
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 409, message: messages.invoice.paidAgainAfterRefund });
      expect(await refundsOf(booking)).toHaveLength(1);
    });
  });

  describe.skipIf(backend.skipReason !== null)('the database', () => {
    const ctx = useApp(backend, {}, { now: () => NOW });

    it('holds one refund per payment', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = await bookFor(ctx.app, who, TOMORROW);
      expect((await call(ctx.app, 'POST', '/api/payments/card', { cookie: who.customer.cookie, body: { ...CARD, bookingId: booking.id } })).status).toBe(200);
      expect((await call(ctx.app, 'POST', `/api/ops/invoices/${booking.invoice_id}/refund`, { headers: OPS, body: {} })).status).toBe(200);
      const [made] = await ctx.handle.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
      if (!made) throw new Error('no refund was made');
      // Even without the one-per-invoice index (dropped in a transaction that is rolled back), a second refund of the
      // same payment is refused.
      const undo = new Error('undo the dropped index');
      const secondRefund = ctx.handle.db.transaction(async (tx) => {
        await tx.execute(sql`drop index refunds_invoice_unique`);
        const refused = await tx
          .transaction((inner) => inner.insert(refunds).values({ ...made, id: undefined, transactionId: `${made.transactionId}-again` }))
          .then(
            () => false,
            () => true,
          );
        expect(refused).toBe(true);
        throw undo;
      });
      await expect(secondRefund).rejects.toBe(undo);
      expect(await ctx.handle.db.select().from(refunds).where(eq(refunds.bookingId, booking.id))).toHaveLength(1);
    });
  });
});
