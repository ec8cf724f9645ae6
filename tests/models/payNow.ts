// "Pay now" as the customer and the server live it (no I/O), and how each of their moves is made on the REAL payNow
// machine, whose calls (the methods on offer, the booking) are scripted. Two things go on at once: whether Pay now is
// offered (until the methods list comes back empty: then the booking is paid at the workshop) and opening the
// checkout. The context is what the customer should notice after each step: the booking the checkout was opened with,
// the failure told, and whether the booking was asked for.
import { assign, createActor, not, setup, stateIn } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiError } from '../../src/api/client';
import { messages } from '../../src/domain/messages';
import type { PaymentMethodOption } from '../../src/domain/paymentMethods';
import type { BookingDetail } from '../../src/domain/types';
import type { NavigateParams } from '../../src/machines/notice';
import { payNowMachine } from '../../src/machines/payNow';
import { SAMPLE_DEPOSIT_DUE, sampleBookingDetail } from '../fixtures/booking';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';
import { answerMethodsList } from './paymentMethodsSteps';

type PayNowModelEvent = {
  type:
    | 'server.listsMethods'
    | 'server.listsNoMethods'
    | 'network.failsMethods'
    | 'user.paysFromDetail'
    | 'user.paysFromList'
    | 'server.returnsBooking'
    | 'server.refuses'
    | 'network.fails';
};

const ON_PAGE = sampleBookingDetail({ id: 'bk-on-page' });
/** The booking My Bookings loads asks for a deposit: the checkout is opened for the deposit. */
export const LOADED = sampleBookingDetail({ id: 'bk-loaded', deposit: SAMPLE_DEPOSIT_DUE });
const REFUSAL = 'Booking not found.';

/** What the customer should see after each step. */
interface Expected {
  /** The booking the checkout was opened with by this step, if any. */
  openedWith: BookingDetail | null;
  /** The failure toast of this step, if any. */
  failure: string | null;
  /** Whether this step asked the server for the booking. */
  loaded: boolean;
}

const quiet: Expected = { openedWith: null, failure: null, loaded: false };
const step = (changes: Partial<Expected>) => assign<Expected, PayNowModelEvent, undefined, PayNowModelEvent, never>(() => ({ ...quiet, ...changes }));

const userFlow = setup({
  types: { context: {} as Expected, events: {} as PayNowModelEvent },
  // Pay now is on the page unless the workshop takes payment.
  guards: { payNowShown: not(stateIn({ offer: 'atWorkshop' })) },
}).createMachine({
  id: 'payNowFlow',
  context: quiet,
  type: 'parallel',
  states: {
    offer: {
      initial: 'checking',
      states: {
        // Pay now shows while the page asks which methods the server offers (one request for all its buttons).
        checking: {
          on: {
            'server.listsMethods': { target: 'online', actions: step({}) },
            // PAYMENT_GATEWAY=off: an empty list takes Pay now away.
            'server.listsNoMethods': { target: 'atWorkshop', actions: step({}) },
            // Not known: Pay now stays, and the checkout asks again.
            'network.failsMethods': { target: 'online', actions: step({}) },
          },
        },
        online: {},
        atWorkshop: {},
      },
    },
    checkout: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.paysFromDetail': { guard: 'payNowShown', actions: step({ openedWith: ON_PAGE }) },
            'user.paysFromList': { guard: 'payNowShown', target: 'loading', actions: step({ loaded: true }) },
          },
        },
        loading: {
          on: {
            'server.returnsBooking': { target: 'idle', actions: step({ openedWith: LOADED }) },
            'server.refuses': { target: 'idle', actions: step({ failure: REFUSAL }) },
            'network.fails': { target: 'idle', actions: step({ failure: messages.confirmation.loadFailed }) },
          },
        },
      },
    },
  },
});

/** The real machine with a scripted booking load, recorded navigation and toasts. */
export class PayNowRun extends ScriptedRun<'loadBooking' | 'loadPaymentMethods'> {
  navigations: NavigateParams[] = [];
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    super(options);
    const logic = payNowMachine.provide({
      actors: {
        loadBooking: this.server.actor<BookingDetail, { bookingId: string }>('loadBooking'),
        loadPaymentMethods: this.server.actor<PaymentMethodOption[]>('loadPaymentMethods'),
      },
      actions: {
        navigate: (_, params) => void this.navigations.push(params),
        notify: (_, notice) => void this.toasts.push(notice),
      },
    });
    this.actor = createActor(logic, { input: { bookingId: LOADED.id }, ...options }).start();
  }

  /** The bookings this step asked the server for. */
  get loads() {
    return this.server.calls.filter(({ name }) => name === 'loadBooking').map(({ input }) => (input as { bookingId: string }).bookingId);
  }

  override beginStep() {
    super.beginStep();
    this.navigations = [];
  }
}

function perform(run: PayNowRun, event: ModelEvent<typeof userFlow>) {
  switch (event.type) {
    case 'server.listsMethods':
    case 'server.listsNoMethods':
    case 'network.failsMethods':
      return answerMethodsList(run.server, event.type);
    case 'user.paysFromDetail':
      return run.actor.send({ type: 'payNow.open', booking: ON_PAGE });
    case 'user.paysFromList':
      return run.actor.send({ type: 'payNow.open', booking: null });
    case 'server.returnsBooking':
      return run.server.answer('loadBooking', LOADED);
    case 'server.refuses':
      return run.server.fail('loadBooking', new ApiError(REFUSAL, 404));
    case 'network.fails':
      return run.server.fail('loadBooking', new TypeError('Failed to fetch'));
  }
}

export const payNowFlow = defineFlowModel({
  name: 'payNow',
  model: userFlow,
  covers: [payNowMachine],
  // Only what the customer can do in each state: no Pay now to press while the workshop takes payment.
  paths: (model) => createTestModel(model).getSimplePaths({ filterEvents: (snapshot, event) => snapshot.can(event) }),
  start: (options) => new PayNowRun(options),
  perform,
});
