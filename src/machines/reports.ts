// The owner's Reports page (admin only; staff see "only an admin" and no call): the period (today, this week, this
// month, or a custom range checked with the shared schema) lives in the address; the period and the one before it
// load together, then loaded, or an error with retry; the server's 400 names the custom range's fields.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { fetchReportPair, type ReportPair } from '../api/reports';
import { serverMessageOf } from '../api/client';
import { CONSOLE_PATHS } from '../domain/console/consolePaths';
import { reportsContent } from '../domain/console/reportsContent';
import {
  fixedPeriodRange,
  REPORT_RANGE_FIELDS,
  ReportRangeSchema,
  reportsPath,
  type FixedReportPeriod,
  type ReportQuery,
  type ReportRange,
  type ReportRangeField,
} from '../domain/reportPeriod';
import type { ReportSummary } from '../domain/reportsWire';
import { unlessAborted } from './abortedCalls';
import { fieldErrorsOf, fieldErrorsOfFailure, withoutFieldError, type FieldErrorsOf } from './formErrors';
import type { NavigateParams } from './notice';

export interface ReportsContext extends ReportQuery {
  isAdmin: boolean;
  /** The workshop's date when the page opened: the fixed periods count from it. */
  today: string;
  /** The custom range as typed. */
  draft: ReportRange;
  errors: FieldErrorsOf<ReportRangeField>;
  current: ReportSummary | null;
  previous: ReportSummary | null;
  loadError: string | null;
}

export type ReportsEvent =
  | { type: 'reports.choosePeriod'; period: FixedReportPeriod }
  | { type: 'reports.chooseCustom' }
  | { type: 'reports.changeDate'; field: ReportRangeField; value: string }
  | { type: 'reports.applyCustom' }
  | { type: 'reports.retry' }
  /** The address changed (back, forward, a link): the page follows it without a new history entry. */
  | { type: 'reports.followUrl'; query: ReportQuery };

export interface ReportsInput {
  isAdmin: boolean;
  today: string;
  query: ReportQuery;
}

const rangeErrors = (range: ReportRange) => fieldErrorsOf(ReportRangeSchema, range, REPORT_RANGE_FIELDS);
const rangeOf = ({ from, to }: ReportRange): ReportRange => ({ from: from.trim(), to: to.trim() });

export const reportsMachine = setup({
  types: {
    context: {} as ReportsContext,
    events: {} as ReportsEvent,
    input: {} as ReportsInput,
    tags: {} as 'loading',
  },
  actors: {
    loadReports: fromPromise<ReportPair, ReportRange>(({ input, signal }) => unlessAborted(signal, fetchReportPair(input, signal))),
  },
  actions: {
    // Side effect: a no-op here, provided by the page with `useFlowEffects`.
    navigate: (_, _params: NavigateParams) => {},
    followQuery: assign((_, query: ReportQuery) => ({ ...query, draft: { from: query.from, to: query.to }, errors: {} })),
    chooseFixed: assign(({ context }, { period }: { period: FixedReportPeriod }) => {
      const range = fixedPeriodRange(period, context.today);
      return { period, ...range, draft: range, errors: {} };
    }),
    takeDraft: assign(({ context }) => ({ period: 'custom' as const, ...rangeOf(context.draft), errors: {} })),
    showDraftErrors: assign(({ context }) => ({ errors: rangeErrors(context.draft) })),
    showQueryErrors: assign(({ context }) => ({ errors: rangeErrors(context), current: null, previous: null })),
  },
  guards: {
    isAdmin: ({ context }) => context.isAdmin,
    isQueryValid: ({ context }) => Object.keys(rangeErrors(context)).length === 0,
    isDraftValid: ({ context }) => Object.keys(rangeErrors(context.draft)).length === 0,
    isOtherPeriod: ({ context }, { period }: { period: FixedReportPeriod }) => period !== context.period,
    isOtherQuery: ({ context }, query: ReportQuery) => query.period !== context.period || query.from !== context.from || query.to !== context.to,
    namesRangeFields: (_, { error }: { error: unknown }) => Object.keys(fieldErrorsOfFailure(error, REPORT_RANGE_FIELDS)).length > 0,
  },
}).createMachine({
  id: 'reports',
  context: ({ input }) => ({
    isAdmin: input.isAdmin,
    today: input.today,
    ...input.query,
    draft: { from: input.query.from, to: input.query.to },
    errors: {},
    current: null,
    previous: null,
    loadError: null,
  }),
  initial: 'opening',
  states: {
    opening: { always: [{ guard: 'isAdmin', target: 'report' }, { target: 'notAllowed' }] },
    notAllowed: {},
    report: {
      initial: 'checking',
      on: {
        'reports.choosePeriod': {
          guard: { type: 'isOtherPeriod', params: ({ event }) => event },
          target: '.loading',
          actions: [{ type: 'chooseFixed', params: ({ event }) => event }, { type: 'navigate', params: ({ context }) => ({ to: reportsPath(CONSOLE_PATHS.reports, context) }) }],
        },
        'reports.chooseCustom': { actions: assign({ period: 'custom' }) },
        'reports.changeDate': {
          actions: assign(({ context, event }) => ({ draft: { ...context.draft, [event.field]: event.value }, errors: withoutFieldError(context.errors, event.field) })),
        },
        'reports.applyCustom': [{ guard: 'isDraftValid', target: '.loading', actions: ['takeDraft', { type: 'navigate', params: ({ context }) => ({ to: reportsPath(CONSOLE_PATHS.reports, context) }) }] }, { actions: 'showDraftErrors' }],
        'reports.followUrl': {
          guard: { type: 'isOtherQuery', params: ({ event }) => event.query },
          target: '.checking',
          actions: { type: 'followQuery', params: ({ event }) => event.query },
        },
      },
      states: {
        // A custom range from the address is checked before anything is asked.
        checking: { always: [{ guard: 'isQueryValid', target: 'loading' }, { target: 'invalid', actions: 'showQueryErrors' }] },
        loading: {
          tags: 'loading',
          invoke: {
            src: 'loadReports',
            input: ({ context }) => ({ from: context.from, to: context.to }),
            onDone: { target: 'loaded', actions: assign({ current: ({ event }) => event.output.current, previous: ({ event }) => event.output.previous, loadError: null }) },
            onError: [
              {
                guard: { type: 'namesRangeFields', params: ({ event }) => event },
                target: 'invalid',
                actions: assign(({ context, event }) => ({
                  period: 'custom' as const,
                  draft: { from: context.from, to: context.to },
                  errors: fieldErrorsOfFailure(event.error, REPORT_RANGE_FIELDS),
                  current: null,
                  previous: null,
                })),
              },
              { target: 'failed', actions: assign({ loadError: ({ event }) => serverMessageOf(event.error) ?? reportsContent.loadFailed }) },
            ],
          },
        },
        loaded: {},
        failed: { on: { 'reports.retry': 'loading' } },
        // The range cannot be reported on: its fields say why, and nothing is shown until another one is chosen.
        invalid: {},
      },
    },
  },
});

export type ReportsSnapshot = SnapshotFrom<typeof reportsMachine>;
