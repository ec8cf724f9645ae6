// Model-based test of the invoice's Download PDF button: the flow model's paths (tests/models/invoiceDownload.ts)
// drive the REAL invoice download machine with a scripted download; after every step its state, the downloads asked
// for and the toasts must match the model.
import { expect } from 'vitest';
import { modelTest } from '../setup/modelCoverage';
import { INVOICE_ID, invoiceDownloadFlow } from '../models/invoiceDownload';

modelTest('invoice download (model-based)', invoiceDownloadFlow, (state, run) => {
  const snapshot = run.actor.getSnapshot();
  const value = String(state.value);
  expect(snapshot.value, 'state').toBe(value);
  expect(snapshot.hasTag('busy'), 'busy').toBe(value === 'downloading');
  expect(run.toasts, 'toasts').toEqual(state.context.toast ? [state.context.toast] : []);
  expect(run.server.calls, 'downloads asked for').toEqual(state.context.asked ? [{ name: 'download', input: { invoiceId: INVOICE_ID } }] : []);
  expect(run.server.pendingNames(), 'in flight').toEqual(value === 'downloading' ? ['download'] : []);
});
