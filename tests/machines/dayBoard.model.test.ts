// Model-based tests of the console's day board: the flow models' paths (tests/models/dayBoard.ts) drive the REAL
// dayBoard machine with a scripted server and a simulated clock; after every step the board shown, its freshness, the
// day, the address, the view and the search box must match the model. Together the paths take every transition.
import { afterAll, describe, expect, it } from 'vitest';
import { boardPath } from '../../src/machines/boardAddress';
import { dayBoardMachine, selectBoardStatus, selectBoardView, selectSearchStatus } from '../../src/machines/dayBoard';
import type { AnyStateMachine } from 'xstate';
import { flowPaths, runFlowPath, type FlowModel, type FlowRun } from '../setup/flowModel';
import { machineCoverage, modelTest } from '../setup/modelCoverage';
import { DayBoardRun, DAYS, dayBoardDaysFlow, dayBoardDialogFlow, dayBoardFlow, dayBoardSearchFlow, dayBoardViewFlow, FIRST, NEWER, TODAY } from '../models/dayBoard';

const REAL_BOARD: Record<string, unknown> = {
  loading: 'loading',
  error: 'error',
  waiting: { loaded: 'waiting' },
  refreshing: { loaded: 'refreshing' },
  paused: { loaded: 'paused' },
};

modelTest('day board refresh (model-based)', dayBoardFlow, (state, run) => {
  const value = String(state.value);
  const expected = state.context;
  const { context, value: real } = run.actor.getSnapshot();
  expect(real.board, 'board state').toEqual(REAL_BOARD[value]);
  expect(context.board?.version ?? null, 'board shown').toBe(expected.version);
  expect(context.tag, 'tag kept for If-None-Match').toBe(expected.version ? `"${expected.version}"` : null);
  expect(context.checkedAt, 'last updated').toBe(expected.checkedAt);
  expect(context.stale, 'reconnecting').toBe(expected.stale);
  expect(context.error, 'error shown').toBe(expected.error);
  expect(context.date, 'day').toBe(TODAY);
  expect(run.navigations, 'address').toEqual([]);
  const inFlight = value === 'loading' || value === 'refreshing';
  expect(run.server.pendingNames(), 'calls in flight').toEqual(inFlight ? ['board'] : []);
  // a refresh asks with the tag of the board shown; a first load without one
  const asked = run.server.calls.filter((call) => call.name === 'board').map((call) => call.input);
  if (asked.length > 0) expect(asked).toEqual([{ date: TODAY, tag: value === 'refreshing' ? `"${expected.version}"` : null }]);
});

modelTest('day board days (model-based)', dayBoardDaysFlow, (state, run) => {
  const { day, navigated } = state.context;
  const snapshot = run.actor.getSnapshot();
  const date = DAYS[day];
  expect(snapshot.context.date, 'day shown').toBe(date);
  expect(selectBoardStatus(snapshot), 'board').toBe(String(state.value) === 'shown' ? 'loaded' : 'loading');
  if (String(state.value) === 'loading') expect(snapshot.context.board, 'the other day is not shown meanwhile').toBeNull();
  else expect(snapshot.context.board?.date).toBe(date);
  expect(run.navigations, 'address').toEqual(navigated ? [boardPath(date)] : []);
  const asked = run.server.calls.filter((call) => call.name === 'board').map((call) => call.input);
  if (asked.length > 0) expect(asked, 'the new day asked for').toEqual([{ date, tag: null }]);
});

modelTest('day board view (model-based)', dayBoardViewFlow, (state, run) => {
  expect(selectBoardView(run.actor.getSnapshot())).toBe(String(state.value));
});

modelTest('day board search (model-based)', dayBoardSearchFlow, (state, run) => {
  const expected = state.context;
  const snapshot = run.actor.getSnapshot();
  expect(selectSearchStatus(snapshot), 'search').toBe(String(state.value));
  expect(snapshot.context.query, 'query').toBe(expected.query);
  expect(snapshot.context.queryError, 'query error').toBe(expected.queryError);
  expect(snapshot.context.searchedFor, 'searched for').toBe(expected.searchedFor);
  expect(snapshot.context.results.length, 'results').toBe(expected.results);
  expect(snapshot.context.searchError, 'search error').toBe(expected.searchError);
  expect(run.server.pendingNames().includes('search'), 'search in flight').toBe(String(state.value) === 'searching');
  const asked = run.server.calls.filter((call) => call.name === 'search').map((call) => call.input);
  if (asked.length > 0) expect(asked, 'the query sent, trimmed').toEqual([{ query: expected.searchedFor }]);
  // the board goes on beside the search
  expect(selectBoardStatus(snapshot)).toBe('loading');
});

modelTest("day board: the front desk's dialogs (model-based)", dayBoardDialogFlow, (state, run) => {
  const value = String(state.value);
  const expected = state.context;
  const snapshot = run.actor.getSnapshot();
  expect(snapshot.value.dialog, 'dialog').toBe(value === 'booking' || value === 'blocking' ? value : 'closed');
  const dialogs = run.server.pendingNames().filter((name) => name === 'deskBooking' || name === 'bayBlock');
  expect(dialogs, 'the dialog running').toEqual(value === 'booking' ? ['deskBooking'] : value === 'blocking' ? ['bayBlock'] : []);
  const opened = run.server.calls.filter(({ name }) => name === 'deskBooking' || name === 'bayBlock').map(({ input }) => input);
  expect(opened, 'opened with').toEqual(expected.opened ? [expected.opened] : []);
  expect(run.toasts, 'toasts').toEqual(expected.toast ? [expected.toast] : []);
  expect(selectBoardStatus(snapshot), 'the board stays shown').toBe(value === 'loading' ? 'loading' : 'loaded');
  expect(snapshot.matches({ board: { loaded: 'refreshing' } }), 'asked again at once').toBe(value === 'reloading');
  if (value === 'closed' && run.server.calls.some(({ name }) => name === 'board')) expect(snapshot.context.board?.version, 'the day as changed').toBe(NEWER);
});

describe('day board (all its models together)', () => {
  const covered = machineCoverage([dayBoardMachine]);
  afterAll(() => covered.report());

  it('takes every transition of the dayBoard machine', async () => {
    const runAll = async <TModel extends AnyStateMachine, TRun extends FlowRun>(flow: FlowModel<TModel, TRun>) => {
      for (const path of flowPaths(flow)) covered.record(await runFlowPath(flow, path));
    };
    await runAll(dayBoardFlow);
    await runAll(dayBoardDaysFlow);
    await runAll(dayBoardViewFlow);
    await runAll(dayBoardSearchFlow);
    await runAll(dayBoardDialogFlow);
  });

  it('opens on the day of the address, or today', () => {
    expect(new DayBoardRun({}, DAYS.picked).actor.getSnapshot().context.date).toBe(DAYS.picked);
    expect(new DayBoardRun({}, 'not-a-day').actor.getSnapshot().context.date).toBe(TODAY);
  });

  it('cancels the board call when the page goes away', () => {
    const run = new DayBoardRun();
    run.actor.stop();
    expect(run.server.signals[0]?.aborted).toBe(true);
  });

  it('keeps the board shown when a refresh answers 304', async () => {
    const run = new DayBoardRun();
    run.answerBoard(FIRST, '10:00');
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    run.send({ type: 'dayBoard.reload' });
    run.answerBoard(null, '10:01');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(run.actor.getSnapshot().context.board?.version).toBe(FIRST);
    run.send({ type: 'dayBoard.reload' });
    run.answerBoard(NEWER, '10:02');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(run.actor.getSnapshot().context.board?.version).toBe(NEWER);
  });
});
