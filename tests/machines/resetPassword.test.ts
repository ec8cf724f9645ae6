// Model-based test of Reset Password: the flow model's paths (tests/models/resetPassword.ts) drive the REAL
// reset-password machine with a scripted server; after every step its state, the passwords, their errors, the failure
// above the form, the confirmation and the request sent must match the model.
import { expect } from 'vitest';
import { modelTest } from '../setup/modelCoverage';
import { resetPasswordFlow } from '../models/resetPassword';

modelTest('reset password (model-based)', resetPasswordFlow, (state, run) => {
  const value = String(state.value);
  if (value === 'arriving') return;
  const snapshot = run.actor.getSnapshot();
  expect(snapshot.value, 'state').toBe(value);
  expect(snapshot.hasTag('busy'), 'busy').toBe(value === 'sending');
  expect(snapshot.context.values, 'passwords').toEqual(state.context.values);
  expect(snapshot.context.fieldErrors, 'errors under the fields').toEqual(state.context.fieldErrors);
  expect(snapshot.context.error, 'failure above the form').toBe(state.context.error);
  expect(snapshot.context.confirmation, 'confirmation').toBe(state.context.confirmation);
  expect(run.server.calls, 'requests').toEqual(state.context.sent ? [{ name: 'resetPassword', input: state.context.sent }] : []);
});
