// Model-based test of the inbox's "To return by hand": the flow model's paths (tests/models/refundsToReturn.ts) drive
// the REAL machine; after every step its state, the calls in flight and what they asked, the toasts, the refund whose
// dialog is open, the refusal and the load error must match the model.
import { expect } from 'vitest';
import { selectMarkedRefund, selectMarkingStep } from '../../src/machines/refundsToReturn';
import { modelTest } from '../setup/modelCoverage';
import { expectStateCallsAndToast } from '../setup/stepChecks';
import { EASYPAISA_REFUND, refundsToReturnFlow, TO_RETURN } from '../models/refundsToReturn';

const EXPECTED: Record<string, { list: string; marking: string; inFlight: string[] }> = {
  loading: { list: 'loading', marking: 'idle', inFlight: ['loadRefunds'] },
  loaded: { list: 'loaded', marking: 'idle', inFlight: [] },
  empty: { list: 'empty', marking: 'idle', inFlight: [] },
  error: { list: 'error', marking: 'idle', inFlight: [] },
  confirming: { list: 'loaded', marking: 'confirming', inFlight: [] },
  busy: { list: 'loaded', marking: 'busy', inFlight: ['markReturned'] },
  refused: { list: 'loaded', marking: 'refused', inFlight: [] },
};

modelTest('refunds to return by hand (model-based)', refundsToReturnFlow, (state, run) => {
  const value = String(state.value);
  const expected = state.context;
  const snapshot = run.actor.getSnapshot();
  const { inFlight, ...regions } = EXPECTED[value]!;
  expectStateCallsAndToast(run, snapshot.value, { state: regions, inFlight, toast: expected.toast });
  expect(snapshot.context.refundId, 'refund being marked').toBe(expected.marking);
  expect(selectMarkingStep(snapshot), 'dialog step').toBe(regions.marking === 'idle' ? null : regions.marking);
  expect(selectMarkedRefund(snapshot), 'refund in the dialog').toEqual(expected.marking ? EASYPAISA_REFUND : null);
  expect(snapshot.context.refusal, 'refusal shown').toBe(expected.refusal);
  expect(snapshot.hasTag('busy'), 'busy').toBe(value === 'busy');
  if (value === 'loaded' || expected.marking) expect(snapshot.context.refunds, 'refunds shown').toEqual(TO_RETURN);
  if (value === 'error') expect(snapshot.context.loadError, 'error shown').toBe(expected.loadError);
  const markCall = run.server.calls.find(({ name }) => name === 'markReturned');
  if (markCall) expect(markCall.input, 'refund marked').toEqual({ refundId: EASYPAISA_REFUND.id });
});
