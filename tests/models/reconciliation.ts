// The Payments page as the owner, the address and the server live it (no I/O), and how each move is made on the REAL
// reconciliation machine, whose one call (a day's reconciliation) is scripted. The context is what the page should
// show after each step: the day shown and the day as typed, the field's error, the rows in their order, how many
// mismatch, the load error, and the address and the days the step asked the server for.
import { assign, createActor, setup, type Actor } from 'xstate';
import { ApiError } from '../../src/api/client';
import { reconciliationContent } from '../../src/domain/console/livePaymentsContent';
import type { ReconciledPayment, Reconciliation } from '../../src/domain/livePaymentsWire';
import { messages } from '../../src/domain/messages';
import { reconciliationMachine, reconciliationPath } from '../../src/machines/reconciliation';
import { defineFlowModel, pathPerTransitionKeyedBy, type ModelEvent } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';

export const TODAY = '2026-11-27';
export const OTHER_DAY = '2026-11-20';
/** Not a day of the calendar, as an address may carry. */
export const NO_SUCH_DAY = '2026-02-30';
export const SERVER_FAILURE = 'The database is not reachable.';

const payment = (id: string, time: string, fields: Partial<ReconciledPayment>): ReconciledPayment => ({
  transaction_id: id,
  booking_id: `b-${id}`,
  invoice_number: `INV-2026-0001${id.slice(-2)}`,
  provider: 'jazzcash',
  reference: `T20261127${time.replace(':', '')}00`,
  amount: 4500,
  created_at: `${TODAY}T${time}:00.000Z`,
  ours: 'succeeded',
  theirs: 'paid',
  match: true,
  ...fields,
});

/** Two matches and two mismatches, as the server lists them: in the order they were made. */
export const MIXED_DAY: ReconciledPayment[] = [
  payment('tx-01', '03:00', {}),
  payment('tx-02', '04:00', { provider: 'safepay', reference: 'track_5b1f', amount: 18000 }),
  payment('tx-03', '05:00', { ours: 'failed', theirs: 'paid', match: false }),
  payment('tx-04', '06:00', { provider: 'easypaisa', ours: 'pending', theirs: 'unknown', match: false }),
];
/** The mismatches first, each part in the order they were made. */
export const MIXED_ORDER = ['tx-03', 'tx-04', 'tx-01', 'tx-02'];
export const MATCHING_DAY: ReconciledPayment[] = [MIXED_DAY[0]!, MIXED_DAY[1]!];

const dayOf = (date: string, payments: ReconciledPayment[]): Reconciliation => ({ date, payments, mismatches: payments.filter(({ match }) => !match).length });

interface Expected {
  date: string;
  draft: string;
  dateError: string | null;
  /** The transactions shown, in their order; empty when none is shown. */
  rows: string[];
  mismatches: number;
  loadError: string | null;
  /** Where this step sent the address. */
  navigated: string[];
  /** The days this step asked the server for. */
  asked: string[];
}

type FlowEvent = {
  type:
    | 'admin.opens'
    | 'admin.opensAtDay'
    | 'admin.opensAtNoSuchDay'
    | 'staff.opens'
    | 'address.goesToToday'
    | 'server.answersMixedDay'
    | 'server.answersMatchingDay'
    | 'server.answersEmptyDay'
    | 'server.fails'
    | 'network.fails'
    | 'user.retries'
    | 'user.typesOtherDay'
    | 'user.showsOtherDay'
    | 'user.showsNoDay';
};

type Change = (context: Expected) => Partial<Expected>;
const go = (target: string, change: Change = () => ({})) => ({
  target,
  actions: assign<Expected, FlowEvent, undefined, FlowEvent, never>(({ context }) => ({ ...context, navigated: [], asked: [], ...change(context) })),
});

/** Typing and Show, wherever a day is on the page: another real day is asked; an empty field is refused in place. */
const dayChoice = {
  'user.typesOtherDay': { actions: go('.', () => ({ draft: OTHER_DAY, dateError: null })).actions },
  'user.showsOtherDay': go('loading', () => ({ date: OTHER_DAY, draft: OTHER_DAY, dateError: null, navigated: [reconciliationPath(OTHER_DAY)], asked: [OTHER_DAY] })),
  'user.showsNoDay': go('invalid', () => ({ draft: '', dateError: messages.booking.dateInvalid, rows: [], mismatches: 0 })),
  // Back to the address of today: another day is left for today's; today already shown stays as it is.
  'address.goesToToday': [
    { guard: 'showsToday' as const, actions: go('.').actions },
    go('loading', () => ({ date: TODAY, draft: TODAY, dateError: null, asked: [TODAY] })),
  ],
};

const reconciliationFlow = setup({
  types: { context: {} as Expected, events: {} as FlowEvent },
  guards: { showsToday: ({ context }) => context.date === TODAY },
}).createMachine({
  id: 'reconciliationFlow',
  context: { date: TODAY, draft: TODAY, dateError: null, rows: [], mismatches: 0, loadError: null, navigated: [], asked: [] },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'admin.opens': go('loading', () => ({ asked: [TODAY] })),
        'admin.opensAtDay': go('loading', () => ({ date: OTHER_DAY, draft: OTHER_DAY, asked: [OTHER_DAY] })),
        'admin.opensAtNoSuchDay': go('invalid', () => ({ date: NO_SUCH_DAY, draft: NO_SUCH_DAY, dateError: messages.booking.dateInvalid })),
        'staff.opens': go('notAllowed'),
      },
    },
    notAllowed: {},
    loading: {
      on: {
        'server.answersMixedDay': go('loaded', () => ({ rows: MIXED_ORDER, mismatches: 2, loadError: null })),
        'server.answersMatchingDay': go('loaded', () => ({ rows: ['tx-01', 'tx-02'], mismatches: 0, loadError: null })),
        'server.answersEmptyDay': go('empty', () => ({ rows: [], mismatches: 0, loadError: null })),
        'server.fails': go('error', () => ({ loadError: SERVER_FAILURE })),
        'network.fails': go('error', () => ({ loadError: reconciliationContent.loadFailed })),
        ...dayChoice,
      },
    },
    loaded: { on: dayChoice },
    empty: { on: dayChoice },
    error: { on: { 'user.retries': go('loading', (context) => ({ asked: [context.date] })), ...dayChoice } },
    invalid: { on: dayChoice },
  },
});

/** The real machine with a scripted server, opened as an admin or a staff member. */
export class ReconciliationRun extends ScriptedRun<'reconcile'> {
  actor: Actor<typeof reconciliationMachine> | null = null;
  navigated: string[] = [];

  override beginStep() {
    super.beginStep();
    this.navigated = [];
  }

  /** Opens the page on `date`: the address's, else today. */
  open(isAdmin: boolean, date = TODAY) {
    const logic = reconciliationMachine.provide({
      actors: { reconcile: this.server.actor<Reconciliation, { date: string }>('reconcile') },
      actions: { navigate: (_, params) => void this.navigated.push(params.to) },
    });
    this.actor = createActor(logic, { input: { isAdmin, date }, ...this.options }).start();
  }
}

function perform(run: ReconciliationRun, event: ModelEvent<typeof reconciliationFlow>) {
  const { server } = run;
  const send = (sent: Parameters<Actor<typeof reconciliationMachine>['send']>[0]) => run.actor?.send(sent);
  const asked = () => run.actor!.getSnapshot().context.date;
  switch (event.type) {
    case 'admin.opens':
      return run.open(true);
    case 'admin.opensAtDay':
      return run.open(true, OTHER_DAY);
    case 'admin.opensAtNoSuchDay':
      return run.open(true, NO_SUCH_DAY);
    case 'staff.opens':
      return run.open(false);
    case 'address.goesToToday':
      return send({ type: 'reconcile.followUrl', date: TODAY });
    case 'server.answersMixedDay':
      return server.answer('reconcile', dayOf(asked(), MIXED_DAY));
    case 'server.answersMatchingDay':
      return server.answer('reconcile', dayOf(asked(), MATCHING_DAY));
    case 'server.answersEmptyDay':
      return server.answer('reconcile', dayOf(asked(), []));
    case 'server.fails':
      return server.fail('reconcile', new ApiError(SERVER_FAILURE, 503));
    case 'network.fails':
      return server.fail('reconcile', new TypeError('Failed to fetch'));
    case 'user.retries':
      return send({ type: 'reconcile.retry' });
    case 'user.typesOtherDay':
      return send({ type: 'reconcile.changeDate', value: OTHER_DAY });
    case 'user.showsOtherDay':
      send({ type: 'reconcile.changeDate', value: OTHER_DAY });
      return send({ type: 'reconcile.show' });
    case 'user.showsNoDay':
      send({ type: 'reconcile.changeDate', value: '' });
      return send({ type: 'reconcile.show' });
  }
}

export const reconciliationPageFlow = defineFlowModel({
  name: 'reconciliation',
  model: reconciliationFlow,
  covers: [reconciliationMachine],
  // whether today is shown decides what going back to today's address does
  paths: pathPerTransitionKeyedBy((state) => state.context.date === TODAY),
  start: (options) => new ReconciliationRun(options),
  perform,
});
