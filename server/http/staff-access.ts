// Who may use /api/ops/…: the ops token (the CLI), or a signed-in staff or admin account. The one who acts is kept
// as c.var.actor for the audit log; admin-only routes add requireAdmin.
import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { messages } from '../../src/domain/messages';
import { isStaffRole } from '../../src/domain/staff';
import { currentUser, presentedToken, type SessionDeps } from '../auth/session-cookie';
import type { Actor } from '../services/audit';
import { sha256 } from '../services/tokens';
import type { AppEnv } from './context';
import { HttpError } from './errors';
import { serverMessages } from '../messages';

export const sameSecret = (given: string, expected: string) => timingSafeEqual(Buffer.from(sha256(given)), Buffer.from(sha256(expected)));

/** The ops token acts as an admin that has no account. */
export const OPS_TOKEN_ACTOR: Actor = { id: null, name: 'ops token', role: 'ops_token' };

/** 401 without the token or a session, 403 for a customer; sets c.var.actor (and c.var.user for a session). */
export const requireStaff =
  (deps: SessionDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const token = presentedToken(c);
    if (token && c.req.header('authorization') && sameSecret(token, deps.config.opsToken)) {
      c.set('actor', OPS_TOKEN_ACTOR);
      return next();
    }
    const user = await currentUser(c, deps);
    if (!user) throw new HttpError(401, messages.auth.notAuthenticated);
    if (!isStaffRole(user.role)) throw new HttpError(403, serverMessages.forbidden);
    c.set('user', user);
    c.set('actor', { id: user.id, name: user.name, role: user.role });
    return next();
  };

/** After requireStaff: staff accounts get 403; admins and the ops token pass. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('actor').role === 'staff') throw new HttpError(403, serverMessages.adminOnly);
  return next();
};

/** The role the console's rules use for the one who acts (the ops token counts as admin). */
export const actingRole = (actor: Actor) => (actor.role === 'staff' ? 'staff' : 'admin');
