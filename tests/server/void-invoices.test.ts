// A cancelled booking's unpaid invoice is void, on PGlite and PostgreSQL: everywhere the customer reads it, and
// nobody can pay it any more. A paid invoice stays paid.
import { describe, expect, it } from 'vitest';
import { addDays, karachiInstant } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { BookingDetail, BookingListItem, Invoice } from '../../src/domain/types';
import type { App } from '../../server/app';
import { call } from './helpers/app';
import { bookFor, customerWithCar, type CustomerWithCar } from './helpers/customers';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

// 10:30 in Karachi (UTC+5) on Sunday 22 November 2026.
const NOW = new Date('2026-11-22T05:30:00Z');
const TOMORROW = addDays('2026-11-22', 1);
const OPS = { Authorization: 'Bearer test-ops-token-0123456789abcdef' };
const CARD = { cardNumber: '4242 4242 4242 4242', cardHolder: 'Ayesha Khan', expiryDate: '12/28', cvv: '123' };

interface Answer<T> {
  success: boolean;
  message?: string;
  data: T;
}


/** The payment status as the customer reads it: the booking, My Bookings (list and item) and the invoice. */
async function paymentStatusSeenBy(app: App, who: CustomerWithCar, booking: BookingDetail) {
  const { cookie } = who.customer;
  const detail = await call<Answer<BookingDetail>>(app, 'GET', `/api/bookings/${booking.id}/`, { cookie });
  const list = await call<Answer<BookingListItem[]>>(app, 'GET', '/api/customer/my-bookings/', { cookie });
  const item = await call<Answer<BookingListItem>>(app, 'GET', `/api/customer/my-bookings/${booking.id}/`, { cookie });
  const invoice = await call<Answer<Invoice>>(app, 'GET', `/api/invoices/${booking.invoice_id}/`, { cookie });
  return {
    booking: detail.body.data.payment_status,
    list: list.body.data.find((entry) => entry.id === booking.id)?.paymentStatus,
    item: item.body.data.paymentStatus,
    invoice: invoice.body.data.payment_status,
  };
}
const everywhere = (status: string) => ({ booking: status, list: status, item: status, invoice: status });

describe.each(backends)('void invoices on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('cancelling', () => {
    const clock = { now: NOW };
    const ctx = useApp(backend, {}, { now: () => clock.now });

    it('voids the unpaid invoice when the customer cancels, through either path', async () => {
      const who = await customerWithCar(ctx.app);
      const first = await bookFor(ctx.app, who, TOMORROW);
      const second = await bookFor(ctx.app, who, addDays(TOMORROW, 1));
      expect(await paymentStatusSeenBy(ctx.app, who, first)).toEqual(everywhere('pending'));
      expect((await call(ctx.app, 'POST', `/api/bookings/${first.id}/cancel/`, { cookie: who.customer.cookie, body: {} })).status).toBe(200);
      expect(
        (await call(ctx.app, 'POST', `/api/customer/my-bookings/${second.id}/cancel/`, { cookie: who.customer.cookie, body: { cancellation_reason: 'Busy' } })).status,
      ).toBe(200);
      expect(await paymentStatusSeenBy(ctx.app, who, first)).toEqual(everywhere('void'));
      expect(await paymentStatusSeenBy(ctx.app, who, second)).toEqual(everywhere('void'));
    });

    it('voids it when an admin cancels, refunds one paid online, and records one paid at the workshop as given back there', async () => {
      const who = await customerWithCar(ctx.app);
      const unpaid = await bookFor(ctx.app, who, TOMORROW);
      const paid = await bookFor(ctx.app, who, addDays(TOMORROW, 2));
      const paidAtDesk = await bookFor(ctx.app, who, addDays(TOMORROW, 3));
      const payment = await call(ctx.app, 'POST', '/api/payments/card', { cookie: who.customer.cookie, body: { ...CARD, bookingId: paid.id } });
      expect(payment.status).toBe(200);
      expect((await call(ctx.app, 'POST', `/api/ops/invoices/${paidAtDesk.invoice_id}/paid`, { headers: OPS, body: { method: 'cash' } })).status).toBe(200);
      for (const booking of [unpaid, paid, paidAtDesk]) {
        expect((await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/status`, { headers: OPS, body: { status: 'cancelled' } })).status).toBe(200);
      }
      expect(await paymentStatusSeenBy(ctx.app, who, unpaid)).toEqual(everywhere('void'));
      expect(await paymentStatusSeenBy(ctx.app, who, paid)).toEqual(everywhere('refunded'));
      // An admin's (here the ops token's) cancellation refunds at once: money paid at the counter is recorded as returned.
      expect(await paymentStatusSeenBy(ctx.app, who, paidAtDesk)).toEqual(everywhere('refunded'));
    });

    it('leaves the invoice of a no-show pending (the workshop may still collect it)', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = await bookFor(ctx.app, who, TOMORROW);
      // a no-show is marked once the start time has passed
      clock.now = karachiInstant(TOMORROW, booking.start_time);
      try {
        expect((await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/status`, { headers: OPS, body: { status: 'no_show' } })).status).toBe(200);
      } finally {
        clock.now = NOW;
      }
      expect(await paymentStatusSeenBy(ctx.app, who, booking)).toEqual(everywhere('pending'));
    });
  });

  describe.skipIf(backend.skipReason !== null)('paying a void invoice', () => {
    const ctx = useApp(backend, {}, { now: () => NOW });

    it('is refused online (409) and by the workshop (409), and the invoice stays void', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = await bookFor(ctx.app, who, TOMORROW);
      await call(ctx.app, 'POST', `/api/bookings/${booking.id}/cancel/`, { cookie: who.customer.cookie, body: {} });
      const online = [
        await call(ctx.app, 'POST', '/api/payments/card', { cookie: who.customer.cookie, body: { ...CARD, bookingId: booking.id } }),
        await call(ctx.app, 'POST', '/api/payments/upi', { cookie: who.customer.cookie, body: { vpa: 'ayesha@oksbi', bookingId: booking.id } }),
      ];
      for (const answer of online) expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 409, message: messages.payments.notPayable });
      const atDesk = await call(ctx.app, 'POST', `/api/ops/invoices/${booking.invoice_id}/paid`, { headers: OPS, body: { method: 'cash' } });
      expect({ status: atDesk.status, message: atDesk.body.message }).toEqual({ status: 409, message: messages.invoice.void });
      expect(await paymentStatusSeenBy(ctx.app, who, booking)).toEqual(everywhere('void'));
    });
  });
});
