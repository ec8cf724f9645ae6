// The Payments page (admin only; staff see "only an admin"): a Karachi day — the address's ?date=, else today — and
// its payments through a gateway beside what the gateway says now: loading, then the rows with the mismatches first,
// none that day, or an error with Retry. Another day is typed, then Show, which writes it in the address (Back returns
// to the day before); back and forward follow the address. A day that is not a real date is refused under the field
// and nothing is shown until another is.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { serverMessageOf } from '../api/client';
import { fetchReconciliation } from '../api/livePayments';
import { CONSOLE_PATHS } from '../domain/console/consolePaths';
import { reconciliationContent as content } from '../domain/console/livePaymentsContent';
import type { ReconciledPayment, Reconciliation } from '../domain/livePaymentsWire';
import { messages } from '../domain/messages';
import { isIsoDate } from '../domain/schemas';
import type { NavigateParams } from './notice';

export interface ReconciliationInput {
  isAdmin: boolean;
  /** The day to show first: the address's, else today in Karachi. */
  date: string;
}

export interface ReconciliationContext {
  isAdmin: boolean;
  /** The day shown (or being asked). */
  date: string;
  /** The day as typed in the field, asked for on Show. */
  draft: string;
  /** The day's payments, the mismatches first, each part in the order they were made. */
  payments: ReconciledPayment[];
  mismatches: number;
  loadError: string | null;
  dateError: string | null;
}

export type ReconciliationEvent =
  | { type: 'reconcile.changeDate'; value: string }
  | { type: 'reconcile.show' }
  | { type: 'reconcile.retry' }
  | { type: 'reconcile.followUrl'; date: string };

/** The day a Payments address names: its ?date= as written, else `today`. */
export const reconciliationDateOf = (search: string, today: string) => new URLSearchParams(search).get('date')?.trim() || today;

/** The Payments page of one day. */
export const reconciliationPath = (date: string) => `${CONSOLE_PATHS.payments}?date=${encodeURIComponent(date)}`;

/** The mismatches first; within each part, the order they were made in. */
export const mismatchesFirst = (payments: readonly ReconciledPayment[]): ReconciledPayment[] =>
  [...payments].sort((a, b) => Number(a.match) - Number(b.match) || a.created_at.localeCompare(b.created_at));

export const reconciliationMachine = setup({
  types: {
    context: {} as ReconciliationContext,
    input: {} as ReconciliationInput,
    events: {} as ReconciliationEvent,
    tags: {} as 'loading',
  },
  actors: {
    reconcile: fromPromise<Reconciliation, { date: string }>(({ input, signal }) => fetchReconciliation(input.date, signal)),
  },
  actions: {
    // A side effect: a no-op here, provided by the page with `useFlowEffects`.
    navigate: (_, _params: NavigateParams) => {},
    takeDraft: assign((_, { value }: { value: string }) => ({ draft: value, dateError: null })),
    takeDate: assign(({ context }) => ({ date: context.draft.trim(), dateError: null })),
    followDate: assign((_, { date }: { date: string }) => ({ date, draft: date, dateError: null })),
    refuseDate: assign({ dateError: messages.booking.dateInvalid, payments: [], mismatches: 0 }),
    takeDay: assign((_, { day }: { day: Reconciliation }) => ({ payments: mismatchesFirst(day.payments), mismatches: day.payments.filter(({ match }) => !match).length, loadError: null })),
  },
  guards: {
    isAdmin: ({ context }) => context.isAdmin,
    isDateReal: ({ context }) => isIsoDate(context.date),
    isDraftReal: ({ context }) => isIsoDate(context.draft.trim()),
    isOtherDate: ({ context }, { date }: { date: string }) => date !== context.date,
    isEmpty: (_, { day }: { day: Reconciliation }) => day.payments.length === 0,
  },
}).createMachine({
  id: 'reconciliation',
  context: ({ input }) => ({ isAdmin: input.isAdmin, date: input.date, draft: input.date, payments: [], mismatches: 0, loadError: null, dateError: null }),
  initial: 'opening',
  states: {
    opening: { always: [{ guard: 'isAdmin', target: 'day' }, { target: 'notAllowed' }] },
    notAllowed: {},
    day: {
      initial: 'checking',
      on: {
        'reconcile.changeDate': { actions: { type: 'takeDraft', params: ({ event }) => event } },
        // Show while a day is being asked: that answer is dropped and the new day asked
        'reconcile.show': [
          { guard: 'isDraftReal', target: '.loading', reenter: true, actions: ['takeDate', { type: 'navigate', params: ({ context }) => ({ to: reconciliationPath(context.date) }) }] },
          { target: '.invalid', actions: 'refuseDate' },
        ],
        // back and forward: a press of Show changed the address too, so following it then is a no-op
        'reconcile.followUrl': {
          guard: { type: 'isOtherDate', params: ({ event }) => event },
          target: '.checking',
          reenter: true,
          actions: { type: 'followDate', params: ({ event }) => event },
        },
      },
      states: {
        // A day from the address is checked before anything is asked.
        checking: { always: [{ guard: 'isDateReal', target: 'loading' }, { target: 'invalid', actions: 'refuseDate' }] },
        loading: {
          tags: 'loading',
          invoke: {
            src: 'reconcile',
            input: ({ context }) => ({ date: context.date }),
            onDone: [
              { guard: { type: 'isEmpty', params: ({ event }) => ({ day: event.output }) }, target: 'empty', actions: { type: 'takeDay', params: ({ event }) => ({ day: event.output }) } },
              { target: 'loaded', actions: { type: 'takeDay', params: ({ event }) => ({ day: event.output }) } },
            ],
            onError: { target: 'error', actions: assign({ loadError: ({ event }) => serverMessageOf(event.error) ?? content.loadFailed }) },
          },
        },
        loaded: {},
        empty: {},
        error: { on: { 'reconcile.retry': 'loading' } },
        invalid: {},
      },
    },
  },
});

export type ReconciliationSnapshot = SnapshotFrom<typeof reconciliationMachine>;

export type ReconciliationStatus = 'notAllowed' | 'loading' | 'loaded' | 'empty' | 'error' | 'invalid';
export const selectReconciliationStatus = (snapshot: ReconciliationSnapshot): ReconciliationStatus => {
  if (snapshot.matches('notAllowed')) return 'notAllowed';
  for (const status of ['loaded', 'empty', 'error', 'invalid'] as const) if (snapshot.matches({ day: status })) return status;
  return 'loading';
};

/** The summary sentence of a loaded day: "2 mismatches", or "Every payment matches." */
export const summaryOf = (mismatches: number) => (mismatches === 0 ? content.allMatch : content.mismatches(mismatches));
