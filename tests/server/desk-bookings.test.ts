// Bookings made at the front desk (POST /api/ops/bookings): for an existing or a new customer and car, confirmed at
// once, through the web's allocator and refusals but none of the customer's own limits; a walk-in at any minute; the
// duplicate warning; every booking object carrying its source; the desk customer who later sets a password and sees
// the booking; and a desk booking and a web booking racing for the last place, on one app and on two instances.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { formatConsoleDay } from '../../src/domain/console/consoleFormat';
import { addDays, karachiInstant, todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import { deskMessages } from '../../src/domain/messageAreas/desk';
import type { Board, BoardBooking } from '../../src/domain/staff';
import type { BookingDetail, BookingListItem } from '../../src/domain/types';
import type { App } from '../../server/app';
import { auditLog, bookings, bookingSlots, outbox, users } from '../../server/db/schema';
import { serverMessages } from '../../server/messages';
import { call, createTestApp, freshIp, registration, sessionCookieOf, signedInCustomer, uniqueEmail } from './helpers/app';
import { bookFor, customerWithCar, type CustomerWithCar } from './helpers/customers';
import { deliveredText } from './helpers/mail-fixtures';
import { OPS_TOKEN_HEADERS, signedInStaff, type OpsAnswer } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

// A day ahead of the real one, so the test's "today" is inside every window; the clock stands at 14:14:20 in Karachi.
const TODAY = todayInKarachi(new Date(Date.now() + 24 * 60 * 60 * 1000));
const NOW = new Date(karachiInstant(TODAY, '14:14').getTime() + 20_000);
const CLOSED = addDays(TODAY, 9);
const day = (offset: number) => addDays(TODAY, offset);

const newCar = (plate: string) => ({ make: 'Suzuki', model: 'Mehran', year: 2015, license_plate: plate, color: 'White' });

let phoneCounter = 0;
/** A mobile number no other customer of the suite has, written the way people write them. */
const newPhone = () => `0333-${String(1_000_000 + ((process.pid * 97 + ++phoneCounter) % 9_000_000)).padStart(7, '0')}`;

describe.each(backends)('desk bookings on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('', () => {
    const ctx = useApp(backend, { BAYS: '2', SLOT_MINUTES: '120', CLOSED_DATES: CLOSED, MAX_ACTIVE_BOOKINGS: '1', BOOKING_MAX_PER_ACCOUNT: '1' }, { now: () => NOW });
    const desk = (body: Record<string, unknown>, headers: Record<string, string> = OPS_TOKEN_HEADERS, cookie: string | null = null, app: App = ctx.app) =>
      call<OpsAnswer<BoardBooking>>(app, 'POST', '/api/ops/bookings', { body, headers: cookie ? {} : headers, cookie });
    const forNew = (body: Record<string, unknown>, customer: Record<string, unknown> = {}) =>
      desk({ new_customer: { full_name: 'Bilal Ahmed', phone: newPhone(), ...customer }, new_car: newCar(`KHI-${++phoneCounter}`), service: 'express-exterior-wash', source: 'phone', ...body });
    const counts = async () => {
      const [made] = await ctx.handle.db.select({ count: sql<number>`count(*)::int` }).from(bookings);
      const [people] = await ctx.handle.db.select({ count: sql<number>`count(*)::int` }).from(users);
      return { bookings: made?.count, users: people?.count };
    };

    it('books an existing customer and car by phone: confirmed, on the board at once, with its source on every booking object', async () => {
      const who = await customerWithCar(ctx.app);
      const web = await bookFor(ctx.app, who, day(2));
      expect(web.source).toBe('web');
      const staff = await signedInStaff(ctx.app, ctx.handle.db, 'staff');
      const made = await desk({ customer: who.customer.user.id, car: who.car.id, service: 'express-exterior-wash', booking_date: day(1), time: '10:00', source: 'phone', customer_notes: 'Called at 9' }, {}, staff.cookie);
      expect(made.status).toBe(201);
      expect(made.body.message).toBe(deskMessages.booked(formatConsoleDay(day(1)), '10:00', 1));
      expect(made.body.data).toMatchObject({ status: 'confirmed', source: 'phone', date: day(1), start_time: '10:00', end_time: '12:00', bay: 1, notes: 'Called at 9' });
      expect(made.body.data.customer).toEqual({ id: who.customer.user.id, name: 'Ayesha Khan', phone: '03001234567', email: who.customer.email });

      const board = await call<OpsAnswer<Board>>(ctx.app, 'GET', `/api/ops/board?date=${day(1)}`, { cookie: staff.cookie });
      expect(board.body.data.bookings.find((booking) => booking.id === made.body.data.id)?.source).toBe('phone');
      const own = await call<OpsAnswer<BookingDetail>>(ctx.app, 'GET', `/api/bookings/${made.body.data.id}/`, { cookie: who.customer.cookie });
      expect(own.body.data.source).toBe('phone');
      const list = await call<OpsAnswer<BookingListItem[]>>(ctx.app, 'GET', '/api/customer/my-bookings/', { cookie: who.customer.cookie });
      expect(list.body.data.map((item) => [item.id, item.source]).sort()).toEqual([[made.body.data.id, 'phone'], [web.id, 'web']].sort());

      const [entry] = await ctx.handle.db.select().from(auditLog).where(and(eq(auditLog.bookingId, made.body.data.id), eq(auditLog.action, 'booking.create_at_desk')));
      expect(entry).toMatchObject({ actorName: staff.name, actorRole: 'staff', targetKind: 'booking' });
      expect(entry?.after).toMatchObject({ source: 'phone', date: day(1), time: '10:00', bay: 1, customer: 'Ayesha Khan' });
    });

    it('adds a new customer without a password and a new car; the confirmation is queued only when asked and the customer has an address', async () => {
      const email = uniqueEmail('desk');
      const mailed = await forNew({ booking_date: day(3), notify: true }, { email: email.toUpperCase() });
      expect(mailed.status).toBe(201);
      const [customer] = await ctx.handle.db.select().from(users).where(eq(users.id, mailed.body.data.customer.id));
      expect(customer).toMatchObject({ email, passwordHash: null, role: 'customer', fullName: 'Bilal Ahmed' });
      expect(customer?.phone).toMatch(/^\+92333\d{7}$/);
      expect(customer?.phoneKey).toBe(customer?.phone);
      const mails = await ctx.handle.db.select().from(outbox).where(eq(outbox.bookingId, mailed.body.data.id));
      expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([['booking_confirmation', email]]);

      const silent = await forNew({ booking_date: day(3), notify: false }, { email: uniqueEmail('desk') });
      const noAddress = await forNew({ booking_date: day(3), source: 'walk_in', notify: true });
      expect([silent.status, noAddress.status]).toEqual([201, 201]);
      expect(noAddress.body.data.customer.email).toBe('');
      for (const booking of [silent, noAddress]) expect(await ctx.handle.db.select().from(outbox).where(eq(outbox.bookingId, booking.body.data.id))).toEqual([]);
    });

    it('lets a desk customer set a password through "Forgot password?" and then see every booking made for them', async () => {
      const email = uniqueEmail('walk-in');
      const first = await forNew({ booking_date: day(4), time: '08:00' }, { email });
      const second = await desk({ customer: first.body.data.customer.id, new_car: newCar('LEA-77'), service: 'premium-wash-wax', booking_date: day(5), source: 'whatsapp' });
      expect([first.status, second.status]).toEqual([201, 201]);
      const login = (password: string) => call(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email, password }, headers: { 'X-Forwarded-For': freshIp() } });

      const before = await login('any-password-1');
      expect({ status: before.status, message: (before.body as { message: string }).message }).toEqual({ status: 401, message: messages.auth.invalidCredentials });
      const register = await call<OpsAnswer<unknown>>(ctx.app, 'POST', '/api/auth/customer/register/', { body: registration({ email }), headers: { 'X-Forwarded-For': freshIp() } });
      expect({ status: register.status, message: register.body.message }).toEqual({ status: 409, message: messages.auth.emailTaken });

      expect((await call(ctx.app, 'POST', '/api/auth/password/forgot/', { body: { email }, headers: { 'X-Forwarded-For': freshIp() } })).status).toBe(200);
      const reset = await vi.waitFor(async () => {
        const [mail] = await ctx.handle.db.select().from(outbox).where(and(eq(outbox.to, email), eq(outbox.kind, 'password_reset')));
        expect(mail).toBeDefined();
        return mail!;
      });
      const token = /\/reset-password\?token=([\w-]+)/.exec(deliveredText(reset))?.[1];
      expect((await call(ctx.app, 'POST', '/api/auth/password/reset/', { body: { token, password: 'my-own-pass-1' } })).status).toBe(200);

      const signedIn = await login('my-own-pass-1');
      expect(signedIn.status).toBe(200);
      const cookie = sessionCookieOf(signedIn.headers);
      const list = await call<OpsAnswer<BookingListItem[]>>(ctx.app, 'GET', '/api/customer/my-bookings/', { cookie });
      expect(list.body.data.map((item) => [item.id, item.source]).sort()).toEqual([[first.body.data.id, 'phone'], [second.body.data.id, 'whatsapp']].sort());
    });

    it('serves a walk-in now: at 14:14 with every bay empty, bay 1 from 14:14, then the minute just gone by in bay 2', async () => {
      const walkIn = (time: string) => forNew({ booking_date: TODAY, time, source: 'walk_in' });
      const first = await walkIn('14:14');
      expect(first.status).toBe(201);
      expect(first.body.data).toMatchObject({ date: TODAY, start_time: '14:14', end_time: '16:14', bay: 1, source: 'walk_in', status: 'confirmed' });
      const second = await walkIn('14:13');
      expect(second.body.data).toMatchObject({ start_time: '14:13', bay: 2 });
      const full = await walkIn('14:14');
      expect({ status: full.status, message: full.body.message, reason: full.body.reason }).toEqual({ status: 409, message: messages.booking.timeTaken(TODAY, '14:14'), reason: 'time_taken' });
      // Each holds the 5-minute cells its own two hours overlap, 14:10–16:15 (cells 170 to 194), in its bay.
      const held = await ctx.handle.db.select({ bay: bookingSlots.bay, cell: bookingSlots.slotIndex }).from(bookingSlots).where(eq(bookingSlots.date, TODAY));
      const cellsOf = (bay: number) => held.filter((row) => row.bay === bay).map((row) => row.cell).sort((a, b) => a - b);
      const twoHoursFrom1410 = Array.from({ length: 25 }, (_, offset) => 170 + offset);
      expect([cellsOf(1), cellsOf(2)]).toEqual([twoHoursFrom1410, twoHoursFrom1410]);
      const times = await call<Array<{ time: string; available: boolean }>>(ctx.app, 'GET', `/api/bookings/available-times/?date=${TODAY}&service=express-exterior-wash`);
      expect(times.body.filter((time) => time.available).map((time) => time.time)).toEqual(['18:00']);
    });

    it('answers 400 naming the field for bad input, and stores nothing', async () => {
      const who = await customerWithCar(ctx.app);
      const other = await customerWithCar(ctx.app);
      const before = await counts();
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ new_customer: { full_name: 'Zara', phone: '+1 202 555 0100' } }, 'new_customer.phone', deskMessages.phoneInvalid],
        [{ new_customer: { full_name: 'Zara', phone: '0300 12345' } }, 'new_customer.phone', deskMessages.phoneInvalid],
        [{ new_car: newCar('-- // --') }, 'new_car.license_plate', messages.cars.plateNeedsLettersOrDigits],
        [{ booking_date: TODAY, time: '14:12' }, 'time', messages.booking.timePassed],
        [{ booking_date: TODAY, time: '10:00' }, 'time', messages.booking.timePassed],
        [{ time: '19:30' }, 'time', deskMessages.outsideHours('08:00', '20:00')],
        [{ time: '07:30' }, 'time', deskMessages.outsideHours('08:00', '20:00')],
        [{ booking_date: addDays(TODAY, -1) }, 'booking_date', messages.booking.dateOutsideWindow(60)],
        [{ addons: ['wheel-shine'] }, 'addons', messages.booking.addonUnavailable],
        [{ addons: ['express-exterior-wash'] }, 'addons', messages.booking.addonUnavailable],
        [{ addons: ['engine-bay-cleaning', 'engine-bay-cleaning'] }, 'addons', messages.booking.addonsRepeated],
        [{ addons: 'wheel-shine' }, 'addons', messages.booking.addonsInvalid],
        [{ service: 'headlight-restoration' }, 'service', messages.booking.addonAsService],
        [{ source: 'web' }, 'source', deskMessages.sourceInvalid],
        [{ customer: who.customer.user.id, new_customer: { full_name: 'Zara', phone: newPhone() } }, 'customer', deskMessages.customerRequired],
        [{ new_customer: undefined }, 'customer', deskMessages.customerRequired],
        [{ car: who.car.id }, 'car', deskMessages.carRequired],
        [{ customer: other.customer.user.id, new_customer: undefined, car: who.car.id, new_car: undefined }, 'car', deskMessages.carNotTheirs],
        [{ notify: 'yes' }, 'notify', messages.validation.flagInvalid('notify')],
      ];
      for (const [change, field, message] of cases) {
        const body = { new_customer: { full_name: 'Zara', phone: newPhone() }, new_car: newCar('KHI-400'), service: 'express-exterior-wash', booking_date: day(6), source: 'phone', ...change };
        const answer = await desk(body);
        expect({ status: answer.status, errors: answer.body.errors?.[field] }, `${field} ${JSON.stringify(change)}`).toEqual({ status: 400, errors: [message] });
      }
      expect(await counts()).toEqual(before);
    });

    it('answers 404 for an unknown customer or service', async () => {
      const unknownCustomer = await desk({ customer: 'nobody-here', car: 'no-car', service: 'express-exterior-wash', booking_date: day(6), source: 'phone' });
      expect({ status: unknownCustomer.status, message: unknownCustomer.body.message }).toEqual({ status: 404, message: deskMessages.customerNotFound });
      const unknownService = await forNew({ booking_date: day(6), service: 'moon-polish' });
      expect({ status: unknownService.status, message: unknownService.body.message }).toEqual({ status: 404, message: messages.services.notFound });
    });

    it('refuses a taken time, a busy car, a closed date and a full day with the server’s sentences', async () => {
      const who = await customerWithCar(ctx.app);
      const date = day(7);
      const book = (body: Record<string, unknown>) => desk({ customer: who.customer.user.id, service: 'express-exterior-wash', booking_date: date, source: 'phone', ...body });
      expect((await book({ car: who.car.id, time: '10:00' })).status).toBe(201);
      const busy = await book({ car: who.car.id, time: '10:00' });
      expect({ status: busy.status, message: busy.body.message, reason: busy.body.reason }).toEqual({ status: 409, message: messages.booking.carAlreadyBooked(who.car.license_plate, date), reason: 'car_busy' });
      expect((await forNew({ booking_date: date, time: '10:00' })).status).toBe(201);
      const taken = await forNew({ booking_date: date, time: '10:00' });
      expect({ status: taken.status, message: taken.body.message, reason: taken.body.reason }).toEqual({ status: 409, message: messages.booking.timeTaken(date, '10:00'), reason: 'time_taken' });
      const closed = await forNew({ booking_date: CLOSED });
      expect({ status: closed.status, message: closed.body.message }).toEqual({ status: 409, message: messages.booking.dateClosed(CLOSED) });
      // Six hours a booking: two fit in each bay of a twelve-hour day.
      const fullDay = day(8);
      for (let index = 0; index < 4; index += 1) expect((await forNew({ booking_date: fullDay, service: 'signature-full-detail' })).status).toBe(201);
      const full = await forNew({ booking_date: fullDay });
      expect({ status: full.status, message: full.body.message, reason: full.body.reason }).toEqual({ status: 409, message: messages.booking.noSlots(fullDay), reason: 'day_full' });
    });

    it('does not hold the desk to the customer’s own limits: the upcoming cap and the hourly booking limit', async () => {
      const who = await customerWithCar(ctx.app);
      await bookFor(ctx.app, who, day(10));
      // The customer may make one booking an hour on the web (BOOKING_MAX_PER_ACCOUNT) and hold one upcoming.
      const webAgain = await call<OpsAnswer<unknown>>(ctx.app, 'POST', '/api/bookings/create-customer/', { cookie: who.customer.cookie, body: { service: 'express-exterior-wash', car: who.car.id, booking_date: day(11) } });
      expect(webAgain.status).toBe(429);
      for (const offset of [11, 12, 13]) {
        const answer = await desk({ customer: who.customer.user.id, car: who.car.id, service: 'express-exterior-wash', booking_date: day(offset), source: 'phone' });
        expect(answer.status).toBe(201);
      }
    });

    it('warns of a new customer whose phone (in any spelling) or e-mail address another customer has, offering that customer', async () => {
      const existing = await signedInCustomer(ctx.app, { full_name: 'Hina Siddiqui', phone_number: '0345 7654321' });
      const duplicateOf = (answer: { status: number; body: OpsAnswer<unknown> }) => ({ status: answer.status, message: answer.body.message, data: answer.body.data });
      const offered = { existing_customer: { id: existing.user.id, full_name: 'Hina Siddiqui', phone: '03457654321', email: existing.email } };
      for (const spelling of ['+92 345 7654321', '923457654321', '0345-7654321']) {
        const answer = await forNew({ booking_date: day(14) }, { phone: spelling });
        expect(duplicateOf(answer), spelling).toEqual({ status: 409, message: deskMessages.duplicatePhone('Hina Siddiqui'), data: offered });
      }
      const shared = await forNew({ booking_date: day(14), allow_duplicate_phone: true }, { full_name: 'Hina’s husband', phone: '+92 345 7654321' });
      expect(shared.status).toBe(201);
      expect(shared.body.data.customer.id).not.toBe(existing.user.id);
      const byEmail = await forNew({ booking_date: day(14), allow_duplicate_phone: true }, { email: existing.email.toUpperCase() });
      expect(duplicateOf(byEmail)).toEqual({ status: 409, message: deskMessages.duplicateEmail('Hina Siddiqui'), data: offered });
      const staff = await signedInStaff(ctx.app, ctx.handle.db, 'staff');
      const staffAddress = await forNew({ booking_date: day(14) }, { email: staff.email });
      expect({ status: staffAddress.status, message: staffAddress.body.message, data: staffAddress.body.data }).toEqual({ status: 409, message: messages.auth.emailTaken, data: undefined });
    });

    it('is the workshop’s: 401 without a session or token, 403 for a customer, and the ops token books', async () => {
      const body = { new_customer: { full_name: 'Omar', phone: newPhone() }, new_car: newCar('KHI-500'), service: 'express-exterior-wash', booking_date: day(15), source: 'phone' };
      const customer = await signedInCustomer(ctx.app);
      const anonymous = await call<OpsAnswer<unknown>>(ctx.app, 'POST', '/api/ops/bookings', { body });
      const asCustomer = await call<OpsAnswer<unknown>>(ctx.app, 'POST', '/api/ops/bookings', { body, cookie: customer.cookie });
      expect([anonymous.status, anonymous.body.message]).toEqual([401, messages.auth.notAuthenticated]);
      expect([asCustomer.status, asCustomer.body.message]).toEqual([403, serverMessages.forbidden]);
      expect((await desk(body)).status).toBe(201);
    });

    it('gives the last place of a day to exactly one of a desk booking and a web booking made at once', async () => {
      await raceForLastPlace([ctx.app, ctx.app], day(20));
    });

    it.skipIf(backend.name !== 'postgres')('gives the last place to exactly one of them across two instances on one database', async () => {
      const second = await backend.reopen(ctx.handle);
      try {
        const other = (await createTestApp(second.db, { BAYS: '2', SLOT_MINUTES: '120', CLOSED_DATES: CLOSED }, { now: () => NOW })).app;
        for (const offset of [21, 22, 23, 24, 25]) await raceForLastPlace([ctx.app, other], day(offset));
      } finally {
        await second.close();
      }
    });

    /**
     * Bay 1 holds an eight-hour booking and bay 2 has room for one more: a desk booking on `apps[0]` and a web booking
     * on `apps[1]` ask for it at the same moment; one is booked and the other refused with the full day.
     */
    async function raceForLastPlace(apps: [App, App], date: string): Promise<void> {
      const long = { service: 'showroom-detail', booking_date: date };
      expect((await forNew(long)).status).toBe(201);
      const web: CustomerWithCar = await customerWithCar(apps[1]);
      const [atDesk, online] = await Promise.all([
        desk({ new_customer: { full_name: 'Race Desk', phone: newPhone() }, new_car: newCar(`RACE-${date}`), source: 'phone', ...long }, OPS_TOKEN_HEADERS, null, apps[0]),
        call<OpsAnswer<unknown>>(apps[1], 'POST', '/api/bookings/create-customer/', { cookie: web.customer.cookie, body: { ...long, car: web.car.id } }),
      ]);
      expect([atDesk.status, online.status].sort()).toEqual([201, 409]);
      const refused = atDesk.status === 409 ? atDesk.body : (online.body as OpsAnswer<unknown>);
      expect({ message: refused.message, reason: refused.reason }).toEqual({ message: messages.booking.noSlots(date), reason: 'day_full' });
      const made = await ctx.handle.db.select({ bay: bookings.bay }).from(bookings).where(eq(bookings.bookingDate, date));
      expect(made.map((booking) => booking.bay).sort()).toEqual([1, 2]);
      // Two eight-hour bookings, each holding its bay's 96 cells of five minutes.
      const held = await ctx.handle.db.select({ count: sql<number>`count(*)::int` }).from(bookingSlots).where(eq(bookingSlots.date, date));
      expect(held[0]?.count).toBe(2 * 96);
    }
  });
});
