// Staff and admin accounts for the console's suites, made in the database (as the ops CLI would), and the ops token's
// header. signedInStaff signs in through POST /api/auth/staff/login/ like the console's sign-in page; staffWithSession
// opens the session straight in the database, for suites that hold other routes on a fixed clock.
import { eq } from 'drizzle-orm';
import type { StaffRole, StaffSessionData } from '../../../src/domain/staff';
import type { App } from '../../../server/app';
import type { Config } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { users } from '../../../server/db/schema';
import { createSession } from '../../../server/services/sessions';
import { createUser } from '../../../server/services/users';
import { call, freshIp, sessionCookieOf, uniqueEmail } from './app';

export const OPS_TOKEN_HEADERS = { Authorization: 'Bearer test-ops-token-0123456789abcdef' };

/** An ops route's answer as the console reads it: the data and sentence, or the refusal with its reason and fields. */
export interface OpsAnswer<T> {
  success: boolean;
  message: string;
  data: T;
  reason?: string;
  errors?: Record<string, string[]>;
}

export interface StaffAccountFixture {
  id: string;
  email: string;
  password: string;
  name: string;
}

export async function staffAccount(db: Database, role: StaffRole | 'customer' = 'staff', options: { active?: boolean; mustChangePassword?: boolean; name?: string } = {}): Promise<StaffAccountFixture> {
  const email = uniqueEmail(role);
  const password = 'desk-pass-1';
  const name = options.name ?? (role === 'admin' ? 'Adeel Admin' : 'Sana Staff');
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

export interface StaffWithSession extends StaffAccountFixture {
  cookie: string;
}

/** A new staff or admin account with a session made in the database (cookie `sid=…`), at the app's own clock. */
export async function staffWithSession(db: Database, config: Config, role: StaffRole, name?: string): Promise<StaffWithSession> {
  const account = await staffAccount(db, role, { name });
  const session = await createSession(db, config.sessionSecret, account.id, false, config.now());
  return { ...account, cookie: `sid=${session.token}` };
}
