// My Bookings (spec §2 My Bookings, §7 Customer bookings, §8 Booking actions): the list with its status filter,
// and the cancel / reschedule / rate flows. The page provides the toasts with `useFlowEffects`.
import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { cancelMyBooking, listMyBookings, rateMyBooking, rescheduleDates, rescheduleMyBooking, type ActionAnswer, type BookingFilter } from '../api/myBookings';
import { isAuthFailure, serverMessageOf } from '../api/client';
import { isBookableIn } from '../domain/availability';
import { AVAILABILITY_DAYS } from '../domain/constants';
import { todayInKarachi } from '../domain/format';
import { messages } from '../domain/messages';
import type { AvailableDate, BookingListItem } from '../domain/types';
import { withoutFieldError } from './formErrors';
import { notifyFailure, type Notice } from './notice';
import { chosenRatingValue, defaultRatingValues, ratingFieldErrorsOf, ratingOf, type RatingField, type RatingFieldErrors, type RatingValues } from './ratingForm';

type RatingRequest = { bookingId: string } & ReturnType<typeof ratingOf>;

export interface MyBookingsContext {
  filter: BookingFilter;
  bookings: BookingListItem[];
  error: string | null;
  /** The booking the open dialog acts on. */
  bookingId: string | null;
  dates: AvailableDate[];
  datesError: string | null;
  date: string | null;
  /** The rate dialog's form. */
  ratingValues: RatingValues;
  ratingFieldErrors: RatingFieldErrors;
}

export type MyBookingsEvent =
  | { type: 'myBookings.filter'; filter: BookingFilter }
  | { type: 'myBookings.retry' }
  | { type: 'myBookings.reload' }
  | { type: 'myBookings.cancel'; bookingId: string }
  | { type: 'myBookings.reschedule'; bookingId: string }
  | { type: 'myBookings.rate'; bookingId: string }
  | { type: 'myBookings.pickDate'; date: string }
  | { type: 'myBookings.confirm' }
  | { type: 'myBookings.dismiss' }
  | { type: 'rating.change'; field: RatingField; value: string }
  | { type: 'rating.submit' };

/** What the error banner shows under 'Error loading bookings' (spec §8). */
export const listErrorText = (error: unknown) =>
  isAuthFailure(error) ? messages.auth.authenticationFailed : (serverMessageOf(error) ?? messages.booking.listLoadFailed);

const succeeded = (fallback: string) =>
  [
    { type: 'notify', params: ({ event }: { event: { output: ActionAnswer } }) => ({ kind: 'success' as const, message: event.output.message || fallback }) },
    'requestReload',
  ] as const;

export const myBookingsMachine = setup({
  types: {
    context: {} as MyBookingsContext,
    events: {} as MyBookingsEvent,
    input: {} as { filter?: BookingFilter },
    tags: {} as 'loading' | 'submitting' | 'loadingDates',
  },
  actors: {
    loadBookings: fromPromise<BookingListItem[], { filter: BookingFilter }>(({ input, signal }) => listMyBookings(input.filter, signal)),
    loadDates: fromPromise<AvailableDate[]>(({ signal }) => rescheduleDates(todayInKarachi(), AVAILABILITY_DAYS, signal)),
    cancelBooking: fromPromise<ActionAnswer, { bookingId: string }>(({ input, signal }) => cancelMyBooking(input.bookingId, '', signal)),
    rescheduleBooking: fromPromise<ActionAnswer, { bookingId: string; date: string }>(({ input, signal }) =>
      rescheduleMyBooking(input.bookingId, input.date, signal),
    ),
    rateBooking: fromPromise<ActionAnswer, RatingRequest>(({ input, signal }) =>
      rateMyBooking(input.bookingId, input.rating, input.review, signal),
    ),
  },
  actions: {
    // Side effect: a no-op here, provided by the page with `useFlowEffects` (and by tests).
    notify: (_, _params: Notice) => {},
    openDialog: assign((_, params: { bookingId: string }) => ({
      bookingId: params.bookingId,
      date: null,
      dates: [],
      datesError: null,
      ratingValues: defaultRatingValues,
      ratingFieldErrors: {},
    })),
    closeDialog: assign({ bookingId: null }),
    changeRating: assign(({ context }, { field, value }: { field: RatingField; value: string }) => ({
      ratingValues: { ...context.ratingValues, [field]: chosenRatingValue(field, value) },
      ratingFieldErrors: withoutFieldError(context.ratingFieldErrors, field),
    })),
    showRatingErrors: assign({ ratingFieldErrors: ({ context }) => ratingFieldErrorsOf(context.ratingValues) }),
    requestReload: raise({ type: 'myBookings.reload' }),
  },
  guards: {
    isEmptyList: (_, params: { bookings: BookingListItem[] }) => params.bookings.length === 0,
    isBookableDate: ({ context }, params: { date: string }) => isBookableIn(context.dates, params.date),
    hasDate: ({ context }) => context.date !== null,
    isRatingValid: ({ context }) => Object.keys(ratingFieldErrorsOf(context.ratingValues)).length === 0,
  },
}).createMachine({
  id: 'myBookings',
  type: 'parallel',
  context: ({ input }) => ({
    filter: input.filter ?? 'all',
    bookings: [],
    error: null,
    bookingId: null,
    dates: [],
    datesError: null,
    date: null,
    ratingValues: defaultRatingValues,
    ratingFieldErrors: {},
  }),
  states: {
    list: {
      initial: 'loading',
      on: {
        'myBookings.filter': { target: '.loading', reenter: true, actions: assign({ filter: ({ event }) => event.filter }) },
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
              { target: 'loaded', actions: assign({ bookings: ({ event }) => event.output, error: null }) },
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
                onDone: { target: '#myBookings.action.idle', actions: ['closeDialog', ...succeeded(messages.booking.cancelled)] },
                onError: { target: '#myBookings.action.idle', actions: ['closeDialog', notifyFailure(messages.booking.cancelFailed)] },
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
                onDone: { target: 'picking', actions: assign({ dates: ({ event }) => event.output, datesError: null }) },
                onError: { target: 'datesFailed', actions: assign({ datesError: messages.dates.loadFailed }) },
              },
            },
            datesFailed: { on: { 'myBookings.retry': 'loadingDates' } },
            picking: {
              on: {
                'myBookings.pickDate': { guard: { type: 'isBookableDate', params: ({ event }) => event }, actions: assign({ date: ({ event }) => event.date }) },
                'myBookings.confirm': { guard: 'hasDate', target: 'submitting' },
              },
            },
            submitting: {
              tags: 'submitting',
              on: { 'myBookings.dismiss': {} },
              invoke: {
                src: 'rescheduleBooking',
                input: ({ context }) => ({ bookingId: context.bookingId ?? '', date: context.date ?? '' }),
                onDone: { target: '#myBookings.action.idle', actions: ['closeDialog', ...succeeded(messages.booking.rescheduled)] },
                onError: { target: '#myBookings.action.idle', actions: ['closeDialog', notifyFailure(messages.booking.rescheduleFailed)] },
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
                onDone: { target: '#myBookings.action.idle', actions: ['closeDialog', ...succeeded(messages.booking.rated)] },
                onError: { target: '#myBookings.action.idle', actions: ['closeDialog', notifyFailure(messages.booking.rateFailed)] },
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
