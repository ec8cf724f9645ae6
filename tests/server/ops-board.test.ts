// The console's day board, search, booking page and actions (cancel with a reason, reschedule) through app.request,
// on a fixed clock: noon in Karachi, so this morning's start times are past and tomorrow's are free.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, karachiInstant, shortId, todayInKarachi } from '../../src/domain/format';
import { formatConsoleDay } from '../../src/domain/console/consoleFormat';
import { messages } from '../../src/domain/messages';
import type { Board, BoardBooking, BookingDetail as ConsoleBookingDetail } from '../../src/domain/staff';
import type { BookingDetail } from '../../src/domain/types';
import { bookings, outbox } from '../../server/db/schema';
import { call, signedInCustomer } from './helpers/app';
import { addCarFor, bookFor, customerWithCar } from './helpers/customers';
import { OPS_TOKEN_HEADERS, signedInStaff } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

const TODAY = todayInKarachi(new Date(Date.now() + 24 * 60 * 60 * 1000));
const NOW = karachiInstant(TODAY, '12:00');
const TOMORROW = addDays(TODAY, 1);
const CLOSED = addDays(TODAY, 3);

interface Success<T> {
  success: true;
  message?: string;
  data: T;
}
interface Refusal {
  message: string;
  reason?: string;
  errors?: Record<string, string[]>;
}

describe.each(backends)('the day board on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('', () => {
    const ctx = useApp(backend, { BAYS: '2', SLOT_MINUTES: '120', CLOSED_DATES: CLOSED }, { now: () => NOW });
    const asToken = (method: string, url: string, body?: unknown) => call<Success<unknown> & Refusal>(ctx.app, method, url, { headers: OPS_TOKEN_HEADERS, body });
    const board = (date: string, headers: Record<string, string> = {}, cookie: string | null = null) =>
      call<Success<Board>>(ctx.app, 'GET', `/api/ops/board?date=${date}`, { headers: cookie ? headers : { ...OPS_TOKEN_HEADERS, ...headers }, cookie });

    it('shows the day’s bays, slots and bookings with everything the desk needs', async () => {
      const who = await customerWithCar(ctx.app);
      const booked = await bookFor(ctx.app, who, TOMORROW, { time: '10:00', customer_notes: 'Gate 2' });
      const staff = await signedInStaff(ctx.app, ctx.handle.db, 'staff');
      const answer = await board(TOMORROW, {}, staff.cookie);
      expect(answer.status).toBe(200);
      const data = answer.body.data;
      expect(data).toMatchObject({ date: TOMORROW, bays: 2, slot_minutes: 120, closed: false, closed_note: '' });
      expect(data.slots).toEqual(['08:00', '10:00', '12:00', '14:00', '16:00', '18:00']);
      expect(data.version).toMatch(/^[0-9a-f]{16}$/);
      expect(answer.headers.get('etag')).toBe(`"${data.version}"`);
      const shown = data.bookings.find((booking) => booking.id === booked.id);
      expect(shown).toEqual({
        id: booked.id,
        short_id: shortId(booked.id),
        date: TOMORROW,
        start_time: '10:00',
        end_time: '12:00',
        bay: booked.bay,
        status: 'pending',
        source: 'web',
        customer: { id: who.customer.user.id, name: 'Ayesha Khan', phone: '03001234567', email: who.customer.email },
        vehicle: { make: 'Toyota', model: 'Corolla', year: 2021, plate: who.car.license_plate, color: 'White' },
        service: { id: 'express-exterior-wash', name: booked.service.name, duration_minutes: 120 },
        items: booked.items,
        duration: 120,
        notes: 'Gate 2',
        cancellation_reason: null,
        invoice: { id: booked.invoice_id, total: booked.total_amount, payment_status: 'pending', payment_method: null },
        deposit: null,
        // no no-show before the start time
        allowed_actions: ['confirm', 'cancel', 'reschedule', 'mark_paid'],
        money_back: null,
        refund_request: null,
      });
    });

    it('answers today by default, 400 for a bad date, and says when the day is closed', async () => {
      expect((await call<Success<Board>>(ctx.app, 'GET', '/api/ops/board', { headers: OPS_TOKEN_HEADERS })).body.data.date).toBe(TODAY);
      const bad = await call<Refusal>(ctx.app, 'GET', '/api/ops/board?date=2025-02-30', { headers: OPS_TOKEN_HEADERS });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(messages.booking.dateInvalid);
      expect((await board(CLOSED)).body.data.closed).toBe(true);
    });

    it('answers 304 while nothing changed, and a new version when a booking is made, paid or cancelled', async () => {
      const date = addDays(TODAY, 2);
      const versionNow = async () => {
        const answer = await board(date);
        expect(answer.status).toBe(200);
        const unchanged = await board(date, { 'If-None-Match': answer.headers.get('etag') ?? '' });
        expect(unchanged.status).toBe(304);
        expect(unchanged.text).toBe('');
        return answer.body.data.version;
      };
      const empty = await versionNow();
      const who = await customerWithCar(ctx.app);
      const booked = await bookFor(ctx.app, who, date);
      const withBooking = await versionNow();
      expect(withBooking).not.toBe(empty);
      expect((await board(date, { 'If-None-Match': `"${empty}"` })).status).toBe(200);

      const paid = await call(ctx.app, 'POST', '/api/payments/card', {
        cookie: who.customer.cookie,
        body: { cardNumber: '4242424242424242', cardHolder: 'Ayesha Khan', expiryDate: '12/35', cvv: '123', bookingId: booked.id },
      });
      expect(paid.status).toBe(200);
      const afterPayment = await versionNow();
      expect(afterPayment).not.toBe(withBooking);

      const cancelled = await call(ctx.app, 'POST', `/api/customer/my-bookings/${booked.id}/cancel/`, { cookie: who.customer.cookie, body: { cancellation_reason: 'Plans changed' } });
      expect(cancelled.status).toBe(200);
      expect(await versionNow()).not.toBe(afterPayment);
      // Still on the board, dimmed by its status.
      expect((await board(date)).body.data.bookings.map((booking) => booking.status)).toEqual(['cancelled']);
    });

    it('gives an admin the refund of a paid booking, and staff not', async () => {
      const date = addDays(TODAY, 4);
      const booked = await bookFor(ctx.app, await customerWithCar(ctx.app), date);
      expect((await asToken('POST', `/api/ops/invoices/${booked.invoice_id}/paid`, { method: 'cash' })).status).toBe(200);
      const staff = await signedInStaff(ctx.app, ctx.handle.db, 'staff');
      const admin = await signedInStaff(ctx.app, ctx.handle.db, 'admin');
      const actionsFor = async (cookie: string) => (await board(date, {}, cookie)).body.data.bookings[0]?.allowed_actions;
      expect(await actionsFor(staff.cookie)).toEqual(['confirm', 'cancel', 'reschedule']);
      expect(await actionsFor(admin.cookie)).toEqual(['confirm', 'cancel', 'reschedule', 'refund']);
    });

    describe('search', () => {
      let booked: BookingDetail;
      let plate: string;
      it('finds a booking by full id, 8-character number, phone, plate and name', async () => {
        const customer = await signedInCustomer(ctx.app, { full_name: 'Zubair Qureshi', phone_number: '0321 5550199' });
        const car = await addCarFor(ctx.app, customer, { license_plate: 'bkr 4471' });
        plate = car.license_plate;
        booked = await bookFor(ctx.app, { customer, car }, addDays(TODAY, 5));
        const search = async (q: string) => {
          const answer = await call<Success<BoardBooking[]>>(ctx.app, 'GET', `/api/ops/bookings/search?q=${encodeURIComponent(q)}`, { headers: OPS_TOKEN_HEADERS });
          expect(answer.status, q).toBe(200);
          return answer.body.data.map((booking) => booking.id);
        };
        for (const q of [booked.id, booked.id.toUpperCase(), shortId(booked.id), shortId(booked.id).toLowerCase(), '+92 321 5550199', '0321-5550199', '5550199', 'BKR4471', 'bkr-4471', 'zubair', 'QURESHI']) {
          expect(await search(q), q).toEqual([booked.id]);
        }
        expect(await search('nobody by this name')).toEqual([]);
        expect(plate).toMatch(/BKR/);
      });

      it("finds a customer's bookings by their whole e-mail address, in any case, and not by part of it", async () => {
        const customer = await signedInCustomer(ctx.app, { full_name: 'Mehwish Anwar' });
        const car = await addCarFor(ctx.app, customer);
        const mine = await bookFor(ctx.app, { customer, car }, addDays(TODAY, 12));
        const search = async (q: string) =>
          (await call<Success<BoardBooking[]>>(ctx.app, 'GET', `/api/ops/bookings/search?q=${encodeURIComponent(q)}`, { headers: OPS_TOKEN_HEADERS })).body.data.map((booking) => booking.id);
        expect(await search(customer.email)).toEqual([mine.id]);
        expect(await search(` ${customer.email.toUpperCase()} `)).toEqual([mine.id]);
        expect(await search(`@${customer.email.split('@')[1]}`)).not.toContain(mine.id);
      });

      it('lists the newest booking date first', async () => {
        const customer = await signedInCustomer(ctx.app, { full_name: 'Hira Siddiqui' });
        const car = await addCarFor(ctx.app, customer);
        const earlier = await bookFor(ctx.app, { customer, car }, addDays(TODAY, 6));
        const later = await bookFor(ctx.app, { customer, car }, addDays(TODAY, 8));
        const answer = await call<Success<BoardBooking[]>>(ctx.app, 'GET', '/api/ops/bookings/search?q=siddiqui', { headers: OPS_TOKEN_HEADERS });
        expect(answer.body.data.map((booking) => booking.id)).toEqual([later.id, earlier.id]);
      });

      it('refuses an empty search', async () => {
        for (const url of ['/api/ops/bookings/search', '/api/ops/bookings/search?q=%20%20']) {
          const answer = await call<Refusal>(ctx.app, 'GET', url, { headers: OPS_TOKEN_HEADERS });
          expect(answer.status).toBe(400);
          expect(answer.body.message).toBe(messages.staff.searchRequired);
        }
      });
    });

    it('shows one booking by its number with its history, newest first', async () => {
      const booked = await bookFor(ctx.app, await customerWithCar(ctx.app), addDays(TODAY, 7));
      expect((await asToken('POST', `/api/ops/bookings/${booked.id}/status`, { status: 'confirmed' })).status).toBe(200);
      expect((await asToken('POST', `/api/ops/bookings/${booked.id}/status`, { status: 'in_progress' })).status).toBe(200);
      const answer = await call<Success<ConsoleBookingDetail>>(ctx.app, 'GET', `/api/ops/bookings/${shortId(booked.id).toLowerCase()}`, { headers: OPS_TOKEN_HEADERS });
      expect(answer.status).toBe(200);
      expect(answer.body.data.booking.status).toBe('in_progress');
      expect(answer.body.data.history.map((entry) => entry.after)).toEqual([{ status: 'in_progress' }, { status: 'confirmed' }]);
      expect((await call(ctx.app, 'GET', '/api/ops/bookings/00000000', { headers: OPS_TOKEN_HEADERS })).status).toBe(404);
    });

    it('cancels with a reason: kept on the booking, written in the log, the customer mailed', async () => {
      const booked = await bookFor(ctx.app, await customerWithCar(ctx.app), TOMORROW, { time: '14:00' });
      const missing = await asToken('POST', `/api/ops/bookings/${booked.id}/cancel`, { reason: '  ' });
      expect(missing.status).toBe(400);
      expect(missing.body.errors?.reason).toEqual([messages.staff.cancelReasonRequired]);
      const tooLong = await asToken('POST', `/api/ops/bookings/${booked.id}/cancel`, { reason: 'x'.repeat(501) });
      expect(tooLong.status).toBe(400);

      const cancelled = await call<Success<BoardBooking>>(ctx.app, 'POST', `/api/ops/bookings/${shortId(booked.id)}/cancel`, { headers: OPS_TOKEN_HEADERS, body: { reason: 'Pressure washer broken' } });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.message).toBe(messages.staff.cancelled);
      expect(cancelled.body.data).toMatchObject({ id: booked.id, status: 'cancelled', cancellation_reason: 'Pressure washer broken', allowed_actions: [] });
      expect(cancelled.body.data.invoice?.payment_status).toBe('void');
      const mails = await ctx.handle.db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.bookingId, booked.id));
      expect(mails.map((mail) => mail.kind)).toContain('booking_cancelled');
      const again = await asToken('POST', `/api/ops/bookings/${booked.id}/cancel`, { reason: 'Twice' });
      expect(again.status).toBe(409);
    });

    it('moves a booking to a free time without the customer’s cut-off, and mails the customer', async () => {
      const booked = await bookFor(ctx.app, await customerWithCar(ctx.app), TOMORROW, { time: '16:00' });
      const moved = await call<Success<BoardBooking>>(ctx.app, 'POST', `/api/ops/bookings/${booked.id}/reschedule`, {
        headers: OPS_TOKEN_HEADERS,
        body: { date: addDays(TODAY, 2), time: '18:00' },
      });
      expect(moved.status).toBe(200);
      // the toast says where to: "Moved to Sat 29 Nov, 18:00, bay 1"
      expect(moved.body.message).toBe(messages.staff.movedTo(formatConsoleDay(addDays(TODAY, 2)), '18:00', moved.body.data.bay));
      expect(moved.body.message).toMatch(/^Moved to [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, 18:00, bay \d$/);
      expect(moved.body.data).toMatchObject({ date: addDays(TODAY, 2), start_time: '18:00', end_time: '20:00', status: 'rescheduled' });
      const [row] = await ctx.handle.db.select({ date: bookings.bookingDate, start: bookings.startTime }).from(bookings).where(eq(bookings.id, booked.id));
      expect(row).toEqual({ date: addDays(TODAY, 2), start: '18:00' });
      const mails = await ctx.handle.db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.bookingId, booked.id));
      expect(mails.map((mail) => mail.kind)).toContain('booking_rescheduled');
    });

    it('refuses a taken, past or closed time with the usual 409 and its reason', async () => {
      const date = addDays(TODAY, 9);
      const first = await bookFor(ctx.app, await customerWithCar(ctx.app), date, { time: '08:00' });
      await bookFor(ctx.app, await customerWithCar(ctx.app), date, { time: '08:00' });
      const moving = await bookFor(ctx.app, await customerWithCar(ctx.app), date, { time: '10:00' });
      const reschedule = (body: unknown) => asToken('POST', `/api/ops/bookings/${moving.id}/reschedule`, body);

      const taken = await reschedule({ date, time: '08:00' });
      expect(taken.status).toBe(409);
      expect(taken.body.reason).toBe('time_taken');
      const past = await reschedule({ date: TODAY, time: '08:00' });
      expect(past.status).toBe(409);
      expect(past.body.reason).toBe('time_passed');
      const closed = await reschedule({ date: CLOSED, time: '10:00' });
      expect(closed.status).toBe(409);
      expect(closed.body.message).toBe(messages.booking.dateClosed(CLOSED));
      const noTime = await reschedule({ date });
      expect(noTime.status).toBe(400);
      expect(noTime.body.errors?.time).toEqual([messages.staff.timeRequired]);
      // Refused moves change nothing.
      const [row] = await ctx.handle.db.select({ start: bookings.startTime, status: bookings.status }).from(bookings).where(eq(bookings.id, moving.id));
      expect(row).toEqual({ start: '10:00', status: 'pending' });
      expect(first.start_time).toBe('08:00');
    });
  });
});
