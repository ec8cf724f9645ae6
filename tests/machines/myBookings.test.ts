// Details of the real My Bookings machine, one scenario at a time, with the flow model's scripted server calls.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/client';
import { messages } from '../../src/domain/messages';
import { addDays, todayInKarachi } from '../../src/domain/format';
import type { AvailableDate, AvailableTime } from '../../src/domain/types';
import { filterOfSearch, inAppointmentOrder } from '../../src/machines/myBookingsList';
import { DEFAULT_RATING } from '../../src/machines/ratingForm';
import { sampleBookingListItem } from '../fixtures/booking';
import { MyBookingsRun, type CallName } from '../models/myBookings';
import { settle } from '../setup/flowModel';

const booking = sampleBookingListItem;

const dates: AvailableDate[] = [
  { date: '2026-11-23', available: false, slots_available: 0 },
  { date: '2026-11-24', available: true, slots_available: 4, earliest_time: '10:00' },
];
const times: AvailableTime[] = [
  { time: '08:00', available: false },
  { time: '10:00', available: true },
  { time: '12:00', available: true },
];

/** The real machine of the flow model, its calls answered by each test. */
function harness() {
  const run = new MyBookingsRun();
  const { actor, server } = run;
  return {
    actor,
    calls: server.calls,
    toasts: run.toasts,
    answer: async (name: CallName, value: unknown) => {
      server.answer(name, value);
      await settle();
    },
    fail: async (name: CallName, error: unknown) => {
      server.fail(name, error);
      await settle();
    },
    list: () => actor.getSnapshot().value.list,
    action: () => actor.getSnapshot().value.action,
    navigations: () => run.navigations,
    pickTime: (time: string) => run.timeChoice.send({ type: 'time.select', time }),
  };
}

/** Opens the reschedule dialog on the loaded booking and picks 24 November, its times answered. */
async function rescheduleOnTheTwentyFourth(h: ReturnType<typeof harness>) {
  await h.answer('load', [booking()]);
  h.actor.send({ type: 'myBookings.reschedule', bookingId: booking().id });
  await h.answer('dates', dates);
  h.actor.send({ type: 'myBookings.pickDate', date: '2026-11-24' });
  await h.answer('times', times);
}

describe('the list’s rules', () => {
  it('reads the filter from the address; a missing or unknown status is all', () => {
    expect(filterOfSearch('?status=rescheduled')).toBe('rescheduled');
    expect(filterOfSearch('status=cancelled')).toBe('cancelled');
    expect(filterOfSearch('')).toBe('all');
    expect(filterOfSearch('?status=archived')).toBe('all');
  });

  it('orders by appointment: upcoming soonest first, then past most recent first', () => {
    const today = todayInKarachi();
    const at = (id: string, days: number, time: string) => booking({ id, scheduledDate: addDays(today, days), scheduledTime: time });
    const list = [at('past-old', -9, '10:00'), at('next-week', 7, '08:00'), at('yesterday', -1, '16:00'), at('tomorrow-late', 1, '18:00'), at('tomorrow', 1, '08:00')];
    expect(inAppointmentOrder(list).map(({ id }) => id)).toEqual(['tomorrow', 'tomorrow-late', 'next-week', 'yesterday', 'past-old']);
  });

  it('puts a booking later today among the upcoming, and one earlier today among the past', () => {
    // 12:00 in Karachi is 07:00 UTC
    const now = new Date('2026-12-01T07:00:00Z');
    const list = [booking({ id: 'morning', scheduledDate: '2026-12-01', scheduledTime: '08:00' }), booking({ id: 'evening', scheduledDate: '2026-12-01', scheduledTime: '18:00' })];
    expect(inAppointmentOrder(list, now).map(({ id }) => id)).toEqual(['evening', 'morning']);
  });
});

describe('myBookings machine', () => {
  it('loads all bookings, then reloads with the chosen filter', async () => {
    const h = harness();
    expect(h.list()).toBe('loading');
    expect(h.calls).toEqual([{ name: 'load', input: { filter: 'all' } }]);
    await h.answer('load', [booking()]);
    expect(h.list()).toBe('loaded');
    expect(h.actor.getSnapshot().context.bookings).toHaveLength(1);

    h.actor.send({ type: 'myBookings.filter', filter: 'completed' });
    expect(h.list()).toBe('loading');
    expect(h.actor.getSnapshot().context.filter).toBe('completed');
    expect(h.calls.at(-1)).toEqual({ name: 'load', input: { filter: 'completed' } });
    await h.answer('load', []);
    expect(h.list()).toBe('empty');
  });

  it('a filter change while loading abandons the first request', async () => {
    const h = harness();
    h.actor.send({ type: 'myBookings.filter', filter: 'pending' });
    expect(h.calls.map((call) => call.input)).toEqual([{ filter: 'all' }, { filter: 'pending' }]);
    await h.answer('load', [booking()]);
    expect(h.list()).toBe('loaded');
  });

  it('shows the server text, the fallback, or the auth failure sentence, and retries', async () => {
    const h = harness();
    await h.fail('load', new ApiError('Database busy, try again', 503));
    expect(h.list()).toBe('error');
    expect(h.actor.getSnapshot().context.error).toBe('Database busy, try again');

    h.actor.send({ type: 'myBookings.retry' });
    await h.fail('load', new TypeError('Failed to fetch'));
    expect(h.actor.getSnapshot().context.error).toBe(messages.booking.listLoadFailed);

    h.actor.send({ type: 'myBookings.retry' });
    await h.fail('load', new ApiError(messages.auth.notAuthenticated, 401));
    expect(h.actor.getSnapshot().context.error).toBe(messages.auth.authenticationFailed);

    h.actor.send({ type: 'myBookings.retry' });
    await h.answer('load', [booking()]);
    expect(h.list()).toBe('loaded');
    expect(h.actor.getSnapshot().context.error).toBeNull();
  });

  it('cancel: confirm → submitting → success toast and reload', async () => {
    const h = harness();
    await h.answer('load', [booking()]);
    h.actor.send({ type: 'myBookings.cancel', bookingId: booking().id });
    expect(h.action()).toEqual({ cancelling: 'confirming' });
    expect(h.calls.filter((call) => call.name === 'cancel')).toHaveLength(0);

    h.actor.send({ type: 'myBookings.confirm' });
    expect(h.action()).toEqual({ cancelling: 'submitting' });
    expect(h.actor.getSnapshot().hasTag('submitting')).toBe(true);
    expect(h.calls.at(-1)).toEqual({ name: 'cancel', input: { bookingId: booking().id } });

    await h.answer('cancel', { success: true, message: messages.booking.cancelled });
    expect(h.action()).toBe('idle');
    expect(h.toasts).toEqual([{ kind: 'success', message: messages.booking.cancelled }]);
    expect(h.list()).toBe('loading');
    expect(h.calls.at(-1)).toEqual({ name: 'load', input: { filter: 'all' } });
  });

  it('cancel dismissed sends nothing', async () => {
    const h = harness();
    await h.answer('load', [booking()]);
    h.actor.send({ type: 'myBookings.cancel', bookingId: booking().id });
    h.actor.send({ type: 'myBookings.dismiss' });
    expect(h.action()).toBe('idle');
    expect(h.actor.getSnapshot().context.bookingId).toBeNull();
    expect(h.calls.map((call) => call.name)).toEqual(['load']);
    expect(h.toasts).toEqual([]);
  });

  it('a refused cancel toasts the server text, a failure without one the spec fallback, and does not reload', async () => {
    const h = harness();
    await h.answer('load', [booking()]);
    h.actor.send({ type: 'myBookings.cancel', bookingId: booking().id });
    h.actor.send({ type: 'myBookings.confirm' });
    await h.fail('cancel', new ApiError(messages.booking.cancelTooLate, 409));
    expect(h.toasts).toEqual([{ kind: 'error', message: messages.booking.cancelTooLate }]);
    expect(h.list()).toBe('loaded');

    h.actor.send({ type: 'myBookings.cancel', bookingId: booking().id });
    h.actor.send({ type: 'myBookings.confirm' });
    await h.fail('cancel', new ApiError('HTTP 502: Bad Gateway', 502));
    expect(h.toasts.at(-1)).toEqual({ kind: 'error', message: messages.booking.cancelFailed });
    expect(h.action()).toBe('idle');
  });

  it('reschedule: the days for the booking’s service, a full day refused, then the day’s times for that service; the chosen one is sent', async () => {
    const h = harness();
    await h.answer('load', [booking()]);
    h.actor.send({ type: 'myBookings.reschedule', bookingId: booking().id });
    expect(h.action()).toEqual({ rescheduling: 'loadingDates' });
    expect(h.calls.at(-1)).toEqual({ name: 'dates', input: { serviceId: 'full-detail', addonIds: [] } });
    await h.answer('dates', dates);
    expect(h.action()).toEqual({ rescheduling: 'pickingDate' });

    h.actor.send({ type: 'myBookings.confirm' });
    expect(h.action()).toEqual({ rescheduling: 'pickingDate' });
    h.actor.send({ type: 'myBookings.pickDate', date: '2026-11-23' });
    expect(h.actor.getSnapshot().context.date).toBeNull();
    h.actor.send({ type: 'myBookings.pickDate', date: '2026-11-24' });
    expect(h.actor.getSnapshot().context.date).toBe('2026-11-24');
    expect(h.action()).toEqual({ rescheduling: { pickingTime: 'choosing' } });
    expect(h.calls.at(-1)).toEqual({ name: 'times', input: { date: '2026-11-24', serviceId: 'full-detail' } });

    // nothing to confirm until the times are in; then the earliest free one is chosen, a taken one cannot be
    h.actor.send({ type: 'myBookings.confirm' });
    expect(h.calls.filter((call) => call.name === 'reschedule')).toEqual([]);
    await h.answer('times', times);
    expect(h.actor.getSnapshot().context.time).toBe('10:00');
    h.pickTime('08:00');
    expect(h.actor.getSnapshot().context.time).toBe('10:00');
    h.pickTime('12:00');

    h.actor.send({ type: 'myBookings.confirm' });
    expect(h.calls.at(-1)).toEqual({ name: 'reschedule', input: { bookingId: booking().id, date: '2026-11-24', time: '12:00' } });
    await h.answer('reschedule', { success: true, message: messages.booking.rescheduled });
    expect(h.toasts).toEqual([{ kind: 'success', message: messages.booking.rescheduled }]);
    expect(h.list()).toBe('loading');
  });

  it('reschedule: Change day goes back to the days; the same day again keeps its time, another day’s is chosen anew', async () => {
    const h = harness();
    await h.answer('load', [booking()]);
    h.actor.send({ type: 'myBookings.reschedule', bookingId: booking().id });
    await h.answer('dates', [...dates, { date: '2026-11-25', available: true, slots_available: 2 }]);
    h.actor.send({ type: 'myBookings.pickDate', date: '2026-11-24' });
    await h.answer('times', times);
    h.pickTime('12:00');
    h.actor.send({ type: 'myBookings.changeDate' });
    expect(h.action()).toEqual({ rescheduling: 'pickingDate' });
    expect(h.actor.getSnapshot().context.date).toBe('2026-11-24');

    h.actor.send({ type: 'myBookings.pickDate', date: '2026-11-24' });
    await h.answer('times', times);
    expect(h.actor.getSnapshot().context.time).toBe('12:00');
    h.actor.send({ type: 'myBookings.changeDate' });
    h.actor.send({ type: 'myBookings.pickDate', date: '2026-11-25' });
    await h.answer('times', times);
    expect(h.actor.getSnapshot().context.time).toBe('10:00');
  });

  it('reschedule: a time taken meanwhile toasts the server’s sentence and keeps the dialog open with the day’s fresh times', async () => {
    const h = harness();
    await rescheduleOnTheTwentyFourth(h);
    h.actor.send({ type: 'myBookings.confirm' });
    await h.fail('reschedule', new ApiError(messages.booking.timeTaken('2026-11-24', '10:00'), 409, {}, 'time_taken'));
    expect(h.toasts).toEqual([{ kind: 'error', message: '10:00 on 2026-11-24 is already taken. Please choose another time.' }]);
    expect(h.action()).toEqual({ rescheduling: { pickingTime: 'choosing' } });
    expect(h.actor.getSnapshot().context.time).toBeNull();
    expect(h.calls.at(-1)).toEqual({ name: 'times', input: { date: '2026-11-24', serviceId: 'full-detail' } });
    await h.answer('times', times.map((slot) => (slot.time === '10:00' ? { ...slot, available: false } : slot)));
    expect(h.actor.getSnapshot().context.time).toBe('12:00');
    expect(h.list()).toBe('loaded');
  });

  it('reschedule: failed dates can be retried; a refusal toasts the fallback', async () => {
    const h = harness();
    await h.answer('load', [booking()]);
    h.actor.send({ type: 'myBookings.reschedule', bookingId: booking().id });
    await h.fail('dates', new Error('offline'));
    expect(h.action()).toEqual({ rescheduling: 'datesFailed' });
    expect(h.actor.getSnapshot().context.datesError).toBe(messages.dates.loadFailed);
    h.actor.send({ type: 'myBookings.retry' });
    await h.answer('dates', dates);
    h.actor.send({ type: 'myBookings.pickDate', date: '2026-11-24' });
    await h.answer('times', times);
    h.actor.send({ type: 'myBookings.confirm' });
    await h.fail('reschedule', new TypeError('Failed to fetch'));
    expect(h.toasts).toEqual([{ kind: 'error', message: messages.booking.rescheduleFailed }]);
    expect(h.action()).toBe('idle');
  });

  it('reschedule: the car booked at that time keeps the dialog open, to choose another time', async () => {
    const h = harness();
    await rescheduleOnTheTwentyFourth(h);
    h.actor.send({ type: 'myBookings.confirm' });
    await h.fail('reschedule', new ApiError(messages.booking.carAlreadyBooked('LEA-1234', '2026-11-24'), 409, {}, 'car_busy'));
    expect(h.toasts).toEqual([{ kind: 'error', message: messages.booking.carAlreadyBooked('LEA-1234', '2026-11-24') }]);
    expect(h.action()).toEqual({ rescheduling: { pickingTime: 'choosing' } });
    await h.answer('times', times);
    h.pickTime('12:00');
    h.actor.send({ type: 'myBookings.confirm' });
    expect(h.calls.at(-1)).toEqual({ name: 'reschedule', input: { bookingId: booking().id, date: '2026-11-24', time: '12:00' } });
  });

  it('keeps the filter in the address: a chip press adds an address, back and forward only follow it', async () => {
    const h = harness();
    await h.answer('load', [booking()]);
    h.actor.send({ type: 'myBookings.filter', filter: 'rescheduled' });
    expect(h.navigations()).toEqual(['/my-bookings?status=rescheduled']);
    expect(h.calls.at(-1)).toEqual({ name: 'load', input: { filter: 'rescheduled' } });
    await h.answer('load', []);
    // the address now says rescheduled: following it changes nothing
    h.actor.send({ type: 'myBookings.followUrl', filter: 'rescheduled' });
    h.actor.send({ type: 'myBookings.filter', filter: 'rescheduled' });
    expect(h.list()).toBe('empty');
    expect(h.navigations()).toEqual(['/my-bookings?status=rescheduled']);

    h.actor.send({ type: 'myBookings.followUrl', filter: 'all' });
    expect(h.calls.at(-1)).toEqual({ name: 'load', input: { filter: 'all' } });
    expect(h.navigations()).toEqual(['/my-bookings?status=rescheduled']);
    await h.answer('load', [booking()]);
    h.actor.send({ type: 'myBookings.filter', filter: 'all' });
    expect(h.list()).toBe('loaded');
  });

  it('rate: defaults to 5, sends the chosen rating and review, toasts and reloads', async () => {
    const h = harness();
    await h.answer('load', [booking({ status: 'completed' })]);
    h.actor.send({ type: 'myBookings.rate', bookingId: booking().id });
    expect(h.actor.getSnapshot().context.ratingValues.rating).toBe(String(DEFAULT_RATING));
    expect(DEFAULT_RATING).toBe(5);

    h.actor.send({ type: 'rating.submit' });
    expect(h.calls.at(-1)).toEqual({ name: 'rate', input: { bookingId: booking().id, rating: 5, review: '' } });
    await h.answer('rate', { success: true, message: messages.booking.rated });
    expect(h.toasts).toEqual([{ kind: 'success', message: messages.booking.rated }]);

    await h.answer('load', [booking({ status: 'completed' })]);
    h.actor.send({ type: 'myBookings.rate', bookingId: booking().id });
    h.actor.send({ type: 'rating.change', field: 'rating', value: '3' });
    h.actor.send({ type: 'rating.change', field: 'rating', value: '9' });
    h.actor.send({ type: 'rating.change', field: 'review', value: '  Spotless interior  ' });
    h.actor.send({ type: 'rating.submit' });
    expect(h.calls.at(-1)).toEqual({ name: 'rate', input: { bookingId: booking().id, rating: 5, review: 'Spotless interior' } });
    await h.fail('rate', new ApiError(messages.booking.alreadyRated, 409));
    expect(h.toasts.at(-1)).toEqual({ kind: 'error', message: messages.booking.alreadyRated });

    h.actor.send({ type: 'myBookings.rate', bookingId: booking().id });
    expect(h.actor.getSnapshot().context.ratingValues.rating).toBe('5');
    h.actor.send({ type: 'rating.change', field: 'rating', value: '2' });
    h.actor.send({ type: 'rating.submit' });
    expect(h.calls.at(-1)).toEqual({ name: 'rate', input: { bookingId: booking().id, rating: 2, review: '' } });
    await h.fail('rate', new Error(''));
    expect(h.toasts.at(-1)).toEqual({ kind: 'error', message: messages.booking.rateFailed });
  });

  it('ignores dismiss while a request is in flight', async () => {
    const h = harness();
    await h.answer('load', [booking({ status: 'completed' })]);
    h.actor.send({ type: 'myBookings.rate', bookingId: booking().id });
    h.actor.send({ type: 'rating.submit' });
    h.actor.send({ type: 'myBookings.dismiss' });
    expect(h.action()).toEqual({ rating: 'submitting' });
  });
});
