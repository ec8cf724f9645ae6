// Model-based test of Forgot Password: the flow model's paths (tests/models/forgotPassword.ts) drive the REAL
// forgot-password machine with a scripted server; after every step its state, the email, its error under the field,
// the failure above the form and the request sent must match the model.
import { expect } from 'vitest';
import { modelTest } from '../setup/modelCoverage';
import { forgotPasswordFlow } from '../models/forgotPassword';

modelTest('forgot password (model-based)', forgotPasswordFlow, (state, run) => {
  const snapshot = run.actor.getSnapshot();
  const value = String(state.value);
  expect(snapshot.value, 'state').toBe(value);
  expect(snapshot.hasTag('busy'), 'busy').toBe(value === 'sending');
  expect(snapshot.context.values.email, 'email').toBe(state.context.email);
  expect(snapshot.context.fieldErrors.email ?? null, 'error under the field').toBe(state.context.emailError);
  expect(snapshot.context.error, 'failure above the form').toBe(state.context.error);
  expect(run.server.calls, 'requests').toEqual(state.context.requested ? [{ name: 'requestResetLink', input: { email: state.context.requested } }] : []);
  expect(run.server.pendingNames(), 'in flight').toEqual(value === 'sending' ? ['requestResetLink'] : []);
});
