// The payment page (/payment/{transactionId}): where a customer waits while a real gateway decides — after approving
// a wallet payment on the phone, or back from a gateway's hosted card page. It asks the server (which asks the
// gateway) every few seconds until the payment is paid (then the confirmation, as after any payment) or failed.
// Back from the hosted page with "cancelled", it asks once and, still undecided, says nothing was charged.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { serverMessageOf } from '../api/client';
import { verifyPayment } from '../api/payments';
import { PAYMENT_REDIRECT_MS, PAYMENT_STATUS_POLL_MS } from '../domain/constants';
import { messages } from '../domain/messages';
import type { PaymentDetails } from '../domain/types';
import { notify, type NavigateParams, type Notice } from './notice';
import { confirmationPath } from './paymentForm';


export interface PaymentStatusInput {
  transactionId: string;
  /** Back from the hosted page by its Cancel. */
  cancelled: boolean;
}

export interface PaymentStatusContext extends PaymentStatusInput {
  payment: PaymentDetails | null;
  error: string | null;
}

export type PaymentStatusEvent = { type: 'status.retry' } | { type: 'status.checkAgain' };

const isPaid = (_: unknown, params: { payment: PaymentDetails }) => params.payment.status === 'succeeded';
const isOver = (_: unknown, params: { payment: PaymentDetails }) => ['failed', 'voided', 'refunded'].includes(params.payment.status);

export const paymentStatusMachine = setup({
  types: {
    context: {} as PaymentStatusContext,
    events: {} as PaymentStatusEvent,
    input: {} as PaymentStatusInput,
    tags: {} as 'loading',
  },
  actors: {
    verify: fromPromise<PaymentDetails, { transactionId: string }>(({ input, signal }) => verifyPayment(input.transactionId, signal)),
  },
  delays: { poll: PAYMENT_STATUS_POLL_MS, redirectAfterPayment: PAYMENT_REDIRECT_MS },
  actions: {
    notify: (_, _params: Notice) => {},
    navigate: (_, _params: NavigateParams) => {},
  },
  guards: {
    isPaid,
    isOver,
    wasCancelled: ({ context }) => context.cancelled,
  },
}).createMachine({
  id: 'paymentStatus',
  context: ({ input }) => ({ ...input, payment: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      tags: 'loading',
      invoke: {
        src: 'verify',
        input: ({ context }) => ({ transactionId: context.transactionId }),
        onDone: [
          {
            guard: { type: 'isPaid', params: ({ event }) => ({ payment: event.output }) },
            target: 'paid',
            actions: [assign({ payment: ({ event }) => event.output, error: null }), notify('success', () => messages.paymentStatus.paid)],
          },
          { guard: { type: 'isOver', params: ({ event }) => ({ payment: event.output }) }, target: 'failed', actions: assign({ payment: ({ event }) => event.output, error: null }) },
          { guard: 'wasCancelled', target: 'cancelled', actions: assign({ payment: ({ event }) => event.output, error: null }) },
          { target: 'waiting', actions: assign({ payment: ({ event }) => event.output, error: null }) },
        ],
        onError: { target: 'unavailable', actions: assign({ error: ({ event }) => serverMessageOf(event.error) ?? messages.checkout.genericError }) },
      },
    },
    // The gateway has not decided: ask again in a few seconds.
    waiting: {
      after: { poll: 'checking' },
    },
    paid: {
      after: {
        redirectAfterPayment: {
          target: 'redirected',
          actions: {
            type: 'navigate',
            params: ({ context }) => ({ to: confirmationPath(context.payment?.bookingId ?? '', context.transactionId), replace: true }),
          },
        },
      },
    },
    redirected: { type: 'final' },
    failed: { type: 'final' },
    // Left the hosted page: nothing charged so far. Paid in another tab after all? Asking again shows it.
    cancelled: {
      on: { 'status.checkAgain': { target: 'checking', actions: assign({ cancelled: false }) } },
    },
    unavailable: {
      on: { 'status.retry': 'checking' },
    },
  },
});

export type PaymentStatusSnapshot = SnapshotFrom<typeof paymentStatusMachine>;
