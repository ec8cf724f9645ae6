// What each console action on a booking asks the server, and which step of the action dialog it begins with.
import {
  cancelBoardBooking,
  changeBookingStatus,
  markInvoicePaid,
  refundInvoice,
  rescheduleBoardBooking,
  type BoardActionAnswer,
} from '../api/board';
import type { BookingStatus, PaymentMethod } from '../domain/constants';
import { ACTION_STATUS, type BoardBooking, type BookingAction } from '../domain/staff';

export type StatusAction = 'confirm' | 'start' | 'complete' | 'no_show';

export type ActionRequest =
  | { action: StatusAction; bookingId: string; status: BookingStatus }
  | { action: 'cancel'; bookingId: string; reason: string }
  | { action: 'reschedule'; bookingId: string; date: string; time: string }
  | { action: 'mark_paid'; invoiceId: string; method: PaymentMethod }
  | { action: 'refund'; invoiceId: string };

/** The status a status action moves the booking to (the contract's ACTION_STATUS). */
function statusOf(action: StatusAction): BookingStatus {
  const status = ACTION_STATUS[action];
  if (!status) throw new Error(`${action} changes no status`);
  return status;
}

/** The step an action opens with: straight to the server for those that can be undone, else a step to confirm. */
export type ActionStep = 'busy' | 'confirming' | 'cancelling' | 'choosingMethod' | 'rescheduling';
export const ACTION_STEPS: readonly ActionStep[] = ['busy', 'confirming', 'cancelling', 'choosingMethod', 'rescheduling'];

/** Starting a booking before its day (an early arrival) is asked first; on its day or later it starts at once. */
export const isAheadOfDay = (booking: Pick<BoardBooking, 'date'>, today: string) => booking.date > today;

export function firstStepOf(action: BookingAction, aheadOfDay = false): ActionStep {
  switch (action) {
    case 'confirm':
      return 'busy';
    case 'start':
      return aheadOfDay ? 'confirming' : 'busy';
    case 'cancel':
      return 'cancelling';
    case 'mark_paid':
      return 'choosingMethod';
    case 'reschedule':
      return 'rescheduling';
    default:
      return 'confirming';
  }
}

/** Whether an action opened with this first step has a dialog of its own (confirm, and start on its day, are sent at once). */
export const hasDialog = (firstStep: ActionStep | null) => firstStep !== null && firstStep !== 'busy';

export interface ActionValues {
  reason: string;
  method: PaymentMethod;
  date: string;
  time: string | null;
}

/** The request for the action with the dialog's values. */
export function requestOf(booking: BoardBooking, action: BookingAction, values: ActionValues): ActionRequest {
  const invoiceId = booking.invoice?.id ?? '';
  switch (action) {
    case 'cancel':
      return { action, bookingId: booking.id, reason: values.reason.trim() };
    case 'reschedule':
      return { action, bookingId: booking.id, date: values.date, time: values.time ?? '' };
    case 'mark_paid':
      return { action, invoiceId, method: values.method };
    case 'refund':
      return { action, invoiceId };
    default:
      return { action, bookingId: booking.id, status: statusOf(action) };
  }
}

export function sendActionRequest(request: ActionRequest, signal: AbortSignal): Promise<BoardActionAnswer> {
  switch (request.action) {
    case 'cancel':
      return cancelBoardBooking(request.bookingId, request.reason, signal);
    case 'reschedule':
      return rescheduleBoardBooking(request.bookingId, request.date, request.time, signal);
    case 'mark_paid':
      return markInvoicePaid(request.invoiceId, request.method, signal);
    case 'refund':
      return refundInvoice(request.invoiceId, signal);
    default:
      return changeBookingStatus(request.bookingId, request.status, signal);
  }
}
