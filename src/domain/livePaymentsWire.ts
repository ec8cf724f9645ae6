// The workshop's side of real payments (PAYMENT_GATEWAY=live): reconciliation of a day against the gateways, and
// refunds a gateway could not make, waiting to be given back by hand.
import * as v from 'valibot';

const timestamp = v.pipe(v.string(), v.isoTimestamp());

/** What the gateway says about one payment attempt, beside what we recorded. */
export const ReconciledPayment = v.strictObject({
  transaction_id: v.string(),
  booking_id: v.string(),
  invoice_number: v.string(),
  provider: v.string(),
  reference: v.string(),
  amount: v.number(),
  created_at: timestamp,
  /** Our attempt's status: pending, succeeded, failed, voided, refunded (processing while it is being made). */
  ours: v.string(),
  /** The gateway's: paid, pending, declined, or unknown when it could not be asked. */
  theirs: v.picklist(['paid', 'pending', 'declined', 'unknown']),
  match: v.boolean(),
});
export type ReconciledPayment = v.InferOutput<typeof ReconciledPayment>;

export const Reconciliation = v.strictObject({
  date: v.string(),
  payments: v.array(ReconciledPayment),
  mismatches: v.number(),
});
export type Reconciliation = v.InferOutput<typeof Reconciliation>;

/** A refund the gateway has no API for: the workshop gives the money back itself, then marks it returned. */
export const RefundToReturn = v.strictObject({
  id: v.string(),
  transaction_id: v.string(),
  booking_id: v.string(),
  invoice_number: v.string(),
  customer_name: v.string(),
  amount: v.number(),
  provider: v.nullable(v.string()),
  reference: v.nullable(v.string()),
  created_at: timestamp,
});
export type RefundToReturn = v.InferOutput<typeof RefundToReturn>;

/**
 * Whether our record and the gateway's agree: paid ↔ succeeded (or refunded since), declined ↔ failed. Money the
 * gateway took that paid nothing of ours (an attempt voided or failed, its refund not yet done) is a mismatch.
 */
export function recordsAgree(ours: string, theirs: ReconciledPayment['theirs']): boolean {
  if (theirs === 'paid') return ours === 'succeeded' || ours === 'refunded';
  if (theirs === 'declined') return ours === 'failed';
  if (theirs === 'pending') return ours === 'pending' || ours === 'processing';
  return false;
}
