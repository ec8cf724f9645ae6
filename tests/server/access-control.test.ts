// Every endpoint that takes an id, called by another customer with the owner's ids: 404, and not one row changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/format';
import type { App } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/client';
import { call, createTestApp, removeTempDirs, signedInCustomer, type SignedInCustomer } from './helpers/app';
import { bookFor, customerWithCar, type CustomerWithCar } from './helpers/customers';
import { databaseFingerprint } from './helpers/fingerprint';
import { openTemplatePglite, pgliteTemplate } from './helpers/pglite-template';

const TODAY = '2026-11-22';
const NOW = new Date('2026-11-22T05:30:00Z');

interface Ids {
  car: string;
  booking: string;
  invoice: string;
  transaction: string;
}

interface Attempt {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The route as registered (to prove the sweep covers every id route). */
  route: string;
  path: (ids: Ids) => string;
  body?: (ids: Ids) => Record<string, unknown>;
}

const card = { cardNumber: '4242 4242 4242 4242', cardHolder: 'Someone Else', expiryDate: '12/30', cvv: '123' };

const ATTEMPTS: Attempt[] = [
  { method: 'PATCH', route: '/api/cars/:id/', path: (ids) => `/api/cars/${ids.car}/`, body: () => ({ color: 'Black', is_default: true }) },
  { method: 'DELETE', route: '/api/cars/:id/', path: (ids) => `/api/cars/${ids.car}/` },
  { method: 'GET', route: '/api/bookings/:id/', path: (ids) => `/api/bookings/${ids.booking}/` },
  { method: 'PATCH', route: '/api/bookings/:id/', path: (ids) => `/api/bookings/${ids.booking}/`, body: () => ({ customer_notes: 'mine now' }) },
  { method: 'POST', route: '/api/bookings/:id/cancel/', path: (ids) => `/api/bookings/${ids.booking}/cancel/`, body: () => ({ reason: 'no' }) },
  { method: 'POST', route: '/api/bookings/:id/reschedule/', path: (ids) => `/api/bookings/${ids.booking}/reschedule/`, body: () => ({ date: addDays(TODAY, 5) }) },
  { method: 'GET', route: '/api/bookings/:id/calendar.ics', path: (ids) => `/api/bookings/${ids.booking}/calendar.ics` },
  { method: 'GET', route: '/api/customer/my-bookings/:id/', path: (ids) => `/api/customer/my-bookings/${ids.booking}/` },
  {
    method: 'POST',
    route: '/api/customer/my-bookings/:id/cancel/',
    path: (ids) => `/api/customer/my-bookings/${ids.booking}/cancel/`,
    body: () => ({ cancellation_reason: 'no' }),
  },
  {
    method: 'POST',
    route: '/api/customer/my-bookings/:id/reschedule/',
    path: (ids) => `/api/customer/my-bookings/${ids.booking}/reschedule/`,
    body: () => ({ new_date: addDays(TODAY, 6) }),
  },
  { method: 'POST', route: '/api/customer/my-bookings/:id/rate/', path: (ids) => `/api/customer/my-bookings/${ids.booking}/rate/`, body: () => ({ rating: 1, review: 'x' }) },
  { method: 'GET', route: '/api/invoices/:id/', path: (ids) => `/api/invoices/${ids.invoice}/` },
  { method: 'GET', route: '/api/invoices/:id/download/', path: (ids) => `/api/invoices/${ids.invoice}/download/` },
  { method: 'GET', route: '/api/payments/verify/:transactionId', path: (ids) => `/api/payments/verify/${ids.transaction}` },
  // The payment calls take the booking id in the body.
  { method: 'POST', route: '/api/payments/card', path: () => '/api/payments/card', body: (ids) => ({ ...card, bookingId: ids.booking }) },
  { method: 'POST', route: '/api/payments/upi', path: () => '/api/payments/upi', body: (ids) => ({ vpa: 'someone@upi', amount: 1, bookingId: ids.booking }) },
  { method: 'POST', route: '/api/payments/wallet', path: () => '/api/payments/wallet', body: (ids) => ({ walletType: 'amazonpay', bookingId: ids.booking }) },
];

/**
 * Id routes anyone may read (the public catalogue), that only staff reach (ops, tested in the API suite), or that
 * name a payment gateway (its return names the payment in its own signed fields: tests/server/live-payments-*).
 */
const NOT_CUSTOMER_RESOURCES = [/^\/api\/services\//, /^\/api\/ops\//, /^\/api\/payments\/return\//];

const normalise = (route: string) => route.replace(/\/$/, '');

describe('access control: another customer’s ids', () => {
  let handle: DatabaseHandle;
  let app: App;
  let owner: CustomerWithCar;
  let intruder: SignedInCustomer;
  let ids: Ids;

  beforeAll(async () => {
    await pgliteTemplate();
    handle = await openTemplatePglite();
    app = (await createTestApp(handle.db, {}, { now: () => NOW })).app;
    owner = await customerWithCar(app);
    const booking = await bookFor(app, owner, addDays(TODAY, 1));
    const paid = await bookFor(app, owner, addDays(TODAY, 2));
    const payment = await call<{ transactionId: string }>(app, 'POST', '/api/payments/card', {
      cookie: owner.customer.cookie,
      body: { ...card, cardHolder: 'Owner', bookingId: paid.id },
    });
    expect(payment.status, payment.text).toBe(200);
    ids = { car: owner.car.id, booking: booking.id, invoice: booking.invoice_id ?? '', transaction: payment.body.transactionId };
    intruder = await signedInCustomer(app);
  });
  afterAll(async () => {
    await handle.close();
    removeTempDirs();
  });

  it('covers every customer route that takes an id', () => {
    const swept = new Set(ATTEMPTS.map((attempt) => `${attempt.method} ${normalise(attempt.route)}`));
    const idRoutes = app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/') && route.path.includes(':'))
      .filter((route) => !NOT_CUSTOMER_RESOURCES.some((pattern) => pattern.test(route.path)))
      .map((route) => `${route.method} ${normalise(route.path)}`);
    expect([...new Set(idRoutes)].filter((route) => !swept.has(route))).toEqual([]);
    // …and every attempt names a real route, so a 404 below is the ownership check, not a missing route.
    const registered = new Set(app.routes.map((route) => `${route.method} ${normalise(route.path)}`));
    expect([...swept].filter((route) => !registered.has(route))).toEqual([]);
  });

  it.each(ATTEMPTS.map((attempt) => [`${attempt.method} ${attempt.route}`, attempt] as const))('%s answers 404 and changes nothing', async (_name, attempt) => {
    const before = await databaseFingerprint(handle.db);
    const answer = await call<{ success: boolean; message: string }>(app, attempt.method, attempt.path(ids), {
      cookie: intruder.cookie,
      body: attempt.body?.(ids),
    });
    expect(answer.status, answer.text).toBe(404);
    expect(answer.body.success).toBe(false);
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('lists never show the other customer’s cars, bookings or invoices', async () => {
    const cars = await call(app, 'GET', `/api/cars/by-customer/?customer_id=${owner.customer.user.id}`, { cookie: intruder.cookie });
    expect(cars.status).toBe(403);
    for (const path of ['/api/cars/by-customer/', '/api/customer/my-bookings/', '/api/bookings/my-bookings/', '/api/invoices/']) {
      const answer = await call(app, 'GET', path, { cookie: intruder.cookie });
      expect(answer.status, `${path}: ${answer.text}`).toBe(200);
      expect(answer.text).not.toContain(ids.booking);
      expect(answer.text).not.toContain(ids.car);
      expect(answer.text).not.toContain(owner.customer.user.id);
    }
  });

  it('the owner still reaches everything the intruder could not', async () => {
    for (const path of [`/api/bookings/${ids.booking}/`, `/api/invoices/${ids.invoice}/`, `/api/payments/verify/${ids.transaction}`]) {
      expect((await call(app, 'GET', path, { cookie: owner.customer.cookie })).status, path).toBe(200);
    }
  });
});
