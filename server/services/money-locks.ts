// The one order in which every transaction that changes a booking's money takes its row locks: the booking first,
// then its invoice, then the payment and refund rows it updates. Cancelling, rescheduling and status changes lock
// the booking before they touch the invoice; paying, marking paid and refunding come in here. Two transactions that
// take locks in the same order wait for each other instead of deadlocking (PostgreSQL 40P01).
// FOR NO KEY UPDATE, not FOR UPDATE: it still excludes every other writer of the row, but not the KEY SHARE locks
// that inserts referencing the row (a payment attempt, a queued mail) take for their foreign keys.
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { bookings, invoices, type BookingRow, type InvoiceRow } from '../db/schema';

export interface LockedBookingMoney {
  booking: BookingRow;
  invoice: InvoiceRow;
}

/** Locks the booking, then its invoice; null when either is missing. */
export async function lockBookingAndInvoice(tx: Transaction, bookingId: string): Promise<LockedBookingMoney | null> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('no key update');
  if (!booking) return null;
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.bookingId, bookingId)).for('no key update');
  return invoice ? { booking, invoice } : null;
}

/** The same, from the invoice's id: its booking is read first without a lock (an invoice never changes booking). */
export async function lockInvoiceWithItsBooking(tx: Transaction, invoiceId: string): Promise<LockedBookingMoney | null> {
  const [found] = await tx.select({ bookingId: invoices.bookingId }).from(invoices).where(eq(invoices.id, invoiceId));
  if (!found) return null;
  const locked = await lockBookingAndInvoice(tx, found.bookingId);
  return locked?.invoice.id === invoiceId ? locked : null;
}
