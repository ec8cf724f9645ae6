// The front desk's New booking / Walk in now dialog as the desk and the server live it (no I/O), and how each move is
// made on the REAL deskBooking machine, whose calls (and its time choice's) are scripted and whose search waits on
// the path's simulated clock. Two flow models: finding or adding the customer, and booking (the service, the day and
// its free times, sending, the server's refusals and its duplicate warning, the walk-in).
import { assign, createActor, setup, type Actor } from 'xstate';
import type { AvailableTimesQuery } from '../../src/api/bookings';
import { ApiError } from '../../src/api/client';
import type { DeskAnswer } from '../../src/api/desk';
import type { CustomerFile, CustomerSummary, DeskBookingRequest } from '../../src/domain/desk';
import type { BoardBooking } from '../../src/domain/staff';
import type { AvailableTime } from '../../src/domain/types';
import { deskBookingMachine, type DeskBookingInput, type DeskCatalogue } from '../../src/machines/deskBooking';
import { chosenCustomerOf } from '../../src/machines/deskBookingForm';
import { timeChoiceMachine } from '../../src/machines/timeChoice';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedCalls } from '../setup/scriptedCalls';
import { ADDONS, BOOKED_SENTENCE, BOOKING, ENGINE_BAY, FILE, NOW, SECOND_CAR, SERVICES, SUMMARY, TODAY, TOMORROW } from './deskFixtures';

export type DeskCall = 'services' | 'customers' | 'customer' | 'book' | 'times';
export const QUERY = ' Bilal ';
export const SEARCH_DELAY_MS = 300;
export const TIMES: AvailableTime[] = [
  { time: '08:00', available: false },
  { time: '10:00', available: true },
  { time: '12:00', available: true },
];
export const OTHER_DAY = '2026-12-03';
export const NEW_CUSTOMER = { full_name: 'Sana Iqbal', phone: '0321-7654321', email: 'bilal@example.pk' } as const;
export const NEW_CAR = { make: 'Toyota', model: 'Yaris', year: '2022', license_plate: 'bkc-552', color: '' } as const;
export const TAKEN_SENTENCE = 'This time was just taken. Choose another time.';
export const FULL_SENTENCE = 'No bay is free for this service now.';
export const CAR_REFUSAL = "This car is not one of the customer's saved cars.";
export const PHONE_DUPLICATE = 'Bilal Ahmed already has this phone number. Book for them, or confirm that a new customer shares the phone.';
export const EMAIL_DUPLICATE = 'Bilal Ahmed already has this e-mail address. Book for them instead.';

/** What the dialog loads when it opens: the main services and the add-ons. */
export const CATALOGUE: DeskCatalogue = { services: SERVICES, addons: ADDONS };

const EXISTING = { id: SUMMARY.id, full_name: SUMMARY.full_name, email: SUMMARY.email, phone: SUMMARY.phone };

/** The real machine with a scripted server, started when the desk opens the dialog. */
export class DeskBookingRun {
  readonly server = new ScriptedCalls<DeskCall>();
  actor: Actor<typeof deskBookingMachine> | null = null;

  constructor(private readonly options: Partial<RunOptions> = {}) {}

  /** The path's clock: the search waits for a pause in typing on it. */
  get clock() {
    return this.options.clock;
  }

  open(input: Omit<DeskBookingInput, 'now'>) {
    const { server } = this;
    const logic = deskBookingMachine.provide({
      actors: {
        loadServices: server.actor<DeskCatalogue>('services'),
        findCustomers: server.actor<CustomerSummary[], { query: string }>('customers'),
        loadCustomer: server.actor<CustomerFile, { customerId: string }>('customer'),
        submitBooking: server.actor<DeskAnswer<BoardBooking>, DeskBookingRequest>('book'),
        timeChoice: timeChoiceMachine.provide({ actors: { loadTimes: server.actor<AvailableTime[], AvailableTimesQuery>('times') } }),
      },
    });
    this.actor = createActor(logic, { input: { ...input, now: () => NOW }, ...this.options }).start();
  }

  send: Actor<typeof deskBookingMachine>['send'] = (event) => this.actor!.send(event);

  /** A failure of whichever call is in flight. */
  failing(error: unknown) {
    this.server.fail(this.server.inFlight(['services', 'customers', 'customer', 'book', 'times']), error);
  }

  beginStep() {
    this.server.beginStep();
  }
}

// ---- Finding or adding the customer ----

export interface CustomerExpected {
  query: string;
  matches: number;
  customer: string | null;
  carId: string | null;
  newName: string;
}

type CustomerModelEvent = {
  type:
    | 'desk.opens'
    | 'server.listsServices'
    | 'network.fails'
    | 'user.retries'
    | 'user.dismisses'
    | 'user.typesShort'
    | 'user.typesQuery'
    | 'clock.pauses'
    | 'server.findsCustomers'
    | 'server.findsNone'
    | 'user.retriesSearch'
    | 'user.chooses'
    | 'server.answersCustomer'
    | 'user.retriesCustomer'
    | 'user.findsInstead'
    | 'user.addsNew'
    | 'user.typesNewCustomer'
    | 'user.picksNewCar'
    | 'user.picksSavedCar';
};

const NOBODY: CustomerExpected = { query: '', matches: 0, customer: null, carId: null, newName: '' };
const goCustomer = (target: string, changes: Partial<CustomerExpected> = {}) => ({
  target,
  actions: assign<CustomerExpected, CustomerModelEvent, undefined, CustomerModelEvent, never>(({ context }) => ({ ...context, ...changes })),
});
const typed = { 'user.typesQuery': goCustomer('typing', { query: QUERY }), 'user.typesShort': goCustomer('idle', { query: 'B', matches: 0 }) };
const findAgain = goCustomer('idle', { ...NOBODY });

const customerFlow = setup({ types: { context: {} as CustomerExpected, events: {} as CustomerModelEvent } }).createMachine({
  id: 'deskBookingCustomerFlow',
  context: NOBODY,
  initial: 'closed',
  states: {
    closed: { on: { 'desk.opens': 'loadingServices' } },
    loadingServices: { on: { 'server.listsServices': 'idle', 'network.fails': 'servicesFailed', 'user.dismisses': 'dismissed' } },
    servicesFailed: { on: { 'user.retries': 'loadingServices', 'user.dismisses': 'dismissed' } },
    dismissed: { type: 'final' },
    idle: { on: { ...typed, 'user.addsNew': goCustomer('adding') } },
    typing: { on: { ...typed, 'clock.pauses': 'searching' } },
    searching: {
      on: {
        ...typed,
        'server.findsCustomers': goCustomer('found', { matches: 1 }),
        'server.findsNone': 'noMatch',
        'network.fails': 'searchFailed',
      },
    },
    found: { on: { ...typed, 'user.chooses': 'loadingCustomer' } },
    noMatch: { on: { 'user.addsNew': goCustomer('adding') } },
    searchFailed: { on: { 'user.retriesSearch': 'searching' } },
    loadingCustomer: { on: { 'server.answersCustomer': goCustomer('chosen', { customer: SUMMARY.id, carId: FILE.cars[0]!.id }), 'network.fails': 'loadFailed' } },
    loadFailed: { on: { 'user.retriesCustomer': 'loadingCustomer', 'user.findsInstead': findAgain } },
    adding: { on: { 'user.typesNewCustomer': goCustomer('adding', { newName: NEW_CUSTOMER.full_name }), 'user.findsInstead': findAgain } },
    chosen: {
      on: {
        'user.picksNewCar': goCustomer('chosen', { carId: null }),
        'user.picksSavedCar': goCustomer('chosen', { carId: SECOND_CAR.id }),
        'user.findsInstead': findAgain,
        'user.addsNew': goCustomer('adding', { customer: null, carId: null }),
      },
    },
  },
});

function performCustomer(run: DeskBookingRun, event: ModelEvent<typeof customerFlow>) {
  const { server, send } = run;
  switch (event.type) {
    case 'desk.opens':
      return run.open({ mode: 'booking', date: TOMORROW });
    case 'server.listsServices':
      return server.answer('services', CATALOGUE);
    case 'network.fails':
      return run.failing(new TypeError('Failed to fetch'));
    case 'user.retries':
      return send({ type: 'desk.retry' });
    case 'user.dismisses':
      return send({ type: 'desk.dismiss' });
    case 'user.typesShort':
      return send({ type: 'customer.type', query: 'B' });
    case 'user.typesQuery':
      return send({ type: 'customer.type', query: QUERY });
    case 'clock.pauses':
      return run.clock?.increment(SEARCH_DELAY_MS);
    case 'server.findsCustomers':
      return server.answer('customers', [SUMMARY]);
    case 'server.findsNone':
      return server.answer('customers', []);
    case 'user.retriesSearch':
      return send({ type: 'customer.retrySearch' });
    case 'user.chooses':
      return send({ type: 'customer.choose', customerId: SUMMARY.id });
    case 'server.answersCustomer':
      return server.answer('customer', FILE);
    case 'user.retriesCustomer':
      return send({ type: 'customer.retry' });
    case 'user.findsInstead':
      return send({ type: 'customer.find' });
    case 'user.addsNew':
      return send({ type: 'customer.addNew' });
    case 'user.typesNewCustomer':
      return send({ type: 'newCustomer.change', field: 'full_name', value: NEW_CUSTOMER.full_name });
    case 'user.picksNewCar':
      return send({ type: 'car.choose', carId: null });
    case 'user.picksSavedCar':
      return send({ type: 'car.choose', carId: SECOND_CAR.id });
  }
}

export const deskBookingCustomerFlow = defineFlowModel({
  name: 'deskBooking customer',
  model: customerFlow,
  covers: [],
  start: (options) => new DeskBookingRun(options),
  perform: performCustomer,
});

// ---- Booking: service, day, time, sending, refusals, the duplicate warning, the walk-in ----

export type SentRequest = 'saved' | 'otherCar' | 'new' | 'shared' | 'walkIn';

export interface BookingExpected {
  /** The field errors shown, by field. */
  errors: string[];
  formError: string | null;
  /** What the last step sent, if it sent the booking. */
  sent: SentRequest | null;
  date: string;
  time: string | null;
  /** The customer chosen; null while a new one is typed in. */
  customer: string | null;
  source: string;
  /** The add-ons chosen (Engine Bay Cleaning, or none). */
  addons: number;
  output: string | null;
}

type BookingModelEvent = {
  type:
    | 'desk.opensForCustomer'
    | 'desk.opensWalkIn'
    | 'server.listsServices'
    | 'server.answersTimes'
    | 'server.accepts'
    | 'server.refusesTimeTaken'
    | 'server.refusesCar'
    | 'server.warnsPhoneDuplicate'
    | 'server.warnsEmailDuplicate'
    | 'server.answersCustomer'
    | 'network.fails'
    | 'user.submits'
    | 'user.picksService'
    | 'user.picksAddon'
    | 'user.dropsAddon'
    | 'user.picksDay'
    | 'user.setsDetails'
    | 'user.addsNewCustomer'
    | 'user.typesBadPhone'
    | 'user.fixesPhone'
    | 'user.sharesPhone'
    | 'user.usesExisting'
    | 'user.goesBack'
    | 'user.dismisses';
};

const START: BookingExpected = { errors: [], formError: null, sent: null, date: TOMORROW, time: '10:00', customer: SUMMARY.id, source: 'phone', addons: 0, output: null };
const goBooking = (target: string, changes: Partial<BookingExpected> = {}) => ({
  target,
  actions: assign<BookingExpected, BookingModelEvent, undefined, BookingModelEvent, never>(({ context }) => ({ ...context, sent: null, ...changes })),
});
const booked = goBooking('booked', { output: BOOKED_SENTENCE });

const bookingFlow = setup({ types: { context: {} as BookingExpected, events: {} as BookingModelEvent } }).createMachine({
  id: 'deskBookingFlow',
  context: START,
  initial: 'closed',
  states: {
    closed: { on: { 'desk.opensForCustomer': goBooking('loadingServices'), 'desk.opensWalkIn': goBooking('walkInLoading', { source: 'walk_in', time: null, date: TODAY }) } },
    loadingServices: { on: { 'server.listsServices': 'noService' } },
    noService: {
      on: {
        'user.submits': goBooking('noService', { errors: ['service'] }),
        'user.picksService': goBooking('loadingTimes', { errors: [], time: null }),
        'user.dismisses': 'dismissed',
      },
    },
    loadingTimes: { on: { 'server.answersTimes': goBooking('ready', { time: '10:00' }) } },
    ready: {
      on: {
        'user.picksDay': goBooking('loadingTimes', { date: OTHER_DAY, time: null }),
        'user.setsDetails': goBooking('ready', { source: 'whatsapp' }),
        'user.submits': goBooking('submitting', { errors: [], formError: null, sent: 'saved' }),
        'user.addsNewCustomer': goBooking('readyNew', { customer: null, errors: [] }),
        // the free times are asked again for the whole visit
        'user.picksAddon': goBooking('addonLoadingTimes', { addons: 1, time: null }),
      },
    },
    addonLoadingTimes: { on: { 'server.answersTimes': goBooking('readyWithAddon', { time: '10:00' }) } },
    readyWithAddon: {
      on: {
        'user.submits': goBooking('submitting', { errors: [], formError: null, sent: 'saved' }),
        'user.dropsAddon': goBooking('loadingTimes', { addons: 0, time: null }),
      },
    },
    submitting: {
      on: {
        'server.accepts': booked,
        // the time went meanwhile: the refusal shows and the day's times are asked again
        'server.refusesTimeTaken': goBooking('loadingTimes', { formError: TAKEN_SENTENCE, time: null }),
        'server.refusesCar': goBooking('ready', { formError: CAR_REFUSAL, errors: ['car'] }),
        'network.fails': goBooking('ready', { formError: 'fallback' }),
      },
    },
    readyNew: {
      on: {
        'user.typesBadPhone': goBooking('badPhone', { errors: ['phone'] }),
        'user.submits': goBooking('submittingNew', { errors: [], formError: null, sent: 'new' }),
        // another day: the new customer typed in stays
        'user.picksDay': goBooking('newLoadingTimes', { date: OTHER_DAY, time: null }),
      },
    },
    newLoadingTimes: { on: { 'server.answersTimes': goBooking('readyNew', { time: '10:00' }) } },
    // the schema refused the phone before sending: nothing went to the server
    badPhone: { on: { 'user.submits': goBooking('badPhone'), 'user.fixesPhone': goBooking('readyNew', { errors: [] }) } },
    submittingNew: {
      on: {
        'server.warnsPhoneDuplicate': goBooking('duplicatePhone', { formError: PHONE_DUPLICATE }),
        'server.warnsEmailDuplicate': goBooking('duplicateEmail', { formError: EMAIL_DUPLICATE }),
      },
    },
    duplicatePhone: {
      on: {
        'user.sharesPhone': goBooking('submittingShared', { formError: null, sent: 'shared' }),
        'user.usesExisting': goBooking('loadingExisting', { formError: null }),
        'user.goesBack': goBooking('readyNew', { formError: null }),
        'user.dismisses': 'dismissed',
      },
    },
    duplicateEmail: { on: { 'user.usesExisting': goBooking('loadingExisting', { formError: null }), 'user.sharesPhone': goBooking('duplicateEmail') } },
    submittingShared: { on: { 'server.accepts': booked } },
    loadingExisting: { on: { 'server.answersCustomer': goBooking('readyOtherCar', { customer: SUMMARY.id }) } },
    // the existing customer's default car is chosen: the new car typed in is not sent
    readyOtherCar: { on: { 'user.submits': goBooking('submittingOtherCar', { sent: 'otherCar' }) } },
    submittingOtherCar: { on: { 'server.accepts': booked } },
    walkInLoading: { on: { 'server.listsServices': 'walkIn' } },
    walkIn: { on: { 'user.submits': goBooking('walkIn', { errors: ['service'] }), 'user.picksService': goBooking('walkInReady', { errors: [] }) } },
    walkInReady: { on: { 'user.submits': goBooking('walkInSubmitting', { sent: 'walkIn' }) } },
    walkInSubmitting: { on: { 'server.accepts': booked, 'server.refusesTimeTaken': goBooking('walkInReady', { formError: FULL_SENTENCE }) } },
    booked: { type: 'final' },
    dismissed: { type: 'final' },
  },
});

const refusal = (message: string, status: number, fields: Record<string, string[]> = {}, reason: ApiError['reason'] = null, data: unknown = null) =>
  new ApiError(message, status, fields, reason, data);

function performBooking(run: DeskBookingRun, event: ModelEvent<typeof bookingFlow>) {
  const { server, send } = run;
  switch (event.type) {
    case 'desk.opensForCustomer':
      return run.open({ mode: 'booking', date: TOMORROW, time: '10:00', customer: chosenCustomerOf(FILE) });
    case 'desk.opensWalkIn':
      return run.open({ mode: 'walkIn', customer: chosenCustomerOf(FILE) });
    case 'server.listsServices':
      return server.answer('services', CATALOGUE);
    case 'server.answersTimes':
      return server.answer('times', TIMES);
    case 'server.accepts':
      return server.answer('book', { message: BOOKED_SENTENCE, data: BOOKING });
    case 'server.refusesTimeTaken':
      return server.fail('book', refusal(run.actor!.getSnapshot().context.mode === 'walkIn' ? FULL_SENTENCE : TAKEN_SENTENCE, 409, {}, 'time_taken'));
    case 'server.refusesCar':
      return server.fail('book', refusal(CAR_REFUSAL, 400, { car: [CAR_REFUSAL] }));
    case 'server.warnsPhoneDuplicate':
      return server.fail('book', refusal(PHONE_DUPLICATE, 409, {}, null, { existing_customer: { ...EXISTING, email: null } }));
    case 'server.warnsEmailDuplicate':
      return server.fail('book', refusal(EMAIL_DUPLICATE, 409, {}, null, { existing_customer: EXISTING }));
    case 'server.answersCustomer':
      return server.answer('customer', FILE);
    case 'network.fails':
      return run.failing(new TypeError('Failed to fetch'));
    case 'user.submits':
      return send({ type: 'desk.submit' });
    case 'user.picksService':
      return send({ type: 'desk.pickService', serviceId: SERVICES[0]!.id });
    case 'user.picksDay':
      return send({ type: 'desk.pickDate', date: OTHER_DAY });
    case 'user.picksAddon':
      return send({ type: 'desk.toggleAddon', addonId: ENGINE_BAY.id, chosen: true });
    case 'user.dropsAddon':
      return send({ type: 'desk.toggleAddon', addonId: ENGINE_BAY.id, chosen: false });
    case 'user.setsDetails':
      send({ type: 'desk.pickSource', source: 'whatsapp' });
      send({ type: 'desk.changeNotes', notes: ' Rang at 9 ' });
      return send({ type: 'desk.setNotify', notify: false });
    case 'user.addsNewCustomer':
      send({ type: 'customer.addNew' });
      for (const [field, value] of Object.entries(NEW_CUSTOMER) as Array<[keyof typeof NEW_CUSTOMER, string]>) send({ type: 'newCustomer.change', field, value });
      for (const [field, value] of Object.entries(NEW_CAR) as Array<[keyof typeof NEW_CAR, string]>) send({ type: 'newCar.change', field, value });
      return;
    case 'user.typesBadPhone':
      send({ type: 'newCustomer.change', field: 'phone', value: '12345' });
      return send({ type: 'desk.submit' });
    case 'user.fixesPhone':
      return send({ type: 'newCustomer.change', field: 'phone', value: NEW_CUSTOMER.phone });
    case 'user.sharesPhone':
      return send({ type: 'duplicate.share' });
    case 'user.usesExisting':
      return send({ type: 'duplicate.use' });
    case 'user.goesBack':
      return send({ type: 'duplicate.back' });
    case 'user.dismisses':
      return send({ type: 'desk.dismiss' });
  }
}

export const deskBookingFlow = defineFlowModel({
  name: 'deskBooking',
  model: bookingFlow,
  covers: [],
  start: (options) => new DeskBookingRun(options),
  perform: performBooking,
});
