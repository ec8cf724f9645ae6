// Accounts and sessions: register, login, logout, status, profile, forgot and reset password.
import { Hono } from 'hono';
import { messages } from '../../src/domain/messages';
import { ForgotPasswordPayload, LoginPayload, ProfileUpdate, RegisterPayload, ResetPasswordPayload } from '../../src/domain/schemas';
import type { LoginResponseData } from '../../src/domain/types';
import { clearSessionCookie, currentUser, presentedToken, requireCustomer, setSessionCookie } from '../auth/session-cookie';
import { clientIp, type AppDeps, type AppEnv } from '../http/context';
import { HttpError, readJson, tooManyRequests, validOrThrow } from '../http/errors';
import { requestPasswordReset, resetPassword } from '../services/password-reset';
import { hit, limitedFor } from '../services/rate-limit';
import { createSession, destroySession } from '../services/sessions';
import { checkCredentials, createUser, findUserById, toProfile, updateProfile } from '../services/users';

const loginData = (user: { id: string; name: string; email: string; role: LoginResponseData['role'] }): LoginResponseData => ({
  role: user.role,
  user: { id: user.id, name: user.name, email: user.email },
});

export function authRoutes({ db, config, logger }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const limits = config.rateLimits;

  routes.post('/auth/customer/register/', async (c) => {
    const payload = validOrThrow(RegisterPayload, await readJson(c));
    const retryAfter = await hit(db, `register:ip:${clientIp(c, config.trustProxy)}`, limits.registerPerIp, config.now());
    if (retryAfter !== null) throw tooManyRequests(retryAfter);
    const user = await createUser(db, {
      email: payload.email,
      password: payload.password,
      fullName: payload.full_name,
      phone: payload.phone_number,
      role: 'customer',
      address: payload.address,
      city: payload.city,
      state: payload.state,
    });
    const previous = presentedToken(c);
    if (previous) await destroySession(db, config.sessionSecret, previous);
    setSessionCookie(c, config, await createSession(db, config.sessionSecret, user.id, false, config.now()));
    return c.json(
      { success: true, message: messages.register.success, data: loginData({ id: user.id, name: user.fullName, email: user.email, role: user.role }) },
      201,
    );
  });

  routes.post('/auth/customer/login/', async (c) => {
    const payload = validOrThrow(LoginPayload, await readJson(c));
    const accountKey = `login:account:${payload.email}`;
    const ipKey = `login:ip:${clientIp(c, config.trustProxy)}`;
    const waitAccount = await limitedFor(db, accountKey, limits.loginPerAccount, config.now());
    const waitIp = await limitedFor(db, ipKey, limits.loginPerIp, config.now());
    if (waitAccount !== null || waitIp !== null) throw tooManyRequests(Math.max(waitAccount ?? 0, waitIp ?? 0));

    const user = await checkCredentials(db, payload.email, payload.password);
    if (!user) {
      await hit(db, accountKey, limits.loginPerAccount, config.now());
      await hit(db, ipKey, limits.loginPerIp, config.now());
      throw new HttpError(401, messages.auth.invalidCredentials);
    }
    if (user.role !== 'customer') throw new HttpError(403, messages.auth.accessDenied);

    // Rotation: whatever session the request carried ends here.
    const previous = presentedToken(c);
    if (previous) await destroySession(db, config.sessionSecret, previous);
    setSessionCookie(c, config, await createSession(db, config.sessionSecret, user.id, payload.remember, config.now()));
    return c.json({ success: true, message: messages.server.loginSuccessful, data: loginData({ id: user.id, name: user.fullName, email: user.email, role: user.role }) });
  });

  routes.post('/auth/logout/', async (c) => {
    const token = presentedToken(c);
    if (token) await destroySession(db, config.sessionSecret, token);
    clearSessionCookie(c, config);
    return c.json({ success: true, message: messages.auth.loggedOut });
  });

  routes.get('/auth/customer/status/', async (c) => {
    const user = await currentUser(c, db, config);
    if (!user || user.role !== 'customer') throw new HttpError(401, messages.auth.notAuthenticated);
    return c.json({ success: true, data: loginData(user) });
  });

  routes.get('/auth/profile/', requireCustomer(db, config), async (c) => {
    const user = await findUserById(db, c.get('user').id);
    if (!user) throw new HttpError(401, messages.auth.notAuthenticated);
    return c.json({ success: true, data: toProfile(user) });
  });

  routes.put('/auth/profile/', requireCustomer(db, config), async (c) => {
    const changes = validOrThrow(ProfileUpdate, await readJson(c));
    const profile = await updateProfile(db, c.get('user').id, changes);
    return c.json({ success: true, message: messages.profile.updated, data: profile });
  });

  routes.post('/auth/password/forgot/', async (c) => {
    const { email } = validOrThrow(ForgotPasswordPayload, await readJson(c));
    const queued = await requestPasswordReset(db, { secret: config.sessionSecret, publicUrl: config.publicUrl, companyName: config.company.name }, email);
    if (queued) logger.info('password reset mail queued', { request_id: c.get('requestId') });
    return c.json({ success: true, message: messages.auth.forgotPasswordSent });
  });

  routes.post('/auth/password/reset/', async (c) => {
    const { token, password } = validOrThrow(ResetPasswordPayload, await readJson(c));
    await resetPassword(db, config.sessionSecret, token, password);
    clearSessionCookie(c, config);
    return c.json({ success: true, message: messages.server.passwordChanged });
  });

  return routes;
}
