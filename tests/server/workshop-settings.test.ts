// The workshop's capacity in the database (GET/PUT /api/ops/capacity, POST/DELETE /api/ops/closed-dates): seeded once
// from the environment, kept in memory as one object while unchanged, seen at once by the availability reads and
// the booking rules of this instance and within seconds by another instance, refused while bookings stand in the way.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, shortId } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { CapacitySettings } from '../../src/domain/staff';
import type { AvailableDate, AvailableTime, BookingDetail } from '../../src/domain/types';
import type { App } from '../../server/app';
import type { Config } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { auditLog, bookings, bookingSlots, closedDates, workshopSettings } from '../../server/db/schema';
import type { AppDeps } from '../../server/http/context';
import { serverMessages } from '../../server/messages';
import { WORKSHOP_SETTINGS_REFRESH_MS } from '../../server/services/workshop-settings';
import { call, createTestApp } from './helpers/app';
import type { TestBackend } from './helpers/backends';
import { bookFor, customerWithCar, type CustomerWithCar } from './helpers/customers';
import { suiteBackends } from './helpers/suite';
import { OPS_TOKEN_HEADERS, staffWithSession, type StaffWithSession } from './helpers/staff';
import { expectRefusal, type Ok, type Refusal } from './helpers/envelopes';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';

const backends = await suiteBackends();

// 10:30 in Karachi on Sunday 22 November 2026.
const TODAY = '2026-11-22';
const NOW = new Date('2026-11-22T05:30:00Z');
const SERVICE = 'express-exterior-wash'; // 120 minutes
const SERVICE_NAME = 'Express Exterior Wash';
const CUSTOMER_NAME = 'Ayesha Khan';

/** The hours of a database that never changed them: 08:00–20:00 every day. */
const DEFAULT_HOURS = Array.from({ length: 7 }, (_, index) => ({ weekday: index + 1, periods: [{ opens: '08:00', closes: '20:00' }] }));
/** The capacity as the audit log records it. */
const audited = (bays: number, slotMinutes: number) => ({ bays, slot_minutes: slotMinutes, buffer_minutes: 0, hours: DEFAULT_HOURS });

const lineOf = (booking: BookingDetail) =>
  workshopMessages.workshop.bookingLine({ shortId: shortId(booking.id), date: booking.booking_date, time: booking.start_time, customer: CUSTOMER_NAME, service: SERVICE_NAME });

const freeTimes = async (app: App, date: string) => {
  const answer = await call<AvailableTime[]>(app, 'GET', `/api/bookings/available-times/?date=${date}&service=${SERVICE}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.filter((entry) => entry.available).map((entry) => entry.time);
};

const dateEntry = async (app: App, date: string) => {
  const answer = await call<AvailableDate[]>(app, 'GET', `/api/bookings/available-dates/?start_date=${date}&days=1&service=${SERVICE}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body[0];
};

interface Ctx {
  handle: DatabaseHandle;
  app: App;
  config: Config;
  deps: AppDeps;
  /** Changing the capacity and the closed dates is an admin's work. */
  admin: StaffWithSession;
}

/** A fresh database and app for the surrounding describe, with a signed-in admin. */
function useWorkshop(backend: TestBackend, overrides: Record<string, string> = {}): Ctx {
  const ctx = {} as Ctx;
  beforeAll(async () => {
    ctx.handle = await backend.open();
    Object.assign(ctx, await createTestApp(ctx.handle.db, overrides, { now: () => NOW }));
    ctx.admin = await staffWithSession(ctx.handle.db, ctx.config, 'admin');
  });
  afterAll(async () => {
    await ctx.handle?.close();
  });
  return ctx;
}

const auditOf = (ctx: Ctx, action: string) => ctx.handle.db.select().from(auditLog).where(eq(auditLog.action, action));

for (const backend of backends) {
  describe.skipIf(backend.skipReason !== null)(`workshop settings on ${backend.name}`, () => {
    describe('stored settings', () => {
      const CLOSED = addDays(TODAY, 5);
      const ctx = useWorkshop(backend, { BAYS: '4', SLOT_MINUTES: '60', BUFFER_MINUTES: '10', CLOSED_DATES: CLOSED });

      it('a new database takes BAYS, SLOT_MINUTES, BUFFER_MINUTES and CLOSED_DATES from the environment, and opens 08:00–20:00 every day', async () => {
        const answer = await call<Ok<CapacitySettings>>(ctx.app, 'GET', '/api/ops/capacity', { cookie: ctx.admin.cookie });
        expect(answer.status, answer.text).toBe(200);
        expect(answer.body.data).toEqual({ bays: 4, slot_minutes: 60, buffer_minutes: 10, hours: DEFAULT_HOURS, closed_dates: [{ date: CLOSED, note: '' }] });
      });

      it('later starts with other variables never overwrite the stored settings', async () => {
        await ctx.handle.db.delete(closedDates);
        const other = await createTestApp(ctx.handle.db, { BAYS: '2', SLOT_MINUTES: '120', CLOSED_DATES: addDays(TODAY, 6) }, { now: () => NOW });
        expect(await other.deps.workshop.capacity()).toMatchObject({ bays: 4, slotMinutes: 60, closedDates: [] });
      });

      it('keeps one object while nothing changed, and a new one after this instance changed it', async () => {
        const { workshop } = ctx.deps;
        workshop.invalidate();
        const first = await workshop.capacity();
        expect(await workshop.capacity()).toBe(first);
        // Read again after invalidate(): the same values keep the same object (the date grids compare by identity).
        workshop.invalidate();
        expect(await workshop.capacity()).toBe(first);
        const put = await call(ctx.app, 'PUT', '/api/ops/capacity', { cookie: ctx.admin.cookie, body: { bays: 5, slot_minutes: 60 } });
        expect(put.status, put.text).toBe(200);
        const changed = await workshop.capacity();
        expect(changed).not.toBe(first);
        expect(changed).toMatchObject({ bays: 5, slotMinutes: 60 });
      });

      it('sees a change made elsewhere (another instance) within the refresh interval', async () => {
        const { workshop } = ctx.deps;
        const before = await workshop.capacity();
        await ctx.handle.db.update(workshopSettings).set({ bays: 6 }).where(eq(workshopSettings.id, 1));
        expect(await workshop.capacity()).toBe(before);
        await new Promise((resolve) => setTimeout(resolve, WORKSHOP_SETTINGS_REFRESH_MS + 100));
        expect((await workshop.capacity()).bays).toBe(6);
      });
    });

    describe('capacity', () => {
      const ctx = useWorkshop(backend, { BAYS: '2' });
      const date = addDays(TODAY, 2);
      let customer: CustomerWithCar;
      /** Every booking made here, with its owner's cookie (to cancel it). */
      const held: Array<{ booking: BookingDetail; cookie: string }> = [];
      const book = async (who: CustomerWithCar, time: string) => {
        const booking = await bookFor(ctx.app, who, date, { time });
        held.push({ booking, cookie: who.customer.cookie });
        return booking;
      };

      beforeAll(async () => {
        customer = await customerWithCar(ctx.app);
      });

      it('is read by staff and admins only, and changed by neither a customer nor anyone signed out', async () => {
        expect((await call(ctx.app, 'GET', '/api/ops/capacity')).status).toBe(401);
        const who = await customerWithCar(ctx.app);
        expect((await call(ctx.app, 'GET', '/api/ops/capacity', { cookie: who.customer.cookie })).status).toBe(403);
        expect((await call(ctx.app, 'PUT', '/api/ops/capacity', { cookie: who.customer.cookie, body: { bays: 1, slot_minutes: 120 } })).status).toBe(403);
        const byToken = await call<Ok<CapacitySettings>>(ctx.app, 'GET', '/api/ops/capacity', { headers: OPS_TOKEN_HEADERS });
        expect(byToken.body.data).toEqual({ bays: 2, slot_minutes: 120, buffer_minutes: 0, hours: DEFAULT_HOURS, closed_dates: [] });
      });

      it.each([
        [{ bays: 0, slot_minutes: 120 }, 'bays', workshopMessages.workshop.baysInvalid],
        [{ bays: 51, slot_minutes: 120 }, 'bays', workshopMessages.workshop.baysInvalid],
        [{ bays: 1.5, slot_minutes: 120 }, 'bays', workshopMessages.workshop.baysInvalid],
        [{ bays: '2', slot_minutes: 120 }, 'bays', workshopMessages.workshop.baysInvalid],
        [{ bays: 2, slot_minutes: 10 }, 'slot_minutes', workshopMessages.workshop.slotMinutesInvalid],
        [{ bays: 2, slot_minutes: 721 }, 'slot_minutes', workshopMessages.workshop.slotMinutesInvalid],
        [{ bays: 2 }, 'slot_minutes', workshopMessages.workshop.slotMinutesInvalid],
        [{ bays: 2, slot_minutes: 122 }, 'slot_minutes', workshopMessages.workshop.slotMinutesInvalid],
        [{ bays: 2, slot_minutes: 120, buffer_minutes: 7 }, 'buffer_minutes', workshopMessages.workshop.bufferInvalid],
        [{ bays: 2, slot_minutes: 120, buffer_minutes: 65 }, 'buffer_minutes', workshopMessages.workshop.bufferInvalid],
        [{ bays: 2, slot_minutes: 120, hours: DEFAULT_HOURS.slice(1) }, 'hours', workshopMessages.workshop.hoursInvalid],
      ])('refuses %j with 400', async (body, field, message) => {
        const answer = await call<Refusal>(ctx.app, 'PUT', '/api/ops/capacity', { cookie: ctx.admin.cookie, body });
        expectRefusal(answer, 400, message);
        expect(answer.body.errors?.[field]).toEqual([message]);
      });

      it('fewer bays are seen at once by the available dates and times, and by booking', async () => {
        expect(await freeTimes(ctx.app, date)).toHaveLength(6);
        expect((await dateEntry(ctx.app, date))?.slots_available).toBe(12);
        const put = await call<Ok<CapacitySettings>>(ctx.app, 'PUT', '/api/ops/capacity', { cookie: ctx.admin.cookie, body: { bays: 1, slot_minutes: 120 } });
        expect(put.status, put.text).toBe(200);
        expect(put.body).toMatchObject({ message: workshopMessages.workshop.capacitySaved, data: { bays: 1, slot_minutes: 120 } });
        expect((await dateEntry(ctx.app, date))?.slots_available).toBe(6);
        expect((await book(customer, '08:00')).bay).toBe(1);
        const second = await customerWithCar(ctx.app);
        const full = await call(ctx.app, 'POST', '/api/bookings/create-customer/', {
          cookie: second.customer.cookie,
          body: { service: SERVICE, car: second.car.id, booking_date: date, time: '08:00', customer_notes: '' },
        });
        expect(full.status, full.text).toBe(409);
        expect(await freeTimes(ctx.app, date)).toEqual(['10:00', '12:00', '14:00', '16:00', '18:00']);
      });

      it('saving the same values changes nothing and records nothing', async () => {
        const before = (await auditOf(ctx, 'capacity.update')).length;
        const put = await call(ctx.app, 'PUT', '/api/ops/capacity', { cookie: ctx.admin.cookie, body: { bays: 1, slot_minutes: 120 } });
        expect(put.body).toMatchObject({ message: workshopMessages.workshop.capacityUnchanged });
        expect(await auditOf(ctx, 'capacity.update')).toHaveLength(before);
      });

      it('refuses to drop a bay that upcoming bookings use, listing them', async () => {
        const put = await call(ctx.app, 'PUT', '/api/ops/capacity', { cookie: ctx.admin.cookie, body: { bays: 3, slot_minutes: 120 } });
        expect(put.status, put.text).toBe(200);
        // 08:00 takes bays 1, 2 and 3; 10:00 only bay 1.
        await book(await customerWithCar(ctx.app), '08:00');
        await book(customer, '10:00');
        const inBayThree = await book(await customerWithCar(ctx.app), '08:00');
        expect(inBayThree.bay).toBe(3);
        const refused = await call<Refusal>(ctx.app, 'PUT', '/api/ops/capacity', { cookie: ctx.admin.cookie, body: { bays: 2, slot_minutes: 120 } });
        expectRefusal(refused, 409, workshopMessages.workshop.baysInUse(1, 2));
        expect(refused.body.errors?.bookings).toEqual([lineOf(inBayThree)]);
      });

      it('takes a new start grid while bookings lie ahead, and moves none of them', async () => {
        const placed = async () =>
          Promise.all(
            held.map(async ({ booking }) => {
              const [row] = await ctx.handle.db.select().from(bookings).where(eq(bookings.id, booking.id));
              const cells = await ctx.handle.db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, booking.id));
              return { start: row?.startTime, end: row?.endTime, bay: row?.bay, cells: cells.map((cell) => cell.slotIndex).sort((a, b) => a - b) };
            }),
          );
        const before = await placed();
        const put = await call<Ok<CapacitySettings>>(ctx.app, 'PUT', '/api/ops/capacity', { headers: OPS_TOKEN_HEADERS, body: { bays: 3, slot_minutes: 60 } });
        expect(put.status, put.text).toBe(200);
        expect(put.body.data).toMatchObject({ bays: 3, slot_minutes: 60 });
        expect(await placed()).toEqual(before);
        // Starts every hour; a two-hour visit fits from 08:00 to 18:00. Bay 1 is held 08:00–12:00, bays 2 and 3 08:00–10:00.
        const times = await call<AvailableTime[]>(ctx.app, 'GET', `/api/bookings/available-times/?date=${date}&service=${SERVICE}`);
        expect(times.body).toHaveLength(12);
        expect(await freeTimes(ctx.app, date)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
      });

      it('records each change in the audit log with who made it', async () => {
        const entries = await auditOf(ctx, 'capacity.update');
        expect(entries.map((entry) => [entry.actorName, entry.before, entry.after])).toEqual([
          [ctx.admin.name, audited(2, 120), audited(1, 120)],
          [ctx.admin.name, audited(1, 120), audited(3, 120)],
          ['ops token', audited(3, 120), audited(3, 60)],
        ]);
      });
    });

    describe('closed dates', () => {
      const ctx = useWorkshop(backend);
      const closing = addDays(TODAY, 3);
      const busy = addDays(TODAY, 4);
      let customer: CustomerWithCar;
      let onBusyDay: BookingDetail;

      beforeAll(async () => {
        customer = await customerWithCar(ctx.app);
        onBusyDay = await bookFor(ctx.app, customer, busy, { time: '12:00' });
      });

      it.each([
        [{ date: addDays(TODAY, -1) }, workshopMessages.workshop.datePast, null],
        [{ date: '2026-02-30' }, messages.booking.dateInvalid, 'date'],
        [{}, messages.booking.dateInvalid, 'date'],
        [{ date: closing, note: 'x'.repeat(201) }, workshopMessages.workshop.noteInvalid, 'note'],
      ])('refuses %j with 400', async (body, message, field) => {
        const answer = await call<Refusal>(ctx.app, 'POST', '/api/ops/closed-dates', { cookie: ctx.admin.cookie, body });
        expectRefusal(answer, 400, message);
        if (field) expect(answer.body.errors?.[field]).toEqual([message]);
      });

      it('closes a date: the grids show it closed and booking it is refused at once', async () => {
        expect((await dateEntry(ctx.app, closing))?.available).toBe(true);
        const answer = await call<Ok<CapacitySettings>>(ctx.app, 'POST', '/api/ops/closed-dates', { cookie: ctx.admin.cookie, body: { date: closing, note: 'Eid holiday' } });
        expect(answer.status, answer.text).toBe(200);
        expect(answer.body.message).toBe(workshopMessages.workshop.dateClosed(closing));
        expect(answer.body.data.closed_dates).toEqual([{ date: closing, note: 'Eid holiday' }]);
        expect(await dateEntry(ctx.app, closing)).toMatchObject({ available: false, slots_available: 0 });
        expect(await freeTimes(ctx.app, closing)).toEqual([]);
        const refused = await call(ctx.app, 'POST', '/api/bookings/create-customer/', {
          cookie: customer.customer.cookie,
          body: { service: SERVICE, car: customer.car.id, booking_date: closing, customer_notes: '' },
        });
        expectRefusal(refused, 409, messages.booking.dateClosed(closing));
        const moved = await call(ctx.app, 'POST', `/api/bookings/${onBusyDay.id}/reschedule/`, { cookie: customer.customer.cookie, body: { date: closing } });
        expectRefusal(moved, 409, messages.booking.dateClosed(closing));
      });

      it('closing a closed date again answers 200 and changes nothing', async () => {
        const answer = await call<Ok<CapacitySettings>>(ctx.app, 'POST', '/api/ops/closed-dates', { headers: OPS_TOKEN_HEADERS, body: { date: closing } });
        expect(answer.status, answer.text).toBe(200);
        expect(answer.body.message).toBe(workshopMessages.workshop.dateAlreadyClosed(closing));
        expect(answer.body.data.closed_dates).toEqual([{ date: closing, note: 'Eid holiday' }]);
      });

      it('refuses to close a date with active bookings, listing them', async () => {
        const answer = await call<Refusal>(ctx.app, 'POST', '/api/ops/closed-dates', { cookie: ctx.admin.cookie, body: { date: busy } });
        expectRefusal(answer, 409, workshopMessages.workshop.dateHasBookings(busy, 1));
        expect(answer.body.errors?.bookings).toEqual([lineOf(onBusyDay)]);
        expect(await ctx.handle.db.select().from(closedDates).where(eq(closedDates.date, busy))).toEqual([]);
      });

      it('a date closed by another instance is refused for booking even before this one reads it again', async () => {
        const elsewhere = addDays(TODAY, 7);
        await freeTimes(ctx.app, elsewhere);
        await ctx.handle.db.insert(closedDates).values({ date: elsewhere });
        const refused = await call(ctx.app, 'POST', '/api/bookings/create-customer/', {
          cookie: customer.customer.cookie,
          body: { service: SERVICE, car: customer.car.id, booking_date: elsewhere, customer_notes: '' },
        });
        expectRefusal(refused, 409, messages.booking.dateClosed(elsewhere));
        await ctx.handle.db.delete(closedDates).where(eq(closedDates.date, elsewhere));
      });

      it('a start grid changed by another instance refuses a start it no longer offers, and books nothing', async () => {
        const day = addDays(TODAY, 8);
        const kept = await ctx.deps.workshop.capacity();
        await ctx.handle.db.update(workshopSettings).set({ slotMinutes: kept.slotMinutes * 2 }).where(eq(workshopSettings.id, 1));
        try {
          expect(await ctx.deps.workshop.capacity()).toBe(kept);
          // 10:00 was a start of the two-hour grid, not of the four-hour one (08:00, 12:00, 16:00).
          const refused = await call(ctx.app, 'POST', '/api/bookings/create-customer/', {
            cookie: customer.customer.cookie,
            body: { service: SERVICE, car: customer.car.id, booking_date: day, time: '10:00', customer_notes: '' },
          });
          expectRefusal(refused, 409, workshopMessages.workshop.timetableChanged);
          expect(await ctx.handle.db.select().from(bookings).where(eq(bookings.bookingDate, day))).toEqual([]);
        } finally {
          await ctx.handle.db.update(workshopSettings).set({ slotMinutes: kept.slotMinutes }).where(eq(workshopSettings.id, 1));
        }
      });

      it('reopens a date; reopening an open one is 404 and a bad date 400', async () => {
        const reopened = await call<Ok<CapacitySettings>>(ctx.app, 'DELETE', `/api/ops/closed-dates/${closing}`, { cookie: ctx.admin.cookie });
        expect(reopened.status, reopened.text).toBe(200);
        expect(reopened.body.message).toBe(workshopMessages.workshop.dateReopened(closing));
        expect(reopened.body.data.closed_dates).toEqual([]);
        expect((await dateEntry(ctx.app, closing))?.available).toBe(true);
        expect((await bookFor(ctx.app, customer, closing)).booking_date).toBe(closing);
        expectRefusal(await call(ctx.app, 'DELETE', `/api/ops/closed-dates/${closing}`, { cookie: ctx.admin.cookie }), 404, workshopMessages.workshop.dateNotClosed(closing));
        expectRefusal(await call(ctx.app, 'DELETE', '/api/ops/closed-dates/tomorrow', { cookie: ctx.admin.cookie }), 400, messages.booking.dateInvalid);
        const who = await customerWithCar(ctx.app);
        expect((await call(ctx.app, 'DELETE', `/api/ops/closed-dates/${closing}`, { cookie: who.customer.cookie })).status).toBe(403);
      });

      it('records closing and reopening in the audit log', async () => {
        const added = await auditOf(ctx, 'closed_date.add');
        expect(added.map((entry) => [entry.targetKind, entry.targetId, entry.actorName, entry.after])).toEqual([
          ['closed_date', closing, ctx.admin.name, { date: closing, note: 'Eid holiday' }],
        ]);
        const removed = await ctx.handle.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'closed_date.remove'), eq(auditLog.targetId, closing)));
        expect(removed.map((entry) => entry.before)).toEqual([{ date: closing, note: 'Eid holiday' }]);
      });
    });

    describe('who may change the capacity and the closed dates', () => {
      const ctx = useWorkshop(backend);
      const closing = addDays(TODAY, 5);
      const closed = addDays(TODAY, 6);
      /** Each change route with a body an admin may send; a refusal must change none of the stored settings. */
      const CHANGES: Array<{ method: string; path: string; body?: unknown }> = [
        { method: 'PUT', path: '/api/ops/capacity', body: { bays: 4, slot_minutes: 120 } },
        { method: 'POST', path: '/api/ops/closed-dates', body: { date: closing, note: 'Staff holiday' } },
        { method: 'DELETE', path: `/api/ops/closed-dates/${closed}` },
      ];
      const stored = async () => ({
        settings: await ctx.handle.db.select().from(workshopSettings),
        closed: await ctx.handle.db.select().from(closedDates),
        audit: (await ctx.handle.db.select().from(auditLog)).length,
      });

      beforeAll(async () => {
        const answer = await call(ctx.app, 'POST', '/api/ops/closed-dates', { cookie: ctx.admin.cookie, body: { date: closed } });
        expect(answer.status, answer.text).toBe(200);
      });

      it('answers 403 "Only an admin can do that." to staff on each change, and changes nothing', async () => {
        const staff = await staffWithSession(ctx.handle.db, ctx.config, 'staff');
        const before = await stored();
        for (const route of CHANGES) {
          expectRefusal(await call(ctx.app, route.method, route.path, { cookie: staff.cookie, body: route.body }), 403, serverMessages.adminOnly);
        }
        expect(await stored()).toEqual(before);
      });

      it('answers 403 to a customer and 401 without a session on each change', async () => {
        const who = await customerWithCar(ctx.app);
        for (const route of CHANGES) {
          expectRefusal(await call(ctx.app, route.method, route.path, { cookie: who.customer.cookie, body: route.body }), 403, serverMessages.forbidden);
          expect((await call(ctx.app, route.method, route.path, { body: route.body })).status, `${route.method} ${route.path}`).toBe(401);
        }
      });

      it('lets staff read the capacity (the board shows the same bays and closed days)', async () => {
        const staff = await staffWithSession(ctx.handle.db, ctx.config, 'staff');
        const answer = await call<Ok<CapacitySettings>>(ctx.app, 'GET', '/api/ops/capacity', { cookie: staff.cookie });
        expect(answer.status, answer.text).toBe(200);
        expect(answer.body.data.closed_dates.map(({ date }) => date)).toEqual([closed]);
      });

      it.each([
        ['an admin', 'admin'],
        ['the ops token', 'token'],
      ] as const)('lets %s make each change', async (_, who) => {
        const access = who === 'admin' ? { cookie: (await staffWithSession(ctx.handle.db, ctx.config, 'admin')).cookie } : { headers: OPS_TOKEN_HEADERS };
        if (who === 'token') {
          // the admin's turn reopened the date and closed the other: put them back as they were
          await call(ctx.app, 'POST', '/api/ops/closed-dates', { cookie: ctx.admin.cookie, body: { date: closed } });
          await call(ctx.app, 'DELETE', `/api/ops/closed-dates/${closing}`, { cookie: ctx.admin.cookie });
        }
        for (const route of CHANGES) {
          const answer = await call(ctx.app, route.method, route.path, { ...access, body: route.body });
          expect(answer.status, `${route.method} ${route.path}: ${answer.text}`).toBe(200);
        }
      });
    });

    describe.skipIf(backend.name !== 'postgres')('two instances', () => {
      const ctx = useWorkshop(backend);

      it("another instance's change is seen within 5 seconds", async () => {
        const second = await backend.reopen(ctx.handle);
        try {
          const other = (await createTestApp(second.db, {}, { now: () => NOW })).app;
          const date = addDays(TODAY, 2);
          expect((await dateEntry(other, date))?.slots_available).toBe(18);
          const put = await call(ctx.app, 'PUT', '/api/ops/capacity', { cookie: ctx.admin.cookie, body: { bays: 1, slot_minutes: 120 } });
          expect(put.status, put.text).toBe(200);
          const started = performance.now();
          while ((await dateEntry(other, date))?.slots_available !== 6) {
            expect(performance.now() - started).toBeLessThan(5000);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          console.info(`capacity change seen by the other instance after ${Math.round(performance.now() - started)} ms`);
        } finally {
          await second.close();
        }
      });
    });
  });
}
