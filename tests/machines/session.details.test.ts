// Details of the session flow the user-flow model does not express: cancellation, stray events, redirects,
// and the exact requests the auth calls make.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as auth from '../../src/api/auth';
import * as passwordReset from '../../src/api/passwordReset';
import { ApiError } from '../../src/api/client';
import { messages } from '../../src/domain/messages';
import { loginPathFrom, safeRedirectPath } from '../../src/domain/session';
import { sessionStatusOf } from '../../src/machines/session';
import { refusal, SessionHarness, storedCustomer } from '../setup/sessionHarness';

describe('session machine details', () => {
  it('aborts the verification call when the session stops (the signal reaches the request)', async () => {
    const harness = new SessionHarness();
    harness.storeSession(storedCustomer, 'customer');
    harness.actor.start();
    await harness.settle();
    const signal = harness.server.signals.at(-1);
    expect(signal?.aborted).toBe(false);
    harness.actor.stop();
    expect(signal?.aborted).toBe(true);
  });

  it('ignores the auth-failure broadcast of its own refused login and shows the login message', async () => {
    const harness = new SessionHarness();
    harness.actor.start();
    await harness.settle();
    harness.actor.send({ type: 'session.login', email: 'a@example.com', password: 'secret123', remember: false });
    harness.actor.send({ type: 'session.authFailure', path: '/login' });
    harness.fail('login', refusal(messages.auth.invalidCredentials, 401));
    await harness.settle();
    expect(harness.actor.getSnapshot().context.error).toBe(messages.auth.invalidCredentials);
    expect(harness.navigations).toEqual([]);
  });

  it('passes the typed credentials and remember-me to the login call', async () => {
    const harness = new SessionHarness();
    harness.actor.start();
    await harness.settle();
    harness.actor.send({ type: 'session.login', email: 'a@example.com', password: 'secret123', remember: true });
    expect(harness.calls).toEqual([{ name: 'login', input: { email: 'a@example.com', password: 'secret123', remember: true } }]);
    expect(sessionStatusOf(harness.actor.getSnapshot())).toBe('anonymous');
  });
});

describe('redirect after sign-in', () => {
  it.each([
    ['/book', '/book'],
    ['/invoice/42?print=1', '/invoice/42?print=1'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['/ book', null],
    ['', null],
    [null, null],
  ])('%s → %s', (raw, expected) => expect(safeRedirectPath(raw)).toBe(expected));

  it('builds the login path with the page to come back to', () => {
    expect(loginPathFrom('/book')).toBe('/login?redirect=/book');
    expect(loginPathFrom('/booking-confirmation?booking=7')).toBe('/login?redirect=/booking-confirmation%3Fbooking%3D7');
    expect(loginPathFrom('/')).toBe('/login');
    expect(loginPathFrom('/login')).toBe('/login');
  });
});

describe('auth calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  const recordFetch = (status: number, body: unknown) => {
    const requests: Array<{ method: string; path: string; credentials: string; body: unknown; signal: AbortSignal }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        const text = await input.clone().text();
        requests.push({ method: input.method, path: new URL(input.url).pathname, credentials: input.credentials, body: text ? JSON.parse(text) : null, signal: input.signal });
        return new Response(JSON.stringify(body), { status, statusText: status === 401 ? 'Unauthorized' : 'OK', headers: { 'content-type': 'application/json' } });
      }),
    );
    return requests;
  };

  it('posts login credentials with cookies and the caller’s signal', async () => {
    const requests = recordFetch(200, { success: true, data: { role: 'customer', user: storedCustomer } });
    const controller = new AbortController();
    const answer = await auth.login({ email: ' a@example.com ', password: 'secret123', remember: true }, controller.signal);
    expect(answer.data.user).toEqual(storedCustomer);
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/auth/customer/login/',
        credentials: 'include',
        body: { email: 'a@example.com', password: 'secret123', remember: true },
        signal: expect.any(AbortSignal),
      },
    ]);
    controller.abort();
    expect(requests[0]?.signal.aborted).toBe(true);
  });

  it('sends the registration request of spec §3', async () => {
    const requests = recordFetch(201, { success: true, data: { role: 'customer', user: storedCustomer } });
    await auth.register({ fullName: ' Sana Mir ', email: 'Sana@Example.com', phone: '03001234567', password: 'secret123' });
    expect(requests[0]?.path).toBe('/api/auth/customer/register/');
    expect(requests[0]?.body).toEqual({
      full_name: 'Sana Mir',
      email: 'sana@example.com',
      phone_number: '03001234567',
      password: 'secret123',
      city: '',
      state: '',
      address: '',
    });
  });

  it('turns a refused login into an ApiError carrying the server sentence and status', async () => {
    recordFetch(401, { success: false, detail: messages.auth.invalidCredentials, message: messages.auth.invalidCredentials });
    const failure = await auth.login({ email: 'a@example.com', password: 'nope-nope', remember: false }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect((failure as ApiError).message).toBe(messages.auth.invalidCredentials);
  });

  it('uses the documented paths for status, logout, forgot and reset', async () => {
    const requests = recordFetch(200, { success: true, message: 'ok', data: { role: 'customer', user: storedCustomer } });
    await auth.status();
    await auth.logout();
    await passwordReset.forgotPassword('a@example.com');
    await passwordReset.resetPassword('token-1', 'secret123');
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/auth/customer/status/',
      'POST /api/auth/logout/',
      'POST /api/auth/password/forgot/',
      'POST /api/auth/password/reset/',
    ]);
    expect(requests[3]?.body).toEqual({ token: 'token-1', password: 'secret123' });
  });
});
