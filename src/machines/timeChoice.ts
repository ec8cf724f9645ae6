// The start time on one day for one service (DESIGN deviation 4), shared by the booking wizard's review and the
// reschedule dialog of My Bookings: the day's start times for the service's length, the earliest free one chosen (or
// the one chosen before, while it is still free), and a reload when the server says the chosen one went meanwhile.
// Every choice is told to the parent, which sends it with the booking.
import { assign, fromPromise, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { availableTimes, type AvailableTimesQuery } from '../api/bookings';
import { ApiError } from '../api/client';
import { formatTime } from '../domain/format';
import { messages } from '../domain/messages';
import type { AvailableTime } from '../domain/types';

export interface TimeChoiceInput {
  /** The day; null while none is chosen (a review reached before the schedule step): nothing is loaded. */
  date: string | null;
  serviceId: string | null;
  /** The add-ons of the visit: the times fit its whole length. */
  addonIds?: readonly string[];
  /** The time chosen before on this day, kept while it is free. */
  preferred?: string | null;
}

export interface TimeChoiceContext {
  date: string | null;
  serviceId: string | null;
  addonIds: readonly string[];
  times: AvailableTime[];
  time: string | null;
  error: string | null;
  /** Why the chosen time was unselected: the longer visit no longer fits from it. */
  notice: string | null;
}

export type TimeChoiceEvent =
  | { type: 'time.select'; time: string }
  | { type: 'time.retry' }
  | { type: 'time.reload' }
  | { type: 'time.visitChanged'; addonIds: readonly string[] };

/** What the parent hears: the time now chosen, or null while none is (loading, failed, none free). */
export interface TimeChosen {
  type: 'timeChoice.chosen';
  time: string | null;
}

const isFree = (times: readonly AvailableTime[], time: string | null) => times.some((slot) => slot.time === time && slot.available);

/** The wanted time while it is free, else the earliest free one, else none. */
export const chosenTimeOf = (times: readonly AvailableTime[], wanted: string | null): string | null =>
  isFree(times, wanted) ? wanted : (times.find((slot) => slot.available)?.time ?? null);

/**
 * A refusal that another time of the same day answers: the chosen time was taken meanwhile or has passed, or the car
 * (its plate) has another booking then.
 */
export const isTimeRefused = (error: unknown): boolean =>
  error instanceof ApiError && (error.reason === 'time_taken' || error.reason === 'time_passed' || error.reason === 'car_busy');

const timesOf = ({ event }: { event: { output: AvailableTime[] } }) => ({ times: event.output });
/** A visit without add-ons asks exactly what a single service always asked. */
const timesQueryOf = ({ context }: { context: TimeChoiceContext }): AvailableTimesQuery => ({
  date: context.date ?? '',
  serviceId: context.serviceId ?? '',
  ...(context.addonIds.length > 0 ? { addonIds: context.addonIds } : {}),
});
/** The day's times are in: the chosen time while free, else the earliest free one; or none free at all. */
const whenTimesArrive = [
  { guard: { type: 'hasFreeTime', params: timesOf }, target: 'ready', actions: [{ type: 'assignTimes', params: timesOf }, 'tellParent'] },
  { target: 'noneFree', actions: { type: 'assignTimes', params: timesOf } },
] as const;

export const timeChoiceMachine = setup({
  types: {
    context: {} as TimeChoiceContext,
    events: {} as TimeChoiceEvent,
    input: {} as TimeChoiceInput,
    tags: {} as 'loadingTimes',
  },
  actors: {
    loadTimes: fromPromise<AvailableTime[], AvailableTimesQuery>(({ input, signal }) => availableTimes(input, signal)),
  },
  actions: {
    assignTimes: assign(({ context }, { times }: { times: AvailableTime[] }) => ({ times, time: chosenTimeOf(times, context.time), error: null, notice: null })),
    unselectUnfitTime: assign(({ context }, { times }: { times: AvailableTime[] }) => ({ times, time: null, error: null, notice: messages.booking.timeNoLongerFits(formatTime(context.time ?? '')) })),
    assignTime: assign({ time: (_, { time }: { time: string }) => time, notice: null }),
    assignAddonIds: assign({ addonIds: (_, { addonIds }: { addonIds: readonly string[] }) => addonIds }),
    showError: assign({ times: [], error: () => messages.dates.timesLoadFailed }),
    tellParent: sendParent(({ context }): TimeChosen => ({ type: 'timeChoice.chosen', time: context.time })),
    tellParentNone: sendParent({ type: 'timeChoice.chosen', time: null } satisfies TimeChosen),
  },
  guards: {
    hasDate: ({ context }) => context.date !== null && context.serviceId !== null,
    hasFreeTime: (_, { times }: { times: AvailableTime[] }) => times.some((slot) => slot.available),
    isFreeTime: ({ context }, { time }: { time: string }) => isFree(context.times, time),
    /** The chosen time is not free for the longer visit, and another one is. */
    isChosenTimeUnfit: ({ context }, { times }: { times: AvailableTime[] }) => context.time !== null && !isFree(times, context.time) && times.some((slot) => slot.available),
  },
}).createMachine({
  id: 'timeChoice',
  context: ({ input }) => ({ date: input.date, serviceId: input.serviceId, addonIds: input.addonIds ?? [], times: [], time: input.preferred ?? null, error: null, notice: null }),
  initial: 'starting',
  // another visit length: the day's times again, for the whole visit
  on: { 'time.visitChanged': { guard: 'hasDate', target: '.refitting', actions: { type: 'assignAddonIds', params: ({ event }) => event } } },
  states: {
    starting: { always: [{ guard: 'hasDate', target: 'loading' }, { target: 'noDate' }] },
    noDate: {},
    loading: {
      tags: 'loadingTimes',
      // until the times are in, nothing is chosen: a Confirm meanwhile cannot send a time that may be gone
      entry: 'tellParentNone',
      invoke: {
        src: 'loadTimes',
        input: timesQueryOf,
        onDone: [...whenTimesArrive],
        onError: { target: 'failed', actions: 'showError' },
      },
    },
    ready: {
      on: {
        'time.select': { guard: { type: 'isFreeTime', params: ({ event }) => event }, actions: [{ type: 'assignTime', params: ({ event }) => event }, 'tellParent'] },
        'time.reload': 'loading',
      },
    },
    refitting: {
      tags: 'loadingTimes',
      entry: 'tellParentNone',
      invoke: {
        src: 'loadTimes',
        input: timesQueryOf,
        onDone: [
          { guard: { type: 'isChosenTimeUnfit', params: timesOf }, target: 'ready', actions: [{ type: 'unselectUnfitTime', params: timesOf }, 'tellParent'] },
          ...whenTimesArrive,
        ],
        onError: { target: 'failed', actions: 'showError' },
      },
    },
    // nothing is chosen here, so nothing can be refused: the customer goes back to the days
    noneFree: {},
    failed: { on: { 'time.retry': 'loading' } },
  },
});

export type TimeChoiceActor = ActorRefFrom<typeof timeChoiceMachine>;
export type TimeChoiceSnapshot = SnapshotFrom<typeof timeChoiceMachine>;

/** What the time picker shows. */
export type TimeChoiceStatus = 'idle' | 'loading' | 'ready' | 'noneFree' | 'failed';
export const selectTimeStatus = (snapshot: TimeChoiceSnapshot): TimeChoiceStatus =>
  snapshot.hasTag('loadingTimes') ? 'loading' : snapshot.matches('ready') ? 'ready' : snapshot.matches('noneFree') ? 'noneFree' : snapshot.matches('failed') ? 'failed' : 'idle';
export const selectTimes = (snapshot: TimeChoiceSnapshot) => snapshot.context.times;
export const selectChosenTime = (snapshot: TimeChoiceSnapshot) => snapshot.context.time;
export const selectTimesError = (snapshot: TimeChoiceSnapshot) => snapshot.context.error;
export const selectTimeNotice = (snapshot: TimeChoiceSnapshot) => snapshot.context.notice;
