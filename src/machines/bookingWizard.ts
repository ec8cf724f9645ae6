// The four-step booking wizard (spec §2 Booking wizard, §4 Wizard, §5 Vehicle step / Review / Submit / Add vehicle).
// Toasts and navigation are injected by the page with `bookingWizardMachine.provide({ actions })`.
import { assertEvent, assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import { availableDates, createBooking, type AvailableDatesQuery, type AvailableDay, type CreatedBooking, type NewBooking } from '../api/bookings';
import { addCar, listCars, type Car, type NewCar } from '../api/cars';
import { ApiError, serverMessageOf } from '../api/client';
import { listServices } from '../api/services';
import { AVAILABILITY_DAYS, NOTES_MAX, WIZARD_AUTO_ADVANCE_MS, WIZARD_STEPS } from '../domain/constants';
import { todayInKarachi } from '../domain/format';
import { messages } from '../domain/messages';
import { CarPayload, validate } from '../domain/schemas';
import type { AccountUser } from '../domain/session';
import type { Service } from '../domain/types';
import type { Notice } from './notice';

export type WizardStep = 1 | 2 | 3 | 4;

/** The Add New Vehicle form as typed (the year stays text until validated). */
export interface CarFormValues {
  make: string;
  model: string;
  year: string;
  color: string;
  licensePlate: string;
}

export interface WizardInput {
  user: AccountUser | null;
  /** From `?service=` on /book: preselects the service and starts at step 2. */
  serviceId?: string | null;
}

export interface WizardContext {
  step: WizardStep;
  user: AccountUser | null;
  services: Service[];
  servicesError: string | null;
  serviceId: string | null;
  cars: Car[];
  carsLoaded: boolean;
  carsError: string | null;
  carId: string | null;
  carFormError: string | null;
  dates: AvailableDay[];
  datesError: string | null;
  date: string | null;
  notes: string;
}

export type WizardEvent =
  | { type: 'wizard.next' }
  | { type: 'wizard.previous' }
  | { type: 'wizard.goToStep'; step: number }
  | { type: 'wizard.retry' }
  | { type: 'wizard.selectService'; serviceId: string }
  | { type: 'wizard.selectCar'; carId: string }
  | { type: 'wizard.openCarForm' }
  | { type: 'wizard.closeCarForm' }
  | { type: 'wizard.saveCar'; car: CarFormValues }
  | { type: 'wizard.selectDate'; date: string }
  | { type: 'wizard.setNotes'; notes: string }
  | { type: 'wizard.confirm' }
  | { type: 'wizard.userChanged'; user: AccountUser | null };


/** Steps 1 to 4 only (spec §4: the step is capped at 4 and floored at 1). */
export const clampStep = (step: number): WizardStep => Math.min(Math.max(Math.round(step) || 1, 1), WIZARD_STEPS) as WizardStep;

export const selectedService = (context: WizardContext) => context.services.find((service) => service.id === context.serviceId) ?? null;
export const selectedCar = (context: WizardContext) => context.cars.find((car) => car.id === context.carId) ?? null;
export const selectedDay = (context: WizardContext) => context.dates.find((day) => day.date === context.date) ?? null;
export const isBookableDay = (day: AvailableDay) => day.available && day.slots_available > 0;

/** Spec §5 Vehicle step: a car with id, make, model, year and license plate. */
const isCompleteCar = (car: Car | null) => Boolean(car?.id && car.make && car.model && car.year && car.license_plate);

/** Whether the data of a step is there, which is what Next needs (spec §4). */
export function isStepComplete(context: WizardContext, step: WizardStep): boolean {
  if (step === 1) return context.serviceId !== null;
  if (step === 2) return isCompleteCar(selectedCar(context));
  if (step === 3) return context.date !== null;
  return isStepComplete(context, 1) && isStepComplete(context, 2) && isStepComplete(context, 3);
}
/** Every earlier step is complete: the review can be confirmed. */
export const isBookingComplete = (context: WizardContext) => isStepComplete(context, 4);

const carFormPayload = (car: CarFormValues) => ({ make: car.make, model: car.model, year: car.year.trim(), color: car.color, license_plate: car.licensePlate });

function toNewCar(car: CarFormValues, user: AccountUser | null): NewCar {
  const checked = validate(CarPayload, carFormPayload(car));
  if (!checked.ok) throw new Error(checked.first);
  return { ...checked.value, color: checked.value.color ?? '', customer: user?.id ?? '' };
}

const NOTHING_CHOSEN = { services: [], servicesError: null, serviceId: null, cars: [], carsLoaded: false, carsError: null, carId: null, carFormError: null, dates: [], datesError: null, date: null, notes: '' } satisfies Omit<WizardContext, 'step' | 'user'>;

const notify = (kind: Notice['kind'], message: string) => ({ type: 'notify', params: { kind, message } }) as const;
const failureText = (fallback: string) => ({ event }: { event: { error: unknown } }) => serverMessageOf(event.error) ?? fallback;
const notifyFailure = (fallback: string) =>
  ({ type: 'notify', params: ({ event }: { event: { error: unknown } }) => ({ kind: 'error' as const, message: serverMessageOf(event.error) ?? fallback }) }) as const;
const complete = (step: WizardStep) => ({ type: 'isStepComplete', params: { step } }) as const;
const enterStep = (step: WizardStep) => ({ type: 'enterStep', params: { step } }) as const;
/** Next: the following step when this one is complete, else the spec's toast. */
const next = (step: WizardStep, target: string) => [{ guard: complete(step), target }, { actions: notify('error', messages.wizard.completeRequiredFields) }];
const jump = (to: WizardStep, target: string) => ({ guard: { type: 'isJumpTo', params: ({ event }: { event: { step: number } }) => ({ step: event.step, to }) }, target }) as const;

export const bookingWizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
    tags: {} as 'loadingServices' | 'loadingCars' | 'savingCar' | 'loadingDates' | 'submitting',
  },
  actors: {
    loadServices: fromPromise<Service[]>(({ signal }) => listServices({ signal })),
    loadCars: fromPromise<Car[]>(({ signal }) => listCars(signal)),
    saveCar: fromPromise<Car, NewCar>(({ input, signal }) => addCar(input, signal)),
    loadDates: fromPromise<AvailableDay[], AvailableDatesQuery>(({ input, signal }) => availableDates(input, signal)),
    submitBooking: fromPromise<CreatedBooking, NewBooking>(({ input, signal }) => createBooking(input, signal)),
  },
  delays: { autoAdvance: WIZARD_AUTO_ADVANCE_MS },
  actions: {
    // Side effects: no-ops here, provided by the page (and by tests).
    notify: (_, _params: Notice) => {},
    enterStep: assign({ step: (_, params: { step: WizardStep }) => params.step }),
    navigate: (_, _params: { to: string }) => {},
    assignServices: assign({ services: (_, params: { services: Service[] }) => params.services, servicesError: null }),
    dropService: assign({ serviceId: null }),
    assignService: assign(({ context }, params: { serviceId: string }) => ({
      serviceId: params.serviceId,
      // another service has other free slots: the day must be picked again
      date: context.serviceId !== null && context.serviceId !== params.serviceId ? null : context.date,
    })),
    assignCars: assign(({ context }, params: { cars: Car[] }) => {
      const kept = params.cars.some((car) => car.id === context.carId) ? context.carId : null;
      const preselected = context.carsLoaded ? null : (params.cars.find((car) => car.is_default)?.id ?? null);
      return { cars: params.cars, carsLoaded: true, carsError: null, carId: kept ?? preselected };
    }),
    toggleCar: assign({ carId: ({ context }, params: { carId: string }) => (context.carId === params.carId ? null : params.carId) }),
    rejectCarForm: assign({
      carFormError: (_, params: { car: CarFormValues }) => {
        const checked = validate(CarPayload, carFormPayload(params.car));
        return checked.ok ? null : checked.first;
      },
    }),
    addSavedCar: assign(({ context }, params: { car: Car }) => ({ cars: [...context.cars, params.car], carId: params.car.id, carFormError: null })),
    assignDates: assign(({ context }, params: { dates: AvailableDay[] }) => ({
      dates: params.dates,
      datesError: null,
      date: params.dates.some((day) => day.date === context.date && isBookableDay(day)) ? context.date : null,
    })),
    toggleDate: assign({ date: ({ context }, params: { date: string }) => (context.date === params.date ? null : params.date) }),
    resetBooking: assign({ serviceId: null, carId: null, carsLoaded: false, date: null, dates: [], notes: '' }),
  },
  guards: {
    isStepComplete: ({ context }, params: { step: WizardStep }) => isStepComplete(context, params.step),
    isJumpTo: ({ context }, params: { step: number; to: WizardStep }) => clampStep(params.step) === params.to && context.step !== params.to,
    hasService: ({ context }) => context.serviceId !== null,
    hasUser: ({ context }) => context.user !== null,
    isPreselectionUnknown: ({ context }, params: { services: Service[] }) =>
      context.serviceId !== null && !params.services.some((service) => service.id === context.serviceId),
    isCarFormIncomplete: (_, params: { car: CarFormValues }) => !validate(CarPayload, carFormPayload(params.car)).ok,
    isBookableDate: ({ context }, params: { date: string }) => context.dates.some((day) => day.date === params.date && isBookableDay(day)),
    isSelectedDate: ({ context }, params: { date: string }) => context.date === params.date,
    isDayFull: (_, params: { error: unknown }) => params.error instanceof ApiError && params.error.status === 409,
  },
}).createMachine({
  id: 'wizard',
  type: 'parallel',
  context: ({ input }) => ({ ...NOTHING_CHOSEN, step: input.serviceId ? 2 : 1, user: input.user, serviceId: input.serviceId || null }),
  on: { 'wizard.userChanged': { actions: assign({ user: ({ event }) => event.user }) } },
  states: {
    catalogue: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'loadingServices',
          invoke: {
            src: 'loadServices',
            onDone: [
              {
                // an unknown or inactive `?service=`: start over at step 1
                guard: { type: 'isPreselectionUnknown', params: ({ event }) => ({ services: event.output }) },
                target: ['loaded', '#wizard.steps.service'],
                actions: [{ type: 'assignServices', params: ({ event }) => ({ services: event.output }) }, 'dropService'],
              },
              { target: 'loaded', actions: { type: 'assignServices', params: ({ event }) => ({ services: event.output }) } },
            ],
            onError: { target: 'failed', actions: assign({ servicesError: messages.services.loadFailed }) },
          },
        },
        loaded: {},
        failed: { on: { 'wizard.retry': 'loading' } },
      },
    },
    steps: {
      initial: 'starting',
      on: {
        'wizard.goToStep': [jump(1, '.service'), jump(2, '.vehicle'), jump(3, '.schedule'), jump(4, '.review')],
      },
      states: {
        starting: { always: [{ guard: 'hasService', target: 'vehicle' }, { target: 'service' }] },
        service: {
          entry: enterStep(1),
          on: {
            'wizard.selectService': { target: 'vehicle', actions: { type: 'assignService', params: ({ event }) => ({ serviceId: event.serviceId }) } },
            'wizard.next': next(1, 'vehicle'),
          },
        },
        vehicle: {
          entry: enterStep(2),
          type: 'parallel',
          on: {
            'wizard.selectCar': { actions: { type: 'toggleCar', params: ({ event }) => ({ carId: event.carId }) } },
            'wizard.previous': 'service',
            'wizard.next': next(2, 'schedule'),
          },
          states: {
            list: {
              initial: 'loading',
              states: {
                loading: {
                  tags: 'loadingCars',
                  invoke: {
                    src: 'loadCars',
                    onDone: { target: 'ready', actions: { type: 'assignCars', params: ({ event }) => ({ cars: event.output }) } },
                    onError: { target: 'failed', actions: assign({ carsError: failureText(messages.cars.fetchFailed) }) },
                  },
                },
                ready: {},
                failed: { on: { 'wizard.retry': 'loading' } },
              },
            },
            form: {
              initial: 'closed',
              states: {
                closed: { on: { 'wizard.openCarForm': { target: 'open', actions: assign({ carFormError: null }) } } },
                open: {
                  on: {
                    'wizard.closeCarForm': 'closed',
                    'wizard.saveCar': [
                      {
                        guard: { type: 'isCarFormIncomplete', params: ({ event }) => ({ car: event.car }) },
                        actions: { type: 'rejectCarForm', params: ({ event }) => ({ car: event.car }) },
                      },
                      { target: 'saving', actions: assign({ carFormError: null }) },
                    ],
                  },
                },
                saving: {
                  tags: 'savingCar',
                  invoke: {
                    src: 'saveCar',
                    input: ({ context, event }) => {
                      assertEvent(event, 'wizard.saveCar');
                      return toNewCar(event.car, context.user);
                    },
                    onDone: { target: 'closed', actions: { type: 'addSavedCar', params: ({ event }) => ({ car: event.output }) } },
                    onError: { target: 'open', actions: assign({ carFormError: failureText(messages.cars.addFailed) }) },
                  },
                },
              },
            },
          },
        },
        schedule: {
          entry: enterStep(3),
          initial: 'loading',
          on: { 'wizard.previous': 'vehicle', 'wizard.next': next(3, 'review') },
          states: {
            loading: {
              tags: 'loadingDates',
              invoke: {
                src: 'loadDates',
                input: ({ context }) => ({ startDate: todayInKarachi(), days: AVAILABILITY_DAYS, serviceId: context.serviceId }),
                onDone: { target: 'ready', actions: { type: 'assignDates', params: ({ event }) => ({ dates: event.output }) } },
                onError: { target: 'failed', actions: assign({ datesError: messages.dates.loadFailed }) },
              },
            },
            failed: { on: { 'wizard.retry': 'loading' } },
            ready: {
              on: {
                'wizard.selectDate': [
                  { guard: { type: 'isSelectedDate', params: ({ event }) => event }, actions: { type: 'toggleDate', params: ({ event }) => event } },
                  { guard: { type: 'isBookableDate', params: ({ event }) => event }, target: 'advancing', actions: { type: 'toggleDate', params: ({ event }) => event } },
                ],
              },
            },
            advancing: {
              after: { autoAdvance: '#wizard.steps.review' },
              on: {
                'wizard.selectDate': [
                  { guard: { type: 'isSelectedDate', params: ({ event }) => event }, target: 'ready', actions: { type: 'toggleDate', params: ({ event }) => event } },
                  {
                    guard: { type: 'isBookableDate', params: ({ event }) => event },
                    target: 'advancing',
                    reenter: true,
                    actions: { type: 'toggleDate', params: ({ event }) => event },
                  },
                ],
              },
            },
          },
        },
        review: {
          entry: enterStep(4),
          initial: 'editing',
          states: {
            editing: {
              on: {
                'wizard.previous': '#wizard.steps.schedule',
                'wizard.setNotes': { actions: assign({ notes: ({ event }) => event.notes.slice(0, NOTES_MAX) }) },
                'wizard.confirm': [
                  { guard: not('hasUser'), actions: notify('error', messages.wizard.userNotAuthenticated) },
                  { guard: not(complete(4)), actions: notify('error', messages.wizard.missingInformation) },
                  { target: 'submitting' },
                ],
              },
            },
            submitting: {
              tags: 'submitting',
              on: { 'wizard.goToStep': { actions: [] } },
              invoke: {
                src: 'submitBooking',
                input: ({ context }) => ({
                  customer: context.user?.id ?? '',
                  service: context.serviceId ?? '',
                  car: context.carId ?? '',
                  booking_date: context.date ?? '',
                  customer_notes: context.notes.trim(),
                }),
                onDone: {
                  target: '#wizard.steps.service',
                  actions: [notify('success', messages.booking.created), 'resetBooking', { type: 'navigate', params: { to: '/my-bookings' } }],
                },
                onError: [
                  {
                    // the day filled up meanwhile: pick another from fresh availability
                    guard: { type: 'isDayFull', params: ({ event }) => ({ error: event.error }) },
                    target: '#wizard.steps.schedule',
                    actions: [notifyFailure(messages.booking.createFailed), assign({ date: null })],
                  },
                  { target: 'editing', actions: notifyFailure(messages.booking.createFailed) },
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
