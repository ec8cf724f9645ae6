// Model-based test of the console's Settings page: the flow model's paths (tests/models/workshopSettings.ts) drive the
// REAL workshopSettings machine; after every step its state, the calls in flight and what Save sends, the toasts, the
// name, switch and deposit fields as shown, the field errors and the refusal must match the model.
import { expect } from 'vitest';
import { modelTest } from '../setup/modelCoverage';
import { expectStateCallsAndToast } from '../setup/stepChecks';
import { workshopSettingsFlow } from '../models/workshopSettings';

const STATES: Record<string, { machine: string | null; inFlight: string[] }> = {
  signingIn: { machine: null, inFlight: [] },
  notAllowed: { machine: 'notAllowed', inFlight: [] },
  loading: { machine: 'loading', inFlight: ['loadSettings'] },
  loadFailed: { machine: 'loadFailed', inFlight: [] },
  editing: { machine: 'editing', inFlight: [] },
  saving: { machine: 'saving', inFlight: ['saveSettings'] },
};

modelTest('workshop settings (model-based)', workshopSettingsFlow, (state, run) => {
  const value = String(state.value);
  const expected = state.context;
  const { machine, inFlight } = STATES[value]!;
  if (machine === null) return expect(run.actor, 'not opened yet').toBeNull();
  const { value: real, context } = run.actor!.getSnapshot();
  expectStateCallsAndToast(run, real, { state: machine, inFlight, toast: expected.toast });
  expect(context.loadError, 'load error').toBe(expected.loadError);
  if (machine === 'notAllowed') return expect(run.server.calls, 'no call for staff').toEqual([]);
  expect(context.values.name, 'name field').toBe(expected.name);
  expect(context.values.confirm_web_bookings, 'confirm switch').toBe(expected.confirm);
  expect(context.errors, 'field errors').toEqual(expected.errors);
  expect(context.refusal, 'refusal').toEqual(expected.refusal);
  const { deposit_threshold, deposit_percent, deposit_hold_minutes } = context.values;
  expect({ deposit_threshold, deposit_percent, deposit_hold_minutes }, 'deposit fields').toEqual(expected.deposit);
  const sent = run.server.calls.filter(({ name }) => name === 'saveSettings');
  expect(sent, 'settings sent').toEqual(expected.sent ? [{ name: 'saveSettings', input: expected.sent }] : []);
});
