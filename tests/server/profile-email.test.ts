// Changing the profile's email address needs the current password, on PGlite and PostgreSQL; wrong passwords count
// towards the failed sign-in limit of the account.
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import type { Profile } from '../../src/domain/types';
import type { App } from '../../server/app';
import { call, freshIp, signedInCustomer, uniqueEmail, type SignedInCustomer } from './helpers/app';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

interface Answer {
  success: boolean;
  message: string;
  data: Profile;
  errors?: Record<string, string[]>;
}


const saveProfile = (app: App, customer: SignedInCustomer, body: Record<string, unknown>, ip: string) =>
  call<Answer>(app, 'PUT', '/api/auth/profile/', { cookie: customer.cookie, body, headers: { 'X-Forwarded-For': ip } });
const signIn = (app: App, email: string, password: string, ip: string) =>
  call(app, 'POST', '/api/auth/customer/login/', { body: { email, password }, headers: { 'X-Forwarded-For': ip } });
const emailOf = async (app: App, customer: SignedInCustomer) =>
  (await call<Answer>(app, 'GET', '/api/auth/profile/', { cookie: customer.cookie })).body.data.email;

describe.each(backends)('profile email change on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('the current password', () => {
    const ctx = useApp(backend, { LOGIN_MAX_PER_ACCOUNT: '2' });

    it('is required for a new address: 400 at current_password, and nothing changes', async () => {
      const customer = await signedInCustomer(ctx.app);
      for (const body of [{ email: uniqueEmail() }, { email: uniqueEmail(), current_password: '' }, { name: 'Ayesha K.', email: uniqueEmail() }]) {
        const refused = await saveProfile(ctx.app, customer, body, freshIp());
        expect({ status: refused.status, errors: refused.body.errors }).toEqual({ status: 400, errors: { current_password: [messages.profile.currentPasswordRequired] } });
      }
      expect(await emailOf(ctx.app, customer)).toBe(customer.email);
    });

    it('is not needed for the same address (in any case) or for other fields', async () => {
      const customer = await signedInCustomer(ctx.app);
      const same = await saveProfile(ctx.app, customer, { email: customer.email.toUpperCase(), city: 'Hyderabad' }, freshIp());
      expect(same.status).toBe(200);
      expect(same.body.data).toMatchObject({ email: customer.email, city: 'Hyderabad' });
    });

    it('changes the address when right, and the customer then signs in with the new one', async () => {
      const customer = await signedInCustomer(ctx.app);
      const newEmail = uniqueEmail('moved');
      const saved = await saveProfile(ctx.app, customer, { email: newEmail, current_password: customer.password }, freshIp());
      expect({ status: saved.status, message: saved.body.message, email: saved.body.data.email }).toEqual({ status: 200, message: messages.profile.updated, email: newEmail });
      expect((await signIn(ctx.app, newEmail, customer.password, freshIp())).status).toBe(200);
      expect((await signIn(ctx.app, customer.email, customer.password, freshIp())).status).toBe(401);
    });

    it('checks the password before saying an address is taken', async () => {
      const customer = await signedInCustomer(ctx.app);
      const other = await signedInCustomer(ctx.app);
      expect((await saveProfile(ctx.app, customer, { email: other.email, current_password: 'not-the-password' }, freshIp())).status).toBe(400);
      const taken = await saveProfile(ctx.app, customer, { email: other.email, current_password: customer.password }, freshIp());
      expect({ status: taken.status, message: taken.body.message }).toEqual({ status: 409, message: messages.auth.emailTaken });
    });

    it('refuses a wrong password with a sentence at current_password; wrong ones count towards the sign-in limit', async () => {
      const customer = await signedInCustomer(ctx.app);
      const ip = freshIp();
      const change = { email: uniqueEmail(), current_password: 'not-the-password' };
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const wrong = await saveProfile(ctx.app, customer, change, ip);
        expect({ status: wrong.status, message: wrong.body.message, errors: wrong.body.errors }).toEqual({
          status: 400,
          message: messages.profile.currentPasswordWrong,
          errors: { current_password: [messages.profile.currentPasswordWrong] },
        });
      }
      // LOGIN_MAX_PER_ACCOUNT is 2: from this address, neither the profile nor the sign-in form takes a third try.
      const limited = await saveProfile(ctx.app, customer, { ...change, current_password: customer.password }, ip);
      expect({ status: limited.status, message: limited.body.message }).toEqual({ status: 429, message: messages.auth.tooManyAttempts });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await signIn(ctx.app, customer.email, customer.password, ip)).status).toBe(429);
      expect(await emailOf(ctx.app, customer)).toBe(customer.email);
    });
  });
});
