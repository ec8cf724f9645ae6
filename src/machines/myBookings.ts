// My Bookings (spec §2 My Bookings, §7 Customer bookings, §8 Booking actions): the list with its status filter,
// and the cancel / reschedule / rate flows. Toasts are injected by the page with `myBookingsMachine.provide({ actions })`.
import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { cancelMyBooking, listMyBookings, rateMyBooking, rescheduleDates, rescheduleMyBooking, type ActionAnswer, type BookingFilter } from '../api/myBookings';
import { isAuthFailure, serverMessageOf } from '../api/client';
import { AVAILABILITY_DAYS, NOTES_MAX, RATING_MAX, RATING_MIN } from '../domain/constants';
import { todayInKarachi } from '../domain/format';
import { messages } from '../domain/messages';
import type { AvailableDate, BookingListItem } from '../domain/types';
import type { Notice } from './notice';

export interface MyBookingsContext {
  filter: BookingFilter;
  bookings: BookingListItem[];
  error: string | null;
  /** The booking the open dialog acts on. */
  bookingId: string | null;
  dates: AvailableDate[];
  datesError: string | null;
  date: string | null;
  rating: number;
  review: string;
}

export type MyBookingsEvent =
  | { type: 'myBookings.filter'; filter: BookingFilter }
  | { type: 'myBookings.retry' }
  | { type: 'myBookings.reload' }
  | { type: 'myBookings.cancel'; bookingId: string }
  | { type: 'myBookings.reschedule'; bookingId: string }
  | { type: 'myBookings.rate'; bookingId: string }
  | { type: 'myBookings.pickDate'; date: string }
  | { type: 'myBookings.setRating'; rating: number }
  | { type: 'myBookings.setReview'; review: string }
  | { type: 'myBookings.confirm' }
  | { type: 'myBookings.dismiss' };


export const DEFAULT_RATING = RATING_MAX;

/** What the error banner shows under 'Error loading bookings' (spec §8). */
export const listErrorText = (error: unknown) =>
  isAuthFailure(error) ? messages.auth.authenticationFailed : (serverMessageOf(error) ?? messages.booking.listLoadFailed);

const isBookableDate = (day: AvailableDate) => day.available && day.slots_available > 0;
const clampRating = (rating: number) => Math.min(Math.max(Math.round(rating) || RATING_MAX, RATING_MIN), RATING_MAX);

const succeeded = (fallback: string) =>
  [
    { type: 'notify', params: ({ event }: { event: { output: ActionAnswer } }) => ({ kind: 'success' as const, message: event.output.message || fallback }) },
    'requestReload',
  ] as const;
const failed = (fallback: string) =>
  ({ type: 'notify', params: ({ event }: { event: { error: unknown } }) => ({ kind: 'error' as const, message: serverMessageOf(event.error) ?? fallback }) }) as const;

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
    rateBooking: fromPromise<ActionAnswer, { bookingId: string; rating: number; review: string }>(({ input, signal }) =>
      rateMyBooking(input.bookingId, input.rating, input.review, signal),
    ),
  },
  actions: {
    // Side effect: a no-op here, provided by the page (and by tests).
    notify: (_, _params: Notice) => {},
    openDialog: assign((_, params: { bookingId: string }) => ({ bookingId: params.bookingId, date: null, dates: [], datesError: null, rating: DEFAULT_RATING, review: '' })),
    closeDialog: assign({ bookingId: null }),
    requestReload: raise({ type: 'myBookings.reload' }),
  },
  guards: {
    isEmptyList: (_, params: { bookings: BookingListItem[] }) => params.bookings.length === 0,
    isBookableDate: ({ context }, params: { date: string }) => context.dates.some((day) => day.date === params.date && isBookableDate(day)),
    hasDate: ({ context }) => context.date !== null,
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
    rating: DEFAULT_RATING,
    review: '',
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
                onError: { target: '#myBookings.action.idle', actions: ['closeDialog', failed(messages.booking.cancelFailed)] },
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
                onError: { target: '#myBookings.action.idle', actions: ['closeDialog', failed(messages.booking.rescheduleFailed)] },
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
                'myBookings.setRating': { actions: assign({ rating: ({ event }) => clampRating(event.rating) }) },
                'myBookings.setReview': { actions: assign({ review: ({ event }) => event.review.slice(0, NOTES_MAX) }) },
                'myBookings.confirm': 'submitting',
              },
            },
            submitting: {
              tags: 'submitting',
              on: { 'myBookings.dismiss': {} },
              invoke: {
                src: 'rateBooking',
                input: ({ context }) => ({ bookingId: context.bookingId ?? '', rating: context.rating, review: context.review.trim() }),
                onDone: { target: '#myBookings.action.idle', actions: ['closeDialog', ...succeeded(messages.booking.rated)] },
                onError: { target: '#myBookings.action.idle', actions: ['closeDialog', failed(messages.booking.rateFailed)] },
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
