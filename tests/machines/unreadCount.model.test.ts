// Model-based test of the header's unread count: the flow model's paths (tests/models/unreadCount.ts) drive the REAL
// machine; after every step its state, the call in flight and the count shown must match the model.
import { expect } from 'vitest';
import { modelTest } from '../setup/modelCoverage';
import { unreadCountFlow } from '../models/unreadCount';

modelTest('unread count (model-based)', unreadCountFlow, (state, run) => {
  const snapshot = run.actor.getSnapshot();
  expect(snapshot.value, 'state').toBe(state.value);
  expect(run.server.pendingNames(), 'calls in flight').toEqual(state.value === 'asking' ? ['countUnread'] : []);
  expect(snapshot.context.count, 'count shown').toBe(state.context.shown);
});
