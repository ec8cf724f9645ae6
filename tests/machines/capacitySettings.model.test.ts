// Model-based test of the console's capacity page: the flow model's paths (tests/models/capacitySettings.ts) drive
// the REAL capacitySettings machine; after every step its regions, the calls in flight and what they send, the
// toasts, the forms' values and errors (a weekday's hours under its row), the week of opening hours and each refusal
// with its bookings must match the model.
import { expect } from 'vitest';
import { modelTest } from '../setup/modelCoverage';
import { expectStateCallsAndToast } from '../setup/stepChecks';
import { BAYS_TYPED, BUFFER_CHOSEN, capacitySettingsFlow, CLOSE_DAY, GRID_CHOSEN, SETTINGS } from '../models/capacitySettings';

const STATES: Record<string, { settings: string; capacity: string; closing: string; reopening: string; inFlight: string[] }> = {
  loading: { settings: 'loading', capacity: 'editing', closing: 'editing', reopening: 'idle', inFlight: ['loadSettings'] },
  loadFailed: { settings: 'error', capacity: 'editing', closing: 'editing', reopening: 'idle', inFlight: [] },
  ready: { settings: 'loaded', capacity: 'editing', closing: 'editing', reopening: 'idle', inFlight: [] },
  savingCapacity: { settings: 'loaded', capacity: 'saving', closing: 'editing', reopening: 'idle', inFlight: ['saveCapacity'] },
  closingDate: { settings: 'loaded', capacity: 'editing', closing: 'saving', reopening: 'idle', inFlight: ['closeDate'] },
  confirmingReopen: { settings: 'loaded', capacity: 'editing', closing: 'editing', reopening: 'confirming', inFlight: [] },
  reopening: { settings: 'loaded', capacity: 'editing', closing: 'editing', reopening: 'submitting', inFlight: ['reopenDate'] },
};

modelTest('capacity settings (model-based)', capacitySettingsFlow, (state, run) => {
  const value = String(state.value);
  const expected = state.context;
  const { value: real, context } = run.actor.getSnapshot();
  const { inFlight, ...regions } = STATES[value]!;
  expectStateCallsAndToast(run, real, { state: regions, inFlight, toast: expected.toast });
  if (value === 'loadFailed') expect(context.loadError, 'load error').toBe(expected.loadError);
  if (value !== 'loading' && value !== 'loadFailed') expect(context.settings, 'settings shown').toEqual(SETTINGS);
  expect(context.capacityValues.bays, 'bays field').toBe(expected.bays);
  expect(context.capacityErrors.fields, 'capacity errors').toEqual(expected.baysError ? { bays: expected.baysError } : {});
  expect(context.capacityErrors.weekdays, 'weekday errors').toEqual(expected.weekdayErrors);
  expect(context.hours, 'opening hours').toEqual(expected.hours);
  expect(context.closeErrors, 'close errors').toEqual(expected.dateError ? { date: expected.dateError } : {});
  expect(context.capacityRefusal, 'capacity refusal').toEqual(expected.capacityRefusal);
  expect(context.closeRefusal, 'close refusal').toEqual(expected.closeRefusal);
  if (expected.closeValuesCleared) expect(context.closeValues.note, 'close form emptied').toBe('');
  expect(context.reopenDate, 'date to reopen').toBe(value === 'confirmingReopen' || value === 'reopening' ? SETTINGS.closed_dates[0]!.date : null);
  const sent = run.server.calls.filter(({ name }) => name !== 'loadSettings');
  if (value === 'savingCapacity') {
    const input = { bays: Number(BAYS_TYPED), slot_minutes: GRID_CHOSEN, buffer_minutes: BUFFER_CHOSEN, hours: expected.hours };
    expect(sent, 'capacity sent').toEqual([{ name: 'saveCapacity', input }]);
  }
  if (value === 'closingDate') expect(sent, 'date sent').toEqual([{ name: 'closeDate', input: CLOSE_DAY }]);
  if (value === 'reopening' && sent.length > 0) expect(sent, 'date reopened').toEqual([{ name: 'reopenDate', input: { date: SETTINGS.closed_dates[0]!.date } }]);
});
