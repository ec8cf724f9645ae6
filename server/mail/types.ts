// The shapes shared by the mail queue, its composers and its transports.
import type { Config } from '../config';
import type { MailAttachment } from '../db/schema';

/** What every mail needs to know about the workshop and where the app lives. */
export interface MailContext {
  /** The app's public address without a trailing slash, e.g. https://book.shineworks.pk. */
  publicUrl: string;
  company: { name: string; address: string; phone: string; email: string };
  /** The domain of Message-IDs and calendar UIDs (PUBLIC_URL's host). */
  domain: string;
}

export const mailContextOf = (config: Pick<Config, 'publicUrl' | 'company'>): MailContext => ({
  publicUrl: config.publicUrl,
  company: config.company,
  domain: new URL(config.publicUrl).hostname,
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
  customerEmail: string;
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
