// A day shaped like the workshop's, on PGlite and PostgreSQL: a booking holds its bay for its real length (plus the
// cleanup buffer), start times come on the workshop's grid inside each weekday's opening periods, a break or a closed
// weekday is never booked across, and new hours that would strand a booking are refused with the list of them.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, shortId } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { CapacitySettings, WeekdayOpening } from '../../src/domain/staff';
import type { AvailableDate, AvailableTime, BookingDetail } from '../../src/domain/types';
import type { App } from '../../server/app';
import { auditLog } from '../../server/db/schema';
import { call } from './helpers/app';
import { bookFor, customerWithCar } from './helpers/customers';
import { expectRefusal, type Ok, type Refusal } from './helpers/envelopes';
import { OPS_TOKEN_HEADERS } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';

const backends = await suiteBackends();

// 10:30 in Karachi on Sunday 22 November 2026.
const NOW = new Date('2026-11-22T05:30:00Z');
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';
const SUNDAY = '2026-11-29';
const WASH = 'express-exterior-wash'; // 120 minutes
const LIMITS = { BAYS: '1', MAX_UNPAID_PER_IP: '1000', BUSY_CALENDAR_PERCENT: 'off' };

const allDay = (weekday: number): WeekdayOpening => ({ weekday, periods: [{ opens: '08:00', closes: '20:00' }] });
const DEFAULT_HOURS = [1, 2, 3, 4, 5, 6, 7].map(allDay);
/** The default week with one weekday's periods replaced. */
const weekWith = (weekday: number, periods: WeekdayOpening['periods']) => DEFAULT_HOURS.map((day) => (day.weekday === weekday ? { weekday, periods } : day));

/** A service added through the console, for lengths the seeded catalogue lacks. */
async function addService(app: App, id: string, name: string, durationMinutes: number): Promise<void> {
  const body = [{ id, name, price: 1500, category: 'exterior', duration_minutes: durationMinutes, items: [{ id: `${id}-1`, name }] }];
  const answer = await call(app, 'POST', '/api/ops/services', { headers: OPS_TOKEN_HEADERS, body });
  expect(answer.status, answer.text).toBe(200);
}

const timesOf = async (app: App, date: string, service: string) => {
  const answer = await call<AvailableTime[]>(app, 'GET', `/api/bookings/available-times/?date=${date}&service=${service}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};
const freeTimes = async (app: App, date: string, service: string) => (await timesOf(app, date, service)).filter((entry) => entry.available).map((entry) => entry.time);

const dateEntry = async (app: App, date: string, service = WASH) => {
  const answer = await call<AvailableDate[]>(app, 'GET', `/api/bookings/available-dates/?start_date=${date}&days=1&service=${service}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body[0];
};

const createAnswer = async (app: App, date: string, body: Record<string, unknown>) => {
  const who = await customerWithCar(app);
  return call<Refusal>(app, 'POST', '/api/bookings/create-customer/', { cookie: who.customer.cookie, body: { service: WASH, car: who.car.id, booking_date: date, ...body } });
};

const putCapacity = <T = Ok<CapacitySettings>>(app: App, body: Record<string, unknown>) => call<T>(app, 'PUT', '/api/ops/capacity', { headers: OPS_TOKEN_HEADERS, body: { bays: 1, ...body } });

const book = async (app: App, date: string, body: Record<string, unknown> = {}) => bookFor(app, await customerWithCar(app), date, body);

describe.each(backends)('a day shaped like the workshop’s on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('starts every two hours (the default)', () => {
    const ctx = useApp(backend, LIMITS, { now: () => NOW });

    it('offers a three-hour visit only where it ends by closing: not at 18:00', async () => {
      await addService(ctx.app, 'three-hour-polish', 'Three-Hour Polish', 180);
      const times = await timesOf(ctx.app, MONDAY, 'three-hour-polish');
      expect(times.map((entry) => entry.time)).toEqual(['08:00', '10:00', '12:00', '14:00', '16:00', '18:00']);
      expect(times.filter((entry) => entry.available).map((entry) => entry.time)).toEqual(['08:00', '10:00', '12:00', '14:00', '16:00']);
      expectRefusal(await createAnswer(ctx.app, MONDAY, { service: 'three-hour-polish', time: '18:00' }), 400, messages.booking.timeInvalid);
      const late = await book(ctx.app, MONDAY, { service: 'three-hour-polish', time: '16:00' });
      expect(late).toMatchObject({ start_time: '16:00', end_time: '19:00' });
    });

    it('fills the busiest day start by start, then answers day_full and shows the day full', async () => {
      const starts: string[] = [];
      for (let booked = 0; booked < 6; booked += 1) starts.push((await book(ctx.app, TUESDAY)).start_time);
      expect(starts).toEqual(['08:00', '10:00', '12:00', '14:00', '16:00', '18:00']);
      const full = await createAnswer(ctx.app, TUESDAY, {});
      expectRefusal(full, 409, messages.booking.noSlots(TUESDAY));
      expect(full.body.reason).toBe('day_full');
      expect(await dateEntry(ctx.app, TUESDAY)).toMatchObject({ available: false, slots_available: 0, earliest_time: null });
      expect(await freeTimes(ctx.app, TUESDAY, WASH)).toEqual([]);
    });
  });

  describe.skipIf(backend.skipReason !== null)('starts every 30 minutes', () => {
    const ctx = useApp(backend, { ...LIMITS, SLOT_MINUTES: '30' }, { now: () => NOW });

    it('fits a 30-minute wash straight after a two-hour booking, and frees the half hour after it', async () => {
      await addService(ctx.app, 'motorbike-wash', 'Motorbike Wash', 30);
      expect(await book(ctx.app, MONDAY, { time: '08:00' })).toMatchObject({ start_time: '08:00', end_time: '10:00' });
      expect((await freeTimes(ctx.app, MONDAY, 'motorbike-wash'))[0]).toBe('10:00');
      expect(await book(ctx.app, MONDAY, { service: 'motorbike-wash', time: '10:00' })).toMatchObject({ start_time: '10:00', end_time: '10:30' });
      expect((await freeTimes(ctx.app, MONDAY, 'motorbike-wash')).slice(0, 2)).toEqual(['10:30', '11:00']);
      expect((await freeTimes(ctx.app, MONDAY, WASH))[0]).toBe('10:30');
      // Counted as before: the free (bay, start) pairs of a two-hour visit, 10:30 to 18:00.
      expect((await dateEntry(ctx.app, MONDAY))?.slots_available).toBe(16);
    });

    it('keeps the bay for the cleanup buffer after each visit', async () => {
      const put = await putCapacity(ctx.app, { slot_minutes: 30, buffer_minutes: 15 });
      expect(put.status, put.text).toBe(200);
      expect(put.body.data.buffer_minutes).toBe(15);
      try {
        await book(ctx.app, WEDNESDAY, { time: '08:00' });
        // Held until 10:15: 10:00 is gone for any visit, 10:30 is free.
        expect((await freeTimes(ctx.app, WEDNESDAY, 'motorbike-wash'))[0]).toBe('10:30');
        expectRefusal(await createAnswer(ctx.app, WEDNESDAY, { service: 'motorbike-wash', time: '10:00' }), 409, messages.booking.timeTaken(WEDNESDAY, '10:00'));
        // The buffer never runs past closing: a two-hour visit still fits at 18:00.
        expect((await freeTimes(ctx.app, WEDNESDAY, WASH)).at(-1)).toBe('18:00');
      } finally {
        expect((await putCapacity(ctx.app, { slot_minutes: 30, buffer_minutes: 0 })).status).toBe(200);
      }
    });

    it('books nothing across a break: Friday 13:00–14:30', async () => {
      const hours = weekWith(5, [
        { opens: '08:00', closes: '13:00' },
        { opens: '14:30', closes: '20:00' },
      ]);
      const put = await putCapacity(ctx.app, { slot_minutes: 30, hours });
      expect(put.status, put.text).toBe(200);
      expect(put.body.data.hours).toEqual(hours);
      const times = await timesOf(ctx.app, FRIDAY, WASH);
      expect(times.map((entry) => entry.time).filter((time) => time >= '12:00' && time < '15:00')).toEqual(['12:00', '12:30', '14:30']);
      expect(times.filter((entry) => entry.available).map((entry) => entry.time)).toEqual([
        '08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00',
        '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00',
      ]);
      expectRefusal(await createAnswer(ctx.app, FRIDAY, { time: '12:00' }), 400, messages.booking.timeInvalid);
      expect(await book(ctx.app, FRIDAY, { time: '11:00' })).toMatchObject({ start_time: '11:00', end_time: '13:00' });
      expect(await book(ctx.app, FRIDAY, { time: '08:00' })).toMatchObject({ start_time: '08:00', end_time: '10:00' });
      // 10:00 and 10:30 would run into 11:00; nothing runs into the break: the earliest start left is after it.
      expect(await book(ctx.app, FRIDAY)).toMatchObject({ start_time: '14:30', end_time: '16:30' });
      const changes = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.action, 'capacity.update'));
      expect(changes.map((entry) => entry.after)).toContainEqual({ bays: 1, slot_minutes: 30, buffer_minutes: 0, hours });
    });

    it('treats a closed weekday like a closed date: the date grid shows it closed and booking it is refused', async () => {
      const put = await putCapacity(ctx.app, { slot_minutes: 30, hours: weekWith(7, []) });
      expect(put.status, put.text).toBe(200);
      expect(await dateEntry(ctx.app, SUNDAY)).toMatchObject({ available: false, slots_available: 0 });
      expect((await dateEntry(ctx.app, addDays(SUNDAY, 1)))?.available).toBe(true);
      expect(await timesOf(ctx.app, SUNDAY, WASH)).toEqual([]);
      expectRefusal(await createAnswer(ctx.app, SUNDAY, {}), 409, messages.booking.dateClosed(SUNDAY));
    });

    it('refuses hours that would leave an upcoming booking outside them, listing it, and stores nothing', async () => {
      const late = await book(ctx.app, THURSDAY, { time: '18:00' });
      const before = (await call<Ok<CapacitySettings>>(ctx.app, 'GET', '/api/ops/capacity', { headers: OPS_TOKEN_HEADERS })).body.data;
      const refused = await putCapacity<Refusal>(ctx.app, { slot_minutes: 30, hours: weekWith(4, [{ opens: '08:00', closes: '18:00' }]) });
      expectRefusal(refused, 409, workshopMessages.workshop.hoursInUse(1));
      expect(refused.body.errors?.bookings).toEqual([lineOf(late)]);
      expect((await call<Ok<CapacitySettings>>(ctx.app, 'GET', '/api/ops/capacity', { headers: OPS_TOKEN_HEADERS })).body.data).toEqual(before);
      // Closing at 20:00 as before, with a break in the morning, leaves it where it is.
      const kept = await putCapacity(ctx.app, { slot_minutes: 30, hours: weekWith(4, [{ opens: '08:00', closes: '12:00' }, { opens: '13:00', closes: '20:00' }]) });
      expect(kept.status, kept.text).toBe(200);
    });
  });
});

/** The refusal's line for a booking made by the test customer. */
const lineOf = (booking: BookingDetail) =>
  workshopMessages.workshop.bookingLine({ shortId: shortId(booking.id), date: booking.booking_date, time: booking.start_time, customer: 'Ayesha Khan', service: 'Express Exterior Wash' });
