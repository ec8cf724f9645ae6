// The checkout as the customer, the server and the clock live it (no I/O), and how each of their moves is made on the
// REAL payment machine, whose calls (the methods on offer, the payment) are scripted and whose redirect waits on a
// simulated clock. The context is what the customer should see after each step: the method, the wallet chosen, the
// CVV kept, the field errors, the Payment Failed sentence, and what the step sent, toasted and navigated to.
import { assign, createActor, setup, SimulatedClock, type Actor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiError } from '../../src/api/client';
import type { PaymentAttempt, PaymentReceipt, PaymentRequest } from '../../src/api/payments';
import { PAYMENT_REDIRECT_MS } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import { hostedCardMethod, OFFERED_PAYMENT_METHODS, walletMethod, type PaymentMethodOption } from '../../src/domain/paymentMethods';
import type { CheckoutBooking, HostedRedirect, PaymentChannel } from '../../src/domain/types';
import type { NavigateParams } from '../../src/machines/notice';
import { paymentMachine, type PaymentEvent } from '../../src/machines/payment';
import { CARD_FIELDS, type CardValues, type PaymentFieldErrors } from '../../src/machines/paymentForm';
import { SAMPLE_CHECKOUT_BOOKING } from '../fixtures/booking';
import { defineFlowModel, settle, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedCalls } from '../setup/scriptedCalls';
import { answerMethodsList } from './paymentMethodsSteps';
import { serverMessages } from '../../server/messages';

export const BOOKING = SAMPLE_CHECKOUT_BOOKING;
const TRANSACTION_ID = 'txn_4242';

export const TYPED_CARD: CardValues = { cardNumber: '4242424242424242', cardHolder: ' Ayesha Khan ', expiryDate: '1230', cvv: '123', street: '12 Clifton Road', city: 'Karachi', state: 'Sindh', pincode: '75600' };
const MISTYPED_CARD: CardValues = { ...TYPED_CARD, cardNumber: '4242 4242', expiryDate: '13', cvv: '12', pincode: '7560' };
/** January 2020: expired whenever the test runs. */
const EXPIRED_CARD: CardValues = { ...TYPED_CARD, expiryDate: '0120' };
const EMPTY_CARD = Object.fromEntries(CARD_FIELDS.map((field) => [field, ''])) as CardValues;

/** A live server's list (PAYMENT_GATEWAY=live): the card on the gateway's hosted page, JazzCash and Easypaisa. */
export const LIVE_METHODS: PaymentMethodOption[] = [
  hostedCardMethod(),
  walletMethod([
    { id: 'jazzcash', name: 'JazzCash', needsPhone: true },
    { id: 'easypaisa', name: 'Easypaisa', needsPhone: true },
  ]),
];
export const HOSTED_PAGE: HostedRedirect = { url: 'https://checkout.gateway.example/pay?tracker=trk_1', method: 'GET', fields: {} };

/** What each kind of submit sends. */
export const SENT: Record<'card' | 'hostedCard' | 'upi' | 'wallet' | 'amazonpay' | 'jazzcash', PaymentRequest> = {
  hostedCard: { method: 'card', payload: { bookingId: BOOKING.bookingId } },
  card: {
    method: 'card',
    payload: {
      cardNumber: '4242424242424242',
      cardHolder: 'Ayesha Khan',
      expiryDate: '12/30',
      cvv: '123',
      billingAddress: { street: '12 Clifton Road', city: 'Karachi', state: 'Sindh', pincode: '75600' },
      bookingId: BOOKING.bookingId,
    },
  },
  upi: { method: 'upi', payload: { vpa: 'ayesha@oksbi', amount: BOOKING.price, bookingId: BOOKING.bookingId } },
  wallet: { method: 'wallet', payload: { walletType: 'phonepe', phone: '9876543210', bookingId: BOOKING.bookingId } },
  amazonpay: { method: 'wallet', payload: { walletType: 'amazonpay', phone: '', bookingId: BOOKING.bookingId } },
  jazzcash: { method: 'wallet', payload: { walletType: 'jazzcash', phone: '03001234567', bookingId: BOOKING.bookingId } },
};
const DECLINED: Record<PaymentChannel, string> = { card: messages.payments.cardDeclined, upi: messages.payments.upiDeclined, wallet: messages.payments.walletDeclined };
const SUCCESS: Record<PaymentChannel, string> = { card: messages.checkout.paymentSuccess, upi: messages.checkout.upiSuccess, wallet: messages.checkout.walletSuccess };
/** What a 400 names per method, and under which key the server sends it. */
const REFUSED: Record<PaymentChannel, { field: keyof PaymentFieldErrors; serverField?: string; text: string }> = {
  card: { field: 'cardNumber', text: messages.card.numberInvalid },
  upi: { field: 'vpa', text: messages.upi.invalid },
  wallet: { field: 'phone', text: messages.wallet.invalidMobile },
};
const FALLBACK: Record<PaymentChannel, string> = { card: messages.checkout.paymentFailed, upi: messages.checkout.upiFailed, wallet: messages.checkout.walletFailed };

interface Expected {
  method: PaymentChannel;
  /** The server is live: the card is paid on the gateway's hosted page. */
  hosted: boolean;
  /** The hosted page this step opened. */
  hostedPage: string | null;
  walletChosen: boolean;
  cvv: string;
  fieldErrors: PaymentFieldErrors;
  /** The sentence of the Payment Failed screen. */
  failure: string | null;
  /** What this step sent, toasted and navigated to. */
  sent: keyof typeof SENT | null;
  toast: string | null;
  navigation: string | null;
}

type PaymentModelEvent = {
  type:
    | 'customer.arrives'
    | 'customer.arrivesWithoutBooking'
    | 'server.listsMethods'
    | 'server.listsLiveMethods'
    | 'user.submitsHostedCard'
    | 'server.awaitsApproval'
    | 'server.sendsToHostedPage'
    | 'server.listsNoMethods'
    | 'network.failsMethods'
    | 'user.retriesMethods'
    | 'server.switchedOff'
    | 'user.picksCard'
    | 'user.picksUpi'
    | 'user.picksWallet'
    | 'user.submitsEmptyCard'
    | 'user.submitsMistypedCard'
    | 'user.submitsExpiredCard'
    | 'user.submitsCard'
    | 'user.submitsMistypedUpi'
    | 'user.submitsUpi'
    | 'user.submitsWalletUnchosen'
    | 'user.submitsWalletMistypedMobile'
    | 'user.submitsWallet'
    | 'user.submitsAmazonPay'
    | 'user.submitsJazzCashIndianMobile'
    | 'user.submitsJazzCash'
    | 'server.approves'
    | 'server.declines'
    | 'server.refusesInput'
    | 'network.fails'
    | 'user.retries'
    | 'clock.almostRedirects'
    | 'clock.redirects';
};

const start: Expected = { method: 'card', hosted: false, hostedPage: null, walletChosen: false, cvv: '', fieldErrors: {}, failure: null, sent: null, toast: null, navigation: null };
const step = (changes: Partial<Expected> | ((context: Expected) => Partial<Expected>)) =>
  assign<Expected, PaymentModelEvent, undefined, PaymentModelEvent, never>(({ context }) => ({
    ...context,
    sent: null,
    toast: null,
    navigation: null,
    hostedPage: null,
    ...(typeof changes === 'function' ? changes(context) : changes),
  }));
const submitted = (sent: keyof typeof SENT, changes: Partial<Expected> = {}) => ({ target: 'processing', actions: step({ fieldErrors: {}, sent, ...changes }) });

const userFlow = setup({
  types: { context: {} as Expected, events: {} as PaymentModelEvent },
  guards: {
    isWalletUnchosen: ({ context }) => !context.walletChosen,
    isHosted: ({ context }) => context.hosted,
    isTyped: ({ context }) => !context.hosted,
  },
}).createMachine({
  id: 'paymentFlow',
  context: start,
  initial: 'arriving',
  states: {
    // /checkout with the booking "Pay now" left in the navigation state, or opened directly without one.
    arriving: {
      on: {
        'customer.arrives': 'checkingMethods',
        'customer.arrivesWithoutBooking': { target: 'missingBooking', actions: step({ toast: messages.checkout.noBookingData, navigation: '/book' }) },
      },
    },
    missingBooking: { type: 'final' },
    // The checkout asks which methods the server offers before it shows a form.
    checkingMethods: {
      on: {
        'server.listsMethods': { target: 'form', actions: step({}) },
        // PAYMENT_GATEWAY=live: the card is typed on the gateway's own page, so the form has no card fields.
        'server.listsLiveMethods': { target: 'form', actions: step({ hosted: true }) },
        // PAYMENT_GATEWAY=off: an empty list.
        'server.listsNoMethods': { target: 'atWorkshop', actions: step({}) },
        'network.failsMethods': { target: 'methodsUnavailable', actions: step({}) },
      },
    },
    methodsUnavailable: { on: { 'user.retriesMethods': { target: 'checkingMethods', actions: step({}) } } },
    atWorkshop: { type: 'final' },
    form: {
      on: {
        'user.picksCard': { actions: step({ method: 'card' }) },
        'user.picksUpi': { actions: step({ method: 'upi' }) },
        'user.picksWallet': { actions: step({ method: 'wallet' }) },
        // Each submit is made on its method's form: the customer picks the method first.
        'user.submitsEmptyCard': {
          guard: 'isTyped',
          actions: step({
            method: 'card',
            cvv: '',
            fieldErrors: { cardNumber: messages.card.numberRequired, cardHolder: messages.card.holderRequired, expiryDate: messages.card.expiryRequired, cvv: messages.card.cvvRequired },
          }),
        },
        'user.submitsMistypedCard': {
          guard: 'isTyped',
          actions: step({
            method: 'card',
            cvv: '12',
            fieldErrors: { cardNumber: messages.card.numberInvalid, expiryDate: messages.card.expiryInvalid, cvv: messages.card.cvvInvalid, pincode: messages.card.postalCodeInvalid },
          }),
        },
        'user.submitsExpiredCard': { guard: 'isTyped', actions: step({ method: 'card', cvv: '123', fieldErrors: { expiryDate: messages.card.expired } }) },
        'user.submitsCard': { guard: 'isTyped', ...submitted('card', { method: 'card', cvv: '123' }) },
        'user.submitsHostedCard': { guard: 'isHosted', ...submitted('hostedCard', { method: 'card' }) },
        'user.submitsMistypedUpi': { actions: step({ method: 'upi', fieldErrors: { vpa: messages.upi.invalid } }) },
        'user.submitsUpi': submitted('upi', { method: 'upi' }),
        // Once a wallet is chosen it stays chosen: the "select a wallet" error needs a fresh form.
        'user.submitsWalletUnchosen': { guard: 'isWalletUnchosen', actions: step({ method: 'wallet', fieldErrors: { walletType: messages.wallet.selectWallet } }) },
        'user.submitsWalletMistypedMobile': { actions: step({ method: 'wallet', walletChosen: true, fieldErrors: { phone: messages.wallet.invalidMobile } }) },
        'user.submitsWallet': submitted('wallet', { method: 'wallet', walletChosen: true }),
        'user.submitsAmazonPay': submitted('amazonpay', { method: 'wallet', walletChosen: true }),
        // JazzCash and Easypaisa take a Pakistani mobile (03XXXXXXXXX), not the spec's 10-digit one.
        'user.submitsJazzCashIndianMobile': { actions: step({ method: 'wallet', walletChosen: true, fieldErrors: { phone: messages.wallet.invalidPakistaniMobile } }) },
        'user.submitsJazzCash': submitted('jazzcash', { method: 'wallet', walletChosen: true }),
      },
    },
    processing: {
      on: {
        // A real gateway has not decided: approval on the phone (the payment page follows it) or its hosted card page.
        'server.awaitsApproval': { target: 'leftForGateway', actions: step({ navigation: `/payment/${TRANSACTION_ID}` }) },
        'server.sendsToHostedPage': { target: 'leftForGateway', actions: step({ hostedPage: HOSTED_PAGE.url }) },
        'server.approves': { target: 'success', actions: step(({ method }) => ({ toast: SUCCESS[method] })) },
        'server.declines': { target: 'error', actions: step(({ method }) => ({ failure: DECLINED[method], toast: DECLINED[method] })) },
        // A 400 with field errors (e.g. a card number failing the server's Luhn check): shown, and kept for the form.
        'server.refusesInput': {
          target: 'error',
          actions: step(({ method }) => ({ failure: REFUSED[method].text, toast: REFUSED[method].text, fieldErrors: { [REFUSED[method].field]: REFUSED[method].text } })),
        },
        'network.fails': { target: 'error', actions: step(({ method }) => ({ failure: messages.checkout.genericError, toast: FALLBACK[method] })) },
        // Online payment was switched off after the checkout opened: no Payment Failed, the workshop takes payment.
        'server.switchedOff': { target: 'atWorkshop', actions: step({}) },
      },
    },
    success: {
      on: {
        'clock.almostRedirects': { actions: step({}) },
        'clock.redirects': { target: 'redirected', actions: step({ navigation: `/booking-confirmation?booking=${BOOKING.bookingId}&payment=${TRANSACTION_ID}` }) },
      },
    },
    redirected: { type: 'final' },
    leftForGateway: { type: 'final' },
    // Try Again keeps what was typed except the CVV.
    error: { on: { 'user.retries': { target: 'form', actions: step({ failure: null, cvv: '' }) } } },
  },
});

/** The real checkout with a scripted server, clock, toasts and navigation; the first use opens it with the booking. */
export class PaymentRun {
  readonly server = new ScriptedCalls<'submitPayment' | 'loadPaymentMethods'>();
  readonly clock: SimulatedClock;
  toasts: string[] = [];
  navigations: string[] = [];
  navigationParams: NavigateParams[] = [];
  hostedPages: HostedRedirect[] = [];
  /** The Idempotency-Key of the last attempt a path checked. */
  lastKey: string | null = null;
  private started: Actor<typeof paymentMachine> | null = null;

  constructor(
    private readonly options: Partial<RunOptions> = {},
    private readonly checkoutBooking: CheckoutBooking = BOOKING,
  ) {
    this.clock = options.clock ?? new SimulatedClock();
  }

  /** A checkout opened with the booking, on its form once the server has listed `methods`. */
  static async atForm(options: { booking?: CheckoutBooking; methods?: PaymentMethodOption[] } = {}): Promise<PaymentRun> {
    const run = new PaymentRun({}, options.booking);
    run.open(true);
    run.server.answer('loadPaymentMethods', options.methods ?? OFFERED_PAYMENT_METHODS);
    await settle();
    return run;
  }

  get actor(): Actor<typeof paymentMachine> {
    this.started ??= this.open(true);
    return this.started;
  }

  /** The attempts sent (since the last step began, on a model path). */
  get attempts() {
    return this.server.calls.filter(({ name }) => name === 'submitPayment').map(({ input }) => input as PaymentAttempt);
  }

  /** The customer opens /checkout, with the booking in the navigation state or (a direct visit) without. */
  open(withBooking: boolean): Actor<typeof paymentMachine> {
    const logic = paymentMachine.provide({
      actors: {
        loadPaymentMethods: this.server.actor<PaymentMethodOption[]>('loadPaymentMethods'),
        submitPayment: this.server.actor<PaymentReceipt, PaymentAttempt>('submitPayment'),
      },
      actions: {
        notify: (_, { message }) => void this.toasts.push(message),
        navigate: (_, params) => {
          this.navigations.push(params.to);
          this.navigationParams.push(params);
        },
        openHostedPage: (_, redirect) => void this.hostedPages.push(redirect),
      },
    });
    this.started = createActor(logic, { input: { booking: withBooking ? this.checkoutBooking : null }, ...this.options, clock: this.clock }).start();
    return this.started;
  }

  send = (event: PaymentEvent) => this.actor.send(event);

  typeCard(values: CardValues) {
    for (const field of CARD_FIELDS) this.send({ type: 'payment.change', field, value: values[field] });
  }

  /** Picks the method, types the values given and submits. */
  submit(method: PaymentChannel, type: () => void = () => {}) {
    this.send({ type: 'payment.selectMethod', method });
    type();
    this.send({ type: 'payment.submit' });
  }

  answer(outcome: { receipt: PaymentReceipt } | { error: unknown }) {
    if ('receipt' in outcome) this.server.answer('submitPayment', outcome.receipt);
    else this.server.fail('submitPayment', outcome.error);
  }

  beginStep() {
    this.server.beginStep();
    this.toasts = [];
    this.navigations = [];
    this.navigationParams = [];
    this.hostedPages = [];
  }
}

function perform(run: PaymentRun, event: ModelEvent<typeof userFlow>, from: { context: Expected }) {
  const { send } = run;
  const { method } = from.context;
  switch (event.type) {
    case 'customer.arrives':
      return void run.open(true);
    case 'customer.arrivesWithoutBooking':
      return void run.open(false);
    case 'server.listsMethods':
    case 'server.listsNoMethods':
    case 'network.failsMethods':
      return answerMethodsList(run.server, event.type);
    case 'server.listsLiveMethods':
      return run.server.answer('loadPaymentMethods', LIVE_METHODS);
    case 'user.submitsHostedCard':
      return run.submit('card');
    case 'server.awaitsApproval':
      return run.answer({ receipt: { outcome: 'pending', redirect: null, transactionId: TRANSACTION_ID, message: messages.payments.awaitingWallet, instrument: null } });
    case 'server.sendsToHostedPage':
      return run.answer({ receipt: { outcome: 'pending', redirect: HOSTED_PAGE, transactionId: TRANSACTION_ID, message: messages.payments.toHostedPage, instrument: null } });
    case 'user.retriesMethods':
      return send({ type: 'payment.retryMethods' });
    case 'server.switchedOff':
      return run.answer({ error: new ApiError(serverMessages.onlinePaymentOff, 503) });
    case 'user.picksCard':
      return send({ type: 'payment.selectMethod', method: 'card' });
    case 'user.picksUpi':
      return send({ type: 'payment.selectMethod', method: 'upi' });
    case 'user.picksWallet':
      return send({ type: 'payment.selectMethod', method: 'wallet' });
    case 'user.submitsEmptyCard':
      return run.submit('card', () => run.typeCard(EMPTY_CARD));
    case 'user.submitsMistypedCard':
      return run.submit('card', () => run.typeCard(MISTYPED_CARD));
    case 'user.submitsExpiredCard':
      return run.submit('card', () => run.typeCard(EXPIRED_CARD));
    case 'user.submitsCard':
      return run.submit('card', () => run.typeCard(TYPED_CARD));
    case 'user.submitsMistypedUpi':
      return run.submit('upi', () => send({ type: 'payment.change', field: 'vpa', value: 'ayesha' }));
    case 'user.submitsUpi':
      return run.submit('upi', () => send({ type: 'payment.change', field: 'vpa', value: ' ayesha@oksbi ' }));
    case 'user.submitsWalletUnchosen':
      return run.submit('wallet', () => send({ type: 'payment.change', field: 'phone', value: '9876543210' }));
    case 'user.submitsWalletMistypedMobile':
      return run.submit('wallet', () => {
        send({ type: 'payment.change', field: 'walletType', value: 'paytm' });
        send({ type: 'payment.change', field: 'phone', value: '12345' });
      });
    case 'user.submitsWallet':
      return run.submit('wallet', () => {
        send({ type: 'payment.change', field: 'walletType', value: 'phonepe' });
        send({ type: 'payment.change', field: 'phone', value: '98765-43210' });
      });
    case 'user.submitsAmazonPay':
      return run.submit('wallet', () => send({ type: 'payment.change', field: 'walletType', value: 'amazonpay' }));
    case 'user.submitsJazzCashIndianMobile':
      return run.submit('wallet', () => {
        send({ type: 'payment.change', field: 'walletType', value: 'jazzcash' });
        send({ type: 'payment.change', field: 'phone', value: '9876543210' });
      });
    case 'user.submitsJazzCash':
      return run.submit('wallet', () => {
        send({ type: 'payment.change', field: 'walletType', value: 'jazzcash' });
        send({ type: 'payment.change', field: 'phone', value: '0300-1234567' });
      });
    case 'server.approves':
      return run.answer({ receipt: { outcome: 'paid', redirect: null, transactionId: TRANSACTION_ID, message: 'Payment approved', instrument: { method: 'card', brand: 'visa', last4: '4242', walletType: null } } });
    case 'server.declines':
      return run.answer({ error: new ApiError(DECLINED[method], 402) });
    case 'server.refusesInput': {
      const { field, serverField, text } = REFUSED[method];
      return run.answer({ error: new ApiError(text, 400, { [serverField ?? field]: [text] }) });
    }
    case 'network.fails':
      return run.answer({ error: new TypeError('Failed to fetch') });
    case 'user.retries':
      return send({ type: 'payment.retry' });
    case 'clock.almostRedirects':
      return run.clock.increment(PAYMENT_REDIRECT_MS - 1);
    case 'clock.redirects':
      return run.clock.increment(PAYMENT_REDIRECT_MS);
  }
}

export const paymentFlow = defineFlowModel({
  name: 'payment',
  model: userFlow,
  covers: [paymentMachine],
  paths: (model) => {
    const testModel = createTestModel(model);
    // Trying again after the methods failed comes back to a state the shortest paths already reach another way.
    const retry = testModel.getPathsFromEvents(
      (['customer.arrives', 'network.failsMethods', 'user.retriesMethods', 'server.listsMethods'] as const).map((type) => ({ type })),
    );
    return [...testModel.getShortestPaths(), ...retry];
  },
  start: (options) => new PaymentRun(options),
  perform,
});
