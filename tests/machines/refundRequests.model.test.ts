// Model-based test of the console's refund requests: the flow model's paths (tests/models/refundRequests.ts) drive
// the REAL machine; after every step its state, the calls in flight and what they asked, the toasts, the decision
// open, the reason's error and the refusal must match the model.
import { expect } from 'vitest';
import { selectDecisionStep, selectDecidedRequest } from '../../src/machines/refundRequests';
import { modelTest } from '../setup/modelCoverage';
import { expectStateCallsAndToast } from '../setup/stepChecks';
import { CARD_REQUEST, CASH_REQUEST, REASON, REQUESTS, refundRequestsFlow } from '../models/refundRequests';

const EXPECTED: Record<string, { list: string; decision: string; inFlight: string[] }> = {
  loading: { list: 'loading', decision: 'idle', inFlight: ['loadRequests'] },
  loaded: { list: 'loaded', decision: 'idle', inFlight: [] },
  empty: { list: 'empty', decision: 'idle', inFlight: [] },
  error: { list: 'error', decision: 'idle', inFlight: [] },
  approving: { list: 'loaded', decision: 'confirmingApproval', inFlight: [] },
  declining: { list: 'loaded', decision: 'declining', inFlight: [] },
  busyApproving: { list: 'loaded', decision: 'busy', inFlight: ['decide'] },
  busyDeclining: { list: 'loaded', decision: 'busy', inFlight: ['decide'] },
  refusedApproving: { list: 'loaded', decision: 'refused', inFlight: [] },
  refusedDeclining: { list: 'loaded', decision: 'refused', inFlight: [] },
};

modelTest('refund requests (model-based)', refundRequestsFlow, (state, run) => {
  const value = String(state.value);
  const expected = state.context;
  const snapshot = run.actor.getSnapshot();
  const { inFlight, ...regions } = EXPECTED[value]!;
  expectStateCallsAndToast(run, snapshot.value, { state: regions, inFlight, toast: expected.toast });
  expect(snapshot.context.decision?.kind ?? null, 'decision open').toBe(expected.decision);
  expect(selectDecisionStep(snapshot), 'dialog step').toBe(EXPECTED[value]!.decision === 'idle' ? null : EXPECTED[value]!.decision);
  if (expected.decision) expect(selectDecidedRequest(snapshot), 'request decided').toEqual(expected.decision === 'approve' ? CARD_REQUEST : CASH_REQUEST);
  expect(snapshot.context.reasonError, 'reason error').toBe(expected.reasonError);
  expect(snapshot.context.refusal, 'refusal shown').toBe(expected.refusal);
  expect(snapshot.hasTag('busy'), 'busy').toBe(value.startsWith('busy'));
  if (value === 'loaded' || expected.decision) expect(snapshot.context.requests, 'requests shown').toEqual(REQUESTS);
  if (value === 'error') expect(snapshot.context.loadError, 'error shown').toBe(expected.loadError);
  const decideCall = run.server.calls.find(({ name }) => name === 'decide');
  if (decideCall) {
    expect(decideCall.input, 'decision sent').toEqual(
      value === 'busyApproving' ? { requestId: CARD_REQUEST.id, kind: 'approve', reason: '' } : { requestId: CASH_REQUEST.id, kind: 'decline', reason: REASON },
    );
  }
});
