// The workshop's ops routes take a booking or an invoice by the 8-character number customers see (shortId) as well as
// by its full id, in any case, on PGlite and PostgreSQL: an unknown number is 404, a number two rows share is 409
// naming both (full id and what each is), and a refusal changes nothing.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, formatMoney, shortId } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { BookingDetail } from '../../src/domain/types';
import type { Database } from '../../server/db/client';
import { bookings, invoices } from '../../server/db/schema';
import { serverMessages } from '../../server/messages';
import type { OpsBooking } from '../../server/services/booking-reads';
import { call } from './helpers/app';
import { bookFor, customerWithCar } from './helpers/customers';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

// 10:30 in Karachi (UTC+5) on Sunday 22 November 2026.
const NOW = new Date('2026-11-22T05:30:00Z');
const TOMORROW = addDays('2026-11-22', 1);
const OPS = { Authorization: 'Bearer test-ops-token-0123456789abcdef' };

interface Envelope {
  success: boolean;
  message: string;
  data?: { id: string; status?: string; payment_status?: string; invoice_id?: string };
  errors?: Record<string, string[]>;
}

/** Another id ending in the same 8 characters as `id`. */
const twinOf = (id: string) => `${randomUUID().slice(0, -8)}${id.slice(-8)}`;

/** A second booking (and its invoice) whose ids end like the given booking's: two rows sharing each number. */
async function twinBooking(db: Database, booking: BookingDetail): Promise<{ bookingId: string; invoiceId: string }> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
  const [invoice] = await db.select().from(invoices).where(eq(invoices.bookingId, booking.id));
  const bookingId = twinOf(booking.id);
  const invoiceId = twinOf(invoice!.id);
  await db.insert(bookings).values({ ...row!, id: bookingId, idempotencyKey: null, bookingDate: addDays(TOMORROW, 3) });
  await db.insert(invoices).values({ ...invoice!, id: invoiceId, bookingId, invoiceNumber: `${invoice!.invoiceNumber}-TWIN` });
  return { bookingId, invoiceId };
}

describe.each(backends)('ops routes by short number on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('resolving', () => {
    const ctx = useApp(backend, {}, { now: () => NOW });
    const statusOf = async (id: string) => {
      const list = await call<{ data: OpsBooking[] }>(ctx.app, 'GET', '/api/ops/bookings', { headers: OPS });
      return list.body.data.find((booking) => booking.id === id);
    };

    it('moves a booking named by its number, in upper or lower case, and answers its full id', async () => {
      const booking = await bookFor(ctx.app, await customerWithCar(ctx.app), TOMORROW);
      const number = shortId(booking.id);
      const confirmed = await call<Envelope>(ctx.app, 'POST', `/api/ops/bookings/${number}/status`, { headers: OPS, body: { status: 'confirmed' } });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data).toEqual({ id: booking.id, status: 'confirmed' });
      const started = await call<Envelope>(ctx.app, 'POST', `/api/ops/bookings/${number.toLowerCase()}/status`, { headers: OPS, body: { status: 'in_progress' } });
      expect(started.body.data).toEqual({ id: booking.id, status: 'in_progress' });
      expect((await statusOf(booking.id))?.status).toBe('in_progress');
      // The full id keeps working, in any case.
      const done = await call<Envelope>(ctx.app, 'POST', `/api/ops/bookings/${booking.id.toUpperCase()}/status`, { headers: OPS, body: { status: 'completed' } });
      expect(done.body.data).toEqual({ id: booking.id, status: 'completed' });
    });

    it('marks paid and refunds an invoice named by its number', async () => {
      const booking = await bookFor(ctx.app, await customerWithCar(ctx.app), TOMORROW);
      const invoiceId = booking.invoice_id ?? '';
      const paid = await call<Envelope>(ctx.app, 'POST', `/api/ops/invoices/${shortId(invoiceId).toLowerCase()}/paid`, { headers: OPS, body: { method: 'cash' } });
      expect(paid.status).toBe(200);
      expect(paid.body.data).toMatchObject({ id: invoiceId, booking_id: booking.id, payment_status: 'paid' });
      const refunded = await call<Envelope>(ctx.app, 'POST', `/api/ops/invoices/${shortId(invoiceId)}/refund`, { headers: OPS, body: {} });
      expect(refunded.status).toBe(200);
      expect(refunded.body.data).toMatchObject({ invoice_id: invoiceId, booking_id: booking.id });
    });

    it('answers 404 for a number no booking or invoice has, and changes nothing', async () => {
      const booking = await bookFor(ctx.app, await customerWithCar(ctx.app), TOMORROW);
      const unknown = booking.id.slice(-8) === '00000000' ? '11111111' : '00000000';
      const status = await call<Envelope>(ctx.app, 'POST', `/api/ops/bookings/${unknown}/status`, { headers: OPS, body: { status: 'confirmed' } });
      expect({ status: status.status, message: status.body.message }).toEqual({ status: 404, message: messages.booking.notFound });
      for (const action of ['paid', 'refund']) {
        const answer = await call<Envelope>(ctx.app, 'POST', `/api/ops/invoices/${unknown}/${action}`, { headers: OPS, body: { method: 'cash' } });
        expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 404, message: messages.invoice.notFound });
      }
      expect((await statusOf(booking.id))?.status).toBe('pending');
    });

    it('refuses a number two bookings share with 409 naming both, changes nothing, and takes either full id', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = await bookFor(ctx.app, who, TOMORROW);
      const twin = await twinBooking(ctx.handle.db, booking);
      const number = shortId(booking.id);

      const refused = await call<Envelope>(ctx.app, 'POST', `/api/ops/bookings/${number.toLowerCase()}/status`, { headers: OPS, body: { status: 'confirmed' } });
      // Earliest first, each as its full id and what the front desk would recognise it by.
      const candidates = [
        [booking.id, TOMORROW],
        [twin.bookingId, addDays(TOMORROW, 3)],
      ].map(([id, date]) => `${id} (${serverMessages.bookingCandidate({ service: 'Express Exterior Wash', date: date!, start: booking.start_time, customer: 'Ayesha Khan', status: 'Pending' })})`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(serverMessages.numberAmbiguous(number, 'booking', candidates));
      expect(refused.body.errors).toEqual({ id: candidates });
      expect((await statusOf(booking.id))?.status).toBe('pending');
      expect((await statusOf(twin.bookingId))?.status).toBe('pending');

      const chosen = await call<Envelope>(ctx.app, 'POST', `/api/ops/bookings/${twin.bookingId}/status`, { headers: OPS, body: { status: 'confirmed' } });
      expect(chosen.body.data).toEqual({ id: twin.bookingId, status: 'confirmed' });
      expect((await statusOf(booking.id))?.status).toBe('pending');
    });

    it('refuses a number two invoices share with 409 naming both, and leaves both unpaid', async () => {
      const booking = await bookFor(ctx.app, await customerWithCar(ctx.app), TOMORROW);
      const twin = await twinBooking(ctx.handle.db, booking);
      const invoiceId = booking.invoice_id ?? '';
      const number = shortId(invoiceId);

      const candidates = [
        [invoiceId, TOMORROW],
        [twin.invoiceId, addDays(TOMORROW, 3)],
      ].map(([id, date]) => {
        const row = { total: formatMoney(booking.total_amount), service: 'Express Exterior Wash', date: date!, start: booking.start_time, customer: 'Ayesha Khan', paymentStatus: 'pending' };
        return `${id} (${serverMessages.invoiceCandidate(row)})`;
      });
      for (const action of ['paid', 'refund']) {
        const refused = await call<Envelope>(ctx.app, 'POST', `/api/ops/invoices/${number}/${action}`, { headers: OPS, body: { method: 'card' } });
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe(serverMessages.numberAmbiguous(number, 'invoice', candidates));
        expect(refused.body.errors).toEqual({ id: candidates });
      }
      const rows = await ctx.handle.db.select({ status: invoices.paymentStatus }).from(invoices).where(eq(invoices.bookingId, booking.id));
      expect(rows).toEqual([{ status: 'pending' }]);
    });
  });
});
