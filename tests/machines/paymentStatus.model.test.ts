// Model-based test of the payment page: the flow model's paths (tests/models/paymentStatus.ts) drive the REAL
// paymentStatus machine with a scripted verify call and a simulated clock; after every step the state, the verify
// call asked, the payment kept, the failure and error sentences, the toasts, the navigation and the loading tag must
// match the model.
import { expect } from 'vitest';
import { modelTest } from '../setup/modelCoverage';
import { ANSWERS, paymentStatusFlow, TRANSACTION_ID } from '../models/paymentStatus';

modelTest('payment page (model-based)', paymentStatusFlow, (state, run) => {
  const expected = state.context;
  const value = String(state.value);
  // Before the customer arrives there is no page yet.
  if (value === 'arriving') return expect(run.opened, 'page opened').toBe(false);
  const snapshot = run.actor.getSnapshot();
  expect(snapshot.value, 'state').toBe(value);
  expect(snapshot.hasTag('loading'), 'loading').toBe(value === 'checking');
  // Entering "checking" asks the server once, for this attempt; no other step asks.
  expect(run.server.calls, 'verify calls this step').toEqual(value === 'checking' ? [{ name: 'verify', input: { transactionId: TRANSACTION_ID } }] : []);
  expect(run.server.pendingNames(), 'calls in flight').toEqual(value === 'checking' ? ['verify'] : []);
  expect(snapshot.context.cancelled, 'back by Cancel').toBe(expected.cancelled);
  expect(snapshot.context.payment, 'payment kept').toEqual(expected.payment ? ANSWERS[expected.payment] : null);
  expect(snapshot.context.error, 'error text').toBe(expected.error);
  // The Payment not completed screen says why, in the gateway's words the server passed on.
  if (value === 'failed') expect(snapshot.context.payment?.failure, 'failure shown').toBe(ANSWERS[expected.payment ?? 'declined'].failure);
  expect(run.toasts, 'toasts').toEqual(expected.toast ? [expected.toast] : []);
  expect(run.navigations, 'navigation').toEqual(expected.navigation ? [expected.navigation] : []);
});
