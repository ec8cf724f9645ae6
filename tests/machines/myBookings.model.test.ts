// Model-based test of My Bookings: an abstract user-flow model (no I/O) whose generated paths drive the REAL
// myBookings machine with scripted server actors, checking its state, the calls it makes and the toasts it raises.
import { afterAll, describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, type AnyStateNode } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { ActionAnswer, BookingFilter } from '../../src/api/myBookings';
import { ApiError } from '../../src/api/client';
import { messages } from '../../src/domain/messages';
import type { AvailableDate, BookingListItem } from '../../src/domain/types';
import { myBookingsMachine } from '../../src/machines/myBookings';

const EVENT_TYPES = [
  'server.listLoaded',
  'server.listEmpty',
  'server.listFails',
  'server.datesLoaded',
  'server.accepts',
  'server.refuses',
  'user.retries',
  'user.filters',
  'user.opensCancel',
  'user.opensReschedule',
  'user.opensRate',
  'user.picksDate',
  'user.picksStars',
  'user.confirms',
  'user.dismisses',
] as const;
type ModelEvent = { type: (typeof EVENT_TYPES)[number] };
type Toast = { kind: 'success' | 'error'; message: string };
interface ModelContext {
  toast: Toast | null;
  stars: number;
}

const REFUSAL = 'That booking can no longer be changed.';
/** Each move leaves exactly the toast it names (or none). */
const go = (target: string, toast: Toast | null = null) => ({ target, actions: { type: 'setToast' as const, params: { toast } } });

const userFlow = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  actions: { setToast: assign((_, params: { toast: Toast | null }) => ({ toast: params.toast })) },
}).createMachine({
  id: 'userFlow',
  initial: 'loading',
  context: { toast: null, stars: 5 },
  states: {
    loading: { on: { 'server.listLoaded': go('list'), 'server.listEmpty': go('empty'), 'server.listFails': go('error') } },
    error: { on: { 'user.retries': go('loading') } },
    empty: { on: { 'user.filters': go('loading') } },
    list: {
      on: {
        'user.filters': go('loading'),
        'user.opensCancel': go('cancelDialog'),
        'user.opensReschedule': go('datesLoading'),
        'user.opensRate': { target: 'rateDialog', actions: assign({ toast: null, stars: 5 }) },
      },
    },
    cancelDialog: { on: { 'user.dismisses': go('list'), 'user.confirms': go('cancelling') } },
    cancelling: {
      on: {
        'server.accepts': go('loading', { kind: 'success', message: messages.booking.cancelled }),
        'server.refuses': go('list', { kind: 'error', message: messages.booking.cancelFailed }),
      },
    },
    datesLoading: { on: { 'server.datesLoaded': go('picking'), 'user.dismisses': go('list') } },
    picking: { on: { 'user.picksDate': go('dayPicked'), 'user.dismisses': go('list') } },
    dayPicked: { on: { 'user.confirms': go('rescheduling'), 'user.dismisses': go('list') } },
    rescheduling: {
      on: {
        'server.accepts': go('loading', { kind: 'success', message: messages.booking.rescheduled }),
        'server.refuses': go('list', { kind: 'error', message: REFUSAL }),
      },
    },
    rateDialog: {
      on: {
        'user.picksStars': { actions: assign({ toast: null, stars: 3 }) },
        'user.confirms': go('rating'),
        'user.dismisses': go('list'),
      },
    },
    rating: {
      on: {
        'server.accepts': go('loading', { kind: 'success', message: messages.booking.rated }),
        'server.refuses': go('list', { kind: 'error', message: messages.booking.rateFailed }),
      },
    },
  },
});

/** What the real machine must show in each model state. */
const EXPECTED: Record<string, { list: string; action: unknown }> = {
  loading: { list: 'loading', action: 'idle' },
  list: { list: 'loaded', action: 'idle' },
  empty: { list: 'empty', action: 'idle' },
  error: { list: 'error', action: 'idle' },
  cancelDialog: { list: 'loaded', action: { cancelling: 'confirming' } },
  cancelling: { list: 'loaded', action: { cancelling: 'submitting' } },
  datesLoading: { list: 'loaded', action: { rescheduling: 'loadingDates' } },
  picking: { list: 'loaded', action: { rescheduling: 'picking' } },
  dayPicked: { list: 'loaded', action: { rescheduling: 'picking' } },
  rescheduling: { list: 'loaded', action: { rescheduling: 'submitting' } },
  rateDialog: { list: 'loaded', action: { rating: 'editing' } },
  rating: { list: 'loaded', action: { rating: 'submitting' } },
};

const BOOKING: BookingListItem = {
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
const DAY: AvailableDate = { date: '2026-12-03', available: true, slots_available: 2, earliest_time: '11:00' };
const ACTIONS = ['cancel', 'reschedule', 'rate'] as const;
type CallName = 'load' | 'dates' | (typeof ACTIONS)[number];

class Harness {
  calls: Array<{ name: CallName; input: unknown }> = [];
  toasts: Toast[] = [];
  private pending = new Map<CallName, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  readonly actor;
  constructor() {
    const record =
      <T>(name: CallName) =>
      ({ input, signal }: { input: unknown; signal: AbortSignal }) =>
        new Promise<T>((resolve, reject) => {
          this.calls.push({ name, input });
          this.pending.set(name, { resolve: resolve as (value: unknown) => void, reject });
          // leaving the state cancels the request: it is no longer in flight
          signal.addEventListener('abort', () => this.pending.delete(name));
        });
    this.actor = createActor(
      myBookingsMachine.provide({
        actors: {
          loadBookings: fromPromise<BookingListItem[], { filter: BookingFilter }>(record('load')),
          loadDates: fromPromise<AvailableDate[]>(record('dates')),
          cancelBooking: fromPromise<ActionAnswer, { bookingId: string }>(record('cancel')),
          rescheduleBooking: fromPromise<ActionAnswer, { bookingId: string; date: string }>(record('reschedule')),
          rateBooking: fromPromise<ActionAnswer, { bookingId: string; rating: number; review: string }>(record('rate')),
        },
        actions: { notify: (_, toast) => void this.toasts.push(toast) },
      }),
      { input: {} },
    );
  }
  pendingNames = () => [...this.pending.keys()].sort();
  settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  answer(name: CallName, value: unknown) {
    this.take(name).resolve(value);
  }
  fail(name: CallName, error: unknown) {
    this.take(name).reject(error);
  }
  /** The one action call in flight. */
  actionInFlight(): CallName {
    const name = ACTIONS.find((action) => this.pending.has(action));
    if (!name) throw new Error('no action in flight');
    return name;
  }
  private take(name: CallName) {
    const call = this.pending.get(name);
    if (!call) throw new Error(`expected a pending ${name} call`);
    this.pending.delete(name);
    return call;
  }
}

function perform(h: Harness, event: ModelEvent, filterIndex: number) {
  const send = h.actor.send.bind(h.actor);
  switch (event.type) {
    case 'server.listLoaded':
      return h.answer('load', [BOOKING]);
    case 'server.listEmpty':
      return h.answer('load', []);
    case 'server.listFails':
      return h.fail('load', new ApiError('The database is not reachable.', 503));
    case 'server.datesLoaded':
      return h.answer('dates', [DAY]);
    case 'server.accepts': {
      const name = h.actionInFlight();
      const message = { cancel: messages.booking.cancelled, reschedule: messages.booking.rescheduled, rate: messages.booking.rated }[name as (typeof ACTIONS)[number]];
      return h.answer(name, { success: true, message });
    }
    case 'server.refuses': {
      const name = h.actionInFlight();
      // reschedule is refused with a sentence of the server's own, the others fail without one (spec fallback)
      return h.fail(name, name === 'reschedule' ? new ApiError(REFUSAL, 409) : new TypeError('Failed to fetch'));
    }
    case 'user.retries':
      return send({ type: 'myBookings.retry' });
    case 'user.filters':
      return send({ type: 'myBookings.filter', filter: (['pending', 'completed', 'all'] as const)[filterIndex % 3]! });
    case 'user.opensCancel':
      return send({ type: 'myBookings.cancel', bookingId: BOOKING.id });
    case 'user.opensReschedule':
      return send({ type: 'myBookings.reschedule', bookingId: BOOKING.id });
    case 'user.opensRate':
      return send({ type: 'myBookings.rate', bookingId: BOOKING.id });
    case 'user.picksDate':
      return send({ type: 'myBookings.pickDate', date: DAY.date });
    case 'user.picksStars':
      return send({ type: 'myBookings.setRating', rating: 3 });
    case 'user.confirms':
      return send({ type: 'myBookings.confirm' });
    case 'user.dismisses':
      return send({ type: 'myBookings.dismiss' });
  }
}

/** Which call each model state waits on. */
const PENDING: Record<string, CallName[]> = { loading: ['load'], datesLoading: ['dates'], cancelling: ['cancel'], rescheduling: ['reschedule'], rating: ['rate'] };

const model = createTestModel(userFlow);
const stateNodes = Object.values(userFlow.root.states) as AnyStateNode[];
/** The shortest event sequence to each model state (breadth-first over the model's transitions). */
const eventsTo = new Map<string, ModelEvent[]>([[userFlow.root.initial.target[0]!.key, []]]);
for (const queue = [userFlow.root.initial.target[0]!.key]; queue.length > 0; ) {
  const key = queue.shift()!;
  for (const [type, transitions] of userFlow.root.states[key]!.transitions) {
    const target = transitions[0]?.target?.[0]?.key ?? key;
    if (eventsTo.has(target)) continue;
    eventsTo.set(target, [...eventsTo.get(key)!, { type } as ModelEvent]);
    queue.push(target);
  }
}
/** One path per model transition: the shortest way to its source, then its event. */
const modelTransitions = stateNodes.flatMap((node) =>
  [...node.transitions.keys()].map((type) => ({ key: `${node.key}|${type}`, events: [...(eventsTo.get(node.key) ?? []), { type } as ModelEvent] })),
);
const paths = modelTransitions.flatMap(({ events }) => model.getPathsFromEvents(events));
const covered = new Set<string>();

describe('myBookings (model-based)', () => {
  afterAll(() => {
    const missed = modelTransitions.filter(({ key }) => !covered.has(key)).map(({ key }) => key);
    console.log(`myBookings: covered ${modelTransitions.length - missed.length}/${modelTransitions.length} transitions (${paths.length} paths)`);
    expect(missed).toEqual([]);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const h = new Harness();
    h.actor.start();
    let previous = 'loading';
    let filters = 0;
    await path.test({
      events: Object.fromEntries(
        EVENT_TYPES.map((type) => [
          type,
          async ({ event }: { event: ModelEvent }) => {
            covered.add(`${previous}|${event.type}`);
            h.calls = [];
            h.toasts = [];
            if (event.type === 'user.filters') filters += 1;
            perform(h, event, filters);
            await h.settle();
          },
        ]),
      ),
      states: {
        '*': async (state) => {
          const value = String(state.value);
          previous = value;
          const snapshot = h.actor.getSnapshot();
          const expected = EXPECTED[value]!;
          expect(snapshot.value.list, 'list').toBe(expected.list);
          expect(snapshot.value.action, 'action').toEqual(expected.action);
          expect(h.toasts, 'toasts').toEqual(state.context.toast ? [state.context.toast] : []);
          expect(h.pendingNames(), 'calls in flight').toEqual(PENDING[value] ?? []);
          if (value === 'error') expect(snapshot.context.error).toBe('The database is not reachable.');
          if (value === 'picking') expect(snapshot.context.date).toBeNull();
          if (value === 'dayPicked') expect(snapshot.context.date).toBe(DAY.date);
          if (value === 'rateDialog') expect(snapshot.context.rating).toBe(state.context.stars);
          if (value === 'rating') expect(h.calls).toEqual([{ name: 'rate', input: { bookingId: BOOKING.id, rating: state.context.stars, review: '' } }]);
          if (value === 'rescheduling') expect(h.calls).toEqual([{ name: 'reschedule', input: { bookingId: BOOKING.id, date: DAY.date } }]);
          if (value === 'cancelling') expect(h.calls).toEqual([{ name: 'cancel', input: { bookingId: BOOKING.id } }]);
        },
      },
    });
  });
});
