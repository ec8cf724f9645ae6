// `payments:reconcile --date D`: every attempt made through a real gateway on a Karachi date, asked about at the
// gateway again (read-only: nothing here changes a payment), beside what we recorded. A mismatch — above all a
// payment the gateway took that we recorded as failed — is for the owner to look into.
import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { karachiInstant } from '../../src/domain/format';
import { recordsAgree, type ReconciledPayment, type Reconciliation } from '../../src/domain/livePaymentsWire';
import type { Database } from '../db/client';
import { invoices, payments } from '../db/schema';
import { liveMethodOf } from '../payments/live-gateway';
import type { PaymentGateway } from './payment-gateway';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function reconcileDay(db: Database, gateway: PaymentGateway | null, date: string, now: Date): Promise<Reconciliation> {
  const start = karachiInstant(date, '00:00');
  const rows = await db
    .select({ payment: payments, invoiceNumber: invoices.invoiceNumber })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(isNotNull(payments.provider), gte(payments.createdAt, start), lt(payments.createdAt, new Date(start.getTime() + DAY_MS))))
    .orderBy(asc(payments.createdAt));
  const reconciled: ReconciledPayment[] = [];
  for (const { payment, invoiceNumber } of rows) {
    // Asked of the provider itself: a gateway that does not answer reads "unknown" here, not pending.
    const provider = payment.provider === null ? null : (gateway?.provider(payment.provider) ?? null);
    const method = liveMethodOf({ method: payment.method, walletType: payment.walletType });
    let theirs: ReconciledPayment['theirs'] = 'unknown';
    if (provider && method && payment.reference !== null) {
      try {
        theirs = (await provider.inquire({ reference: payment.reference, method, amount: payment.amount, now })).status;
      } catch {
        theirs = 'unknown';
      }
    }
    reconciled.push({
      transaction_id: payment.transactionId,
      booking_id: payment.bookingId,
      invoice_number: invoiceNumber,
      provider: payment.provider ?? '',
      reference: payment.reference ?? '',
      amount: payment.amount,
      created_at: payment.createdAt.toISOString(),
      ours: payment.status,
      theirs,
      match: recordsAgree(payment.status, theirs),
    });
  }
  return { date, payments: reconciled, mismatches: reconciled.filter((row) => !row.match).length };
}
