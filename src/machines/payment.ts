// The payment flow (spec §4 "Payment flow"): form → processing → success (2 s, then the confirmation) | error → form.
// Toasts and navigation are injected by the page with `paymentMachine.provide({ actions })`.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ApiError, serverMessageOf } from '../api/client';
import { newIdempotencyKey, pay, type PaymentAttempt, type PaymentReceipt } from '../api/payments';
import type { WalletType } from '../domain/paymentMethods';
import { PAYMENT_REDIRECT_MS } from '../domain/constants';
import { messages } from '../domain/messages';
import type { CheckoutBooking, PaymentChannel } from '../domain/types';
import {
  confirmationPath,
  emptyPaymentValues,
  FAILURE_TEXT,
  firstFieldTexts,
  formatCardField,
  formatWalletPhone,
  paymentFieldErrors,
  paymentRequestOf,
  SUCCESS_TEXT,
  type CardField,
  type PaymentFieldErrors,
  type PaymentValues,
} from './paymentForm';
import type { Notice } from './notice';

export interface PaymentInput {
  booking: CheckoutBooking;
}

/** The last attempt sent: an identical re-send after an unknown outcome keeps its Idempotency-Key. */
interface SentAttempt extends PaymentAttempt {
  outcomeUnknown: boolean;
}

export interface PaymentContext {
  booking: CheckoutBooking;
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
  | { type: 'payment.editCard'; field: CardField; value: string }
  | { type: 'payment.editUpi'; vpa: string }
  | { type: 'payment.selectWallet'; walletType: WalletType }
  | { type: 'payment.editWalletPhone'; phone: string }
  | { type: 'payment.submit' }
  | { type: 'payment.retry' };


const without = (errors: PaymentFieldErrors, ...fields: Array<keyof PaymentFieldErrors>) => {
  const kept = { ...errors };
  for (const field of fields) delete kept[field];
  return kept;
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
    // Side effects: no-ops here, provided by the page (and by tests).
    notify: (_, _params: Notice) => {},
    navigate: (_, _params: { to: string }) => {},
    selectMethod: assign({ method: (_, params: { method: PaymentChannel }) => params.method }),
    editCard: assign(({ context }, params: { field: CardField; value: string }) => ({
      values: { ...context.values, card: { ...context.values.card, [params.field]: formatCardField(params.field, params.value) } },
      fieldErrors: without(context.fieldErrors, params.field),
    })),
    editUpi: assign(({ context }, params: { vpa: string }) => ({ values: { ...context.values, vpa: params.vpa }, fieldErrors: without(context.fieldErrors, 'vpa') })),
    selectWallet: assign(({ context }, params: { walletType: WalletType }) => ({
      values: { ...context.values, wallet: { ...context.values.wallet, walletType: params.walletType } },
      fieldErrors: without(context.fieldErrors, 'walletType', 'phone'),
    })),
    editWalletPhone: assign(({ context }, params: { phone: string }) => ({
      values: { ...context.values, wallet: { ...context.values.wallet, phone: formatWalletPhone(params.phone) } },
      fieldErrors: without(context.fieldErrors, 'phone'),
    })),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: paymentFieldErrors(context.method, context.values), rejectedSubmits: context.rejectedSubmits + 1 })),
    startAttempt: assign(({ context }) => {
      const request = paymentRequestOf(context.method, context.values, context.booking);
      const previous = context.attempt;
      const resend = previous !== null && previous.outcomeUnknown && sameRequest(previous.request, request);
      return { attempt: { request, idempotencyKey: resend ? previous.idempotencyKey : newIdempotencyKey(), outcomeUnknown: false }, fieldErrors: {}, error: null };
    }),
    recordFailure: assign(({ context }, params: { error: unknown }) => ({
      error: serverMessageOf(params.error),
      fieldErrors: params.error instanceof ApiError ? firstFieldTexts(params.error.fieldErrors) : {},
      attempt: context.attempt && { ...context.attempt, outcomeUnknown: isOutcomeUnknown(params.error) },
    })),
    // Spec: Try Again keeps what was typed, except the card's security code.
    forgetCvv: assign(({ context }) => ({ values: { ...context.values, card: { ...context.values.card, cvv: '' } }, error: null })),
  },
  guards: {
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
  initial: 'form',
  states: {
    form: {
      tags: 'editable',
      on: {
        'payment.selectMethod': { actions: { type: 'selectMethod', params: ({ event }) => event } },
        'payment.editCard': { actions: { type: 'editCard', params: ({ event }) => event } },
        'payment.editUpi': { actions: { type: 'editUpi', params: ({ event }) => event } },
        'payment.selectWallet': { actions: { type: 'selectWallet', params: ({ event }) => event } },
        'payment.editWalletPhone': { actions: { type: 'editWalletPhone', params: ({ event }) => event } },
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
            params: ({ context }) => ({ to: confirmationPath(context.attempt?.request.payload.bookingId ?? context.booking.bookingId, context.transactionId ?? '') }),
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
