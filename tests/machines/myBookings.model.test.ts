// Model-based test of My Bookings: the flow model's paths (tests/models/myBookings.ts) drive the REAL myBookings
// machine; after every step its state, the calls in flight, the requests sent, the toasts, the address and the
// reschedule dialog's times must match the model.
import { expect } from 'vitest';
import { messages } from '../../src/domain/messages';
import { filterPath } from '../../src/machines/myBookingsList';
import { selectTimeStatus } from '../../src/machines/timeChoice';
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
  picking: { list: 'loaded', action: { rescheduling: 'pickingDate' } },
  timesLoading: { list: 'loaded', action: { rescheduling: { pickingTime: 'choosing' } } },
  timesFailed: { list: 'loaded', action: { rescheduling: { pickingTime: 'choosing' } } },
  noTimesFree: { list: 'loaded', action: { rescheduling: { pickingTime: 'choosing' } } },
  timePicked: { list: 'loaded', action: { rescheduling: { pickingTime: 'choosing' } } },
  rescheduling: { list: 'loaded', action: { rescheduling: { pickingTime: 'submitting' } } },
  rateDialog: { list: 'loaded', action: { rating: 'editing' } },
  rating: { list: 'loaded', action: { rating: 'submitting' } },
};

/** Which call each model state waits on. */
const IN_FLIGHT: Record<string, CallName[]> = {
  loading: ['load'],
  datesLoading: ['dates'],
  timesLoading: ['times'],
  cancelling: ['cancel'],
  rescheduling: ['reschedule'],
  rating: ['rate'],
};
/** What the dialog's time picker shows, per model state. */
const TIME_PICKER: Record<string, string> = { timesLoading: 'loading', timesFailed: 'failed', noTimesFree: 'noneFree', timePicked: 'ready', rescheduling: 'ready' };

const SENT: Record<string, (expected: { stars: number; review: string; time: string | null }) => { name: CallName; input: unknown }> = {
  cancelling: () => ({ name: 'cancel', input: { bookingId: BOOKING.id } }),
  rescheduling: ({ time }) => ({ name: 'reschedule', input: { bookingId: BOOKING.id, date: DAY.date, time } }),
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
  expect(run.navigations, 'address').toEqual(state.context.navigated ? [filterPath(context.filter)] : []);
  if (value === 'datesLoading') expect(run.server.calls.find((call) => call.name === 'dates')?.input, 'days asked for').toEqual({ serviceId: BOOKING.serviceId, addonIds: [] });
  const timesAsked = run.server.calls.find((call) => call.name === 'times')?.input;
  if (timesAsked) expect(timesAsked, 'times asked for').toEqual({ date: DAY.date, serviceId: BOOKING.serviceId });
  const timeChoice = run.actor.getSnapshot().children.timeChoice?.getSnapshot();
  expect(timeChoice ? selectTimeStatus(timeChoice) : null, 'time picker').toBe(TIME_PICKER[value] ?? null);
  if (TIME_PICKER[value]) expect(context.date, 'new day').toBe(DAY.date);
  // the dialog's new time: none while its times load, fail or are all taken
  if (TIME_PICKER[value]) expect(context.time, 'new start time').toBe(TIME_PICKER[value] === 'ready' ? state.context.time : null);
  if (value === 'timesFailed') expect(timeChoice?.context.error).toBe(messages.dates.timesLoadFailed);
  if (value === 'rateDialog') {
    expect(context.ratingValues.rating, 'stars').toBe(String(state.context.stars));
    expect(context.ratingFieldErrors, 'field errors').toEqual(state.context.reviewError ? { review: state.context.reviewError } : {});
  }
  // The calls in flight are checked above; the step that sent an action must have sent exactly this request.
  const sent = run.server.calls.filter((call) => (ACTIONS as readonly string[]).includes(call.name));
  if (sent.length > 0) expect(sent).toEqual([SENT[value]?.(state.context)]);
});
