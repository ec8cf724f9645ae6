// Model-based test of a staff action on a booking: the flow model's paths (tests/models/bookingActions.ts) drive the
// REAL bookingActions machine; after every step its dialog step, field errors, the refusal shown, the request sent,
// the toast and the reload asked of the page must match the model.
import { describe, expect, it } from 'vitest';
import { selectTimeStatus } from '../../src/machines/timeChoice';
import type { ActionRequest } from '../../src/machines/bookingActionRequest';
import { firstStepOf, hasDialog, isAheadOfDay } from '../../src/machines/bookingActionRequest';
import { addDays } from '../../src/domain/format';
import { selectDialogStep } from '../../src/machines/bookingActions';
import { modelTest } from '../setup/modelCoverage';
import { BOOKING, BookingActionsRun, bookingActionsFlow, LATER_DAY_BOOKING, NEW_DAY, REASON, TODAY, type Expected } from '../models/bookingActions';

/** The dialog step the real machine shows in each model state. */
const STEP: Record<string, string | null> = {
  idle: null,
  confirming: 'confirming',
  cancelling: 'cancelling',
  choosingMethod: 'choosingMethod',
  pickingDate: 'rescheduling',
  timesLoading: 'rescheduling',
  noTimesFree: 'rescheduling',
  timePicked: 'rescheduling',
  busy: 'busy',
  refused: 'refused',
};
const TIME_PICKER: Record<string, string> = { timesLoading: 'loading', noTimesFree: 'noneFree', timePicked: 'ready' };

/** The request the model's context asks the server for. */
function expectedRequest({ action, method, time }: Expected): ActionRequest | null {
  switch (action) {
    case null:
      return null;
    case 'confirm':
      return { action, bookingId: BOOKING.id, status: 'confirmed' };
    case 'start':
      return { action, bookingId: BOOKING.id, status: 'in_progress' };
    case 'complete':
      return { action, bookingId: BOOKING.id, status: 'completed' };
    case 'no_show':
      return { action, bookingId: BOOKING.id, status: 'no_show' };
    case 'cancel':
      return { action, bookingId: BOOKING.id, reason: REASON };
    case 'reschedule':
      return { action, bookingId: BOOKING.id, date: NEW_DAY, time: time ?? '' };
    case 'mark_paid':
      return { action, invoiceId: BOOKING.invoice?.id ?? '', method };
    case 'refund':
      return { action, invoiceId: BOOKING.invoice?.id ?? '' };
  }
}

modelTest('bookingActions (model-based)', bookingActionsFlow, (state, run) => {
  const value = String(state.value);
  const expected = state.context;
  const snapshot = run.actor.getSnapshot();
  const { context } = snapshot;
  expect(selectDialogStep(snapshot), 'dialog step').toBe(STEP[value]);
  expect(context.action, 'action').toBe(expected.action);
  expect(context.booking?.date ?? null, 'booking day').toBe(expected.action ? (expected.early ? LATER_DAY_BOOKING.date : BOOKING.date) : null);
  expect(context.booking?.id ?? null, 'booking').toBe(expected.action ? BOOKING.id : null);
  expect(context.reasonError, 'reason error').toBe(expected.reasonError);
  expect(context.method, 'payment method').toBe(expected.method);
  expect(context.date, 'new day').toBe(expected.date);
  expect(context.dateError, 'day error').toBe(expected.dateError);
  expect(context.error, 'refusal shown').toBe(expected.error);
  expect(snapshot.hasTag('busy'), 'busy').toBe(value === 'busy');
  expect(run.toasts, 'toasts').toEqual(expected.toast ? [expected.toast] : []);
  expect(run.announced, 'reload asked of the page').toEqual(expected.announced ? [BOOKING.id] : []);
  const timeChoice = snapshot.children.timeChoice?.getSnapshot();
  expect(timeChoice ? selectTimeStatus(timeChoice) : null, 'time picker').toBe(TIME_PICKER[value] ?? null);
  if (TIME_PICKER[value]) expect(context.time, 'new start time').toBe(expected.time);
  const timesAsked = run.server.calls.filter((call) => call.name === 'times').map((call) => call.input);
  if (timesAsked.length > 0) expect(timesAsked, 'times asked for').toEqual([{ date: NEW_DAY, serviceId: BOOKING.service.id }]);
  // the step that sent the action sent exactly this request
  const sent = run.server.calls.filter((call) => call.name === 'send').map((call) => call.input);
  if (sent.length > 0) expect(sent).toEqual([expectedRequest(expected)]);
  expect(run.server.pendingNames().includes('send'), 'action in flight').toBe(value === 'busy');
});

describe('bookingActions (details)', () => {
  it('cancels the request when the page goes away', () => {
    const run = new BookingActionsRun();
    run.send({ type: 'bookingActions.open', booking: BOOKING, action: 'confirm' });
    run.actor.stop();
    expect(run.server.signals[0]?.aborted).toBe(true);
  });

  it('gives confirm, and start on the booking’s day, no dialog of their own; an early start asks', () => {
    expect(hasDialog(firstStepOf('confirm'))).toBe(false);
    expect(hasDialog(firstStepOf('start'))).toBe(false);
    expect(hasDialog(firstStepOf('start', true))).toBe(true);
    expect(hasDialog(firstStepOf('cancel'))).toBe(true);
    expect(hasDialog(null)).toBe(false);
    expect(isAheadOfDay(LATER_DAY_BOOKING, TODAY)).toBe(true);
    expect(isAheadOfDay(BOOKING, TODAY)).toBe(false);
    expect(isAheadOfDay(BOOKING, addDays(TODAY, 1))).toBe(false);
  });

  it('starts a booking of today or an earlier day at once, without asking', () => {
    const run = new BookingActionsRun();
    run.send({ type: 'bookingActions.open', booking: { ...BOOKING, date: addDays(TODAY, -1) }, action: 'start' });
    expect(selectDialogStep(run.actor.getSnapshot())).toBe('busy');
  });
});
