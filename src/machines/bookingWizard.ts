// The four-step booking wizard (spec §2 Booking wizard, §4 Wizard, §5 Vehicle step / Review / Submit / Add vehicle). The step
// is the state the chart is in; Add New Vehicle is the shared `addVehicle` form, the review's start time the shared
// `timeChoice` (DESIGN deviation 4); the page provides toasts and navigation.
import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { availableDates, createBooking, type AvailableDatesQuery, type AvailableDay, type BookingAttempt, type CreatedBooking } from '../api/bookings';
import { listCars, type Car } from '../api/cars';
import { serverMessageOf } from '../api/client';
import { newIdempotencyKey } from '../api/payments';
import { listServices } from '../api/services';
import { isBookableIn } from '../domain/availability';
import { AVAILABILITY_DAYS, NOTES_MAX, WIZARD_AUTO_ADVANCE_MS } from '../domain/constants';
import { todayInKarachi } from '../domain/format';
import { messages } from '../domain/messages';
import type { AccountUser } from '../domain/session';
import type { Service } from '../domain/types';
import { addonChoiceMachine, type AddonsChanged } from './addonChoice';
import { addVehicleMachine, isCarSaved } from './addVehicle';
import { addonIdsOf, bookingAttemptOf, choiceKeyOf, clampStep, isBookingComplete, isRefusedForTheDay, isStepComplete, withCars, withDates, withDateToggled, withService, type BookingChoice, type WizardStep } from './bookingChoice';
import { notify, notifyFailure, type Notice } from './notice';
import { isTimeRefused, timeChoiceMachine, type TimeChosen } from './timeChoice';

const STEP_STATES = ['service', 'vehicle', 'schedule', 'review'] as const;

export interface WizardInput {
  user: AccountUser | null;
  serviceId?: string | null; // from `?service=` on /book: preselects the service and starts at step 2
}

export interface WizardContext extends BookingChoice {
  user: AccountUser | null;
  servicesError: string | null;
  carsLoaded: boolean;
  carsError: string | null;
  datesError: string | null;
  notes: string;
  /** The Idempotency-Key of the booking attempt, with the choice it was made for. */
  attemptKey: { key: string; choice: string } | null;
}

export type WizardEvent =
  | { type: 'wizard.next' | 'wizard.previous' | 'wizard.retry' | 'wizard.openCarForm' | 'wizard.confirm' }
  | { type: 'wizard.goToStep'; step: number }
  | { type: 'wizard.selectService'; serviceId: string }
  | { type: 'wizard.selectCar'; carId: string }
  | { type: 'wizard.selectDate'; date: string }
  | { type: 'wizard.setNotes'; notes: string }
  | { type: 'wizard.userChanged'; user: AccountUser | null }
  | TimeChosen
  | AddonsChanged;

/** The step the wizard shows. */
export const stepOf = (snapshot: WizardSnapshot): WizardStep => clampStep(STEP_STATES.findIndex((name) => snapshot.matches({ steps: name })) + 1);

const NOTHING_CHOSEN = { serviceId: null, addons: [], carId: null, carsLoaded: false, date: null, time: null, dates: [], notes: '', attemptKey: null } satisfies Partial<WizardContext>;

/** Next: the following step when this one is complete, else the spec's toast. */
const next = (step: WizardStep, target: string) => [{ guard: { type: 'isStepComplete', params: { step } } as const, target }, { actions: notify('error', () => messages.wizard.completeRequiredFields) }];
const chosen = (to: WizardStep) => ({ type: 'isStepChosen', params: ({ event }: { event: { step: number } }) => ({ step: event.step, to }) }) as const;
/** The progress bar jumps to the step of its number; each step ignores its own number, so nothing reloads. */
const jump = (to: WizardStep) => ({ guard: chosen(to), target: `.${STEP_STATES[to - 1]}` });
const dateOf = ({ event }: { event: { date: string } }) => event;
/** A press on a day: the chosen day again unselects it (and stops the pause); another bookable one is chosen, and the pause before the review starts over. */
const pickDate = (from: 'ready' | 'advancing') => [
  { guard: { type: 'isSelectedDate', params: dateOf } as const, target: from === 'advancing' ? 'ready' : undefined, actions: { type: 'toggleDate', params: dateOf } as const },
  { guard: { type: 'isBookableDate', params: dateOf } as const, target: 'advancing', reenter: true, actions: { type: 'toggleDate', params: dateOf } as const },
];
const servicesOf = ({ event }: { event: { output: Service[] } }) => ({ services: event.output });
const savedCarOf = ({ event }: { event: { output: Car | null } }) => ({ car: event.output });
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const bookingWizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
    children: {} as { addVehicle: 'addVehicle'; timeChoice: 'timeChoice'; addonChoice: 'addonChoice' },
    tags: {} as 'loadingServices' | 'loadingCars' | 'loadingDates' | 'submitting',
  },
  actors: {
    loadServices: fromPromise<Service[]>(({ signal }) => listServices({ signal })),
    loadCars: fromPromise<Car[]>(({ signal }) => listCars(signal)),
    addVehicle: addVehicleMachine,
    timeChoice: timeChoiceMachine,
    addonChoice: addonChoiceMachine,
    loadDates: fromPromise<AvailableDay[], AvailableDatesQuery>(({ input, signal }) => availableDates(input, signal)),
    submitBooking: fromPromise<CreatedBooking, BookingAttempt>(({ input, signal }) => createBooking(input.booking, signal, input.idempotencyKey)),
  },
  delays: { autoAdvance: WIZARD_AUTO_ADVANCE_MS },
  actions: {
    // Side effects: no-ops here, provided by the page (and by tests).
    notify: (_, _params: Notice) => {},
    navigate: (_, _params: { to: string }) => {},
    assignUser: assign({ user: (_, { user }: { user: AccountUser | null }) => user }),
    assignServices: assign({ services: (_, { services }: { services: Service[] }) => services, servicesError: null }),
    showServicesError: assign({ servicesError: () => messages.services.loadFailed }),
    dropService: assign({ serviceId: null }),
    assignService: assign(({ context }, { serviceId }: { serviceId: string }) => withService(context, serviceId)),
    assignCars: assign(({ context }, { cars }: { cars: Car[] }) => ({ ...withCars(context, cars, !context.carsLoaded), carsLoaded: true, carsError: null })),
    showCarsError: assign({ carsError: (_, { error }: { error: unknown }) => serverMessageOf(error) ?? messages.cars.fetchFailed }),
    toggleCar: assign({ carId: ({ context }, { carId }: { carId: string }) => (context.carId === carId ? null : carId) }),
    addSavedCar: assign(({ context }, { car }: { car: Car | null }) => (car ? { cars: [...context.cars, car], carId: car.id } : {})),
    assignDates: assign(({ context }, { dates }: { dates: AvailableDay[] }) => ({ ...withDates(context, dates), datesError: null })),
    showDatesError: assign({ datesError: () => messages.dates.loadFailed }),
    toggleDate: assign(({ context }, { date }: { date: string }) => withDateToggled(context, date)),
    forgetDate: assign({ date: null, time: null }),
    assignTime: assign({ time: (_, { time }: { time: string | null }) => time }),
    reloadTimes: sendTo('timeChoice', { type: 'time.reload' }),
    assignAddons: assign({ addons: (_, { addons }: { addons: Service[] }) => addons }),
    refitTimes: sendTo('timeChoice', ({ context }) => ({ type: 'time.visitChanged' as const, addonIds: addonIdsOf(context) })),
    clearAddons: sendTo('addonChoice', { type: 'addons.clear' }),
    assignNotes: assign({ notes: (_, { notes }: { notes: string }) => notes.slice(0, NOTES_MAX) }),
    // one key per attempt: a retry of the same choice keeps it, so a lost answer cannot book twice
    keyAttempt: assign({
      attemptKey: ({ context }) => (context.attemptKey?.choice === choiceKeyOf(context) ? context.attemptKey : { key: newIdempotencyKey(), choice: choiceKeyOf(context) }),
    }),
    resetBooking: assign(NOTHING_CHOSEN),
  },
  guards: {
    isStepComplete: ({ context }, { step }: { step: WizardStep }) => isStepComplete(context, step),
    isStepChosen: (_, { step, to }: { step: number; to: WizardStep }) => clampStep(step) === to,
    hasService: ({ context }) => context.serviceId !== null,
    isSignedOut: ({ context }) => context.user === null,
    isBookingIncomplete: ({ context }) => !isBookingComplete(context),
    isPreselectionUnknown: ({ context }, { services }: { services: Service[] }) => context.serviceId !== null && !services.some(({ id }) => id === context.serviceId),
    isCarSaved,
    isBookableDate: ({ context }, { date }: { date: string }) => isBookableIn(context.dates, date),
    isSelectedDate: ({ context }, { date }: { date: string }) => context.date === date,
    isRefusedForTheDay: (_, { error }: { error: unknown }) => isRefusedForTheDay(error),
    isTimeRefused: (_, { error }: { error: unknown }) => isTimeRefused(error),
    hasNoTime: ({ context }) => context.time === null,
  },
}).createMachine({
  id: 'wizard',
  type: 'parallel',
  context: ({ input }) => ({ ...NOTHING_CHOSEN, user: input.user, services: [], servicesError: null, serviceId: input.serviceId || null, cars: [], carsError: null, datesError: null }),
  on: { 'wizard.userChanged': { actions: { type: 'assignUser', params: ({ event }) => event } } },
  states: {
    catalogue: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'loadingServices',
          invoke: {
            src: 'loadServices',
            onDone: [
              // an unknown or inactive `?service=`: start over at step 1
              { guard: { type: 'isPreselectionUnknown', params: servicesOf }, target: ['loaded', '#wizard.steps.service'], actions: [{ type: 'assignServices', params: servicesOf }, 'dropService'] },
              { target: 'loaded', actions: { type: 'assignServices', params: servicesOf } },
            ],
            onError: { target: 'failed', actions: 'showServicesError' },
          },
        },
        loaded: {},
        failed: { on: { 'wizard.retry': 'loading' } },
      },
    },
    // the review's "Add to this visit", loaded once for the whole wizard
    addons: { invoke: { id: 'addonChoice', src: 'addonChoice' } },
    steps: {
      initial: 'starting',
      on: { 'wizard.goToStep': [jump(1), jump(2), jump(3), jump(4)] },
      states: {
        starting: { always: [{ guard: 'hasService', target: 'vehicle' }, { target: 'service' }] },
        service: { on: { 'wizard.goToStep': { guard: chosen(1) }, 'wizard.selectService': { target: 'vehicle', actions: { type: 'assignService', params: ({ event }) => event } }, 'wizard.next': next(1, 'vehicle') } },
        vehicle: {
          type: 'parallel',
          on: { 'wizard.goToStep': { guard: chosen(2) }, 'wizard.previous': 'service', 'wizard.next': next(2, 'schedule') },
          states: {
            list: {
              initial: 'loading',
              states: {
                loading: {
                  tags: 'loadingCars',
                  invoke: {
                    src: 'loadCars',
                    onDone: { target: 'ready', actions: { type: 'assignCars', params: ({ event }) => ({ cars: event.output }) } },
                    onError: { target: 'failed', actions: { type: 'showCarsError', params: errorOf } },
                  },
                },
                ready: { on: { 'wizard.selectCar': { actions: { type: 'toggleCar', params: ({ event }) => event } } } },
                failed: { on: { 'wizard.retry': 'loading' } },
              },
            },
            form: {
              initial: 'closed',
              states: {
                closed: { on: { 'wizard.openCarForm': 'open' } },
                open: {
                  invoke: {
                    id: 'addVehicle', src: 'addVehicle',
                    input: ({ context }) => ({ customerId: context.user?.id ?? '', failureText: messages.cars.addFailed }),
                    onDone: [{ guard: { type: 'isCarSaved', params: savedCarOf }, target: 'closed', actions: { type: 'addSavedCar', params: savedCarOf } }, { target: 'closed' }],
                  },
                },
              },
            },
          },
        },
        schedule: {
          initial: 'loading',
          on: { 'wizard.goToStep': { guard: chosen(3) }, 'wizard.previous': 'vehicle', 'wizard.next': next(3, 'review') },
          states: {
            loading: {
              tags: 'loadingDates',
              invoke: {
                src: 'loadDates',
                input: ({ context }) => ({ startDate: todayInKarachi(), days: AVAILABILITY_DAYS, serviceId: context.serviceId, addonIds: addonIdsOf(context) }),
                onDone: { target: 'ready', actions: { type: 'assignDates', params: ({ event }) => ({ dates: event.output }) } },
                onError: { target: 'failed', actions: 'showDatesError' },
              },
            },
            failed: { on: { 'wizard.retry': 'loading' } },
            ready: { on: { 'wizard.selectDate': pickDate('ready') } },
            advancing: { after: { autoAdvance: '#wizard.steps.review' }, on: { 'wizard.selectDate': pickDate('advancing') } },
          },
        },
        review: {
          initial: 'editing',
          invoke: { id: 'timeChoice', src: 'timeChoice', input: ({ context }) => ({ date: context.date, serviceId: context.serviceId, addonIds: addonIdsOf(context), preferred: context.time }) },
          on: {
            'wizard.goToStep': { guard: chosen(4) },
            'timeChoice.chosen': { actions: { type: 'assignTime', params: ({ event }) => event } },
            'addons.changed': { actions: [{ type: 'assignAddons', params: ({ event }) => event }, 'refitTimes'] },
          },
          states: {
            editing: {
              on: {
                'wizard.previous': '#wizard.steps.schedule',
                'wizard.setNotes': { actions: { type: 'assignNotes', params: ({ event }) => event } },
                'wizard.confirm': [
                  { guard: 'isSignedOut', actions: notify('error', () => messages.wizard.userNotAuthenticated) },
                  { guard: 'isBookingIncomplete', actions: notify('error', () => messages.wizard.missingInformation) },
                  { guard: 'hasNoTime', actions: notify('error', () => messages.wizard.chooseTime) },
                  { target: 'submitting', actions: 'keyAttempt' },
                ],
              },
            },
            submitting: {
              tags: 'submitting',
              on: { 'wizard.goToStep': {} },
              invoke: {
                src: 'submitBooking',
                input: ({ context }) => bookingAttemptOf(context),
                onDone: { target: '#wizard.steps.service', actions: [notify('success', () => messages.booking.created), 'resetBooking', 'clearAddons', { type: 'navigate', params: { to: '/my-bookings' } }] },
                onError: [
                  // the day filled up meanwhile: pick another from fresh availability
                  { guard: { type: 'isRefusedForTheDay', params: errorOf }, target: '#wizard.steps.schedule', actions: [notifyFailure(() => messages.booking.createFailed), 'forgetDate'] },
                  // the time went meanwhile, or the car is booked then: the day's fresh times, everything else kept
                  { guard: { type: 'isTimeRefused', params: errorOf }, target: 'editing', actions: [notifyFailure(() => messages.booking.createFailed), 'reloadTimes'] },
                  { target: 'editing', actions: notifyFailure(() => messages.booking.createFailed) },
                ],
              },
            },
          },
        },
      },
    },
  },
});

export type BookingWizardMachine = typeof bookingWizardMachine;
export type WizardSnapshot = SnapshotFrom<typeof bookingWizardMachine>;
