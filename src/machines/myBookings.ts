// My Bookings (spec §2 My Bookings, §7 Customer bookings, §8 Booking actions): the list in appointment order with its
// status filter (kept in the URL), and the cancel / reschedule / rate flows; a reschedule picks a day, then a start time
// (the shared `timeChoice`). The page provides the toasts and navigation with `useFlowEffects`.
import { assign, fromPromise, raise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { cancelMyBooking, listMyBookings, rateMyBooking, rescheduleDates, rescheduleMyBooking, type ActionAnswer, type BookingFilter } from '../api/myBookings';
import { isBookableIn } from '../domain/availability';
import { AVAILABILITY_DAYS } from '../domain/constants';
import { todayInKarachi } from '../domain/format';
import { addonIdsOf } from '../domain/visitItems';
import { messages } from '../domain/messages';
import type { AvailableDate, BookingListItem } from '../domain/types';
import { withoutFieldError } from './formErrors';
import { dialogBookingOf, filterPath, inAppointmentOrder, listErrorText } from './myBookingsList';
import { notifyFailure, type LazyText, type NavigateParams, type Notice } from './notice';
import { chosenRatingValue, defaultRatingValues, ratingFieldErrorsOf, ratingOf, type RatingField, type RatingFieldErrors, type RatingValues } from './ratingForm';
import { isTimeRefused, timeChoiceMachine, type TimeChosen } from './timeChoice';

type RatingRequest = { bookingId: string } & ReturnType<typeof ratingOf>;
export type RescheduleRequest = { bookingId: string; date: string; time: string };

export interface MyBookingsContext {
  filter: BookingFilter;
  bookings: BookingListItem[];
  error: string | null;
  /** The booking the open dialog acts on. */
  bookingId: string | null;
  dates: AvailableDate[];
  datesError: string | null;
  date: string | null;
  /** The new start time on that day. */
  time: string | null;
  /** The rate dialog's form. */
  ratingValues: RatingValues;
  ratingFieldErrors: RatingFieldErrors;
}

export type MyBookingsEvent =
  | { type: 'myBookings.filter'; filter: BookingFilter }
  /** The address changed (back, forward): the list follows its filter without a new history entry. */
  | { type: 'myBookings.followUrl'; filter: BookingFilter }
  | { type: 'myBookings.retry' }
  | { type: 'myBookings.reload' }
  | { type: 'myBookings.cancel'; bookingId: string }
  | { type: 'myBookings.reschedule'; bookingId: string }
  | { type: 'myBookings.rate'; bookingId: string }
  | { type: 'myBookings.pickDate'; date: string }
  | { type: 'myBookings.changeDate' }
  | { type: 'myBookings.confirm' }
  | { type: 'myBookings.dismiss' }
  | { type: 'rating.change'; field: RatingField; value: string }
  | { type: 'rating.submit' }
  | TimeChosen;

/** What a dialog starts from: no day, time or rating yet. */
const FRESH_DIALOG = { dates: [], datesError: null, date: null, time: null, ratingValues: defaultRatingValues, ratingFieldErrors: {} } satisfies Partial<MyBookingsContext>;
const serviceIdOf = (context: MyBookingsContext) => dialogBookingOf(context)?.serviceId ?? null;
/** The booking's add-ons: a new start time must fit the whole visit. */
const visitAddonIdsOf = (context: MyBookingsContext) => addonIdsOf(dialogBookingOf(context)?.items ?? []);
const filterOf = ({ event }: { event: { filter: BookingFilter } }) => event;

const succeeded = (fallback: LazyText) =>
  [
    { type: 'notify', params: ({ event }: { event: { output: ActionAnswer } }) => ({ kind: 'success' as const, message: event.output.message || fallback() }) },
    'requestReload',
  ] as const;

export const myBookingsMachine = setup({
  types: {
    context: {} as MyBookingsContext,
    events: {} as MyBookingsEvent,
    input: {} as { filter?: BookingFilter },
    tags: {} as 'loading' | 'submitting' | 'loadingDates',
    children: {} as { timeChoice: 'timeChoice' },
  },
  actors: {
    loadBookings: fromPromise<BookingListItem[], { filter: BookingFilter }>(({ input, signal }) => listMyBookings(input.filter, signal)),
    loadDates: fromPromise<AvailableDate[], { serviceId: string; addonIds: readonly string[] }>(({ input, signal }) =>
      rescheduleDates(todayInKarachi(), AVAILABILITY_DAYS, input.serviceId, input.addonIds, signal),
    ),
    timeChoice: timeChoiceMachine,
    cancelBooking: fromPromise<ActionAnswer, { bookingId: string }>(({ input, signal }) => cancelMyBooking(input.bookingId, '', signal)),
    rescheduleBooking: fromPromise<ActionAnswer, RescheduleRequest>(({ input, signal }) => rescheduleMyBooking(input.bookingId, input.date, input.time, signal)),
    rateBooking: fromPromise<ActionAnswer, RatingRequest>(({ input, signal }) => rateMyBooking(input.bookingId, input.rating, input.review, signal)),
  },
  actions: {
    // Side effects: no-ops here, provided by the page with `useFlowEffects` (and by tests).
    notify: (_, _params: Notice) => {},
    navigate: (_, _params: NavigateParams) => {},
    assignFilter: assign({ filter: (_, { filter }: { filter: BookingFilter }) => filter }),
    openDialog: assign((_, { bookingId }: { bookingId: string }) => ({ ...FRESH_DIALOG, bookingId })),
    closeDialog: assign({ bookingId: null }),
    changeRating: assign(({ context }, { field, value }: { field: RatingField; value: string }) => ({
      ratingValues: { ...context.ratingValues, [field]: chosenRatingValue(field, value) },
      ratingFieldErrors: withoutFieldError(context.ratingFieldErrors, field),
    })),
    showRatingErrors: assign({ ratingFieldErrors: ({ context }) => ratingFieldErrorsOf(context.ratingValues) }),
    requestReload: raise({ type: 'myBookings.reload' }),
    // the same day again keeps its time; another day's time is chosen anew
    assignDate: assign(({ context }, { date }: { date: string }) => ({ date, time: date === context.date ? context.time : null })),
    assignTime: assign({ time: (_, { time }: { time: string | null }) => time }),
    reloadTimes: sendTo('timeChoice', { type: 'time.reload' }),
  },
  guards: {
    isOtherFilter: ({ context }, { filter }: { filter: BookingFilter }) => filter !== context.filter,
    isEmptyList: (_, params: { bookings: BookingListItem[] }) => params.bookings.length === 0,
    isBookableDate: ({ context }, params: { date: string }) => isBookableIn(context.dates, params.date),
    hasTime: ({ context }) => context.time !== null,
    isTimeRefused: (_, { error }: { error: unknown }) => isTimeRefused(error),
    isRatingValid: ({ context }) => Object.keys(ratingFieldErrorsOf(context.ratingValues)).length === 0,
  },
}).createMachine({
  id: 'myBookings',
  type: 'parallel',
  context: ({ input }) => ({ filter: input.filter ?? 'all', bookings: [], error: null, bookingId: null, ...FRESH_DIALOG }),
  states: {
    list: {
      initial: 'loading',
      on: {
        'myBookings.filter': {
          guard: { type: 'isOtherFilter', params: filterOf },
          target: '.loading',
          reenter: true,
          actions: [{ type: 'assignFilter', params: filterOf }, { type: 'navigate', params: ({ event }) => ({ to: filterPath(event.filter) }) }],
        },
        'myBookings.followUrl': { guard: { type: 'isOtherFilter', params: filterOf }, target: '.loading', reenter: true, actions: { type: 'assignFilter', params: filterOf } },
        'myBookings.reload': { target: '.loading', reenter: true },
      },
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            src: 'loadBookings',
            input: ({ context }) => ({ filter: context.filter }),
            onDone: [
              { guard: { type: 'isEmptyList', params: ({ event }) => ({ bookings: event.output }) }, target: 'empty', actions: assign({ bookings: [], error: null }) },
              { target: 'loaded', actions: assign({ bookings: ({ event }) => inAppointmentOrder(event.output), error: null }) },
            ],
            onError: { target: 'error', actions: assign({ bookings: [], error: ({ event }) => listErrorText(event.error) }) },
          },
        },
        loaded: {},
        empty: {},
        error: { on: { 'myBookings.retry': 'loading' } },
      },
    },
    action: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'myBookings.cancel': { target: 'cancelling', actions: { type: 'openDialog', params: ({ event }) => event } },
            'myBookings.reschedule': { target: 'rescheduling', actions: { type: 'openDialog', params: ({ event }) => event } },
            'myBookings.rate': { target: 'rating', actions: { type: 'openDialog', params: ({ event }) => event } },
          },
        },
        cancelling: {
          initial: 'confirming',
          states: {
            confirming: { on: { 'myBookings.confirm': 'submitting', 'myBookings.dismiss': { target: '#myBookings.action.idle', actions: 'closeDialog' } } },
            submitting: {
              tags: 'submitting',
              invoke: {
                src: 'cancelBooking',
                input: ({ context }) => ({ bookingId: context.bookingId ?? '' }),
                onDone: { target: '#myBookings.action.idle', actions: ['closeDialog', ...succeeded(() => messages.booking.cancelled)] },
                onError: { target: '#myBookings.action.idle', actions: ['closeDialog', notifyFailure(() => messages.booking.cancelFailed)] },
              },
            },
          },
        },
        rescheduling: {
          initial: 'loadingDates',
          on: { 'myBookings.dismiss': { target: 'idle', actions: 'closeDialog' } },
          states: {
            loadingDates: {
              tags: 'loadingDates',
              invoke: {
                src: 'loadDates',
                input: ({ context }) => ({ serviceId: serviceIdOf(context) ?? '', addonIds: visitAddonIdsOf(context) }),
                onDone: { target: 'pickingDate', actions: assign({ dates: ({ event }) => event.output, datesError: null }) },
                onError: { target: 'datesFailed', actions: assign({ datesError: () => messages.dates.loadFailed }) },
              },
            },
            datesFailed: { on: { 'myBookings.retry': 'loadingDates' } },
            pickingDate: {
              on: { 'myBookings.pickDate': { guard: { type: 'isBookableDate', params: ({ event }) => event }, target: 'pickingTime', actions: { type: 'assignDate', params: ({ event }) => event } } },
            },
            // a day is picked: its start times for the booking's service, then the move
            pickingTime: {
              initial: 'choosing',
              invoke: { id: 'timeChoice', src: 'timeChoice', input: ({ context }) => ({ date: context.date, serviceId: serviceIdOf(context), addonIds: visitAddonIdsOf(context), preferred: context.time }) },
              on: { 'timeChoice.chosen': { actions: { type: 'assignTime', params: ({ event }) => event } }, 'myBookings.changeDate': 'pickingDate' },
              states: {
                choosing: { on: { 'myBookings.confirm': { guard: 'hasTime', target: 'submitting' } } },
                submitting: {
                  tags: 'submitting',
                  on: { 'myBookings.dismiss': {}, 'myBookings.changeDate': {} },
                  invoke: {
                    src: 'rescheduleBooking',
                    input: ({ context }) => ({ bookingId: context.bookingId ?? '', date: context.date ?? '', time: context.time ?? '' }),
                    onDone: { target: '#myBookings.action.idle', actions: ['closeDialog', ...succeeded(() => messages.booking.rescheduled)] },
                    onError: [
                      // the time went meanwhile, or the car is booked then: the dialog stays with the day's fresh times
                      { guard: { type: 'isTimeRefused', params: ({ event }) => event }, target: 'choosing', actions: [notifyFailure(() => messages.booking.rescheduleFailed), 'reloadTimes'] },
                      { target: '#myBookings.action.idle', actions: ['closeDialog', notifyFailure(() => messages.booking.rescheduleFailed)] },
                    ],
                  },
                },
              },
            },
          },
        },
        rating: {
          initial: 'editing',
          on: { 'myBookings.dismiss': { target: 'idle', actions: 'closeDialog' } },
          states: {
            editing: {
              on: {
                'rating.change': { actions: { type: 'changeRating', params: ({ event }) => event } },
                'rating.submit': [{ guard: 'isRatingValid', target: 'submitting' }, { actions: 'showRatingErrors' }],
              },
            },
            submitting: {
              tags: 'submitting',
              on: { 'myBookings.dismiss': {} },
              invoke: {
                src: 'rateBooking',
                input: ({ context }) => ({ bookingId: context.bookingId ?? '', ...ratingOf(context.ratingValues) }),
                onDone: { target: '#myBookings.action.idle', actions: ['closeDialog', ...succeeded(() => messages.booking.rated)] },
                onError: { target: '#myBookings.action.idle', actions: ['closeDialog', notifyFailure(() => messages.booking.rateFailed)] },
              },
            },
          },
        },
      },
    },
  },
});

export type MyBookingsMachine = typeof myBookingsMachine;
export type MyBookingsSnapshot = SnapshotFrom<typeof myBookingsMachine>;
