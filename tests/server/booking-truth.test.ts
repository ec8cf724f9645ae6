// Statuses and mails that tell the customer the truth, on PGlite and PostgreSQL: the cancellation's reason reaches
// the customer (booking detail, My Bookings, the mail); a customer's own cancellation is written in the booking's
// history; a pending booking's mail says it is received and the workshop's confirmation sends "confirmed" (or the
// workshop confirms web bookings at once); and no reminder comes hard on the heels of the confirmation.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/format';
import type { BookingDetail as ConsoleBookingDetail } from '../../src/domain/staff';
import type { BookingDetail, BookingListItem } from '../../src/domain/types';
import { outbox } from '../../server/db/schema';
import { queueDueReminders } from '../../server/mail/reminders';
import { startInstant } from '../../server/services/capacity';
import { changeSettings, readSettings } from '../../server/services/settings';
import { call } from './helpers/app';
import { bookFor, customerWithCar } from './helpers/customers';
import { OPS_TOKEN_HEADERS } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

// 10:30 in Karachi (UTC+5) on Sunday 22 November 2026.
const TODAY = '2026-11-22';
const NOW = new Date('2026-11-22T05:30:00Z');
const TOMORROW = addDays(TODAY, 1);
const DAY = addDays(TODAY, 3);
const REASON = 'The workshop is closed that day for a power cut; sorry.';
const MINUTE = 60_000;

interface Data<T> {
  data: T;
}

describe.each(backends)('statuses that tell the truth on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('with web bookings pending until the workshop confirms them', () => {
    const ctx = useApp(backend, {}, { now: () => NOW });
    const mailsOf = (bookingId: string, kind: string) =>
      ctx.handle.db.select().from(outbox).where(and(eq(outbox.bookingId, bookingId), eq(outbox.kind, kind))).orderBy(asc(outbox.id));

    it('shows the workshop’s cancellation reason to the customer: booking detail, My Bookings and the mail', async () => {
      const who = await customerWithCar(ctx.app);
      const kept = await bookFor(ctx.app, who, DAY, { time: '10:00' });
      const booking = await bookFor(ctx.app, who, DAY, { time: '14:00' });
      expect(booking.cancellation_reason).toBeNull();
      expect((await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/cancel`, { headers: OPS_TOKEN_HEADERS, body: { reason: REASON } })).status).toBe(200);

      const { cookie } = who.customer;
      const detail = await call<Data<BookingDetail>>(ctx.app, 'GET', `/api/bookings/${booking.id}/`, { cookie });
      expect(detail.body.data).toMatchObject({ status: 'cancelled', cancellation_reason: REASON });
      const item = await call<Data<BookingListItem>>(ctx.app, 'GET', `/api/customer/my-bookings/${booking.id}/`, { cookie });
      expect(item.body.data.cancellationReason).toBe(REASON);
      const list = await call<Data<BookingListItem[]>>(ctx.app, 'GET', '/api/customer/my-bookings/', { cookie });
      expect(list.body.data.find((entry) => entry.id === booking.id)?.cancellationReason).toBe(REASON);
      expect(list.body.data.find((entry) => entry.id === kept.id)?.cancellationReason).toBeNull();
      const paged = await call<{ results: BookingDetail[] }>(ctx.app, 'GET', '/api/bookings/my-bookings/', { cookie });
      expect(paged.body.results.find((entry) => entry.id === booking.id)?.cancellation_reason).toBe(REASON);

      const [mail] = await mailsOf(booking.id, 'booking_cancelled');
      expect(mail?.body).toContain(REASON);
      expect(mail?.html).toContain('power cut');
    });

    it('writes a customer’s own cancellation in the booking’s history: who (the customer) and when, through either path', async () => {
      const who = await customerWithCar(ctx.app);
      const first = await bookFor(ctx.app, who, DAY, { time: '08:00' });
      const second = await bookFor(ctx.app, who, DAY, { time: '12:00' });
      const { cookie } = who.customer;
      expect((await call(ctx.app, 'POST', `/api/customer/my-bookings/${first.id}/cancel/`, { cookie, body: { cancellation_reason: 'Plans changed' } })).status).toBe(200);
      expect((await call(ctx.app, 'POST', `/api/bookings/${second.id}/cancel/`, { cookie, body: { reason: '' } })).status).toBe(200);
      for (const [booking, reason] of [
        [first, 'Plans changed'],
        [second, ''],
      ] as const) {
        const page = await call<Data<ConsoleBookingDetail>>(ctx.app, 'GET', `/api/ops/bookings/${booking.id}`, { headers: OPS_TOKEN_HEADERS });
        expect(page.status).toBe(200);
        const [entry] = page.body.data.history;
        expect(entry).toMatchObject({
          at: NOW.toISOString(),
          actor: { id: who.customer.user.id, name: who.customer.user.name, role: 'customer' },
          action: 'booking.cancel',
          booking_id: booking.id,
          before: { status: 'pending' },
          after: { status: 'cancelled', reason },
        });
      }
    });

    it('mails a pending booking as received, and "confirmed" once the workshop confirms it', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = await bookFor(ctx.app, who, DAY, { time: '16:00' });
      expect(booking.status).toBe('pending');
      const [received] = await mailsOf(booking.id, 'booking_confirmation');
      expect(received?.subject).toMatch(/^Booking received: /);
      expect(received?.subject).not.toMatch(/confirmed/i);
      expect(received?.body).toContain('the workshop will confirm it');

      expect((await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/status`, { headers: OPS_TOKEN_HEADERS, body: { status: 'confirmed' } })).status).toBe(200);
      const mails = await mailsOf(booking.id, 'booking_confirmation');
      expect(mails).toHaveLength(2);
      expect(mails[1]?.subject).toMatch(/^Booking confirmed: /);
      expect(mails[1]?.body).toContain('Your booking is confirmed');

      // starting it sends no further confirmation
      expect((await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/status`, { headers: OPS_TOKEN_HEADERS, body: { status: 'in_progress' } })).status).toBe(200);
      expect(await mailsOf(booking.id, 'booking_confirmation')).toHaveLength(2);
    });

    it('sends no reminder right after the confirmation: a booking made under REMINDER_HOURS ahead is reminded the evening before', async () => {
      const who = await customerWithCar(ctx.app);
      // tomorrow 08:00, booked 21½ hours ahead: the usual 24-hour reminder would go at once
      const booking = await bookFor(ctx.app, who, TOMORROW, { time: '08:00' });
      const reminders = async () => (await mailsOf(booking.id, 'booking_reminder')).length;
      await queueDueReminders(ctx.handle.db, ctx.deps.mail, 24, new Date(NOW.getTime() + MINUTE));
      expect(await reminders()).toBe(0);
      const evening = startInstant(TODAY, '19:00');
      await queueDueReminders(ctx.handle.db, ctx.deps.mail, 24, new Date(evening.getTime() - MINUTE));
      expect(await reminders()).toBe(0);
      await queueDueReminders(ctx.handle.db, ctx.deps.mail, 24, evening);
      expect(await reminders()).toBe(1);
    });

    it('sends no reminder at all for a booking starting within 12 hours of its confirmation', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = await bookFor(ctx.app, who, TODAY, { time: '16:00' });
      const start = startInstant(TODAY, '16:00');
      for (const at of [new Date(NOW.getTime() + MINUTE), startInstant(TODAY, '13:00'), new Date(start.getTime() - MINUTE)]) {
        await queueDueReminders(ctx.handle.db, ctx.deps.mail, 24, at);
      }
      expect(await mailsOf(booking.id, 'booking_reminder')).toHaveLength(0);
    });
  });

  describe.skipIf(backend.skipReason !== null)('with the workshop confirming web bookings at once', () => {
    const ctx = useApp(backend, {}, { now: () => NOW });

    it('starts a web booking confirmed and mails it as confirmed', async () => {
      // As the Settings page switches it on (both settings rows are seeded by their first read).
      await ctx.deps.workshop.capacity();
      await ctx.deps.profile.fresh();
      const settings = await readSettings(ctx.handle.db);
      await changeSettings(ctx.handle.db, { id: null, name: 'ops token', role: 'ops_token' }, { ...settings, confirm_web_bookings: true }, NOW);
      ctx.deps.workshop.invalidate();
      expect(await ctx.deps.workshop.confirmsWebBookings()).toBe(true);
      const who = await customerWithCar(ctx.app);
      const booking = await bookFor(ctx.app, who, DAY);
      expect(booking.status).toBe('confirmed');
      const [mail] = await ctx.handle.db.select().from(outbox).where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'booking_confirmation')));
      expect(mail?.subject).toMatch(/^Booking confirmed: /);
    });
  });
});
