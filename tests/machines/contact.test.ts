// Model-based tests of the contact form: the flow models' paths (tests/models/contact.ts) drive the REAL contact
// machine with a scripted server; after every step the form's state, values, errors, confirmation and the message
// sent, or the Service select's names, must match the model.
import { describe, expect, it } from 'vitest';
import { modelTest } from '../setup/modelCoverage';
import { ContactRun, contactCustomerFlow, contactFlow, contactServiceNamesFlow, FILLED } from '../models/contact';

modelTest('contact form (model-based)', contactFlow, (state, run) => {
  const expected = state.context;
  const snapshot = run.actor.getSnapshot();
  const value = String(state.value);
  expect(snapshot.value, 'state').toBe(value);
  expect(snapshot.hasTag('busy'), 'busy').toBe(value === 'sending');
  expect(snapshot.context.values, 'form values').toEqual(expected.values);
  expect(snapshot.context.fieldErrors, 'field errors').toEqual(expected.fieldErrors);
  expect(snapshot.context.error, 'error shown').toBe(expected.error);
  expect(snapshot.context.confirmation, 'confirmation').toBe(expected.confirmation);
  expect(run.sent, 'server calls').toEqual(
    expected.called ? [{ name: 'Bilal Ahmed', email: FILLED.email, phone: FILLED.phone, service: FILLED.service, message: FILLED.message, website: '' }] : [],
  );
  if (expected.called) expect(run.server.signals.at(-1)).toBeInstanceOf(AbortSignal);
});

modelTest('contact form service names (model-based)', contactServiceNamesFlow, (state, run) => {
  const snapshot = run.actor.getSnapshot();
  expect(snapshot.context.serviceNames, 'service names').toEqual(state.context.names);
  // The form is usable all along.
  expect(snapshot.value, 'form').toBe('idle');
  expect(run.server.signals, 'one call, cancellable').toEqual([expect.any(AbortSignal)]);
});

modelTest('contact form filled in for a signed-in customer (model-based)', contactCustomerFlow, (state, run) => {
  const expected = state.context;
  const snapshot = run.actor.getSnapshot();
  expect(snapshot.context.values, 'form values').toEqual(expected.values);
  expect(run.profileCalls, 'profile asked').toBe(expected.askedProfile ? 1 : 0);
  expect(run.sent, 'message sent').toEqual(expected.sent ? [expected.sent] : []);
  // Still a form the customer edits as they like.
  expect(snapshot.value, 'state').toBe(state.matches('sending') ? 'sending' : state.matches('sent') ? 'success' : 'idle');
});

describe('contact form service names (details)', () => {
  it('cancels the catalogue call when the page goes away', () => {
    const run = new ContactRun();
    run.actor.stop();
    expect(run.server.signals[0]?.aborted).toBe(true);
  });
});
