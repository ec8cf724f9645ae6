// Drives the real My Bookings machine with its server calls replaced by scripted promise actors.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ActionAnswer, BookingFilter } from '../../src/api/myBookings';
import { ApiError } from '../../src/api/client';
import { messages } from '../../src/domain/messages';
import type { AvailableDate, BookingListItem } from '../../src/domain/types';
import { DEFAULT_RATING, myBookingsMachine } from '../../src/machines/myBookings';

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

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
const deferred = <T>(): Deferred<T> => {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

type CallName = 'load' | 'dates' | 'cancel' | 'reschedule' | 'rate';

/** The real machine with recorded calls (each answered by the test) and recorded toasts. */
function harness() {
  const calls: Array<{ name: CallName; input: unknown }> = [];
  const pending = new Map<CallName, Deferred<unknown>>();
  const toasts: Array<{ kind: string; message: string }> = [];
  const record =
    <T>(name: CallName) =>
    ({ input }: { input: unknown }) => {
      calls.push({ name, input });
      const call = deferred<T>();
      pending.set(name, call as Deferred<unknown>);
      return call.promise;
    };
  const logic = myBookingsMachine.provide({
    actors: {
      loadBookings: fromPromise<BookingListItem[], { filter: BookingFilter }>(record<BookingListItem[]>('load')),
      loadDates: fromPromise<AvailableDate[]>(record<AvailableDate[]>('dates')),
      cancelBooking: fromPromise<ActionAnswer, { bookingId: string }>(record<ActionAnswer>('cancel')),
      rescheduleBooking: fromPromise<ActionAnswer, { bookingId: string; date: string }>(record<ActionAnswer>('reschedule')),
      rateBooking: fromPromise<ActionAnswer, { bookingId: string; rating: number; review: string }>(record<ActionAnswer>('rate')),
    },
    actions: { notify: (_, toast) => void toasts.push(toast) },
  });
  const actor = createActor(logic, { input: {} });
  actor.start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const take = (name: CallName) => {
    const call = pending.get(name);
    if (!call) throw new Error(`no pending ${name} call`);
    pending.delete(name);
    return call;
  };
  return {
    actor,
    calls,
    toasts,
    pending,
    answer: async (name: CallName, value: unknown) => {
      take(name).resolve(value);
      await settle();
    },
    fail: async (name: CallName, error: unknown) => {
      take(name).reject(error);
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
    expect(h.actor.getSnapshot().context.rating).toBe(DEFAULT_RATING);
    expect(DEFAULT_RATING).toBe(5);

    h.actor.send({ type: 'myBookings.confirm' });
    expect(h.calls.at(-1)).toEqual({ name: 'rate', input: { bookingId: booking().id, rating: 5, review: '' } });
    await h.answer('rate', { success: true, message: messages.booking.rated });
    expect(h.toasts).toEqual([{ kind: 'success', message: messages.booking.rated }]);

    await h.answer('load', [booking({ status: 'completed' })]);
    h.actor.send({ type: 'myBookings.rate', bookingId: booking().id });
    h.actor.send({ type: 'myBookings.setRating', rating: 3 });
    h.actor.send({ type: 'myBookings.setRating', rating: 9 });
    h.actor.send({ type: 'myBookings.setReview', review: '  Spotless interior  ' });
    h.actor.send({ type: 'myBookings.confirm' });
    expect(h.calls.at(-1)).toEqual({ name: 'rate', input: { bookingId: booking().id, rating: 5, review: 'Spotless interior' } });
    await h.fail('rate', new ApiError(messages.booking.alreadyRated, 409));
    expect(h.toasts.at(-1)).toEqual({ kind: 'error', message: messages.booking.alreadyRated });

    h.actor.send({ type: 'myBookings.rate', bookingId: booking().id });
    expect(h.actor.getSnapshot().context.rating).toBe(5);
    h.actor.send({ type: 'myBookings.setRating', rating: 2 });
    h.actor.send({ type: 'myBookings.confirm' });
    expect(h.calls.at(-1)).toEqual({ name: 'rate', input: { bookingId: booking().id, rating: 2, review: '' } });
    await h.fail('rate', new Error(''));
    expect(h.toasts.at(-1)).toEqual({ kind: 'error', message: messages.booking.rateFailed });
  });

  it('ignores dismiss while a request is in flight', async () => {
    const h = harness();
    await h.answer('load', [booking({ status: 'completed' })]);
    h.actor.send({ type: 'myBookings.rate', bookingId: booking().id });
    h.actor.send({ type: 'myBookings.confirm' });
    h.actor.send({ type: 'myBookings.dismiss' });
    expect(h.action()).toEqual({ rating: 'submitting' });
  });
});
