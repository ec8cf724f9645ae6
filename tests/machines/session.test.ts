// Model-based tests of the session: an abstract model of what the customer and the server do (no I/O),
// whose generated paths drive the REAL session machine with a scripted server, storage, toasts and navigation.
import { afterAll, describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { messages } from '../../src/domain/messages';
import { serialiseStoredUser } from '../../src/domain/session';
import { sessionStatusOf, type SessionStatus } from '../../src/machines/session';
import { accountAnswer, refusal, serverCustomer, SessionHarness, storedCustomer, type CallName } from '../setup/sessionHarness';
import { eachEvent, transitionCoverage } from '../setup/modelCoverage';

/** What the customer should notice after each step. */
interface Expected {
  error: string | null;
  storage: 'empty' | 'previous' | 'current';
  navigation: string | null;
  toast: string | null;
  call: CallName | null;
  redirect: string;
}

const EVENT_TYPES = [
  'storage.isEmpty',
  'storage.hasCustomer',
  'storage.hasOtherRole',
  'storage.isUnreadable',
  'user.submitsShortPassword',
  'user.logsIn',
  'user.logsInFromBooking',
  'user.logsInWithForeignRedirect',
  'user.registers',
  'user.leavesPage',
  'user.logsOut',
  'server.accepts',
  'server.refuses',
  'server.refusesRole',
  'server.answersWithoutAccount',
  'server.failsWithMessage',
  'network.fails',
  'app.authFailureOnGuardedPage',
  'app.authFailureOnHome',
  'app.authFailureOnLogin',
] as const;
type ModelEvent = { type: (typeof EVENT_TYPES)[number] };

const start: Expected = { error: null, storage: 'empty', navigation: null, toast: null, call: null, redirect: '/' };
/** One step's outcome: effects of earlier steps are forgotten, the rest carries over. */
const step = (changes: Partial<Expected>) =>
  assign<Expected, ModelEvent, undefined, ModelEvent, never>(({ context }) => ({ ...context, navigation: null, toast: null, call: null, ...changes }));

const userFlow = setup({ types: { context: {} as Expected, events: {} as ModelEvent } }).createMachine({
  id: 'userFlow',
  context: start,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'storage.isEmpty': { target: 'anonymous', actions: step({}) },
        'storage.hasCustomer': { target: 'verifying', actions: step({ storage: 'previous', call: 'status' }) },
        'storage.hasOtherRole': { target: 'anonymous', actions: step({ storage: 'empty' }) },
        'storage.isUnreadable': { target: 'anonymous', actions: step({}) },
      },
    },
    verifying: {
      on: {
        'server.accepts': { target: 'authenticated', actions: step({ storage: 'current' }) },
        'server.refuses': { target: 'anonymous', actions: step({ storage: 'empty' }) },
        'server.refusesRole': { target: 'anonymous', actions: step({ storage: 'empty' }) },
      },
    },
    anonymous: {
      on: {
        'user.submitsShortPassword': { actions: step({ error: messages.auth.passwordTooShortLogin, toast: messages.auth.passwordTooShortLogin }) },
        'user.logsIn': { target: 'loggingIn', actions: step({ error: null, call: 'login', redirect: '/' }) },
        'user.logsInFromBooking': { target: 'loggingIn', actions: step({ error: null, call: 'login', redirect: '/book' }) },
        'user.logsInWithForeignRedirect': { target: 'loggingIn', actions: step({ error: null, call: 'login', redirect: '/' }) },
        'user.registers': { target: 'registering', actions: step({ error: null, call: 'register' }) },
        'user.leavesPage': { actions: step({ error: null }) },
      },
    },
    loggingIn: {
      on: {
        'server.accepts': {
          target: 'authenticated',
          actions: assign(({ context }) => ({ ...context, storage: 'current' as const, navigation: context.redirect, toast: messages.auth.loginSuccess, call: null })),
        },
        'server.refuses': { target: 'anonymous', actions: step({ error: messages.auth.invalidCredentials, toast: messages.auth.invalidCredentials }) },
        'server.refusesRole': { target: 'anonymous', actions: step({ error: messages.auth.accessDenied, toast: messages.auth.accessDenied, storage: 'empty' }) },
        'server.failsWithMessage': { target: 'anonymous', actions: step({ error: messages.auth.tooManyAttempts, toast: messages.auth.tooManyAttempts }) },
        'network.fails': { target: 'anonymous', actions: step({ error: messages.auth.somethingWentWrong, toast: messages.auth.somethingWentWrong }) },
      },
    },
    registering: {
      on: {
        'server.accepts': { target: 'authenticated', actions: step({ storage: 'current', navigation: '/', toast: messages.register.success }) },
        'server.answersWithoutAccount': { target: 'anonymous', actions: step({ error: messages.register.failed, toast: messages.register.failed }) },
        'server.failsWithMessage': { target: 'anonymous', actions: step({ error: messages.auth.emailTaken, toast: messages.auth.emailTaken }) },
        'network.fails': { target: 'anonymous', actions: step({ error: messages.register.failedFallback, toast: messages.register.failedFallback }) },
      },
    },
    authenticated: {
      on: {
        'user.logsOut': { target: 'loggingOut', actions: step({ call: 'logout' }) },
        'app.authFailureOnGuardedPage': { target: 'anonymous', actions: step({ storage: 'empty', navigation: '/login?redirect=/my-bookings' }) },
        'app.authFailureOnHome': { target: 'anonymous', actions: step({ storage: 'empty' }) },
        'app.authFailureOnLogin': { target: 'anonymous', actions: step({ storage: 'empty' }) },
      },
    },
    loggingOut: {
      on: {
        'server.accepts': { target: 'anonymous', actions: step({ storage: 'empty', navigation: '/', toast: messages.auth.loggedOut }) },
        'network.fails': { target: 'anonymous', actions: step({ storage: 'empty', navigation: '/', toast: messages.auth.loggedOut }) },
      },
    },
  },
});

const STATUS_IN: Record<string, SessionStatus> = {
  closed: 'restoring',
  verifying: 'restoring',
  anonymous: 'anonymous',
  loggingIn: 'anonymous',
  registering: 'anonymous',
  authenticated: 'authenticated',
  loggingOut: 'authenticated',
};

const STORAGE_FOR = {
  empty: { user: null, role: null },
  previous: { user: serialiseStoredUser(storedCustomer), role: 'customer' },
  current: { user: serialiseStoredUser(serverCustomer), role: 'customer' },
} as const;

const credentials = { email: 'ayesha@example.com', password: 'secret123', remember: true };

/** How the harness performs each model event against the real machine. */
function perform(harness: SessionHarness, event: ModelEvent) {
  const pending = harness.pending?.name;
  switch (event.type) {
    case 'storage.isEmpty':
      return harness.actor.start();
    case 'storage.hasCustomer':
      harness.storeSession(storedCustomer, 'customer');
      return harness.actor.start();
    case 'storage.hasOtherRole':
      harness.storeSession(storedCustomer, 'staff');
      return harness.actor.start();
    case 'storage.isUnreadable':
      harness.unreadable = true;
      harness.storeSession(storedCustomer, 'customer');
      harness.actor.start();
      harness.unreadable = false;
      return harness.entries.clear();
    case 'user.submitsShortPassword':
      return harness.actor.send({ type: 'session.login', ...credentials, password: '12345', redirect: null });
    case 'user.logsIn':
      return harness.actor.send({ type: 'session.login', ...credentials, redirect: null });
    case 'user.logsInFromBooking':
      return harness.actor.send({ type: 'session.login', ...credentials, redirect: '/book' });
    case 'user.logsInWithForeignRedirect':
      return harness.actor.send({ type: 'session.login', ...credentials, redirect: '//evil.example/steal' });
    case 'user.registers':
      return harness.actor.send({
        type: 'session.register',
        details: { fullName: serverCustomer.name, email: serverCustomer.email, phone: '03001234567', password: 'secret123' },
      });
    case 'user.leavesPage':
      return harness.actor.send({ type: 'session.dismissError' });
    case 'user.logsOut':
      return harness.actor.send({ type: 'session.logout' });
    case 'server.accepts':
      return harness.answer(pending!, pending === 'logout' ? { success: true } : accountAnswer('customer'));
    case 'server.refuses':
      return pending === 'status'
        ? harness.fail('status', refusal(messages.auth.notAuthenticated, 401))
        : harness.fail('login', refusal(messages.auth.invalidCredentials, 401));
    case 'server.refusesRole':
      return harness.answer(pending!, accountAnswer('staff'));
    case 'server.answersWithoutAccount':
      return harness.answer('register', { success: false, message: 'Not created' });
    case 'server.failsWithMessage':
      return pending === 'login'
        ? harness.fail('login', refusal(messages.auth.tooManyAttempts, 429))
        : harness.fail('register', refusal(messages.auth.emailTaken, 409, { email: [messages.auth.emailTaken] }));
    case 'network.fails':
      return pending === 'register'
        ? harness.fail('register', refusal('HTTP 503: Service Unavailable', 503))
        : harness.fail(pending!, new TypeError('Failed to fetch'));
    case 'app.authFailureOnGuardedPage':
      return harness.actor.send({ type: 'session.authFailure', path: '/my-bookings' });
    case 'app.authFailureOnHome':
      return harness.actor.send({ type: 'session.authFailure', path: '/' });
    case 'app.authFailureOnLogin':
      return harness.actor.send({ type: 'session.authFailure', path: '/login' });
  }
}

const model = createTestModel(userFlow);
const paths = model.getShortestPaths();

const coverage = transitionCoverage('session', userFlow);

describe('session (model-based)', () => {
  afterAll(() => coverage.report(paths.length));

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const harness = new SessionHarness();
    let previous = 'closed';
    const execute = async (event: ModelEvent) => {
      coverage.record(previous, event.type);
      harness.beginStep();
      perform(harness, event);
      await harness.settle();
    };
    await path.test({
      events: eachEvent(EVENT_TYPES, execute),
      states: {
        '*': async (state) => {
          const expected = state.context;
          const snapshot = harness.actor.getSnapshot();
          const value = String(state.value);
          expect(sessionStatusOf(snapshot), 'status').toBe(STATUS_IN[value]);
          expect(snapshot.context.error, 'error shown').toBe(expected.error);
          expect(snapshot.context.user, 'signed-in user').toEqual(STATUS_IN[value] === 'authenticated' ? serverCustomer : null);
          expect(snapshot.hasTag('loading'), 'busy').toBe(value === 'loggingIn' || value === 'registering' || value === 'loggingOut');
          expect(harness.stored(), 'storage').toEqual(STORAGE_FOR[expected.storage]);
          expect(harness.navigations.map((navigation) => navigation.to), 'navigation').toEqual(expected.navigation ? [expected.navigation] : []);
          expect(harness.toasts.map((toast) => toast.message), 'toast').toEqual(expected.toast ? [expected.toast] : []);
          expect(harness.calls.map((call) => call.name), 'server calls').toEqual(expected.call ? [expected.call] : []);
          previous = value;
        },
      },
    });
  });
});
