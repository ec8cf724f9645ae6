// Signing in, shared by the customer's and the staff's sign-in: the same body, the same failed-sign-in limits, the
// same wrong-credentials sentence and the same session cookie (rotated, "remember me" persistent). Each sign-in
// says only which roles it takes and how it refuses the others.
import type { Context } from 'hono';
import { messages } from '../../src/domain/messages';
import { LoginPayload } from '../../src/domain/schemas';
import type { Role } from '../../src/domain/constants';
import { clientIp, type AppDeps, type AppEnv } from '../http/context';
import { HttpError, readJson, tooManyRequests, validOrThrow } from '../http/errors';
import { beginLoginAttempt } from '../services/login-attempts';
import { createSession, destroySession } from '../services/sessions';
import type { AccountRow } from '../services/accounts';
import { checkCredentials } from '../services/users';
import { presentedToken, setSessionCookie } from './session-cookie';

export interface SignInRules {
  accepts: (role: Role) => boolean;
  /** The 403 sentence for an account of another role. */
  otherRole: string;
}

/** Checks the request's credentials against the rules, starts a new session and sets its cookie; the account. */
export async function signIn(c: Context<AppEnv>, { db, config }: Pick<AppDeps, 'db' | 'config'>, rules: SignInRules): Promise<AccountRow> {
  const payload = validOrThrow(LoginPayload, await readJson(c));
  const attempt = await beginLoginAttempt(db, config.rateLimits, payload.email, clientIp(c, config.trustProxy), config.now());
  if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterSeconds);

  const user = await checkCredentials(db, payload.email, payload.password);
  if (!user) throw new HttpError(401, messages.auth.invalidCredentials);
  await attempt.succeeded();
  if (!rules.accepts(user.role)) throw new HttpError(403, rules.otherRole);
  if (!user.active) throw new HttpError(403, messages.staff.accountDeactivated);

  // Rotation: whatever session the request carried ends here.
  const previous = presentedToken(c);
  if (previous) await destroySession(db, config.sessionSecret, previous);
  setSessionCookie(c, config, await createSession(db, config.sessionSecret, user.id, payload.remember, config.now()));
  return user;
}
