// The payment flow (spec §4 "Payment flow"): form → processing → success (2 s, then the confirmation) | error → form.
// Without a booking (/checkout opened directly) it tells the customer and leaves for /book. The form offers the methods
// the server lists; when it lists none (online payment switched off), payment is taken at the workshop. A real gateway
// (PAYMENT_GATEWAY=live) may not decide at once: the customer approves a wallet payment on the phone (the payment
// page follows it), or types the card on the gateway's hosted page (the browser goes there and comes back).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ApiError, serverMessageOf } from '../api/client';
import { newIdempotencyKey, pay, type PaymentAttempt, type PaymentReceipt } from '../api/payments';
import { PAYMENT_REDIRECT_MS } from '../domain/constants';
import { messages } from '../domain/messages';
import type { KeptInstrument, PaymentMethodOption, WalletType } from '../domain/paymentMethods';
import type { CheckoutBooking, HostedRedirect, PaymentChannel } from '../domain/types';
import { fieldErrorsOfFailure, withoutFieldError } from './formErrors';
import {
  applyPaymentChange,
  confirmationPath,
  emptyPaymentValues,
  FAILURE_TEXT,
  fieldsAnsweredBy,
  PAYMENT_FIELDS,
  paymentFieldErrors,
  paymentRequestOf,
  SUCCESS_TEXT,
  type PaymentChange,
  type PaymentFieldErrors,
  type PaymentValues,
} from './paymentForm';
import { paymentStatusPath } from '../domain/routePaths';
import { notify, type NavigateParams, type Notice } from './notice';
import { loadPaymentMethods, offeredChannels, offeredWallets, paysAtWorkshop } from './paymentMethods';

export interface PaymentInput {
  /** The booking "Pay now" left in the navigation state; null when there is none. */
  booking: CheckoutBooking | null;
}

/** The last attempt sent: an identical re-send after an unknown outcome keeps its Idempotency-Key. */
interface SentAttempt extends PaymentAttempt {
  outcomeUnknown: boolean;
}

export interface PaymentContext {
  booking: CheckoutBooking | null;
  /** The methods the server offers, in its order: the picker's choices (none until they are known). */
  methods: PaymentChannel[];
  /** The card is typed on the gateway's hosted page (a live server): the form has no card fields. */
  hostedCard: boolean;
  /** The wallets the server takes, in its order (a live server: JazzCash and Easypaisa only). */
  wallets: WalletType[];
  method: PaymentChannel;
  values: PaymentValues;
  fieldErrors: PaymentFieldErrors;
  /** Counts submits refused by validation, so the page can move focus to the first invalid field each time. */
  rejectedSubmits: number;
  attempt: SentAttempt | null;
  error: string | null;
  transactionId: string | null;
  /** What paid, for the success screen ("Visa ending 4242"). */
  paidWith: KeptInstrument | null;
}

export type PaymentEvent =
  | { type: 'payment.selectMethod'; method: PaymentChannel }
  | ({ type: 'payment.change' } & PaymentChange)
  | { type: 'payment.submit' }
  | { type: 'payment.retry' }
  | { type: 'payment.retryMethods' };

/** The booking being paid; only the states after `form` ask, and the checkout reaches `form` only with one. */
const bookingOf = (context: PaymentContext): CheckoutBooking => {
  if (!context.booking) throw new Error('paying without a booking');
  return context.booking;
};

const sameRequest = (a: PaymentAttempt['request'], b: PaymentAttempt['request']) => JSON.stringify(a) === JSON.stringify(b);

/** Whether the server may have charged: no answer, a server fault, or the same key still being processed. */
const isOutcomeUnknown = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.message === messages.payments.inProgress;

/** The payment routes answer 503 once online payment is switched off (after the checkout was opened, say). */
const isSwitchedOff = (error: unknown) => error instanceof ApiError && error.status === 503;

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    tags: {} as 'busy' | 'editable' | 'loading',
  },
  actors: {
    loadPaymentMethods: fromPromise<PaymentMethodOption[]>(({ signal }) => loadPaymentMethods(signal)),
    submitPayment: fromPromise<PaymentReceipt, PaymentAttempt>(({ input, signal }) => pay(input, signal)),
  },
  delays: { redirectAfterPayment: PAYMENT_REDIRECT_MS },
  actions: {
    // Side effects: no-ops here, provided by the page with `useFlowEffects` (and by tests).
    notify: (_, _params: Notice) => {},
    navigate: (_, _params: NavigateParams) => {},
    openHostedPage: (_, _params: HostedRedirect) => {},
    // The card stays the default while it is offered; otherwise the first method the server lists.
    assignMethods: assign((_, params: { methods: PaymentMethodOption[] }) => {
      const methods = offeredChannels(params.methods);
      const hostedCard = params.methods.some((method) => method.id === 'card' && method.hosted === true);
      const wallets = offeredWallets(params.methods);
      return { methods, hostedCard, wallets, method: methods.includes('card') ? 'card' : (methods[0] ?? 'card') };
    }),
    selectMethod: assign({ method: (_, params: { method: PaymentChannel }) => params.method }),
    change: assign(({ context }, change: PaymentChange) => ({
      values: applyPaymentChange(context.values, change),
      fieldErrors: fieldsAnsweredBy(change).reduce<PaymentFieldErrors>((errors, field) => withoutFieldError(errors, field), context.fieldErrors),
    })),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: paymentFieldErrors(context.method, context.values, context.hostedCard), rejectedSubmits: context.rejectedSubmits + 1 })),
    startAttempt: assign(({ context }) => {
      const request = paymentRequestOf(context.method, context.values, bookingOf(context), context.hostedCard);
      const previous = context.attempt;
      const resend = previous !== null && previous.outcomeUnknown && sameRequest(previous.request, request);
      return { attempt: { request, idempotencyKey: resend ? previous.idempotencyKey : newIdempotencyKey(), outcomeUnknown: false }, fieldErrors: {}, error: null };
    }),
    recordFailure: assign(({ context }, params: { error: unknown }) => ({
      error: serverMessageOf(params.error),
      fieldErrors: fieldErrorsOfFailure(params.error, PAYMENT_FIELDS),
      attempt: context.attempt && { ...context.attempt, outcomeUnknown: isOutcomeUnknown(params.error) },
    })),
    // Spec: Try Again keeps what was typed, except the card's security code.
    forgetCvv: assign(({ context }) => ({ values: { ...context.values, card: { ...context.values.card, cvv: '' } }, error: null })),
  },
  guards: {
    hasBooking: ({ context }) => context.booking !== null,
    offersNoMethod: (_, params: { methods: PaymentMethodOption[] }) => paysAtWorkshop(params.methods),
    isSwitchedOff: (_, params: { error: unknown }) => isSwitchedOff(params.error),
    isFormValid: ({ context }) => Object.keys(paymentFieldErrors(context.method, context.values, context.hostedCard)).length === 0,
    toHostedPage: (_, params: { receipt: PaymentReceipt }) => params.receipt.outcome === 'pending' && params.receipt.redirect !== null,
    isPending: (_, params: { receipt: PaymentReceipt }) => params.receipt.outcome === 'pending',
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    booking: input.booking,
    methods: [],
    hostedCard: false,
    wallets: [],
    method: 'card',
    values: emptyPaymentValues,
    fieldErrors: {},
    rejectedSubmits: 0,
    attempt: null,
    error: null,
    transactionId: null,
    paidWith: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'hasBooking', target: 'checkingMethods' }, { target: 'missingBooking' }],
    },
    checkingMethods: {
      tags: 'loading',
      invoke: {
        src: 'loadPaymentMethods',
        onDone: [
          { guard: { type: 'offersNoMethod', params: ({ event }) => ({ methods: event.output }) }, target: 'atWorkshop' },
          { target: 'form', actions: { type: 'assignMethods', params: ({ event }) => ({ methods: event.output }) } },
        ],
        onError: 'methodsUnavailable',
      },
    },
    // The methods could not be asked for: nothing to pay with until they are.
    methodsUnavailable: {
      on: { 'payment.retryMethods': 'checkingMethods' },
    },
    // Online payment is switched off: the booking is paid at the workshop, when the car is collected.
    atWorkshop: { type: 'final' },
    missingBooking: {
      type: 'final',
      entry: [notify('error', () => messages.checkout.noBookingData), { type: 'navigate', params: { to: '/book', replace: true } }],
    },
    form: {
      tags: 'editable',
      on: {
        'payment.selectMethod': { actions: { type: 'selectMethod', params: ({ event }) => event } },
        'payment.change': { actions: { type: 'change', params: ({ event }) => event } },
        'payment.submit': [{ guard: 'isFormValid', target: 'processing', actions: 'startAttempt' }, { actions: 'showFieldErrors' }],
      },
    },
    processing: {
      tags: 'busy',
      invoke: {
        src: 'submitPayment',
        input: ({ context }) => {
          if (!context.attempt) throw new Error('processing without an attempt');
          return { request: context.attempt.request, idempotencyKey: context.attempt.idempotencyKey };
        },
        onDone: [
          {
            guard: { type: 'toHostedPage', params: ({ event }) => ({ receipt: event.output }) },
            target: 'leftForGateway',
            actions: { type: 'openHostedPage', params: ({ event }) => event.output.redirect ?? { url: '/', method: 'GET' as const, fields: {} } },
          },
          {
            // Approval on the phone: the payment page follows the attempt until the gateway decides.
            guard: { type: 'isPending', params: ({ event }) => ({ receipt: event.output }) },
            target: 'leftForGateway',
            actions: { type: 'navigate', params: ({ event }) => ({ to: paymentStatusPath(event.output.transactionId) }) },
          },
          {
          target: 'success',
          actions: [
            assign({ transactionId: ({ event }) => event.output.transactionId, paidWith: ({ event }) => event.output.instrument }),
            { type: 'notify', params: ({ context }) => ({ kind: 'success' as const, message: SUCCESS_TEXT[context.method] }) },
          ],
          },
        ],
        onError: [
          { guard: { type: 'isSwitchedOff', params: ({ event }) => ({ error: event.error }) }, target: 'atWorkshop' },
          {
            target: 'error',
            actions: [
              { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'notify', params: ({ context, event }) => ({ kind: 'error' as const, message: serverMessageOf(event.error) ?? FAILURE_TEXT[context.method] }) },
            ],
          },
        ],
      },
    },
    success: {
      after: {
        redirectAfterPayment: {
          target: 'redirected',
          actions: {
            type: 'navigate',
            params: ({ context }) => ({ to: confirmationPath(context.attempt?.request.payload.bookingId ?? bookingOf(context).bookingId, context.transactionId ?? '') }),
          },
        },
      },
    },
    redirected: { type: 'final' },
    // On the gateway's hosted page, or on the payment page waiting for the approval.
    leftForGateway: { type: 'final' },
    error: {
      on: { 'payment.retry': { target: 'form', actions: 'forgetCvv' } },
    },
  },
});

export type PaymentMachine = typeof paymentMachine;
export type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;
