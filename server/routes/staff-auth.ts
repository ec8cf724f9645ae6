// Staff sign-in for the workshop's console: /api/auth/staff/… Signing out is the shared POST /api/auth/logout/.
import { Hono, type MiddlewareHandler } from 'hono';
import { messages } from '../../src/domain/messages';
import { isStaffRole, type StaffSessionData } from '../../src/domain/staff';
import { StaffPasswordPayload } from '../../src/domain/staffSchemas';
import { signIn } from '../auth/sign-in';
import { currentUser, presentedToken } from '../auth/session-cookie';
import { clientIp, type AppDeps, type AppEnv } from '../http/context';
import { HttpError, readJson, tooManyRequests, validOrThrow } from '../http/errors';
import { asAccount, type AccountRow } from '../services/accounts';
import { changeOwnPassword, findUserById } from '../services/users';

function staffSessionData(user: AccountRow): StaffSessionData {
  if (!isStaffRole(user.role)) throw new HttpError(403, messages.staff.customerRefused);
  return { role: user.role, user: { id: user.id, name: user.fullName, email: user.email }, must_change_password: user.mustChangePassword };
}

export function staffAuthRoutes({ db, config, fastReads }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  /**
   * 401 without a session, 403 for a customer's; the staff account into c.var.user. The console's session read and
   * the password change are what an account with a temporary password may still use.
   */
  const staffSession: MiddlewareHandler<AppEnv> = async (c, next) => {
    const user = await currentUser(c, { db, config, fastReads }, { allowTemporaryPassword: true });
    if (!user) throw new HttpError(401, messages.auth.notAuthenticated);
    if (!isStaffRole(user.role)) throw new HttpError(403, messages.staff.customerRefused);
    c.set('user', user);
    await next();
  };

  /** The signed-in account as it is now (a deactivated one has no session left to ask with). */
  const accountOf = async (id: string) => {
    const user = await findUserById(db, id);
    if (!user || !user.active) throw new HttpError(401, messages.auth.notAuthenticated);
    return asAccount(user);
  };

  routes.post('/auth/staff/login/', async (c) => {
    const user = await signIn(c, { db, config }, { accepts: isStaffRole, otherRole: messages.staff.customerRefused });
    return c.json({ success: true, message: messages.account.loginSuccessful, data: staffSessionData(user) });
  });

  routes.get('/auth/staff/status/', staffSession, async (c) => c.json({ success: true, data: staffSessionData(await accountOf(c.var.user.id)) }));

  routes.post('/auth/staff/password/', staffSession, async (c) => {
    const payload = validOrThrow(StaffPasswordPayload, await readJson(c));
    const { id, name, role } = c.var.user;
    const result = await changeOwnPassword(
      db,
      id,
      { current: payload.current_password, next: payload.new_password },
      {
        limits: config.rateLimits,
        ip: clientIp(c, config.trustProxy),
        now: config.now(),
        session: { secret: config.sessionSecret, token: presentedToken(c) },
        actor: isStaffRole(role) ? { id, name, role } : undefined,
      },
    );
    if (result.outcome === 'too_many_attempts') throw tooManyRequests(result.retryAfterSeconds);
    if (result.outcome === 'wrong_password') {
      throw new HttpError(400, messages.staff.currentPasswordWrong, { current_password: [messages.staff.currentPasswordWrong] });
    }
    return c.json({ success: true, message: messages.staff.passwordChanged, data: staffSessionData(await accountOf(c.var.user.id)) });
  });

  return routes;
}
