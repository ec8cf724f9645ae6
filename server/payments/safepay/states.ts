// What Safepay's words mean for a booking: a tracker's `state` (reporter API, refund answer) and a webhook's `type`.
// Safepay documents TRACKER_ENDED (paid), TRACKER_REFUNDED / TRACKER_PARTIAL_REFUND, and the in-flight
// STARTED/ENROLLED/AUTHORIZED; FAILED, CANCELLED and EXPIRED are the ends integrators see for a payment that never
// happened. A state we do not know is read as pending (asked again later), never as a final answer.
import type { DeclineReason, ProviderOutcome } from '../provider';
import { isRecord } from './api';

export type FinalOrPending = Exclude<ProviderOutcome, { status: 'redirect' }>;

const PAID = new Set(['TRACKER_ENDED', 'TRACKER_REFUNDED', 'TRACKER_PARTIAL_REFUND']);
const IN_FLIGHT = new Set(['TRACKER_STARTED', 'TRACKER_ENROLLED', 'TRACKER_AUTHORIZED']);
const ENDED_UNPAID: Record<string, DeclineReason> = {
  TRACKER_FAILED: 'declined',
  TRACKER_CANCELLED: 'cancelled',
  TRACKER_EXPIRED: 'expired',
  // Reversed or voided before capture: the hold was released, nothing was taken.
  TRACKER_REVERSED: 'declined',
  TRACKER_VOIDED: 'declined',
};

export const REFUNDED = 'TRACKER_REFUNDED';
export const PARTLY_REFUNDED = 'TRACKER_PARTIAL_REFUND';

/** The outcome a tracker state stands for; null for a state this code does not know. */
export function outcomeOfState(tracker: string, state: string): FinalOrPending | null {
  // A refunded payment was paid: the refund is the workshop's own record, not the customer's payment failing.
  if (PAID.has(state)) return { status: 'paid', providerTxnId: tracker };
  if (IN_FLIGHT.has(state)) return { status: 'pending' };
  const reason = ENDED_UNPAID[state];
  return reason ? { status: 'declined', reason, gatewayCode: state } : null;
}

export interface TrackerView {
  tracker: string;
  state: string;
  /** purchase_totals.quote_amount in paisa, when the answer carried it. */
  amount: number | null;
  currency: string | null;
}

/** The reporter's `data` (or a refund answer's `data.tracker`) read into what we use; null when it is not a tracker. */
export function trackerView(data: unknown): TrackerView | null {
  if (!isRecord(data) || typeof data.token !== 'string' || typeof data.state !== 'string') return null;
  const totals = isRecord(data.purchase_totals) && isRecord(data.purchase_totals.quote_amount) ? data.purchase_totals.quote_amount : null;
  return {
    tracker: data.token,
    state: data.state,
    amount: totals && typeof totals.amount === 'number' ? totals.amount : null,
    currency: totals && typeof totals.currency === 'string' ? totals.currency : null,
  };
}

/** A webhook event (Payments 2.0: `{type, data: {tracker, state, amount, currency, metadata}}`), as an outcome or null (ignored). */
export function webhookEvent(body: unknown): { tracker: string; outcome: FinalOrPending } | null {
  if (!isRecord(body) || typeof body.type !== 'string' || !isRecord(body.data) || typeof body.data.tracker !== 'string' || body.data.tracker === '') return null;
  const tracker = body.data.tracker;
  if (body.type === 'payment.succeeded') return { tracker, outcome: { status: 'paid', providerTxnId: tracker } };
  if (body.type === 'payment.failed') {
    const code = typeof body.data.state === 'string' ? body.data.state : undefined;
    return { tracker, outcome: { status: 'declined', reason: 'declined', ...(code ? { gatewayCode: code } : {}) } };
  }
  // payment.refunded, refund events, authorization.reversed, void.succeeded and anything new: nothing for a booking.
  return null;
}
