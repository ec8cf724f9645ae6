// The Reports page as the owner, the address and the server live it (no I/O), and how each move is made on the REAL
// reports machine, whose one call (the period and the one before it, together) is scripted. The context is what the
// page should show after each step: the period and its dates, the custom range as typed and its errors, whether the
// figures are there, the load error, and the address and call the step made.
import { assign, createActor, setup, type Actor } from 'xstate';
import { ApiError } from '../../src/api/client';
import type { ReportPair } from '../../src/api/reports';
import { reportsContent } from '../../src/domain/console/reportsContent';
import { reportMessages } from '../../src/domain/messageAreas/reports';
import { previousRange, type FixedReportPeriod, type ReportQuery, type ReportRange } from '../../src/domain/reportPeriod';
import { reportsMachine } from '../../src/machines/reports';
import { defineFlowModel, type ModelEvent, type ModelSnapshot } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';
import { reportSummaryFor } from '../fixtures/reportSummary';

export const TODAY = '2026-11-27';
const MONTH: ReportRange = { from: '2026-11-01', to: '2026-11-30' };
const TODAY_RANGE: ReportRange = { from: TODAY, to: TODAY };
const WEEK: ReportRange = { from: '2026-11-23', to: '2026-11-29' };
const CUSTOM: ReportRange = { from: '2026-10-01', to: '2026-10-15' };
const REVERSED: ReportRange = { from: '2026-10-15', to: '2026-10-01' };
export const SERVER_FAILURE = 'The database is not reachable.';
const text = reportMessages.reports;

export const pairFor = (range: ReportRange): ReportPair => ({ current: reportSummaryFor(range), previous: reportSummaryFor(previousRange(range), 0.9) });

interface Expected extends ReportQuery {
  draft: ReportRange;
  errors: Record<string, string>;
  /** The dates of the figures shown, or null. */
  shown: ReportRange | null;
  loadError: string | null;
  /** Where this step sent the address. */
  navigated: string[];
  /** The ranges this step asked the server for. */
  asked: ReportRange[];
}

type FlowEvent = {
  type:
    | 'admin.opens'
    | 'admin.opensReversedAddress'
    | 'staff.opens'
    | 'server.answers'
    | 'server.fails'
    | 'network.fails'
    | 'server.refusesRange'
    | 'user.retries'
    | 'user.choosesWeek'
    | 'user.choosesThisPeriodAgain'
    | 'user.choosesCustom'
    | 'user.appliesRange'
    | 'user.appliesReversedRange'
    | 'user.fixesStart'
    | 'address.goesToToday'
    | 'address.asksReversedRange';
};

type Change = (context: Expected) => Partial<Expected>;
const go = (target: string, change: Change = () => ({})) => ({
  target,
  actions: assign<Expected, FlowEvent, undefined, FlowEvent, never>(({ context }) => ({ ...context, navigated: [], asked: [], ...change(context) })),
});
const stay = (change: Change) => ({ actions: go('.', change).actions });

const loadingFixed = (period: FixedReportPeriod, range: ReportRange, navigate: boolean): Change => () => ({
  period,
  ...range,
  draft: range,
  errors: {},
  navigated: navigate ? [`/staff/reports?period=${period}`] : [],
  asked: [range],
});
const loadingCustom: Change = () => ({
  period: 'custom',
  ...CUSTOM,
  draft: CUSTOM,
  errors: {},
  navigated: [`/staff/reports?from=${CUSTOM.from}&to=${CUSTOM.to}`],
  asked: [CUSTOM],
});
const reversedInAddress: Change = () => ({ period: 'custom', ...REVERSED, draft: REVERSED, errors: { from: text.fromAfterTo }, shown: null });

const fromLoadedOrInvalid = {
  'user.choosesWeek': go('loading', loadingFixed('week', WEEK, true)),
  'user.choosesCustom': stay(() => ({ period: 'custom' })),
  'user.appliesRange': go('loading', loadingCustom),
  'user.appliesReversedRange': stay(() => ({ period: 'custom', draft: REVERSED, errors: { from: text.fromAfterTo } })),
  'address.goesToToday': go('loading', loadingFixed('today', TODAY_RANGE, false)),
  'address.asksReversedRange': go('invalid', reversedInAddress),
};

const reportsFlow = setup({ types: { context: {} as Expected, events: {} as FlowEvent } }).createMachine({
  id: 'reportsFlow',
  context: { period: 'month', ...MONTH, draft: MONTH, errors: {}, shown: null, loadError: null, navigated: [], asked: [] },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'admin.opens': go('loading', () => ({ asked: [MONTH] })),
        'admin.opensReversedAddress': go('invalid', reversedInAddress),
        'staff.opens': go('notAllowed'),
      },
    },
    notAllowed: {},
    loading: {
      on: {
        'server.answers': go('loaded', (context) => ({ shown: { from: context.from, to: context.to }, loadError: null })),
        'server.fails': go('failed', () => ({ loadError: SERVER_FAILURE })),
        'network.fails': go('failed', () => ({ loadError: reportsContent.loadFailed })),
        'server.refusesRange': go('invalid', (context) => ({ period: 'custom', draft: { from: context.from, to: context.to }, errors: { to: text.rangeTooLong }, shown: null })),
        'user.choosesWeek': go('loading', loadingFixed('week', WEEK, true)),
      },
    },
    loaded: {
      on: {
        ...fromLoadedOrInvalid,
        // The chip of the period shown is pressed already: nothing happens.
        'user.choosesThisPeriodAgain': stay(() => ({})),
        // Typing in a field clears its error only.
        'user.fixesStart': stay((context) => ({ draft: { ...context.draft, from: '2026-09-15' }, errors: {} })),
      },
    },
    failed: { on: { 'user.retries': go('loading', (context) => ({ asked: [{ from: context.from, to: context.to }] })) } },
    invalid: { on: fromLoadedOrInvalid },
  },
});

/** The real machine with a scripted server, opened on an address as an admin or a staff member. */
export class ReportsRun extends ScriptedRun<'loadReports'> {
  actor: Actor<typeof reportsMachine> | null = null;
  navigated: string[] = [];

  override beginStep() {
    super.beginStep();
    this.navigated = [];
  }

  open(isAdmin: boolean, query: ReportQuery) {
    const logic = reportsMachine.provide({
      actors: { loadReports: this.server.actor<ReportPair, ReportRange>('loadReports') },
      actions: { navigate: (_, params) => void this.navigated.push(params.to) },
    });
    this.actor = createActor(logic, { input: { isAdmin, today: TODAY, query }, ...this.options }).start();
  }
}

const monthQuery: ReportQuery = { period: 'month', ...MONTH };

function perform(run: ReportsRun, event: ModelEvent<typeof reportsFlow>, from: ModelSnapshot<typeof reportsFlow>) {
  const { server } = run;
  const send = (sent: Parameters<Actor<typeof reportsMachine>['send']>[0]) => run.actor?.send(sent);
  const typeRange = (range: ReportRange) => {
    send({ type: 'reports.chooseCustom' });
    send({ type: 'reports.changeDate', field: 'from', value: range.from });
    send({ type: 'reports.changeDate', field: 'to', value: range.to });
    send({ type: 'reports.applyCustom' });
  };
  switch (event.type) {
    case 'admin.opens':
      return run.open(true, monthQuery);
    case 'admin.opensReversedAddress':
      return run.open(true, { period: 'custom', ...REVERSED });
    case 'staff.opens':
      return run.open(false, monthQuery);
    case 'server.answers': {
      const { from, to } = run.actor!.getSnapshot().context;
      return server.answer('loadReports', pairFor({ from, to }));
    }
    case 'server.fails':
      return server.fail('loadReports', new ApiError(SERVER_FAILURE, 503));
    case 'network.fails':
      return server.fail('loadReports', new TypeError('Failed to fetch'));
    case 'server.refusesRange':
      return server.fail('loadReports', new ApiError(text.rangeTooLong, 400, { to: [text.rangeTooLong] }));
    case 'user.retries':
      return send({ type: 'reports.retry' });
    case 'user.choosesWeek':
      return send({ type: 'reports.choosePeriod', period: 'week' });
    case 'user.choosesThisPeriodAgain':
      if (from.context.period === 'custom') throw new Error('no chip is pressed for a custom period');
      return send({ type: 'reports.choosePeriod', period: from.context.period });
    case 'user.choosesCustom':
      return send({ type: 'reports.chooseCustom' });
    case 'user.appliesRange':
      return typeRange(CUSTOM);
    case 'user.appliesReversedRange':
      return typeRange(REVERSED);
    case 'user.fixesStart':
      return send({ type: 'reports.changeDate', field: 'from', value: '2026-09-15' });
    case 'address.goesToToday':
      return send({ type: 'reports.followUrl', query: { period: 'today', ...TODAY_RANGE } });
    case 'address.asksReversedRange':
      return send({ type: 'reports.followUrl', query: { period: 'custom', ...REVERSED } });
  }
}

export const reportsPageFlow = defineFlowModel({
  name: 'reports',
  model: reportsFlow,
  covers: [reportsMachine],
  start: (options) => new ReportsRun(options),
  perform,
});
