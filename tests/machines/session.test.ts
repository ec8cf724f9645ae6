// Model-based test of the session: the flow model's paths (tests/models/session.ts) drive the REAL session machine
// with a scripted server, storage, toasts and navigation; after every step the status, the error, the signed-in
// user, the storage, the navigation, the toast and the server call must match the model.
import { expect } from 'vitest';
import { serialiseStoredUser } from '../../src/domain/session';
import { sessionStatusOf, type SessionStatus } from '../../src/machines/session';
import { modelTest } from '../setup/modelCoverage';
import { renamedCustomer, serverCustomer, storedCustomer } from '../setup/sessionHarness';
import { sessionFlow } from '../models/session';

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
  renamed: { user: serialiseStoredUser(renamedCustomer), role: 'customer' },
} as const;

modelTest('session (model-based)', sessionFlow, (state, harness) => {
  const expected = state.context;
  const snapshot = harness.actor.getSnapshot();
  const value = String(state.value);
  expect(sessionStatusOf(snapshot), 'status').toBe(STATUS_IN[value]);
  expect(snapshot.context.error, 'error shown').toBe(expected.error);
  const signedIn = expected.storage === 'renamed' ? renamedCustomer : serverCustomer;
  expect(snapshot.context.user, 'signed-in user').toEqual(STATUS_IN[value] === 'authenticated' ? signedIn : null);
  expect(snapshot.hasTag('loading'), 'busy').toBe(value === 'loggingIn' || value === 'registering' || value === 'loggingOut');
  expect(harness.stored(), 'storage').toEqual(STORAGE_FOR[expected.storage]);
  expect(harness.navigations.map((navigation) => navigation.to), 'navigation').toEqual(expected.navigation ? [expected.navigation] : []);
  expect(harness.toasts.map((toast) => toast.message), 'toast').toEqual(expected.toast ? [expected.toast] : []);
  expect(harness.calls.map((call) => call.name), 'server calls').toEqual(expected.call ? [expected.call] : []);
});
