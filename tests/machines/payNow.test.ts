// Model-based test of "Pay now": an abstract model of the customer and the server, whose generated paths drive
// the REAL payNow machine with a scripted booking load, and check where the customer is sent and what they are told.
import { afterAll, describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiError } from '../../src/api/client';
import type { BookingDetail } from '../../src/domain/types';
import { payNowMachine } from '../../src/machines/payNow';
import { eachEvent, transitionCoverage } from '../setup/modelCoverage';

const EVENT_TYPES = ['user.paysFromDetail', 'user.paysFromList', 'server.returnsBooking', 'server.fails'] as const;
type ModelEvent = { type: (typeof EVENT_TYPES)[number] };

const ON_PAGE = { id: 'bk-on-page' } as BookingDetail;
const LOADED = { id: 'bk-loaded' } as BookingDetail;
const REFUSAL = new ApiError('Booking not found.', 404);

/** What the customer should see after each step. */
interface Expected {
  /** The booking the checkout was opened with by this step, if any. */
  openedWith: string | null;
  /** The error handed to the failure toast by this step, if any. */
  failure: unknown;
  /** Whether this step asked the server for the booking. */
  loaded: boolean;
}

const quiet: Expected = { openedWith: null, failure: null, loaded: false };
const step = (changes: Partial<Expected>) => assign<Expected, ModelEvent, undefined, ModelEvent, never>(() => ({ ...quiet, ...changes }));

const userFlow = setup({ types: { context: {} as Expected, events: {} as ModelEvent } }).createMachine({
  id: 'payNowFlow',
  context: quiet,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.paysFromDetail': { actions: step({ openedWith: ON_PAGE.id }) },
        'user.paysFromList': { target: 'loading', actions: step({ loaded: true }) },
      },
    },
    loading: {
      on: {
        'server.returnsBooking': { target: 'idle', actions: step({ openedWith: LOADED.id }) },
        'server.fails': { target: 'idle', actions: step({ failure: REFUSAL }) },
      },
    },
  },
});

class PayNowHarness {
  loads = 0;
  opened: string[] = [];
  failures: unknown[] = [];
  private pending: { resolve: (booking: BookingDetail) => void; reject: (error: unknown) => void } | null = null;
  readonly actor = createActor(
    payNowMachine.provide({
      actors: {
        loadBooking: fromPromise<BookingDetail>(() => {
          this.loads += 1;
          return new Promise((resolve, reject) => (this.pending = { resolve, reject }));
        }),
      },
      actions: {
        goToCheckout: (_, { booking }) => this.opened.push(booking.id),
        notifyLoadFailed: (_, { error }) => this.failures.push(error),
      },
    }),
  ).start();

  beginStep() {
    this.loads = 0;
    this.opened = [];
    this.failures = [];
  }

  perform(event: ModelEvent) {
    switch (event.type) {
      case 'user.paysFromDetail':
        return this.actor.send({ type: 'payNow.open', booking: ON_PAGE });
      case 'user.paysFromList':
        return this.actor.send({ type: 'payNow.open', booking: null });
      case 'server.returnsBooking':
        return this.answer((pending) => pending.resolve(LOADED));
      case 'server.fails':
        return this.answer((pending) => pending.reject(REFUSAL));
    }
  }

  private answer(settle: (pending: NonNullable<PayNowHarness['pending']>) => void) {
    const pending = this.pending;
    this.pending = null;
    if (!pending) throw new Error('no load is pending');
    settle(pending);
  }

  settle = () => new Promise((resolve) => setTimeout(resolve, 0));
}

const model = createTestModel(userFlow);
const paths = model.getSimplePaths();
const coverage = transitionCoverage('payNow', userFlow);

describe('Pay now (model-based)', () => {
  afterAll(() => coverage.report(paths.length));

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const harness = new PayNowHarness();
    let previous = 'idle';
    await path.test({
      events: eachEvent(EVENT_TYPES, async (event: ModelEvent) => {
        coverage.record(previous, event.type);
        harness.beginStep();
        harness.perform(event);
        await harness.settle();
      }),
      states: {
        '*': (state) => {
          const expected = state.context;
          const snapshot = harness.actor.getSnapshot();
          const value = String(state.value);
          expect(snapshot.value, 'state').toBe(value);
          expect(snapshot.hasTag('busy'), 'button busy').toBe(value === 'loading');
          expect(harness.opened, 'checkout opened with').toEqual(expected.openedWith ? [expected.openedWith] : []);
          expect(harness.failures, 'failure told').toEqual(expected.failure ? [expected.failure] : []);
          expect(harness.loads, 'booking loads').toBe(expected.loaded ? 1 : 0);
          previous = value;
        },
      },
    });
  });
});
