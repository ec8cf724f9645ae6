// A staff action on a booking as staff and the server live it (no I/O), and how each of their moves is made on the
// REAL bookingActions machine (with the reschedule dialog's time choice inside), whose server calls are scripted. The
// context is what staff should notice: the step, its field errors, the refusal shown, the toast and the reload.
import { assign, createActor, setup } from 'xstate';
import type { BoardActionAnswer } from '../../src/api/board';
import { ApiError } from '../../src/api/client';
import type { PaymentMethod } from '../../src/domain/constants';
import { bookingActionContent } from '../../src/domain/console/boardContent';
import { BOOKING_ACTIONS, type BoardBooking, type BookingAction } from '../../src/domain/staff';
import { CANCEL_REASON_MAX } from '../../src/domain/staffSchemas';
import { messages } from '../../src/domain/messages';
import type { AvailableTime } from '../../src/domain/types';
import type { ActionRequest } from '../../src/machines/bookingActionRequest';
import { bookingActionsMachine, type BookingActionsEvent } from '../../src/machines/bookingActions';
import type { Notice } from '../../src/machines/notice';
import { defineFlowModel, type ModelEvent, type ModelSnapshot, pathPerTransitionKeyedBy, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';
import { addDays } from '../../src/domain/format';
import { BOOKING as BOARD_BOOKING } from './dayBoard';
import { scriptedTimeChoice, timeChoiceOf } from './timeChoiceSteps';

/** A booking every action is open to (an admin's view of a paid-later booking, for the model's sake). */
export const BOOKING: BoardBooking = { ...BOARD_BOOKING, allowed_actions: [...BOOKING_ACTIONS] };
/** The workshop's date in the model: the booking's own day. */
export const TODAY = BOOKING.date;
/** The same booking booked for a later day: starting it now is an early arrival, asked first. */
export const LATER_DAY_BOOKING: BoardBooking = { ...BOOKING, date: addDays(TODAY, 3) };
/** The same booking as a staff member sees it after it was confirmed: confirm is no longer offered. */
const CONFIRMED: BoardBooking = { ...BOOKING, status: 'confirmed', allowed_actions: ['start', 'cancel'] };
export const NEW_DAY = '2026-12-04';
/** The new day's start times: the first is taken. */
const TIMES: AvailableTime[] = [
  { time: '10:00', available: false },
  { time: '12:00', available: true },
  { time: '14:00', available: true },
];
export const EARLIEST_FREE = '12:00';
export const LATER_TIME = '14:00';
export const REASON = 'Customer called: the car is at the mechanic';
const OVERLONG_REASON = 'a'.repeat(CANCEL_REASON_MAX + 1);
export const SERVER_DONE = 'Booking updated.';
export const SERVER_REFUSAL = 'That booking was already started by someone else.';

type ReasonState = 'empty' | 'ok' | 'long';

export interface Expected {
  action: BookingAction | null;
  /** The action was opened on a later day's booking (a start asks first). */
  early: boolean;
  reason: ReasonState;
  reasonError: string | null;
  method: PaymentMethod;
  date: string;
  dateError: string | null;
  /** The time chosen; null while the day's times load or none is free. */
  time: string | null;
  /** The time kept across a refusal, chosen again when it is still free. */
  keptTime: string | null;
  error: string | null;
  toast: Notice | null;
  /** The page was told to reload what it shows. */
  announced: boolean;
}

const CLOSED: Expected = {
  action: null,
  early: false,
  reason: 'empty',
  reasonError: null,
  method: 'cash',
  date: '',
  dateError: null,
  time: null,
  keptTime: null,
  error: null,
  toast: null,
  announced: false,
};

const OPEN_EVENTS = {
  'user.opensConfirm': 'confirm',
  'user.opensStart': 'start',
  'user.opensComplete': 'complete',
  'user.opensNoShow': 'no_show',
  'user.opensCancel': 'cancel',
  'user.opensReschedule': 'reschedule',
  'user.opensMarkPaid': 'mark_paid',
  'user.opensRefund': 'refund',
} as const satisfies Record<string, BookingAction>;
type OpenEvent = keyof typeof OPEN_EVENTS;

type ModelEventType =
  | OpenEvent
  | 'user.opensEarlyStart'
  | 'user.opensWhatIsNotOffered'
  | 'user.closes'
  | 'user.confirms'
  | 'user.goesBack'
  | 'user.writesReason'
  | 'user.writesOverlongReason'
  | 'user.picksCard'
  | 'user.picksDate'
  | 'user.clearsDate'
  | 'user.picksLaterTime'
  | 'server.answersTimes'
  | 'server.noTimesFree'
  | 'server.accepts'
  | 'server.acceptsWithoutSentence'
  | 'server.refuses'
  | 'network.fails';
type BookingActionsModelEvent = { type: ModelEventType };

const step = (changes: Partial<Expected> | ((context: Expected) => Partial<Expected>)) =>
  assign<Expected, BookingActionsModelEvent, undefined, BookingActionsModelEvent, never>(({ context }) => ({
    ...context,
    toast: null,
    announced: false,
    ...(typeof changes === 'function' ? changes(context) : changes),
  }));
const go = (target: string, changes: Partial<Expected> | ((context: Expected) => Partial<Expected>) = {}) => ({ target, actions: step(changes) });
const stay = (changes: Partial<Expected> = {}) => ({ actions: step(changes) });

const FIRST_STEP: Record<BookingAction, string> = {
  confirm: 'busy',
  start: 'busy',
  complete: 'confirming',
  no_show: 'confirming',
  refund: 'confirming',
  cancel: 'cancelling',
  mark_paid: 'choosingMethod',
  reschedule: 'pickingDate',
};
const opens = Object.fromEntries(
  Object.entries(OPEN_EVENTS).map(([event, action]) => [event, go(FIRST_STEP[action], { ...CLOSED, action })]),
) as Record<OpenEvent, ReturnType<typeof go>>;

const closes = go('idle', CLOSED);
const pickDay = go('timesLoading', { date: NEW_DAY, dateError: null, time: null, keptTime: null });
const clearDay = go('pickingDate', { date: '', dateError: null, time: null, keptTime: null });
const succeeds = (message: string | null) =>
  go('idle', (context) => ({ ...CLOSED, toast: { kind: 'success', message: message ?? (context.action ? bookingActionContent.done[context.action] : '') }, announced: true }));

const userFlow = setup({
  types: { context: {} as Expected, events: {} as BookingActionsModelEvent },
  guards: {
    isReasonOk: ({ context }) => context.reason === 'ok',
    isReasonLong: ({ context }) => context.reason === 'long',
    backToConfirming: ({ context }) => context.early || FIRST_STEP[context.action ?? 'confirm'] === 'confirming',
    backToCancelling: ({ context }) => context.action === 'cancel',
    backToMethod: ({ context }) => context.action === 'mark_paid',
    backToTimes: ({ context }) => context.action === 'reschedule',
  },
}).createMachine({
  id: 'bookingActionsFlow',
  context: CLOSED,
  initial: 'idle',
  states: {
    idle: { on: { ...opens, 'user.opensEarlyStart': go('confirming', { ...CLOSED, action: 'start', early: true }), 'user.opensWhatIsNotOffered': stay() } },
    confirming: { on: { 'user.confirms': go('busy'), 'user.closes': closes } },
    cancelling: {
      on: {
        'user.writesReason': stay({ reason: 'ok', reasonError: null }),
        'user.writesOverlongReason': stay({ reason: 'long', reasonError: null }),
        'user.confirms': [
          { guard: 'isReasonOk', ...go('busy') },
          { guard: 'isReasonLong', ...stay({ reasonError: messages.staff.cancelReasonTooLong(CANCEL_REASON_MAX) }) },
          stay({ reasonError: messages.staff.cancelReasonRequired }),
        ],
        'user.closes': closes,
      },
    },
    choosingMethod: { on: { 'user.picksCard': stay({ method: 'card' }), 'user.confirms': go('busy'), 'user.closes': closes } },
    pickingDate: {
      on: { 'user.picksDate': pickDay, 'user.clearsDate': clearDay, 'user.confirms': stay({ dateError: bookingActionContent.dateRequired }), 'user.closes': closes },
    },
    timesLoading: {
      on: {
        'server.answersTimes': go('timePicked', (context) => ({ time: context.keptTime ?? EARLIEST_FREE, keptTime: null })),
        'server.noTimesFree': go('noTimesFree', { keptTime: null }),
        // nothing is chosen yet: nothing to send
        'user.confirms': stay(),
        'user.picksDate': pickDay,
        'user.clearsDate': clearDay,
        'user.closes': closes,
      },
    },
    noTimesFree: { on: { 'user.confirms': stay(), 'user.picksDate': pickDay, 'user.clearsDate': clearDay, 'user.closes': closes } },
    timePicked: {
      on: {
        'user.picksLaterTime': stay({ time: LATER_TIME }),
        'user.confirms': go('busy'),
        'user.picksDate': pickDay,
        'user.clearsDate': clearDay,
        'user.closes': closes,
      },
    },
    busy: {
      on: {
        // the request is in flight: the dialog stays
        'user.closes': stay(),
        'server.accepts': succeeds(SERVER_DONE),
        'server.acceptsWithoutSentence': succeeds(null),
        'server.refuses': go('refused', { error: SERVER_REFUSAL }),
        'network.fails': go('refused', { error: bookingActionContent.failed }),
      },
    },
    refused: {
      on: {
        'user.closes': closes,
        'user.goesBack': [
          { guard: 'backToConfirming', ...go('confirming', { error: null }) },
          { guard: 'backToCancelling', ...go('cancelling', { error: null }) },
          { guard: 'backToMethod', ...go('choosingMethod', { error: null }) },
          // the day stays, its times are asked again: the time chosen is kept while it is free
          { guard: 'backToTimes', ...go('timesLoading', (context) => ({ error: null, keptTime: context.time, time: null })) },
          closes,
        ],
      },
    },
  },
});

export type CallName = 'send' | 'times';

/** The real machine with a scripted server, recorded toasts and reloads. */
export class BookingActionsRun extends ScriptedRun<CallName> {
  announced: string[] = [];
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    super(options);
    const { server } = this;
    this.actor = createActor(
      bookingActionsMachine.provide({
        actors: {
          sendAction: server.actor<BoardActionAnswer, ActionRequest>('send'),
          timeChoice: scriptedTimeChoice(server),
        },
        actions: {
          notify: (_, toast) => void this.toasts.push(toast),
          announceChange: (_, { bookingId }) => void this.announced.push(bookingId),
        },
      }),
      { ...options, input: { today: TODAY } },
    ).start();
  }

  send = (event: BookingActionsEvent) => this.actor.send(event);

  get timeChoice() {
    return timeChoiceOf(this.actor.getSnapshot());
  }

  override beginStep() {
    super.beginStep();
    this.announced = [];
  }
}

function perform(run: BookingActionsRun, event: ModelEvent<typeof userFlow>, from: ModelSnapshot<typeof userFlow>) {
  const { server, send } = run;
  if (event.type in OPEN_EVENTS) return send({ type: 'bookingActions.open', booking: BOOKING, action: OPEN_EVENTS[event.type as OpenEvent] });
  switch (event.type) {
    case 'user.opensEarlyStart':
      return send({ type: 'bookingActions.open', booking: LATER_DAY_BOOKING, action: 'start' });
    case 'user.opensWhatIsNotOffered':
      return send({ type: 'bookingActions.open', booking: CONFIRMED, action: 'confirm' });
    case 'user.closes':
      return send({ type: 'bookingActions.close' });
    case 'user.confirms':
      return send({ type: 'bookingActions.confirm' });
    case 'user.goesBack':
      return send({ type: 'bookingActions.back' });
    case 'user.writesReason':
      // typed with stray spaces: it is sent trimmed
      return send({ type: 'bookingActions.reasonChange', reason: `  ${REASON} ` });
    case 'user.writesOverlongReason':
      return send({ type: 'bookingActions.reasonChange', reason: OVERLONG_REASON });
    case 'user.picksCard':
      return send({ type: 'bookingActions.methodChange', method: 'card' });
    case 'user.picksDate':
      return send({ type: 'bookingActions.dateChange', date: NEW_DAY });
    case 'user.clearsDate':
      return send({ type: 'bookingActions.dateChange', date: '' });
    case 'user.picksLaterTime':
      return run.timeChoice.send({ type: 'time.select', time: LATER_TIME });
    case 'server.answersTimes':
      return server.answer('times', TIMES);
    case 'server.noTimesFree':
      return server.answer('times', TIMES.map((slot) => ({ ...slot, available: false })));
    case 'server.accepts':
      return server.answer('send', { success: true, message: SERVER_DONE } satisfies BoardActionAnswer);
    case 'server.acceptsWithoutSentence':
      return server.answer('send', { success: true } satisfies BoardActionAnswer);
    case 'server.refuses':
      return server.fail('send', new ApiError(SERVER_REFUSAL, 409));
    case 'network.fails':
      return server.fail('send', new TypeError('Failed to fetch'));
  }
  throw new Error(`${event.type} from ${String(from.value)} is not performed`);
}

export const bookingActionsFlow = defineFlowModel({
  name: 'bookingActions',
  model: userFlow,
  covers: [bookingActionsMachine],
  // every action, and every state of the cancel reason, reaches each step: refusals go back to the action's own step
  paths: pathPerTransitionKeyedBy<typeof userFlow>((state) => [state.context.action, state.context.reason, state.context.early]),
  start: (options) => new BookingActionsRun(options),
  perform,
});
