// The session as the customer, the stored session and the server live it (no I/O), and how each of their moves is
// made on the REAL session machine (tests/setup/sessionHarness.ts), whose server calls are scripted. The context is
// what the customer should notice after each step: the error shown, what the storage holds, where they are sent,
// the toast, and the server call made.
import { assign, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { messages } from '../../src/domain/messages';
import { sessionMachine } from '../../src/machines/session';
import { defineFlowModel, type ModelEvent } from '../setup/flowModel';
import { accountAnswer, refusal, renamedCustomer, serverCustomer, SessionHarness, storedCustomer, type CallName } from '../setup/sessionHarness';

/** What the customer should notice after each step. */
interface Expected {
  error: string | null;
  /** Who the stored session names: nobody, the customer as stored before, as the server has them, or renamed since. */
  storage: 'empty' | 'previous' | 'current' | 'renamed';
  navigation: string | null;
  toast: string | null;
  call: CallName | null;
  redirect: string;
}

type SessionModelEvent = {
  type:
    | 'storage.isEmpty'
    | 'storage.hasCustomer'
    | 'storage.hasOtherRole'
    | 'storage.isUnreadable'
    | 'user.submitsShortPassword'
    | 'user.logsIn'
    | 'user.logsInFromBooking'
    | 'user.logsInWithForeignRedirect'
    | 'user.registers'
    | 'user.leavesPage'
    | 'user.logsOut'
    | 'user.savesNewName'
    | 'server.accepts'
    | 'server.refuses'
    | 'server.refusesRole'
    | 'server.answersWithoutAccount'
    | 'server.failsWithMessage'
    | 'network.fails'
    | 'app.authFailureOnGuardedPage'
    | 'app.authFailureOnHome'
    | 'app.authFailureOnLogin';
};

const start: Expected = { error: null, storage: 'empty', navigation: null, toast: null, call: null, redirect: '/' };
/** One step's outcome: effects of earlier steps are forgotten, the rest carries over. */
const step = (changes: Partial<Expected>) =>
  assign<Expected, SessionModelEvent, undefined, SessionModelEvent, never>(({ context }) => ({ ...context, navigation: null, toast: null, call: null, ...changes }));

const userFlow = setup({ types: { context: {} as Expected, events: {} as SessionModelEvent } }).createMachine({
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
        // The profile page saved a new name and email: the header and the stored session follow.
        'user.savesNewName': { actions: step({ storage: 'renamed' }) },
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

const credentials = { email: 'ayesha@example.com', password: 'secret123', remember: true };

function perform(harness: SessionHarness, event: ModelEvent<typeof userFlow>) {
  const { actor } = harness;
  switch (event.type) {
    case 'storage.isEmpty':
      return void actor.start();
    case 'storage.hasCustomer':
      harness.storeSession(storedCustomer, 'customer');
      return void actor.start();
    case 'storage.hasOtherRole':
      harness.storeSession(storedCustomer, 'staff');
      return void actor.start();
    case 'storage.isUnreadable':
      harness.unreadable = true;
      harness.storeSession(storedCustomer, 'customer');
      actor.start();
      harness.unreadable = false;
      return harness.entries.clear();
    case 'user.submitsShortPassword':
      return actor.send({ type: 'session.login', ...credentials, password: '12345', redirect: null });
    case 'user.logsIn':
      return actor.send({ type: 'session.login', ...credentials, redirect: null });
    case 'user.logsInFromBooking':
      return actor.send({ type: 'session.login', ...credentials, redirect: '/book' });
    case 'user.logsInWithForeignRedirect':
      return actor.send({ type: 'session.login', ...credentials, redirect: '//evil.example/steal' });
    case 'user.registers':
      return actor.send({
        type: 'session.register',
        details: { fullName: serverCustomer.name, email: serverCustomer.email, phone: '03001234567', password: 'secret123' },
      });
    case 'user.leavesPage':
      return actor.send({ type: 'session.dismissError' });
    case 'user.logsOut':
      return actor.send({ type: 'session.logout' });
    case 'user.savesNewName':
      return actor.send({ type: 'session.updateUser', name: renamedCustomer.name, email: renamedCustomer.email });
    case 'server.accepts': {
      const pending = harness.pendingCall;
      return harness.answer(pending, pending === 'logout' ? { success: true } : accountAnswer('customer'));
    }
    case 'server.refuses':
      return harness.pendingCall === 'status'
        ? harness.fail('status', refusal(messages.auth.notAuthenticated, 401))
        : harness.fail('login', refusal(messages.auth.invalidCredentials, 401));
    case 'server.refusesRole':
      return harness.answer(harness.pendingCall, accountAnswer('staff'));
    case 'server.answersWithoutAccount':
      return harness.answer('register', { success: false, message: 'Not created' });
    case 'server.failsWithMessage':
      return harness.pendingCall === 'login'
        ? harness.fail('login', refusal(messages.auth.tooManyAttempts, 429))
        : harness.fail('register', refusal(messages.auth.emailTaken, 409, { email: [messages.auth.emailTaken] }));
    case 'network.fails': {
      const pending = harness.pendingCall;
      return pending === 'register' ? harness.fail('register', refusal('HTTP 503: Service Unavailable', 503)) : harness.fail(pending, new TypeError('Failed to fetch'));
    }
    case 'app.authFailureOnGuardedPage':
      return actor.send({ type: 'session.authFailure', path: '/my-bookings' });
    case 'app.authFailureOnHome':
      return actor.send({ type: 'session.authFailure', path: '/' });
    case 'app.authFailureOnLogin':
      return actor.send({ type: 'session.authFailure', path: '/login' });
  }
}

export const sessionFlow = defineFlowModel({
  name: 'session',
  model: userFlow,
  covers: [sessionMachine],
  paths: (model) => createTestModel(model).getShortestPaths(),
  // The first model event fills in the storage, then starts the actor.
  start: (options) => new SessionHarness(options),
  perform,
});
