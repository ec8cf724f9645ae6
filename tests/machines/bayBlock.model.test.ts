// Model-based test of "Block a bay" and removing a block: the flow model's paths (tests/models/bayBlock.ts) drive the
// REAL bayBlock machine; after every step its state, the call in flight and what it sends, the errors, the refusal
// with the bookings in the way and the sentence it ends with must match the model.
import { expect } from 'vitest';
import { modelTest } from '../setup/modelCoverage';
import { bayBlockFlow, REASON } from '../models/bayBlock';
import { BLOCK, TODAY } from '../models/deskFixtures';

const IN_FLIGHT: Record<string, string[]> = { saving: ['saveBlock'], removing: ['removeBlock'] };

modelTest('bay block (model-based)', bayBlockFlow, (state, run) => {
  const value = String(state.value);
  const expected = state.context;
  if (value === 'closed') return expect(run.actor).toBeNull();
  const snapshot = run.actor!.getSnapshot();
  if (value === 'finished' || value === 'dismissed') {
    expect(snapshot.status).toBe('done');
    return expect(snapshot.output, 'what the board toasts').toEqual({ message: expected.output });
  }
  expect(snapshot.value, 'state').toBe(value);
  expect(run.server.pendingNames(), 'calls in flight').toEqual(IN_FLIGHT[value] ?? []);
  const { context } = snapshot;
  expect(Object.keys(context.fieldErrors), 'field errors').toEqual(expected.errors);
  expect(context.formError, 'refusal').toBe(expected.formError);
  expect(context.inTheWay.length, 'bookings in the way').toBe(expected.inTheWay);
  const sent = run.server.calls.map(({ input }) => input);
  if (expected.sent === 'block') expect(sent, 'the block asked for, one slot long').toEqual([{ bay: 3, booking_date: TODAY, start: '12:00', end: '14:00', reason: REASON }]);
  else if (expected.sent === 'removal') expect(sent).toEqual([{ blockId: BLOCK.id }]);
  else expect(sent, 'nothing sent').toEqual([]);
});
