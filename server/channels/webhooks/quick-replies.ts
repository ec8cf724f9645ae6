// The reminder's quick replies: "I'll be there" confirms the booking (as the console's confirm does, its audit line
// naming the customer) and thanks them; "I need another time" answers with the My Bookings link. Only for a booking of
// the customer who proved the writing phone theirs, and only while it is still to come; anything else stays unread in
// the inbox.
import { and, eq } from 'drizzle-orm';
import { hasStarted } from '../../../src/domain/booking-status';
import type { BookingStatus } from '../../../src/domain/constants';
import { formatLongDate, formatTime } from '../../../src/domain/format';
import { workshopMessages } from '../../../src/domain/messageAreas/workshop';
import { ROUTE_PATHS } from '../../../src/domain/routePaths';
import type { Database, Transaction } from '../../db/client';
import { bookings, contactMessages } from '../../db/schema';
import { inLanguage } from '../../i18n/request-language';
import type { MailContext } from '../../mail/types';
import { recordAudit, type Actor } from '../../services/audit';
import { changeStatus } from '../../services/booking-lifecycle';
import { DomainError } from '../../services/errors';
import type { PaymentGateway } from '../../services/payment-gateway';
import { channelAnswers } from '../answer-texts';
import { queueChannelMessage } from '../queue';
import type { StoredInbound } from './inbound';
import type { LinkedCustomer } from './sender';
import type { TappedReply } from './tapped-reply';

export interface QuickReplyDeps {
  db: Database;
  mail: MailContext;
  gateway: PaymentGateway | null;
}

const CONFIRMABLE: readonly BookingStatus[] = ['pending', 'rescheduled'];

const customerActor = (customer: LinkedCustomer): Actor => ({ id: customer.id, name: customer.name, role: 'customer' });

/** Handles the button `tap` stored as `stored`; true when it was answered (the inbox message is then marked read). */
export async function answerQuickReply(deps: QuickReplyDeps, stored: StoredInbound, tap: TappedReply, now: Date): Promise<boolean> {
  const { customer, phoneKey } = stored;
  if (!customer || !stored.verified || phoneKey === null) return false;
  const [booking] = await deps.db
    .select({ id: bookings.id, status: bookings.status, date: bookings.bookingDate, startTime: bookings.startTime })
    .from(bookings)
    .where(and(eq(bookings.id, tap.bookingId), eq(bookings.customerId, customer.id)))
    .limit(1);
  if (!booking || hasStarted(booking.date, booking.startTime, now)) return false;

  /** Queues the answer on WhatsApp (the customer just wrote: inside the 24-hour window) and marks the tap handled. */
  const answer = async (tx: Transaction, text: string) => {
    await queueChannelMessage(
      tx,
      deps.mail,
      { channel: 'whatsapp', phoneKey, kind: 'quick_reply_answer', payload: { type: 'text', text }, text, bookingId: booking.id, customerId: customer.id, inReplyTo: stored.id },
      now,
    );
    await tx.update(contactMessages).set({ readAt: now }).where(eq(contactMessages.id, stored.id));
  };
  const inTheirLanguage = <T>(make: () => T) => inLanguage(customer.language, make);

  if (tap.reply === 'reschedule') {
    const text = inTheirLanguage(() => channelAnswers.rescheduleLink(customer.name, `${deps.mail.publicUrl}${ROUTE_PATHS.myBookings}`));
    await deps.db.transaction((tx) => answer(tx, text));
    return true;
  }

  const thanks = inTheirLanguage(() => channelAnswers.confirmedThanks(customer.name, `${formatLongDate(booking.date)}, ${formatTime(booking.startTime)}`));
  const confirmedByCustomer = async (tx: Transaction, previous: BookingStatus) => {
    await recordAudit(
      tx,
      customerActor(customer),
      {
        action: 'booking.status',
        targetKind: 'booking',
        targetId: booking.id,
        bookingId: booking.id,
        before: null,
        after: { description: workshopMessages.workshop.confirmedOnWhatsApp, status: 'confirmed', was: previous },
      },
      now,
    );
    await answer(tx, thanks);
  };

  if (CONFIRMABLE.includes(booking.status)) {
    try {
      await changeStatus(deps.db, deps.gateway, deps.mail, booking.id, 'confirmed', now, { record: (tx, { previous }) => confirmedByCustomer(tx, previous) });
      return true;
    } catch (error) {
      // Confirmed (or changed) by someone else meanwhile: read it again below.
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id)).for('update');
    if (current?.status !== 'confirmed') return false;
    await confirmedByCustomer(tx, 'confirmed');
    return true;
  });
}
