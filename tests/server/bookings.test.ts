// Cars, availability, bookings, customer actions and the workshop's ops through app.request(), on PGlite and PostgreSQL.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatLongDate, formatTime, karachiInstant } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { AvailableDate, BookingDetail, BookingListItem, Car, Paged } from '../../src/domain/types';
import type { App } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/client';
import { bookingSlots, bookings, invoices } from '../../server/db/schema';
import { prepareBackends, type TestBackend } from './helpers/backends';
import { call, createTestApp, removeTempDirs, signedInCustomer, type SignedInCustomer } from './helpers/app';
import type { Ok } from './helpers/envelopes';

const backends = await prepareBackends();
afterAll(async () => {
  for (const backend of backends) await backend.stop();
  removeTempDirs();
});

// 10:30 in Karachi (UTC+5) on Sunday 22 November 2026.
const TODAY = '2026-11-22';
const TOMORROW = addDays(TODAY, 1);
const DAY_AFTER = addDays(TODAY, 2);
const START_CLOCK = new Date('2026-11-22T05:30:00Z');
const OPS = { Authorization: 'Bearer test-ops-token-0123456789abcdef' };

interface Envelope {
  success: false;
  detail: string;
  message: string;
  errors?: Record<string, string[]>;
}
const expectRefusal = (answer: { status: number; body: unknown }, status: number, message: string) => {
  expect({ status: answer.status, message: (answer.body as Envelope).message }).toEqual({ status, message });
  expect((answer.body as Envelope).detail).toBe(message);
};

interface Ctx {
  handle: DatabaseHandle;
  app: App;
  clock: { now: Date };
}

/** A fresh database and app per group with a clock the tests move. */
function useApp(backend: TestBackend, overrides: Record<string, string> = {}) {
  const ctx = { clock: { now: START_CLOCK } } as Ctx;
  beforeAll(async () => {
    ctx.clock.now = START_CLOCK;
    ctx.handle = await backend.open();
    ctx.app = (await createTestApp(ctx.handle.db, overrides, { now: () => ctx.clock.now })).app;
  });
  afterAll(async () => {
    await ctx.handle?.close();
  });
  return ctx;
}

let plateCounter = 0;
async function addCar(app: App, customer: SignedInCustomer, overrides: Record<string, unknown> = {}): Promise<Car> {
  plateCounter += 1;
  const answer = await call<Ok<Car>>(app, 'POST', '/api/cars/add-car/', {
    cookie: customer.cookie,
    body: { make: 'Toyota', model: 'Corolla', year: 2021, license_plate: `kha-${plateCounter}`, color: 'White', customer: customer.user.id, ...overrides },
  });
  if (answer.status !== 201) throw new Error(`add car failed ${answer.status}: ${answer.text}`);
  return answer.body.data;
}

async function customerWithCar(app: App) {
  const customer = await signedInCustomer(app);
  const car = await addCar(app, customer);
  return { customer, car };
}

const book = (app: App, who: { customer: SignedInCustomer; car: Car }, body: Record<string, unknown> = {}) =>
  call<Ok<BookingDetail>>(app, 'POST', '/api/bookings/create-customer/', {
    cookie: who.customer.cookie,
    body: { customer: who.customer.user.id, service: 'express-exterior-wash', car: who.car.id, booking_date: TOMORROW, customer_notes: '', ...body },
  });

async function dates(app: App, query = ''): Promise<AvailableDate[]> {
  const answer = await call<AvailableDate[]>(app, 'GET', `/api/bookings/available-dates/${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
}
const slotsOn = async (app: App, date: string, service = '') =>
  (await dates(app, `?start_date=${date}&days=1${service ? `&service=${service}` : ''}`))[0]?.slots_available;

const opsStatus = (app: App, id: string, status: string) => call(app, 'POST', `/api/ops/bookings/${id}/status`, { headers: OPS, body: { status } });

describe.each(backends)('bookings on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('cars', () => {
    const ctx = useApp(backend);

    it('adds, lists, changes the default and removes vehicles of the signed-in customer only', async () => {
      const customer = await signedInCustomer(ctx.app);
      const added = await call<Ok<Car>>(ctx.app, 'POST', '/api/cars/add-car/', {
        cookie: customer.cookie,
        body: { make: ' Honda ', model: 'Civic', year: '2020', license_plate: 'bkr-123', color: 'Grey', customer: customer.user.id },
      });
      expect(added.status).toBe(201);
      expect(added.body).toEqual({
        success: true,
        message: messages.profile.vehicleAdded,
        data: { id: expect.any(String), make: 'Honda', model: 'Civic', year: 2020, license_plate: 'BKR-123', color: 'Grey', customer: customer.user.id, is_default: true },
      });
      const second = await addCar(ctx.app, customer, { color: undefined });
      expect(second.is_default).toBe(false);
      expect(second.color).toBe('');

      const list = await call<Ok<Car[]>>(ctx.app, 'GET', '/api/cars/by-customer/', { cookie: customer.cookie });
      expect(list.body.success).toBe(true);
      expect(list.body.data.map((car) => car.id)).toEqual([added.body.data.id, second.id]);

      const makeDefault = await call<Ok<Car>>(ctx.app, 'PATCH', `/api/cars/${second.id}/`, { cookie: customer.cookie, body: { is_default: true } });
      expect(makeDefault.status).toBe(200);
      expect(makeDefault.body.message).toBe(messages.profile.defaultUpdated);
      expect(makeDefault.body.data.is_default).toBe(true);
      const after = await call<Ok<Car[]>>(ctx.app, 'GET', '/api/cars/by-customer/', { cookie: customer.cookie });
      expect(after.body.data.filter((car) => car.is_default).map((car) => car.id)).toEqual([second.id]);

      const recolour = await call<Ok<Car>>(ctx.app, 'PATCH', `/api/cars/${second.id}/`, { cookie: customer.cookie, body: { color: 'Black', license_plate: 'lea-9' } });
      expect(recolour.body).toEqual({ success: true, message: messages.cars.updated, data: { ...makeDefault.body.data, color: 'Black', license_plate: 'LEA-9' } });

      const removed = await call(ctx.app, 'DELETE', `/api/cars/${second.id}/`, { cookie: customer.cookie });
      expect(removed.body).toEqual({ success: true, message: messages.profile.vehicleRemoved });
      // The remaining vehicle becomes the default.
      const left = await call<Ok<Car[]>>(ctx.app, 'GET', '/api/cars/by-customer/', { cookie: customer.cookie });
      expect(left.body.data).toEqual([{ ...added.body.data, is_default: true }]);
    });

    it('leaves exactly one default when default changes race', async () => {
      const customer = await signedInCustomer(ctx.app);
      const owned = [await addCar(ctx.app, customer), await addCar(ctx.app, customer), await addCar(ctx.app, customer), await addCar(ctx.app, customer)];
      const answers = await Promise.all(owned.map((car) => call(ctx.app, 'PATCH', `/api/cars/${car.id}/`, { cookie: customer.cookie, body: { is_default: true } })));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const list = await call<Ok<Car[]>>(ctx.app, 'GET', '/api/cars/by-customer/', { cookie: customer.cookie });
      expect(list.body.data.filter((car) => car.is_default)).toHaveLength(1);
    });

    it('refuses a plate the customer already saved (any case) with 409, but another customer may save it', async () => {
      const customer = await signedInCustomer(ctx.app);
      await addCar(ctx.app, customer, { license_plate: 'ABC-777' });
      const again = await call(ctx.app, 'POST', '/api/cars/add-car/', { cookie: customer.cookie, body: { make: 'Suzuki', model: 'Alto', year: 2019, license_plate: 'abc-777' } });
      expectRefusal(again, 409, messages.cars.plateTaken);
      const other = await signedInCustomer(ctx.app);
      expect((await addCar(ctx.app, other, { license_plate: 'ABC-777' })).license_plate).toBe('ABC-777');
      const mine = await addCar(ctx.app, customer, { license_plate: 'ABC-778' });
      expectRefusal(await call(ctx.app, 'PATCH', `/api/cars/${mine.id}/`, { cookie: customer.cookie, body: { license_plate: 'abc-777' } }), 409, messages.cars.plateTaken);
    });

    it.each([
      [{ make: '' }, 'make', messages.cars.requiredFields],
      [{ license_plate: undefined }, 'license_plate', messages.cars.requiredFields],
      [{ year: 1989 }, 'year', messages.cars.yearOutOfRange(1990, new Date().getFullYear() + 1)],
      [{ year: new Date().getFullYear() + 2 }, 'year', messages.cars.yearOutOfRange(1990, new Date().getFullYear() + 1)],
    ])('answers 400 for %j', async (change, field, text) => {
      const customer = await signedInCustomer(ctx.app);
      const answer = await call<Envelope>(ctx.app, 'POST', '/api/cars/add-car/', {
        cookie: customer.cookie,
        body: { make: 'Kia', model: 'Sportage', year: 2022, license_plate: 'KAR-1', ...change },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[field]).toContain(text);
    });

    it('scopes every vehicle call to the signed-in customer', async () => {
      const owner = await signedInCustomer(ctx.app);
      const car = await addCar(ctx.app, owner);
      const other = await signedInCustomer(ctx.app);
      expectRefusal(await call(ctx.app, 'PATCH', `/api/cars/${car.id}/`, { cookie: other.cookie, body: { color: 'Red' } }), 404, messages.cars.notFound);
      expectRefusal(await call(ctx.app, 'PATCH', `/api/cars/${car.id}/`, { cookie: other.cookie, body: { is_default: true } }), 404, messages.cars.notFound);
      expectRefusal(await call(ctx.app, 'DELETE', `/api/cars/${car.id}/`, { cookie: other.cookie }), 404, messages.cars.notFound);
      expect((await call<Ok<Car[]>>(ctx.app, 'GET', '/api/cars/by-customer/', { cookie: other.cookie })).body.data).toEqual([]);
      expect((await call<Ok<Car[]>>(ctx.app, 'GET', '/api/cars/by-customer/', { cookie: owner.cookie })).body.data).toEqual([car]);
      const forSomeoneElse = await call(ctx.app, 'POST', '/api/cars/add-car/', {
        cookie: other.cookie,
        body: { make: 'Kia', model: 'Picanto', year: 2022, license_plate: 'KAR-2', customer: owner.user.id },
      });
      expectRefusal(forSomeoneElse, 403, messages.cars.otherCustomer);
      expect((await call(ctx.app, 'GET', '/api/cars/by-customer/')).status).toBe(401);
      expect((await call(ctx.app, 'POST', '/api/cars/add-car/', { body: {} })).status).toBe(401);
    });

    it('keeps a vehicle with active bookings; once cancelled it can go and the booking keeps its details', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = (await book(ctx.app, who)).body.data;
      expectRefusal(await call(ctx.app, 'DELETE', `/api/cars/${who.car.id}/`, { cookie: who.customer.cookie }), 409, messages.cars.hasActiveBookings);
      expect((await call(ctx.app, 'POST', `/api/bookings/${booking.id}/cancel/`, { cookie: who.customer.cookie, body: { reason: 'Travelling' } })).status).toBe(200);
      expect((await call(ctx.app, 'DELETE', `/api/cars/${who.car.id}/`, { cookie: who.customer.cookie })).status).toBe(200);
      const kept = await call<Ok<BookingDetail>>(ctx.app, 'GET', `/api/bookings/${booking.id}/`, { cookie: who.customer.cookie });
      expect(kept.body.data.car).toEqual({ id: null, make: 'Toyota', model: 'Corolla', year: 2021, license_plate: who.car.license_plate, color: 'White' });
    });
  });

  describe.skipIf(backend.skipReason !== null)('available dates', () => {
    const ctx = useApp(backend, { CLOSED_DATES: `${addDays(TODAY, 3)}, 2026-12-25` });

    it('answers a bare array for 14 days from today by default', async () => {
      const list = await dates(ctx.app);
      expect(list).toHaveLength(14);
      expect(list[0]).toEqual({ date: TODAY, available: true, slots_available: 12, earliest_time: '12:00' });
      expect(list[1]).toEqual({ date: TOMORROW, available: true, slots_available: 18, earliest_time: '08:00' });
      expect(list[3]).toEqual({ date: addDays(TODAY, 3), available: false, slots_available: 0, earliest_time: null });
      expect(list[13]?.date).toBe(addDays(TODAY, 13));
    });

    it('clamps a past start_date to today, honours days and the service duration', async () => {
      const list = await dates(ctx.app, `?start_date=2026-11-01&days=3&service=interior-deep-clean`);
      // Two-slot service: 5 starts per bay tomorrow; today only 12:00, 14:00, 16:00 remain.
      expect(list.map((day) => [day.date, day.slots_available])).toEqual([
        [TODAY, 9],
        [TOMORROW, 15],
        [DAY_AFTER, 15],
      ]);
      expect(await dates(ctx.app, '?days=60')).toHaveLength(60);
      // Beyond the booking window (today + 59) nothing is offered.
      expect((await dates(ctx.app, `?start_date=${addDays(TODAY, 58)}&days=3`)).map((day) => day.slots_available)).toEqual([18, 18, 0]);
      // Later in the day fewer start times remain; after the last start none.
      ctx.clock.now = new Date('2026-11-22T11:30:00Z');
      expect(await slotsOn(ctx.app, TODAY)).toBe(3);
      ctx.clock.now = new Date('2026-11-22T13:00:00Z');
      expect((await dates(ctx.app, '?days=1'))[0]).toEqual({ date: TODAY, available: false, slots_available: 0, earliest_time: null });
      ctx.clock.now = START_CLOCK;
    });

    it.each([
      ['?days=0', messages.booking.daysInvalid(60)],
      ['?days=61', messages.booking.daysInvalid(60)],
      ['?days=abc', messages.booking.daysInvalid(60)],
      ['?start_date=2026-02-30', messages.booking.dateInvalid],
      ['?start_date=tomorrow', messages.booking.dateInvalid],
      ['?service=no-such-service', messages.services.notFound],
    ])('refuses %s', async (query, text) => {
      const answer = await call(ctx.app, 'GET', `/api/bookings/available-dates/${query}`);
      expectRefusal(answer, query.startsWith('?service') ? 404 : 400, text);
    });

    it('counts what bookings occupy, for one-slot and two-slot services', async () => {
      const who = await customerWithCar(ctx.app);
      expect(await slotsOn(ctx.app, DAY_AFTER)).toBe(18);
      expect((await book(ctx.app, who, { booking_date: DAY_AFTER, time: '12:00' })).status).toBe(201);
      expect(await slotsOn(ctx.app, DAY_AFTER)).toBe(17);
      // Bay 1 at 12:00 taken: two-slot starts 10:00 and 12:00 on bay 1 are gone.
      expect(await slotsOn(ctx.app, DAY_AFTER, 'interior-deep-clean')).toBe(13);
      expect((await book(ctx.app, who, { booking_date: DAY_AFTER, service: 'interior-deep-clean' })).body.data).toMatchObject({ bay: 1, start_time: '08:00', end_time: '12:00' });
      expect(await slotsOn(ctx.app, DAY_AFTER)).toBe(15);
    });

    it('refuses a booking on a closed day', async () => {
      const who = await customerWithCar(ctx.app);
      expectRefusal(await book(ctx.app, who, { booking_date: '2026-12-25' }), 409, messages.booking.dateClosed('2026-12-25'));
    });
  });

  describe.skipIf(backend.skipReason !== null)('creating bookings', () => {
    // One customer fills a whole day here: more than the default limit of upcoming bookings.
    const ctx = useApp(backend, { MAX_ACTIVE_BOOKINGS: '1000' });

    it('allocates the earliest free bay and time, prices it, and writes the invoice', async () => {
      const who = await customerWithCar(ctx.app);
      const answer = await book(ctx.app, who, { customer_notes: '  Please use <b>no</b> wax  ' });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        success: true,
        message: messages.booking.created,
        data: {
          id: expect.any(String),
          status: 'pending',
          source: 'web',
          booking_date: TOMORROW,
          start_time: '08:00',
          end_time: '10:00',
          bay: 1,
          service: { id: 'express-exterior-wash', name: 'Express Exterior Wash', description: expect.any(String), price: 2500, originalPrice: 3000 },
          items: [{ service: 'express-exterior-wash', name: 'Express Exterior Wash', kind: 'service', price: 2500, original_price: 3000, duration: 120 }],
          duration: 120,
          total_amount: 2500,
          car: { id: who.car.id, make: 'Toyota', model: 'Corolla', year: 2021, license_plate: who.car.license_plate, color: 'White' },
          customer_notes: 'Please use <b>no</b> wax',
          invoice_id: expect.any(String),
          payment_status: 'pending',
          deposit: null,
          pending_payment: null,
          rating: null,
          review: null,
          cancellation_reason: null,
          created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
      });
      const [invoice] = await ctx.handle.db.select().from(invoices).where(eq(invoices.id, answer.body.data.invoice_id ?? ''));
      expect(invoice).toMatchObject({ amount: 2119, taxAmount: 381, totalAmount: 2500, paymentStatus: 'pending', paymentMethod: null, paidAt: null });
      // Another car at the same time takes the next bay (one car cannot be in two bays at once).
      const second = await book(ctx.app, { ...who, car: await addCar(ctx.app, who.customer) });
      expect(second.body.data).toMatchObject({ bay: 2, start_time: '08:00' });
      const read = await call<Ok<BookingDetail>>(ctx.app, 'GET', `/api/bookings/${answer.body.data.id}/`, { cookie: who.customer.cookie });
      expect(read.body).toEqual({ success: true, data: answer.body.data });
    });

    it('books an asked time, and refuses one that is taken, past, or not a slot start', async () => {
      const who = await customerWithCar(ctx.app);
      const date = addDays(TODAY, 5);
      for (let bay = 1; bay <= 3; bay += 1) {
        const car = bay === 1 ? who.car : await addCar(ctx.app, who.customer);
        expect((await book(ctx.app, { ...who, car }, { booking_date: date, time: '14:00' })).body.data).toMatchObject({ bay, start_time: '14:00', end_time: '16:00' });
      }
      const fourthCar = await addCar(ctx.app, who.customer);
      const taken = await book(ctx.app, { ...who, car: fourthCar }, { booking_date: date, time: '14:00' });
      expectRefusal(taken, 409, messages.booking.timeTaken(date, '14:00'));
      // The envelope says what another attempt should change, so a client need not read the sentence.
      expect(taken.body).toMatchObject({ reason: 'time_taken' });
      expectRefusal(await book(ctx.app, who, { booking_date: date, time: '09:00' }), 400, messages.booking.timeInvalid);
      expectRefusal(await book(ctx.app, who, { booking_date: date, time: '9am' }), 400, messages.booking.timeInvalid);
      const passed = await book(ctx.app, who, { booking_date: TODAY, time: '10:00' });
      expectRefusal(passed, 409, messages.booking.timePassed);
      expect(passed.body).toMatchObject({ reason: 'time_passed' });
      expect((await book(ctx.app, who, { booking_date: TODAY })).body.data.start_time).toBe('12:00');
      expect((await book(ctx.app, who, { booking_date: date, service: 'interior-deep-clean', time: '18:00' })).status).toBe(400);
    });

    it('refuses bad bookings with the right status and changes nothing', async () => {
      const who = await customerWithCar(ctx.app);
      const other = await customerWithCar(ctx.app);
      const before = await ctx.handle.db.select({ count: sql<number>`count(*)::int` }).from(bookings);
      expectRefusal(await book(ctx.app, who, { customer: other.customer.user.id }), 403, messages.booking.otherCustomer);
      expectRefusal(await book(ctx.app, who, { service: 'no-such-service' }), 404, messages.services.notFound);
      expectRefusal(await book(ctx.app, who, { service: 'windscreen-water-repellent' }), 400, messages.booking.serviceUnavailable);
      expectRefusal(await book(ctx.app, who, { car: other.car.id }), 404, messages.booking.carNotFound);
      expectRefusal(await book(ctx.app, who, { booking_date: addDays(TODAY, -1) }), 400, messages.booking.dateOutsideWindow(60));
      expectRefusal(await book(ctx.app, who, { booking_date: addDays(TODAY, 60) }), 400, messages.booking.dateOutsideWindow(60));
      expect((await book(ctx.app, who, { booking_date: addDays(TODAY, 59) })).status).toBe(201);
      expectRefusal(await book(ctx.app, who, { booking_date: '22/11/2026' }), 400, messages.booking.dateInvalid);
      expectRefusal(await book(ctx.app, who, { customer_notes: 'x'.repeat(1001) }), 400, messages.booking.notesTooLong(1000));
      expectRefusal(await book(ctx.app, who, { car: undefined }), 400, messages.wizard.missingInformation);
      expect((await book(ctx.app, { ...who, customer: { ...who.customer, cookie: '' } })).status).toBe(401);
      const after = await ctx.handle.db.select({ count: sql<number>`count(*)::int` }).from(bookings);
      expect(after[0]?.count).toBe((before[0]?.count ?? 0) + 1);
    });

    it('answers 409 with the exact sentence when the day is full', async () => {
      const full = addDays(TODAY, 7);
      const who = await customerWithCar(ctx.app);
      for (let index = 0; index < 9; index += 1) {
        const car = index === 0 ? who.car : await addCar(ctx.app, who.customer);
        expect((await book(ctx.app, { ...who, car }, { booking_date: full, service: 'interior-deep-clean' })).status).toBe(201);
      }
      // Three bays × six two-hour slots: nine four-hour bookings leave nothing.
      expect(await slotsOn(ctx.app, full)).toBe(0);
      const refused = await book(ctx.app, who, { booking_date: full });
      expectRefusal(refused, 409, `No slots available on ${full}. Please choose another date.`);
      expect((await dates(ctx.app, `?start_date=${full}&days=1`))[0]).toEqual({ date: full, available: false, slots_available: 0, earliest_time: null });
    });
  });

  describe.skipIf(backend.skipReason !== null)('reading bookings', () => {
    const ctx = useApp(backend);

    it('pages my bookings, filters the customer list, and never shows another customer a booking', async () => {
      const who = await customerWithCar(ctx.app);
      const first = (await book(ctx.app, who, { booking_date: DAY_AFTER })).body.data;
      const second = (await book(ctx.app, who, { booking_date: TOMORROW, service: 'premium-wash-wax' })).body.data;
      const third = (await book(ctx.app, who, { booking_date: addDays(TODAY, 4) })).body.data;
      await call(ctx.app, 'POST', `/api/customer/my-bookings/${third.id}/cancel/`, { cookie: who.customer.cookie, body: { cancellation_reason: '' } });

      const page1 = await call<Paged<BookingDetail>>(ctx.app, 'GET', '/api/bookings/my-bookings/?page_size=2', { cookie: who.customer.cookie });
      expect(page1.body.count).toBe(3);
      expect(page1.body.results.map((booking) => booking.id)).toEqual([third.id, second.id]);
      expect(page1.body.next).toBe('/api/bookings/my-bookings/?page_size=2&page=2');
      expect(page1.body.previous).toBeNull();
      const page2 = await call<Paged<BookingDetail>>(ctx.app, 'GET', '/api/bookings/my-bookings/?page_size=2&page=2', { cookie: who.customer.cookie });
      expect(page2.body.results.map((booking) => booking.id)).toEqual([first.id]);
      expect(page2.body.next).toBeNull();

      const list = await call<Ok<BookingListItem[]>>(ctx.app, 'GET', '/api/customer/my-bookings/', { cookie: who.customer.cookie });
      expect(list.body.data.map((item) => item.id)).toEqual([third.id, first.id, second.id]);
      expect(list.body.data[2]).toEqual({
        id: second.id,
        serviceId: 'premium-wash-wax',
        serviceName: 'Premium Wash & Wax',
        items: [{ service: 'premium-wash-wax', name: 'Premium Wash & Wax', kind: 'service', price: 4500, original_price: null, duration: 120 }],
        duration: 120,
        totalAmount: 4500,
        status: 'pending',
        source: 'web',
        carMake: 'Toyota',
        carModel: 'Corolla',
        carLicensePlate: who.car.license_plate,
        scheduledDate: TOMORROW,
        scheduledTime: '08:00',
        scheduledEndTime: '10:00',
        rating: null,
        review: null,
        invoiceId: second.invoice_id,
        paymentStatus: 'pending',
        deposit: null,
        pendingPayment: null,
        cancellationReason: null,
      });
      const ids = async (query: string) =>
        (await call<Ok<BookingListItem[]>>(ctx.app, 'GET', `/api/customer/my-bookings/${query}`, { cookie: who.customer.cookie })).body.data.map((item) => item.id);
      expect(await ids('?status=cancelled')).toEqual([third.id]);
      expect(await ids('?status=all')).toHaveLength(3);
      expect(await ids(`?date_from=${DAY_AFTER}`)).toEqual([third.id, first.id]);
      expect(await ids(`?date_from=${TOMORROW}&date_to=${DAY_AFTER}&status=pending`)).toEqual([first.id, second.id]);
      expectRefusal(await call(ctx.app, 'GET', '/api/customer/my-bookings/?status=lost', { cookie: who.customer.cookie }), 400, messages.booking.statusFilterInvalid);
      expectRefusal(await call(ctx.app, 'GET', '/api/customer/my-bookings/?date_to=soon', { cookie: who.customer.cookie }), 400, messages.booking.dateInvalid);

      const one = await call<Ok<BookingListItem>>(ctx.app, 'GET', `/api/customer/my-bookings/${second.id}/`, { cookie: who.customer.cookie });
      expect(one.body).toEqual({ success: true, data: list.body.data[2] });

      const stranger = await signedInCustomer(ctx.app);
      expectRefusal(await call(ctx.app, 'GET', `/api/bookings/${first.id}/`, { cookie: stranger.cookie }), 404, messages.booking.notFound);
      expectRefusal(await call(ctx.app, 'GET', `/api/customer/my-bookings/${first.id}/`, { cookie: stranger.cookie }), 404, messages.booking.notFound);
      expect((await call<Paged<BookingDetail>>(ctx.app, 'GET', '/api/bookings/my-bookings/', { cookie: stranger.cookie })).body).toEqual({ count: 0, next: null, previous: null, results: [] });
      expect((await call<Ok<BookingListItem[]>>(ctx.app, 'GET', '/api/customer/my-bookings/', { cookie: stranger.cookie })).body.data).toEqual([]);
      expect((await call(ctx.app, 'GET', '/api/customer/my-bookings/')).status).toBe(401);
      expect((await call(ctx.app, 'GET', '/api/bookings/my-bookings/')).status).toBe(401);
    });

    it('lets the customer change notes only while the booking can still change', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = (await book(ctx.app, who)).body.data;
      const changed = await call<Ok<BookingDetail>>(ctx.app, 'PATCH', `/api/bookings/${booking.id}/`, { cookie: who.customer.cookie, body: { customer_notes: 'Gate 2' } });
      expect(changed.body).toMatchObject({ success: true, message: messages.booking.notesUpdated, data: { customer_notes: 'Gate 2' } });
      const stranger = await signedInCustomer(ctx.app);
      expectRefusal(await call(ctx.app, 'PATCH', `/api/bookings/${booking.id}/`, { cookie: stranger.cookie, body: { customer_notes: 'mine' } }), 404, messages.booking.notFound);
      expectRefusal(await call(ctx.app, 'PATCH', `/api/bookings/${booking.id}/`, { cookie: who.customer.cookie, body: { customer_notes: 'y'.repeat(1001) } }), 400, messages.booking.notesTooLong(1000));
      expectRefusal(await call(ctx.app, 'PATCH', `/api/bookings/${booking.id}/`, { cookie: who.customer.cookie, body: { status: 'completed' } }), 400, messages.booking.notesRequired);
      await opsStatus(ctx.app, booking.id, 'confirmed');
      await opsStatus(ctx.app, booking.id, 'in_progress');
      expectRefusal(await call(ctx.app, 'PATCH', `/api/bookings/${booking.id}/`, { cookie: who.customer.cookie, body: { customer_notes: 'late' } }), 409, messages.booking.notesLocked);
      const read = await call<Ok<BookingDetail>>(ctx.app, 'GET', `/api/bookings/${booking.id}/`, { cookie: who.customer.cookie });
      expect(read.body.data.customer_notes).toBe('Gate 2');
    });
  });

  describe.skipIf(backend.skipReason !== null)('cancel, reschedule and rate', () => {
    const ctx = useApp(backend, { BAYS: '1' });

    it('cancels through both paths, frees the slot, and refuses a second cancel', async () => {
      const who = await customerWithCar(ctx.app);
      const date = addDays(TODAY, 6);
      const a = (await book(ctx.app, who, { booking_date: date })).body.data;
      const b = (await book(ctx.app, who, { booking_date: date })).body.data;
      expect(await slotsOn(ctx.app, date)).toBe(4);
      const stranger = await signedInCustomer(ctx.app);
      expectRefusal(await call(ctx.app, 'POST', `/api/bookings/${a.id}/cancel/`, { cookie: stranger.cookie, body: { reason: 'x' } }), 404, messages.booking.notFound);
      expectRefusal(await call(ctx.app, 'POST', `/api/customer/my-bookings/${a.id}/cancel/`, { cookie: stranger.cookie, body: {} }), 404, messages.booking.notFound);
      expect(await slotsOn(ctx.app, date)).toBe(4);

      expect((await call(ctx.app, 'POST', `/api/bookings/${a.id}/cancel/`, { cookie: who.customer.cookie, body: { reason: 'Car sold' } })).body).toEqual({ success: true, message: messages.booking.cancelled });
      expect(await slotsOn(ctx.app, date)).toBe(5);
      expect((await call(ctx.app, 'POST', `/api/customer/my-bookings/${b.id}/cancel/`, { cookie: who.customer.cookie, body: { cancellation_reason: 'Busy' } })).body).toEqual({ success: true, message: messages.booking.cancelled });
      expect(await slotsOn(ctx.app, date)).toBe(6);
      const [row] = await ctx.handle.db.select().from(bookings).where(eq(bookings.id, b.id));
      expect(row).toMatchObject({ status: 'cancelled', cancellationReason: 'Busy' });
      expectRefusal(await call(ctx.app, 'POST', `/api/bookings/${a.id}/cancel/`, { cookie: who.customer.cookie, body: {} }), 409, messages.booking.cannotCancel('Cancelled'));
    });

    it('refuses to cancel or reschedule once the start time has passed', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = (await book(ctx.app, who, { booking_date: TODAY, time: '12:00' })).body.data;
      ctx.clock.now = new Date('2026-11-22T07:05:00Z');
      try {
        expectRefusal(await call(ctx.app, 'POST', `/api/bookings/${booking.id}/cancel/`, { cookie: who.customer.cookie, body: {} }), 409, messages.booking.cancelTooLate);
        expectRefusal(await call(ctx.app, 'POST', `/api/bookings/${booking.id}/reschedule/`, { cookie: who.customer.cookie, body: { date: DAY_AFTER } }), 409, messages.booking.rescheduleTooLate);
      } finally {
        ctx.clock.now = START_CLOCK;
      }
    });

    it('reschedules atomically through both paths, moving capacity from one day to the other', async () => {
      const who = await customerWithCar(ctx.app);
      const from = addDays(TODAY, 8);
      const to = addDays(TODAY, 9);
      const booking = (await book(ctx.app, who, { booking_date: from, service: 'interior-deep-clean' })).body.data;
      expect([await slotsOn(ctx.app, from), await slotsOn(ctx.app, to)]).toEqual([4, 6]);
      const moved = await call<Ok<BookingDetail>>(ctx.app, 'POST', `/api/bookings/${booking.id}/reschedule/`, { cookie: who.customer.cookie, body: { date: to } });
      // the answer (the toast) says where to, after the spec's sentence
      expect(moved.body).toMatchObject({ success: true, message: messages.booking.rescheduledTo(formatLongDate(to), formatTime('08:00')), data: { status: 'rescheduled', booking_date: to, start_time: '08:00', end_time: '12:00' } });
      expect((moved.body as { message: string }).message.startsWith(messages.booking.rescheduled)).toBe(true);
      expect([await slotsOn(ctx.app, from), await slotsOn(ctx.app, to)]).toEqual([6, 4]);

      const again = await call<Ok<BookingListItem>>(ctx.app, 'POST', `/api/customer/my-bookings/${booking.id}/reschedule/`, {
        cookie: who.customer.cookie,
        body: { new_date: to, new_time: '16:00' },
      });
      expect(again.body).toMatchObject({ success: true, message: messages.booking.rescheduledTo(formatLongDate(to), formatTime('16:00')), data: { scheduledDate: to, scheduledTime: '16:00', status: 'rescheduled' } });
      // Four hours in 5-minute cells.
      const [slots] = await ctx.handle.db.select({ count: sql<number>`count(*)::int` }).from(bookingSlots).where(eq(bookingSlots.bookingId, booking.id));
      expect(slots?.count).toBe(48);

      // A full target day: nothing moves.
      const blocker = await customerWithCar(ctx.app);
      const full = addDays(TODAY, 10);
      for (let index = 0; index < 6; index += 1) await book(ctx.app, blocker, { booking_date: full });
      const dayFull = await call(ctx.app, 'POST', `/api/customer/my-bookings/${booking.id}/reschedule/`, { cookie: who.customer.cookie, body: { new_date: full } });
      expectRefusal(dayFull, 409, messages.booking.noSlots(full));
      expect(dayFull.body).toMatchObject({ reason: 'day_full' });
      const still = await call<Ok<BookingDetail>>(ctx.app, 'GET', `/api/bookings/${booking.id}/`, { cookie: who.customer.cookie });
      expect(still.body.data).toMatchObject({ booking_date: to, start_time: '16:00' });
      expect(await slotsOn(ctx.app, to)).toBe(4);

      const stranger = await signedInCustomer(ctx.app);
      expectRefusal(await call(ctx.app, 'POST', `/api/bookings/${booking.id}/reschedule/`, { cookie: stranger.cookie, body: { date: from } }), 404, messages.booking.notFound);
      expectRefusal(await call(ctx.app, 'POST', `/api/bookings/${booking.id}/reschedule/`, { cookie: who.customer.cookie, body: { date: 'someday' } }), 400, messages.booking.dateInvalid);
      expectRefusal(await call(ctx.app, 'POST', `/api/bookings/${booking.id}/reschedule/`, { cookie: who.customer.cookie, body: { date: addDays(TODAY, 70) } }), 400, messages.booking.dateOutsideWindow(60));
      await call(ctx.app, 'POST', `/api/bookings/${booking.id}/cancel/`, { cookie: who.customer.cookie, body: {} });
      expectRefusal(await call(ctx.app, 'POST', `/api/bookings/${booking.id}/reschedule/`, { cookie: who.customer.cookie, body: { date: from } }), 409, messages.booking.cannotReschedule('Cancelled'));
    });

    it('rates only completed bookings, once, 1–5', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = (await book(ctx.app, who, { booking_date: addDays(TODAY, 11) })).body.data;
      const rate = (body: Record<string, unknown>, cookie = who.customer.cookie) => call(ctx.app, 'POST', `/api/customer/my-bookings/${booking.id}/rate/`, { cookie, body });
      expectRefusal(await rate({ rating: 5 }), 409, messages.booking.onlyCompletedRated);
      for (const status of ['confirmed', 'in_progress', 'completed']) expect((await opsStatus(ctx.app, booking.id, status)).status).toBe(200);
      for (const rating of [0, 6, 4.5, '5', null]) expectRefusal(await rate({ rating }), 400, messages.booking.ratingInvalid);
      expectRefusal(await rate({ rating: 4, review: 'z'.repeat(1001) }), 400, messages.booking.reviewTooLong(1000));
      const stranger = await signedInCustomer(ctx.app);
      expectRefusal(await rate({ rating: 1 }, stranger.cookie), 404, messages.booking.notFound);
      expect((await rate({ rating: 4, review: 'Spotless, thank you' })).body).toEqual({ success: true, message: messages.booking.rated });
      expectRefusal(await rate({ rating: 5 }), 409, messages.booking.alreadyRated);
      const item = await call<Ok<BookingListItem>>(ctx.app, 'GET', `/api/customer/my-bookings/${booking.id}/`, { cookie: who.customer.cookie });
      expect(item.body.data).toMatchObject({ status: 'completed', rating: 4, review: 'Spotless, thank you' });
      // Completed bookings cannot be cancelled.
      expectRefusal(await call(ctx.app, 'POST', `/api/bookings/${booking.id}/cancel/`, { cookie: who.customer.cookie, body: {} }), 409, messages.booking.cannotCancel('Completed'));
    });
  });

  describe.skipIf(backend.skipReason !== null)('ops: booking status and invoices', () => {
    const ctx = useApp(backend);

    it('moves bookings through the status flow and frees slots on cancel and no-show', async () => {
      const who = await customerWithCar(ctx.app);
      const date = addDays(TODAY, 12);
      const a = (await book(ctx.app, who, { booking_date: date })).body.data;
      const b = (await book(ctx.app, who, { booking_date: date })).body.data;
      expect(await slotsOn(ctx.app, date)).toBe(16);

      expectRefusal(await opsStatus(ctx.app, a.id, 'completed'), 409, messages.booking.invalidTransition('Pending', 'Completed'));
      expectRefusal(await opsStatus(ctx.app, a.id, 'finished'), 400, messages.booking.statusUnknown);
      expectRefusal(await opsStatus(ctx.app, a.id, 'rescheduled'), 400, messages.booking.rescheduleNeedsDate);
      expectRefusal(await opsStatus(ctx.app, 'no-such-booking', 'confirmed'), 404, messages.booking.notFound);
      const confirmed = await opsStatus(ctx.app, a.id, 'confirmed');
      expect(confirmed.body).toEqual({ success: true, message: messages.booking.statusUpdated('Confirmed'), data: { id: a.id, status: 'confirmed' } });
      // a no-show only once the start time has passed: hours ahead it is refused with a sentence
      expectRefusal(await opsStatus(ctx.app, a.id, 'no_show'), 409, messages.booking.noShowBeforeStart(formatLongDate(date), formatTime(a.start_time)));
      ctx.clock.now = new Date(karachiInstant(date, a.start_time).getTime() - 60_000);
      try {
        expectRefusal(await opsStatus(ctx.app, a.id, 'no_show'), 409, messages.booking.noShowBeforeStart(formatLongDate(date), formatTime(a.start_time)));
        ctx.clock.now = karachiInstant(date, a.start_time);
        expect((await opsStatus(ctx.app, a.id, 'no_show')).status).toBe(200);
      } finally {
        ctx.clock.now = START_CLOCK;
      }
      expect(await slotsOn(ctx.app, date)).toBe(17);
      expectRefusal(await opsStatus(ctx.app, a.id, 'confirmed'), 409, messages.booking.invalidTransition('No Show', 'Confirmed'));
      expect((await opsStatus(ctx.app, b.id, 'cancelled')).status).toBe(200);
      expect(await slotsOn(ctx.app, date)).toBe(18);

      const listed = await call<Ok<Array<BookingDetail & { customer: { email: string } }>>>(ctx.app, 'GET', `/api/ops/bookings?date=${date}&status=cancelled`, { headers: OPS });
      expect(listed.body.data.map((booking) => [booking.id, booking.customer.email])).toEqual([[b.id, who.customer.email]]);
      expect((await call(ctx.app, 'GET', '/api/ops/bookings?date=soon', { headers: OPS })).status).toBe(400);
    });

    it('frees nothing retroactively: a no-show recorded the next day keeps its past slot', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = (await book(ctx.app, who, { booking_date: TODAY, time: '16:00' })).body.data;
      ctx.clock.now = new Date(START_CLOCK.getTime() + 24 * 60 * 60 * 1000);
      try {
        expect((await opsStatus(ctx.app, booking.id, 'no_show')).status).toBe(200);
      } finally {
        ctx.clock.now = START_CLOCK;
      }
      // Its two hours, 24 cells of five minutes.
      const kept = await ctx.handle.db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, booking.id));
      expect(kept).toHaveLength(24);
    });

    it('marks an invoice paid once, with a method', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = (await book(ctx.app, who)).body.data;
      const paid = (body: unknown) => call(ctx.app, 'POST', `/api/ops/invoices/${booking.invoice_id}/paid`, { headers: OPS, body });
      expectRefusal(await paid({ method: 'cheque' }), 400, messages.invoice.methodInvalid);
      const answer = await paid({ method: 'cash' });
      expect(answer.body).toEqual({
        success: true,
        message: messages.invoice.markedPaid,
        data: { id: booking.invoice_id, booking_id: booking.id, amount: 2119, tax_amount: 381, total_amount: 2500, payment_status: 'paid', payment_method: 'cash', paid_at: START_CLOCK.toISOString() },
      });
      expectRefusal(await paid({ method: 'card' }), 409, messages.invoice.alreadyPaid);
      expectRefusal(await call(ctx.app, 'POST', '/api/ops/invoices/nope/paid', { headers: OPS, body: { method: 'cash' } }), 404, messages.invoice.notFound);
      const item = await call<Ok<BookingListItem>>(ctx.app, 'GET', `/api/customer/my-bookings/${booking.id}/`, { cookie: who.customer.cookie });
      expect(item.body.data.paymentStatus).toBe('paid');
    });

    it('keeps ops to staff: no credentials 401, a customer 403', async () => {
      const customer = await signedInCustomer(ctx.app);
      expect((await call(ctx.app, 'GET', '/api/ops/bookings')).status).toBe(401);
      expect((await call(ctx.app, 'GET', '/api/ops/bookings', { cookie: customer.cookie })).status).toBe(403);
      expect((await call(ctx.app, 'POST', '/api/ops/bookings/x/status', { cookie: customer.cookie, body: { status: 'confirmed' } })).status).toBe(403);
    });
  });

  describe.skipIf(backend.skipReason !== null)('race: concurrent creates never overbook', () => {
    // Two bays, two-hour slots, a two-hour service: 2 × 6 = 12 starts on the day.
    const ctx = useApp(backend, { BAYS: '2' });
    const CAPACITY = 12;

    async function race(apps: App[], date: string) {
      const people = await Promise.all(Array.from({ length: 5 }, () => customerWithCar(apps[0] as App)));
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, index) => book(apps[index % apps.length] as App, people[index % people.length] as { customer: SignedInCustomer; car: Car }, { booking_date: date })),
      );
      const elapsed = Math.round(performance.now() - started);
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(CAPACITY);
      expect(statuses.filter((status) => status === 409)).toHaveLength(100 - CAPACITY);
      // A refusal is the full day, or (one car cannot be in two bays at once) that car being busy at every free time.
      answers.forEach((answer, index) => {
        if (answer.status !== 409) return;
        const plate = (people[index % people.length] as { car: Car }).car.license_plate;
        expect([messages.booking.noSlots(date), messages.booking.carAlreadyBooked(plate, date)]).toContain((answer.body as unknown as Envelope).message);
      });
      const overlaps = await ctx.handle.db
        .select({ bay: bookingSlots.bay, slot: bookingSlots.slotIndex, count: sql<number>`count(*)::int` })
        .from(bookingSlots)
        .where(eq(bookingSlots.date, date))
        .groupBy(bookingSlots.bay, bookingSlots.slotIndex);
      // Each booking holds its two hours, 24 cells of five minutes, and no cell of a bay is held twice.
      expect(overlaps).toHaveLength(CAPACITY * 24);
      expect(overlaps.every((row) => row.count === 1)).toBe(true);
      const made = await ctx.handle.db.select({ count: sql<number>`count(*)::int` }).from(bookings).where(and(eq(bookings.bookingDate, date)));
      expect(made[0]?.count).toBe(CAPACITY);
      expect(await slotsOn(apps[0] as App, date)).toBe(0);
      return elapsed;
    }

    it('the database itself refuses a second booking of an occupied (date, bay, 5-minute cell)', async () => {
      const who = await customerWithCar(ctx.app);
      const booking = (await book(ctx.app, who, { booking_date: addDays(TODAY, 19) })).body.data;
      await expect(
        ctx.handle.db.insert(bookingSlots).values({ bookingId: booking.id, date: addDays(TODAY, 19), bay: booking.bay, slotIndex: (8 * 60) / 5 }),
      ).rejects.toThrow();
    });

    it('100 concurrent requests on one app: exactly 12 succeed', async () => {
      const elapsed = await race([ctx.app], addDays(TODAY, 20));
      console.info(`race on ${backend.name}, one app: 100 creates in ${elapsed} ms`);
    });

    it.skipIf(backend.name !== 'postgres')('100 concurrent requests over two app instances with separate pools: exactly 12 succeed', async () => {
      const second = await backend.reopen(ctx.handle);
      try {
        const other = (await createTestApp(second.db, { BAYS: '2' }, { now: () => ctx.clock.now })).app;
        const elapsed = await race([ctx.app, other], addDays(TODAY, 21));
        console.info(`race on ${backend.name}, two apps: 100 creates in ${elapsed} ms`);
      } finally {
        await second.close();
      }
    });
  });
});
