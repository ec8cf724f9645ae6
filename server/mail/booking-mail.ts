// The mails a booking's changes send, queued inside the transaction that makes the change (read through `tx`, so
// they describe the booking exactly as that transaction leaves it).
import { eq } from 'drizzle-orm';
import type { Language } from '../../src/domain/i18n';
import type { BookingItem } from '../../src/domain/types';
import type { Executor } from '../db/client';
import { bookings, invoices, services, users } from '../db/schema';
import { queueBookingChannelMessage } from '../channels/booking-messages';
import { inLanguage } from '../i18n/request-language';
import { itemsFromJson, itemsTextOfBooking } from '../services/booking-items';
import { bookingCancelledMail, bookingConfirmationMail, bookingReminderMail, bookingRescheduledMail, paymentReceivedMail } from './compose';
import { queueMail, type MailKind } from './outbox';
import type { BookingFacts, ComposedMail, MailContext, MoneyBackNote, RefundFacts } from './types';

export type BookingMailEvent =
  | { kind: 'booking_confirmation' }
  | { kind: 'booking_rescheduled'; previous: { date: string; startTime: string } }
  | { kind: 'booking_cancelled'; refund: RefundFacts | null; moneyBack?: MoneyBackNote | null }
  /** `method` is how the receipt names the payment, made in the customer's language ("Visa ending 4242", "Cash"). */
  /** `total` is what was paid (a deposit, or the whole invoice); `balance`, after a deposit, what is left for the workshop. */
  | { kind: 'payment_received'; invoice: { id: string; number: string; total: number; method: () => string; paidAt: Date; balance?: number } }
  | { kind: 'booking_reminder' };

/** Every service of the visit, main first ("Express Exterior Wash + Engine Bay Cleaning"), as subjects, texts and calendar entries name it. */
const visitName = (items: readonly BookingItem[], serviceName: string) => (items.length > 0 ? items.map((item) => item.name).join(' + ') : serviceName);

/** The booking as its mails describe it, and the language its customer reads them in. */
export async function bookingFacts(db: Executor, bookingId: string): Promise<BookingFacts & { customerLanguage: Language }> {
  const [row] = await db
    .select({
      booking: bookings,
      serviceName: services.name,
      itemsJson: itemsTextOfBooking,
      customerName: users.fullName,
      customerEmail: users.email,
      customerLanguage: users.language,
      depositAmount: invoices.depositAmount,
      depositDueBy: invoices.depositDueBy,
      depositPaidAt: invoices.depositPaidAt,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(invoices, eq(invoices.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!row) throw new Error(`Booking ${bookingId} vanished inside its own transaction.`);
  const { booking } = row;
  return {
    id: booking.id,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerLanguage: row.customerLanguage,
    serviceName: visitName(itemsFromJson(row.itemsJson), row.serviceName ?? ''),
    carMake: booking.carMake,
    carModel: booking.carModel,
    licensePlate: booking.carLicensePlate,
    date: booking.bookingDate,
    startTime: booking.startTime,
    endTime: booking.endTime,
    amount: booking.amount,
    sequence: booking.calendarSequence,
    status: booking.status,
    cancellationReason: booking.cancellationReason,
    depositDue: row.depositAmount !== null && row.depositDueBy !== null && row.depositPaidAt === null ? { amount: row.depositAmount, dueBy: row.depositDueBy } : null,
  };
}

function compose(context: MailContext, booking: BookingFacts, event: BookingMailEvent, now: Date): ComposedMail {
  switch (event.kind) {
    case 'booking_confirmation':
      return bookingConfirmationMail(context, booking, now);
    case 'booking_rescheduled':
      return bookingRescheduledMail(context, booking, event.previous, now);
    case 'booking_cancelled':
      return bookingCancelledMail(context, booking, event.refund, now, event.moneyBack ?? null);
    case 'payment_received':
      return paymentReceivedMail(context, booking, { ...event.invoice, method: event.invoice.method() });
    case 'booking_reminder':
      return bookingReminderMail(context, booking);
  }
}

/**
 * Queues the mail `event` sends to the booking's customer, in their account's language, in the caller's transaction
 * (nothing for a customer without an e-mail address), and the same news on WhatsApp or by SMS when they chose one.
 */
export async function queueBookingMail(tx: Executor, context: MailContext, bookingId: string, event: BookingMailEvent, now: Date): Promise<void> {
  const booking = await bookingFacts(tx, bookingId);
  await queueBookingChannelMessage(tx, context, booking, event, now);
  if (booking.customerEmail === null) return;
  const kind: MailKind = event.kind;
  const mail = inLanguage(booking.customerLanguage, () => compose(context, booking, event, now));
  await queueMail(tx, context, { to: booking.customerEmail, kind, bookingId, ...mail }, now);
}
