// Model-based test of the invoice page's load: the flow model's paths (tests/models/invoice.ts) drive the REAL
// resource machine with the invoice page's input and a scripted invoice request; after every step the state, the
// invoice shown, the toast and where the customer is sent must match the model.
import { expect } from 'vitest';
import { modelTest } from '../setup/modelCoverage';
import { INVOICE, invoiceFlow } from '../models/invoice';

modelTest('invoice page load (model-based)', invoiceFlow, (state, run) => {
  const snapshot = run.actor.getSnapshot();
  const value = String(state.value);
  expect(snapshot.value, 'state').toBe(value);
  expect(snapshot.context.data, 'invoice shown').toEqual(value === 'loaded' ? INVOICE : null);
  expect(run.requested, 'invoice asked for').toEqual([INVOICE.id]);
  expect(run.toasts, 'toasts').toEqual(state.context.toast ? [state.context.toast] : []);
  expect(run.navigations, 'sent to').toEqual(state.context.navigation ? [state.context.navigation] : []);
});
