// What each change of a booking queues, in the change's own transaction: the confirmation with its calendar entry,
// the reschedule (same UID, higher SEQUENCE), the cancellation (METHOD:CANCEL, and the refund of an online
// payment), the payment receipt with the invoice PDF, reminders once per booking and start time, the contact form's
// two mails; and the calendar file without mail.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { BookingDetail, OpsMail, OpsMailDetail, Refund } from '../../src/domain/types';
import { outbox, payments, refunds, type OutboxRow } from '../../server/db/schema';
import { queueDueReminders } from '../../server/mail/reminders';
import { mailContextOf } from '../../server/mail/types';
import { startInstant } from '../../server/services/capacity';
import { call, testConfig } from './helpers/app';
import { createApp } from '../../server/app';
import { createAppDeps } from '../../server/app-deps';
import { serverMessages } from '../../server/messages';
import { sandboxGateway, type PaymentGateway } from '../../server/services/payment-gateway';
import { settlePendingRefunds, STALE_REFUND_MS } from '../../server/services/refunds';
import { bookFor, customerWithCar, type CustomerWithCar } from './helpers/customers';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

const NOW = new Date('2026-11-22T05:30:00Z');
const DAY = addDays('2026-11-22', 3);
const OPS = { Authorization: 'Bearer test-ops-token-0123456789abcdef' };
const HOUR = 60 * 60 * 1000;

/** The unfolded lines of an iCalendar text, as NAME[;params] → value. */
const calendarLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
const property = (ics: string, name: string) => calendarLines(ics).find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))?.replace(/^[^:]*:/, '');
const calendarOf = (mail: OutboxRow | undefined) => {
  const attachment = mail?.attachments.find((candidate) => candidate.contentType.startsWith('text/calendar'));
  return attachment && 'content' in attachment ? attachment.content : '';
};

describe.each(backends)('mail a booking sends on $name', (backend) => {
  const ctx = useApp(backend, {}, { now: () => NOW });
  const mailsOf = (bookingId: string) => ctx.handle.db.select().from(outbox).where(eq(outbox.bookingId, bookingId)).orderBy(asc(outbox.id));
  const pay = (who: CustomerWithCar, booking: BookingDetail) =>
    call(ctx.app, 'POST', '/api/payments/card', {
      cookie: who.customer.cookie,
      body: { bookingId: booking.id, amount: booking.total_amount, cardNumber: '4242 4242 4242 4242', cardHolder: 'Ayesha Khan', expiryDate: '12/30', cvv: '123' },
    });

  it.skipIf(backend.skipReason !== null)('confirms a new booking with a calendar request, and follows a reschedule and a cancellation with the same UID', async () => {
    const who = await customerWithCar(ctx.app);
    const booking = await bookFor(ctx.app, who, DAY, { time: '10:00' });
    const [confirmation] = await mailsOf(booking.id);
    expect(confirmation).toMatchObject({ to: who.customer.email, kind: 'booking_confirmation', status: 'queued' });
    expect(confirmation?.body).toContain(who.car.license_plate);
    const request = calendarOf(confirmation);
    expect(property(request, 'METHOD')).toBe('REQUEST');
    expect(property(request, 'SEQUENCE')).toBe('0');
    expect(property(request, 'DTSTART')).toBe(`${DAY.replaceAll('-', '')}T050000Z`);
    const uid = property(request, 'UID');
    expect(uid).toContain(booking.id);

    const moved = await call(ctx.app, 'POST', `/api/bookings/${booking.id}/reschedule/`, { cookie: who.customer.cookie, body: { date: DAY, time: '14:00' } });
    expect(moved.status).toBe(200);
    const rescheduled = (await mailsOf(booking.id))[1];
    expect(rescheduled?.kind).toBe('booking_rescheduled');
    expect(property(calendarOf(rescheduled), 'UID')).toBe(uid);
    expect(property(calendarOf(rescheduled), 'SEQUENCE')).toBe('1');
    expect(property(calendarOf(rescheduled), 'DTSTART')).toBe(`${DAY.replaceAll('-', '')}T090000Z`);

    expect((await call(ctx.app, 'POST', `/api/bookings/${booking.id}/cancel/`, { cookie: who.customer.cookie, body: { reason: 'Travelling' } })).status).toBe(200);
    const cancelled = (await mailsOf(booking.id))[2];
    expect(cancelled?.kind).toBe('booking_cancelled');
    expect(property(calendarOf(cancelled), 'METHOD')).toBe('CANCEL');
    expect(property(calendarOf(cancelled), 'UID')).toBe(uid);
    expect(property(calendarOf(cancelled), 'SEQUENCE')).toBe('2');
  });

  it.skipIf(backend.skipReason !== null)('queues nothing for a booking the server refused', async () => {
    const who = await customerWithCar(ctx.app);
    const before = await ctx.handle.db.select().from(outbox).where(eq(outbox.to, who.customer.email));
    const refused = await call(ctx.app, 'POST', '/api/bookings/create-customer/', {
      cookie: who.customer.cookie,
      body: { service: 'express-exterior-wash', car: who.car.id, booking_date: DAY, time: '09:00' },
    });
    expect(refused.status).toBe(400);
    expect(await ctx.handle.db.select().from(outbox).where(eq(outbox.to, who.customer.email))).toEqual(before);
  });

  it.skipIf(backend.skipReason !== null)('sends the receipt with the invoice PDF, and refunds an online payment when the booking is cancelled', async () => {
    const who = await customerWithCar(ctx.app);
    const booking = await bookFor(ctx.app, who, DAY);
    expect((await pay(who, booking)).status).toBe(200);
    const receipt = (await mailsOf(booking.id)).find((mail) => mail.kind === 'payment_received');
    expect(receipt?.attachments).toContainEqual(expect.objectContaining({ contentType: 'application/pdf', invoicePdf: booking.invoice_id }));

    expect((await call(ctx.app, 'POST', `/api/customer/my-bookings/${booking.id}/cancel/`, { cookie: who.customer.cookie, body: { cancellation_reason: '' } })).status).toBe(200);
    const invoice = await call<{ data: { payment_status: string } }>(ctx.app, 'GET', `/api/invoices/${booking.invoice_id}/`, { cookie: who.customer.cookie });
    expect(invoice.body.data.payment_status).toBe('refunded');
    const [refund] = await ctx.handle.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(refund).toMatchObject({ channel: 'gateway', status: 'succeeded', amount: booking.total_amount });
    const [payment] = await ctx.handle.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment?.status).toBe('refunded');
    const cancelled = (await mailsOf(booking.id)).filter((mail) => mail.kind === 'booking_cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.body).toContain(refund?.transactionId ?? 'a refund reference');

    // Asking the workshop to refund it again answers the same refund.
    const again = await call<{ data: Refund }>(ctx.app, 'POST', `/api/ops/invoices/${booking.invoice_id}/refund`, { headers: OPS, body: {} });
    expect(again.status).toBe(200);
    expect(again.body.data.transaction_id).toBe(refund?.transactionId);
  });

  it.skipIf(backend.skipReason !== null)('keeps a refund the gateway could not make pending, and settles it with the cancellation mail once it can', async () => {
    let reachable = false;
    const flaky: PaymentGateway = {
      ...sandboxGateway(),
      refund: async () => {
        if (!reachable) throw new Error('connection refused');
        return { status: 'refunded' };
      },
    };
    const config = testConfig();
    config.now = () => NOW;
    const app = createApp(createAppDeps({ db: ctx.handle.db, config, gateway: flaky }));
    const who = await customerWithCar(app);
    const booking = await bookFor(app, who, DAY);
    expect((await pay(who, booking)).status).toBe(200);
    const pending = await call<{ data: Refund; message: string }>(app, 'POST', `/api/ops/invoices/${booking.invoice_id}/refund`, { headers: OPS, body: {} });
    expect(pending.body).toMatchObject({ message: messages.invoice.refundPending, data: { status: 'pending', channel: 'gateway' } });
    expect((await call(app, 'POST', `/api/bookings/${booking.id}/cancel/`, { cookie: who.customer.cookie, body: { reason: '' } })).status).toBe(200);
    expect((await mailsOf(booking.id)).filter((mail) => mail.kind === 'booking_cancelled')).toHaveLength(0);

    reachable = true;
    const mail = mailContextOf(config);
    expect(await settlePendingRefunds(ctx.handle.db, flaky, mail, NOW)).toBe(0);
    expect(await settlePendingRefunds(ctx.handle.db, flaky, mail, new Date(NOW.getTime() + STALE_REFUND_MS + 1000))).toBe(1);
    const cancelled = (await mailsOf(booking.id)).filter((mail) => mail.kind === 'booking_cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.body).toContain(pending.body.data.transaction_id);
    const invoice = await call<{ data: { payment_status: string } }>(app, 'GET', `/api/invoices/${booking.invoice_id}/`, { cookie: who.customer.cookie });
    expect(invoice.body.data.payment_status).toBe('refunded');
  });

  it.skipIf(backend.skipReason !== null)('records the refund of money taken at the workshop, and refuses to refund an unpaid invoice', async () => {
    const who = await customerWithCar(ctx.app);
    const booking = await bookFor(ctx.app, who, DAY);
    const unpaid = await call<{ message: string }>(ctx.app, 'POST', `/api/ops/invoices/${booking.invoice_id}/refund`, { headers: OPS, body: {} });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe(messages.invoice.refundNeedsPaid);

    expect((await call(ctx.app, 'POST', `/api/ops/invoices/${booking.invoice_id}/paid`, { headers: OPS, body: { method: 'cash' } })).status).toBe(200);
    expect((await mailsOf(booking.id)).map((mail) => mail.kind)).toContain('payment_received');
    const refunded = await call<{ data: Refund; message: string }>(ctx.app, 'POST', `/api/ops/invoices/${booking.invoice_id}/refund`, { headers: OPS, body: {} });
    expect(refunded.status).toBe(200);
    expect(refunded.body.message).toBe(messages.invoice.refunded);
    expect(refunded.body.data).toMatchObject({ channel: 'workshop', status: 'succeeded', amount: booking.total_amount });
    const list = await call<{ data: Array<{ id: string; paymentStatus: string | null }> }>(ctx.app, 'GET', '/api/customer/my-bookings/', { cookie: who.customer.cookie });
    expect(list.body.data.find((item) => item.id === booking.id)?.paymentStatus).toBe('refunded');
  });

  it.skipIf(backend.skipReason !== null)('acknowledges a contact message to its sender and copies it to the workshop, reply-to the sender', async () => {
    const email = `sender.${Date.now()}@example.pk`;
    const sent = await call(ctx.app, 'POST', '/api/contact/recieve/', {
      body: { name: 'Bilal Ahmed', email, phone: '03001234567', service: 'Ceramic coating', message: 'Do you coat motorbikes?' },
    });
    expect(sent.status).toBe(201);
    const [acknowledgement] = await ctx.handle.db.select().from(outbox).where(and(eq(outbox.to, email), eq(outbox.kind, 'contact_acknowledgement')));
    expect(acknowledgement?.body).not.toContain('Do you coat motorbikes?');
    const [copy] = await ctx.handle.db.select().from(outbox).where(and(eq(outbox.replyTo, email), eq(outbox.kind, 'contact_copy')));
    expect(copy?.to).toBe(ctx.config.company.email);
    expect(copy?.body).toContain('03001234567');
    expect(copy?.body).toContain('Do you coat motorbikes?');
  });

  it.skipIf(backend.skipReason !== null)('offers the booking as a calendar file to its owner only', async () => {
    const who = await customerWithCar(ctx.app);
    const stranger = await customerWithCar(ctx.app);
    const booking = await bookFor(ctx.app, who, DAY, { time: '16:00' });
    const file = await call(ctx.app, 'GET', `/api/bookings/${booking.id}/calendar.ics`, { cookie: who.customer.cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/calendar');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="booking-[0-9A-F]{8}\.ics"$/);
    expect(property(file.text, 'DTSTART')).toBe(`${DAY.replaceAll('-', '')}T110000Z`);
    expect(property(file.text, 'UID')).toBe(property(calendarOf((await mailsOf(booking.id))[0]), 'UID'));
    expect((await call(ctx.app, 'GET', `/api/bookings/${booking.id}/calendar.ics`, { cookie: stranger.customer.cookie })).status).toBe(404);
    expect((await call(ctx.app, 'GET', `/api/bookings/${booking.id}/calendar.ics`)).status).toBe(401);
  });

  it.skipIf(backend.skipReason !== null)('lets the workshop read the queue and send a failed mail again', async () => {
    const who = await customerWithCar(ctx.app);
    const booking = await bookFor(ctx.app, who, DAY);
    const [confirmation] = await mailsOf(booking.id);
    const listed = await call<{ data: OpsMail[] }>(ctx.app, 'GET', `/api/ops/mail?to=${encodeURIComponent(who.customer.email)}`, { headers: OPS });
    expect(listed.body.data.map((mail) => mail.kind)).toContain('booking_confirmation');
    const shown = await call<{ data: OpsMailDetail }>(ctx.app, 'GET', `/api/ops/mail/${confirmation?.id}`, { headers: OPS });
    expect(shown.body.data).toMatchObject({ status: 'queued', subject: confirmation?.subject, text: confirmation?.body });
    expect(shown.body.data.attachments[0]?.content_type).toContain('text/calendar');

    const notFailed = await call<{ message: string }>(ctx.app, 'POST', `/api/ops/mail/${confirmation?.id}/resend`, { headers: OPS, body: {} });
    expect(notFailed).toMatchObject({ status: 409, body: { message: serverMessages.mailOnlyFailedResent } });
    await ctx.handle.db.update(outbox).set({ status: 'failed', attempts: 8, lastError: '550 mailbox unavailable' }).where(eq(outbox.id, confirmation?.id ?? 0));
    const resent = await call<{ data: OpsMail; message: string }>(ctx.app, 'POST', `/api/ops/mail/${confirmation?.id}/resend`, { headers: OPS, body: {} });
    expect(resent.body).toMatchObject({ message: serverMessages.mailQueuedAgain, data: { status: 'queued', attempts: 0, last_error: null } });
    expect((await call<{ message: string }>(ctx.app, 'POST', `/api/ops/mail/${confirmation?.id}/resend`, { headers: OPS, body: {} })).body.message).toBe(
      serverMessages.mailOnlyFailedResent,
    );
    const missing = await call<{ message: string }>(ctx.app, 'GET', '/api/ops/mail/999999999', { headers: OPS });
    expect(missing).toMatchObject({ status: 404, body: { message: serverMessages.mailNotFound } });
    const badStatus = await call<{ message: string }>(ctx.app, 'GET', '/api/ops/mail?status=lost', { headers: OPS });
    expect(badStatus).toMatchObject({ status: 400, body: { message: serverMessages.mailStatusInvalid } });
    expect((await call(ctx.app, 'GET', '/api/ops/mail', { cookie: who.customer.cookie })).status).toBe(403);
  });
});

describe.each(backends)('reminders on $name', (backend) => {
  const ctx = useApp(backend, {}, { now: () => NOW });
  const context = () => mailContextOf(ctx.config);
  const remindersOf = async (bookingId: string) =>
    (await ctx.handle.db.select().from(outbox).where(and(eq(outbox.bookingId, bookingId), eq(outbox.kind, 'booking_reminder')))).length;

  it.skipIf(backend.skipReason !== null)('sends one reminder a day before the start, again for a new time, and none once cancelled', async () => {
    const who = await customerWithCar(ctx.app);
    const booking = await bookFor(ctx.app, who, DAY, { time: '12:00' });
    const start = startInstant(DAY, '12:00');
    await queueDueReminders(ctx.handle.db, context(), 24, new Date(start.getTime() - 24 * HOUR - 60_000));
    expect(await remindersOf(booking.id)).toBe(0);
    const due = new Date(start.getTime() - 24 * HOUR);
    await queueDueReminders(ctx.handle.db, context(), 24, due);
    await queueDueReminders(ctx.handle.db, context(), 24, new Date(due.getTime() + 60_000));
    expect(await remindersOf(booking.id)).toBe(1);
    const [reminder] = await ctx.handle.db.select().from(outbox).where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'booking_reminder')));
    expect(reminder?.to).toBe(who.customer.email);

    // Moved to another time: a reminder for the new start.
    expect((await call(ctx.app, 'POST', `/api/bookings/${booking.id}/reschedule/`, { cookie: who.customer.cookie, body: { date: DAY, time: '16:00' } })).status).toBe(200);
    await queueDueReminders(ctx.handle.db, context(), 24, new Date(startInstant(DAY, '16:00').getTime() - 23 * HOUR));
    expect(await remindersOf(booking.id)).toBe(2);

    const other = await bookFor(ctx.app, who, addDays(DAY, 1), { time: '10:00' });
    expect((await call(ctx.app, 'POST', `/api/bookings/${other.id}/cancel/`, { cookie: who.customer.cookie, body: { reason: '' } })).status).toBe(200);
    await queueDueReminders(ctx.handle.db, context(), 24, new Date(startInstant(addDays(DAY, 1), '10:00').getTime() - HOUR));
    expect(await remindersOf(other.id)).toBe(0);
  });

  it.skipIf(backend.name !== 'postgres' || backend.skipReason !== null)('sends each reminder once when two instances sweep at the same time', async () => {
    const second = await backend.reopen(ctx.handle);
    try {
      const who = await customerWithCar(ctx.app);
      const booking = await bookFor(ctx.app, who, addDays(DAY, 2), { time: '14:00' });
      const at = new Date(startInstant(addDays(DAY, 2), '14:00').getTime() - 2 * HOUR);
      const counts = await Promise.all([queueDueReminders(ctx.handle.db, context(), 24, at), queueDueReminders(second.db, context(), 24, at), queueDueReminders(ctx.handle.db, context(), 24, at)]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
      expect(await remindersOf(booking.id)).toBe(1);
    } finally {
      await second.close();
    }
  });
});
