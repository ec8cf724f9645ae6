// Accounts and sessions: register, login, logout, status, profile, forgot and reset password.
import { Hono } from 'hono';
import { activeLanguage } from '../../src/domain/i18n';
import { messages } from '../../src/domain/messages';
import { ForgotPasswordPayload, RegisterPayload, ResetPasswordPayload } from '../../src/domain/schemas';
import type { LoginResponseData } from '../../src/domain/types';
import { deviceToken } from '../auth/device-cookie';
import { clearSessionCookie, currentUser, presentedToken, requireCustomer, setSessionCookie } from '../auth/session-cookie';
import { clientIp, type AppDeps, type AppEnv } from '../http/context';
import { afterAnswer } from '../http/after-answer';
import { describeError } from '../http/error-description';
import { HttpError, readJson, tooManyRequests, validOrThrow } from '../http/errors';
import { resetPassword } from '../services/password-reset';
import { evenPasswordResets } from '../services/password-reset-request';
import { hit, hitAll } from '../services/rate-limit';
import { createSession, destroySession } from '../services/sessions';
import { asAccount } from '../services/accounts';
import { createUser, findUserById, toProfile } from '../services/users';
import { signIn } from '../auth/sign-in';
import { profileAnswer } from './phone-verification';
import { updateProfileHandler } from './profile-update';

const loginData = (user: { id: string; name: string; email: string; role: LoginResponseData['role'] }): LoginResponseData => ({
  role: user.role,
  user: { id: user.id, name: user.name, email: user.email },
});

export function authRoutes({ db, config, logger, fastReads, mail }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const limits = config.rateLimits;
  const requestPasswordReset = evenPasswordResets(db, { secret: config.sessionSecret, mail });

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
      // The language the customer registered in is the one their mails and receipts will be written in.
      language: activeLanguage(),
    });
    const previous = presentedToken(c);
    if (previous) await destroySession(db, config.sessionSecret, previous);
    setSessionCookie(c, config, await createSession(db, config.sessionSecret, user.id, false, config.now()));
    // The browser's device id from its first account on: its bookings count together, whichever account makes them.
    deviceToken(c, config);
    return c.json(
      { success: true, message: messages.register.success, data: loginData({ id: user.id, name: user.fullName, email: user.email, role: user.role }) },
      201,
    );
  });

  routes.post('/auth/customer/login/', async (c) => {
    const user = await signIn(c, { db, config }, { accepts: (role) => role === 'customer', otherRole: messages.auth.accessDenied });
    return c.json({ success: true, message: messages.account.loginSuccessful, data: loginData({ id: user.id, name: user.fullName, email: user.email, role: user.role }) });
  });

  routes.post('/auth/logout/', async (c) => {
    const token = presentedToken(c);
    if (token) await destroySession(db, config.sessionSecret, token);
    clearSessionCookie(c, config);
    return c.json({ success: true, message: messages.auth.loggedOut });
  });

  routes.get('/auth/customer/status/', async (c) => {
    const user = await currentUser(c, { db, config, fastReads }, { allowTemporaryPassword: true });
    if (!user || user.role !== 'customer') throw new HttpError(401, messages.auth.notAuthenticated);
    return c.json({ success: true, data: loginData(user) });
  });

  routes.get('/auth/profile/', requireCustomer({ db, config, fastReads }, { allowTemporaryPassword: true }), async (c) => {
    const user = await findUserById(db, c.get('user').id);
    if (!user) throw new HttpError(401, messages.auth.notAuthenticated);
    return c.json({ success: true, data: profileAnswer(toProfile(asAccount(user)), user.phoneChannel, mail.phoneChannels ?? []) });
  });

  routes.put('/auth/profile/', requireCustomer({ db, config, fastReads }), updateProfileHandler({ db, config, mail }));

  routes.post('/auth/password/forgot/', async (c) => {
    const { email } = validOrThrow(ForgotPasswordPayload, await readJson(c));
    const now = config.now();
    const counted = await hitAll(
      db,
      [
        { key: `reset:account:${email.trim().toLowerCase()}`, limit: limits.resetPerAccount },
        { key: `reset:ip:${clientIp(c, config.trustProxy)}`, limit: limits.resetPerIp },
      ],
      now,
    );
    const refusedBy = counted.filter((count) => count.over);
    if (refusedBy.length > 0) throw tooManyRequests(Math.max(...refusedBy.map((count) => count.retryAfterSeconds)));
    // Nothing about the account happens before the answer has left, not even its lookup, and then the same work
    // whether or not it exists (server/services/password-reset-request.ts).
    const requestId = c.get('requestId');
    afterAnswer(c, () =>
      void requestPasswordReset(email, now).then(
        (queued) => {
          if (queued) logger.info('password reset mail queued', { request_id: requestId });
        },
        (error: unknown) => logger.error('password reset failed', { request_id: requestId, ...describeError(error) }),
      ),
    );
    return c.json({ success: true, message: messages.auth.forgotPasswordSent });
  });

  routes.post('/auth/password/reset/', async (c) => {
    const { token, password } = validOrThrow(ResetPasswordPayload, await readJson(c));
    await resetPassword(db, config.sessionSecret, token, password);
    clearSessionCookie(c, config);
    return c.json({ success: true, message: messages.account.passwordChanged });
  });

  return routes;
}
