// My Bookings as the customer and the server live it (no I/O), and how each of their moves is made on the REAL
// myBookings machine, whose server calls are scripted. The context is what the customer should notice: the toast of
// the last step, the stars, the review and the review's error in the rating dialog.
import { assign, createActor, setup } from 'xstate';
import type { ActionAnswer, BookingFilter } from '../../src/api/myBookings';
import { ApiError } from '../../src/api/client';
import { NOTES_MAX } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import type { AvailableDate, BookingListItem } from '../../src/domain/types';
import { myBookingsMachine, type MyBookingsEvent } from '../../src/machines/myBookings';
import type { Notice } from '../../src/machines/notice';
import { DEFAULT_RATING } from '../../src/machines/ratingForm';
import { defineFlowModel, type ModelEvent, type ModelSnapshot, type RunOptions } from '../setup/flowModel';
import { ScriptedCalls } from '../setup/scriptedCalls';

export const BOOKING: BookingListItem = {
  id: 'b-0001-aaaa-bbbb-cccc',
  serviceName: 'Full Detail',
  totalAmount: 12500,
  status: 'confirmed',
  carMake: 'Suzuki',
  carModel: 'Swift',
  carLicensePlate: 'KHI-101',
  scheduledDate: '2026-12-01',
  scheduledTime: '10:00',
  rating: null,
  review: null,
  invoiceId: null,
  paymentStatus: 'pending',
};
export const DAY: AvailableDate = { date: '2026-12-03', available: true, slots_available: 2, earliest_time: '11:00' };
/** A refusal in the server's own words (reschedule is refused so; cancel and rate fail without words). */
export const REFUSAL = 'That booking can no longer be changed.';
export const LIST_FAILURE = 'The database is not reachable.';
export const REVIEW = 'Spotless interior';
/** One character more than a review may have. */
const OVERLONG_REVIEW = 'a'.repeat(NOTES_MAX + 1);
const REVIEW_TOO_LONG = messages.booking.reviewTooLong(NOTES_MAX);
export const PICKED_STARS = 3;

export const ACTIONS = ['cancel', 'reschedule', 'rate'] as const;
export type CallName = 'load' | 'dates' | (typeof ACTIONS)[number];

interface Expected {
  toast: Notice | null;
  stars: number;
  /** The review, trimmed as it is sent. */
  review: string;
  reviewError: string | null;
}

/** Each move leaves exactly the toast it names (or none). */
const go = (target: string, toast: Notice | null = null) => ({ target, actions: { type: 'setToast' as const, params: { toast } } });
const quiet = { actions: { type: 'setToast' as const, params: { toast: null } } };

const userFlow = setup({
  types: {
    context: {} as Expected,
    events: {} as {
      type:
        | 'server.listLoaded'
        | 'server.listEmpty'
        | 'server.listFails'
        | 'server.datesLoaded'
        | 'server.datesFail'
        | 'server.accepts'
        | 'server.refuses'
        | 'user.retries'
        | 'user.filters'
        | 'user.opensCancel'
        | 'user.opensReschedule'
        | 'user.opensRate'
        | 'user.picksDate'
        | 'user.picksStars'
        | 'user.writesReview'
        | 'user.submitsOverlongReview'
        | 'user.confirms'
        | 'user.dismisses';
    },
  },
  actions: { setToast: assign((_, params: { toast: Notice | null }) => ({ toast: params.toast })) },
  guards: { isReviewAccepted: ({ context }) => context.reviewError === null },
}).createMachine({
  id: 'myBookingsFlow',
  initial: 'loading',
  context: { toast: null, stars: DEFAULT_RATING, review: '', reviewError: null },
  states: {
    loading: { on: { 'server.listLoaded': go('list'), 'server.listEmpty': go('empty'), 'server.listFails': go('error') } },
    error: { on: { 'user.retries': go('loading') } },
    empty: { on: { 'user.filters': go('loading') } },
    list: {
      on: {
        'user.filters': go('loading'),
        'user.opensCancel': go('cancelDialog'),
        'user.opensReschedule': go('datesLoading'),
        'user.opensRate': { target: 'rateDialog', actions: assign({ toast: null, stars: DEFAULT_RATING, review: '', reviewError: null }) },
      },
    },
    cancelDialog: { on: { 'user.dismisses': go('list'), 'user.confirms': go('cancelling') } },
    cancelling: {
      on: {
        'server.accepts': go('loading', { kind: 'success', message: messages.booking.cancelled }),
        'server.refuses': go('list', { kind: 'error', message: messages.booking.cancelFailed }),
      },
    },
    datesLoading: { on: { 'server.datesLoaded': go('picking'), 'server.datesFail': go('datesFailed'), 'user.dismisses': go('list') } },
    datesFailed: { on: { 'user.retries': go('datesLoading'), 'user.dismisses': go('list') } },
    picking: { on: { 'user.picksDate': go('dayPicked'), 'user.dismisses': go('list') } },
    dayPicked: { on: { 'user.confirms': go('rescheduling'), 'user.dismisses': go('list') } },
    rescheduling: {
      on: {
        // The dialog cannot be closed while the request is in flight.
        'user.dismisses': quiet,
        'server.accepts': go('loading', { kind: 'success', message: messages.booking.rescheduled }),
        'server.refuses': go('list', { kind: 'error', message: REFUSAL }),
      },
    },
    rateDialog: {
      on: {
        'user.picksStars': { actions: assign({ toast: null, stars: PICKED_STARS }) },
        // Writing takes the review's error away.
        'user.writesReview': { actions: assign({ toast: null, review: REVIEW, reviewError: null }) },
        // Refused before anything is sent, with the field's error.
        'user.submitsOverlongReview': { actions: assign({ toast: null, review: OVERLONG_REVIEW, reviewError: REVIEW_TOO_LONG }) },
        'user.confirms': { guard: 'isReviewAccepted', ...go('rating') },
        'user.dismisses': go('list'),
      },
    },
    rating: {
      on: {
        'user.dismisses': quiet,
        'server.accepts': go('loading', { kind: 'success', message: messages.booking.rated }),
        'server.refuses': go('list', { kind: 'error', message: messages.booking.rateFailed }),
      },
    },
  },
});

/** The real machine with a scripted server and recorded toasts. */
export class MyBookingsRun {
  readonly server = new ScriptedCalls<CallName>();
  toasts: Notice[] = [];
  filters = 0;
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    const { server } = this;
    this.actor = createActor(
      myBookingsMachine.provide({
        actors: {
          loadBookings: server.actor<BookingListItem[], { filter: BookingFilter }>('load'),
          loadDates: server.actor<AvailableDate[]>('dates'),
          cancelBooking: server.actor<ActionAnswer, { bookingId: string }>('cancel'),
          rescheduleBooking: server.actor<ActionAnswer, { bookingId: string; date: string }>('reschedule'),
          rateBooking: server.actor<ActionAnswer, { bookingId: string; rating: number; review: string }>('rate'),
        },
        actions: { notify: (_, toast) => void this.toasts.push(toast) },
      }),
      { input: {}, ...options },
    ).start();
  }

  send = (event: MyBookingsEvent) => this.actor.send(event);

  beginStep() {
    this.server.beginStep();
    this.toasts = [];
  }
}

const ANSWER_TEXT = { cancel: messages.booking.cancelled, reschedule: messages.booking.rescheduled, rate: messages.booking.rated };
const FILTERS: readonly BookingFilter[] = ['pending', 'completed', 'all'];

function perform(run: MyBookingsRun, event: ModelEvent<typeof userFlow>, from: ModelSnapshot<typeof userFlow>) {
  const { server, send } = run;
  switch (event.type) {
    case 'server.listLoaded':
      return server.answer('load', [BOOKING]);
    case 'server.listEmpty':
      return server.answer('load', []);
    case 'server.listFails':
      return server.fail('load', new ApiError(LIST_FAILURE, 503));
    case 'server.datesLoaded':
      return server.answer('dates', [DAY]);
    case 'server.datesFail':
      return server.fail('dates', new TypeError('Failed to fetch'));
    case 'server.accepts': {
      const name = server.inFlight(ACTIONS);
      return server.answer(name, { success: true, message: ANSWER_TEXT[name] });
    }
    case 'server.refuses': {
      const name = server.inFlight(ACTIONS);
      return server.fail(name, name === 'reschedule' ? new ApiError(REFUSAL, 409) : new TypeError('Failed to fetch'));
    }
    case 'user.retries':
      return send({ type: 'myBookings.retry' });
    case 'user.filters':
      run.filters += 1;
      return send({ type: 'myBookings.filter', filter: FILTERS[run.filters % FILTERS.length]! });
    case 'user.opensCancel':
      return send({ type: 'myBookings.cancel', bookingId: BOOKING.id });
    case 'user.opensReschedule':
      return send({ type: 'myBookings.reschedule', bookingId: BOOKING.id });
    case 'user.opensRate':
      return send({ type: 'myBookings.rate', bookingId: BOOKING.id });
    case 'user.picksDate':
      return send({ type: 'myBookings.pickDate', date: DAY.date });
    case 'user.picksStars':
      return send({ type: 'rating.change', field: 'rating', value: String(PICKED_STARS) });
    case 'user.writesReview':
      // Typed with stray spaces: the machine sends it trimmed.
      return send({ type: 'rating.change', field: 'review', value: `  ${REVIEW} ` });
    case 'user.submitsOverlongReview':
      send({ type: 'rating.change', field: 'review', value: OVERLONG_REVIEW });
      return send({ type: 'rating.submit' });
    case 'user.confirms':
      return send(from.value === 'rateDialog' ? { type: 'rating.submit' } : { type: 'myBookings.confirm' });
    case 'user.dismisses':
      return send({ type: 'myBookings.dismiss' });
  }
}

export const myBookingsFlow = defineFlowModel({
  name: 'myBookings',
  model: userFlow,
  covers: [myBookingsMachine],
  start: (options) => new MyBookingsRun(options),
  perform,
});
