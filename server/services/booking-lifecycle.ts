// A booking's status lifecycle: the customer's cancellation, the workshop's status changes (a cancellation gives the
// slots back, voids an unpaid invoice and refunds or opens a request for money paid) and an invoice paid at the desk.
import { and, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { BOOKING_STATUS_LABELS, UNPAID_PAYMENT_STATUSES, type BookingStatus, type PaymentMethod, type PaymentStatus } from '../../src/domain/constants';
import { freesSlots, hasStarted, transitionProblem } from '../../src/domain/booking-status';
import { formatLongDate, formatTime, todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { Database, Executor, Transaction } from '../db/client';
import { retryingTransaction } from '../db/retry-transaction';
import { bookingSlots, bookings, invoices, type InvoiceRow, type RefundRow } from '../db/schema';
import { queueBookingMail } from '../mail/booking-mail';
import type { MailContext } from '../mail/types';
import type { BookingContext } from './booking-context';
import { checkChangeAllowed, isChangeable, lockOwnBooking } from './booking-locks';
import { refundOnlineOnly, type CancelMoney } from './cancel-money';
import { DomainError } from './errors';
import type { PaymentGateway } from './payment-gateway';
import type { RecordChange } from './record-change';
import { settleRefund, type RefundOutcome } from './refunds';

/**
 * A cancelled booking owes nothing: its invoice, while still unpaid, becomes void (in the cancelling transaction).
 * One whose deposit was paid stays as it is, for the cancellation's money rule to refund (cancel-money.ts).
 */
export const voidUnpaidInvoice = (tx: Transaction, bookingId: string) =>
  tx
    .update(invoices)
    .set({ paymentStatus: 'void' })
    .where(and(eq(invoices.bookingId, bookingId), eq(invoices.paymentStatus, 'pending'), isNull(invoices.depositPaidAt)));

/**
 * In the cancelling transaction: the booking is cancelled, its calendar entry's sequence raised, its slots freed
 * and an unpaid invoice voided; a payment made online is claimed for refund, and without one the cancellation mail
 * is queued here (with one, it goes when the refund is settled, naming it). Returns the claimed refund.
 */
export async function cancelInTransaction(tx: Transaction, bookingId: string, reason: string | null, mail: MailContext, now: Date, money: CancelMoney) {
  await tx
    .update(bookings)
    .set({ status: 'cancelled', cancellationReason: reason, calendarSequence: sql`${bookings.calendarSequence} + 1`, updatedAt: sql`now()` })
    .where(eq(bookings.id, bookingId));
  // Who cancels decides what happens to money paid (cancel-money.ts).
  const { claimed, mailNote } = await money(tx, bookingId, now);
  if (!claimed) await queueBookingMail(tx, mail, bookingId, { kind: 'booking_cancelled', refund: null, moneyBack: mailNote }, now);
  return claimed;
}

export async function cancelBooking(
  db: Database,
  gateway: PaymentGateway | null,
  customerId: string,
  bookingId: string,
  reason: string,
  context: BookingContext,
  /** Writes who cancelled (the customer) in the booking's history, in the cancelling transaction. */
  record?: RecordChange<{ previous: BookingStatus }>,
  money: CancelMoney = refundOnlineOnly,
): Promise<RefundOutcome | null> {
  const refund = await retryingTransaction(db, async (tx) => {
    const { booking } = await lockOwnBooking(tx, customerId, bookingId);
    if (!isChangeable(booking.status)) throw new DomainError('conflict', messages.booking.cannotCancel(BOOKING_STATUS_LABELS[booking.status]));
    checkChangeAllowed(booking, context, messages.booking.cancelTooLate);
    await tx.delete(bookingSlots).where(eq(bookingSlots.bookingId, booking.id));
    await voidUnpaidInvoice(tx, booking.id);
    const claimed = await cancelInTransaction(tx, booking.id, reason || null, context.mail, context.now, money);
    await record?.(tx, { previous: booking.status });
    return claimed;
  });
  return refund ? settleRefund(db, gateway, context.mail, refund, context.now) : null;
}

export interface StatusChangeOptions {
  /** Kept on a cancelled booking (the workshop says why). */
  reason?: string | null;
  record?: RecordChange<{ previous: BookingStatus }>;
  /** What a cancellation does with money paid (cancel-money.ts); by default an online payment is refunded. */
  money?: CancelMoney;
}

/**
 * A staff status change, through the status flow (a no-show only once the start time has passed; start and complete
 * at any time); cancelled and no-show give back the slots from today on, and a
 * cancellation refunds an online payment and mails the customer as the customer's own cancellation does.
 */
export async function changeStatus(
  db: Database,
  gateway: PaymentGateway | null,
  mail: MailContext,
  bookingId: string,
  status: BookingStatus,
  now: Date,
  options: StatusChangeOptions = {},
): Promise<BookingStatus> {
  if (status === 'rescheduled') throw new DomainError('invalid', messages.booking.rescheduleNeedsDate);
  const refund = await retryingTransaction(db, async (tx) => {
    const [booking] = await tx
      .select({ id: bookings.id, status: bookings.status, date: bookings.bookingDate, startTime: bookings.startTime })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    if (!booking) throw new DomainError('not_found', messages.booking.notFound);
    const problem = transitionProblem(booking.status, status);
    if (problem) throw new DomainError('conflict', problem);
    if (status === 'no_show' && !hasStarted(booking.date, booking.startTime, now)) {
      throw new DomainError('conflict', messages.booking.noShowBeforeStart(formatLongDate(booking.date), formatTime(booking.startTime)));
    }
    if (freesSlots(status)) {
      await tx.delete(bookingSlots).where(and(eq(bookingSlots.bookingId, bookingId), gte(bookingSlots.date, todayInKarachi(now))));
    }
    let claimed: RefundRow | null = null;
    if (status === 'cancelled') {
      await voidUnpaidInvoice(tx, bookingId);
      claimed = await cancelInTransaction(tx, bookingId, options.reason ?? null, mail, now, options.money ?? refundOnlineOnly);
    } else if (status === 'confirmed') {
      // The customer's first mail said "received" (or a move said the new time): this one says it is confirmed.
      await tx.update(bookings).set({ status, calendarSequence: sql`${bookings.calendarSequence} + 1`, updatedAt: sql`now()` }).where(eq(bookings.id, bookingId));
      await queueBookingMail(tx, mail, bookingId, { kind: 'booking_confirmation' }, now);
    } else {
      await tx.update(bookings).set({ status, updatedAt: sql`now()` }).where(eq(bookings.id, bookingId));
    }
    await options.record?.(tx, { previous: booking.status });
    return claimed;
  });
  if (refund) await settleRefund(db, gateway, mail, refund, now);
  return status;
}

/** The states an invoice can be paid from: a paid one is refused, a void or refunded one is closed (409 each). */
const PAYABLE_INVOICE_STATUSES = UNPAID_PAYMENT_STATUSES;

const notPayableMessage = (status: PaymentStatus) =>
  status === 'void' ? messages.invoice.void : status === 'refunded' ? messages.invoice.refundedClosed : messages.invoice.alreadyPaid;

/**
 * Records the deposit of a still unpaid invoice as paid online: the place is held, the invoice stays 'pending' for the
 * balance paid at the workshop. Otherwise 409 with the reason.
 */
export async function markDepositPaid(db: Executor, invoiceId: string, now: Date): Promise<InvoiceRow> {
  const [row] = await db
    .update(invoices)
    .set({ depositPaidAt: now })
    .where(and(eq(invoices.id, invoiceId), isNotNull(invoices.depositAmount), isNull(invoices.depositPaidAt), inArray(invoices.paymentStatus, [...PAYABLE_INVOICE_STATUSES])))
    .returning();
  if (row) return row;
  const [existing] = await db.select({ paymentStatus: invoices.paymentStatus, depositPaidAt: invoices.depositPaidAt }).from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  if (!existing) throw new DomainError('not_found', messages.invoice.notFound);
  if (existing.depositPaidAt !== null && existing.paymentStatus === 'pending') throw new DomainError('conflict', messages.payments.depositAlreadyPaid);
  throw new DomainError('conflict', notPayableMessage(existing.paymentStatus));
}

/** Marks an invoice paid, only from pending (or failed); otherwise 409 with the reason. */
export async function markInvoicePaid(db: Executor, invoiceId: string, method: PaymentMethod, now: Date): Promise<InvoiceRow> {
  const [row] = await db
    .update(invoices)
    .set({ paymentStatus: 'paid', paymentMethod: method, paidAt: now })
    .where(and(eq(invoices.id, invoiceId), inArray(invoices.paymentStatus, [...PAYABLE_INVOICE_STATUSES])))
    .returning();
  if (row) return row;
  const [existing] = await db.select({ paymentStatus: invoices.paymentStatus }).from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  if (!existing) throw new DomainError('not_found', messages.invoice.notFound);
  throw new DomainError('conflict', notPayableMessage(existing.paymentStatus));
}
