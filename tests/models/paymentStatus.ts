// The payment page (/payment/{transactionId}) as the customer, the server (asking the gateway) and the clock live it
// (no I/O), and how each of their moves is made on the REAL paymentStatus machine, whose verify call is scripted and
// whose poll and redirect wait on a simulated clock. The context is what the customer should see after each step:
// the payment as last answered, the sentence of the "could not ask" screen, and what the step toasted and navigated to.
import { assign, createActor, setup, type Actor, type SimulatedClock } from 'xstate';
import { ApiError } from '../../src/api/client';
import { PAYMENT_REDIRECT_MS, PAYMENT_STATUS_POLL_MS } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import type { PaymentDetails } from '../../src/domain/types';
import type { NavigateParams, Notice } from '../../src/machines/notice';
import { paymentStatusMachine } from '../../src/machines/paymentStatus';
import { SAMPLE_CHECKOUT_BOOKING } from '../fixtures/booking';
import { defineFlowModel, pathPerTransitionKeyedBy, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';

export const TRANSACTION_ID = 'txn_4242';
const BOOKING_ID = SAMPLE_CHECKOUT_BOOKING.bookingId;

const attempt = (status: PaymentDetails['status'], failure?: string): PaymentDetails => ({
  transactionId: TRANSACTION_ID,
  bookingId: BOOKING_ID,
  invoiceId: 'inv-77',
  amount: SAMPLE_CHECKOUT_BOOKING.price,
  method: 'wallet',
  status,
  walletType: 'jazzcash',
  ...(failure ? { failure } : {}),
  created_at: '2026-11-27T07:40:00.000Z',
});

/** What the server answers for the attempt, by the gateway's decision so far. */
export const ANSWERS = {
  pending: attempt('pending'),
  succeeded: attempt('succeeded'),
  declined: attempt('failed', messages.payments.declinedInsufficient),
  voided: attempt('voided', messages.payments.declinedExpired),
} satisfies Record<string, PaymentDetails>;
export type Answer = keyof typeof ANSWERS;

/** The server's own sentence when it could not reach the gateway. */
const GATEWAY_DOWN = messages.payments.gatewayUnavailable;

interface Expected {
  /** Back from the hosted page by its Cancel, and not yet asked again. */
  cancelled: boolean;
  /** The attempt as the server last answered it; a failed ask keeps it. */
  payment: Answer | null;
  /** The sentence shown when the server could not be asked. */
  error: string | null;
  /** What this step toasted and navigated to. */
  toast: Notice | null;
  navigation: NavigateParams | null;
}

type FlowEvent = {
  type:
    | 'customer.arrives'
    | 'customer.arrivesCancelled'
    | 'server.stillPending'
    | 'server.succeeded'
    | 'server.declined'
    | 'server.voided'
    | 'server.cannotReachGateway'
    | 'network.fails'
    | 'clock.almostPolls'
    | 'clock.polls'
    | 'clock.almostRedirects'
    | 'clock.redirects'
    | 'user.checksAgain'
    | 'user.retries';
};

const step = (changes: Partial<Expected>) =>
  assign<Expected, FlowEvent, undefined, FlowEvent, never>(({ context }) => ({ ...context, toast: null, navigation: null, ...changes }));
const answered = (target: string, payment: Answer, changes: Partial<Expected> = {}) => ({ target, actions: step({ payment, error: null, ...changes }) });

const userFlow = setup({
  types: { context: {} as Expected, events: {} as FlowEvent },
  guards: { wasCancelled: ({ context }) => context.cancelled },
}).createMachine({
  id: 'paymentStatusFlow',
  context: { cancelled: false, payment: null, error: null, toast: null, navigation: null },
  initial: 'arriving',
  states: {
    // Sent here by the checkout (a wallet to approve on the phone), or back from the hosted card page: by its Cancel
    // with ?cancelled=1.
    arriving: {
      on: {
        'customer.arrives': { target: 'checking', actions: step({}) },
        'customer.arrivesCancelled': { target: 'checking', actions: step({ cancelled: true }) },
      },
    },
    checking: {
      on: {
        'server.stillPending': [{ guard: 'wasCancelled', ...answered('cancelled', 'pending') }, answered('waiting', 'pending')],
        'server.succeeded': answered('paid', 'succeeded', { toast: { kind: 'success', message: messages.paymentStatus.paid } }),
        'server.declined': answered('failed', 'declined'),
        'server.voided': answered('failed', 'voided'),
        'server.cannotReachGateway': { target: 'unavailable', actions: step({ error: GATEWAY_DOWN }) },
        'network.fails': { target: 'unavailable', actions: step({ error: messages.checkout.genericError }) },
      },
    },
    waiting: {
      on: {
        'clock.almostPolls': { actions: step({}) },
        'clock.polls': { target: 'checking', actions: step({}) },
      },
    },
    paid: {
      on: {
        'clock.almostRedirects': { actions: step({}) },
        'clock.redirects': {
          target: 'redirected',
          actions: step({ navigation: { to: `/booking-confirmation?booking=${BOOKING_ID}&payment=${TRANSACTION_ID}`, replace: true } }),
        },
      },
    },
    redirected: { type: 'final' },
    failed: { type: 'final' },
    // Asking again forgets the Cancel: an undecided attempt is then waited for like any other.
    cancelled: { on: { 'user.checksAgain': { target: 'checking', actions: step({ cancelled: false }) } } },
    unavailable: { on: { 'user.retries': { target: 'checking', actions: step({}) } } },
  },
});

/** The real payment page machine with a scripted verify call, the path's clock, recorded toasts and navigation. */
export class PaymentStatusRun extends ScriptedRun<'verify'> {
  readonly clock: SimulatedClock | undefined;
  navigations: NavigateParams[] = [];
  private started: Actor<typeof paymentStatusMachine> | null = null;

  constructor(options: Partial<RunOptions> = {}) {
    super(options);
    this.clock = options.clock;
  }

  /** The page, once the customer has arrived on it. */
  get actor(): Actor<typeof paymentStatusMachine> {
    if (!this.started) throw new Error('the customer has not opened the payment page yet');
    return this.started;
  }

  get opened() {
    return this.started !== null;
  }

  /** The customer opens /payment/{transactionId}, with ?cancelled=1 when back by the hosted page's Cancel. */
  open(cancelled: boolean) {
    const logic = paymentStatusMachine.provide({
      actors: { verify: this.server.actor<PaymentDetails, { transactionId: string }>('verify') },
      actions: {
        notify: (_, notice) => void this.toasts.push(notice),
        navigate: (_, params) => void this.navigations.push(params),
      },
    });
    this.started = createActor(logic, { input: { transactionId: TRANSACTION_ID, cancelled }, ...this.options }).start();
  }

  override beginStep() {
    super.beginStep();
    this.navigations = [];
  }
}

function perform(run: PaymentStatusRun, event: ModelEvent<typeof userFlow>) {
  switch (event.type) {
    case 'customer.arrives':
      return run.open(false);
    case 'customer.arrivesCancelled':
      return run.open(true);
    case 'server.stillPending':
      return run.server.answer('verify', ANSWERS.pending);
    case 'server.succeeded':
      return run.server.answer('verify', ANSWERS.succeeded);
    case 'server.declined':
      return run.server.answer('verify', ANSWERS.declined);
    case 'server.voided':
      return run.server.answer('verify', ANSWERS.voided);
    case 'server.cannotReachGateway':
      return run.server.fail('verify', new ApiError(GATEWAY_DOWN, 502));
    case 'network.fails':
      return run.server.fail('verify', new TypeError('Failed to fetch'));
    case 'clock.almostPolls':
      return run.clock?.increment(PAYMENT_STATUS_POLL_MS - 1);
    case 'clock.polls':
      return run.clock?.increment(PAYMENT_STATUS_POLL_MS);
    case 'clock.almostRedirects':
      return run.clock?.increment(PAYMENT_REDIRECT_MS - 1);
    case 'clock.redirects':
      return run.clock?.increment(PAYMENT_REDIRECT_MS);
    case 'user.checksAgain':
      return run.actor.send({ type: 'status.checkAgain' });
    case 'user.retries':
      return run.actor.send({ type: 'status.retry' });
  }
}

export const paymentStatusFlow = defineFlowModel({
  name: 'payment status',
  model: userFlow,
  covers: [paymentStatusMachine],
  // Whether the customer came back by Cancel decides where an undecided answer leads.
  paths: pathPerTransitionKeyedBy((snapshot) => snapshot.context.cancelled),
  start: (options) => new PaymentStatusRun(options),
  perform,
});
