// Model-based test of the console's staff session: the flow model's paths (tests/models/staffSession.ts) drive the
// REAL staffSession machine with a scripted server; after every step what the shell shows (status), who is signed in,
// both forms, the sentence and notice shown, the toast, the navigation and the server call must match the model.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/client';
import { staffSessionStatusOf, type StaffSessionStatus } from '../../src/machines/staffSession';
import { modelTest } from '../setup/modelCoverage';
import { settle } from '../setup/flowModel';
import { StaffSessionRun, STAFF, staffSessionFlow } from '../models/staffSession';

const STATUS_IN: Record<string, StaffSessionStatus> = {
  restoring: 'restoring',
  signedOut: 'signedOut',
  signingIn: 'signedOut',
  signingInElsewhere: 'signedOut',
  notAllowed: 'notAllowed',
  working: 'signedIn',
  passwordRequired: 'changingPassword',
  passwordAskedFor: 'changingPassword',
  savingRequired: 'changingPassword',
  savingAskedFor: 'changingPassword',
  signingOut: 'signingOut',
};

const BUSY_IN = new Set(['signingIn', 'signingInElsewhere', 'savingRequired', 'savingAskedFor', 'signingOut']);

modelTest('staff session (model-based)', staffSessionFlow, (state, run) => {
  const expected = state.context;
  const snapshot = run.actor.getSnapshot();
  const value = String(state.value);
  expect(staffSessionStatusOf(snapshot), 'status').toBe(STATUS_IN[value]);
  expect(snapshot.hasTag('busy'), 'busy').toBe(BUSY_IN.has(value));
  expect(snapshot.hasTag('restoring'), 'restoring').toBe(value === 'restoring');
  expect(snapshot.context.session, 'signed in as').toEqual(expected.session);
  expect(snapshot.context.values, 'sign-in values').toEqual(expected.values);
  expect(snapshot.context.fieldErrors, 'sign-in field errors').toEqual(expected.fieldErrors);
  expect(snapshot.context.passwordValues, 'password values').toEqual(expected.passwordValues);
  expect(snapshot.context.passwordFieldErrors, 'password field errors').toEqual(expected.passwordFieldErrors);
  expect(snapshot.context.error, 'sentence shown').toBe(expected.error);
  expect(snapshot.context.notice, 'notice').toBe(expected.notice);
  expect(run.toasts.map((toast) => toast.message), 'toast').toEqual(expected.toast ? [expected.toast] : []);
  expect(run.navigations, 'navigation').toEqual(expected.navigation ? [{ to: expected.navigation, replace: true }] : []);
  expect(run.server.calls.map((call) => call.name), 'server calls').toEqual(expected.call ? [expected.call] : []);
});

describe('staff session (details)', () => {
  it('signs in with the values as typed, and cancels the call when the console goes away', async () => {
    const run = new StaffSessionRun();
    run.server.fail('staffStatus', new ApiError('HTTP 401: Unauthorized', 401));
    await settle();
    run.beginStep();
    run.actor.send({ type: 'staffSession.change', field: 'email', value: STAFF.user.email });
    run.actor.send({ type: 'staffSession.change', field: 'password', value: 'secret-pass' });
    run.actor.send({ type: 'staffSession.signIn', redirect: null });
    expect(run.server.calls).toEqual([{ name: 'staffLogin', input: { email: STAFF.user.email, password: 'secret-pass', remember: false } }]);
    run.actor.stop();
    expect(run.server.signals.at(-1)?.aborted).toBe(true);
  });

  it('moves the keyboard again on every refused submit', async () => {
    const run = new StaffSessionRun();
    run.server.fail('staffStatus', new TypeError('Failed to fetch'));
    await settle();
    run.actor.send({ type: 'staffSession.signIn', redirect: null });
    run.actor.send({ type: 'staffSession.signIn', redirect: null });
    expect(run.actor.getSnapshot().context.rejectedSubmits).toBe(2);
  });
});
