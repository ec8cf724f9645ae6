// The WhatsApp or SMS message a booking's change sends beside its mail, queued in the same transaction: only when
// the customer switched a channel on, this server is set up for it, and the account has a Pakistani phone key.
import { eq } from 'drizzle-orm';
import { quickReplyPayload, type WhatsAppTemplateName } from '../../src/domain/channels';
import { formatMoney, formatTime, shortId } from '../../src/domain/format';
import type { Language } from '../../src/domain/i18n';
import { mailContent, mailDate, type MailText } from '../../src/domain/mailContent';
import type { Executor } from '../db/client';
import { bookings, users, type ChannelPayload } from '../db/schema';
import { inLanguage } from '../i18n/request-language';
import type { BookingMailEvent } from '../mail/booking-mail';
import { telLink } from '../mail/layout';
import type { BookingFacts, MailContext, MoneyBackNote } from '../mail/types';
import { queueChannelMessage } from './queue';
import { fillTemplate, templateParameter } from './templates';

/** A mail's sentence with links as plain text: a message has no links but the ones written out. */
const plain = (text: MailText) => (typeof text === 'string' ? text : text.map((part) => (typeof part === 'string' ? part : part.text)).join(''));

function moneyLine(context: MailContext, event: Extract<BookingMailEvent, { kind: 'booking_cancelled' }>): string {
  const content = mailContent.bookingCancelled;
  if (event.refund) return content.refund(event.refund.amount, event.refund.transactionId);
  const note: MoneyBackNote | null | undefined = event.moneyBack;
  if (!note) return content.bookAgain;
  if (note.how === 'at_workshop') return plain(content.moneyBack.atWorkshop(note.amount, telLink(context.company.phone)));
  return note.how === 'to_follow' ? content.moneyBack.toFollow(note.amount) : content.moneyBack.returnedAtCounter(note.amount);
}

interface TemplateMessage {
  name: WhatsAppTemplateName;
  parameters: string[];
  buttons: string[];
}

/** The template and its parameters for `event`, in the language in force (the caller picks the customer's). */
function templateFor(context: MailContext, booking: BookingFacts, event: BookingMailEvent): TemplateMessage {
  const name = booking.customerName;
  const services = mailContent.serviceName(booking.serviceName);
  const date = mailDate(booking.date);
  const time = formatTime(booking.startTime);
  const number = shortId(booking.id);
  switch (event.kind) {
    case 'booking_confirmation': {
      const template = booking.status === 'pending' ? 'booking_received' : 'booking_confirmed';
      return { name: template, parameters: [name, services, date, time, number], buttons: [] };
    }
    case 'booking_rescheduled':
      return { name: 'booking_rescheduled', parameters: [name, services, date, time, number], buttons: [] };
    case 'booking_cancelled':
      return { name: 'booking_cancelled', parameters: [name, services, date, time, moneyLine(context, event)], buttons: [] };
    case 'payment_received':
      return { name: 'payment_received', parameters: [name, formatMoney(event.invoice.total), event.invoice.number, number], buttons: [] };
    case 'booking_reminder':
      return {
        name: 'booking_reminder',
        parameters: [name, services, date, time, context.company.address],
        buttons: [quickReplyPayload('confirm', booking.id), quickReplyPayload('reschedule', booking.id)],
      };
  }
}

/** The customer's channel for booking messages, when one is on, offered, and there is a number to send to. */
async function channelOf(tx: Executor, context: MailContext, bookingId: string) {
  const offered = context.phoneChannels ?? [];
  if (offered.length === 0) return null;
  const [row] = await tx
    .select({ customerId: users.id, channel: users.phoneChannel, phoneKey: users.phoneKey })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!row || row.channel === 'none' || row.phoneKey === null || !offered.includes(row.channel)) return null;
  return { customerId: row.customerId, channel: row.channel, phoneKey: row.phoneKey };
}

/** Queues the channel message of `event` in the caller's transaction; nothing when the customer has no channel on. */
export async function queueBookingChannelMessage(
  tx: Executor,
  context: MailContext,
  booking: BookingFacts & { customerLanguage: Language },
  event: BookingMailEvent,
  now: Date,
): Promise<number | null> {
  const target = await channelOf(tx, context, booking.id);
  if (!target) return null;
  const language = booking.customerLanguage;
  const template = inLanguage(language, () => templateFor(context, booking, event));
  const parameters = template.parameters.map(templateParameter);
  const payload: ChannelPayload = { type: 'template', name: template.name, language, parameters, buttons: template.buttons };
  return queueChannelMessage(
    tx,
    context,
    { channel: target.channel, phoneKey: target.phoneKey, kind: event.kind, payload, text: fillTemplate(template.name, language, parameters), bookingId: booking.id, customerId: target.customerId },
    now,
  );
}
