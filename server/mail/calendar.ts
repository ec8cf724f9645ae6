// A booking as an iCalendar entry (RFC 5545), sent as an iTIP request or cancellation (RFC 5546) with the booking
// mails and offered for download. One UID per booking, so a calendar updates or removes the entry it already holds.
import { utcStamp } from '../../src/domain/calendarLink';
import { mailtoHref } from '../../src/domain/email';
import { shortId } from '../../src/domain/format';
import { mailContent } from '../../src/domain/mailContent';
import { ROUTE_PATHS } from '../../src/domain/routePaths';
import type { MailAttachment } from '../db/schema';
import { startInstant } from '../services/capacity';
import type { BookingFacts, MailContext } from './types';

export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

const MAX_LINE_OCTETS = 75;

/** A character's length in UTF-8, from its code point (no encoder call per character). */
const utf8Octets = (character: string) => {
  const codePoint = character.codePointAt(0) ?? 0;
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
};

/** Folds a content line into lines of at most 75 octets, continued with CRLF and a space, never inside a character. */
export function foldLine(line: string): string {
  // Most lines are short ASCII: nothing to fold.
  if (line.length <= MAX_LINE_OCTETS && !/[^\x20-\x7e]/.test(line)) return line;
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Octets(character);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      // the continuation line's leading space counts towards its 75 octets
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

/** A parameter value (CN=…): quoted when it holds `:`, `;` or `,`; a double quote cannot appear in one at all. */
const parameterValue = (value: string) => {
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/["\u0000-\u001f\u007f]/g, '').trim();
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
};

/** The entry's UID: the same for every mail and download about one booking. */
export const bookingUid = (context: MailContext, bookingId: string) => `booking-${bookingId}@${context.domain}`;

export function bookingCalendar(context: MailContext, booking: BookingFacts, method: CalendarMethod, now: Date): string {
  const { company } = context;
  const content = mailContent.calendar;
  const myBookingsUrl = `${context.publicUrl}${ROUTE_PATHS.myBookings}`;
  const cancelled = method === 'CANCEL';
  const description = content.description({
    vehicle: mailContent.details.vehicleValue(booking.carMake, booking.carModel),
    licensePlate: booking.licensePlate,
    bookingNumber: shortId(booking.id),
    myBookingsUrl,
    phone: company.phone,
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(company.name)}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${bookingUid(context, booking.id)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(startInstant(booking.date, booking.startTime))}`,
    `DTEND:${utcStamp(startInstant(booking.date, booking.endTime))}`,
    `SEQUENCE:${booking.sequence}`,
    `SUMMARY:${escapeText(content.summary(booking.serviceName, company.name))}`,
    `LOCATION:${escapeText(company.address)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${myBookingsUrl}`,
    `ORGANIZER;CN=${parameterValue(company.name)}:${mailtoHref(company.email)}`,
    // RFC 5546 wants the attendee in a request and a cancellation, and none in a published entry.
    ...(method === 'PUBLISH' || booking.customerEmail === null ? [] : [`ATTENDEE;CN=${parameterValue(booking.customerName)};ROLE=REQ-PARTICIPANT:${mailtoHref(booking.customerEmail)}`]),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    ...(cancelled
      ? []
      : ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(content.alarm(booking.serviceName, company.name))}`, 'TRIGGER:-PT2H', 'END:VALARM']),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

export function calendarAttachment(context: MailContext, booking: BookingFacts, method: CalendarMethod, now: Date): MailAttachment {
  return {
    filename: `booking-${shortId(booking.id)}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: bookingCalendar(context, booking, method, now),
  };
}
