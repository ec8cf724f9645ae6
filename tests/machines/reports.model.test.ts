// Model-based test of the console's Reports page: the flow model's paths (tests/models/reports.ts) drive the REAL
// reports machine with a scripted server; after every step its state, the period and its dates, the custom range as
// typed and its errors, the figures shown, the load error, the address it wrote and the ranges it asked for must match
// the model.
import { describe, expect, it } from 'vitest';
import { previousRange } from '../../src/domain/reportPeriod';
import { modelTest } from '../setup/modelCoverage';
import { reportsPageFlow, ReportsRun } from '../models/reports';

const STATES: Record<string, { machine: unknown; inFlight: string[] }> = {
  closed: { machine: null, inFlight: [] },
  notAllowed: { machine: 'notAllowed', inFlight: [] },
  loading: { machine: { report: 'loading' }, inFlight: ['loadReports'] },
  loaded: { machine: { report: 'loaded' }, inFlight: [] },
  failed: { machine: { report: 'failed' }, inFlight: [] },
  invalid: { machine: { report: 'invalid' }, inFlight: [] },
};

modelTest('reports page (model-based)', reportsPageFlow, (state, run) => {
  const expected = state.context;
  const { machine, inFlight } = STATES[String(state.value)]!;
  if (machine === null) return expect(run.actor, 'not opened yet').toBeNull();
  const snapshot = run.actor!.getSnapshot();
  expect(snapshot.value, 'state').toEqual(machine);
  expect(run.server.pendingNames(), 'calls in flight').toEqual(inFlight);
  expect(snapshot.hasTag('loading'), 'loading').toBe(state.value === 'loading');
  if (machine === 'notAllowed') return expect(run.server.calls, 'no call for staff').toEqual([]);
  const { context } = snapshot;
  expect({ period: context.period, from: context.from, to: context.to }, 'period').toEqual({ period: expected.period, from: expected.from, to: expected.to });
  expect(context.draft, 'custom range as typed').toEqual(expected.draft);
  expect(context.errors, 'field errors').toEqual(expected.errors);
  expect(context.current && { from: context.current.from, to: context.current.to }, 'figures shown').toEqual(expected.shown);
  expect(context.previous && { from: context.previous.from, to: context.previous.to }, 'previous figures').toEqual(expected.shown && previousRange(expected.shown));
  expect(context.loadError, 'load error').toBe(expected.loadError);
  expect(run.navigated, 'address').toEqual(expected.navigated);
  expect(run.server.calls.map((call) => call.input), 'ranges asked').toEqual(expected.asked);
});

describe('reports page (details)', () => {
  it('cancels the load when the page goes away', () => {
    const run = new ReportsRun();
    run.open(true, { period: 'today', from: '2026-11-27', to: '2026-11-27' });
    run.actor!.stop();
    expect(run.server.signals[0]?.aborted).toBe(true);
  });
});
