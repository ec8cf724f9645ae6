// The booking confirmation's load as the customer and the server live it (no I/O), and how each of their moves is
// made on the REAL resource machine with the confirmation page's input, whose booking request is scripted. The
// context is what the customer should notice: the sentence of a failure, where they are sent, and whether the step
// asked the server for the booking.
import { assign, createActor, setup, type Actor } from 'xstate';
import { ApiError } from '../../src/api/client';
import { messages } from '../../src/domain/messages';
import type { BookingDetail } from '../../src/domain/types';
import { bookingConfirmationInput, bookingConfirmationMachine } from '../../src/machines/bookingConfirmation';
import type { NavigateParams } from '../../src/machines/notice';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedCalls } from '../setup/scriptedCalls';

type BookingConfirmationModelEvent = {
  type: 'customer.opens' | 'customer.opensWithoutBooking' | 'server.returnsBooking' | 'server.notFound' | 'server.fails' | 'user.retries';
};

export const BOOKING = { id: 'bk-1' } as BookingDetail;

interface Expected {
  error: string | null;
  navigation: NavigateParams | null;
  /** Whether the last step asked the server for the booking. */
  asked: boolean;
}

const step = (changes: Partial<Expected>) =>
  assign<Expected, BookingConfirmationModelEvent, undefined, BookingConfirmationModelEvent, never>({ navigation: null, asked: false, ...changes });

const userFlow = setup({ types: { context: {} as Expected, events: {} as BookingConfirmationModelEvent } }).createMachine({
  id: 'bookingConfirmationFlow',
  context: { error: null, navigation: null, asked: false },
  initial: 'arriving',
  states: {
    // /booking-confirmation?booking={id}, or without the parameter: then straight on to /book.
    arriving: {
      on: {
        'customer.opens': { target: 'loading', actions: step({ asked: true }) },
        'customer.opensWithoutBooking': { target: 'left', actions: step({ navigation: { to: '/book', replace: true } }) },
      },
    },
    loading: {
      on: {
        'server.returnsBooking': { target: 'loaded', actions: step({ error: null }) },
        'server.notFound': { target: 'notFound', actions: step({ error: messages.confirmation.notFound }) },
        // Whatever the server said: the spec's sentence.
        'server.fails': { target: 'error', actions: step({ error: messages.confirmation.loadFailed }) },
      },
    },
    error: { on: { 'user.retries': { target: 'loading', actions: step({ asked: true }) } } },
    // Trying again cannot find it: the page offers no Retry, and one asked for anyway does nothing.
    notFound: { on: { 'user.retries': { actions: step({}) } } },
    loaded: { type: 'final' },
    left: { type: 'final' },
  },
});

/** The confirmation page's real loader, opened by the first model event, with a scripted booking request. */
export class ConfirmationRun {
  readonly server = new ScriptedCalls<'getBooking'>();
  navigations: NavigateParams[] = [];
  private opened: Actor<typeof bookingConfirmationMachine> | null = null;

  constructor(private readonly options: Partial<RunOptions> = {}) {}

  open(bookingId: string) {
    const logic = bookingConfirmationMachine.provide({ actions: { navigate: (_, params) => void this.navigations.push(params) } });
    const fetchBooking = (id: string, signal: AbortSignal) => this.server.call<BookingDetail>('getBooking', id, signal);
    this.opened = createActor(logic, { input: bookingConfirmationInput(bookingId, fetchBooking), ...this.options }).start();
  }

  get actor() {
    if (!this.opened) throw new Error('the page is not opened yet');
    return this.opened;
  }

  beginStep() {
    this.server.beginStep();
    this.navigations = [];
  }
}

function perform(run: ConfirmationRun, event: ModelEvent<typeof userFlow>) {
  switch (event.type) {
    case 'customer.opens':
      return run.open(BOOKING.id);
    case 'customer.opensWithoutBooking':
      return run.open('');
    case 'server.returnsBooking':
      return run.server.answer('getBooking', BOOKING);
    case 'server.notFound':
      return run.server.fail('getBooking', new ApiError(messages.booking.notFound, 404));
    case 'server.fails':
      return run.server.fail('getBooking', new ApiError('The database is not reachable.', 503));
    case 'user.retries':
      return run.actor.send({ type: 'resource.retry' });
  }
}

export const bookingConfirmationFlow = defineFlowModel({
  name: 'bookingConfirmation',
  model: userFlow,
  // A screen's use of the shared loader takes a few of its transitions; tests/models/resource.ts takes them all.
  covers: [],
  start: (options) => new ConfirmationRun(options),
  perform,
});
