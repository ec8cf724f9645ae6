// Releasing bookings whose deposit was not paid in time (src/domain/deposit.ts): each is cancelled, its slots freed
// and its invoice voided, and the customer is told why in the cancellation mail (and on WhatsApp or by SMS when they
// chose one). A deposit whose payment the gateway has not decided yet is waited for, at most until that payment
// expires: no new payment is taken once the deposit is due (payments.ts), so the wait cannot be renewed, and money
// that lands after the release is given back as a tracked refund (payments.ts settle).
import { and, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { CHANGEABLE_BOOKING_STATUSES } from '../../src/domain/constants';
import { formatDueBy } from '../../src/domain/deposit';
import { formatMoney } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { Database } from '../db/client';
import { retryingTransaction } from '../db/retry-transaction';
import { bookingSlots, bookings, invoices, payments, users } from '../db/schema';
import { inLanguage } from '../i18n/request-language';
import type { MailContext } from '../mail/types';
import { cancelInTransaction, voidUnpaidInvoice } from './booking-lifecycle';
import { refundOnlineOnly } from './cancel-money';
import { lockBookingAndInvoice } from './money-locks';
import { PENDING_EXPIRY_MS } from './payment-settling';

/** A booking still waiting for its deposit: one that can still change (pending, confirmed meanwhile, or moved). */
const AWAITING_STATUSES = CHANGEABLE_BOOKING_STATUSES;

/** The customer's words for the release: the deposit and when it was due, in their account's language. */
const releaseReason = (language: (typeof users.$inferSelect)['language'], amount: number, dueBy: Date) =>
  inLanguage(language, () => messages.payments.depositReleased(formatMoney(amount), formatDueBy(dueBy.toISOString())));

/** Releases one booking if, under its locks, its deposit is still unpaid and overdue and no unexpired payment is under way. */
async function release(db: Database, mail: MailContext, bookingId: string, now: Date): Promise<boolean> {
  return retryingTransaction(db, async (tx) => {
    const locked = await lockBookingAndInvoice(tx, bookingId);
    if (!locked) return false;
    const { booking, invoice } = locked;
    const overdue = invoice.depositAmount !== null && invoice.depositDueBy !== null && invoice.depositPaidAt === null && invoice.depositDueBy <= now;
    if (!overdue || invoice.paymentStatus !== 'pending' || !(AWAITING_STATUSES as readonly string[]).includes(booking.status)) return false;
    const [underWay] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.invoiceId, invoice.id), inArray(payments.status, ['processing', 'pending']), gt(payments.createdAt, new Date(now.getTime() - PENDING_EXPIRY_MS))))
      .limit(1);
    if (underWay) return false;
    const [customer] = await tx.select({ language: users.language }).from(users).where(eq(users.id, booking.customerId));
    await tx.delete(bookingSlots).where(eq(bookingSlots.bookingId, bookingId));
    await voidUnpaidInvoice(tx, bookingId);
    const reason = releaseReason(customer?.language ?? 'en', invoice.depositAmount ?? 0, invoice.depositDueBy ?? now);
    await cancelInTransaction(tx, bookingId, reason, mail, now, refundOnlineOnly);
    return true;
  });
}

/** The sweep: every booking whose deposit is overdue. Returns how many were released. */
export async function releaseUnpaidDeposits(db: Database, mail: MailContext, now: Date): Promise<number> {
  const due = await db
    .select({ bookingId: invoices.bookingId })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(
      and(
        isNotNull(invoices.depositDueBy),
        isNull(invoices.depositPaidAt),
        lte(invoices.depositDueBy, now),
        eq(invoices.paymentStatus, 'pending'),
        inArray(bookings.status, [...AWAITING_STATUSES]),
      ),
    )
    .orderBy(invoices.depositDueBy)
    .limit(200);
  let released = 0;
  for (const { bookingId } of due) if (await release(db, mail, bookingId, now)) released += 1;
  return released;
}
