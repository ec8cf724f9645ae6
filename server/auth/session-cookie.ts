// The session on the wire: cookie `sid` (HttpOnly, SameSite=Lax, Secure in production) or `Authorization: Bearer <id>`.
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { parse as parseCookies } from 'hono/utils/cookie';
import { messages } from '../../src/domain/messages';
import type { Config } from '../config';
import { HttpError } from '../http/errors';
import { serverMessages } from '../messages';
import type { AppDeps, AppEnv } from '../http/context';
import { adoptAccountLanguage } from '../i18n/request-language';
import { PERSISTENT_SESSION_MS, resolveSession, type NewSession, type SessionAccount } from '../services/sessions';

export const SESSION_COOKIE = 'sid';

/** The session id a request presents (bearer header first, then cookie), or null. */
export function tokenFrom(authorization: string | undefined, cookieHeader: string | undefined): string | null {
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (match?.[1]) return match[1];
  }
  return cookieHeader ? (parseCookies(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE] ?? null) : null;
}

export const presentedToken = (c: Context): string | null => tokenFrom(c.req.header('authorization'), c.req.header('cookie'));

export function setSessionCookie(c: Context, config: Config, session: NewSession): void {
  setCookie(c, SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: config.nodeEnv === 'production',
    // Remember me: a persistent cookie; otherwise it ends with the browser session.
    ...(session.persistent ? { maxAge: Math.floor(PERSISTENT_SESSION_MS / 1000) } : {}),
  });
}

export function clearSessionCookie(c: Context, config: Config): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: config.nodeEnv === 'production' });
}

/** What reading the session of a request needs. */
export type SessionDeps = Pick<AppDeps, 'db' | 'config' | 'fastReads'>;

export interface SessionReadOptions {
  /**
   * Only for what an account with a temporary password still needs: reading its own session or profile and choosing
   * a new password (signing out needs no session read at all).
   */
  allowTemporaryPassword?: boolean;
}

/** 403 while the account must choose a new password (an admin gave it a temporary one). */
export function refuseWhilePasswordMustChange(user: { mustChangePassword: boolean } | null): void {
  if (user?.mustChangePassword) throw new HttpError(403, serverMessages.passwordChangeRequired);
}

/**
 * The request's signed-in user, or null; from here on the request speaks their language unless it asked for one.
 * An account that must choose a new password is refused (403) unless the route allows it.
 */
export async function currentUser(c: Context, deps: SessionDeps, options: SessionReadOptions = {}): Promise<SessionAccount | null> {
  const token = presentedToken(c);
  const user = token ? await resolveSession(deps, deps.config.sessionSecret, token, deps.config.now()) : null;
  if (user) adoptAccountLanguage(user.language);
  if (!options.allowTemporaryPassword) refuseWhilePasswordMustChange(user);
  return user;
}

/** 401 without a live session, 403 for a signed-in user who is not a customer. */
export function refuseUnlessCustomer<User extends { role: string }>(user: User | null): asserts user is User {
  if (!user) throw new HttpError(401, messages.auth.notAuthenticated);
  if (user.role !== 'customer') throw new HttpError(403, messages.auth.accessDenied);
}

/** Resolves the signed-in customer (one query) into c.var.user, or refuses. Reuse for every customer resource. */
export const requireCustomer =
  (deps: SessionDeps, options: SessionReadOptions = {}): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const user = await currentUser(c, deps, options);
    refuseUnlessCustomer(user);
    c.set('user', user);
    await next();
  };
