// The front desk's New booking dialog (and Walk in now, the same chart started in its own mode): find the customer as
// the desk types (debounced) or add a new one, pick one of their cars or add one, the service, the day and one of its
// free start times (the shared `timeChoice`), where the booking came from, notes and the confirmation mail. A walk-in
// books today at the current minute. The server's duplicate warning offers the existing customer; any other refusal
// is shown in the dialog with everything kept. It ends booked (its output: the server's sentence) or dismissed.
import { assign, fromPromise, raise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { serverMessageOf } from '../api/client';
import { fetchCustomer, searchCustomers } from '../api/customers';
import { createDeskBooking, existingCustomerOf, type DeskAnswer } from '../api/desk';
import { listAddons, listServices } from '../api/services';
import type { DeskBookingSource } from '../domain/constants';
import { deskBookingContent as content } from '../domain/console/deskContent';
import type { CustomerFile, CustomerSummary, DeskBookingRequest, ExistingCustomer } from '../domain/desk';
import { karachiTimeOfDay, todayInKarachi } from '../domain/format';
import type { BoardBooking } from '../domain/staff';
import type { Service } from '../domain/types';
import {
  chosenCustomerOf,
  deskFailureErrorsOf,
  deskFormErrorsOf,
  deskRequestOf,
  emptyNewCar,
  emptyNewCustomer,
  firstCarOf,
  isEmailDuplicate,
  type ChosenCustomer,
  type DeskFieldErrors,
  type DeskFormValues,
  type DeskMode,
  type NewCarField,
  type NewCustomerField,
  toggledAddons,
} from './deskBookingForm';
import { withoutFieldError } from './formErrors';
import { isTimeRefused, timeChoiceMachine, type TimeChosen } from './timeChoice';

/** Fewer characters than this find too many customers to be worth asking. */
export const CUSTOMER_QUERY_MIN = 2;
/** How many customers the dialog offers for a search. */
export const CUSTOMER_MATCHES_SHOWN = 6;

export interface DeskBookingInput {
  mode: DeskMode;
  /** The day (and start time) of the board's cell the desk clicked; today otherwise. */
  date?: string;
  time?: string | null;
  /** The customer the dialog opens with (from their file). */
  customer?: ChosenCustomer | null;
  /** The workshop's clock; tests fix it. */
  now?: () => Date;
}

/** What the dialog offers: the main services, and the add-ons (null when they could not be loaded: none offered). */
export interface DeskCatalogue {
  services: Service[];
  addons: Service[] | null;
}

export interface DeskBookingContext extends DeskFormValues, DeskCatalogue {
  now: () => Date;
  query: string;
  matches: CustomerSummary[];
  /** The customer being loaded after a choice. */
  pickedId: string | null;
  fieldErrors: DeskFieldErrors;
  /** The server's refusal (or the failure's fallback), shown above the form. */
  formError: string | null;
  /** The customer the server's duplicate warning offers. */
  existing: ExistingCustomer | null;
  rejectedSubmits: number;
  /** The server's sentence once booked. */
  booked: string | null;
}

export type DeskBookingEvent =
  | { type: 'desk.retry' }
  | { type: 'desk.dismiss' }
  | { type: 'desk.submit' }
  | { type: 'desk.pickService'; serviceId: string }
  | { type: 'desk.toggleAddon'; addonId: string; chosen: boolean }
  | { type: 'desk.pickDate'; date: string }
  | { type: 'desk.pickSource'; source: DeskBookingSource }
  | { type: 'desk.changeNotes'; notes: string }
  | { type: 'desk.setNotify'; notify: boolean }
  | { type: 'customer.type'; query: string }
  | { type: 'customer.retrySearch' }
  | { type: 'customer.choose'; customerId: string }
  | { type: 'customer.retry' }
  | { type: 'customer.addNew' }
  | { type: 'customer.find' }
  | { type: 'newCustomer.change'; field: NewCustomerField; value: string }
  | { type: 'car.choose'; carId: string | null }
  | { type: 'newCar.change'; field: NewCarField; value: string }
  | { type: 'duplicate.use' }
  | { type: 'duplicate.share' }
  | { type: 'duplicate.back' }
  | TimeChosen;

export interface DeskBookingOutput {
  /** The server's sentence ("Booked for Sun 29 Nov, 14:14, bay 1."); null when the dialog was dismissed. */
  message: string | null;
}

/** The workshop's day and minute now, as a walk-in is booked. */
const clockOf = (context: Pick<DeskBookingContext, 'now'>) => {
  const now = context.now();
  return { date: todayInKarachi(now), time: karachiTimeOfDay(now) };
};
const errorsOf = (context: DeskBookingContext) => deskFormErrorsOf(context, clockOf(context));
const NO_SEARCH = { query: '', matches: [], pickedId: null } satisfies Partial<DeskBookingContext>;

export const deskBookingMachine = setup({
  types: {
    context: {} as DeskBookingContext,
    events: {} as DeskBookingEvent,
    input: {} as DeskBookingInput,
    output: {} as DeskBookingOutput,
    tags: {} as 'busy' | 'searching',
    children: {} as { timeChoice: 'timeChoice' },
  },
  actors: {
    // a failed add-on list leaves the booking possible without add-ons
    loadServices: fromPromise<DeskCatalogue>(async ({ signal }) => {
      const [services, addons] = await Promise.all([listServices({ signal }), listAddons(signal).catch(() => null)]);
      return { services, addons };
    }),
    findCustomers: fromPromise<CustomerSummary[], { query: string }>(async ({ input, signal }) => (await searchCustomers(input.query, 1, signal)).results),
    loadCustomer: fromPromise<CustomerFile, { customerId: string }>(({ input, signal }) => fetchCustomer(input.customerId, signal)),
    submitBooking: fromPromise<DeskAnswer<BoardBooking>, DeskBookingRequest>(({ input, signal }) => createDeskBooking(input, signal)),
    timeChoice: timeChoiceMachine,
  },
  delays: { searchDelay: 300 },
  actions: {
    assignQuery: assign({ query: (_, { query }: { query: string }) => query }),
    assignMatches: assign({ matches: (_, { matches }: { matches: CustomerSummary[] }) => matches.slice(0, CUSTOMER_MATCHES_SHOWN) }),
    pickCustomer: assign({ pickedId: (_, { customerId }: { customerId: string }) => customerId }),
    chooseCustomer: assign(({ context }, { file }: { file: CustomerFile }) => ({
      customer: chosenCustomerOf(file),
      addingCustomer: false,
      carId: firstCarOf(file.cars),
      fieldErrors: withoutFieldError(context.fieldErrors, 'customer'),
    })),
    startFinding: assign({ ...NO_SEARCH, customer: null, addingCustomer: false, carId: null }),
    startAdding: assign(({ context }) => ({ customer: null, addingCustomer: true, carId: null, fieldErrors: withoutFieldError(context.fieldErrors, 'customer') })),
    changeNewCustomer: assign(({ context }, { field, value }: { field: NewCustomerField; value: string }) => ({
      newCustomer: { ...context.newCustomer, [field]: value },
      fieldErrors: withoutFieldError(context.fieldErrors, field),
      sharePhone: field === 'phone' ? false : context.sharePhone,
    })),
    chooseCar: assign({ carId: (_, { carId }: { carId: string | null }) => carId }),
    changeNewCar: assign(({ context }, { field, value }: { field: NewCarField; value: string }) => ({
      newCar: { ...context.newCar, [field]: value },
      fieldErrors: withoutFieldError(context.fieldErrors, field),
    })),
    pickService: assign(({ context }, { serviceId }: { serviceId: string }) => ({ serviceId, fieldErrors: withoutFieldError(withoutFieldError(context.fieldErrors, 'service'), 'time') })),
    toggleAddon: assign(({ context }, { addonId, chosen }: { addonId: string; chosen: boolean }) => ({
      addonIds: toggledAddons(context.addonIds, addonId, chosen),
      fieldErrors: withoutFieldError(withoutFieldError(context.fieldErrors, 'addons'), 'time'),
    })),
    pickDate: assign(({ context }, { date }: { date: string }) => ({ date, time: null, fieldErrors: withoutFieldError(withoutFieldError(context.fieldErrors, 'booking_date'), 'time') })),
    assignTime: assign(({ context }, { time }: { time: string | null }) => ({ time, fieldErrors: withoutFieldError(context.fieldErrors, 'time') })),
    pickSource: assign({ source: (_, { source }: { source: DeskBookingSource }) => source }),
    changeNotes: assign({ notes: (_, { notes }: { notes: string }) => notes }),
    setNotify: assign({ notify: (_, { notify }: { notify: boolean }) => notify }),
    showFormErrors: assign(({ context }) => ({ fieldErrors: errorsOf(context), formError: null, rejectedSubmits: context.rejectedSubmits + 1 })),
    clearRefusal: assign({ formError: null, existing: null }),
    showRefusal: assign((_, { error }: { error: unknown }) => ({ fieldErrors: deskFailureErrorsOf(error), formError: serverMessageOf(error) ?? content.failed })),
    showDuplicate: assign((_, { error }: { error: unknown }) => ({ existing: existingCustomerOf(error), formError: serverMessageOf(error) })),
    sharePhone: assign({ sharePhone: true, formError: null, existing: null }),
    // the offered customer is chosen as if the desk had found them: their cars are loaded
    useExisting: raise(({ context }) => ({ type: 'customer.choose' as const, customerId: context.existing?.id ?? '' })),
    reloadTimes: sendTo('timeChoice', { type: 'time.reload' }),
    assignBooked: assign({ booked: (_, { message }: { message: string }) => message || content.bookedFallback }),
  },
  guards: {
    hasCustomer: ({ context }) => context.customer !== null,
    isWalkIn: ({ context }) => context.mode === 'walkIn',
    hasService: ({ context }) => context.serviceId !== '',
    isQueryLongEnough: (_, { query }: { query: string }) => query.trim().length >= CUSTOMER_QUERY_MIN,
    isNoMatch: (_, { matches }: { matches: CustomerSummary[] }) => matches.length === 0,
    isFormValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    isDuplicate: (_, { error }: { error: unknown }) => existingCustomerOf(error) !== null,
    isTimeTaken: ({ context }, { error }: { error: unknown }) => context.mode === 'booking' && isTimeRefused(error),
    canSharePhone: ({ context }) => context.existing !== null && !isEmailDuplicate(context.existing, context),
  },
}).createMachine({
  id: 'deskBooking',
  context: ({ input }) => {
    const now = input.now ?? (() => new Date());
    const customer = input.customer ?? null;
    return {
      mode: input.mode,
      customer,
      addingCustomer: false,
      newCustomer: emptyNewCustomer,
      carId: customer ? firstCarOf(customer.cars) : null,
      newCar: emptyNewCar,
      serviceId: '',
      addonIds: [],
      date: input.date ?? todayInKarachi(now()),
      time: input.time ?? null,
      source: input.mode === 'walkIn' ? 'walk_in' : 'phone',
      notes: '',
      notify: true,
      sharePhone: false,
      now,
      services: [],
      addons: null,
      ...NO_SEARCH,
      fieldErrors: {},
      formError: null,
      existing: null,
      rejectedSubmits: 0,
      booked: null,
    };
  },
  initial: 'loadingServices',
  output: ({ context }) => ({ message: context.booked }),
  states: {
    loadingServices: {
      on: { 'desk.dismiss': 'dismissed' },
      invoke: {
        src: 'loadServices',
        onDone: { target: 'open', actions: assign(({ event }) => event.output) },
        onError: 'servicesFailed',
      },
    },
    servicesFailed: { on: { 'desk.retry': 'loadingServices', 'desk.dismiss': 'dismissed' } },
    open: {
      type: 'parallel',
      on: {
        'desk.pickSource': { actions: { type: 'pickSource', params: ({ event }) => event } },
        'desk.changeNotes': { actions: { type: 'changeNotes', params: ({ event }) => event } },
        'desk.setNotify': { actions: { type: 'setNotify', params: ({ event }) => event } },
        'newCar.change': { actions: { type: 'changeNewCar', params: ({ event }) => event } },
      },
      states: {
        customer: {
          initial: 'starting',
          on: {
            'customer.choose': { target: '.loading', actions: { type: 'pickCustomer', params: ({ event }) => event } },
            'customer.find': { target: '.finding', actions: 'startFinding' },
            'customer.addNew': { target: '.adding', actions: 'startAdding' },
          },
          states: {
            starting: { always: [{ guard: 'hasCustomer', target: 'chosen' }, { target: 'finding' }] },
            finding: {
              initial: 'idle',
              on: {
                'customer.type': [
                  { guard: { type: 'isQueryLongEnough', params: ({ event }) => event }, target: '.typing', reenter: true, actions: { type: 'assignQuery', params: ({ event }) => event } },
                  { target: '.idle', actions: { type: 'assignQuery', params: ({ event }) => event } },
                ],
              },
              states: {
                idle: {},
                // the desk is still typing: the search waits for a pause
                typing: { after: { searchDelay: 'searching' } },
                searching: {
                  tags: 'searching',
                  invoke: {
                    src: 'findCustomers',
                    input: ({ context }) => ({ query: context.query.trim() }),
                    onDone: [
                      { guard: { type: 'isNoMatch', params: ({ event }) => ({ matches: event.output }) }, target: 'noMatch' },
                      { target: 'found', actions: { type: 'assignMatches', params: ({ event }) => ({ matches: event.output }) } },
                    ],
                    onError: 'searchFailed',
                  },
                },
                found: {},
                noMatch: {},
                searchFailed: { on: { 'customer.retrySearch': 'searching' } },
              },
            },
            loading: {
              invoke: {
                src: 'loadCustomer',
                input: ({ context }) => ({ customerId: context.pickedId ?? '' }),
                onDone: { target: 'chosen', actions: { type: 'chooseCustomer', params: ({ event }) => ({ file: event.output }) } },
                onError: 'loadFailed',
              },
            },
            loadFailed: { on: { 'customer.retry': 'loading' } },
            adding: { on: { 'newCustomer.change': { actions: { type: 'changeNewCustomer', params: ({ event }) => event } } } },
            chosen: { on: { 'car.choose': { actions: { type: 'chooseCar', params: ({ event }) => event } } } },
          },
        },
        schedule: {
          initial: 'starting',
          // no reenter: that would start the other regions again too (the customer found would be lost)
          on: {
            'desk.pickService': { target: '.starting', actions: { type: 'pickService', params: ({ event }) => event } },
            // the free times are asked again for the whole visit
            'desk.toggleAddon': { target: '.starting', actions: { type: 'toggleAddon', params: ({ event }) => event } },
            'desk.pickDate': { target: '.starting', actions: { type: 'pickDate', params: ({ event }) => event } },
          },
          states: {
            starting: { always: [{ guard: 'isWalkIn', target: 'now' }, { guard: 'hasService', target: 'times' }, { target: 'noService' }] },
            noService: {},
            // a walk-in starts at the current minute: no time to choose
            now: {},
            times: {
              invoke: {
                id: 'timeChoice',
                src: 'timeChoice',
                input: ({ context }) => ({ date: context.date, serviceId: context.serviceId, addonIds: context.addonIds, preferred: context.time }),
              },
              on: { 'timeChoice.chosen': { actions: { type: 'assignTime', params: ({ event }) => event } } },
            },
          },
        },
        submission: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'desk.submit': [{ guard: 'isFormValid', target: 'submitting', actions: 'clearRefusal' }, { actions: 'showFormErrors' }],
                'desk.dismiss': '#deskBooking.dismissed',
              },
            },
            submitting: {
              tags: 'busy',
              invoke: {
                src: 'submitBooking',
                input: ({ context }) => deskRequestOf(context, clockOf(context)),
                onDone: { target: '#deskBooking.booked', actions: { type: 'assignBooked', params: ({ event }) => event.output } },
                onError: [
                  { guard: { type: 'isDuplicate', params: ({ event }) => event }, target: 'duplicate', actions: { type: 'showDuplicate', params: ({ event }) => event } },
                  // the time went meanwhile: the day's free times are asked again
                  { guard: { type: 'isTimeTaken', params: ({ event }) => event }, target: 'editing', actions: [{ type: 'showRefusal', params: ({ event }) => event }, 'reloadTimes'] },
                  { target: 'editing', actions: { type: 'showRefusal', params: ({ event }) => event } },
                ],
              },
            },
            // the phone or e-mail address is another customer's: book for them, or (a phone only) share it
            duplicate: {
              on: {
                'duplicate.use': { target: 'editing', actions: ['useExisting', 'clearRefusal'] },
                'duplicate.share': { guard: 'canSharePhone', target: 'submitting', actions: 'sharePhone' },
                'duplicate.back': { target: 'editing', actions: 'clearRefusal' },
                'desk.dismiss': '#deskBooking.dismissed',
              },
            },
          },
        },
      },
    },
    booked: { type: 'final' },
    dismissed: { type: 'final' },
  },
});

export type DeskBookingActor = ActorRefFrom<typeof deskBookingMachine>;
export type DeskBookingSnapshot = SnapshotFrom<typeof deskBookingMachine>;
