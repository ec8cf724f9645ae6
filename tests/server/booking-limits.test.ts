// The limits that keep one account, and one client with many accounts, from hoarding the calendar, on PGlite and
// PostgreSQL: at most MAX_ACTIVE_BOOKINGS upcoming bookings (also under a race across instances), booking creation
// rate-limited per account and per address, at most MAX_UNPAID_PER_IP / MAX_UNPAID_PER_DEVICE upcoming unpaid
// bookings per client address / device cookie whichever accounts made them, no online booking by new accounts while
// the calendar fills fast, and no online change within CHANGE_CUTOFF_MINUTES of the start.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { BookingDetail } from '../../src/domain/types';
import type { App } from '../../server/app';
import { bookings, users } from '../../server/db/schema';
import { call, createTestApp, freshIp, registration, sessionCookieOf } from './helpers/app';
import { addCarFor, bookFor, customerWithCar, type CustomerWithCar } from './helpers/customers';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

// 10:30 in Karachi on 22 November 2026.
const NOW = new Date('2026-11-22T05:30:00Z');
const TODAY = '2026-11-22';
const TOMORROW = addDays(TODAY, 1);

interface Answered {
  success: boolean;
  message: string;
  data: BookingDetail;
}

const create = (app: App, who: CustomerWithCar, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  call<Answered>(app, 'POST', '/api/bookings/create-customer/', {
    cookie: who.customer.cookie,
    headers,
    body: { service: 'express-exterior-wash', car: who.car.id, booking_date: TOMORROW, customer_notes: '', ...body },
  });

/** The customer's bookings, one a day from `firstDay` days ahead. */
async function bookDays(app: App, who: CustomerWithCar, count: number, firstDay = 1): Promise<BookingDetail[]> {
  const made: BookingDetail[] = [];
  for (let day = firstDay; day < firstDay + count; day += 1) made.push(await bookFor(app, who, addDays(TODAY, day)));
  return made;
}

const refusal = (answer: { status: number; body: unknown }) => ({ status: answer.status, message: (answer.body as { message: string }).message });

/** `did=<value>` from a response's Set-Cookie (the device cookie), or an empty string. */
const deviceCookieOf = (headers: Headers) => headers.getSetCookie().find((line) => line.startsWith('did='))?.split(';')[0] ?? '';

describe.each(backends)('booking limits on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('upcoming bookings per customer (default 5)', () => {
    const clock = { now: NOW };
    const ctx = useApp(backend, {}, { now: () => clock.now });
    const tooMany = { status: 409, message: messages.booking.tooManyUpcoming(5) };

    it('refuses the sixth upcoming booking with one sentence naming the limit, and books nothing', async () => {
      const who = await customerWithCar(ctx.app);
      await bookDays(ctx.app, who, 5);
      expect(refusal(await create(ctx.app, who, { booking_date: addDays(TODAY, 6) }))).toEqual(tooMany);
      expect(messages.booking.tooManyUpcoming(5)).toBe(
        'You already have 5 upcoming bookings, the most one account can hold. Cancel one or wait until one is done before booking another.',
      );
      const mine = await call<{ count: number }>(ctx.app, 'GET', '/api/bookings/my-bookings/', { cookie: who.customer.cookie });
      expect(mine.body.count).toBe(5);
    });

    it('counts one customer only: another customer still books', async () => {
      const full = await customerWithCar(ctx.app);
      await bookDays(ctx.app, full, 5);
      expect((await create(ctx.app, await customerWithCar(ctx.app))).status).toBe(201);
    });

    it('frees a place when a booking is cancelled', async () => {
      const who = await customerWithCar(ctx.app);
      const [first] = await bookDays(ctx.app, who, 5);
      expect(refusal(await create(ctx.app, who, { booking_date: addDays(TODAY, 6) }))).toEqual(tooMany);
      const cancelled = await call(ctx.app, 'POST', `/api/bookings/${first!.id}/cancel/`, { cookie: who.customer.cookie, body: { reason: '' } });
      expect(cancelled.status).toBe(200);
      expect((await create(ctx.app, who, { booking_date: addDays(TODAY, 6) })).status).toBe(201);
    });

    it('frees a place once a booking has started', async () => {
      const who = await customerWithCar(ctx.app);
      await bookFor(ctx.app, who, TODAY, { time: '12:00' });
      await bookDays(ctx.app, who, 4);
      expect(refusal(await create(ctx.app, who, { booking_date: addDays(TODAY, 6) }))).toEqual(tooMany);
      try {
        clock.now = new Date('2026-11-22T06:59:00Z'); // 11:59: the first one is still ahead
        expect(refusal(await create(ctx.app, who, { booking_date: addDays(TODAY, 6) }))).toEqual(tooMany);
        clock.now = new Date('2026-11-22T07:00:00Z'); // 12:00: it has started
        expect((await create(ctx.app, who, { booking_date: addDays(TODAY, 6) })).status).toBe(201);
      } finally {
        clock.now = NOW;
      }
    });

    it('answers an Idempotency-Key repeat with its booking, not the limit', async () => {
      const who = await customerWithCar(ctx.app);
      await bookDays(ctx.app, who, 4);
      const key = { 'Idempotency-Key': `limits-${process.pid}-${Date.now()}` };
      const fifth = await create(ctx.app, who, { booking_date: addDays(TODAY, 5) }, key);
      expect(fifth.status).toBe(201);
      const repeated = await create(ctx.app, who, { booking_date: addDays(TODAY, 5) }, key);
      expect({ status: repeated.status, id: repeated.body.data.id }).toEqual({ status: 201, id: fifth.body.data.id });
    });

    it('lets a customer at the limit reschedule: moving is not a new booking', async () => {
      const who = await customerWithCar(ctx.app);
      const [first] = await bookDays(ctx.app, who, 5);
      const moved = await call(ctx.app, 'POST', `/api/bookings/${first!.id}/reschedule/`, {
        cookie: who.customer.cookie,
        body: { date: addDays(TODAY, 8) },
      });
      expect(moved.status).toBe(200);
    });

    it.skipIf(backend.name !== 'postgres')('holds when ten creates race on two instances: exactly five are booked', async () => {
      const second = await backend.reopen(ctx.handle);
      try {
        const otherApp = (await createTestApp(second.db, {}, { now: () => clock.now })).app;
        const who = await customerWithCar(ctx.app);
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, index) => create(index % 2 === 0 ? ctx.app : otherApp, who, { booking_date: addDays(TODAY, index + 1) })),
        );
        const statuses = answers.map((answer) => answer.status);
        expect(statuses.filter((status) => status === 201)).toHaveLength(5);
        expect(answers.filter((answer) => answer.status !== 201).map(refusal)).toEqual(Array.from({ length: 5 }, () => tooMany));
        const mine = await call<{ count: number }>(ctx.app, 'GET', '/api/bookings/my-bookings/', { cookie: who.customer.cookie });
        expect(mine.body.count).toBe(5);
      } finally {
        await second.close();
      }
    });
  });

  describe.skipIf(backend.skipReason !== null)('creation rate limits', () => {
    const ctx = useApp(backend, { BOOKING_MAX_PER_ACCOUNT: '3', BOOKING_MAX_PER_IP: '4', MAX_ACTIVE_BOOKINGS: '1000' }, { now: () => NOW });

    const expectTooMany = (answer: Awaited<ReturnType<typeof create>>) => {
      expect(refusal(answer)).toEqual({ status: 429, message: messages.auth.tooManyAttempts });
      expect(answer.body.success).toBe(false);
      expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0);
    };

    it('answers 429 with Retry-After past the per-account limit, from any address, and books nothing', async () => {
      const who = await customerWithCar(ctx.app);
      for (let day = 1; day <= 3; day += 1) {
        expect((await create(ctx.app, who, { booking_date: addDays(TODAY, day) }, { 'X-Forwarded-For': freshIp() })).status).toBe(201);
      }
      expectTooMany(await create(ctx.app, who, { booking_date: addDays(TODAY, 4) }, { 'X-Forwarded-For': freshIp() }));
      const mine = await call<{ count: number }>(ctx.app, 'GET', '/api/bookings/my-bookings/', { cookie: who.customer.cookie });
      expect(mine.body.count).toBe(3);
    });

    it('answers 429 with Retry-After past the per-address limit, whichever account asks', async () => {
      const address = { 'X-Forwarded-For': freshIp() };
      for (let index = 0; index < 4; index += 1) {
        expect((await create(ctx.app, await customerWithCar(ctx.app), {}, address)).status).toBe(201);
      }
      expectTooMany(await create(ctx.app, await customerWithCar(ctx.app), {}, address));
      expect((await create(ctx.app, await customerWithCar(ctx.app), {}, { 'X-Forwarded-For': freshIp() })).status).toBe(201);
    });
  });

  describe.skipIf(backend.skipReason !== null)('upcoming unpaid bookings per client address and device, across accounts', () => {
    const clock = { now: NOW };
    const ctx = useApp(backend, { MAX_UNPAID_PER_IP: '3', MAX_UNPAID_PER_DEVICE: '2' }, { now: () => clock.now });
    const phone = () => ctx.config.company.phone;

    /** A booking `day` days ahead by `who` from `address`, presenting `device` (`did=…`) when given. */
    const bookFrom = (who: CustomerWithCar, address: string, day: number, device?: string) =>
      call<Answered>(ctx.app, 'POST', '/api/bookings/create-customer/', {
        cookie: device ? `${who.customer.cookie}; ${device}` : who.customer.cookie,
        headers: { 'X-Forwarded-For': address },
        body: { service: 'express-exterior-wash', car: who.car.id, booking_date: addDays(TODAY, day), customer_notes: '' },
      });

    /** A customer registered through the API with a car, and the device cookie the registration set. */
    async function registeredWithDevice(): Promise<{ who: CustomerWithCar; device: string; setCookie: string | undefined }> {
      const payload = registration();
      const answer = await call<{ data: { user: CustomerWithCar['customer']['user'] } }>(ctx.app, 'POST', '/api/auth/customer/register/', {
        body: payload,
        headers: { 'X-Forwarded-For': freshIp() },
      });
      const cookie = sessionCookieOf(answer.headers) ?? '';
      const customer = { cookie, token: cookie.slice('sid='.length), email: payload.email, password: payload.password, user: answer.body.data.user };
      return {
        who: { customer, car: await addCarFor(ctx.app, customer) },
        device: deviceCookieOf(answer.headers),
        setCookie: answer.headers.getSetCookie().find((line) => line.startsWith('did=')),
      };
    }

    it('refuses the fourth unpaid booking from one address whichever accounts made them, saying what to do', async () => {
      const address = freshIp();
      for (let index = 0; index < 3; index += 1) expect((await bookFrom(await customerWithCar(ctx.app), address, index + 1)).status).toBe(201);
      const fourth = await customerWithCar(ctx.app);
      const refused = await bookFrom(fourth, address, 4);
      expect(refusal(refused)).toEqual({ status: 409, message: messages.booking.unpaidFromAddress(3, phone(), true) });
      expect(refused.body.message).toBe(
        'There are already 3 unpaid upcoming bookings from your internet connection, the most we hold without payment. To book another, pay for one of your bookings online in My Bookings, or call us on +92 21 3584 1122.',
      );
      const mine = await call<{ count: number }>(ctx.app, 'GET', '/api/bookings/my-bookings/', { cookie: fourth.customer.cookie });
      expect(mine.body.count).toBe(0);
      // The same account from another address books: the limit is the address's, not the account's.
      expect((await bookFrom(fourth, freshIp(), 4)).status).toBe(201);
    });

    it('counts only upcoming unpaid bookings: paying one online, cancelling one or one starting frees a place', async () => {
      const address = freshIp();
      const people = [await customerWithCar(ctx.app), await customerWithCar(ctx.app), await customerWithCar(ctx.app)];
      const [paid, cancelled] = [(await bookFrom(people[0]!, address, 1)).body.data, (await bookFrom(people[1]!, address, 2)).body.data];
      const today = await create(ctx.app, people[2]!, { booking_date: TODAY, time: '12:00' }, { 'X-Forwarded-For': address });
      expect(today.status).toBe(201);
      const next = await customerWithCar(ctx.app);
      expect((await bookFrom(next, address, 5)).status).toBe(409);

      const payment = await call(ctx.app, 'POST', '/api/payments/card', {
        cookie: people[0]!.customer.cookie,
        body: { cardNumber: '4242 4242 4242 4242', cardHolder: 'Ayesha Khan', expiryDate: '12/30', cvv: '123', bookingId: paid.id },
      });
      expect(payment.status).toBe(200);
      expect((await bookFrom(next, address, 5)).status).toBe(201);
      expect((await bookFrom(next, address, 6)).status).toBe(409);

      expect((await call(ctx.app, 'POST', `/api/bookings/${cancelled.id}/cancel/`, { cookie: people[1]!.customer.cookie, body: { reason: '' } })).status).toBe(200);
      expect((await bookFrom(next, address, 6)).status).toBe(201);
      expect((await bookFrom(next, address, 7)).status).toBe(409);
      try {
        clock.now = new Date('2026-11-22T07:00:00Z'); // 12:00: today's booking has started
        expect((await bookFrom(next, address, 7)).status).toBe(201);
      } finally {
        clock.now = NOW;
      }
    });

    it('counts one device across accounts and addresses by its cookie, set at registration', async () => {
      const { who, device, setCookie } = await registeredWithDevice();
      expect(device).toMatch(/^did=[A-Za-z0-9_-]{43}$/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).toMatch(/Max-Age=34560000/);
      expect((await bookFrom(who, freshIp(), 1, device)).status).toBe(201);
      expect((await bookFrom(await customerWithCar(ctx.app), freshIp(), 2, device)).status).toBe(201);
      const third = await bookFrom(await customerWithCar(ctx.app), freshIp(), 3, device);
      expect(refusal(third)).toEqual({ status: 409, message: messages.booking.unpaidFromDevice(2, phone(), true) });
      // No cookie, or one the server did not make: a new device, whose cookie comes with the answer.
      const forged = await bookFrom(await customerWithCar(ctx.app), freshIp(), 3, 'did=forged');
      expect(forged.status).toBe(201);
      expect(deviceCookieOf(forged.headers)).toMatch(/^did=[A-Za-z0-9_-]{43}$/);
    });

    it('keeps only keyed hashes of the address and the device with the booking', async () => {
      const address = freshIp();
      const answer = await bookFrom(await customerWithCar(ctx.app), address, 1);
      const device = deviceCookieOf(answer.headers).slice('did='.length);
      const [row] = await ctx.handle.db
        .select({ ip: bookings.clientIpHash, device: bookings.deviceHash })
        .from(bookings)
        .where(eq(bookings.id, answer.body.data.id));
      expect(row?.ip).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.device).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(address);
      expect(JSON.stringify(row)).not.toContain(device);
    });

    it('says to call the workshop when online payment is off', () => {
      expect(messages.booking.unpaidFromDevice(6, '+92 21 3584 1122', false)).toBe(
        'There are already 6 unpaid upcoming bookings from this device, the most we hold without payment. To book another, please call us on +92 21 3584 1122.',
      );
    });

    it.skipIf(backend.name !== 'postgres')('holds when six accounts from one address race on two instances: exactly three are booked', async () => {
      const second = await backend.reopen(ctx.handle);
      try {
        const otherApp = (await createTestApp(second.db, { MAX_UNPAID_PER_IP: '3' }, { now: () => clock.now })).app;
        const address = freshIp();
        const people = await Promise.all(Array.from({ length: 6 }, () => customerWithCar(ctx.app)));
        const answers = await Promise.all(
          people.map((who, index) => create(index % 2 === 0 ? ctx.app : otherApp, who, { booking_date: addDays(TODAY, index + 1) }, { 'X-Forwarded-For': address })),
        );
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
      } finally {
        await second.close();
      }
    });
  });

  describe.skipIf(backend.skipReason !== null)('new accounts while the calendar fills fast', () => {
    // The real clock (the rule compares with when accounts and bookings were created). Today is closed and one bay
    // works, so the next two days hold the six places of tomorrow, and three booked within the hour make it busy.
    const today = todayInKarachi(new Date());
    const ctx = useApp(backend, { BUSY_CALENDAR_PERCENT: '50', BUSY_CALENDAR_DAYS: '2', BUSY_CALENDAR_MINUTES: '60', BAYS: '1', CLOSED_DATES: today });
    const busy = () => ({ status: 409, message: messages.booking.busyForNewAccounts(ctx.config.company.phone) });
    const tomorrow = addDays(today, 1);
    const bookOn = (who: CustomerWithCar, date: string) => create(ctx.app, who, { booking_date: date });
    const ageAccount = (who: CustomerWithCar, hours: number) =>
      ctx.handle.db.update(users).set({ createdAt: new Date(Date.now() - hours * 3_600_000) }).where(eq(users.id, who.customer.user.id));

    it('refuses new accounts once half the places were booked within the hour, on any date, and lets older accounts book', async () => {
      const made = [];
      for (let index = 0; index < 3; index += 1) {
        const answer = await bookOn(await customerWithCar(ctx.app), tomorrow);
        expect(answer.status).toBe(201);
        made.push(answer.body.data.id);
      }
      const newcomer = await customerWithCar(ctx.app);
      expect(refusal(await bookOn(newcomer, tomorrow))).toEqual(busy());
      expect(refusal(await bookOn(newcomer, addDays(today, 10)))).toEqual(busy());
      expect(busy().message).toBe(
        "Our calendar is filling up very fast right now, so new accounts can't book online for the moment. Please call us on +92 21 3584 1122 and we will book you in.",
      );

      const regular = await customerWithCar(ctx.app);
      await ageAccount(regular, 25);
      expect((await bookOn(regular, tomorrow)).status).toBe(201);

      // Bookings made more than an hour ago no longer count: the calendar is not filling fast any more.
      await ctx.handle.db.update(bookings).set({ createdAt: new Date(Date.now() - 2 * 3_600_000) }).where(inArray(bookings.id, made));
      expect((await bookOn(newcomer, addDays(today, 10))).status).toBe(201);
    });
  });

  describe.skipIf(backend.skipReason !== null)('change cut-off (120 minutes)', () => {
    const clock = { now: NOW };
    const ctx = useApp(backend, { CHANGE_CUTOFF_MINUTES: '120' }, { now: () => clock.now });
    // Bookings start at 12:00 on `date`; 10:30 (05:30 UTC) is 90 minutes before, 09:00 (04:00 UTC) three hours before.
    const ninetyMinutesBefore = (date: string) => new Date(`${date}T05:30:00Z`);
    const threeHoursBefore = (date: string) => new Date(`${date}T04:00:00Z`);

    async function twoBookingsAtNoon(date: string): Promise<{ who: CustomerWithCar; bookings: BookingDetail[] }> {
      clock.now = NOW;
      const who = await customerWithCar(ctx.app);
      const other = { customer: who.customer, car: await addCarFor(ctx.app, who.customer) };
      return { who, bookings: [await bookFor(ctx.app, who, date, { time: '12:00' }), await bookFor(ctx.app, other, date, { time: '12:00' })] };
    }

    it('refuses cancel and reschedule 90 minutes before the start, on both paths, naming the phone', async () => {
      const { who, bookings: [first, second] } = await twoBookingsAtNoon(TOMORROW);
      const tooLate = { status: 409, message: messages.booking.changeCutoff(120, ctx.config.company.phone) };
      expect(tooLate.message).toBe("Changes within 120 minutes of the start can't be made online. Please call us on +92 21 3584 1122.");
      const cookie = who.customer.cookie;
      try {
        clock.now = ninetyMinutesBefore(TOMORROW);
        expect(refusal(await call(ctx.app, 'POST', `/api/bookings/${first!.id}/cancel/`, { cookie, body: { reason: '' } }))).toEqual(tooLate);
        expect(refusal(await call(ctx.app, 'POST', `/api/customer/my-bookings/${second!.id}/cancel/`, { cookie, body: { cancellation_reason: '' } }))).toEqual(tooLate);
        const target = addDays(TODAY, 4);
        expect(refusal(await call(ctx.app, 'POST', `/api/bookings/${first!.id}/reschedule/`, { cookie, body: { date: target } }))).toEqual(tooLate);
        expect(refusal(await call(ctx.app, 'POST', `/api/customer/my-bookings/${second!.id}/reschedule/`, { cookie, body: { new_date: target } }))).toEqual(tooLate);
        const unchanged = await call<Answered>(ctx.app, 'GET', `/api/bookings/${first!.id}/`, { cookie });
        expect({ status: unchanged.body.data.status, date: unchanged.body.data.booking_date }).toEqual({ status: 'pending', date: TOMORROW });
      } finally {
        clock.now = NOW;
      }
    });

    it('allows cancel and reschedule three hours before the start', async () => {
      const day = addDays(TODAY, 2);
      const { who, bookings: [first, second] } = await twoBookingsAtNoon(day);
      const cookie = who.customer.cookie;
      try {
        clock.now = threeHoursBefore(day);
        expect((await call(ctx.app, 'POST', `/api/bookings/${first!.id}/cancel/`, { cookie, body: { reason: '' } })).status).toBe(200);
        const moved = await call<Answered>(ctx.app, 'POST', `/api/bookings/${second!.id}/reschedule/`, { cookie, body: { date: addDays(TODAY, 4) } });
        expect({ status: moved.status, date: moved.body.data.booking_date }).toEqual({ status: 200, date: addDays(TODAY, 4) });
      } finally {
        clock.now = NOW;
      }
    });
  });
});
