// Model-based test of the Customers page: the flow model's paths (tests/models/customerList.ts) drive the REAL
// customerList machine with a scripted server and a simulated clock; after every step its state, the search in
// flight and what it asks, the page and the error must match the model.
import { expect } from 'vitest';
import { modelTest } from '../setup/modelCoverage';
import { customerListFlow } from '../models/customerList';

modelTest('customers list (model-based)', customerListFlow, (state, run) => {
  const value = String(state.value);
  const expected = state.context;
  const { value: real, context } = run.actor.getSnapshot();
  expect(real, 'state').toBe(value);
  expect(run.server.pendingNames(), 'search in flight').toEqual(value === 'loading' ? ['customers'] : []);
  expect(context.query, 'typed').toBe(expected.query);
  expect(context.searchedFor, 'searched for').toBe(expected.searchedFor);
  expect(context.page, 'page').toBe(expected.page);
  expect(context.customers.length, 'customers shown').toBe(expected.rows);
  expect(context.error, 'error').toBe(expected.error);
  const asked = run.server.calls.map(({ input }) => input);
  if (asked.length > 0) expect(asked, 'the page asked for').toEqual([{ query: expected.searchedFor, page: expected.page }]);
});
