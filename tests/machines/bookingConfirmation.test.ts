// Model-based test of the booking confirmation's load: the flow model's paths (tests/models/bookingConfirmation.ts)
// drive the REAL resource machine with the confirmation page's input and a scripted booking request; after every step
// the state, the booking shown, the sentence of a failure, whether Retry helps and where the customer is sent must
// match the model.
import { expect } from 'vitest';
import { modelTest } from '../setup/modelCoverage';
import { BOOKING, bookingConfirmationFlow } from '../models/bookingConfirmation';

modelTest('booking confirmation load (model-based)', bookingConfirmationFlow, (state, run) => {
  const value = String(state.value);
  if (value === 'arriving') return;
  const snapshot = run.actor.getSnapshot();
  expect(snapshot.value, 'state').toBe(value);
  expect(snapshot.context.data, 'booking shown').toEqual(value === 'loaded' ? BOOKING : null);
  expect(snapshot.context.error, 'sentence shown').toBe(state.context.error);
  expect(run.server.calls, 'booking asked for').toEqual(state.context.asked ? [{ name: 'getBooking', input: BOOKING.id }] : []);
  expect(run.navigations, 'sent to').toEqual(state.context.navigation ? [state.context.navigation] : []);
});
