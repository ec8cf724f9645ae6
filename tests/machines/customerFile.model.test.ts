// Model-based test of a customer's card: the flow model's paths (tests/models/customerFile.ts) drive the REAL
// customerFile machine; after every step its regions, the calls in flight and what they send (only the changed
// fields; the customer chosen in the booking dialog), the toasts and the form's errors must match the model.
import { expect } from 'vitest';
import { chosenCustomerOf } from '../../src/machines/deskBookingForm';
import { modelTest } from '../setup/modelCoverage';
import { customerFileFlow, NOTES, RENAMED } from '../models/customerFile';
import { FILE } from '../models/deskFixtures';

const STATES: Record<string, { file: unknown; action: unknown; inFlight: string[] }> = {
  loading: { file: 'loading', action: 'idle', inFlight: ['file'] },
  notFound: { file: 'notFound', action: 'idle', inFlight: [] },
  failed: { file: 'failed', action: 'idle', inFlight: [] },
  shown: { file: { loaded: 'shown' }, action: 'idle', inFlight: [] },
  editing: { file: { loaded: 'shown' }, action: { editing: 'filling' }, inFlight: [] },
  saving: { file: { loaded: 'shown' }, action: { editing: 'saving' }, inFlight: ['save'] },
  booking: { file: { loaded: 'shown' }, action: 'booking', inFlight: ['deskBooking'] },
  refreshing: { file: { loaded: 'refreshing' }, action: 'idle', inFlight: ['file'] },
};

modelTest('customer file (model-based)', customerFileFlow, (state, run) => {
  const value = String(state.value);
  const expected = state.context;
  const { value: real, context } = run.actor.getSnapshot();
  const { inFlight, ...regions } = STATES[value]!;
  expect(real, 'regions').toEqual(regions);
  expect(run.server.pendingNames(), 'calls in flight').toEqual(inFlight);
  expect(run.toasts, 'toasts').toEqual(expected.toast ? [expected.toast] : []);
  expect(context.customer?.full_name ?? null, 'name shown').toBe(expected.name);
  if (value === 'editing' || value === 'saving') {
    expect(Object.keys(context.fieldErrors), 'field errors').toEqual(expected.errors);
    expect(context.formError, 'refusal').toBe(expected.formError);
  }
  const sent = run.server.calls.filter(({ name }) => name !== 'file').map(({ input }) => input);
  // only what changed: the phone typed back as it was, and the account's e-mail address, are not sent
  if (expected.sent === 'changes') expect(sent).toEqual([{ customerId: FILE.id, changes: { full_name: RENAMED, notes: NOTES } }]);
  else if (expected.sent === 'booking') expect(sent, 'the dialog opens with the customer chosen').toEqual([{ mode: 'booking', customer: chosenCustomerOf(FILE) }]);
  else expect(sent).toEqual([]);
  const read = run.server.calls.filter(({ name }) => name === 'file').map(({ input }) => input);
  if (read.length > 0) expect(read).toEqual([{ customerId: FILE.id }]);
});
