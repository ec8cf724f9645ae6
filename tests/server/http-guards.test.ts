// Unsafe cookie-authenticated requests must prove they come from the app (Origin, scheme and port included, or
// Sec-Fetch-Site), bearer clients pass; a wrong method on a real route answers 405 with Allow.
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/format';
import { usePgliteApp } from './helpers/suite';
import { call } from './helpers/app';
import { bookFor, customerWithCar, type CustomerWithCar } from './helpers/customers';
import { serverMessages } from '../../server/messages';

const NOW = new Date('2026-11-22T05:30:00Z');

const ctx = usePgliteApp({ PUBLIC_URL: 'https://shineworks.pk' }, { now: () => NOW });
let who: CustomerWithCar;

beforeAll(async () => {
  who = await customerWithCar(ctx.app);
});

/** A request exactly as given: no Origin unless the test adds one. */
const bare = (method: string, path: string, headers: Record<string, string>) =>
  ctx.app.request(`http://localhost${path}`, { method, headers: { 'X-Forwarded-For': '192.0.2.9', ...headers } });

const statusOf = async (bookingId: string) =>
  (await call<{ data: { status: string } }>(ctx.app, 'GET', `/api/bookings/${bookingId}/`, { cookie: who.customer.cookie })).body.data.status;

describe('unsafe requests carrying the session cookie', () => {
  it('are refused without Origin: cancelling a booking, removing a car, signing out', async () => {
    const booking = await bookFor(ctx.app, who, addDays('2026-11-22', 2));
    const headers = { Cookie: who.customer.cookie, 'Content-Type': 'text/plain' };
    for (const [method, path] of [
      ['POST', `/api/bookings/${booking.id}/cancel/`],
      ['DELETE', `/api/cars/${who.car.id}/`],
      ['POST', '/api/auth/logout/'],
    ] as const) {
      const answer = await bare(method, path, headers);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(await answer.json()).toMatchObject({ success: false, message: serverMessages.originRequired });
    }
    expect(await statusOf(booking.id)).toBe('pending');
    expect((await call(ctx.app, 'GET', '/api/cars/by-customer/', { cookie: who.customer.cookie })).status).toBe(200);
  });

  it('pass with Sec-Fetch-Site: same-origin, or with our own origin (PUBLIC_URL or the address the server is reached at)', async () => {
    const booking = await bookFor(ctx.app, who, addDays('2026-11-22', 3));
    const reschedule = (extra: Record<string, string>) =>
      bare('POST', `/api/bookings/${booking.id}/reschedule/`, { Cookie: who.customer.cookie, 'Content-Type': 'application/json', ...extra });
    expect((await reschedule({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(400);
    expect((await reschedule({ Origin: 'https://shineworks.pk' })).status).toBe(400);
    expect((await reschedule({ Origin: 'http://localhost' })).status).toBe(400);
  });

  it('are refused from another scheme, port or host, and from a cross-site fetch', async () => {
    const booking = await bookFor(ctx.app, who, addDays('2026-11-22', 4));
    const attempts: Record<string, string>[] = [
      { Origin: 'https://localhost' },
      { Origin: 'http://localhost:8080' },
      { Origin: 'http://shineworks.pk' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const extra of attempts) {
      const answer = await bare('POST', `/api/bookings/${booking.id}/cancel/`, { Cookie: who.customer.cookie, ...extra });
      expect(answer.status, JSON.stringify(extra)).toBe(403);
    }
    expect(await statusOf(booking.id)).toBe('pending');
  });

  it('keeps bearer-token clients working without an Origin', async () => {
    const booking = await bookFor(ctx.app, who, addDays('2026-11-22', 5));
    const answer = await bare('POST', `/api/bookings/${booking.id}/cancel/`, { Authorization: `Bearer ${who.customer.token}` });
    expect(answer.status).toBe(200);
    expect(await statusOf(booking.id)).toBe('cancelled');
  });
});

describe('a wrong method on an existing route', () => {
  it('answers 405 with Allow; an unknown route stays 404', async () => {
    const cases = [
      ['DELETE', '/api/services/list/', 'GET, HEAD'],
      ['GET', '/api/auth/customer/login/', 'POST'],
      ['PUT', `/api/cars/${who.car.id}/`, 'DELETE, PATCH'],
    ] as const;
    for (const [method, path, allow] of cases) {
      const answer = await call<{ success: boolean; message: string }>(ctx.app, method, path, { cookie: who.customer.cookie });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.get('allow')).toBe(allow);
      expect(answer.body).toMatchObject({ success: false, message: serverMessages.methodNotAllowed(allow) });
    }
    expect((await call(ctx.app, 'GET', '/api/no-such-thing/')).status).toBe(404);
  });
});
