// Model-based test of the console's Payments page: the flow model's paths (tests/models/reconciliation.ts) drive the
// REAL reconciliation machine with a scripted server; after every step its state, the day shown and as typed, the
// field's error, the rows in their order (mismatches first), the mismatch count, the load error, the address it wrote
// and the days it asked for must match the model.
import { describe, expect, it } from 'vitest';
import { reconciliationContent } from '../../src/domain/console/livePaymentsContent';
import { reconciliationDateOf, reconciliationPath, selectReconciliationStatus, summaryOf } from '../../src/machines/reconciliation';
import { modelTest } from '../setup/modelCoverage';
import { reconciliationPageFlow, ReconciliationRun } from '../models/reconciliation';

const STATES: Record<string, { machine: unknown; inFlight: string[] }> = {
  closed: { machine: null, inFlight: [] },
  notAllowed: { machine: 'notAllowed', inFlight: [] },
  loading: { machine: { day: 'loading' }, inFlight: ['reconcile'] },
  loaded: { machine: { day: 'loaded' }, inFlight: [] },
  empty: { machine: { day: 'empty' }, inFlight: [] },
  error: { machine: { day: 'error' }, inFlight: [] },
  invalid: { machine: { day: 'invalid' }, inFlight: [] },
};

modelTest('payments reconciliation page (model-based)', reconciliationPageFlow, (state, run) => {
  const expected = state.context;
  const value = String(state.value);
  const { machine, inFlight } = STATES[value]!;
  if (machine === null) return expect(run.actor, 'not opened yet').toBeNull();
  const snapshot = run.actor!.getSnapshot();
  expect(snapshot.value, 'state').toEqual(machine);
  expect(selectReconciliationStatus(snapshot), 'status').toBe(value);
  expect(run.server.pendingNames(), 'calls in flight').toEqual(inFlight);
  expect(snapshot.hasTag('loading'), 'loading').toBe(value === 'loading');
  if (machine === 'notAllowed') return expect(run.server.calls, 'no call for staff').toEqual([]);
  const { context } = snapshot;
  expect({ date: context.date, draft: context.draft }, 'day shown and typed').toEqual({ date: expected.date, draft: expected.draft });
  expect(context.dateError, 'field error').toBe(expected.dateError);
  if (value !== 'loading') expect(context.payments.map(({ transaction_id }) => transaction_id), 'rows in order').toEqual(expected.rows);
  expect(context.mismatches, 'mismatches').toBe(expected.mismatches);
  if (value === 'error') expect(context.loadError, 'load error').toBe(expected.loadError);
  expect(run.navigated, 'address').toEqual(expected.navigated);
  expect(run.server.calls.map((call) => call.input), 'days asked').toEqual(expected.asked.map((date) => ({ date })));
});

describe('payments reconciliation (details)', () => {
  it('reads the day from the address, else today', () => {
    expect(reconciliationDateOf('?date=2026-11-20', '2026-11-27')).toBe('2026-11-20');
    expect(reconciliationDateOf('', '2026-11-27')).toBe('2026-11-27');
    expect(reconciliationDateOf('?date=', '2026-11-27')).toBe('2026-11-27');
    expect(reconciliationPath('2026-11-20')).toBe('/staff/payments?date=2026-11-20');
  });

  it('says how many mismatch, or that every payment matches', () => {
    expect(summaryOf(0)).toBe(reconciliationContent.allMatch);
    expect(summaryOf(1)).toBe('1 mismatch');
    expect(summaryOf(2)).toBe('2 mismatches');
  });

  it('cancels the call when the page goes away, and when another day is asked meanwhile', () => {
    const run = new ReconciliationRun();
    run.open(true);
    run.actor!.send({ type: 'reconcile.changeDate', value: '2026-11-20' });
    run.actor!.send({ type: 'reconcile.show' });
    expect(run.server.signals[0]?.aborted, 'the first day').toBe(true);
    run.actor!.stop();
    expect(run.server.signals[1]?.aborted, 'the second day').toBe(true);
  });
});
