// A day's start times (GET /api/bookings/available-times/) on PGlite and PostgreSQL with a fixed clock: the slot grid
// for one-slot and multi-slot services, what bookings take, past and unbookable days, refusals, agreement with booking
// and rescheduling at a time, the next read after a booking, and the direct read answering as the app does.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AVAILABILITY_MAX_DAYS } from '../../src/domain/constants';
import { addDays } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { AvailableTime, BookingDetail, BookingListItem } from '../../src/domain/types';
import type { App } from '../../server/app';
import { call, FAST_READS_SETTINGS, testConfig } from './helpers/app';
import { bookFor, customerWithCar, type CustomerWithCar } from './helpers/customers';
import { answeredDirectly, useComparedApps } from './helpers/compared-apps';
import { comparable, type RawAnswer } from './helpers/raw-http';
import { suiteBackends, useApp } from './helpers/suite';
import { expectRefusal, type Refusal } from './helpers/envelopes';

const backends = await suiteBackends();

// 10:30 in Karachi (UTC+5) on Sunday 22 November 2026; with the default 120-minute slots the day has six starts.
const TODAY = '2026-11-22';
const START = new Date('2026-11-22T05:30:00Z');
const DAY = ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00'];
const TIMES = '/api/bookings/available-times/';
const ONE_SLOT = 'express-exterior-wash'; // 120 minutes
const TWO_SLOTS = 'interior-deep-clean'; // 240 minutes
const FOUR_SLOTS = 'showroom-detail'; // 480 minutes

async function timesOn(app: App, date: string, service?: string): Promise<AvailableTime[]> {
  const answer = await call<AvailableTime[]>(app, 'GET', `${TIMES}?date=${date}${service ? `&service=${service}` : ''}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** The free start times of a day, after checking the answer lists every start time of the day in order. */
async function freeTimes(app: App, date: string, service?: string): Promise<string[]> {
  const times = await timesOn(app, date, service);
  expect(times.map((entry) => entry.time)).toEqual(DAY);
  return times.filter((entry) => entry.available).map((entry) => entry.time);
}

const createAt = (app: App, who: CustomerWithCar, date: string, time: string, service = ONE_SLOT) =>
  call<{ data: BookingDetail }>(app, 'POST', '/api/bookings/create-customer/', {
    cookie: who.customer.cookie,
    body: { service, car: who.car.id, booking_date: date, time, customer_notes: '' },
  });

for (const backend of backends) {
  describe.skipIf(backend.skipReason !== null)(`available times on ${backend.name}`, () => {
    describe('with two bays', () => {
      const clock = { now: START };
      const CLOSED = addDays(TODAY, 3);
      const ctx = useApp(backend, { BAYS: '2', CLOSED_DATES: CLOSED }, { now: () => clock.now });

      it('lists every start time of the day, free where a bay has room for the whole service before closing', async () => {
        const tomorrow = addDays(TODAY, 1);
        expect(await timesOn(ctx.app, tomorrow, ONE_SLOT)).toEqual(DAY.map((time) => ({ time, available: true })));
        expect(await freeTimes(ctx.app, tomorrow)).toEqual(DAY);
        expect(await freeTimes(ctx.app, tomorrow, TWO_SLOTS)).toEqual(['08:00', '10:00', '12:00', '14:00', '16:00']);
        expect(await freeTimes(ctx.app, tomorrow, FOUR_SLOTS)).toEqual(['08:00', '10:00', '12:00']);
      });

      it('takes a time away once every bay is booked at it, and with it the longer services overlapping it', async () => {
        const date = addDays(TODAY, 2);
        const [first, second, third] = [await customerWithCar(ctx.app), await customerWithCar(ctx.app), await customerWithCar(ctx.app)];
        await bookFor(ctx.app, first!, date, { time: '12:00' });
        expect(await freeTimes(ctx.app, date, ONE_SLOT)).toEqual(DAY);
        await bookFor(ctx.app, second!, date, { time: '12:00' });
        expect(await freeTimes(ctx.app, date, ONE_SLOT)).toEqual(['08:00', '10:00', '14:00', '16:00', '18:00']);
        expect(await freeTimes(ctx.app, date, TWO_SLOTS)).toEqual(['08:00', '14:00', '16:00']);

        // What the list says is what booking at a time answers.
        expectRefusal(await createAt(ctx.app, third!, date, '12:00'), 409, messages.booking.timeTaken(date, '12:00'));
        expectRefusal(await createAt(ctx.app, third!, date, '10:00', TWO_SLOTS), 409, messages.booking.timeTaken(date, '10:00'));
        const made = await createAt(ctx.app, third!, date, '08:00', TWO_SLOTS);
        expect(made.status, made.text).toBe(201);
        expect(made.body.data).toMatchObject({ booking_date: date, start_time: '08:00', end_time: '12:00' });
        // Bay 1 is taken 08:00–14:00 now; bay 2 still has 08:00–12:00 free.
        expect(await freeTimes(ctx.app, date, ONE_SLOT)).toEqual(['08:00', '10:00', '14:00', '16:00', '18:00']);
        expect(await freeTimes(ctx.app, date, TWO_SLOTS)).toEqual(['08:00', '14:00', '16:00']);
        await bookFor(ctx.app, first!, date, { time: '08:00', service: TWO_SLOTS });
        expect(await freeTimes(ctx.app, date, ONE_SLOT)).toEqual(['14:00', '16:00', '18:00']);
        expect(await freeTimes(ctx.app, date, TWO_SLOTS)).toEqual(['14:00', '16:00']);
      });

      it('books every time it lists as free until the day is full, and then lists none and refuses every time', async () => {
        const date = addDays(TODAY, 4);
        const customers: CustomerWithCar[] = [];
        for (let index = 0; index < 4; index += 1) customers.push(await customerWithCar(ctx.app));
        let booked = 0;
        for (let free = await freeTimes(ctx.app, date); free.length > 0; free = await freeTimes(ctx.app, date)) {
          // Two bays: consecutive bookings at one time go to two customers, so no car is booked twice at once.
          const made = await bookFor(ctx.app, customers[booked % customers.length]!, date, { time: free[0] });
          expect(made.start_time).toBe(free[0]);
          booked += 1;
        }
        expect(booked).toBe(2 * DAY.length);
        expect(await freeTimes(ctx.app, date, FOUR_SLOTS)).toEqual([]);
        for (const time of DAY) expectRefusal(await createAt(ctx.app, customers[0]!, date, time), 409, messages.booking.timeTaken(date, time));
      });

      it('lists the times of today already started as unavailable, as booking them is refused', async () => {
        clock.now = START;
        expect(await freeTimes(ctx.app, TODAY)).toEqual(['12:00', '14:00', '16:00', '18:00']);
        expect(await freeTimes(ctx.app, TODAY, FOUR_SLOTS)).toEqual(['12:00']);
        const who = await customerWithCar(ctx.app);
        expectRefusal(await createAt(ctx.app, who, TODAY, '10:00'), 409, messages.booking.timePassed);
        // 12:00 exactly: that start is gone too.
        clock.now = new Date('2026-11-22T07:00:00Z');
        expect(await freeTimes(ctx.app, TODAY)).toEqual(['14:00', '16:00', '18:00']);
        clock.now = new Date('2026-11-22T13:00:00Z');
        expect(await freeTimes(ctx.app, TODAY)).toEqual([]);
        clock.now = START;
      });

      it('lists every time unavailable on a closed day and outside the booking window, as the date grid does', async () => {
        const lastBookable = addDays(TODAY, AVAILABILITY_MAX_DAYS - 1);
        for (const date of [CLOSED, addDays(TODAY, -1), addDays(lastBookable, 1), '2099-01-01']) {
          expect(await freeTimes(ctx.app, date, ONE_SLOT), date).toEqual([]);
        }
        expect(await freeTimes(ctx.app, lastBookable, ONE_SLOT)).toEqual(DAY);
        const dates = await call<Array<{ date: string; available: boolean }>>(ctx.app, 'GET', `/api/bookings/available-dates/?start_date=${CLOSED}&days=1`);
        expect(dates.body).toMatchObject([{ date: CLOSED, available: false }]);
        const who = await customerWithCar(ctx.app);
        expectRefusal(await createAt(ctx.app, who, CLOSED, '10:00'), 409, messages.booking.dateClosed(CLOSED));
      });

      it.each([
        ['', 400, messages.booking.timesNeedDate],
        ['?date=', 400, messages.booking.timesNeedDate],
        [`?service=${ONE_SLOT}`, 400, messages.booking.timesNeedDate],
        ['?date=2026-02-30', 400, messages.booking.dateInvalid],
        ['?date=tomorrow', 400, messages.booking.dateInvalid],
        ['?date=2026-11-23&service=no-such-service', 404, messages.services.notFound],
      ])('refuses %s with a sentence saying what is wrong', async (query, status, message) => {
        const answer = await call<Refusal>(ctx.app, 'GET', `${TIMES}${query}`);
        expectRefusal(answer, status, message);
        if (status === 400) expect(answer.body.errors).toEqual({ date: [message] });
      });
    });

    describe('with one bay', () => {
      const ctx = useApp(backend, { BAYS: '1' }, { now: () => START });

      it('reschedules a multi-slot booking to a time, its own slots free for itself, and lists the times it leaves and takes', async () => {
        const date = addDays(TODAY, 1);
        const who = await customerWithCar(ctx.app);
        const other = await customerWithCar(ctx.app);
        await bookFor(ctx.app, other, date, { time: '12:00' });
        expect(await freeTimes(ctx.app, date, TWO_SLOTS)).toEqual(['08:00', '14:00', '16:00']);
        const made = await createAt(ctx.app, who, date, '14:00', TWO_SLOTS);
        expect(made.body.data).toMatchObject({ start_time: '14:00', end_time: '18:00', bay: 1 });
        expect(await freeTimes(ctx.app, date, ONE_SLOT)).toEqual(['08:00', '10:00', '18:00']);

        // The list is the same for everyone, so the booking's own slots show as taken (16:00 needs 16:00–20:00,
        // and 16:00–18:00 is its own); the reschedule itself counts them as free.
        expect(await freeTimes(ctx.app, date, TWO_SLOTS)).toEqual(['08:00']);
        const moved = await call<{ data: BookingListItem }>(ctx.app, 'POST', `/api/customer/my-bookings/${made.body.data.id}/reschedule/`, {
          cookie: who.customer.cookie,
          body: { new_date: date, new_time: '16:00' },
        });
        expect(moved.status, moved.text).toBe(200);
        expect(moved.body.data).toMatchObject({ status: 'rescheduled', scheduledDate: date, scheduledTime: '16:00' });
        expect(await freeTimes(ctx.app, date, ONE_SLOT)).toEqual(['08:00', '10:00', '14:00']);

        // The other family of paths, to another day: the times it left are free again.
        const later = addDays(TODAY, 2);
        const again = await call<{ data: BookingDetail }>(ctx.app, 'POST', `/api/bookings/${made.body.data.id}/reschedule/`, {
          cookie: who.customer.cookie,
          body: { date: later, time: '08:00' },
        });
        expect(again.status, again.text).toBe(200);
        expect(again.body.data).toMatchObject({ booking_date: later, start_time: '08:00', end_time: '12:00' });
        expect(await freeTimes(ctx.app, date, ONE_SLOT)).toEqual(['08:00', '10:00', '14:00', '16:00', '18:00']);
        expect(await freeTimes(ctx.app, later, ONE_SLOT)).toEqual(['12:00', '14:00', '16:00', '18:00']);

        // A time the list shows as taken by someone else is refused to a reschedule too.
        const refused = await call(ctx.app, 'POST', `/api/bookings/${made.body.data.id}/reschedule/`, { cookie: who.customer.cookie, body: { date, time: '10:00' } });
        expectRefusal(refused, 409, messages.booking.timeTaken(date, '10:00'));
      });
    });
  });

  for (const setting of FAST_READS_SETTINGS) {
    describe.skipIf(backend.skipReason !== null)(`available times on ${backend.name}, fast reads ${setting}`, () => {
      // Fifteen-minute slots: 48 start times, a list over 1 KB, the size from which answers are gzipped; one bay.
      const overrides = { SLOT_MINUTES: '15', BAYS: '1' };
      const date = addDays(TODAY, 1);
      const configWith = (fastReads: string) => {
        const config = testConfig({ ...overrides, FAST_READS: fastReads });
        config.now = () => START;
        return config;
      };
      const apps = useComparedApps(backend, { plain: () => configWith('off'), tested: () => configWith(setting) });
      const { viaPlainApp, viaTested } = apps;
      const freeOf = (answer: RawAnswer) => (JSON.parse(answer.body.toString()) as AvailableTime[]).filter((entry) => entry.available).map((entry) => entry.time);

      it(setting === 'on' ? 'answers before the framework with the same bytes and headers as the app' : 'answers through the app', async () => {
        const who = await customerWithCar(apps.tested.app);
        await bookFor(apps.tested.app, who, date, { time: '09:15', service: TWO_SLOTS });
        for (const path of [`${TIMES}?date=${date}&service=${TWO_SLOTS}`, `${TIMES}?date=${date}`, `${TIMES}?date=${TODAY}&service=${ONE_SLOT}`]) {
          const answer = await viaTested(path);
          expect(answeredDirectly(answer)).toBe(setting === 'on');
          expect(answer.line).toMatchObject({ method: 'GET', route: TIMES, status: 200 });
          const reference = await viaPlainApp(path);
          expect(answer.status).toBe(200);
          expect(answer.body.toString()).toBe(reference.body.toString());
          expect(comparable(answer.headers)).toEqual(comparable(reference.headers));
        }
        const zipped = await viaTested(`${TIMES}?date=${date}`, { 'Accept-Encoding': 'gzip, deflate, br' });
        expect(answeredDirectly(zipped)).toBe(setting === 'on');
        expect(zipped.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(zipped.body).toString()).toBe((await viaPlainApp(`${TIMES}?date=${date}`)).body.toString());
      });

      it('leaves every refusal to the app', async () => {
        for (const [path, status] of [
          [TIMES, 400],
          [`${TIMES}?date=someday`, 400],
          [`${TIMES}?date=${date}&service=no-such-service`, 404],
        ] as const) {
          const answer = await viaTested(path);
          expect(answeredDirectly(answer)).toBe(false);
          expect(answer.status).toBe(status);
          expect(answer.body.toString()).toBe((await viaPlainApp(path)).body.toString());
        }
      });

      it('shows a booking and its cancellation on the next read, through the date grid’s remembered read of the day', async () => {
        const later = addDays(TODAY, 2);
        const path = `${TIMES}?date=${later}&service=${ONE_SLOT}`;
        const who = await customerWithCar(apps.tested.app);
        const before = freeOf(await viaTested(path));
        expect(before[0]).toBe('08:00');
        expect(freeOf(await viaTested(path))).toEqual(before);
        // Remembered until the next write where that is exact (decision 008), under the key of a one-day date grid.
        let loads = 0;
        await apps.tested.deps.fastReads.untilNextWrite(`taken-slots ${later} ${later}`, async () => ((loads += 1), '[]'));
        expect(loads).toBe(backend.name === 'pglite' && setting === 'on' ? 0 : 1);

        // One bay: two hours from 08:00 take every start before 10:00.
        const booking = await bookFor(apps.tested.app, who, later, { time: '08:00', service: ONE_SLOT });
        expect(freeOf(await viaTested(path))).toEqual(before.filter((time) => time >= '10:00'));

        const cancelled = await call(apps.tested.app, 'POST', `/api/customer/my-bookings/${booking.id}/cancel/`, { cookie: who.customer.cookie, body: { cancellation_reason: 'Travelling' } });
        expect(cancelled.status).toBe(200);
        expect(freeOf(await viaTested(path))).toEqual(before);
      });
    });
  }
}
