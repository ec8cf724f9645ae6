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
  // a booking that asks for a deposit opens the checkout for the deposit
  const deposit = expected.openedWith?.deposit;
  if (deposit) expect(run.navigations[0]?.state, 'deposit carried').toMatchObject({ deposit: { amount: deposit.amount, balance: deposit.balance, dueBy: deposit.due_by } });
  expect(run.toasts, 'failure told').toEqual(expected.failure ? [{ kind: 'error', message: expected.failure }] : []);
  expect(run.loads, 'booking loads').toEqual(expected.loaded ? [LOADED.id] : []);
});
