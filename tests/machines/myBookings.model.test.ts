// Model-based test of My Bookings: the flow model's paths (tests/models/myBookings.ts) drive the REAL myBookings
// machine; after every step its state, the calls in flight, the requests sent and the toasts must match the model.
import { expect } from 'vitest';
import { modelTest } from '../setup/modelCoverage';
import { ACTIONS, BOOKING, DAY, LIST_FAILURE, myBookingsFlow, type CallName } from '../models/myBookings';

/** What the real machine must show in each model state. */
const EXPECTED: Record<string, { list: string; action: unknown }> = {
  loading: { list: 'loading', action: 'idle' },
  list: { list: 'loaded', action: 'idle' },
  empty: { list: 'empty', action: 'idle' },
  error: { list: 'error', action: 'idle' },
  cancelDialog: { list: 'loaded', action: { cancelling: 'confirming' } },
  cancelling: { list: 'loaded', action: { cancelling: 'submitting' } },
  datesLoading: { list: 'loaded', action: { rescheduling: 'loadingDates' } },
  datesFailed: { list: 'loaded', action: { rescheduling: 'datesFailed' } },
  picking: { list: 'loaded', action: { rescheduling: 'picking' } },
  dayPicked: { list: 'loaded', action: { rescheduling: 'picking' } },
  rescheduling: { list: 'loaded', action: { rescheduling: 'submitting' } },
  rateDialog: { list: 'loaded', action: { rating: 'editing' } },
  rating: { list: 'loaded', action: { rating: 'submitting' } },
};

/** Which call each model state waits on. */
const IN_FLIGHT: Record<string, CallName[]> = { loading: ['load'], datesLoading: ['dates'], cancelling: ['cancel'], rescheduling: ['reschedule'], rating: ['rate'] };

const SENT: Record<string, (expected: { stars: number; review: string }) => { name: CallName; input: unknown }> = {
  cancelling: () => ({ name: 'cancel', input: { bookingId: BOOKING.id } }),
  rescheduling: () => ({ name: 'reschedule', input: { bookingId: BOOKING.id, date: DAY.date } }),
  rating: ({ stars, review }) => ({ name: 'rate', input: { bookingId: BOOKING.id, rating: stars, review } }),
};

modelTest('myBookings (model-based)', myBookingsFlow, (state, run) => {
  const value = String(state.value);
  const { context, value: real } = run.actor.getSnapshot();
  expect(real.list, 'list').toBe(EXPECTED[value]!.list);
  expect(real.action, 'action').toEqual(EXPECTED[value]!.action);
  expect(run.toasts, 'toasts').toEqual(state.context.toast ? [state.context.toast] : []);
  expect(run.server.pendingNames(), 'calls in flight').toEqual(IN_FLIGHT[value] ?? []);
  if (value === 'error') expect(context.error).toBe(LIST_FAILURE);
  if (value === 'datesFailed') expect(context.datesError).not.toBeNull();
  if (value === 'picking') expect(context.date).toBeNull();
  if (value === 'dayPicked') expect(context.date).toBe(DAY.date);
  if (value === 'rateDialog') {
    expect(context.ratingValues.rating, 'stars').toBe(String(state.context.stars));
    expect(context.ratingFieldErrors, 'field errors').toEqual(state.context.reviewError ? { review: state.context.reviewError } : {});
  }
  // The calls in flight are checked above; the step that sent an action must have sent exactly this request.
  const sent = run.server.calls.filter((call) => (ACTIONS as readonly string[]).includes(call.name));
  if (sent.length > 0) expect(sent).toEqual([SENT[value]?.(state.context)]);
});
