// Refunds are the owner's act, on PGlite and PostgreSQL: staff cancelling a paid booking leave the invoice paid and
// open a refund request; an admin approves it (refunded once) or declines it with a reason (the invoice stays paid);
// staff cannot decide. A customer cancelling a booking paid at the desk opens the same request and is told how the
// money comes back; one paid online is refunded at once as before. An admin's cancellation refunds at once. Every
// step is in the audit log with its amount.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { AuditEntry, BoardBooking, RefundRequest } from '../../src/domain/staff';
import type { BookingDetail, Paged } from '../../src/domain/types';
import { invoices, outbox, refundRequests, refunds } from '../../server/db/schema';
import { serverMessages } from '../../server/messages';
import { call, createTestApp } from './helpers/app';
import { bookFor, customerWithCar, type CustomerWithCar } from './helpers/customers';
import { OPS_TOKEN_HEADERS, staffWithSession, type StaffWithSession } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

// 10:30 in Karachi on Sunday 22 November 2026.
const NOW = new Date('2026-11-22T05:30:00Z');
const CARD = { cardNumber: '4242 4242 4242 4242', cardHolder: 'Ayesha Khan', expiryDate: '12/30', cvv: '123' };

interface Answer<T> {
  success: boolean;
  message: string;
  data: T;
}

describe.each(backends)('refund requests on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('', () => {
    const ctx = useApp(backend, { MAX_ACTIVE_BOOKINGS: '50' }, { now: () => NOW });
    let day = 0;
    const nextDay = () => addDays('2026-11-22', 1 + (day++ % 20));
    const staff = () => staffWithSession(ctx.handle.db, ctx.config, 'staff', 'Sana Staff');
    const admin = () => staffWithSession(ctx.handle.db, ctx.config, 'admin', 'Adeel Admin');

    const booked = async (who: CustomerWithCar) => bookFor(ctx.app, who, nextDay());
    const paidOnline = async (who: CustomerWithCar) => {
      const booking = await booked(who);
      expect((await call(ctx.app, 'POST', '/api/payments/card', { cookie: who.customer.cookie, body: { ...CARD, bookingId: booking.id } })).status).toBe(200);
      return booking;
    };
    const paidAtDesk = async (who: CustomerWithCar) => {
      const booking = await booked(who);
      expect((await call(ctx.app, 'POST', `/api/ops/invoices/${booking.invoice_id}/paid`, { headers: OPS_TOKEN_HEADERS, body: { method: 'cash' } })).status).toBe(200);
      return booking;
    };
    const consoleCancel = (booking: BookingDetail, by: StaffWithSession) =>
      call<Answer<BoardBooking>>(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/cancel`, { cookie: by.cookie, body: { reason: 'Pressure washer broken' } });
    const customerCancel = (who: CustomerWithCar, booking: BookingDetail) =>
      call(ctx.app, 'POST', `/api/bookings/${booking.id}/cancel/`, { cookie: who.customer.cookie, body: { reason: 'Travelling' } });
    const approve = (request: RefundRequest, by: { cookie?: string; headers?: Record<string, string> }) =>
      call<Answer<RefundRequest>>(ctx.app, 'POST', `/api/ops/refund-requests/${request.id}/approve`, { ...by, body: {} });
    const decline = (request: RefundRequest, by: { cookie?: string; headers?: Record<string, string> }, reason = 'Cancelled on the day: no refund by our terms') =>
      call<Answer<RefundRequest>>(ctx.app, 'POST', `/api/ops/refund-requests/${request.id}/decline`, { ...by, body: { reason } });

    const paymentStatusOf = async (booking: BookingDetail) =>
      (await ctx.handle.db.select({ status: invoices.paymentStatus }).from(invoices).where(eq(invoices.bookingId, booking.id)))[0]?.status;
    const refundsOf = (booking: BookingDetail) => ctx.handle.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
    const requestsOf = (booking: BookingDetail) => ctx.handle.db.select().from(refundRequests).where(eq(refundRequests.bookingId, booking.id));
    const openRequestOf = async (booking: BookingDetail, by: { cookie: string }): Promise<RefundRequest> => {
      const listed = await call<Answer<RefundRequest[]>>(ctx.app, 'GET', '/api/ops/refund-requests?status=open', by);
      expect(listed.status).toBe(200);
      const request = listed.body.data.find((item) => item.booking.id === booking.id);
      if (!request) throw new Error('no open refund request for the booking');
      return request;
    };
    const historyOf = async (booking: BookingDetail) =>
      (await call<Paged<AuditEntry>>(ctx.app, 'GET', `/api/ops/audit?booking=${booking.id}`, { headers: OPS_TOKEN_HEADERS })).body.results;
    const cancellationMail = async (booking: BookingDetail) =>
      (await ctx.handle.db.select().from(outbox).where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'booking_cancelled'))).orderBy(asc(outbox.id)))[0];

    it('staff cancelling a card-paid booking leave the invoice paid and open a request the admin sees, with the amount in the log', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = await paidOnline(who);
      const desk = await staff();
      const cancelled = await consoleCancel(booking, desk);
      expect(cancelled.status).toBe(200);
      expect(await paymentStatusOf(booking)).toBe('paid');
      expect(await refundsOf(booking)).toEqual([]);
      expect(cancelled.body.data.refund_request).toMatchObject({ status: 'open', amount: booking.total_amount });

      const owner = await admin();
      const request = await openRequestOf(booking, owner);
      expect(request).toMatchObject({
        status: 'open',
        booking: { id: booking.id, status: 'cancelled' },
        invoice_id: booking.invoice_id,
        money_back: { amount: booking.total_amount, channel: 'gateway', method: 'card', card_last4: '4242' },
        requested_by: { name: 'Sana Staff', role: 'staff' },
        decided_by: null,
        decline_reason: null,
      });
      const opened = (await historyOf(booking)).find((entry) => entry.action === 'refund_request.open');
      expect(opened).toMatchObject({ actor: { name: 'Sana Staff', role: 'staff' }, after: { refund_request: 'open', refund_amount: booking.total_amount, refund_channel: 'gateway' } });
      expect(opened?.summary).toContain(`refund amount: ${booking.total_amount}`);
      expect((await cancellationMail(booking))?.body).toContain('will be refunded once the workshop confirms it');
    });

    it('lets staff list requests but not approve or decline them (403)', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = await paidOnline(who);
      const desk = await staff();
      await consoleCancel(booking, desk);
      const request = await openRequestOf(booking, desk);
      for (const answer of [await approve(request, desk), await decline(request, desk)]) {
        expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 403, message: serverMessages.adminOnly });
      }
      expect(await paymentStatusOf(booking)).toBe('paid');
      expect((await requestsOf(booking)).map((row) => row.status)).toEqual(['open']);
    });

    it('an admin approving refunds the invoice once; approving again answers the same refund; the log names the amount', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = await paidOnline(who);
      await consoleCancel(booking, await staff());
      const owner = await admin();
      const request = await openRequestOf(booking, owner);

      const approved = await approve(request, owner);
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ message: serverMessages.refundRequestApproved, data: { status: 'approved', decided_by: 'Adeel Admin' } });
      expect(await paymentStatusOf(booking)).toBe('refunded');
      const again = await approve(request, owner);
      expect(again.status).toBe(200);
      const made = await refundsOf(booking);
      expect(made.map((refund) => ({ status: refund.status, channel: refund.channel, amount: refund.amount }))).toEqual([
        { status: 'succeeded', channel: 'gateway', amount: booking.total_amount },
      ]);
      expect((await requestsOf(booking))[0]).toMatchObject({ status: 'approved', refundId: made[0]?.id });
      const declineApproved = await decline(request, owner);
      expect({ status: declineApproved.status, message: declineApproved.body.message }).toEqual({ status: 409, message: serverMessages.refundRequestAlreadyApproved });
      const entry = (await historyOf(booking)).find((item) => item.action === 'refund_request.approve');
      expect(entry).toMatchObject({ actor: { role: 'admin' }, after: { refund_request: 'approved', refund_amount: booking.total_amount, refund_channel: 'gateway' } });
      // The board's marker follows the request.
      const shown = await call<Answer<{ booking: BoardBooking }>>(ctx.app, 'GET', `/api/ops/bookings/${booking.id}`, { cookie: owner.cookie });
      expect(shown.body.data.booking).toMatchObject({ refund_request: { status: 'approved' }, money_back: null });
    });

    it('an admin declining keeps the invoice paid with the reason recorded; a decided request cannot be decided again (409)', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = await paidOnline(who);
      await consoleCancel(booking, await staff());
      const owner = await admin();
      const request = await openRequestOf(booking, owner);

      const declined = await decline(request, owner);
      expect(declined.status).toBe(200);
      expect(declined.body).toMatchObject({
        message: serverMessages.refundRequestDeclined,
        data: { status: 'declined', decline_reason: 'Cancelled on the day: no refund by our terms', decided_by: 'Adeel Admin' },
      });
      expect(await paymentStatusOf(booking)).toBe('paid');
      expect(await refundsOf(booking)).toEqual([]);
      const entry = (await historyOf(booking)).find((item) => item.action === 'refund_request.decline');
      expect(entry).toMatchObject({ after: { refund_request: 'declined', refund_amount: booking.total_amount, reason: 'Cancelled on the day: no refund by our terms' } });

      const approveDeclined = await approve(request, owner);
      expect({ status: approveDeclined.status, message: approveDeclined.body.message }).toEqual({ status: 409, message: serverMessages.refundRequestAlreadyDeclined });
      const declineAgain = await decline(request, owner);
      expect({ status: declineAgain.status, message: declineAgain.body.message }).toEqual({ status: 409, message: serverMessages.refundRequestAlreadyDeclined });
      expect(await refundsOf(booking)).toEqual([]);
      const blank = await decline(request, owner, '   ');
      expect({ status: blank.status, reason: (blank.body as { errors?: Record<string, string[]> }).errors?.reason }).toEqual({ status: 400, reason: [messages.staff.declineReasonRequired] });
    });

    it('a customer cancelling a booking paid at the desk opens the request and is told how the money comes back', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = await paidAtDesk(who);
      expect((await customerCancel(who, booking)).status).toBe(200);
      expect(await paymentStatusOf(booking)).toBe('paid');
      const owner = await admin();
      const request = await openRequestOf(booking, owner);
      expect(request).toMatchObject({ money_back: { amount: booking.total_amount, channel: 'workshop', method: 'cash', card_last4: null }, requested_by: { role: 'customer' } });
      const board = await call<Answer<{ bookings: BoardBooking[] }>>(ctx.app, 'GET', `/api/ops/board?date=${request.booking.date}`, { cookie: owner.cookie });
      expect(board.body.data.bookings.find((item) => item.id === booking.id)?.refund_request).toMatchObject({ status: 'open', amount: booking.total_amount });
      const mail = await cancellationMail(booking);
      expect(mail?.body).toContain('at the workshop: we give it back at the workshop, or call us on');
      expect(mail?.body).toContain(ctx.config.company.phone);
      // Approving records the money given back at the counter.
      expect((await approve(request, owner)).status).toBe(200);
      expect((await refundsOf(booking)).map((refund) => refund.channel)).toEqual(['workshop']);
      expect(await paymentStatusOf(booking)).toBe('refunded');
    });

    it('a customer cancelling a booking paid online is refunded at once, as before, with no request', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = await paidOnline(who);
      expect((await customerCancel(who, booking)).status).toBe(200);
      expect(await paymentStatusOf(booking)).toBe('refunded');
      expect((await refundsOf(booking)).map((refund) => refund.status)).toEqual(['succeeded']);
      expect(await requestsOf(booking)).toEqual([]);
    });

    it('an admin cancelling refunds at once — online through the gateway, at the desk recorded — and the log names the amount', async () => {
      const owner = await admin();
      const who = await customerWithCar(ctx.app);
      const online = await paidOnline(who);
      expect((await consoleCancel(online, owner)).status).toBe(200);
      expect(await paymentStatusOf(online)).toBe('refunded');
      expect(await requestsOf(online)).toEqual([]);
      expect((await historyOf(online)).find((entry) => entry.action === 'invoice.refund')).toMatchObject({
        actor: { name: 'Adeel Admin', role: 'admin' },
        after: { refund_channel: 'gateway', refund_amount: online.total_amount },
      });

      const desk = await paidAtDesk(who);
      expect((await consoleCancel(desk, owner)).status).toBe(200);
      expect(await paymentStatusOf(desk)).toBe('refunded');
      expect((await refundsOf(desk)).map((refund) => ({ channel: refund.channel, amount: refund.amount }))).toEqual([{ channel: 'workshop', amount: desk.total_amount }]);
      expect((await historyOf(desk)).find((entry) => entry.action === 'invoice.refund')).toMatchObject({ after: { refund_channel: 'workshop', refund_amount: desk.total_amount, payment_status: 'refunded' } });
      expect((await cancellationMail(desk))?.body).toContain('has been given back to you at the workshop');
    });

    it('approving while the gateway cannot be reached approves the request and says the refund is pending', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = await paidOnline(who);
      await consoleCancel(booking, await staff());
      const request = await openRequestOf(booking, await admin());
      // A second instance on the same database with online payment switched off: the refund is claimed, not settled.
      const offline = (await createTestApp(ctx.handle.db, { MAX_ACTIVE_BOOKINGS: '50', PAYMENT_GATEWAY: 'off' }, { now: () => NOW })).app;
      const approved = await call<Answer<RefundRequest>>(offline, 'POST', `/api/ops/refund-requests/${request.id}/approve`, { headers: OPS_TOKEN_HEADERS, body: {} });
      expect(approved.body).toMatchObject({ message: serverMessages.refundRequestApprovedPending, data: { status: 'approved' } });
      expect((await refundsOf(booking)).map((refund) => refund.status)).toEqual(['pending']);
      expect(await paymentStatusOf(booking)).toBe('paid');
    });

    it('refunding the invoice from the booking answers its open request; bad filters and unknown ids are refused', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = await paidAtDesk(who);
      await consoleCancel(booking, await staff());
      expect((await call(ctx.app, 'POST', `/api/ops/invoices/${booking.invoice_id}/refund`, { headers: OPS_TOKEN_HEADERS, body: {} })).status).toBe(200);
      expect((await requestsOf(booking)).map((row) => row.status)).toEqual(['approved']);
      expect((await refundsOf(booking)).length).toBe(1);

      const badFilter = await call(ctx.app, 'GET', '/api/ops/refund-requests?status=maybe', { headers: OPS_TOKEN_HEADERS });
      expect({ status: badFilter.status, message: badFilter.body.message }).toEqual({ status: 400, message: serverMessages.refundRequestStatusInvalid });
      const unknown = await call(ctx.app, 'POST', '/api/ops/refund-requests/nothing-here/approve', { headers: OPS_TOKEN_HEADERS, body: {} });
      expect({ status: unknown.status, message: unknown.body.message }).toEqual({ status: 404, message: serverMessages.refundRequestNotFound });
    });
  });
});
