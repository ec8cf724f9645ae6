// What each mail tells its reader: the subject, the facts a customer needs in the text part (amount, date, time,
// plate, booking number, links), the same facts in the HTML part with everything typed by a person escaped, and the
// attachments (calendar entries, the invoice PDF).
import { describe, expect, it } from 'vitest';
import { mapsUrl, shortId } from '../../src/domain/format';
import { WORKSHOP } from '../../src/domain/constants';
import {
  bookingCancelledMail,
  bookingConfirmationMail,
  bookingReminderMail,
  bookingRescheduledMail,
  contactAcknowledgementMail,
  contactCopyMail,
  passwordResetMail,
  paymentReceivedMail,
} from '../../server/mail/compose';
import type { ComposedMail } from '../../server/mail/types';
import { MAIL_CONTEXT, mailBooking } from './helpers/mail-fixtures';

const CONTEXT = MAIL_CONTEXT;
const BOOKING = mailBooking({ startTime: '14:00', endTime: '16:30' });
const BOOKING_NUMBER = shortId(BOOKING.id);
const NOW = new Date('2026-11-22T05:30:00Z');
const HOSTILE = '<script>alert("x")</script> & Co';

/** The text a reader sees in the HTML part: tags dropped, entities decoded. */
const visibleText = (html: string) =>
  html
    .replace(/<head>[\s\S]*<\/head>/, '')
    .replace(/<br>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ');

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));

const calendarOf = (mail: ComposedMail) => {
  const attachment = mail.attachments.find((candidate) => candidate.contentType.startsWith('text/calendar'));
  return attachment && 'content' in attachment ? attachment.content.replace(/\r\n[ \t]/g, '') : '';
};

/** Both parts carry every fact. */
function expectInBoth(mail: ComposedMail, facts: string[]) {
  for (const fact of facts) {
    expect(mail.text, `text part: ${fact}`).toContain(fact);
    expect(visibleText(mail.html), `HTML part: ${fact}`).toContain(fact);
  }
}

/** Every mail ends with the workshop's contact block: phone and email as links, written out in the text. */
function expectContactBlock(mail: ComposedMail) {
  expect(mail.text).toContain(CONTEXT.company.address);
  expect(mail.text).toContain(CONTEXT.company.phone);
  expect(mail.text).toContain(CONTEXT.company.email);
  expect(hrefs(mail.html)).toContain('tel:+922135841122');
  expect(hrefs(mail.html)).toContain('mailto:bookings@shineworks.pk');
  expect(visibleText(mail.html)).toContain(CONTEXT.company.address);
}

/** A complete HTML document for mail clients: no scripts, no external styles or images. */
function expectSelfContainedHtml(mail: ComposedMail) {
  expect(mail.html).toMatch(/^<!DOCTYPE html>/);
  expect(mail.html).not.toMatch(/<script|<link|<style|<img|javascript:/i);
  expect(mail.html).toContain('max-width:560px');
}

describe('the password reset mail', () => {
  const link = 'https://book.shineworks.pk/reset-password?token=abc123_-XYZ';
  const mail = passwordResetMail(CONTEXT, { name: 'Ayesha Khan', link });

  it('gives the link as a button and written out, valid for an hour, and says what to do if it was not you', () => {
    expect(mail.subject).toBe('Reset your ShineWorks Car Detailing password');
    expect(mail.text).toContain('Hi Ayesha,');
    expect(mail.text).toContain(link);
    expect(hrefs(mail.html)).toContain(link);
    expect(visibleText(mail.html)).toContain(link);
    expectInBoth(mail, ['1 hour', 'If you did not ask for this']);
    expect(mail.attachments).toEqual([]);
    expectContactBlock(mail);
    expectSelfContainedHtml(mail);
  });

  it('escapes a name that looks like markup', () => {
    const hostile = passwordResetMail(CONTEXT, { name: HOSTILE, link });
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('&lt;script&gt;');
  });
});

describe('the mail of a booking still pending', () => {
  const mail = bookingConfirmationMail(CONTEXT, { ...BOOKING, status: 'pending' }, NOW);

  it('says it is received and that the workshop will confirm it, never that it is confirmed', () => {
    expect(mail.subject).toMatch(/^Booking received: /);
    expect(mail.subject).not.toMatch(/confirmed/i);
    expectInBoth(mail, ['We have received your booking', 'the workshop will confirm it', 'Full Detailing', 'Friday, 27 November 2026', '2:00 PM – 4:30 PM', 'KHI-7788']);
    expect(mail.text).not.toContain('Your booking is confirmed');
    expect(calendarOf(mail)).toContain('METHOD:REQUEST');
  });
});

describe('the booking confirmation', () => {
  const mail = bookingConfirmationMail(CONTEXT, BOOKING, NOW);

  it('says it is confirmed, for what, when and for which car', () => {
    expect(mail.subject).toMatch(/confirmed/i);
    expect(mail.subject).toContain('Full Detailing');
    expect(mail.subject).toContain('Friday, 27 November');
    expect(mail.subject).toContain('2:00 PM');
    expectInBoth(mail, ['Full Detailing', 'Honda Civic', 'KHI-7788', 'Friday, 27 November 2026', '2:00 PM – 4:30 PM', 'PKR 14,500', 'tax included', `#${BOOKING_NUMBER}`]);
  });

  it('tells the customer how to reschedule or cancel, and to arrive on time', () => {
    expect(mail.text).toContain('https://book.shineworks.pk/my-bookings');
    expect(hrefs(mail.html)).toContain('https://book.shineworks.pk/my-bookings');
    expectInBoth(mail, ['reschedule or cancel', CONTEXT.company.phone, 'arrive']);
    expectContactBlock(mail);
    expectSelfContainedHtml(mail);
  });

  it('carries a calendar request for the booking', () => {
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `booking-${BOOKING_NUMBER}.ics`, contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
    expect(calendarOf(mail)).toContain('METHOD:REQUEST');
    expect(calendarOf(mail)).toContain('DTSTART:20261127T090000Z');
  });

  it('escapes whatever the customer typed: name, car and plate', () => {
    const hostile = bookingConfirmationMail(CONTEXT, { ...BOOKING, customerName: HOSTILE, carModel: 'Civic "RS" <b>', licensePlate: "O'NEIL&1" }, NOW);
    expect(hostile.html).not.toMatch(/<script|<b>/);
    expect(hostile.html).toContain('&lt;script&gt;');
    expect(visibleText(hostile.html)).toContain('Honda Civic "RS" <b>');
    expect(visibleText(hostile.html)).toContain("O'NEIL&1");
    expect(hostile.text).toContain("O'NEIL&1");
  });
});

describe('the reschedule mail', () => {
  const moved = { ...BOOKING, date: '2026-11-28', startTime: '10:00', endTime: '12:30', sequence: 1 };
  const mail = bookingRescheduledMail(CONTEXT, moved, { date: '2026-11-27', startTime: '14:00' }, NOW);

  it('gives the new time and the old one', () => {
    expect(mail.subject).toContain('Saturday, 28 November');
    expect(mail.subject).toContain('10:00 AM');
    expectInBoth(mail, ['Saturday, 28 November 2026', '10:00 AM – 12:30 PM', 'Friday, 27 November 2026 at 2:00 PM', 'KHI-7788', `#${BOOKING_NUMBER}`, 'PKR 14,500']);
    expect(mail.text).toContain('https://book.shineworks.pk/my-bookings');
  });

  it('updates the calendar entry: the same booking, the raised sequence, the new start', () => {
    const calendar = calendarOf(mail);
    expect(mail.attachments[0]?.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(calendar).toContain('SEQUENCE:1');
    expect(calendar).toContain('DTSTART:20261128T050000Z');
    expect(calendar).toContain(`UID:booking-${BOOKING.id}@book.shineworks.pk`);
  });
});

describe('the cancellation mail', () => {
  const cancelled = { ...BOOKING, sequence: 2 };

  it('gives the customer the reason for the cancellation, escaped in the HTML part', () => {
    const mail = bookingCancelledMail(CONTEXT, { ...cancelled, cancellationReason: 'Power cut <all day> & no water' }, null, NOW);
    expectInBoth(mail, ['The reason given:', 'Power cut <all day> & no water']);
    expect(mail.html).toContain('Power cut &lt;all day&gt; &amp; no water');
    expect(bookingCancelledMail(CONTEXT, cancelled, null, NOW).text).not.toContain('The reason given:');
  });

  it('says the booking is cancelled and removes it from the calendar', () => {
    const mail = bookingCancelledMail(CONTEXT, cancelled, null, NOW);
    expect(mail.subject).toMatch(/cancelled/i);
    expect(mail.subject).toContain('Friday, 27 November');
    expectInBoth(mail, ['cancelled', 'Friday, 27 November 2026', '2:00 PM', 'KHI-7788', `#${BOOKING_NUMBER}`]);
    expect(mail.text).not.toMatch(/refunded/i);
    expect(mail.attachments[0]).toMatchObject({ filename: `booking-${BOOKING_NUMBER}.ics`, contentType: 'text/calendar; charset=utf-8; method=CANCEL' });
    expect(calendarOf(mail)).toContain('STATUS:CANCELLED');
    expect(calendarOf(mail)).toContain('SEQUENCE:2');
    expectContactBlock(mail);
    expectSelfContainedHtml(mail);
  });

  it('confirms the refund of an online payment with its amount and reference', () => {
    const mail = bookingCancelledMail(CONTEXT, cancelled, { amount: 14500, transactionId: 'RFND-8F3K2Q' }, NOW);
    expectInBoth(mail, ['We have refunded PKR 14,500 to your original payment method (refund reference RFND-8F3K2Q)']);
  });
});

describe('the payment receipt', () => {
  const invoice = { id: '0c5e8a1f-2b3d-4e6f-8a9b-c0d1e2f3a4b5', number: 'INV-2026-000123', total: 14500, method: 'Visa ending 4242', paidAt: NOW };
  const mail = paymentReceivedMail(CONTEXT, BOOKING, invoice);

  it('thanks for the payment with its amount, method, invoice number and a link to the invoice', () => {
    expect(mail.subject).toContain('PKR 14,500');
    expect(mail.subject).toContain('invoice INV-2026-000123');
    expectInBoth(mail, ['PKR 14,500', 'Visa ending 4242', 'INV-2026-000123', 'Sunday, 22 November 2026 at 10:30 AM', 'KHI-7788', `#${BOOKING_NUMBER}`]);
    expect(mail.text).toContain(`https://book.shineworks.pk/invoice/${invoice.id}`);
    expect(hrefs(mail.html)).toContain(`https://book.shineworks.pk/invoice/${invoice.id}`);
    expectContactBlock(mail);
  });

  it('attaches the invoice PDF under the name the download uses', () => {
    expect(mail.attachments).toEqual([{ filename: `invoice-${invoice.id}.pdf`, contentType: 'application/pdf', invoicePdf: invoice.id }]);
  });
});

describe('the reminder', () => {
  const mail = bookingReminderMail(CONTEXT, BOOKING);

  it('gives date, time, car, the address with directions and how to change the booking', () => {
    expect(mail.subject).toMatch(/reminder/i);
    expect(mail.subject).toContain('Friday, 27 November');
    expect(mail.subject).toContain('2:00 PM');
    expectInBoth(mail, ['Friday, 27 November 2026', '2:00 PM – 4:30 PM', 'Honda Civic', 'KHI-7788', CONTEXT.company.address, CONTEXT.company.phone]);
    expect(mail.text).toContain(mapsUrl(CONTEXT.company.address));
    expect(hrefs(mail.html)).toContain(mapsUrl(CONTEXT.company.address));
    expect(mail.text).toContain('https://book.shineworks.pk/my-bookings');
    expect(mail.attachments).toEqual([]);
  });
});

describe('the contact form mails', () => {
  const message = 'Do you coat motorbikes?\nPrice for a Honda CG 125 & a helmet <visor>?';

  it('acknowledges a message with the reply time the contact page promises, repeating nothing that was typed', () => {
    const mail = contactAcknowledgementMail(CONTEXT);
    expect(mail.subject).toContain('ShineWorks Car Detailing');
    expect(mail.text).toContain('Hello,');
    expectInBoth(mail, [WORKSHOP.replyPromise]);
    expect(mail.attachments).toEqual([]);
    expectContactBlock(mail);
  });

  it('writes the sender address into mailto: links encoded, so a link never names more than that address', () => {
    const mail = contactCopyMail(CONTEXT, { name: 'Bilal', email: 'bilal?bcc=x@example.pk', phone: '', service: '', message, receivedAt: NOW });
    expect(hrefs(mail.html)).toContain('mailto:bilal%3Fbcc%3Dx@example.pk');
    expect(hrefs(mail.html).some((href) => href.includes('?bcc'))).toBe(false);
  });

  it('copies every detail of the sender to the workshop, with links to reply', () => {
    const mail = contactCopyMail(CONTEXT, { name: 'Bilal Ahmed', email: 'bilal@example.pk', phone: '03001234567', service: 'Ceramic coating', message, receivedAt: NOW });
    expect(mail.subject).toContain('Bilal Ahmed');
    expectInBoth(mail, ['Bilal Ahmed', 'bilal@example.pk', '03001234567', 'Ceramic coating', 'Sunday, 22 November 2026 at 10:30 AM', 'Do you coat motorbikes?']);
    expect(hrefs(mail.html)).toContain('mailto:bilal@example.pk');
    expect(hrefs(mail.html)).toContain('tel:03001234567');
    expect(mail.html).not.toContain('<visor>');
  });

  it('keeps a sender name with line breaks or markup out of the subject line and the HTML', () => {
    const mail = contactCopyMail(CONTEXT, { name: `Bilal\r\nBcc: someone@example.com ${HOSTILE}`, email: 'bilal@example.pk', phone: '', service: '', message, receivedAt: NOW });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain('<script>');
    expectInBoth(mail, ['Not given']);
  });
});
