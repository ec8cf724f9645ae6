// Model-based test of a booking's add-ons on its console page: the flow model's paths (tests/models/bookingAddons.ts)
// drive the REAL bookingAddons machine; after every step its state, the calls in flight and what they send, the toast,
// the page's reload, the add-on chosen and the refusal shown in place must match the model.
import { expect } from 'vitest';
import { modelTest } from '../setup/modelCoverage';
import { expectStateCallsAndToast } from '../setup/stepChecks';
import { bookingAddonsFlow } from '../models/bookingAddons';
import { ENGINE_BAY } from '../models/deskFixtures';
import { BOOKING } from '../models/dayBoard';

const IN_FLIGHT: Record<string, string[]> = { loading: ['loadAddons'], adding: ['addAddon'], removing: ['removeAddon'] };
const SENT = { add: 'addAddon', remove: 'removeAddon' } as const;

modelTest('booking add-ons (model-based)', bookingAddonsFlow, (state, run) => {
  const value = String(state.value);
  const expected = state.context;
  const { value: real, context } = run.actor.getSnapshot();
  expectStateCallsAndToast(run, real, { state: value, inFlight: IN_FLIGHT[value] ?? [], toast: expected.toast });
  expect(run.reloads, 'booking reloaded').toBe(expected.reloaded ? 1 : 0);
  expect(context.choice, 'add-on chosen').toBe(expected.choice);
  expect(context.refusal, 'refusal shown').toBe(expected.refusal);
  if (value === 'ready') expect(context.addons.map(({ id }) => id)).toContain(ENGINE_BAY.id);
  const sent = run.server.calls.filter(({ name }) => name !== 'loadAddons');
  expect(sent, 'changes sent').toEqual(expected.sent ? [{ name: SENT[expected.sent], input: { bookingId: BOOKING.id, addonId: ENGINE_BAY.id } }] : []);
});
