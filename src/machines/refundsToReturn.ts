// The refunds a gateway could not make (the inbox, under the refund requests; admin only): the list oldest first, and
// beside it marking one returned — asked first (it cannot be undone), then busy, a toast with the server's sentence
// and the list loaded again, or the server's refusal in the dialog with Back. The page provides the toast.
import { assign, fromPromise, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { serverMessageOf } from '../api/client';
import { listRefundsToReturn, markRefundReturned, type ReturnedAnswer } from '../api/livePayments';
import { refundsToReturnContent as content } from '../domain/console/livePaymentsContent';
import type { RefundToReturn } from '../domain/livePaymentsWire';
import type { Notice } from './notice';

export interface RefundsToReturnContext {
  refunds: RefundToReturn[];
  loadError: string | null;
  /** The refund being marked returned. */
  refundId: string | null;
  /** The server's refusal (or the failure's fallback), shown in the dialog. */
  refusal: string | null;
}

export type RefundsToReturnEvent =
  | { type: 'toReturn.retry' }
  | { type: 'toReturn.reload' }
  | { type: 'toReturn.mark'; refundId: string }
  | { type: 'toReturn.confirm' }
  | { type: 'toReturn.back' }
  | { type: 'toReturn.close' };

export const refundsToReturnMachine = setup({
  types: {
    context: {} as RefundsToReturnContext,
    events: {} as RefundsToReturnEvent,
    tags: {} as 'loading' | 'busy',
  },
  actors: {
    loadRefunds: fromPromise<RefundToReturn[]>(({ signal }) => listRefundsToReturn(signal)),
    markReturned: fromPromise<ReturnedAnswer, { refundId: string }>(({ input, signal }) => markRefundReturned(input.refundId, signal)),
  },
  actions: {
    // A side effect: a no-op here, provided by the page with `useFlowEffects`.
    notify: (_, _params: Notice) => {},
    takeRefunds: assign((_, { refunds }: { refunds: RefundToReturn[] }) => ({ refunds, loadError: null })),
    open: assign((_, { refundId }: { refundId: string }) => ({ refundId, refusal: null })),
    close: assign({ refundId: null, refusal: null }),
    showRefusal: assign({ refusal: (_, { error }: { error: unknown }) => serverMessageOf(error) ?? content.failed }),
    clearRefusal: assign({ refusal: null }),
  },
  guards: {
    isEmpty: (_, { refunds }: { refunds: RefundToReturn[] }) => refunds.length === 0,
    isListed: ({ context }, { refundId }: { refundId: string }) => context.refunds.some(({ id }) => id === refundId),
  },
}).createMachine({
  id: 'refundsToReturn',
  type: 'parallel',
  context: { refunds: [], loadError: null, refundId: null, refusal: null },
  states: {
    list: {
      initial: 'loading',
      on: { 'toReturn.reload': '.loading' },
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            src: 'loadRefunds',
            onDone: [
              {
                guard: { type: 'isEmpty', params: ({ event }) => ({ refunds: event.output }) },
                target: 'empty',
                actions: { type: 'takeRefunds', params: ({ event }) => ({ refunds: event.output }) },
              },
              { target: 'loaded', actions: { type: 'takeRefunds', params: ({ event }) => ({ refunds: event.output }) } },
            ],
            onError: { target: 'error', actions: assign({ loadError: ({ event }) => serverMessageOf(event.error) ?? content.loadFailed }) },
          },
        },
        loaded: {},
        empty: {},
        error: { on: { 'toReturn.retry': 'loading' } },
      },
    },
    marking: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'toReturn.mark': {
              guard: { type: 'isListed', params: ({ event }) => event },
              target: 'confirming',
              actions: { type: 'open', params: ({ event }) => event },
            },
          },
        },
        // it cannot be undone: the dialog asks whether the money has really gone back
        confirming: {
          on: { 'toReturn.confirm': 'busy', 'toReturn.close': { target: 'idle', actions: 'close' } },
        },
        busy: {
          tags: 'busy',
          invoke: {
            src: 'markReturned',
            input: ({ context }) => ({ refundId: context.refundId ?? '' }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'notify', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message || content.returned }) },
                'close',
                raise({ type: 'toReturn.reload' }),
              ],
            },
            onError: { target: 'refused', actions: { type: 'showRefusal', params: ({ event }) => event } },
          },
        },
        refused: {
          on: {
            'toReturn.back': { target: 'confirming', actions: 'clearRefusal' },
            'toReturn.close': { target: 'idle', actions: 'close' },
          },
        },
      },
    },
  },
});

export type RefundsToReturnActor = ActorRefFrom<typeof refundsToReturnMachine>;
export type RefundsToReturnSnapshot = SnapshotFrom<typeof refundsToReturnMachine>;

/** The dialog step shown, or null when no refund is being marked. */
export type MarkingStep = 'confirming' | 'busy' | 'refused';
export const selectMarkingStep = (snapshot: RefundsToReturnSnapshot): MarkingStep | null => {
  const step = (snapshot.value as { marking: string }).marking;
  return step === 'idle' ? null : (step as MarkingStep);
};
export const selectMarkedRefund = (snapshot: RefundsToReturnSnapshot): RefundToReturn | null =>
  snapshot.context.refunds.find(({ id }) => id === snapshot.context.refundId) ?? null;
