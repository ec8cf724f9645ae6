// Staff and admin accounts signed in for the workshop suites, made straight in the database (the console's own
// sign-in has its suite), and the ops token's header.
import type { Config } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { createSession } from '../../../server/services/sessions';
import { createUser } from '../../../server/services/users';
import type { StaffRole } from '../../../src/domain/staff';
import { uniqueEmail } from './app';

export const OPS_TOKEN_HEADERS = { Authorization: 'Bearer test-ops-token-0123456789abcdef' };

export interface SignedInStaff {
  id: string;
  name: string;
  email: string;
  password: string;
  cookie: string;
}

let staffCounter = 0;

/** A new staff or admin account with a session (cookie `sid=…`). */
export async function signedInStaff(db: Database, config: Config, role: StaffRole, name = role === 'admin' ? 'Sana Admin' : 'Bilal Desk'): Promise<SignedInStaff> {
  staffCounter += 1;
  const password = 'karachi123';
  const user = await createUser(db, { email: uniqueEmail(`${role}${staffCounter}`), password, fullName: name, phone: '0300 1234567', role });
  const session = await createSession(db, config.sessionSecret, user.id, false, config.now());
  return { id: user.id, name: user.fullName, email: user.email, password, cookie: `sid=${session.token}` };
}
