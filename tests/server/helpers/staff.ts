// Staff and admin accounts for the console's suites: made in the database (as the ops CLI would), signed in through
// POST /api/auth/staff/login/ like the console's sign-in page.
import { eq } from 'drizzle-orm';
import type { StaffRole, StaffSessionData } from '../../../src/domain/staff';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { users } from '../../../server/db/schema';
import { createUser } from '../../../server/services/users';
import { call, freshIp, sessionCookieOf, uniqueEmail } from './app';

export const OPS_TOKEN_HEADERS = { Authorization: 'Bearer test-ops-token-0123456789abcdef' };

export interface StaffAccountFixture {
  id: string;
  email: string;
  password: string;
  name: string;
}

export async function staffAccount(db: Database, role: StaffRole | 'customer' = 'staff', options: { active?: boolean; mustChangePassword?: boolean } = {}): Promise<StaffAccountFixture> {
  const email = uniqueEmail(role);
  const password = 'desk-pass-1';
  const name = role === 'admin' ? 'Adeel Admin' : 'Sana Staff';
  const user = await createUser(db, { email, password, fullName: name, phone: '0300 7654321', role, mustChangePassword: options.mustChangePassword ?? false });
  if (options.active === false) await db.update(users).set({ active: false }).where(eq(users.id, user.id));
  return { id: user.id, email, password, name };
}

export interface SignedInStaff extends StaffAccountFixture {
  cookie: string;
  session: StaffSessionData;
}

/** A new staff or admin account, signed in; throws unless the sign-in answers 200 with a cookie. */
export async function signedInStaff(app: App, db: Database, role: StaffRole = 'staff'): Promise<SignedInStaff> {
  const account = await staffAccount(db, role);
  const answer = await call<{ data: StaffSessionData }>(app, 'POST', '/api/auth/staff/login/', {
    body: { email: account.email, password: account.password },
    headers: { 'X-Forwarded-For': freshIp() },
  });
  const cookie = sessionCookieOf(answer.headers);
  if (answer.status !== 200 || !cookie) throw new Error(`Staff sign-in failed with ${answer.status}: ${answer.text}`);
  return { ...account, cookie, session: answer.body.data };
}
