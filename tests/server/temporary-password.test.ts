// An account with a temporary password (users.must_change_password, set when an admin gives one) may read its own
// session and profile, change its password and sign out; every other authenticated route answers 403 until it
// has chosen a new one. Choosing one ends the account's other sessions and keeps the one that asked; a staff or
// admin change is in the audit log.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { AuditEntry, StaffSessionData } from '../../src/domain/staff';
import type { Paged } from '../../src/domain/types';
import { auditLog, outbox, users } from '../../server/db/schema';
import { serverMessages } from '../../server/messages';
import { resetPassword } from '../../server/services/password-reset';
import { createUser } from '../../server/services/users';
import { call, freshIp, sessionCookieOf, uniqueEmail } from './helpers/app';
import { OPS_TOKEN_HEADERS, staffAccount } from './helpers/staff';
import { deliveredText } from './helpers/mail-fixtures';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

interface Envelope {
  success: boolean;
  message: string;
  data: StaffSessionData;
}

describe.each(backends)('temporary passwords on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('', () => {
    const ctx = useApp(backend);
    const day = addDays(todayInKarachi(), 2);

    const signIn = async (path: '/api/auth/staff/login/' | '/api/auth/customer/login/', email: string, password: string) => {
      const answer = await call<Envelope>(ctx.app, 'POST', path, { body: { email, password }, headers: { 'X-Forwarded-For': freshIp() } });
      const cookie = sessionCookieOf(answer.headers);
      if (answer.status !== 200 || !cookie) throw new Error(`sign-in failed with ${answer.status}: ${answer.text}`);
      return cookie;
    };
    const expectWaitingForPassword = (answer: { status: number; body: unknown }) => {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ success: false, message: serverMessages.passwordChangeRequired, detail: serverMessages.passwordChangeRequired });
    };

    it('lets a staff account with a temporary password read its session, change the password and sign out, and nothing else', async () => {
      const account = await staffAccount(ctx.handle.db, 'admin', { mustChangePassword: true });
      const cookie = await signIn('/api/auth/staff/login/', account.email, account.password);

      const status = await call<Envelope>(ctx.app, 'GET', '/api/auth/staff/status/', { cookie });
      expect(status.status).toBe(200);
      expect(status.body.data.must_change_password).toBe(true);
      expectWaitingForPassword(await call(ctx.app, 'GET', `/api/ops/board?date=${day}`, { cookie }));
      expectWaitingForPassword(await call(ctx.app, 'GET', '/api/ops/audit', { cookie }));
      expectWaitingForPassword(await call(ctx.app, 'GET', '/api/ops/staff', { cookie }));
      expectWaitingForPassword(await call(ctx.app, 'POST', '/api/ops/closed-dates', { cookie, body: { date: day, note: 'Eid' } }));
      expectWaitingForPassword(await call(ctx.app, 'POST', '/api/ops/users', { cookie, body: { email: uniqueEmail(), password: 'karachi123', name: 'Sara' } }));
      // The ops token has no account and no password to change.
      expect((await call(ctx.app, 'GET', '/api/ops/audit', { headers: OPS_TOKEN_HEADERS })).status).toBe(200);

      const changed = await call<Envelope>(ctx.app, 'POST', '/api/auth/staff/password/', { cookie, body: { current_password: account.password, new_password: 'fresh-pass-2' } });
      expect(changed.status).toBe(200);
      expect(changed.body.data.must_change_password).toBe(false);
      expect((await call(ctx.app, 'GET', `/api/ops/board?date=${day}`, { cookie })).status).toBe(200);
      expect((await call(ctx.app, 'POST', '/api/auth/logout/', { cookie })).status).toBe(200);
    });

    it('signs out with a temporary password', async () => {
      const account = await staffAccount(ctx.handle.db, 'staff', { mustChangePassword: true });
      const cookie = await signIn('/api/auth/staff/login/', account.email, account.password);
      expect((await call(ctx.app, 'POST', '/api/auth/logout/', { cookie })).status).toBe(200);
      expect((await call(ctx.app, 'GET', '/api/auth/staff/status/', { cookie })).status).toBe(401);
    });

    it('holds a customer with a temporary password to the session and profile reads until a reset link sets a new one', async () => {
      const email = uniqueEmail();
      const user = await createUser(ctx.handle.db, { email, password: 'temporary-1', fullName: 'Ayesha Khan', phone: '0300 1234567', role: 'customer', mustChangePassword: true });
      const cookie = await signIn('/api/auth/customer/login/', email, 'temporary-1');

      expect((await call(ctx.app, 'GET', '/api/auth/customer/status/', { cookie })).status).toBe(200);
      expect((await call(ctx.app, 'GET', '/api/auth/profile/', { cookie })).status).toBe(200);
      expectWaitingForPassword(await call(ctx.app, 'PUT', '/api/auth/profile/', { cookie, body: { name: 'Someone Else' } }));
      expectWaitingForPassword(await call(ctx.app, 'GET', '/api/customer/my-bookings/', { cookie }));
      expectWaitingForPassword(await call(ctx.app, 'GET', '/api/customer/my-bookings/?status=lost', { cookie }));
      expectWaitingForPassword(await call(ctx.app, 'GET', '/api/cars/by-customer/', { cookie }));
      expectWaitingForPassword(await call(ctx.app, 'GET', '/api/invoices/', { cookie }));
      expectWaitingForPassword(await call(ctx.app, 'POST', '/api/cars/add-car/', { cookie, body: { make: 'Toyota', model: 'Corolla', year: 2020, license_plate: 'KHI-1' } }));
      const bearer = { Authorization: `Bearer ${cookie.slice('sid='.length)}` };
      expectWaitingForPassword(await call(ctx.app, 'GET', '/api/customer/my-bookings/', { headers: bearer }));

      // The reset link's password is one the customer chose: the temporary one is over.
      expect((await call(ctx.app, 'POST', '/api/auth/password/forgot/', { body: { email }, headers: { 'X-Forwarded-For': freshIp() } })).status).toBe(200);
      let token = '';
      for (let tries = 0; tries < 50 && !token; tries += 1) {
        const [mail] = await ctx.handle.db.select().from(outbox).where(and(eq(outbox.to, email), eq(outbox.kind, 'password_reset')));
        token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail ? deliveredText(mail) : '')?.[1] ?? '');
        if (!token) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await resetPassword(ctx.handle.db, ctx.config.sessionSecret, token, 'chosen-pass-3');
      const [row] = await ctx.handle.db.select({ mustChange: users.mustChangePassword }).from(users).where(eq(users.id, user.id));
      expect(row?.mustChange).toBe(false);
      const fresh = await signIn('/api/auth/customer/login/', email, 'chosen-pass-3');
      expect((await call(ctx.app, 'GET', '/api/customer/my-bookings/', { cookie: fresh })).status).toBe(200);
    });

    it('ends the other sessions of an account that changes its password, keeps the one that asked, and records it', async () => {
      const account = await staffAccount(ctx.handle.db, 'staff');
      const here = await signIn('/api/auth/staff/login/', account.email, account.password);
      const elsewhere = await signIn('/api/auth/staff/login/', account.email, account.password);
      const script = await signIn('/api/auth/staff/login/', account.email, account.password);
      const other = await staffAccount(ctx.handle.db, 'staff');
      const colleague = await signIn('/api/auth/staff/login/', other.email, other.password);

      const changed = await call(ctx.app, 'POST', '/api/auth/staff/password/', { cookie: here, body: { current_password: account.password, new_password: 'fresh-pass-2' } });
      expect(changed.status).toBe(200);
      expect((await call(ctx.app, 'GET', '/api/auth/staff/status/', { cookie: here })).status).toBe(200);
      expect((await call(ctx.app, 'GET', '/api/auth/staff/status/', { cookie: elsewhere })).status).toBe(401);
      expect((await call(ctx.app, 'GET', '/api/auth/staff/status/', { headers: { Authorization: `Bearer ${script.slice('sid='.length)}` } })).status).toBe(401);
      expect((await call(ctx.app, 'GET', '/api/auth/staff/status/', { cookie: colleague })).status).toBe(200);

      const audit = await call<Paged<AuditEntry>>(ctx.app, 'GET', '/api/ops/audit?page_size=1', { headers: OPS_TOKEN_HEADERS });
      expect(audit.body.results[0]).toMatchObject({
        actor: { id: account.id, name: account.name, role: 'staff' },
        action: 'user.change_password',
        target_kind: 'user',
        target_id: account.id,
        before: { must_change_password: false },
        after: { must_change_password: false },
      });
      const recorded = await ctx.handle.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.change_password'), eq(auditLog.targetId, account.id)));
      expect(JSON.stringify(recorded)).not.toContain('fresh-pass-2');
      expect(JSON.stringify(recorded)).not.toContain(account.password);
    });

    it('records a wrong current password as nothing: no change, no audit entry, no session ended', async () => {
      const account = await staffAccount(ctx.handle.db, 'staff');
      const here = await signIn('/api/auth/staff/login/', account.email, account.password);
      const elsewhere = await signIn('/api/auth/staff/login/', account.email, account.password);
      const refused = await call(ctx.app, 'POST', '/api/auth/staff/password/', { cookie: here, body: { current_password: 'not-it-at-all', new_password: 'fresh-pass-2' } });
      expect(refused.status).toBe(400);
      expect((refused.body as { errors?: Record<string, string[]> }).errors?.current_password).toEqual([messages.staff.currentPasswordWrong]);
      expect((await call(ctx.app, 'GET', '/api/auth/staff/status/', { cookie: elsewhere })).status).toBe(200);
      expect(await ctx.handle.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.change_password'), eq(auditLog.targetId, account.id)))).toEqual([]);
    });
  });
});
