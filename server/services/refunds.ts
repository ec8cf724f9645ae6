// Refunds of paid invoices. Online payments go back through the gateway: the refund is claimed as a 'pending' row
// in the transaction that decides it (the cancellation, or the workshop's refund), the gateway is called outside
// any transaction, and one short transaction settles it: refund succeeded, invoice 'refunded', payment 'refunded',
// and, for a cancellation, the cancellation mail naming the refund. A pending refund whose server died is settled by
// `settlePendingRefunds` (the gateway treats a repeated refund id as the same refund). Money paid at the workshop
// is given back at the counter: the workshop records that refund, and nothing goes through the gateway.
// A refunded invoice is closed: it cannot be paid again (payments.ts, markInvoicePaid, and a trigger in the
// database refuse it), so an invoice holds at most one payment that counts and at most one refund (a unique index).
// Every transaction here locks the booking, then the invoice (money-locks.ts), and is retried when it loses a lock
// race (db/retry-transaction.ts).
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { UNPAID_PAYMENT_STATUSES } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import type { Refund } from '../../src/domain/types';
import type { Database, Executor, Transaction } from '../db/client';
import { isLostLockRace, retryingTransaction } from '../db/retry-transaction';
import { invoices, payments, refunds, type InvoiceRow, type PaymentRow, type RefundRow } from '../db/schema';
import type { RecordChange } from './record-change';
import { queueBookingMail } from '../mail/booking-mail';
import type { MailContext } from '../mail/types';
import { DomainError } from './errors';
import { lockBookingAndInvoice, lockInvoiceWithItsBooking } from './money-locks';
import type { PaymentGateway } from './payment-gateway';
import { handleOf } from '../payments/handle';

/** Its deposit paid online while the balance is not (the invoice stays 'pending' until the workshop takes it). */
const onlyDepositPaid = and(inArray(invoices.paymentStatus, [...UNPAID_PAYMENT_STATUSES]), isNotNull(invoices.depositPaidAt));
/** An invoice a refund closes: paid, or only its deposit. */
const refundableInvoice = or(eq(invoices.paymentStatus, 'paid'), onlyDepositPaid);

/** The refund that gives back what paid an invoice (not one stray payment of it). */
export const invoiceRefund = eq(refunds.kind, 'invoice');

/** 'rfd_' and 24 URL-safe random characters. */
const newRefundId = () => `rfd_${randomBytes(18).toString('base64url')}`;

/** A pending refund this old lost its server between claim and settle. */
export const STALE_REFUND_MS = 60 * 1000;

export interface RefundOutcome {
  refund: RefundRow;
  /** True when the gateway has not confirmed it yet (it will be retried). */
  pending: boolean;
}

/**
 * In the caller's transaction: claims a refund of the booking's invoice when it was paid online (a succeeded
 * payment exists and the invoice is 'paid' without a deposit, or its deposit is paid and the balance not yet);
 * returns null when there is nothing to give back online.
 */
export async function claimOnlineRefund(tx: Executor, bookingId: string, now: Date): Promise<RefundRow | null> {
  const [paid] = await tx
    .select({ invoiceId: invoices.id, paymentId: payments.id, amount: payments.amount })
    .from(invoices)
    .innerJoin(payments, and(eq(payments.invoiceId, invoices.id), eq(payments.status, 'succeeded')))
    .where(
      and(
        eq(invoices.bookingId, bookingId),
        // Paid in full online (with a deposit, a paid invoice had its balance paid at the counter, which gives it back).
        or(and(eq(invoices.paymentStatus, 'paid'), isNull(invoices.depositAmount)), onlyDepositPaid),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!paid) return null;
  const [claimed] = await tx
    .insert(refunds)
    .values({ transactionId: newRefundId(), invoiceId: paid.invoiceId, bookingId, paymentId: paid.paymentId, channel: 'gateway', amount: paid.amount, createdAt: now })
    .onConflictDoNothing({ target: refunds.invoiceId, where: invoiceRefund })
    .returning();
  if (claimed) return claimed;
  const [existing] = await tx.select().from(refunds).where(and(eq(refunds.invoiceId, paid.invoiceId), invoiceRefund)).limit(1);
  return existing?.status === 'pending' ? existing : null;
}

/**
 * In the caller's transaction: claims giving back a payment a gateway confirmed for an invoice that could no longer
 * take it (paid by another attempt, its booking cancelled or released meanwhile). The invoice is left as it is; the
 * money is tracked until it is back (through the gateway, or on the workshop's list to return by hand).
 */
export async function claimPaymentRefund(tx: Executor, payment: PaymentRow, now: Date): Promise<RefundRow> {
  const [claimed] = await tx
    .insert(refunds)
    .values({ transactionId: newRefundId(), invoiceId: payment.invoiceId, bookingId: payment.bookingId, paymentId: payment.id, kind: 'payment', channel: 'gateway', amount: payment.amount, createdAt: now })
    .onConflictDoNothing({ target: refunds.paymentId, where: isNotNull(refunds.paymentId) })
    .returning();
  if (claimed) return claimed;
  const [existing] = await tx.select().from(refunds).where(eq(refunds.paymentId, payment.id)).limit(1);
  if (!existing) throw new Error('a payment refund neither inserted nor found');
  return existing;
}

/**
 * Calls the gateway for a claimed refund and settles it; the refund of a cancelled booking queues its cancellation
 * mail (naming the refund) in the settling transaction. A gateway that cannot be reached leaves the refund pending.
 */
export async function settleRefund(db: Database, gateway: PaymentGateway | null, mail: MailContext, refund: RefundRow, now: Date): Promise<RefundOutcome> {
  const [payment] = refund.paymentId ? await db.select().from(payments).where(eq(payments.id, refund.paymentId)) : [];
  if (!gateway || !payment) return { refund, pending: true };
  try {
    const outcome = await gateway.refund({ payment: handleOf(payment, now), refundId: refund.transactionId, amount: refund.amount });
    if (outcome.status === 'by_hand') return { refund: await markToReturnByHand(db, refund), pending: true };
  } catch {
    return { refund, pending: true };
  }
  let settled: RefundRow;
  try {
    settled = await retryingTransaction(db, (tx) => markRefundSucceeded(tx, mail, refund, now));
  } catch (error) {
    // The gateway has refunded: the row stays pending and settlePendingRefunds finishes it within a minute.
    if (isLostLockRace(error)) return { refund, pending: true };
    throw error;
  }
  return { refund: settled, pending: settled.status !== 'succeeded' };
}

/** The gateway has no refund API: the refund waits on the admin's list until the workshop has given the money back. */
async function markToReturnByHand(db: Database, refund: RefundRow): Promise<RefundRow> {
  const [marked] = await db.update(refunds).set({ status: 'to_return' }).where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending'))).returning();
  return marked ?? refund;
}

/** The admin has given back by hand what a gateway could not refund: the refund is done (mail and invoice follow). */
export async function markReturnedByHand(db: Database, mail: MailContext, refundId: string, now: Date): Promise<RefundRow> {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId)).limit(1);
  if (!refund) throw new DomainError('not_found', messages.invoice.refundNotFound);
  if (refund.status === 'succeeded') return refund;
  if (refund.status !== 'to_return') throw new DomainError('conflict', messages.invoice.refundNotByHand);
  return retryingTransaction(db, (tx) => markRefundSucceeded(tx, mail, refund, now));
}

/**
 * The gateway confirmed the refund: it succeeded, the invoice and the payment are refunded (each only from the state
 * a refund leaves), and a cancelled booking's cancellation mail names the refund.
 */
async function markRefundSucceeded(tx: Transaction, mail: MailContext, refund: RefundRow, now: Date): Promise<RefundRow> {
  const locked = await lockBookingAndInvoice(tx, refund.bookingId);
  const [done] = await tx
    .update(refunds)
    .set({ status: 'succeeded', completedAt: now })
    .where(and(eq(refunds.id, refund.id), inArray(refunds.status, ['pending', 'to_return'])))
    .returning();
  // Settled meanwhile by another instance: that one wrote the rest.
  if (!done) return (await tx.select().from(refunds).where(eq(refunds.id, refund.id)))[0] ?? refund;
  if (done.kind === 'payment') {
    // A stray payment given back: the invoice was never paid by it.
    if (done.paymentId) await tx.update(payments).set({ status: 'refunded' }).where(and(eq(payments.id, done.paymentId), inArray(payments.status, ['voided', 'failed'])));
    return done;
  }
  await tx.update(invoices).set({ paymentStatus: 'refunded' }).where(and(eq(invoices.id, refund.invoiceId), refundableInvoice));
  if (refund.paymentId) {
    await tx.update(payments).set({ status: 'refunded' }).where(and(eq(payments.id, refund.paymentId), eq(payments.status, 'succeeded')));
  }
  if (locked?.booking.status === 'cancelled') {
    await queueBookingMail(tx, mail, refund.bookingId, { kind: 'booking_cancelled', refund: { amount: done.amount, transactionId: done.transactionId } }, now);
  }
  return done;
}

/** Settles the refunds whose server died between claim and settle, or whose gateway could not be reached. */
export async function settlePendingRefunds(db: Database, gateway: PaymentGateway | null, mail: MailContext, now: Date): Promise<number> {
  const stale = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lt(refunds.createdAt, new Date(now.getTime() - STALE_REFUND_MS))));
  let settled = 0;
  for (const refund of stale) {
    const outcome = await settleRefund(db, gateway, mail, refund, now);
    if (!outcome.pending) settled += 1;
  }
  return settled;
}

/** In the caller's transaction (booking and invoice locked): money paid at the counter is recorded as given back there. */
export async function recordWorkshopRefund(tx: Executor, invoice: InvoiceRow, now: Date): Promise<RefundRow> {
  const [recorded] = await tx
    .insert(refunds)
    .values({ transactionId: newRefundId(), invoiceId: invoice.id, bookingId: invoice.bookingId, channel: 'workshop', amount: invoice.totalAmount, status: 'succeeded', createdAt: now, completedAt: now })
    .returning();
  await tx.update(invoices).set({ paymentStatus: 'refunded' }).where(and(eq(invoices.id, invoice.id), eq(invoices.paymentStatus, 'paid')));
  if (!recorded) throw new Error('insert returned no refund');
  return recorded;
}

/**
 * The workshop refunds a paid invoice: an online payment through the gateway, money taken at the counter recorded
 * as given back there. Asking again answers the same refund.
 */
export async function refundInvoice(
  db: Database,
  gateway: PaymentGateway | null,
  mail: MailContext,
  invoiceId: string,
  now: Date,
  record?: RecordChange<{ invoice: InvoiceRow; refund: RefundRow }>,
): Promise<RefundOutcome> {
  const claimed = await retryingTransaction(db, async (tx) => {
    const locked = await lockInvoiceWithItsBooking(tx, invoiceId);
    if (!locked) throw new DomainError('not_found', messages.invoice.notFound);
    const { invoice } = locked;
    const [existing] = await tx.select().from(refunds).where(and(eq(refunds.invoiceId, invoiceId), invoiceRefund)).limit(1);
    if (existing) {
      // Paid again after its refund (possible before refunded invoices were closed): the old refund is not this payment's.
      if (invoice.paymentStatus === 'paid' && existing.status === 'succeeded') throw new DomainError('conflict', messages.invoice.paidAgainAfterRefund);
      return existing;
    }
    if (invoice.paymentStatus !== 'paid') throw new DomainError('conflict', messages.invoice.refundNeedsPaid);
    const online = await claimOnlineRefund(tx, invoice.bookingId, now);
    if (online) {
      await record?.(tx, { invoice, refund: online });
      return online;
    }
    const recorded = await recordWorkshopRefund(tx, invoice, now);
    await record?.(tx, { invoice, refund: recorded });
    return recorded;
  });
  if (claimed.status === 'succeeded') return { refund: claimed, pending: false };
  return settleRefund(db, gateway, mail, claimed, now);
}

export const toRefund = (row: RefundRow): Refund => ({
  id: row.id,
  transaction_id: row.transactionId,
  invoice_id: row.invoiceId,
  booking_id: row.bookingId,
  channel: row.channel,
  amount: row.amount,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  completed_at: row.completedAt?.toISOString() ?? null,
});
