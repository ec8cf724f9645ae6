// Staff accounts in the console (admin only): list, create with a password to change at first sign-in, deactivate
// (sessions end, sign-in refused; never your own account or the last active admin), activate, and reset a password
// (a temporary one shown once, sessions ended, a reset mail queued). Every change is in the audit log, no password.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import type { StaffAccount, StaffSessionData } from '../../src/domain/staff';
import type { App } from '../../server/app';
import type { Config } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { auditLog, outbox } from '../../server/db/schema';
import { serverMessages } from '../../server/messages';
import { call, createTestApp, freshIp, sessionCookieOf, signedInCustomer, uniqueEmail, type SignedInCustomer } from './helpers/app';
import { suiteBackends } from './helpers/suite';
import { OPS_TOKEN_HEADERS, staffWithSession, type StaffWithSession } from './helpers/staff';
import { expectRefusal, type Ok, type Refusal } from './helpers/envelopes';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';

const backends = await suiteBackends();

const NOW = new Date('2026-11-22T05:30:00Z');
const TEMPORARY_PASSWORD = /^[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}$/;

/** The console's sign-in, straight through the app (its own suite holds it to the API document). */
async function staffSignIn(app: App, email: string, password: string): Promise<{ status: number; cookie: string | null; body: { message?: string; data?: StaffSessionData } }> {
  const res = await app.request('/api/auth/staff/login/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', 'X-Forwarded-For': freshIp() },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, cookie: sessionCookieOf(res.headers), body: (await res.json()) as { message?: string; data?: StaffSessionData } };
}

for (const backend of backends) {
  describe.skipIf(backend.skipReason !== null)(`staff accounts on ${backend.name}`, () => {
    let handle: DatabaseHandle;
    let app: App;
    let config: Config;
    let admin: StaffWithSession;
    let staff: StaffWithSession;
    let customer: SignedInCustomer;

    beforeAll(async () => {
      handle = await backend.open();
      ({ app, config } = await createTestApp(handle.db, {}, { now: () => NOW }));
      admin = await staffWithSession(handle.db, config, 'admin');
      staff = await staffWithSession(handle.db, config, 'staff');
      customer = await signedInCustomer(app);
    });
    afterAll(async () => {
      await handle?.close();
    });

    const asAdmin = <T>(method: string, path: string, body?: unknown) => call<T>(app, method, path, { cookie: admin.cookie, body });
    const newAccount = (overrides: Record<string, unknown> = {}) => ({
      name: 'Kamran Ali',
      email: uniqueEmail('desk'),
      phone: '0321 7654321',
      role: 'staff',
      password: 'washbay42',
      ...overrides,
    });
    const create = async (overrides: Record<string, unknown> = {}) => {
      const body = newAccount(overrides);
      const answer = await asAdmin<Ok<StaffAccount>>('POST', '/api/ops/staff', body);
      expect(answer.status, answer.text).toBe(201);
      return { account: answer.body.data, password: body.password };
    };

    describe('access', () => {
      const ADMIN_ROUTES = [
        ['GET', '/api/ops/staff'],
        ['POST', '/api/ops/staff'],
        ['POST', '/api/ops/staff/any-id/deactivate'],
        ['POST', '/api/ops/staff/any-id/activate'],
        ['POST', '/api/ops/staff/any-id/reset-password'],
      ] as const;

      it.each(ADMIN_ROUTES)('%s %s: 401 signed out, 403 for a customer, 403 for staff', async (method, path) => {
        const body = method === 'POST' ? {} : undefined;
        expect((await call(app, method, path, { body })).status).toBe(401);
        expect((await call(app, method, path, { cookie: customer.cookie, body })).status).toBe(403);
        expectRefusal(await call(app, method, path, { cookie: staff.cookie, body }), 403, serverMessages.adminOnly);
      });

      it('the ops token counts as an admin', async () => {
        expect((await call(app, 'GET', '/api/ops/staff', { headers: OPS_TOKEN_HEADERS })).status).toBe(200);
      });
    });

    describe('list and create', () => {
      it('lists the staff and admin accounts, not customers', async () => {
        const answer = await asAdmin<Ok<StaffAccount[]>>('GET', '/api/ops/staff');
        expect(answer.status, answer.text).toBe(200);
        const emails = answer.body.data.map((account) => account.email);
        expect(emails).toEqual(expect.arrayContaining([admin.email, staff.email]));
        expect(emails).not.toContain(customer.email);
        expect(answer.body.data.find((account) => account.id === staff.id)).toEqual({
          id: staff.id,
          name: staff.name,
          email: staff.email,
          phone: '03007654321',
          role: 'staff',
          active: true,
          must_change_password: false,
          created_at: expect.any(String) as string,
        });
      });

      it('creates an account that signs in and must choose a new password first', async () => {
        const email = uniqueEmail('Desk').toUpperCase();
        const answer = await asAdmin<Ok<StaffAccount>>('POST', '/api/ops/staff', newAccount({ email, role: 'admin' }));
        expect(answer.status, answer.text).toBe(201);
        expect(answer.body.message).toBe(workshopMessages.workshop.staffCreated('Kamran Ali'));
        expect(answer.body.data).toMatchObject({ name: 'Kamran Ali', email: email.toLowerCase(), phone: '03217654321', role: 'admin', active: true, must_change_password: true });
        const signedIn = await staffSignIn(app, email.toLowerCase(), 'washbay42');
        expect(signedIn.status).toBe(200);
        expect(signedIn.body.data).toMatchObject({ role: 'admin', must_change_password: true });
        const [entry] = await handle.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.create'), eq(auditLog.targetId, answer.body.data.id)));
        expect(entry).toMatchObject({ actorName: admin.name, actorRole: 'admin', targetKind: 'user', before: null });
        expect(JSON.stringify(entry)).not.toContain('washbay42');
      });

      it.each([
        [{ name: '' }, 'name', messages.register.fullNameRequired],
        [{ email: 'not-an-email' }, 'email', messages.register.emailInvalid],
        [{ phone: '12345' }, 'phone', messages.register.phoneInvalid],
        [{ role: 'customer' }, 'role', workshopMessages.workshop.roleInvalid],
        [{ password: 'short' }, 'password', messages.register.passwordTooShort],
        [{ password: '' }, 'password', messages.register.passwordRequired],
      ])('refuses %j with 400', async (overrides, field, message) => {
        const answer = await asAdmin<Refusal>('POST', '/api/ops/staff', newAccount(overrides));
        expectRefusal(answer, 400, message);
        expect(answer.body.errors?.[field]?.[0]).toBe(message);
      });

      it('takes an empty phone', async () => {
        const { account } = await create({ phone: '' });
        expect(account.phone).toBe('');
      });

      it('refuses an email already registered (any case, any role) with 409', async () => {
        expectRefusal(await asAdmin('POST', '/api/ops/staff', newAccount({ email: staff.email })), 409, messages.auth.emailTaken);
        expectRefusal(await asAdmin('POST', '/api/ops/staff', newAccount({ email: customer.email.toUpperCase() })), 409, messages.auth.emailTaken);
      });
    });

    describe('deactivate and activate', () => {
      it('a deactivated account loses its sessions and cannot sign in; activated, it can again', async () => {
        const { account, password } = await create();
        const signedIn = await staffSignIn(app, account.email, password);
        expect(signedIn.status).toBe(200);
        const member = await staffWithSession(handle.db, config, 'staff', 'Asad Shift');
        expect((await call(app, 'GET', '/api/ops/capacity', { cookie: member.cookie })).status).toBe(200);

        const off = await asAdmin<Ok<StaffAccount>>('POST', `/api/ops/staff/${member.id}/deactivate`);
        expect(off.status, off.text).toBe(200);
        expect(off.body).toMatchObject({ message: workshopMessages.workshop.staffDeactivated('Asad Shift'), data: { id: member.id, active: false } });
        expect((await call(app, 'GET', '/api/ops/capacity', { cookie: member.cookie })).status).toBe(401);
        const refused = await staffSignIn(app, member.email, member.password);
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe(messages.staff.accountDeactivated);
        // The customer sign-in refuses it as well.
        const customerSignIn = await app.request('/api/auth/customer/login/', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', 'X-Forwarded-For': freshIp() },
          body: JSON.stringify({ email: member.email, password: member.password }),
        });
        expect(customerSignIn.status).toBe(403);

        // Deactivating again changes nothing.
        expect((await asAdmin<Ok<StaffAccount>>('POST', `/api/ops/staff/${member.id}/deactivate`)).body.data.active).toBe(false);

        const on = await asAdmin<Ok<StaffAccount>>('POST', `/api/ops/staff/${member.id}/activate`);
        expect(on.body).toMatchObject({ message: workshopMessages.workshop.staffActivated('Asad Shift'), data: { active: true } });
        expect((await staffSignIn(app, member.email, member.password)).status).toBe(200);

        const entries = await handle.db.select().from(auditLog).where(eq(auditLog.targetId, member.id));
        expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
          ['user.deactivate', { active: true }, { active: false }],
          ['user.activate', { active: false }, { active: true }],
        ]);
      });

      it('refuses your own account and the last active admin with 409', async () => {
        expectRefusal(await asAdmin('POST', `/api/ops/staff/${admin.id}/deactivate`), 409, workshopMessages.workshop.cannotDeactivateSelf);
        // Every other admin off: the one left cannot be deactivated, even by the ops token.
        const accounts = (await asAdmin<Ok<StaffAccount[]>>('GET', '/api/ops/staff')).body.data;
        for (const other of accounts.filter((account) => account.role === 'admin' && account.active && account.id !== admin.id)) {
          expect((await asAdmin('POST', `/api/ops/staff/${other.id}/deactivate`)).status).toBe(200);
        }
        const last = await call(app, 'POST', `/api/ops/staff/${admin.id}/deactivate`, { headers: OPS_TOKEN_HEADERS });
        expectRefusal(last, 409, workshopMessages.workshop.lastActiveAdmin);
        const second = await create({ role: 'admin' });
        expect((await call(app, 'POST', `/api/ops/staff/${admin.id}/deactivate`, { headers: OPS_TOKEN_HEADERS })).status).toBe(200);
        expect((await call(app, 'POST', `/api/ops/staff/${admin.id}/activate`, { headers: OPS_TOKEN_HEADERS })).status).toBe(200);
        expect(second.account.active).toBe(true);
        // The old session ended when the account was deactivated: sign in again.
        expect((await asAdmin('GET', '/api/ops/staff')).status).toBe(401);
        const again = await staffSignIn(app, admin.email, admin.password);
        expect(again.status).toBe(200);
        admin.cookie = again.cookie ?? '';
      });

      it('answers 404 for an unknown id or a customer', async () => {
        const other = await staffWithSession(handle.db, config, 'admin', 'Fresh Admin');
        for (const id of ['no-such-user', customer.user.id]) {
          for (const action of ['deactivate', 'activate', 'reset-password']) {
            expectRefusal(await call(app, 'POST', `/api/ops/staff/${id}/${action}`, { cookie: other.cookie }), 404, workshopMessages.workshop.staffNotFound);
          }
        }
      });
    });

    describe('reset a password', () => {
      it('gives a temporary password once, ends the sessions, asks for a new one and mails a reset link', async () => {
        const { account, password } = await create({ name: 'Nadia Front' });
        const session = await staffWithSession(handle.db, config, 'staff', 'Nadia Front');
        expect((await call(app, 'GET', '/api/ops/capacity', { cookie: session.cookie })).status).toBe(200);

        const answer = await call<Ok<{ account: StaffAccount; temporary_password: string }>>(app, 'POST', `/api/ops/staff/${session.id}/reset-password`, {
          headers: OPS_TOKEN_HEADERS,
        });
        expect(answer.status, answer.text).toBe(200);
        expect(answer.body.message).toBe(workshopMessages.workshop.passwordReset('Nadia Front'));
        const temporary = answer.body.data.temporary_password;
        expect(temporary).toMatch(TEMPORARY_PASSWORD);
        expect(answer.body.data.account).toMatchObject({ id: session.id, must_change_password: true });

        expect((await call(app, 'GET', '/api/ops/capacity', { cookie: session.cookie })).status).toBe(401);
        expect((await staffSignIn(app, session.email, session.password)).status).toBe(401);
        const signedIn = await staffSignIn(app, session.email, temporary);
        expect(signedIn.status).toBe(200);
        expect(signedIn.body.data?.must_change_password).toBe(true);

        const mails = await handle.db.select().from(outbox).where(and(eq(outbox.to, session.email), eq(outbox.kind, 'password_reset')));
        expect(mails).toHaveLength(1);
        expect(mails[0]?.body).not.toContain(temporary);

        const [entry] = await handle.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.reset_password'), eq(auditLog.targetId, session.id)));
        expect(entry).toMatchObject({ actorName: 'ops token', actorRole: 'ops_token', actorId: null, after: { must_change_password: true } });
        const everyEntry = JSON.stringify(await handle.db.select().from(auditLog));
        expect(everyEntry).not.toContain(temporary);
        expect(everyEntry).not.toContain(password);
        // Two resets give two different passwords.
        const next = await asAdmin<Ok<{ temporary_password: string }>>('POST', `/api/ops/staff/${account.id}/reset-password`);
        expect(next.body.data.temporary_password).toMatch(TEMPORARY_PASSWORD);
        expect(next.body.data.temporary_password).not.toBe(temporary);
      });
    });
  });
}
