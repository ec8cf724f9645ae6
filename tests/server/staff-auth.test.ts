// Staff sign-in for the console: /api/auth/staff/login/, status and password, beside the customer sign-in that keeps
// refusing staff; the same cookie rules and the same failed-sign-in counters as the customer's.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import type { StaffSessionData } from '../../src/domain/staff';
import { users } from '../../server/db/schema';
import { call, freshIp, sessionCookieOf, signedInCustomer } from './helpers/app';
import { signedInStaff, staffAccount } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

interface Answer {
  message: string;
  data: StaffSessionData;
  errors?: Record<string, string[]>;
}

describe.each(backends)('staff sign-in on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('', () => {
    const ctx = useApp(backend, { LOGIN_MAX_PER_ACCOUNT: '4' });
    const signIn = (email: string, password: string, options: { ip?: string; cookie?: string; remember?: boolean } = {}) =>
      call<Answer>(ctx.app, 'POST', '/api/auth/staff/login/', {
        body: { email, password, ...(options.remember === undefined ? {} : { remember: options.remember }) },
        headers: { 'X-Forwarded-For': options.ip ?? freshIp() },
        cookie: options.cookie ?? null,
      });

    it('signs a staff account in with the session cookie, and answers its status', async () => {
      const account = await staffAccount(ctx.handle.db, 'staff');
      const answer = await signIn(account.email.toUpperCase(), account.password);
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe(messages.account.loginSuccessful);
      expect(answer.body.data).toEqual({ role: 'staff', user: { id: account.id, name: account.name, email: account.email }, must_change_password: false });
      const cookieLine = answer.headers.getSetCookie().find((line) => line.startsWith('sid='));
      expect(cookieLine).toMatch(/HttpOnly/i);
      expect(cookieLine).toMatch(/SameSite=Lax/i);
      expect(cookieLine).not.toMatch(/Max-Age/i);
      const cookie = sessionCookieOf(answer.headers);
      const status = await call<Answer>(ctx.app, 'GET', '/api/auth/staff/status/', { cookie });
      expect(status.status).toBe(200);
      expect(status.body.data.role).toBe('staff');
    });

    it('signs an admin in; remember me makes the cookie persistent; a new sign-in ends the session the request carried', async () => {
      const admin = await staffAccount(ctx.handle.db, 'admin');
      const first = await signIn(admin.email, admin.password);
      const firstCookie = sessionCookieOf(first.headers) ?? '';
      expect(first.body.data.role).toBe('admin');
      const second = await signIn(admin.email, admin.password, { cookie: firstCookie, remember: true });
      expect(second.status).toBe(200);
      expect(second.headers.getSetCookie().find((line) => line.startsWith('sid='))).toMatch(/Max-Age=2592000/);
      expect(sessionCookieOf(second.headers)).not.toBe(firstCookie);
      expect((await call(ctx.app, 'GET', '/api/auth/staff/status/', { cookie: firstCookie })).status).toBe(401);
      expect((await call(ctx.app, 'GET', '/api/auth/staff/status/', { cookie: sessionCookieOf(second.headers) })).status).toBe(200);
    });

    it('refuses wrong credentials with the customer sign-in’s sentence', async () => {
      const account = await staffAccount(ctx.handle.db, 'staff');
      for (const [email, password] of [[account.email, 'wrong-pass'], ['nobody@example.pk', 'wrong-pass']] as const) {
        const answer = await signIn(email, password);
        expect(answer.status).toBe(401);
        expect(answer.body.message).toBe(messages.auth.invalidCredentials);
        expect(sessionCookieOf(answer.headers)).toBeNull();
      }
    });

    it('refuses a customer account with a clear sentence, and the customer sign-in keeps refusing staff', async () => {
      const customer = await signedInCustomer(ctx.app);
      const refused = await signIn(customer.email, customer.password);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(messages.staff.customerRefused);
      expect(sessionCookieOf(refused.headers)).toBeNull();

      const staff = await staffAccount(ctx.handle.db, 'staff');
      const customerSignIn = await call<Answer>(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email: staff.email, password: staff.password }, headers: { 'X-Forwarded-For': freshIp() } });
      expect(customerSignIn.status).toBe(403);
      expect(customerSignIn.body.message).toBe(messages.auth.accessDenied);
    });

    it('refuses a deactivated account on both sign-ins', async () => {
      const staff = await staffAccount(ctx.handle.db, 'staff', { active: false });
      const refused = await signIn(staff.email, staff.password);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(messages.staff.accountDeactivated);
      expect(sessionCookieOf(refused.headers)).toBeNull();

      const customer = await staffAccount(ctx.handle.db, 'customer', { active: false });
      const customerRefused = await call<Answer>(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email: customer.email, password: customer.password }, headers: { 'X-Forwarded-For': freshIp() } });
      expect(customerRefused.status).toBe(403);
      expect(customerRefused.body.message).toBe(messages.staff.accountDeactivated);
    });

    it('answers status 401 without a session and 403 for a customer; the customer status stays 401 for staff', async () => {
      const none = await call<Answer>(ctx.app, 'GET', '/api/auth/staff/status/');
      expect(none.status).toBe(401);
      expect(none.body.message).toBe(messages.auth.notAuthenticated);
      const customer = await signedInCustomer(ctx.app);
      const refused = await call<Answer>(ctx.app, 'GET', '/api/auth/staff/status/', { cookie: customer.cookie });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(messages.staff.customerRefused);
      const staff = await signedInStaff(ctx.app, ctx.handle.db);
      expect((await call(ctx.app, 'GET', '/api/auth/customer/status/', { cookie: staff.cookie })).status).toBe(401);
    });

    it('counts failed staff sign-ins with the customer sign-in’s counters', async () => {
      const staff = await staffAccount(ctx.handle.db, 'staff');
      const ip = freshIp();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const customerSide = await call(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email: staff.email, password: 'wrong-pass' }, headers: { 'X-Forwarded-For': ip } });
        expect(customerSide.status).toBe(401);
      }
      for (let attempt = 0; attempt < 2; attempt += 1) expect((await signIn(staff.email, 'wrong-pass', { ip })).status).toBe(401);
      const limited = await signIn(staff.email, staff.password, { ip });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(messages.auth.tooManyAttempts);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another address is not refused for this one's guesses.
      expect((await signIn(staff.email, staff.password)).status).toBe(200);
    });

    it('asks for a new password while must_change_password is set, and a password change clears it', async () => {
      const account = await staffAccount(ctx.handle.db, 'staff', { mustChangePassword: true });
      const signedIn = await signIn(account.email, account.password);
      expect(signedIn.body.data.must_change_password).toBe(true);
      const cookie = sessionCookieOf(signedIn.headers);
      const change = (body: Record<string, unknown>) => call<Answer>(ctx.app, 'POST', '/api/auth/staff/password/', { cookie, body });

      const wrong = await change({ current_password: 'not-it-at-all', new_password: 'fresh-pass-2' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors?.current_password).toEqual([messages.staff.currentPasswordWrong]);
      const short = await change({ current_password: account.password, new_password: 'abc' });
      expect(short.status).toBe(400);
      expect(short.body.errors?.new_password).toEqual([messages.register.passwordTooShort]);

      const changed = await change({ current_password: account.password, new_password: 'fresh-pass-2' });
      expect(changed.status).toBe(200);
      expect(changed.body.message).toBe(messages.staff.passwordChanged);
      expect(changed.body.data.must_change_password).toBe(false);
      const [row] = await ctx.handle.db.select({ mustChange: users.mustChangePassword }).from(users).where(eq(users.id, account.id));
      expect(row?.mustChange).toBe(false);
      expect((await signIn(account.email, account.password)).status).toBe(401);
      expect((await signIn(account.email, 'fresh-pass-2')).status).toBe(200);
    });

    it('takes password changes only from a staff session', async () => {
      const body = { current_password: 'karachi123', new_password: 'fresh-pass-2' };
      expect((await call(ctx.app, 'POST', '/api/auth/staff/password/', { body })).status).toBe(401);
      const customer = await signedInCustomer(ctx.app);
      const refused = await call<Answer>(ctx.app, 'POST', '/api/auth/staff/password/', { cookie: customer.cookie, body });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(messages.staff.customerRefused);
    });
  });
});
