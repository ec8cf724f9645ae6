// Details of the real My Bookings machine, one scenario at a time, with the flow model's scripted server calls.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/client';
import { messages } from '../../src/domain/messages';
import type { AvailableDate, BookingListItem } from '../../src/domain/types';
import { DEFAULT_RATING } from '../../src/machines/ratingForm';
import { MyBookingsRun, type CallName } from '../models/myBookings';
import { settle } from '../setup/flowModel';

const booking = (overrides: Partial<BookingListItem> = {}): BookingListItem => ({
  id: '4f6a2c1e-9b1d-4e55-8a21-00aa11bb22cc',
  serviceName: 'Full Detail',
  totalAmount: 12500,
  status: 'pending',
  carMake: 'Toyota',
  carModel: 'Corolla',
  carLicensePlate: 'LEA-1234',
  scheduledDate: '2026-12-01',
  scheduledTime: '10:00',
  rating: null,
  review: null,
  invoiceId: 'inv-1',
  paymentStatus: 'pending',
  ...overrides,
});

const dates: AvailableDate[] = [
  { date: '2026-11-23', available: false, slots_available: 0 },
  { date: '2026-11-24', available: true, slots_available: 4, earliest_time: '09:00' },
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
  };
}

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

  it('reschedule: loads dates, refuses a full day, confirms the picked day, toasts and reloads', async () => {
    const h = harness();
    await h.answer('load', [booking()]);
    h.actor.send({ type: 'myBookings.reschedule', bookingId: booking().id });
    expect(h.action()).toEqual({ rescheduling: 'loadingDates' });
    await h.answer('dates', dates);
    expect(h.action()).toEqual({ rescheduling: 'picking' });

    h.actor.send({ type: 'myBookings.confirm' });
    expect(h.action()).toEqual({ rescheduling: 'picking' });
    h.actor.send({ type: 'myBookings.pickDate', date: '2026-11-23' });
    expect(h.actor.getSnapshot().context.date).toBeNull();
    h.actor.send({ type: 'myBookings.pickDate', date: '2026-11-24' });
    expect(h.actor.getSnapshot().context.date).toBe('2026-11-24');

    h.actor.send({ type: 'myBookings.confirm' });
    expect(h.calls.at(-1)).toEqual({ name: 'reschedule', input: { bookingId: booking().id, date: '2026-11-24' } });
    await h.answer('reschedule', { success: true, message: messages.booking.rescheduled });
    expect(h.toasts).toEqual([{ kind: 'success', message: messages.booking.rescheduled }]);
    expect(h.list()).toBe('loading');
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
    h.actor.send({ type: 'myBookings.confirm' });
    await h.fail('reschedule', new TypeError('Failed to fetch'));
    expect(h.toasts).toEqual([{ kind: 'error', message: messages.booking.rescheduleFailed }]);
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
