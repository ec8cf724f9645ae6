// The API through app.request(), the same cases on embedded PGlite and on a throwaway PostgreSQL cluster.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/domain/messages';
import type { Service } from '../../src/domain/types';
import { ROUTE_PATHS } from '../../src/domain/routePaths';
import type { App } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/client';
import { outbox, users } from '../../server/db/schema';
import type { LogFields, Logger } from '../../server/http/logger';
import { createUser } from '../../server/services/users';
import { createApp } from '../../server/app';
import { createAppDeps } from '../../server/app-deps';
import { call, createTestApp, freshIp, registration, sessionCookieOf, signedInCustomer, TEST_INDEX_HTML, tempDir, testConfig, uniqueEmail } from './helpers/app';
import { deliveredText } from './helpers/mail-fixtures';
import { suiteBackends, useApp } from './helpers/suite';
import { serverMessages } from '../../server/messages';

const backends = await suiteBackends();

interface Envelope {
  success: false;
  detail: string;
  message: string;
  errors?: Record<string, string[]>;
}

const expectEnvelope = (body: unknown, message: string) => {
  const envelope = body as Envelope;
  expect(envelope.success).toBe(false);
  expect(envelope.message).toBe(message);
  expect(envelope.detail).toBe(message);
};

/** A fresh database and app per group, closed after it. */

describe.each(backends)('API on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('health, envelope and guards', () => {
    const ctx = useApp(backend);

    it('answers health and readiness', async () => {
      expect((await call(ctx.app, 'GET', '/api/health')).body).toEqual({ status: 'ok' });
      const ready = await call(ctx.app, 'GET', '/api/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ready' });
    });

    it('refuses malformed JSON with 400', async () => {
      const answer = await call(ctx.app, 'POST', '/api/auth/customer/login/', { raw: '{"email":', headers: { 'Content-Type': 'application/json' } });
      expect(answer.status).toBe(400);
      expectEnvelope(answer.body, serverMessages.invalidJson);
    });

    it('refuses a body that is not JSON with 415', async () => {
      const answer = await call(ctx.app, 'POST', '/api/auth/customer/login/', { raw: 'email=a@b.pk', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      expect(answer.status).toBe(415);
      expectEnvelope(answer.body, serverMessages.unsupportedMediaType);
    });

    it('refuses an oversized body with 413', async () => {
      const answer = await call(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email: 'a@b.pk', password: 'x'.repeat(70 * 1024) } });
      expect(answer.status).toBe(413);
      expectEnvelope(answer.body, serverMessages.payloadTooLarge);
    });

    it('answers an unknown API route with a 404 envelope', async () => {
      const answer = await call(ctx.app, 'GET', '/api/no-such-thing/');
      expect(answer.status).toBe(404);
      expectEnvelope(answer.body, serverMessages.routeNotFound);
    });

    it('refuses a cross-origin POST with 403 and allows same-origin and Origin-less ones', async () => {
      const body = { email: uniqueEmail(), password: 'whatever1' };
      const cross = await call(ctx.app, 'POST', 'http://localhost/api/auth/customer/login/', { body, headers: { Origin: 'https://evil.example', Host: 'localhost' } });
      expect(cross.status).toBe(403);
      expectEnvelope(cross.body, serverMessages.crossOrigin);
      const same = await call(ctx.app, 'POST', 'http://localhost/api/auth/customer/login/', { body, headers: { Origin: 'http://localhost', Host: 'localhost' } });
      expect(same.status).toBe(401);
      const none = await call(ctx.app, 'POST', '/api/auth/customer/login/', { body });
      expect(none.status).toBe(401);
    });

    it('sets security headers and a request id on every answer', async () => {
      const answer = await call(ctx.app, 'GET', '/api/health');
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
      const echoed = await call(ctx.app, 'GET', '/api/health', { headers: { 'X-Request-Id': 'trace-123' } });
      expect(echoed.headers.get('x-request-id')).toBe('trace-123');
    });

    it('keeps the security headers and no-store on refusals, compressed answers and pages', async () => {
      const refused = await call(ctx.app, 'POST', '/api/auth/logout/', { body: {}, headers: { Origin: 'https://evil.example' } });
      const missing = await call(ctx.app, 'GET', '/api/no-such-route');
      const compressed = await call(ctx.app, 'GET', '/api/services/list/', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(compressed.headers.get('content-encoding')).toBe('gzip');
      for (const answer of [refused, missing, compressed]) {
        expect(answer.headers.get('x-frame-options')).toBe('DENY');
        expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
        expect(answer.headers.get('cache-control')).toBe('no-store');
      }
      const page = await call(ctx.app, 'GET', '/services');
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('cache-control')).not.toBe('no-store');
    });
  });

  describe.skipIf(backend.skipReason !== null)('registration', () => {
    const ctx = useApp(backend);

    it('creates a customer, signs them in and answers 201', async () => {
      const payload = registration({ email: `  New.Customer.${Date.now()}@Example.PK `, phone_number: '+92 300 765 4321' });
      const answer = await call<{ success: boolean; message: string; data: { role: string; user: { id: string; name: string; email: string } } }>(
        ctx.app, 'POST', '/api/auth/customer/register/', { body: payload },
      );
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        success: true,
        message: 'Registration successful!',
        data: { role: 'customer', user: { id: expect.any(String), name: 'Ayesha Khan', email: String(payload.email).trim().toLowerCase() } },
      });
      const setCookie = answer.headers.getSetCookie().find((line) => line.startsWith('sid='));
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).toMatch(/Path=\//);
      expect(setCookie).not.toMatch(/Max-Age/);
      expect(setCookie).not.toMatch(/Secure/);
      const profile = await call<{ data: { phone: string; email: string } }>(ctx.app, 'GET', '/api/auth/profile/', { cookie: sessionCookieOf(answer.headers) });
      expect(profile.status).toBe(200);
      expect(profile.body.data.phone).toBe('03007654321');
    });

    it('refuses a second account with the same email (any case) with 409', async () => {
      const payload = registration();
      expect((await call(ctx.app, 'POST', '/api/auth/customer/register/', { body: payload })).status).toBe(201);
      const again = await call(ctx.app, 'POST', '/api/auth/customer/register/', { body: { ...payload, email: String(payload.email).toUpperCase() } });
      expect(again.status).toBe(409);
      expectEnvelope(again.body, messages.auth.emailTaken);
    });

    it.each([
      ['full_name', '', messages.register.fullNameRequired],
      ['full_name', undefined, messages.register.fullNameRequired],
      ['email', '', messages.register.emailRequired],
      ['email', 'not-an-email', messages.register.emailInvalid],
      ['phone_number', '', messages.register.phoneRequired],
      ['phone_number', '0300123', messages.register.phoneInvalid],
      ['password', '', messages.register.passwordRequired],
      ['password', '12345', messages.register.passwordTooShort],
    ])('answers 400 when %s is %j: "%s"', async (field, value, text) => {
      const answer = await call<Envelope>(ctx.app, 'POST', '/api/auth/customer/register/', { body: registration({ [field]: value }) });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[field]).toContain(text);
      expect(answer.body.message).toBe(answer.body.detail);
      expect(answer.headers.getSetCookie()).toEqual([]);
    });
  });

  describe.skipIf(backend.skipReason !== null)('login, sessions and profile', () => {
    const ctx = useApp(backend);

    it('signs a customer in with the documented shape', async () => {
      const customer = await signedInCustomer(ctx.app);
      const answer = await call(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email: customer.email.toUpperCase(), password: customer.password } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: 'Login successful', data: { role: 'customer', user: customer.user } });
      expect(sessionCookieOf(answer.headers)).toMatch(/^sid=.{40,}/);
    });

    it('answers 401 with the spec text for a wrong password or an unknown email', async () => {
      const customer = await signedInCustomer(ctx.app);
      const wrong = await call(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email: customer.email, password: 'wrong-password' } });
      expect(wrong.status).toBe(401);
      expectEnvelope(wrong.body, messages.auth.invalidCredentials);
      const unknown = await call(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email: uniqueEmail('nobody'), password: 'wrong-password' } });
      expect(unknown.status).toBe(401);
      expectEnvelope(unknown.body, messages.auth.invalidCredentials);
    });

    it('validates the login payload (short password, missing email)', async () => {
      const short = await call<Envelope>(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email: 'a@b.pk', password: '123' } });
      expect(short.status).toBe(400);
      expect(short.body.errors?.password).toContain(messages.auth.passwordTooShortLogin);
      const missing = await call<Envelope>(ctx.app, 'POST', '/api/auth/customer/login/', { body: { password: '123456' } });
      expect(missing.status).toBe(400);
      expect(missing.body.errors?.email).toContain(messages.register.emailRequired);
    });

    it('refuses staff at the customer login with 403 and no session', async () => {
      const email = uniqueEmail('staff');
      await createUser(ctx.handle.db, { email, password: 'staffpass1', fullName: 'Bilal Ahmed', phone: '03211234567', role: 'staff' });
      const answer = await call(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email, password: 'staffpass1' } });
      expect(answer.status).toBe(403);
      expectEnvelope(answer.body, messages.auth.accessDenied);
      expect(sessionCookieOf(answer.headers)).toBeNull();
    });

    it('rotates the session on login: a new cookie, and the old one stops working', async () => {
      const customer = await signedInCustomer(ctx.app);
      const answer = await call(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email: customer.email, password: customer.password }, cookie: customer.cookie });
      const fresh = sessionCookieOf(answer.headers);
      expect(fresh).not.toBeNull();
      expect(fresh).not.toBe(customer.cookie);
      expect((await call(ctx.app, 'GET', '/api/auth/customer/status/', { cookie: customer.cookie })).status).toBe(401);
      expect((await call(ctx.app, 'GET', '/api/auth/customer/status/', { cookie: fresh })).status).toBe(200);
    });

    it('remember me gives a 30-day persistent cookie; without it a browser-session cookie', async () => {
      const customer = await signedInCustomer(ctx.app);
      const remembered = await call(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email: customer.email, password: customer.password, remember: true } });
      expect(remembered.headers.getSetCookie().find((line) => line.startsWith('sid='))).toMatch(/Max-Age=2592000/);
      const plain = await call(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email: customer.email, password: customer.password } });
      expect(plain.headers.getSetCookie().find((line) => line.startsWith('sid='))).not.toMatch(/Max-Age/);
    });

    it('reports the status: 401 signed out, 200 signed in (cookie or bearer)', async () => {
      const signedOut = await call(ctx.app, 'GET', '/api/auth/customer/status/');
      expect(signedOut.status).toBe(401);
      expectEnvelope(signedOut.body, messages.auth.notAuthenticated);
      const customer = await signedInCustomer(ctx.app);
      const byCookie = await call(ctx.app, 'GET', '/api/auth/customer/status/', { cookie: customer.cookie });
      expect(byCookie.body).toEqual({ success: true, data: { role: 'customer', user: customer.user } });
      const byBearer = await call(ctx.app, 'GET', '/api/auth/customer/status/', { headers: { Authorization: `Bearer ${customer.token}` } });
      expect(byBearer.status).toBe(200);
    });

    it('logout destroys the session on the server, and answers 200 when signed out too', async () => {
      const customer = await signedInCustomer(ctx.app);
      const answer = await call(ctx.app, 'POST', '/api/auth/logout/', { cookie: customer.cookie });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: messages.auth.loggedOut });
      expect(answer.headers.getSetCookie().find((line) => line.startsWith('sid='))).toMatch(/Max-Age=0/);
      // Replaying the old cookie does not bring the session back.
      expect((await call(ctx.app, 'GET', '/api/auth/customer/status/', { cookie: customer.cookie })).status).toBe(401);
      expect((await call(ctx.app, 'POST', '/api/auth/logout/')).status).toBe(200);
    });

    it('reads and updates the profile', async () => {
      const customer = await signedInCustomer(ctx.app, { full_name: 'Hamza Siddiqui', phone_number: '03331234567' });
      const profile = await call(ctx.app, 'GET', '/api/auth/profile/', { cookie: customer.cookie });
      expect(profile.body).toEqual({
        success: true,
        data: { name: 'Hamza Siddiqui', email: customer.email, phone: '03331234567', address: '', city: '', state: '', zipCode: '', language: 'en', phone_channel: 'none', phone_channels: [] },
      });
      const updated = await call<{ data: Record<string, string> }>(ctx.app, 'PUT', '/api/auth/profile/', {
        cookie: customer.cookie,
        body: { name: 'Hamza S.', phone: '+92 345 0000001', address: 'House 12, Block 5, Clifton', city: 'Karachi', state: 'Sindh', zipCode: '75600' },
      });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toEqual({
        name: 'Hamza S.',
        email: customer.email,
        phone: '03450000001',
        address: 'House 12, Block 5, Clifton',
        city: 'Karachi',
        state: 'Sindh',
        zipCode: '75600',
        language: 'en',
        phone_channel: 'none',
        phone_channels: [],
      });
      expect((await call(ctx.app, 'GET', '/api/auth/profile/', { cookie: customer.cookie })).body).toEqual({ success: true, data: updated.body.data });
    });

    it('refuses a profile email that another account uses (409) and needs a session (401)', async () => {
      const first = await signedInCustomer(ctx.app);
      const second = await signedInCustomer(ctx.app);
      const taken = await call(ctx.app, 'PUT', '/api/auth/profile/', { cookie: second.cookie, body: { email: first.email, current_password: second.password } });
      expect(taken.status).toBe(409);
      expectEnvelope(taken.body, messages.auth.emailTaken);
      const invalid = await call<Envelope>(ctx.app, 'PUT', '/api/auth/profile/', { cookie: second.cookie, body: { phone: '12345' } });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors?.phone).toContain(messages.register.phoneInvalid);
      expect((await call(ctx.app, 'GET', '/api/auth/profile/')).status).toBe(401);
    });
  });

  describe.skipIf(backend.skipReason !== null)('rate limits', () => {
    const ctx = useApp(backend, { LOGIN_MAX_PER_ACCOUNT: '3', LOGIN_MAX_PER_IP: '5', REGISTER_MAX_PER_IP: '2' });

    it('answers 429 with Retry-After after N failed logins on one account from one address, even with the right password', async () => {
      const customer = await signedInCustomer(ctx.app);
      const ip = freshIp();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const answer = await call(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email: customer.email, password: 'wrong-password' }, headers: { 'X-Forwarded-For': ip } });
        expect(answer.status).toBe(401);
      }
      const limited = await call(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email: customer.email, password: customer.password }, headers: { 'X-Forwarded-For': ip } });
      expect(limited.status).toBe(429);
      expectEnvelope(limited.body, messages.auth.tooManyAttempts);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    });

    it('successful logins do not count', async () => {
      const customer = await signedInCustomer(ctx.app);
      const ip = freshIp();
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const answer = await call(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email: customer.email, password: customer.password }, headers: { 'X-Forwarded-For': ip } });
        expect(answer.status).toBe(200);
      }
    });

    it('limits failed logins per address across accounts', async () => {
      const ip = freshIp();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const answer = await call(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email: uniqueEmail('guess'), password: 'wrong-password' }, headers: { 'X-Forwarded-For': ip } });
        expect(answer.status).toBe(401);
      }
      const limited = await call(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email: uniqueEmail('guess'), password: 'wrong-password' }, headers: { 'X-Forwarded-For': ip } });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    });

    it('limits registrations per address', async () => {
      const ip = freshIp();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await call(ctx.app, 'POST', '/api/auth/customer/register/', { body: registration(), headers: { 'X-Forwarded-For': ip } })).status).toBe(201);
      }
      const limited = await call(ctx.app, 'POST', '/api/auth/customer/register/', { body: registration(), headers: { 'X-Forwarded-For': ip } });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe.skipIf(backend.skipReason !== null)('forgot and reset password', () => {
    const ctx = useApp(backend);

    const latestMailTo = async (email: string) => {
      const rows = await ctx.handle.db.select().from(outbox).where(eq(outbox.to, email));
      return rows.at(-1) ?? null;
    };
    // The answer leaves before the mail is queued (constant time), so wait for the mail to appear.
    const mailTo = (email: string) =>
      vi.waitFor(async () => {
        const mail = await latestMailTo(email);
        if (!mail) throw new Error(`no mail to ${email} yet`);
        return mail;
      });

    it('answers the same for an unknown email and queues nothing', async () => {
      const email = uniqueEmail('unknown');
      const answer = await call(ctx.app, 'POST', '/api/auth/password/forgot/', { body: { email } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: messages.auth.forgotPasswordSent });
      expect(await latestMailTo(email)).toBeNull();
    });

    it('mails a one-time link; resetting changes the password and signs out everywhere', async () => {
      const customer = await signedInCustomer(ctx.app);
      const forgot = await call(ctx.app, 'POST', '/api/auth/password/forgot/', { body: { email: customer.email } });
      expect(forgot.body).toEqual({ success: true, message: messages.auth.forgotPasswordSent });
      const mail = await mailTo(customer.email);
      const token = /\/reset-password\?token=([\w-]+)/.exec(deliveredText(mail))?.[1];
      expect(token).toBeTruthy();
      expect(deliveredText(mail)).toContain('http://localhost:3000/reset-password?token=');

      const reset = await call(ctx.app, 'POST', '/api/auth/password/reset/', { body: { token, password: 'brand-new-pass' } });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({ success: true, message: messages.account.passwordChanged });
      expect((await call(ctx.app, 'GET', '/api/auth/customer/status/', { cookie: customer.cookie })).status).toBe(401);
      expect((await call(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email: customer.email, password: customer.password } })).status).toBe(401);
      expect((await call(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email: customer.email, password: 'brand-new-pass' } })).status).toBe(200);

      const reused = await call(ctx.app, 'POST', '/api/auth/password/reset/', { body: { token, password: 'another-pass' } });
      expect(reused.status).toBe(400);
      expectEnvelope(reused.body, messages.account.resetLinkInvalid);
    });

    it('refuses an unknown token', async () => {
      const answer = await call(ctx.app, 'POST', '/api/auth/password/reset/', { body: { token: 'made-up-token', password: 'whatever1' } });
      expect(answer.status).toBe(400);
      expectEnvelope(answer.body, messages.account.resetLinkInvalid);
    });
  });

  describe.skipIf(backend.skipReason !== null)('service catalogue', () => {
    const ctx = useApp(backend);
    type Page = { count: number; next: string | null; previous: string | null; results: Service[] };

    it('lists active services with the documented shape', async () => {
      const answer = await call<Page>(ctx.app, 'GET', '/api/services/list/');
      expect(answer.status).toBe(200);
      // The main services: the add-ons are listed with kind=addon.
      expect(answer.body.count).toBe(10);
      expect(answer.body.next).toBeNull();
      expect(answer.body.previous).toBeNull();
      expect(answer.body.results).toHaveLength(10);
      for (const service of answer.body.results) {
        expect(Object.keys(service).sort()).toEqual(['category', 'description', 'duration_minutes', 'id', 'is_active', 'items', 'kind', 'name', 'originalPrice', 'price', 'rating_average', 'rating_count'].sort());
        expect(service.is_active).toBe(true);
        expect(service.kind).toBe('service');
        expect(Number.isInteger(service.price)).toBe(true);
      }
      expect(answer.body.results.some((service) => (service.originalPrice ?? 0) > service.price)).toBe(true);
      expect(answer.body.results.some((service) => service.items.length > 4)).toBe(true);
      expect(new Set(answer.body.results.map((service) => service.category)).size).toBe(4);
    });

    it('pages with page and page_size', async () => {
      const first = await call<Page>(ctx.app, 'GET', '/api/services/list/?page_size=3');
      expect(first.body.results).toHaveLength(3);
      expect(first.body.count).toBe(10);
      expect(first.body.next).toBe('/api/services/list/?page_size=3&page=2');
      const last = await call<Page>(ctx.app, 'GET', '/api/services/list/?page_size=3&page=4');
      expect(last.body.results).toHaveLength(1);
      expect(last.body.next).toBeNull();
      expect(last.body.previous).toBe('/api/services/list/?page_size=3&page=3');
      const ids = new Set([...first.body.results, ...last.body.results].map((service) => service.id));
      expect(ids.size).toBe(4);
    });

    it.each([
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page_size=0', 'page_size'],
      ['page_size=101', 'page_size'],
      ['is_active=maybe', 'is_active'],
      ['category=spaceships', 'category'],
    ])('answers 400 for %s', async (query, field) => {
      const answer = await call<Envelope>(ctx.app, 'GET', `/api/services/list/?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[field]).toHaveLength(1);
    });

    it('filters by category and shows inactive services only when asked', async () => {
      const exterior = await call<Page>(ctx.app, 'GET', '/api/services/list/?category=exterior');
      expect(exterior.body.count).toBeGreaterThan(0);
      expect(exterior.body.results.every((service) => service.category === 'exterior')).toBe(true);
      const inactive = await call<Page>(ctx.app, 'GET', '/api/services/list/?is_active=false&kind=addon');
      expect(inactive.body.results.map((service) => service.id)).toEqual(['windscreen-water-repellent']);
      expect(inactive.body.results[0]?.is_active).toBe(false);
      expect((await call<Page>(ctx.app, 'GET', '/api/services/list/?is_active=false')).body.results).toEqual([]);
    });

    it('answers one service, its detail, and 404 for an unknown id', async () => {
      const one = await call<{ success: boolean; data: Service }>(ctx.app, 'GET', '/api/services/ceramic-coating/');
      expect(one.status).toBe(200);
      expect(one.body.success).toBe(true);
      expect(one.body.data).toMatchObject({ id: 'ceramic-coating', price: 85000, originalPrice: 95000, category: 'protection' });
      const detail = await call<{ data: Service & { duration_label: string } }>(ctx.app, 'GET', '/api/services/ceramic-coating/detail/');
      expect(detail.body.data.duration_label).toBe('8 hours');
      const missing = await call(ctx.app, 'GET', '/api/services/no-such-service/');
      expect(missing.status).toBe(404);
      expectEnvelope(missing.body, messages.services.notFound);
      expect((await call(ctx.app, 'GET', '/api/services/no-such-service/detail/')).status).toBe(404);
    });
  });

  describe.skipIf(backend.skipReason !== null)('workshop operations', () => {
    const ctx = useApp(backend);
    const ops = { Authorization: 'Bearer test-ops-token-0123456789abcdef' };

    it('needs the ops token or a staff session', async () => {
      expect((await call(ctx.app, 'GET', '/api/ops/services')).status).toBe(401);
      expect((await call(ctx.app, 'GET', '/api/ops/services', { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
      const customer = await signedInCustomer(ctx.app);
      expect((await call(ctx.app, 'GET', '/api/ops/services', { cookie: customer.cookie })).status).toBe(403);
      const all = await call<{ data: Service[] }>(ctx.app, 'GET', '/api/ops/services', { headers: ops });
      expect(all.status).toBe(200);
      // Every service of both kinds, active or not: ten main services and six add-ons.
      expect(all.body.data).toHaveLength(16);
    });

    it('creates users and edits the catalogue, which the public list shows at once', async () => {
      const email = uniqueEmail('staff');
      const created = await call<{ data: { role: string } }>(ctx.app, 'POST', '/api/ops/users', { headers: ops, body: { email, password: 'staffpass1', name: 'Sana Staff', role: 'staff' } });
      expect(created.status).toBe(201);
      expect(created.body.data.role).toBe('staff');
      const [row] = await ctx.handle.db.select().from(users).where(eq(users.email, email));
      expect(row?.role).toBe('staff');

      const upsert = await call(ctx.app, 'POST', '/api/ops/services', {
        headers: ops,
        body: [{ id: 'tyre-shine', name: 'Tyre Shine', price: 1500, category: 'add_ons', duration_minutes: 120, items: [{ id: 'ts-1', name: 'Tyre dressing' }] }],
      });
      expect(upsert.status).toBe(200);
      expect((await call<{ data: Service }>(ctx.app, 'GET', '/api/services/tyre-shine/')).body.data.price).toBe(1500);
      expect((await call<{ count: number }>(ctx.app, 'GET', '/api/services/list/')).body.count).toBe(11);

      expect((await call(ctx.app, 'POST', '/api/ops/services/tyre-shine/deactivate', { headers: ops })).status).toBe(200);
      expect((await call<{ count: number }>(ctx.app, 'GET', '/api/services/list/')).body.count).toBe(10);
      expect((await call(ctx.app, 'POST', '/api/ops/services/nothing-here/deactivate', { headers: ops })).status).toBe(404);
      const invalid = await call(ctx.app, 'POST', '/api/ops/services', { headers: ops, body: [{ id: 'Bad Id', name: '', price: -1, category: 'x', duration_minutes: 0 }] });
      expect(invalid.status).toBe(400);
    });
  });
});

describe('single-page app', () => {
  const pglite = backends[0];
  const ctx = {} as { handle: DatabaseHandle; app: App; emptyApp: App };
  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite backend missing');
    ctx.handle = await pglite.open();
    ctx.app = (await createTestApp(ctx.handle.db)).app;
    ctx.emptyApp = (await createTestApp(ctx.handle.db, { CLIENT_DIR: tempDir('empty') })).app;
  });
  afterAll(async () => ctx.handle?.close());

  it('serves index.html for any page, revalidated every time', async () => {
    for (const page of ['/', '/services', '/my-bookings', '/invoice/abc123']) {
      const answer = await call(ctx.app, 'GET', page);
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(TEST_INDEX_HTML);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('content-type')).toMatch(/text\/html/);
    }
  });

  it('serves index.html with 404 for a path that is no page of the app, and 200 for every route', async () => {
    for (const page of ['/no-such-page', '/pricing/extra', '/invoice', '/invoice/a/b', '/services/x']) {
      const answer = await call(ctx.app, 'GET', page);
      expect(answer.status, page).toBe(404);
      expect(answer.text).toBe(TEST_INDEX_HTML);
      expect(answer.headers.get('content-type')).toMatch(/text\/html/);
    }
    expect((await call(ctx.app, 'HEAD', '/no-such-page')).status).toBe(404);
    for (const route of Object.values(ROUTE_PATHS)) {
      const answer = await call(ctx.app, 'GET', route.replace(':id', 'abc123'));
      expect(answer.status, route).toBe(200);
    }
    expect((await call(ctx.app, 'GET', '/services/?category=interior')).status).toBe(200);
  });

  it('serves hashed assets for a year and 404s a missing one', async () => {
    const asset = await call(ctx.app, 'GET', '/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    const missing = await call(ctx.app, 'GET', '/assets/x.js');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('<html');
    expect((await call(ctx.app, 'GET', '/assets/..%2f..%2fetc%2fpasswd')).status).toBe(404);
  });

  it('serves robots.txt as a file', async () => {
    const robots = await call(ctx.app, 'GET', '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('User-agent');
  });

  it('answers 503 with a hint when the app has not been built', async () => {
    const answer = await call(ctx.emptyApp, 'GET', '/services');
    expect(answer.status).toBe(503);
    expect(answer.text).toBe(serverMessages.clientNotBuilt);
    expect((await call(ctx.emptyApp, 'GET', '/api/health')).status).toBe(200);
  });
});

describe('logging and failures', () => {
  const lines: { level: string; msg: string; fields: LogFields }[] = [];
  const logger: Logger = {
    info: (msg, fields = {}) => lines.push({ level: 'info', msg, fields }),
    error: (msg, fields = {}) => lines.push({ level: 'error', msg, fields }),
  };
  const ctx = {} as { handle: DatabaseHandle; app: App };
  beforeAll(async () => {
    const pglite = backends[0];
    if (!pglite) throw new Error('PGlite backend missing');
    ctx.handle = await pglite.open();
    await createTestApp(ctx.handle.db);
    ctx.app = createApp(createAppDeps({ db: ctx.handle.db, config: testConfig(), logger }));
  });
  afterAll(async () => ctx.handle?.close());

  it('logs one structured line per request, without bodies, cookies or passwords', async () => {
    lines.length = 0;
    const customer = await signedInCustomer(ctx.app);
    lines.length = 0;
    await call(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email: customer.email, password: customer.password }, cookie: customer.cookie, headers: { 'X-Request-Id': 'req-42' } });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.fields).toEqual({ method: 'POST', route: '/api/auth/customer/login/', status: 200, duration_ms: expect.any(Number), request_id: 'req-42' });
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(customer.password);
    expect(logged).not.toContain(customer.token);
    expect(logged).not.toContain(customer.email);
  });

  it('answers 500 with the generic sentence (stack only in the log) and 503 from /api/ready when the database is gone', async () => {
    const customer = await signedInCustomer(ctx.app);
    await ctx.handle.close();
    lines.length = 0;
    const answer = await call(ctx.app, 'GET', '/api/auth/customer/status/', { cookie: customer.cookie });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ success: false, detail: serverMessages.internal, message: serverMessages.internal });
    expect(answer.text).not.toMatch(/at .*\.ts/);
    expect(lines.some((line) => line.level === 'error' && typeof line.fields.stack === 'string')).toBe(true);
    const ready = await call(ctx.app, 'GET', '/api/ready');
    expect(ready.status).toBe(503);
    expectEnvelope(ready.body, serverMessages.notReady);
  });
});
