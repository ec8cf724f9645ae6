// My Bookings as the customer and the server live it (no I/O), and how each of their moves is made on the REAL
// myBookings machine (with the reschedule dialog's time choice inside), whose server calls are scripted. The context is
// what the customer should notice: the toast of the last step, a new address, the new start time in the reschedule
// dialog, the stars, the review and the review's error in the rating dialog.
import { assign, createActor, setup } from 'xstate';
import type { ActionAnswer, BookingFilter } from '../../src/api/myBookings';
import { ApiError } from '../../src/api/client';
import { NOTES_MAX } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import type { AvailableDate, AvailableTime, BookingListItem } from '../../src/domain/types';
import { myBookingsMachine, type MyBookingsEvent, type RescheduleRequest } from '../../src/machines/myBookings';
import type { Notice } from '../../src/machines/notice';
import { DEFAULT_RATING } from '../../src/machines/ratingForm';
import { defineFlowModel, type ModelEvent, type ModelSnapshot, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';
import { scriptedTimeChoice, timeChoiceOf } from './timeChoiceSteps';

export const BOOKING: BookingListItem = {
  id: 'b-0001-aaaa-bbbb-cccc',
  serviceId: 'full-detail',
  serviceName: 'Full Detail',
  items: [{ service: 'full-detail', name: 'Full Detail', kind: 'service', price: 12500, original_price: null, duration: 120 }],
  duration: 120,
  totalAmount: 12500,
  status: 'confirmed',
  source: 'web',
  carMake: 'Suzuki',
  carModel: 'Swift',
  carLicensePlate: 'KHI-101',
  scheduledDate: '2026-12-01',
  scheduledTime: '10:00',
  scheduledEndTime: '12:00',
  rating: null,
  review: null,
  deposit: null,
  pendingPayment: null,
  invoiceId: null,
  paymentStatus: 'pending',
  cancellationReason: null,
};
export const DAY: AvailableDate = { date: '2026-12-03', available: true, slots_available: 2, earliest_time: '12:00' };
/** The new day's start times: the first is taken; the others are free until the server refuses one as taken meanwhile. */
const TIMES = ['10:00', '12:00', '14:00'] as const;
/** The later time the customer chooses instead of the earliest free one. */
export const LATER_TIME = '14:00';
const freeTimes = (refused: string | null): string[] => TIMES.filter((time) => time !== TIMES[0] && time !== refused);
const timesAnswer = (refused: string | null, noneFree = false): AvailableTime[] =>
  TIMES.map((time) => ({ time, available: !noneFree && freeTimes(refused).includes(time) }));
/** A refusal in the server's own words (reschedule is refused so; cancel and rate fail without words). */
export const REFUSAL = 'That booking can no longer be changed.';
export const LIST_FAILURE = 'The database is not reachable.';
export const REVIEW = 'Spotless interior';
/** One character more than a review may have. */
const OVERLONG_REVIEW = 'a'.repeat(NOTES_MAX + 1);
const REVIEW_TOO_LONG = messages.booking.reviewTooLong(NOTES_MAX);
export const PICKED_STARS = 3;

export const ACTIONS = ['cancel', 'reschedule', 'rate'] as const;
export type CallName = 'load' | 'dates' | 'times' | (typeof ACTIONS)[number];

interface Expected {
  toast: Notice | null;
  /** A chip press puts its filter in the address. */
  navigated: boolean;
  /** The new start time the reschedule dialog has chosen. */
  time: string | null;
  /** The time the server just refused as taken meanwhile: its next answer of times marks it taken. */
  refused: string | null;
  stars: number;
  /** The review, trimmed as it is sent. */
  review: string;
  reviewError: string | null;
}

/** Each move leaves exactly the toast it names (or none), and no new address. */
const go = (target: string, toast: Notice | null = null) => ({ target, actions: { type: 'setToast' as const, params: { toast } } });
const quiet = { actions: { type: 'setToast' as const, params: { toast: null } } };
/** The dialog's times arrive: the time chosen before stays while it is free, else the earliest free one is chosen. */
const arrivedTime = ({ time, refused }: Expected) => (time !== null && freeTimes(refused).includes(time) ? time : (freeTimes(refused)[0] ?? null));
const TIME_TAKEN = (time: string | null): Notice => ({ kind: 'error', message: messages.booking.timeTaken(DAY.date, time ?? '') });

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
        | 'server.timesLoaded'
        | 'server.timesFail'
        | 'server.noTimesFree'
        | 'server.timeTaken'
        | 'server.accepts'
        | 'server.refuses'
        | 'user.retries'
        | 'user.filters'
        | 'user.goesBack'
        | 'user.opensCancel'
        | 'user.opensReschedule'
        | 'user.opensRate'
        | 'user.picksDate'
        | 'user.picksTime'
        | 'user.retriesTimes'
        | 'user.changesDate'
        | 'user.picksStars'
        | 'user.writesReview'
        | 'user.submitsOverlongReview'
        | 'user.confirms'
        | 'user.dismisses';
    },
  },
  actions: { setToast: assign((_, params: { toast: Notice | null }) => ({ toast: params.toast, navigated: false })) },
  guards: { isReviewAccepted: ({ context }) => context.reviewError === null },
}).createMachine({
  id: 'myBookingsFlow',
  initial: 'loading',
  context: { toast: null, navigated: false, time: null, refused: null, stars: DEFAULT_RATING, review: '', reviewError: null },
  states: {
    loading: { on: { 'server.listLoaded': go('list'), 'server.listEmpty': go('empty'), 'server.listFails': go('error') } },
    error: { on: { 'user.retries': go('loading') } },
    empty: { on: { 'user.filters': { target: 'loading', actions: assign({ toast: null, navigated: true }) }, 'user.goesBack': go('loading') } },
    list: {
      on: {
        'user.filters': { target: 'loading', actions: assign({ toast: null, navigated: true }) },
        // back or forward to another filter's address: the list follows it, with no new address
        'user.goesBack': go('loading'),
        'user.opensCancel': go('cancelDialog'),
        'user.opensReschedule': { target: 'datesLoading', actions: assign({ toast: null, navigated: false, time: null, refused: null }) },
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
    picking: { on: { 'user.picksDate': go('timesLoading'), 'user.dismisses': go('list') } },
    timesLoading: {
      on: {
        'server.timesLoaded': { target: 'timePicked', actions: assign(({ context }) => ({ toast: null, navigated: false, time: arrivedTime(context), refused: null })) },
        'server.timesFail': go('timesFailed'),
        'server.noTimesFree': { target: 'noTimesFree', actions: assign({ toast: null, navigated: false, time: null, refused: null }) },
        // left before the times came: the time chosen before is not kept
        'user.changesDate': { target: 'picking', actions: assign({ toast: null, navigated: false, time: null, refused: null }) },
        'user.dismisses': go('list'),
      },
    },
    timesFailed: { on: { 'user.retriesTimes': go('timesLoading'), 'user.dismisses': go('list') } },
    // every time of that day went: back to the days
    noTimesFree: { on: { 'user.changesDate': go('picking'), 'user.dismisses': go('list') } },
    timePicked: {
      on: {
        'user.picksTime': { actions: assign({ toast: null, navigated: false, time: LATER_TIME }) },
        'user.changesDate': go('picking'),
        'user.confirms': go('rescheduling'),
        'user.dismisses': go('list'),
      },
    },
    rescheduling: {
      on: {
        // The dialog cannot be closed, nor its day changed, while the request is in flight.
        'user.dismisses': quiet,
        'user.changesDate': quiet,
        'server.accepts': go('loading', { kind: 'success', message: messages.booking.rescheduled }),
        'server.refuses': go('list', { kind: 'error', message: REFUSAL }),
        // the time went meanwhile: the dialog stays with the day's fresh times
        'server.timeTaken': { target: 'timesLoading', actions: assign(({ context }) => ({ toast: TIME_TAKEN(context.time), navigated: false, refused: context.time })) },
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
export class MyBookingsRun extends ScriptedRun<CallName> {
  navigations: string[] = [];
  filters = 0;
  /** The filters whose addresses were visited, in order. */
  visited: BookingFilter[] = ['all'];
  /** The time the server just refused as taken meanwhile: its next answer of times marks it taken. */
  refusedTime: string | null = null;
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    super(options);
    const { server } = this;
    this.actor = createActor(
      myBookingsMachine.provide({
        actors: {
          loadBookings: server.actor<BookingListItem[], { filter: BookingFilter }>('load'),
          loadDates: server.actor<AvailableDate[], { serviceId: string; addonIds: readonly string[] }>('dates'),
          timeChoice: scriptedTimeChoice(server),
          cancelBooking: server.actor<ActionAnswer, { bookingId: string }>('cancel'),
          rescheduleBooking: server.actor<ActionAnswer, RescheduleRequest>('reschedule'),
          rateBooking: server.actor<ActionAnswer, { bookingId: string; rating: number; review: string }>('rate'),
        },
        actions: { notify: (_, toast) => void this.toasts.push(toast), navigate: (_, { to }) => void this.navigations.push(to) },
      }),
      { input: {}, ...options },
    ).start();
  }

  send = (event: MyBookingsEvent) => this.actor.send(event);

  get timeChoice() {
    return timeChoiceOf(this.actor.getSnapshot());
  }

  override beginStep() {
    super.beginStep();
    this.navigations = [];
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
    case 'server.timesLoaded': {
      const answer = timesAnswer(run.refusedTime);
      run.refusedTime = null;
      return server.answer('times', answer);
    }
    case 'server.timesFail':
      return server.fail('times', new ApiError('HTTP 503: Service Unavailable', 503));
    case 'server.noTimesFree':
      run.refusedTime = null;
      return server.answer('times', timesAnswer(null, true));
    case 'server.timeTaken': {
      const time = run.actor.getSnapshot().context.time ?? '';
      run.refusedTime = time;
      return server.fail('reschedule', new ApiError(messages.booking.timeTaken(DAY.date, time), 409, {}, 'time_taken'));
    }
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
    case 'user.filters': {
      run.filters += 1;
      const filter = FILTERS[run.filters % FILTERS.length]!;
      run.visited.push(filter);
      return send({ type: 'myBookings.filter', filter });
    }
    case 'user.goesBack': {
      // the last other filter whose address was visited, else a filter's address opened from the browser's history
      const current = run.actor.getSnapshot().context.filter;
      const back = [...run.visited].reverse().find((filter) => filter !== current) ?? (current === 'rescheduled' ? 'all' : 'rescheduled');
      run.visited.push(back);
      return send({ type: 'myBookings.followUrl', filter: back });
    }
    case 'user.opensCancel':
      return send({ type: 'myBookings.cancel', bookingId: BOOKING.id });
    case 'user.opensReschedule':
      run.refusedTime = null;
      return send({ type: 'myBookings.reschedule', bookingId: BOOKING.id });
    case 'user.opensRate':
      return send({ type: 'myBookings.rate', bookingId: BOOKING.id });
    case 'user.picksDate':
      return send({ type: 'myBookings.pickDate', date: DAY.date });
    case 'user.picksTime':
      return run.timeChoice.send({ type: 'time.select', time: LATER_TIME });
    case 'user.retriesTimes':
      return run.timeChoice.send({ type: 'time.retry' });
    case 'user.changesDate':
      run.refusedTime = null;
      return send({ type: 'myBookings.changeDate' });
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
