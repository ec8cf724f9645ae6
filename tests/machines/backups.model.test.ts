// Model-based test of the Settings page's backups panel: the flow model's paths (tests/models/backups.ts) drive the
// REAL backups machine with a scripted server; after every step the state, the overview, the load error, the toast
// and the calls made must match the model.
import { describe, expect, it } from 'vitest';
import { modelTest } from '../setup/modelCoverage';
import { BackupsRun, backupsPanelFlow } from '../models/backups';

modelTest('backups panel (model-based)', backupsPanelFlow, (state, run) => {
  const expected = state.context;
  const snapshot = run.actor.getSnapshot();
  expect(snapshot.value, 'state').toBe(String(state.value));
  expect(snapshot.hasTag('loading'), 'loading').toBe(state.value === 'loading');
  expect(snapshot.hasTag('backingUp'), 'backing up').toBe(state.value === 'backingUp');
  expect(snapshot.context.overview, 'overview').toEqual(expected.overview);
  expect(snapshot.context.loadError, 'load error').toBe(expected.loadError);
  expect(run.toasts, 'toast').toEqual(expected.toast ? [expected.toast] : []);
  expect(run.server.calls.map((call) => call.name), 'calls').toEqual(expected.calls);
});

describe('backups panel (details)', () => {
  it('cancels the load when the page goes away', () => {
    const run = new BackupsRun();
    run.actor.stop();
    expect(run.server.signals[0]?.aborted).toBe(true);
  });
});
