// Model-based tests of the booking wizard: an abstract model of what the customer, the server and the clock do
// (no I/O), whose generated paths drive the REAL wizard machine with scripted actors and a simulated clock.
import { afterAll, describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, SimulatedClock, type Actor, type AnyStateNode, type AnyTransitionDefinition, type NonReducibleUnknown } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { AvailableDatesQuery, AvailableDay, CreatedBooking, NewBooking } from '../../src/api/bookings';
import type { Car, NewCar } from '../../src/api/cars';
import { ApiError } from '../../src/api/client';
import { AVAILABILITY_DAYS, WIZARD_AUTO_ADVANCE_MS } from '../../src/domain/constants';
import { addDays, todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { Service } from '../../src/domain/types';
import { bookingWizardMachine, isBookingComplete, type CarFormValues } from '../../src/machines/bookingWizard';

const EVENT_TYPES = [
  'user.opens',
  'user.opensWithService',
  'user.retries',
  'user.selectsService',
  'user.pressesNext',
  'user.pressesPrevious',
  'user.jumpsToReview',
  'user.jumpsToService',
  'user.jumpsToVehicle',
  'user.jumpsToSchedule',
  'user.picksOtherDate',
  'user.typesNotes',
  'user.selectsCar',
  'user.opensCarForm',
  'user.closesCarForm',
  'user.savesIncompleteCar',
  'user.savesCar',
  'user.picksDate',
  'user.picksFullDate',
  'user.confirms',
  'session.ends',
  'server.servicesLoaded',
  'server.servicesLoadedWithoutIt',
  'server.servicesFail',
  'server.carsLoaded',
  'server.carsLoadedEmpty',
  'server.carsFail',
  'server.carAdded',
  'server.refusesCar',
  'server.datesLoaded',
  'server.datesFail',
  'server.bookingCreated',
  'server.refusesBooking',
  'server.dayFull',
  'network.fails',
  'clock.almostAdvances',
  'clock.autoAdvance',
] as const;
type ModelEvent = { type: (typeof EVENT_TYPES)[number] };

/** What the customer should notice after each step. */
interface Expected {
  step: number;
  service: boolean;
  car: 'default' | 'new' | null;
  carsSeen: boolean;
  date: boolean;
  formError: string | null;
  toast: string | null;
  navigation: string | null;
}

const DUPLICATE_PLATE = 'A vehicle with this license plate is already saved.';
const SERVICE_INACTIVE = 'This service is not available for booking.';
const DAY_FULL = 'No slots available on this date. Please choose another date.';

const start: Expected = { step: 1, service: false, car: null, carsSeen: false, date: false, formError: null, toast: null, navigation: null };
/** One step's outcome: toasts and navigation of earlier steps are forgotten, the rest carries over. */
const step = (changes: Partial<Expected> | ((context: Expected) => Partial<Expected>)) =>
  assign<Expected, ModelEvent, undefined, ModelEvent, never>(({ context }) => ({
    ...context,
    toast: null,
    navigation: null,
    ...(typeof changes === 'function' ? changes(context) : changes),
  }));
const incomplete = step({ toast: messages.wizard.completeRequiredFields });
const carsArrive = step((context) => ({ car: context.carsSeen ? context.car : 'default', carsSeen: true }));

const userFlow = setup({
  types: { context: {} as Expected, events: {} as ModelEvent },
  guards: { hasCar: ({ context }) => context.car !== null, hasDate: ({ context }) => context.date, isComplete: ({ context }) => context.service && context.car !== null && context.date },
}).createMachine({
  id: 'userFlow',
  context: start,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'user.opens': { target: 'catalogueLoading', actions: step({}) },
        'user.opensWithService': { target: 'preselected', actions: step({ step: 2, service: true }) },
      },
    },
    catalogueLoading: {
      on: {
        'server.servicesLoaded': { target: 'pickService', actions: step({}) },
        'server.servicesFail': { target: 'catalogueFailed', actions: step({}) },
      },
    },
    catalogueFailed: { on: { 'user.retries': { target: 'catalogueLoading', actions: step({}) } } },
    preselected: {
      on: {
        'server.servicesLoaded': { target: 'carsLoading', actions: step({}) },
        'server.servicesLoadedWithoutIt': { target: 'pickService', actions: step({ step: 1, service: false }) },
      },
    },
    pickService: {
      on: {
        'user.pressesNext': [{ guard: ({ context }) => context.service, target: 'carsLoading', actions: step({ step: 2 }) }, { actions: incomplete }],
        'user.selectsService': { target: 'carsLoading', actions: step({ step: 2, service: true }) },
        'user.jumpsToReview': { target: 'review', actions: step({ step: 4 }) },
        'user.jumpsToSchedule': { target: 'datesLoading', actions: step({ step: 3 }) },
      },
    },
    carsLoading: {
      on: {
        'server.carsLoaded': { target: 'vehicle', actions: carsArrive },
        'server.carsLoadedEmpty': { target: 'vehicle', actions: step({ car: null, carsSeen: true }) },
        'server.carsFail': { target: 'carsFailed', actions: step({}) },
      },
    },
    carsFailed: { on: { 'user.retries': { target: 'carsLoading', actions: step({}) } } },
    vehicle: {
      on: {
        'user.selectsCar': { actions: step((context) => ({ car: context.car === 'default' ? null : 'default' })) },
        'user.pressesNext': [{ guard: 'hasCar', target: 'datesLoading', actions: step({ step: 3 }) }, { actions: incomplete }],
        'user.pressesPrevious': { target: 'pickService', actions: step({ step: 1 }) },
        'user.opensCarForm': { target: 'carForm', actions: step({ formError: null }) },
      },
    },
    carForm: {
      on: {
        'user.savesIncompleteCar': { actions: step({ formError: messages.cars.requiredFields }) },
        'user.savesCar': { target: 'savingCar', actions: step({ formError: null }) },
        'user.closesCarForm': { target: 'vehicle', actions: step({ formError: null }) },
      },
    },
    savingCar: {
      on: {
        'server.carAdded': { target: 'vehicle', actions: step({ car: 'new', formError: null }) },
        'server.refusesCar': { target: 'carForm', actions: step({ formError: DUPLICATE_PLATE }) },
        'network.fails': { target: 'carForm', actions: step({ formError: messages.cars.addFailed }) },
      },
    },
    datesLoading: {
      on: {
        'server.datesLoaded': { target: 'schedule', actions: step({}) },
        'server.datesFail': { target: 'datesFailed', actions: step({}) },
      },
    },
    datesFailed: { on: { 'user.retries': { target: 'datesLoading', actions: step({}) } } },
    schedule: {
      on: {
        'user.picksDate': [{ guard: 'hasDate', actions: step({ date: false }) }, { target: 'advancing', actions: step({ date: true }) }],
        'user.picksFullDate': { actions: step({}) },
        'user.pressesNext': [{ guard: 'hasDate', target: 'review', actions: step({ step: 4 }) }, { actions: incomplete }],
        'user.pressesPrevious': { target: 'carsLoading', actions: step({ step: 2 }) },
      },
    },
    advancing: {
      on: {
        'user.picksDate': { target: 'schedule', actions: step({ date: false }) },
        'user.picksOtherDate': { actions: step({}) },
        'clock.almostAdvances': { actions: step({}) },
        'clock.autoAdvance': { target: 'review', actions: step({ step: 4 }) },
      },
    },
    review: {
      on: {
        'user.confirms': [{ guard: 'isComplete', target: 'submitting', actions: step({}) }, { actions: step({ toast: messages.wizard.missingInformation }) }],
        'user.pressesPrevious': { target: 'datesLoading', actions: step({ step: 3 }) },
        'session.ends': { target: 'signedOut', actions: step({}) },
        'user.typesNotes': { actions: step({}) },
        'user.jumpsToService': { target: 'pickService', actions: step({ step: 1 }) },
        'user.jumpsToVehicle': { target: 'carsLoading', actions: step({ step: 2 }) },
      },
    },
    signedOut: { on: { 'user.confirms': { actions: step({ toast: messages.wizard.userNotAuthenticated }) } } },
    submitting: {
      on: {
        'user.jumpsToService': { actions: step({}) },
        'server.bookingCreated': {
          target: 'pickService',
          actions: step({ ...start, toast: messages.booking.created, navigation: '/my-bookings' }),
        },
        'server.refusesBooking': { target: 'review', actions: step({ toast: SERVICE_INACTIVE }) },
        'network.fails': { target: 'review', actions: step({ toast: messages.booking.createFailed }) },
        'server.dayFull': { target: 'datesLoading', actions: step({ step: 3, date: false, toast: DAY_FULL }) },
      },
    },
  },
});

// ---- the real machine, with a scripted server, clock, toasts and navigation ----

type CallName = 'services' | 'cars' | 'addCar' | 'dates' | 'booking';

const customer = { id: 'c-1', name: 'Ayesha Khan', email: 'ayesha@example.com' };
const service = (id: string): Service => ({ id, name: `Service ${id}`, description: '', price: 3000, category: 'exterior', is_active: true, duration_minutes: 60, items: [] });
const defaultCar: Car = { id: 'car-default', make: 'Suzuki', model: 'Cultus', year: 2018, license_plate: 'KHI-101', color: 'Silver', customer: customer.id, is_default: true };
const newCar: Car = { id: 'car-new', make: 'Honda', model: 'City', year: 2022, license_plate: 'LEB-22', color: '', customer: customer.id, is_default: false };
const carForm: CarFormValues = { make: 'Honda', model: 'City', year: '2022', color: '', licensePlate: 'leb-22' };
const today = todayInKarachi();
const days: AvailableDay[] = Array.from({ length: AVAILABILITY_DAYS }, (_, index) => ({
  date: addDays(today, index),
  available: index !== 1,
  slots_available: index === 1 ? 0 : 4,
  earliest_time: index === 1 ? null : '08:00',
}));
const PICKED = days[0]!.date;
const OTHER = days[2]!.date;
const NOTES = 'Please vacuum the boot as well.';
const CAR_IDS = { default: defaultCar.id, new: newCar.id } as const;

class WizardHarness {
  readonly clock = new SimulatedClock();
  readonly pending = new Map<CallName, { input: unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  readonly calls: Array<{ name: CallName; input: unknown }> = [];
  toasts: string[] = [];
  navigations: string[] = [];
  savedCars: Car[] = [];
  /** The day the customer last picked, and the instructions typed (cleared after a booking). */
  pickedDate = PICKED;
  notes = '';
  actor: Actor<typeof bookingWizardMachine> | null = null;

  open(serviceId: string | null) {
    const call = <TOutput, TInput>(name: CallName) =>
      fromPromise<TOutput, TInput>(
        ({ input, signal }) =>
          new Promise<TOutput>((resolve, reject) => {
            this.calls.push({ name, input });
            const entry = { input, resolve: resolve as (value: unknown) => void, reject };
            this.pending.set(name, entry);
            // leaving the state cancels the call: it is no longer in flight
            signal.addEventListener('abort', () => this.pending.get(name) === entry && this.pending.delete(name));
          }),
      );
    const logic = bookingWizardMachine.provide({
      actors: {
        loadServices: call<Service[], NonReducibleUnknown>('services'),
        loadCars: call<Car[], NonReducibleUnknown>('cars'),
        saveCar: call<Car, NewCar>('addCar'),
        loadDates: call<AvailableDay[], AvailableDatesQuery>('dates'),
        submitBooking: call<CreatedBooking, NewBooking>('booking'),
      },
      actions: {
        notify: (_, { message }) => void this.toasts.push(message),
        navigate: (_, { to }) => void this.navigations.push(to),
      },
    });
    this.actor = createActor(logic, {
      input: { user: customer, serviceId },
      clock: this.clock,
      inspect: (inspection) => {
        if (inspection.type === '@xstate.microstep') inspection._transitions.forEach((transition) => machineCovered.add(machineTransitionKey(transition)));
      },
    }).start();
  }

  get snapshot() {
    return this.actor!.getSnapshot();
  }

  send(event: Parameters<Actor<typeof bookingWizardMachine>['send']>[0]) {
    this.actor!.send(event);
  }

  answer(name: CallName, value: unknown) {
    this.take(name).resolve(value);
  }

  fail(name: CallName, error: unknown) {
    this.take(name).reject(error);
  }

  private take(name: CallName) {
    const pending = this.pending.get(name);
    if (!pending) throw new Error(`expected a pending ${name} call, found ${[...this.pending.keys()].join(', ') || 'none'}`);
    this.pending.delete(name);
    return pending;
  }

  beginStep() {
    this.toasts = [];
    this.navigations = [];
  }

  settle = () => new Promise((resolve) => setTimeout(resolve, 0));
}

/** How the harness performs each model event against the real machine. */
function perform(harness: WizardHarness, event: ModelEvent) {
  switch (event.type) {
    case 'user.opens':
      return harness.open(null);
    case 'user.opensWithService':
      return harness.open('s-1');
    case 'user.retries':
      return harness.send({ type: 'wizard.retry' });
    case 'user.selectsService':
      return harness.send({ type: 'wizard.selectService', serviceId: harness.snapshot.context.services[0]!.id });
    case 'user.pressesNext':
      return harness.send({ type: 'wizard.next' });
    case 'user.pressesPrevious':
      return harness.send({ type: 'wizard.previous' });
    case 'user.jumpsToReview':
      return harness.send({ type: 'wizard.goToStep', step: 9 });
    case 'user.jumpsToService':
      return harness.send({ type: 'wizard.goToStep', step: 0 });
    case 'user.jumpsToVehicle':
      return harness.send({ type: 'wizard.goToStep', step: 2 });
    case 'user.jumpsToSchedule':
      return harness.send({ type: 'wizard.goToStep', step: 3 });
    case 'user.picksOtherDate':
      harness.pickedDate = OTHER;
      return harness.send({ type: 'wizard.selectDate', date: OTHER });
    case 'user.typesNotes':
      harness.notes = NOTES;
      return harness.send({ type: 'wizard.setNotes', notes: `  ${NOTES}  ` });
    case 'user.selectsCar':
      return harness.send({ type: 'wizard.selectCar', carId: defaultCar.id });
    case 'user.opensCarForm':
      return harness.send({ type: 'wizard.openCarForm' });
    case 'user.closesCarForm':
      return harness.send({ type: 'wizard.closeCarForm' });
    case 'user.savesIncompleteCar':
      return harness.send({ type: 'wizard.saveCar', car: { ...carForm, model: ' ' } });
    case 'user.savesCar':
      return harness.send({ type: 'wizard.saveCar', car: carForm });
    case 'user.picksDate':
      harness.pickedDate = PICKED;
      return harness.send({ type: 'wizard.selectDate', date: PICKED });
    case 'user.picksFullDate':
      return harness.send({ type: 'wizard.selectDate', date: days[1]!.date });
    case 'user.confirms':
      return harness.send({ type: 'wizard.confirm' });
    case 'session.ends':
      return harness.send({ type: 'wizard.userChanged', user: null });
    case 'server.servicesLoaded':
      return harness.answer('services', [service('s-1'), service('s-2')]);
    case 'server.servicesLoadedWithoutIt':
      return harness.answer('services', [service('s-2')]);
    case 'server.servicesFail':
      return harness.fail('services', new ApiError('HTTP 502: Bad Gateway', 502));
    case 'server.carsLoaded':
      return harness.answer('cars', [defaultCar, ...harness.savedCars]);
    case 'server.carsLoadedEmpty':
      return harness.answer('cars', []);
    case 'server.carsFail':
      return harness.fail('cars', new TypeError('Failed to fetch'));
    case 'server.carAdded':
      harness.savedCars = [newCar];
      return harness.answer('addCar', newCar);
    case 'server.refusesCar':
      return harness.fail('addCar', new ApiError(DUPLICATE_PLATE, 409));
    case 'server.datesLoaded':
      return harness.answer('dates', days);
    case 'server.datesFail':
      return harness.fail('dates', new ApiError('HTTP 500: Internal Server Error', 500));
    case 'server.bookingCreated':
      return harness.answer('booking', { id: 'b-1' });
    case 'server.refusesBooking':
      return harness.fail('booking', new ApiError(SERVICE_INACTIVE, 400));
    case 'server.dayFull':
      return harness.fail('booking', new ApiError(DAY_FULL, 409));
    case 'network.fails':
      return harness.fail(harness.pending.has('addCar') ? 'addCar' : 'booking', new TypeError('Failed to fetch'));
    case 'clock.almostAdvances':
      return harness.clock.increment(WIZARD_AUTO_ADVANCE_MS - 1);
    case 'clock.autoAdvance':
      return harness.clock.increment(WIZARD_AUTO_ADVANCE_MS);
  }
}

/** The calls in flight the customer is waiting on, per model state. */
const PENDING: Record<string, CallName[]> = {
  catalogueLoading: ['services'],
  preselected: ['cars', 'services'],
  carsLoading: ['cars'],
  savingCar: ['addCar'],
  datesLoading: ['dates'],
  submitting: ['booking'],
};
/** The load failure shown with a Retry button, per model state. */
const SHOWN_ERROR: Record<string, string> = {
  catalogueFailed: messages.services.loadFailed,
  carsFailed: messages.cars.fetchFailed,
  datesFailed: messages.dates.loadFailed,
};

const model = createTestModel(userFlow);
/** Shortest paths reach every state; one more walk takes the date pick that unselects a kept date. */
const returnToKeptDate: ModelEvent['type'][] = [
  'user.opensWithService',
  'server.servicesLoaded',
  'server.carsLoaded',
  'user.pressesNext',
  'server.datesLoaded',
  'user.picksDate',
  'clock.autoAdvance',
  'user.pressesPrevious',
  'server.datesLoaded',
  'user.picksDate',
];
/** Steps that change nothing the model tracks: shortest paths never take them, so walk them explicitly. */
const quietSteps: ModelEvent['type'][] = [
  'user.opensWithService',
  'server.servicesLoaded',
  'server.carsLoaded',
  'user.pressesNext',
  'server.datesLoaded',
  'user.picksDate',
  'user.picksOtherDate',
  'clock.almostAdvances',
  'clock.autoAdvance',
  'user.typesNotes',
  'user.confirms',
  'user.jumpsToService',
  'server.bookingCreated',
];
const paths = [...model.getShortestPaths(), ...[returnToKeptDate, quietSteps].flatMap((events) => model.getPathsFromEvents(events.map((type) => ({ type }))))];

/** Every transition the model defines, as "state|event|index". */
function modelTransitions() {
  const all = new Set<string>();
  const visit = (node: AnyStateNode) => {
    for (const [eventType, transitions] of node.transitions) transitions.forEach((_, index) => all.add(`${node.key}|${eventType}|${index}`));
    Object.values(node.states).forEach(visit);
  };
  visit(userFlow.root);
  return all;
}
const covered = new Set<string>();
/** The real machine's transitions, as "state id|event|index", so a transition no path takes shows up too. */
const machineCovered = new Set<string>();
function machineTransitionKey(transition: AnyTransitionDefinition) {
  const candidates = transition.eventType ? (transition.source.transitions.get(transition.eventType) ?? []) : transition.source.always ?? [];
  return `${transition.source.id}|${transition.eventType || 'always'}|${candidates.indexOf(transition)}`;
}
function machineTransitions() {
  const all = new Set<string>();
  const visit = (node: AnyStateNode) => {
    for (const transitions of node.transitions.values()) transitions.forEach((transition) => all.add(machineTransitionKey(transition)));
    (node.always ?? []).forEach((transition) => all.add(machineTransitionKey(transition)));
    Object.values(node.states).forEach(visit);
  };
  visit(bookingWizardMachine.root);
  return all;
}
const seenTexts = new Set<string>();

describe('bookingWizard (model-based)', () => {
  afterAll(() => {
    const total = modelTransitions();
    const hit = [...total].filter((transition) => covered.has(transition));
    console.log(`bookingWizard: covered ${hit.length}/${total.size} transitions (${paths.length} paths)`);
    const machineTotal = machineTransitions();
    const machineMissed = [...machineTotal].filter((transition) => !machineCovered.has(transition));
    console.log(`bookingWizard machine: took ${machineTotal.size - machineMissed.length}/${machineTotal.size} transitions; not taken: ${machineMissed.join(', ') || 'none'}`);
    expect([...total].filter((transition) => !covered.has(transition))).toEqual([]);
    const wizardTexts = [
      ...Object.values(messages.wizard),
      messages.cars.requiredFields,
      messages.cars.addFailed,
      messages.cars.fetchFailed,
      messages.dates.loadFailed,
      messages.services.loadFailed,
      messages.booking.created,
      messages.booking.createFailed,
    ];
    expect(wizardTexts.filter((text) => !seenTexts.has(text))).toEqual([]);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const harness = new WizardHarness();
    let previous = 'closed';
    let previousContext = start;
    const execute = async (event: ModelEvent) => {
      // which of the source state's transitions the model takes for this event
      const candidates = userFlow.getStateNodeById(`userFlow.${previous}`).transitions.get(event.type) ?? [];
      const index = candidates.findIndex((transition) => !transition.guard || evaluateModelGuard(transition.guard, previousContext));
      covered.add(`${previous}|${event.type}|${index}`);
      harness.beginStep();
      perform(harness, event);
      await harness.settle();
    };
    await path.test({
      events: Object.fromEntries(EVENT_TYPES.map((type) => [type, ({ event }: { event: ModelEvent }) => execute(event)])),
      states: {
        '*': async (state) => {
          const expected = state.context;
          const value = String(state.value);
          previous = value;
          previousContext = expected;
          if (value === 'closed') return;
          const { context } = harness.snapshot;
          expect(context.step, 'step').toBe(expected.step);
          expect(context.serviceId !== null, 'service selected').toBe(expected.service);
          expect(context.carId, 'car selected').toBe(expected.car ? CAR_IDS[expected.car] : null);
          if (value === 'pickService' && expected.navigation) harness.notes = '';
          expect(context.date, 'date selected').toBe(expected.date ? harness.pickedDate : null);
          expect(context.notes.trim(), 'special instructions').toBe(harness.notes);
          expect(harness.toasts, 'toasts').toEqual(expected.toast ? [expected.toast] : []);
          expect(harness.navigations, 'navigation').toEqual(expected.navigation ? [expected.navigation] : []);
          expect([...harness.pending.keys()].sort(), 'calls in flight').toEqual(PENDING[value] ?? []);
          const formOpen = harness.snapshot.matches({ steps: { vehicle: { form: 'open' } } }) || harness.snapshot.hasTag('savingCar');
          expect(formOpen, 'vehicle form open').toBe(value === 'carForm' || value === 'savingCar');
          if (formOpen) expect(context.carFormError, 'vehicle form message').toBe(expected.formError);
          const shown = (harness.snapshot.matches({ catalogue: 'failed' }) ? context.servicesError : null) ?? (harness.snapshot.matches({ steps: { vehicle: { list: 'failed' } } }) ? context.carsError : null) ?? (harness.snapshot.matches({ steps: { schedule: 'failed' } }) ? context.datesError : null);
          expect(shown, 'load failure shown').toBe(SHOWN_ERROR[value] ?? null);
          for (const text of [...harness.toasts, context.carFormError, shown]) if (text) seenTexts.add(text);
          if (value === 'datesLoading') {
            expect(harness.pending.get('dates')?.input, 'dates asked for').toEqual({ startDate: today, days: AVAILABILITY_DAYS, serviceId: context.serviceId });
          }
          if (value === 'savingCar') {
            expect(harness.pending.get('addCar')?.input, 'vehicle sent').toEqual({ make: 'Honda', model: 'City', year: 2022, license_plate: 'LEB-22', color: '', customer: customer.id });
          }
          if (value === 'submitting') {
            expect(harness.calls.at(-1)?.input, 'booking payload').toEqual({ customer: customer.id, service: context.serviceId, car: context.carId, booking_date: harness.pickedDate, customer_notes: harness.notes });
          }
          if (value === 'review' || value === 'signedOut') {
            const complete = expected.service && expected.car !== null && expected.date;
            // the review shows 'Incomplete Booking Information' exactly when this is false
            expect(isBookingComplete(context), 'review complete').toBe(complete);
            if (!complete) [messages.wizard.incompleteTitle, messages.wizard.incompleteBody].forEach((text) => seenTexts.add(text));
          }
        },
      },
    });
  });
});

/** Evaluates the model's own guards (inline functions or named ones) against a context. */
function evaluateModelGuard(guard: unknown, context: Expected): boolean {
  const named: Record<string, (context: Expected) => boolean> = {
    hasCar: (c) => c.car !== null,
    hasDate: (c) => c.date,
    isComplete: (c) => c.service && c.car !== null && c.date,
  };
  if (typeof guard === 'string') return named[guard]!(context);
  if (typeof guard === 'function') return (guard as (args: { context: Expected }) => boolean)({ context });
  return true;
}
