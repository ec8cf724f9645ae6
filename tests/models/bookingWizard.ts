// The booking wizard as the customer, the server and the clock live it (no I/O), and how each of their moves is
// made on the REAL wizard machine (with the shared Add Vehicle form and the review's time choice inside), whose server
// calls are scripted and whose clock is simulated. The context is what the customer should notice after each step.
import { and, assign, createActor, setup, type Actor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { AvailableDatesQuery, AvailableDay, AvailableTimesQuery, BookingAttempt, CreatedBooking } from '../../src/api/bookings';
import type { Car, NewCar } from '../../src/api/cars';
import { ApiError } from '../../src/api/client';
import { AVAILABILITY_DAYS, WIZARD_AUTO_ADVANCE_MS } from '../../src/domain/constants';
import { addDays, formatTime, todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { AvailableTime, Service } from '../../src/domain/types';
import { addonChoiceMachine } from '../../src/machines/addonChoice';
import { addVehicleMachine, VEHICLE_FIELDS, type VehicleValues } from '../../src/machines/addVehicle';
import { selectedCar } from '../../src/machines/bookingChoice';
import { bookingWizardMachine, type WizardEvent } from '../../src/machines/bookingWizard';
import { timeChoiceMachine } from '../../src/machines/timeChoice';
import { defineFlowModel, settle, type FlowPath, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedCalls } from '../setup/scriptedCalls';

export const DUPLICATE_PLATE = 'A vehicle with this license plate is already saved.';
export const SERVICE_INACTIVE = 'This service is not available for booking.';
/** The server's refusals on Confirm Booking: the day, the time or the car taken, the account's limit, too fast. */
export const TOO_MANY_UPCOMING = messages.booking.tooManyUpcoming(5);
const TOO_FAST = messages.auth.tooManyAttempts;

export const customer = { id: 'c-1', name: 'Ayesha Khan', email: 'ayesha@example.com' };
const service = (id: string): Service => ({ id, name: `Service ${id}`, description: '', price: 3000, category: 'exterior', kind: 'service', is_active: true, duration_minutes: 60, items: [] });
const addon = (id: string, price: number, minutes: number): Service => ({ ...service(id), name: `Add-on ${id}`, kind: 'addon', price, duration_minutes: minutes });
/** The add-ons the review offers; the customer ticks them in this order. */
export const ADDONS: Service[] = [addon('a-1', 1500, 30), addon('a-2', 2500, 45)];
export const defaultCar: Car = { id: 'car-default', make: 'Suzuki', model: 'Cultus', year: 2018, license_plate: 'KHI-101', color: 'Silver', customer: customer.id, is_default: true };
export const newCar: Car = { id: 'car-new', make: 'Honda', model: 'City', year: 2022, license_plate: 'LEB-22', color: '', customer: customer.id, is_default: false };
/** What the customer types for the new car (the plate in lower case: the form uppercases it). */
const carForm: VehicleValues = { make: 'Honda', model: 'City', year: '2022', color: '', license_plate: 'leb-22' };
export const today = todayInKarachi();
export const days: AvailableDay[] = Array.from({ length: AVAILABILITY_DAYS }, (_, index) => ({
  date: addDays(today, index),
  available: index !== 1,
  slots_available: index === 1 ? 0 : 4,
  earliest_time: index === 1 ? null : '08:00',
}));
const PICKED = days[0]!.date;
const OTHER = days[2]!.date;
export const DAY_FULL = messages.booking.noSlots(PICKED);
const carBusy = (car: 'default' | 'new' | null) => messages.booking.carAlreadyBooked(car === 'new' ? newCar.license_plate : defaultCar.license_plate, PICKED);
export const NOTES = 'Please vacuum the boot as well.';
/** The day's start times: the first is always taken; the others are free until the server says one was taken meanwhile. */
export const TIMES = ['08:00', '10:00', '12:00', '14:00'] as const;
const ALWAYS_TAKEN = TIMES[0];
/** The later time the customer chooses instead of the earliest free one. */
export const LATER_TIME = TIMES[3];
const freeTimes = (taken: readonly string[]): string[] => TIMES.filter((time) => time !== ALWAYS_TAKEN && !taken.includes(time));
const timesAnswer = (taken: readonly string[]): AvailableTime[] => TIMES.map((time) => ({ time, available: freeTimes(taken).includes(time) }));
export const CAR_IDS = { default: defaultCar.id, new: newCar.id } as const;

/** What the customer should notice after each step. */
export interface Expected {
  step: number;
  service: boolean;
  car: 'default' | 'new' | null;
  carsSeen: boolean;
  date: boolean;
  /** The start time chosen (kept while the day is; while the times load, only as the one to keep if still free). */
  time: string | null;
  /** The time the server just refused as taken meanwhile: its next answer of times marks it taken. */
  refused: string | null;
  /** How many add-ons are ticked (the first ones listed). */
  addons: number;
  /** The time the longer visit no longer fits, unselected; it is taken in that day's answer. */
  unfit: string | null;
  /** The sentence saying why the chosen time was unselected. */
  notice: string | null;
  formError: string | null;
  toast: string | null;
  navigation: string | null;
}

const start: Expected = { step: 1, service: false, car: null, carsSeen: false, date: false, time: null, refused: null, addons: 0, unfit: null, notice: null, formError: null, toast: null, navigation: null };

type WizardModelEvent = {
  type:
    | 'user.opens'
    | 'user.opensWithService'
    | 'user.retries'
    | 'user.selectsService'
    | 'user.pressesNext'
    | 'user.pressesPrevious'
    | 'user.jumpsToReview'
    | 'user.jumpsToService'
    | 'user.jumpsToVehicle'
    | 'user.jumpsToSchedule'
    | 'user.picksOtherDate'
    | 'user.typesNotes'
    | 'user.selectsCar'
    | 'user.opensCarForm'
    | 'user.closesCarForm'
    | 'user.savesIncompleteCar'
    | 'user.savesCar'
    | 'user.picksDate'
    | 'user.picksFullDate'
    | 'user.picksTime'
    | 'user.picksTakenTime'
    | 'user.retriesTimes'
    | 'user.confirms'
    | 'user.addsAddon'
    | 'user.removesAddon'
    | 'session.ends'
    | 'server.servicesLoaded'
    | 'server.servicesLoadedWithoutIt'
    | 'server.servicesFail'
    | 'server.carsLoaded'
    | 'server.carsLoadedEmpty'
    | 'server.carsFail'
    | 'server.carAdded'
    | 'server.refusesCar'
    | 'server.datesLoaded'
    | 'server.datesFail'
    | 'server.timesLoaded'
    | 'server.timesFail'
    | 'server.noTimesFree'
    | 'server.timesTooShort'
    | 'server.bookingCreated'
    | 'server.timeTaken'
    | 'server.refusesBooking'
    | 'server.dayFull'
    | 'server.carBusy'
    | 'server.refusesTooMany'
    | 'server.throttles'
    | 'network.fails'
    | 'clock.almostAdvances'
    | 'clock.autoAdvance';
};

/** One step's outcome: toasts and navigation of earlier steps are forgotten, the rest carries over. */
const step = (changes: Partial<Expected> | ((context: Expected) => Partial<Expected>)) =>
  assign<Expected, WizardModelEvent, undefined, WizardModelEvent, never>(({ context }) => ({
    ...context,
    toast: null,
    navigation: null,
    // the sentence about an unfit time lasts while the review's times do (steps that keep it say so)
    unfit: null,
    notice: null,
    ...(typeof changes === 'function' ? changes(context) : changes),
  }));
const incomplete = step({ toast: messages.wizard.completeRequiredFields });
const carsArrive = step((context) => ({ car: context.carsSeen ? context.car : 'default', carsSeen: true }));
/** The progress bar's number of the step already shown changes nothing. */
const stays = step({});
/** The times arrive: the time chosen before stays while it is free, else the earliest free one is chosen. */
const timesArrive = step(({ time, refused }) => {
  const free = freeTimes(refused ? [refused] : []);
  return { time: time !== null && free.includes(time) ? time : (free[0] ?? null), refused: null, unfit: null, notice: null };
});
/** Another visit length: the day's times load again, the chosen time kept only while it fits. */
const changeAddons = (guard: 'canAddAddon' | 'hasAddon', change: 1 | -1) => [
  { guard: and([guard, 'hasDay']), target: 'refitting', actions: step(({ addons }) => ({ addons: addons + change })) },
  { guard, actions: step(({ addons }) => ({ addons: addons + change })) },
  // none left to tick, or none to untick: nothing changes
  { actions: step(({ unfit, notice }) => ({ unfit, notice })) },
];
/** Confirm before a time is chosen: what is missing first, else the time. */
const chooseTime = [
  { guard: 'isComplete', actions: step(({ unfit, notice }) => ({ unfit, notice, toast: messages.wizard.chooseTime })) },
  { actions: step(({ unfit, notice }) => ({ unfit, notice, toast: messages.wizard.missingInformation })) },
] as const;
const keepsNotice = step(({ unfit, notice }) => ({ unfit, notice }));
/** Entering the review: its times load when a day is chosen. */
const toReview = [{ guard: 'hasDay', target: 'timesLoading', actions: step({ step: 4 }) }, { target: 'review', actions: step({ step: 4 }) }] as const;

const userFlow = setup({
  types: { context: {} as Expected, events: {} as WizardModelEvent },
  guards: {
    hasService: ({ context }) => context.service,
    hasCar: ({ context }) => context.car !== null,
    hasDate: ({ context }) => context.date,
    /** A service and a day: the review has times to load. */
    hasDay: ({ context }) => context.service && context.date,
    isComplete: ({ context }) => context.service && context.car !== null && context.date,
    hasTime: ({ context }) => context.time !== null,
    isCompleteWithTime: ({ context }) => context.service && context.car !== null && context.date && context.time !== null,
    canAddAddon: ({ context }) => context.addons < ADDONS.length,
    hasAddon: ({ context }) => context.addons > 0,
  },
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
        'user.pressesNext': [{ guard: 'hasService', target: 'carsLoading', actions: step({ step: 2 }) }, { actions: incomplete }],
        'user.selectsService': { target: 'carsLoading', actions: step({ step: 2, service: true }) },
        'user.jumpsToService': { actions: stays },
        'user.jumpsToReview': [...toReview],
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
        'user.jumpsToVehicle': { actions: stays },
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
        'user.picksDate': [{ guard: 'hasDate', actions: step({ date: false, time: null }) }, { target: 'advancing', actions: step({ date: true, time: null }) }],
        'user.picksFullDate': { actions: step({}) },
        'user.pressesNext': [toReview[0], { guard: 'hasDate', ...toReview[1] }, { actions: incomplete }],
        'user.pressesPrevious': { target: 'carsLoading', actions: step({ step: 2 }) },
        'user.jumpsToSchedule': { actions: stays },
      },
    },
    advancing: {
      on: {
        'user.picksDate': { target: 'schedule', actions: step({ date: false, time: null }) },
        'user.picksOtherDate': { actions: step({ time: null }) },
        'clock.almostAdvances': { actions: step({}) },
        'clock.autoAdvance': [...toReview],
      },
    },
    timesLoading: {
      on: {
        'server.timesLoaded': { target: 'review', actions: timesArrive },
        'server.timesFail': { target: 'timesFailed', actions: step({}) },
        'server.noTimesFree': { target: 'noTimesFree', actions: step({ time: null, refused: null }) },
        'user.confirms': [...chooseTime],
        // left before the times came: the time chosen before is not kept
        'user.pressesPrevious': { target: 'datesLoading', actions: step({ step: 3, time: null, refused: null }) },
        'user.jumpsToReview': { actions: stays },
      },
    },
    timesFailed: { on: { 'user.retriesTimes': { target: 'timesLoading', actions: step({}) }, 'user.confirms': [...chooseTime] } },
    // every time of the day went meanwhile: the customer goes back to the days
    noTimesFree: { on: { 'user.confirms': [...chooseTime], 'user.pressesPrevious': { target: 'datesLoading', actions: step({ step: 3 }) } } },
    // the visit got longer or shorter: the day's times for the whole of it
    refitting: {
      on: {
        'server.timesLoaded': { target: 'review', actions: timesArrive },
        'server.timesTooShort': [
          { guard: 'hasTime', target: 'review', actions: step(({ time }) => ({ time: null, unfit: time, notice: messages.booking.timeNoLongerFits(formatTime(time ?? '')) })) },
          // nothing was chosen, so nothing is unselected: the earliest free time is chosen
          { target: 'review', actions: timesArrive },
        ],
        'server.noTimesFree': { target: 'noTimesFree', actions: step({ time: null, refused: null }) },
        'server.timesFail': { target: 'timesFailed', actions: step({}) },
        'user.confirms': [...chooseTime],
      },
    },
    review: {
      on: {
        // a time the longer visit does not fit cannot be chosen
        'user.picksTime': { guard: 'hasDay', actions: step(({ time, unfit, notice }) => (unfit === LATER_TIME ? { time, unfit, notice } : { time: LATER_TIME })) },
        'user.addsAddon': changeAddons('canAddAddon', 1),
        'user.removesAddon': changeAddons('hasAddon', -1),
        // a taken time cannot be chosen
        'user.picksTakenTime': { guard: 'hasDay', actions: keepsNotice },
        'user.confirms': [{ guard: 'isCompleteWithTime', target: 'submitting', actions: step({}) }, ...chooseTime],
        'user.pressesPrevious': { target: 'datesLoading', actions: step({ step: 3 }) },
        'session.ends': { target: 'signedOut', actions: keepsNotice },
        'user.typesNotes': { actions: keepsNotice },
        'user.jumpsToReview': { actions: keepsNotice },
        'user.jumpsToService': { target: 'pickService', actions: step({ step: 1 }) },
        'user.jumpsToVehicle': { target: 'carsLoading', actions: step({ step: 2 }) },
      },
    },
    signedOut: { on: { 'user.confirms': { actions: step(({ unfit, notice }) => ({ unfit, notice, toast: messages.wizard.userNotAuthenticated })) } } },
    submitting: {
      on: {
        'user.jumpsToService': { actions: step({}) },
        'server.bookingCreated': { target: 'pickService', actions: step({ ...start, toast: messages.booking.created, navigation: '/my-bookings' }) },
        'server.refusesBooking': { target: 'review', actions: step({ toast: SERVICE_INACTIVE }) },
        'network.fails': { target: 'review', actions: step({ toast: messages.booking.createFailed }) },
        'server.dayFull': { target: 'datesLoading', actions: step({ step: 3, date: false, time: null, toast: DAY_FULL }) },
        // the car has another booking at that time: the review stays, its times fresh, for another time to be chosen
        'server.carBusy': { target: 'timesLoading', actions: step((context) => ({ toast: carBusy(context.car) })) },
        // the chosen time went meanwhile: the review stays with the day's fresh times, everything else kept
        'server.timeTaken': {
          target: 'timesLoading',
          actions: step(({ time }) => ({ toast: messages.booking.timeTaken(PICKED, time ?? ''), refused: time })),
        },
        // a refusal that is not about the day (409 at the upcoming-bookings limit, 429): the review stays, all kept
        'server.refusesTooMany': { target: 'review', actions: step({ toast: TOO_MANY_UPCOMING }) },
        'server.throttles': { target: 'review', actions: step({ toast: TOO_FAST }) },
      },
    },
  },
});

export type CallName = 'services' | 'addons' | 'cars' | 'addCar' | 'dates' | 'times' | 'booking';

/** The real wizard, opened by the first model event, with a scripted server, clock, toasts and navigation. */
export class WizardRun {
  readonly server = new ScriptedCalls<CallName>();
  toasts: string[] = [];
  navigations: string[] = [];
  savedCars: Car[] = [];
  /** The day the customer last picked, and the instructions typed (cleared after a booking). */
  pickedDate = PICKED;
  notes = '';
  /** The time the server just refused as taken meanwhile: its next answer of times marks it taken. */
  refusedTime: string | null = null;
  /** The last booking attempt sent since the last booking made: its choice and its Idempotency-Key. */
  lastAttempt: { choice: string; key: string } | null = null;
  readonly keysSent = new Set<string>();
  private opened: Actor<typeof bookingWizardMachine> | null = null;

  constructor(private readonly options: RunOptions) {}

  get clock() {
    return this.options.clock;
  }

  open(serviceId: string | null) {
    const { server } = this;
    const logic = bookingWizardMachine.provide({
      actors: {
        loadServices: server.actor<Service[]>('services'),
        loadCars: server.actor<Car[]>('cars'),
        addVehicle: addVehicleMachine.provide({ actors: { createCar: server.actor<Car, NewCar>('addCar') } }),
        timeChoice: timeChoiceMachine.provide({ actors: { loadTimes: server.actor<AvailableTime[], AvailableTimesQuery>('times') } }),
        addonChoice: addonChoiceMachine.provide({ actors: { loadAddons: server.actor<Service[]>('addons') } }),
        loadDates: server.actor<AvailableDay[], AvailableDatesQuery>('dates'),
        submitBooking: server.actor<CreatedBooking, BookingAttempt>('booking'),
      },
      actions: {
        notify: (_, { message }) => void this.toasts.push(message),
        navigate: (_, { to }) => void this.navigations.push(to),
      },
    });
    this.opened = createActor(logic, { input: { user: customer, serviceId }, ...this.options }).start();
    // the add-ons arrive at once: their own flow (tests/models/addonChoice.ts) covers a slow or failed list
    server.answer('addons', ADDONS);
  }

  get actor() {
    if (!this.opened) throw new Error('the wizard is not open');
    return this.opened;
  }

  send = (event: WizardEvent) => this.actor.send(event);

  /** The open Add New Vehicle form, filled in field by field and saved. */
  saveCar(values: VehicleValues) {
    const form = this.actor.getSnapshot().children.addVehicle;
    if (!form) throw new Error('the Add New Vehicle form is not open');
    for (const field of VEHICLE_FIELDS) form.send({ type: 'vehicle.change', field, value: values[field] });
    form.send({ type: 'vehicle.submit' });
  }

  /** The add-on the customer ticks or unticks next: the first unticked one, or the last ticked one. */
  toggleAddon(change: 1 | -1) {
    const choice = this.actor.getSnapshot().children.addonChoice;
    if (!choice) throw new Error('the wizard has no add-on choice');
    const ticked = choice.getSnapshot().context.chosenIds.length;
    // none left to tick, or none ticked: the list offers nothing to press
    const addon = ADDONS[change === 1 ? ticked : ticked - 1];
    if (addon) choice.send({ type: 'addons.toggle', addonId: addon.id });
  }

  /** The review's time choice. */
  get timeChoice() {
    const choice = this.actor.getSnapshot().children.timeChoice;
    if (!choice) throw new Error('the review has no time choice');
    return choice;
  }

  beginStep() {
    this.server.beginStep();
    this.toasts = [];
    this.navigations = [];
  }
}

function perform(run: WizardRun, event: ModelEvent<typeof userFlow>) {
  const { server, send } = run;
  switch (event.type) {
    case 'user.opens':
      return run.open(null);
    case 'user.opensWithService':
      return run.open('s-1');
    case 'user.retries':
      return send({ type: 'wizard.retry' });
    case 'user.selectsService':
      return send({ type: 'wizard.selectService', serviceId: run.actor.getSnapshot().context.services[0]!.id });
    case 'user.pressesNext':
      return send({ type: 'wizard.next' });
    case 'user.pressesPrevious':
      // leaving the times before they came: the refusal is forgotten, as the model forgets it
      run.refusedTime = null;
      return send({ type: 'wizard.previous' });
    case 'user.jumpsToReview':
      return send({ type: 'wizard.goToStep', step: 9 });
    case 'user.jumpsToService':
      return send({ type: 'wizard.goToStep', step: 0 });
    case 'user.jumpsToVehicle':
      return send({ type: 'wizard.goToStep', step: 2 });
    case 'user.jumpsToSchedule':
      return send({ type: 'wizard.goToStep', step: 3 });
    case 'user.picksOtherDate':
      run.pickedDate = OTHER;
      return send({ type: 'wizard.selectDate', date: OTHER });
    case 'user.typesNotes':
      run.notes = NOTES;
      return send({ type: 'wizard.setNotes', notes: `  ${NOTES}  ` });
    case 'user.selectsCar':
      return send({ type: 'wizard.selectCar', carId: defaultCar.id });
    case 'user.opensCarForm':
      return send({ type: 'wizard.openCarForm' });
    case 'user.closesCarForm':
      return run.actor.getSnapshot().children.addVehicle?.send({ type: 'vehicle.cancel' });
    case 'user.savesIncompleteCar':
      return run.saveCar({ ...carForm, model: ' ' });
    case 'user.savesCar':
      return run.saveCar(carForm);
    case 'user.picksDate':
      run.pickedDate = PICKED;
      return send({ type: 'wizard.selectDate', date: PICKED });
    case 'user.picksFullDate':
      return send({ type: 'wizard.selectDate', date: days[1]!.date });
    case 'user.picksTime':
      return run.timeChoice.send({ type: 'time.select', time: LATER_TIME });
    case 'user.picksTakenTime':
      return run.timeChoice.send({ type: 'time.select', time: ALWAYS_TAKEN });
    case 'user.retriesTimes':
      return run.timeChoice.send({ type: 'time.retry' });
    case 'user.confirms':
      return send({ type: 'wizard.confirm' });
    case 'user.addsAddon':
      return run.toggleAddon(1);
    case 'user.removesAddon':
      return run.toggleAddon(-1);
    case 'session.ends':
      return send({ type: 'wizard.userChanged', user: null });
    case 'server.servicesLoaded':
      return server.answer('services', [service('s-1'), service('s-2')]);
    case 'server.servicesLoadedWithoutIt':
      server.answer('services', [service('s-2')]);
      // starting over at step 1 starts every region of the wizard again, the add-ons too (nothing is ticked yet)
      return settle().then(() => server.answer('addons', ADDONS));
    case 'server.servicesFail':
      return server.fail('services', new ApiError('HTTP 502: Bad Gateway', 502));
    case 'server.carsLoaded':
      return server.answer('cars', [defaultCar, ...run.savedCars]);
    case 'server.carsLoadedEmpty':
      return server.answer('cars', []);
    case 'server.carsFail':
      return server.fail('cars', new TypeError('Failed to fetch'));
    case 'server.carAdded':
      run.savedCars = [newCar];
      return server.answer('addCar', newCar);
    case 'server.refusesCar':
      return server.fail('addCar', new ApiError(DUPLICATE_PLATE, 409));
    case 'server.datesLoaded':
      return server.answer('dates', days);
    case 'server.datesFail':
      return server.fail('dates', new ApiError('HTTP 500: Internal Server Error', 500));
    case 'server.timesLoaded': {
      const answer = timesAnswer(run.refusedTime ? [run.refusedTime] : []);
      run.refusedTime = null;
      return server.answer('times', answer);
    }
    case 'server.timesFail':
      return server.fail('times', new TypeError('Failed to fetch'));
    case 'server.timesTooShort': {
      const { time } = run.timeChoice.getSnapshot().context;
      return server.answer('times', timesAnswer(time ? [time] : []));
    }
    case 'server.noTimesFree':
      run.refusedTime = null;
      return server.answer('times', timesAnswer(TIMES));
    case 'server.bookingCreated':
      run.lastAttempt = null;
      return server.answer('booking', { id: 'b-1' });
    case 'server.timeTaken': {
      const time = run.actor.getSnapshot().context.time ?? '';
      run.refusedTime = time;
      return server.fail('booking', new ApiError(messages.booking.timeTaken(run.pickedDate, time), 409, {}, 'time_taken'));
    }
    case 'server.refusesBooking':
      return server.fail('booking', new ApiError(SERVICE_INACTIVE, 400));
    case 'server.dayFull':
      return server.fail('booking', new ApiError(messages.booking.noSlots(run.pickedDate), 409, {}, 'day_full'));
    case 'server.carBusy':
      return server.fail('booking', new ApiError(messages.booking.carAlreadyBooked(selectedCar(run.actor.getSnapshot().context)?.license_plate ?? '', run.pickedDate), 409, {}, 'car_busy'));
    case 'server.refusesTooMany':
      return server.fail('booking', new ApiError(TOO_MANY_UPCOMING, 409));
    case 'server.throttles':
      return server.fail('booking', new ApiError(TOO_FAST, 429));
    case 'network.fails':
      return server.fail(server.inFlight(['addCar', 'booking'] as const), new TypeError('Failed to fetch'));
    case 'clock.almostAdvances':
      return run.clock.increment(WIZARD_AUTO_ADVANCE_MS - 1);
    case 'clock.autoAdvance':
      return run.clock.increment(WIZARD_AUTO_ADVANCE_MS);
  }
}

type Move = WizardModelEvent['type'];
const REVIEW_STATES = new Set(['review', 'refitting', 'timesFailed', 'noTimesFree', 'submitting']);
/** Opened from a service card with the default car: the dates are shown. */
const TO_DATES: Move[] = ['user.opensWithService', 'server.servicesLoaded', 'server.carsLoaded', 'user.pressesNext', 'server.datesLoaded'];
const TO_REVIEW: Move[] = [...TO_DATES, 'user.picksDate', 'clock.autoAdvance', 'server.timesLoaded'];

/** Walks shortest paths never take: steps that change nothing the model tracks, and retries of one booking attempt. */
const WALKS: Move[][] = [
  // the date pick that unselects a kept date
  [...TO_REVIEW, 'user.pressesPrevious', 'server.datesLoaded', 'user.picksDate'],
  // quiet steps, and a jump while the booking is being sent
  [...TO_DATES, 'user.picksDate', 'user.picksOtherDate', 'clock.almostAdvances', 'clock.autoAdvance', 'server.timesLoaded', 'user.typesNotes', 'user.confirms', 'user.jumpsToService', 'server.bookingCreated'],
  // the number of the step already shown, on every step
  [
    ...['user.opens', 'server.servicesLoaded', 'user.jumpsToService', 'user.selectsService', 'server.carsLoaded', 'user.jumpsToVehicle', 'user.pressesNext'] satisfies Move[],
    ...['server.datesLoaded', 'user.jumpsToSchedule', 'user.picksDate', 'clock.autoAdvance', 'user.jumpsToReview', 'server.timesLoaded', 'user.jumpsToReview'] satisfies Move[],
  ],
  // a retry after a lost answer keeps the attempt's key; once the booking is made, the same choice is a new attempt
  [...TO_REVIEW, 'user.confirms', 'network.fails', 'user.confirms', 'server.bookingCreated', 'user.selectsService', 'server.carsLoaded', 'user.pressesNext', 'server.datesLoaded', 'user.picksDate', 'clock.autoAdvance', 'server.timesLoaded', 'user.confirms'],
  // refused for the account's limit, then for going too fast: the review keeps the choice and the instructions, and
  // pressing Confirm again is the same attempt
  [...TO_REVIEW, 'user.typesNotes', 'user.confirms', 'server.refusesTooMany', 'user.confirms', 'server.throttles', 'user.confirms', 'server.bookingCreated'],
  // another date after a lost answer is another attempt
  [...TO_REVIEW, 'user.confirms', 'network.fails', 'user.pressesPrevious', 'server.datesLoaded', 'user.picksDate', 'user.picksDate', 'user.picksOtherDate', 'clock.autoAdvance', 'server.timesLoaded', 'user.confirms'],
  // a later time than the earliest; taken meanwhile: the toast, the day's fresh times with the earliest free one
  // chosen, the instructions kept, and Confirm is a new attempt
  [...TO_REVIEW, 'user.picksTakenTime', 'user.picksTime', 'user.typesNotes', 'user.confirms', 'server.timeTaken', 'server.timesLoaded', 'user.confirms', 'server.bookingCreated'],
  // taken meanwhile, and nothing else left that day: Confirm asks for a time; back to the days
  [...TO_REVIEW, 'user.confirms', 'server.timeTaken', 'server.noTimesFree', 'user.confirms', 'user.pressesPrevious', 'server.datesLoaded'],
  // the times fail to load: Confirm asks for a time; Retry
  [...TO_DATES, 'user.picksDate', 'clock.autoAdvance', 'user.confirms', 'server.timesFail', 'user.confirms', 'user.retriesTimes', 'server.timesLoaded', 'user.confirms'],
  // two add-ons: the later time no longer fits the longer visit and is unselected, saying why; Confirm asks for a
  // time, the unfit one cannot be chosen; the next change brings the earliest free time; booked with both
  [...TO_REVIEW, 'user.picksTime', 'user.addsAddon', 'server.timesTooShort', 'user.confirms', 'user.picksTime', 'user.addsAddon', 'server.timesLoaded', 'user.confirms', 'server.bookingCreated'],
  // an add-on ticked and unticked again: the booking is a single service's
  [...TO_REVIEW, 'user.addsAddon', 'server.timesLoaded', 'user.removesAddon', 'server.timesLoaded', 'user.confirms', 'server.bookingCreated'],
  // the times of the longer visit fail to load: Retry asks for the whole visit again; the add-on stays over a visit to the days
  [...TO_REVIEW, 'user.addsAddon', 'server.timesFail', 'user.retriesTimes', 'server.timesLoaded', 'user.pressesPrevious', 'server.datesLoaded', 'user.pressesNext', 'server.timesLoaded', 'user.confirms'],
  // the chosen time is kept over a visit to an earlier step
  [...TO_REVIEW, 'user.picksTime', 'user.jumpsToVehicle', 'server.carsLoaded', 'user.pressesNext', 'server.datesLoaded', 'user.pressesNext', 'server.timesLoaded', 'user.confirms'],
];

export const bookingWizardFlow = defineFlowModel({
  name: 'bookingWizard',
  model: userFlow,
  covers: [bookingWizardMachine, timeChoiceMachine],
  paths: (model): FlowPath<typeof userFlow>[] => {
    const testModel = createTestModel(model);
    // add-ons are chosen on the review: away from it, the walks carry them (every state again with each count is no news)
    const shortest = testModel.getShortestPaths().filter(({ state }) => state.context.addons === 0 || REVIEW_STATES.has(String(state.value)));
    return [...shortest, ...WALKS.flatMap((walk) => testModel.getPathsFromEvents(walk.map((type) => ({ type }))))];
  },
  start: (options) => new WizardRun(options),
  perform,
});
