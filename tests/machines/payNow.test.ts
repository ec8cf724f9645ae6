// Model-based test of "Pay now": the flow model's paths (tests/models/payNow.ts) drive the REAL payNow machine with
// a scripted methods list and booking load; after every step whether Pay now is offered, where the customer is sent
// and what they are told must match the model.
import { expect } from 'vitest';
import { toCheckoutBooking } from '../../src/domain/checkoutBooking';
import { modelTest } from '../setup/modelCoverage';
import { LOADED, payNowFlow } from '../models/payNow';

modelTest('Pay now (model-based)', payNowFlow, (state, run) => {
  const expected = state.context;
  const snapshot = run.actor.getSnapshot();
  expect(snapshot.value, 'state').toEqual(state.value);
  expect(snapshot.matches({ offer: 'atWorkshop' }), 'paid at the workshop instead').toBe(state.matches({ offer: 'atWorkshop' }));
  expect(snapshot.hasTag('busy'), 'button busy').toBe(state.matches({ checkout: 'loading' }));
  expect(run.navigations, 'checkout opened with').toEqual(expected.openedWith ? [{ to: '/checkout', state: toCheckoutBooking(expected.openedWith) }] : []);
  expect(run.toasts, 'failure told').toEqual(expected.failure ? [{ kind: 'error', message: expected.failure }] : []);
  expect(run.loads, 'booking loads').toEqual(expected.loaded ? [LOADED.id] : []);
});
