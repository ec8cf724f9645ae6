// The payment flow (spec §4 "Payment flow"): form → processing → success (2 s, then the confirmation) | error → form.
// Without a booking (/checkout opened directly) it tells the customer and leaves for /book.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ApiError, serverMessageOf } from '../api/client';
import { newIdempotencyKey, pay, type PaymentAttempt, type PaymentReceipt } from '../api/payments';
import { PAYMENT_REDIRECT_MS } from '../domain/constants';
import { messages } from '../domain/messages';
import type { CheckoutBooking, PaymentChannel } from '../domain/types';
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
import { notify, type NavigateParams, type Notice } from './notice';

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
  method: PaymentChannel;
  values: PaymentValues;
  fieldErrors: PaymentFieldErrors;
  /** Counts submits refused by validation, so the page can move focus to the first invalid field each time. */
  rejectedSubmits: number;
  attempt: SentAttempt | null;
  error: string | null;
  transactionId: string | null;
}

export type PaymentEvent =
  | { type: 'payment.selectMethod'; method: PaymentChannel }
  | ({ type: 'payment.change' } & PaymentChange)
  | { type: 'payment.submit' }
  | { type: 'payment.retry' };

/** The booking being paid; only the states after `form` ask, and the checkout reaches `form` only with one. */
const bookingOf = (context: PaymentContext): CheckoutBooking => {
  if (!context.booking) throw new Error('paying without a booking');
  return context.booking;
};

const sameRequest = (a: PaymentAttempt['request'], b: PaymentAttempt['request']) => JSON.stringify(a) === JSON.stringify(b);

/** Whether the server may have charged: no answer, a server fault, or the same key still being processed. */
const isOutcomeUnknown = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.message === messages.payments.inProgress;

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    tags: {} as 'busy' | 'editable',
  },
  actors: {
    submitPayment: fromPromise<PaymentReceipt, PaymentAttempt>(({ input, signal }) => pay(input, signal)),
  },
  delays: { redirectAfterPayment: PAYMENT_REDIRECT_MS },
  actions: {
    // Side effects: no-ops here, provided by the page with `useFlowEffects` (and by tests).
    notify: (_, _params: Notice) => {},
    navigate: (_, _params: NavigateParams) => {},
    selectMethod: assign({ method: (_, params: { method: PaymentChannel }) => params.method }),
    change: assign(({ context }, change: PaymentChange) => ({
      values: applyPaymentChange(context.values, change),
      fieldErrors: fieldsAnsweredBy(change).reduce<PaymentFieldErrors>((errors, field) => withoutFieldError(errors, field), context.fieldErrors),
    })),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: paymentFieldErrors(context.method, context.values), rejectedSubmits: context.rejectedSubmits + 1 })),
    startAttempt: assign(({ context }) => {
      const request = paymentRequestOf(context.method, context.values, bookingOf(context));
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
    isFormValid: ({ context }) => Object.keys(paymentFieldErrors(context.method, context.values)).length === 0,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    booking: input.booking,
    method: 'card',
    values: emptyPaymentValues,
    fieldErrors: {},
    rejectedSubmits: 0,
    attempt: null,
    error: null,
    transactionId: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'hasBooking', target: 'form' }, { target: 'missingBooking' }],
    },
    missingBooking: {
      type: 'final',
      entry: [notify('error', messages.checkout.noBookingData), { type: 'navigate', params: { to: '/book', replace: true } }],
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
        onDone: {
          target: 'success',
          actions: [
            assign({ transactionId: ({ event }) => event.output.transactionId }),
            { type: 'notify', params: ({ context }) => ({ kind: 'success' as const, message: SUCCESS_TEXT[context.method] }) },
          ],
        },
        onError: {
          target: 'error',
          actions: [
            { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ context, event }) => ({ kind: 'error' as const, message: serverMessageOf(event.error) ?? FAILURE_TEXT[context.method] }) },
          ],
        },
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
    error: {
      on: { 'payment.retry': { target: 'form', actions: 'forgetCvv' } },
    },
  },
});

export type PaymentMachine = typeof paymentMachine;
export type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;
