// Model-based test of the review's "Add to this visit": the flow model's paths (tests/models/addonChoice.ts) drive the
// REAL add-on choice with a scripted list; after every step what is shown, what is ticked and what the wizard was told
// must match the model.
import { expect } from 'vitest';
import { selectAddonStatus } from '../../src/machines/addonChoice';
import { modelTest } from '../setup/modelCoverage';
import { ADDONS, addonChoiceFlow } from '../models/addonChoice';

modelTest('add-on choice (model-based)', addonChoiceFlow, (state, run) => {
  const snapshot = run.choice.getSnapshot();
  const value = String(state.value);
  const ticked = ADDONS.slice(0, state.context.ticked).map(({ id }) => id);
  expect(selectAddonStatus(snapshot), 'shown').toBe(value);
  if (value === 'ready') expect(snapshot.context.addons, 'listed').toEqual(ADDONS);
  expect(snapshot.context.chosenIds, 'ticked').toEqual(ticked);
  expect(run.told, 'told the wizard').toEqual(state.context.told ? [ticked] : []);
  expect(run.server.pendingNames(), 'in flight').toEqual(value === 'loading' ? ['addons'] : []);
});
