// The shapes shared by the mail queue, its composers and its transports.
import type { PhoneChannel } from '../../src/domain/channels';
import type { BookingStatus } from '../../src/domain/constants';
import type { Config } from '../config';
import type { MailAttachment } from '../db/schema';

/** What every mail needs to know about the workshop and where the app lives. */
export interface MailContext {
  /** The app's public address without a trailing slash, e.g. https://book.shineworks.pk. */
  publicUrl: string;
  company: { name: string; address: string; phone: string; email: string };
  /** The domain of Message-IDs and calendar UIDs (PUBLIC_URL's host). */
  domain: string;
  /** The phone channels this server is set up for (their settings present); booking messages go only to these. */
  phoneChannels?: readonly PhoneChannel[];
}

/** The channels whose settings are present: a channel without them is not offered. */
export const offeredChannels = (config: Partial<Pick<Config, 'whatsapp' | 'sms'>>): PhoneChannel[] => [
  ...(config.whatsapp ? (['whatsapp'] as const) : []),
  ...(config.sms ? (['sms'] as const) : []),
];

/**
 * The mail context of an app. `companyNow` gives the workshop's details as the Settings page last stored them (the
 * running app passes its WorkshopProfile's `current`); left out, the configuration's. `company` is read at each use,
 * so a mail composed after a change carries the new details without a restart.
 */
export const mailContextOf = (
  config: Pick<Config, 'publicUrl' | 'company'> & Partial<Pick<Config, 'whatsapp' | 'sms'>>,
  companyNow: () => MailContext['company'] = () => config.company,
): MailContext => ({
  publicUrl: config.publicUrl,
  get company() {
    return companyNow();
  },
  domain: new URL(config.publicUrl).hostname,
  phoneChannels: offeredChannels(config),
});

/** A mail ready to queue: both parts, and its attachments (or what rebuilds them). */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/** The booking as mails and calendar entries describe it. Dates and times are Asia/Karachi, as on the wire. */
export interface BookingFacts {
  id: string;
  customerName: string;
  /** Null for a customer the front desk booked without an address: no mail goes to them. */
  customerEmail: string | null;
  serviceName: string;
  carMake: string;
  carModel: string;
  licensePlate: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  startTime: string;
  /** HH:MM */
  endTime: string;
  /** Integer PKR, tax included. */
  amount: number;
  /** The calendar entry's SEQUENCE. */
  sequence: number;
  /** Where the booking stands: a pending one's confirmation mail says it is received, not confirmed. */
  status: BookingStatus;
  /** Why it was cancelled (the customer reads it in the cancellation mail); null when not cancelled or not said. */
  cancellationReason: string | null;
  /** A deposit still to pay to hold the place (src/domain/deposit.ts); null when none is due. */
  depositDue?: { amount: number; dueBy: Date } | null;
}

export interface RefundFacts {
  /** Integer PKR. */
  amount: number;
  transactionId: string;
}

/** What a cancellation mail says about money paid that is not refunded online with the cancellation. */
export interface MoneyBackNote {
  /** Integer PKR. */
  amount: number;
  /** at_workshop: paid at the workshop, given back there; to_follow: the workshop confirms the refund; returned_at_counter: given back already. */
  how: 'at_workshop' | 'to_follow' | 'returned_at_counter';
}
