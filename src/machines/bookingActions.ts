// A staff action on one booking (the day board's menus and the booking page): confirm, and start on the booking's
// day or later, go straight to the server; complete, no-show, refund and starting a later day's booking ask first; cancel asks for a reason; mark paid for the method; reschedule for a
// day, then one of its free start times for the booking's service (the shared `timeChoice`). Busy, then a success
// toast with the server's sentence and `announceChange` (the page reloads what it shows), or the server's refusal in
// the dialog with a way back. The page provides the toast and `announceChange`.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { BoardActionAnswer } from '../api/board';
import { serverMessageOf } from '../api/client';
import type { PaymentMethod } from '../domain/constants';
import { addonIdsOf } from '../domain/console/addonRules';
import { bookingActionContent } from '../domain/console/boardContent';
import { todayInKarachi } from '../domain/format';
import { isIsoDate, validate } from '../domain/schemas';
import type { BoardBooking, BookingAction } from '../domain/staff';
import { StaffCancelPayload } from '../domain/staffSchemas';
import { ACTION_STEPS, firstStepOf, isAheadOfDay, requestOf, sendActionRequest, type ActionRequest, type ActionStep } from './bookingActionRequest';
import type { Notice } from './notice';
import { timeChoiceMachine, type TimeChosen } from './timeChoice';

export interface BookingActionsContext {
  booking: BoardBooking | null;
  action: BookingAction | null;
  /** The step the open action began with (where a refusal goes back to). */
  firstStep: ActionStep | null;
  /** The workshop's date (YYYY-MM-DD) an early start is measured against; null reads Karachi's clock at each open. */
  today: string | null;
  reason: string;
  reasonError: string | null;
  method: PaymentMethod;
  date: string;
  dateError: string | null;
  /** The new start time the time choice has chosen. */
  time: string | null;
  /** The server's refusal (or the failure's fallback), shown in the dialog. */
  error: string | null;
}

export type BookingActionsEvent =
  | { type: 'bookingActions.open'; booking: BoardBooking; action: BookingAction }
  | { type: 'bookingActions.close' }
  | { type: 'bookingActions.confirm' }
  | { type: 'bookingActions.back' }
  | { type: 'bookingActions.reasonChange'; reason: string }
  | { type: 'bookingActions.methodChange'; method: PaymentMethod }
  | { type: 'bookingActions.dateChange'; date: string }
  | TimeChosen;

const CLOSED = { booking: null, action: null, firstStep: null, reason: '', reasonError: null, method: 'cash', date: '', dateError: null, time: null, error: null } satisfies Omit<BookingActionsContext, 'today'>;

/** The step an action on this booking begins with, today. */
const stepFor = (booking: BoardBooking, action: BookingAction, today: string | null) => firstStepOf(action, isAheadOfDay(booking, today ?? todayInKarachi()));

const requestFrom = (context: BookingActionsContext): ActionRequest => {
  if (!context.booking || !context.action) throw new Error('an action without its booking');
  return requestOf(context.booking, context.action, context);
};

const opensWith = (step: ActionStep) => ({
  guard: { type: 'opensWith' as const, params: ({ event }: { event: { booking: BoardBooking; action: BookingAction } }) => ({ ...event, step }) },
  target: step === 'busy' ? 'open.busy' : `open.${step}`,
  actions: { type: 'openAction' as const, params: ({ event }: { event: { booking: BoardBooking; action: BookingAction } }) => event },
});

const returnsTo = (step: Exclude<ActionStep, 'busy'>, target: string) => ({ guard: { type: 'returnsTo' as const, params: { step } }, target, actions: 'clearRefusal' as const });

export const bookingActionsMachine = setup({
  types: {
    context: {} as BookingActionsContext,
    events: {} as BookingActionsEvent,
    input: {} as { today?: string },
    tags: {} as 'busy',
    children: {} as { timeChoice: 'timeChoice' },
  },
  actors: {
    sendAction: fromPromise<BoardActionAnswer, ActionRequest>(({ input, signal }) => sendActionRequest(input, signal)),
    timeChoice: timeChoiceMachine,
  },
  actions: {
    // Side effects: no-ops here, provided by the page with `useFlowEffects` and its own `announceChange`.
    notify: (_, _params: Notice) => {},
    announceChange: (_, _params: { bookingId: string }) => {},
    openAction: assign(({ context }, { booking, action }: { booking: BoardBooking; action: BookingAction }) => ({
      ...CLOSED,
      booking,
      action,
      firstStep: stepFor(booking, action, context.today),
    })),
    closeAction: assign(CLOSED),
    assignReason: assign({ reason: (_, { reason }: { reason: string }) => reason, reasonError: null }),
    showReasonError: assign(({ context }) => {
      const checked = validate(StaffCancelPayload, { reason: context.reason });
      return { reasonError: checked.ok ? null : checked.first };
    }),
    assignMethod: assign({ method: (_, { method }: { method: PaymentMethod }) => method }),
    assignDate: assign((_, { date }: { date: string }) => ({ date, time: null, dateError: null })),
    showDateError: assign({ dateError: bookingActionContent.dateRequired }),
    assignTime: assign({ time: (_, { time }: { time: string | null }) => time }),
    clearRefusal: assign({ error: null }),
    showRefusal: assign({ error: (_, { error }: { error: unknown }) => serverMessageOf(error) ?? bookingActionContent.failed }),
  },
  guards: {
    opensWith: ({ context }, { booking, action, step }: { booking: BoardBooking; action: BookingAction; step: ActionStep }) =>
      booking.allowed_actions.includes(action) && stepFor(booking, action, context.today) === step,
    returnsTo: ({ context }, { step }: { step: ActionStep }) => context.firstStep === step,
    isReasonValid: ({ context }) => validate(StaffCancelPayload, { reason: context.reason }).ok,
    isDate: (_, { date }: { date: string }) => isIsoDate(date),
    hasTime: ({ context }) => context.time !== null,
  },
}).createMachine({
  id: 'bookingActions',
  context: ({ input }) => ({ ...CLOSED, today: input.today ?? null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'bookingActions.open': ACTION_STEPS.map(opensWith) },
    },
    open: {
      initial: 'confirming',
      on: { 'bookingActions.close': { target: 'idle', actions: 'closeAction' } },
      states: {
        // complete, no-show, refund: they cannot be undone; a start before the booking's day: an early arrival?
        confirming: { on: { 'bookingActions.confirm': 'busy' } },
        cancelling: {
          on: {
            'bookingActions.reasonChange': { actions: { type: 'assignReason', params: ({ event }) => event } },
            'bookingActions.confirm': [{ guard: 'isReasonValid', target: 'busy' }, { actions: 'showReasonError' }],
          },
        },
        choosingMethod: {
          on: {
            'bookingActions.methodChange': { actions: { type: 'assignMethod', params: ({ event }) => event } },
            'bookingActions.confirm': 'busy',
          },
        },
        rescheduling: {
          initial: 'pickingDate',
          on: {
            'bookingActions.dateChange': [
              { guard: { type: 'isDate', params: ({ event }) => event }, target: '.pickingTime', reenter: true, actions: { type: 'assignDate', params: ({ event }) => event } },
              { target: '.pickingDate', actions: { type: 'assignDate', params: ({ event }) => event } },
            ],
          },
          states: {
            pickingDate: { on: { 'bookingActions.confirm': { actions: 'showDateError' } } },
            // the day's start times for the booking's service: only free ones can be chosen
            pickingTime: {
              invoke: {
                id: 'timeChoice',
                src: 'timeChoice',
                input: ({ context }) => ({ date: context.date, serviceId: context.booking?.service.id ?? null, addonIds: addonIdsOf(context.booking?.items ?? []), preferred: context.time }),
              },
              on: {
                'timeChoice.chosen': { actions: { type: 'assignTime', params: ({ event }) => event } },
                'bookingActions.confirm': { guard: 'hasTime', target: '#bookingActions.open.busy' },
              },
            },
          },
        },
        busy: {
          tags: 'busy',
          // the request is in flight: the dialog stays until the server answers
          on: { 'bookingActions.close': {} },
          invoke: {
            src: 'sendAction',
            input: ({ context }) => requestFrom(context),
            onDone: {
              target: '#bookingActions.idle',
              actions: [
                {
                  type: 'notify',
                  params: ({ context, event }) => ({
                    kind: 'success' as const,
                    message: event.output.message || (context.action ? bookingActionContent.done[context.action] : ''),
                  }),
                },
                { type: 'announceChange', params: ({ context }) => ({ bookingId: context.booking?.id ?? '' }) },
                'closeAction',
              ],
            },
            onError: { target: 'refused', actions: { type: 'showRefusal', params: ({ event }) => event } },
          },
        },
        refused: {
          on: {
            'bookingActions.back': [
              returnsTo('confirming', 'confirming'),
              returnsTo('cancelling', 'cancelling'),
              returnsTo('choosingMethod', 'choosingMethod'),
              // the day stays; its times are asked again (the refused one may have gone)
              returnsTo('rescheduling', 'rescheduling.pickingTime'),
              // confirm, and start on its day, had no step before: back closes
              { target: '#bookingActions.idle', actions: 'closeAction' },
            ],
          },
        },
      },
    },
  },
});

export type BookingActionsActor = ActorRefFrom<typeof bookingActionsMachine>;
export type BookingActionsSnapshot = SnapshotFrom<typeof bookingActionsMachine>;

/** The dialog step shown, or null when none is (idle, or confirm/start on their way to the server). */
export type ActionDialogStep = Exclude<ActionStep, 'busy'> | 'busy' | 'refused';
export const selectDialogStep = (snapshot: BookingActionsSnapshot): ActionDialogStep | null => {
  if (snapshot.matches('idle')) return null;
  const open = (snapshot.value as { open: string | Record<string, string> }).open;
  return (typeof open === 'string' ? open : Object.keys(open)[0]) as ActionDialogStep;
};
export const selectAction = (snapshot: BookingActionsSnapshot) => snapshot.context.action;
export const selectActionBooking = (snapshot: BookingActionsSnapshot) => snapshot.context.booking;
export const selectBusy = (snapshot: BookingActionsSnapshot) => snapshot.hasTag('busy');
export const selectFirstStep = (snapshot: BookingActionsSnapshot) => snapshot.context.firstStep;
