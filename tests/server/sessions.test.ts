// Sessions over time and across instances: cookie flags, idle and absolute expiry (on both session checks, with fast
// reads on and off), CSRF on a signed-in change, the login limit recovering after its window, and (on PostgreSQL) two
// instances sharing sessions and limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import type { App } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/client';
import { call, createTestApp, FAST_READS_SETTINGS, freshIp, removeTempDirs, sessionCookieOf, signedInCustomer } from './helpers/app';
import { prepareBackends } from './helpers/backends';

const backends = await prepareBackends();
afterAll(async () => {
  for (const backend of backends) await backend.stop();
  removeTempDirs();
});

const START = new Date('2026-11-22T05:30:00Z');
const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** Both ways a session is checked (the shared middleware, and My Bookings' read joined to the session) must agree. */
const status = async (app: App, cookie: string) => {
  const viaMiddleware = (await call(app, 'GET', '/api/auth/customer/status/', { cookie })).status;
  const viaJoinedRead = (await call(app, 'GET', '/api/customer/my-bookings/', { cookie })).status;
  expect(viaJoinedRead).toBe(viaMiddleware);
  return viaMiddleware;
};
const login = (app: App, email: string, password: string, extra: Record<string, unknown> = {}, ip = '192.0.2.10') =>
  call(app, 'POST', '/api/auth/customer/login/', { body: { email, password, ...extra }, headers: { 'X-Forwarded-For': ip } });

for (const backend of backends) {
  for (const setting of FAST_READS_SETTINGS) {
    describe.skipIf(backend.skipReason !== null)(`sessions on ${backend.name}, fast reads ${setting}`, () => {
      const clock = { now: START };
      let handle: DatabaseHandle;
      let app: App;

      beforeAll(async () => {
        handle = await backend.open();
        app = (await createTestApp(handle.db, { LOGIN_MAX_PER_ACCOUNT: '3', FAST_READS: setting }, { now: () => clock.now })).app;
      });
      afterAll(async () => handle?.close());

      const at = (offsetMs: number) => {
        clock.now = new Date(START.getTime() + offsetMs);
      };

      it('sets an HttpOnly, SameSite=Lax cookie for the whole site', async () => {
        at(0);
        const customer = await signedInCustomer(app);
        const answer = await login(app, customer.email, customer.password);
        const line = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('sid=')) ?? '';
        expect(line).toMatch(/HttpOnly/);
        expect(line).toMatch(/SameSite=Lax/);
        expect(line).toMatch(/Path=\//);
        expect(line).not.toMatch(/Secure/); // only in production, over HTTPS
      });

      it('a session used within the idle limit lives until its absolute limit, then ends', async () => {
        at(0);
        const customer = await signedInCustomer(app);
        at(3 * DAY);
        expect(await status(app, customer.cookie)).toBe(200);
        at(7 * DAY - MINUTE);
        expect(await status(app, customer.cookie)).toBe(200);
        at(7 * DAY + MINUTE);
        expect(await status(app, customer.cookie)).toBe(401);
      });

      it('"Remember me" keeps a session 30 days', async () => {
        at(0);
        const customer = await signedInCustomer(app);
        const remembered = sessionCookieOf((await login(app, customer.email, customer.password, { remember: true })).headers) ?? '';
        at(12 * DAY); // unused for longer than a browser session's idle limit
        expect(await status(app, remembered)).toBe(200);
        at(30 * DAY + MINUTE);
        expect(await status(app, remembered)).toBe(401);
      });

      it('refuses a cross-origin profile change from a signed-in browser and changes nothing', async () => {
        at(0);
        const customer = await signedInCustomer(app, { city: 'Karachi' });
        const forged = await call(app, 'PUT', '/api/auth/profile/', {
          cookie: customer.cookie,
          body: { city: 'Lahore' },
          headers: { Origin: 'https://evil.example' },
        });
        expect(forged.status).toBe(403);
        const profile = await call<{ data: { city: string } }>(app, 'GET', '/api/auth/profile/', { cookie: customer.cookie });
        expect(profile.body.data.city).toBe('Karachi');
      });

      it('the login limit answers 429 and lets the customer in again after its 15-minute window', async () => {
        at(0);
        const customer = await signedInCustomer(app);
        const ip = freshIp();
        for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(app, customer.email, 'wrong-password', {}, ip)).status).toBe(401);
        const limited = await login(app, customer.email, customer.password, {}, ip);
        expect(limited.status).toBe(429);
        expect(limited.body).toMatchObject({ success: false, message: messages.auth.tooManyAttempts });
        at(Number(limited.headers.get('retry-after')) * 1000 + 1000);
        expect((await login(app, customer.email, customer.password, {}, ip)).status).toBe(200);
      });
    });
  }
}

const postgres = backends.find((backend) => backend.name === 'postgres');
describe.skipIf(!postgres || postgres.skipReason !== null)('two instances on one PostgreSQL', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let a: App;
  let b: App;

  beforeAll(async () => {
    if (!postgres) return;
    first = await postgres.open();
    second = await postgres.reopen(first);
    a = (await createTestApp(first.db, { LOGIN_MAX_PER_ACCOUNT: '4' })).app;
    b = (await createTestApp(second.db, { LOGIN_MAX_PER_ACCOUNT: '4' })).app;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a session made on one instance works on the other, and signing out on one ends it on both', async () => {
    const customer = await signedInCustomer(a);
    expect(await status(b, customer.cookie)).toBe(200);
    expect((await call(b, 'POST', '/api/auth/logout/', { cookie: customer.cookie })).status).toBe(200);
    expect(await status(a, customer.cookie)).toBe(401);
  });

  it('failed logins spread over both instances share one limit', async () => {
    const customer = await signedInCustomer(a);
    const ip = freshIp();
    for (const app of [a, b, a, b]) expect((await login(app, customer.email, 'wrong-password', {}, ip)).status).toBe(401);
    expect((await login(a, customer.email, customer.password, {}, ip)).status).toBe(429);
    expect((await login(b, customer.email, customer.password, {}, ip)).status).toBe(429);
  });
});
