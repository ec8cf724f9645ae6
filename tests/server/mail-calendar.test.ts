// The calendar entry a booking mail carries, read back the way a calendar app reads it: lines unfolded, values
// unescaped; what lands in the customer's calendar (time, place, what to do to change it) and how updates match up.
import { describe, expect, it } from 'vitest';
import { shortId } from '../../src/domain/format';
import { bookingCalendar, calendarAttachment } from '../../server/mail/calendar';
import type { BookingFacts } from '../../server/mail/types';
import { MAIL_CONTEXT, mailBooking } from './helpers/mail-fixtures';

const CONTEXT = MAIL_CONTEXT;
const BOOKING = mailBooking();

// 10:30 in Karachi on Sunday 22 November 2026.
const NOW = new Date('2026-11-22T05:30:00Z');

interface Property {
  name: string;
  parameters: Record<string, string>;
  value: string;
}

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter((line) => line !== '');

/** Splits `NAME;PARAM=x;PARAM="a:b":value` at the first colon outside quotes. */
function parseLine(line: string): Property {
  let quoted = false;
  let colon = -1;
  for (let index = 0; index < line.length; index += 1) {
    if (line[index] === '"') quoted = !quoted;
    if (line[index] === ':' && !quoted) {
      colon = index;
      break;
    }
  }
  const [name = '', ...parameters] = line.slice(0, colon).split(';');
  return {
    name,
    parameters: Object.fromEntries(parameters.map((parameter) => parameter.split('=') as [string, string]).map(([key, value]) => [key, value.replace(/^"|"$/g, '')])),
    value: line.slice(colon + 1),
  };
}

const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === 'n' ? '\n' : character));

/** The properties of the event (outside any alarm), of its alarm, and of the calendar around it. */
function read(ics: string) {
  const calendar: Property[] = [];
  const event: Property[] = [];
  const alarm: Property[] = [];
  let target = calendar;
  for (const property of unfold(ics).map(parseLine)) {
    if (property.name === 'BEGIN' && property.value === 'VEVENT') target = event;
    else if (property.name === 'BEGIN' && property.value === 'VALARM') target = alarm;
    else if (property.name === 'END' && property.value === 'VALARM') target = event;
    else if (property.name === 'END' && property.value === 'VEVENT') target = calendar;
    else target.push(property);
  }
  const of = (properties: Property[]) => (name: string) => properties.find((property) => property.name === name);
  const text = (properties: Property[]) => (name: string) => unescapeText(of(properties)(name)?.value ?? '');
  return { calendar: of(calendar), event: of(event), eventText: text(event), alarm: of(alarm), alarmText: text(alarm), hasAlarm: alarm.length > 0, lines: unfold(ics) };
}

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('the calendar entry of a booking', () => {
  it('is an iCalendar 2.0 request with CRLF line endings throughout', () => {
    const ics = bookingCalendar(CONTEXT, BOOKING, 'REQUEST', NOW);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const { calendar } = read(ics);
    expect(calendar('VERSION')?.value).toBe('2.0');
    expect(calendar('PRODID')?.value).toContain('ShineWorks Car Detailing');
    expect(calendar('CALSCALE')?.value).toBe('GREGORIAN');
    expect(calendar('METHOD')?.value).toBe('REQUEST');
    expect(unfold(ics).filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('puts the appointment at its Karachi time, written in UTC (10:00 in Karachi is 05:00Z)', () => {
    const { event } = read(bookingCalendar(CONTEXT, BOOKING, 'REQUEST', NOW));
    expect(event('DTSTART')?.value).toBe('20261127T050000Z');
    expect(event('DTEND')?.value).toBe('20261127T073000Z');
    expect(event('DTSTAMP')?.value).toBe('20261122T053000Z');
    const late = read(bookingCalendar(CONTEXT, { ...BOOKING, startTime: '19:00', endTime: '20:00' }, 'REQUEST', NOW));
    expect(late.event('DTSTART')?.value).toBe('20261127T140000Z');
    const early = read(bookingCalendar(CONTEXT, { ...BOOKING, date: '2026-12-01', startTime: '04:30', endTime: '06:00' }, 'REQUEST', NOW));
    expect(early.event('DTSTART')?.value).toBe('20261130T233000Z');
  });

  it('tells the customer what, where, for which car and how to change it', () => {
    const { event, eventText } = read(bookingCalendar(CONTEXT, BOOKING, 'REQUEST', NOW));
    expect(eventText('SUMMARY')).toBe('Full Detailing at ShineWorks Car Detailing');
    expect(eventText('LOCATION')).toBe(CONTEXT.company.address);
    const description = eventText('DESCRIPTION');
    expect(description).toContain('Honda Civic (KHI-7788)');
    expect(description).toContain(`#${shortId(BOOKING.id)}`);
    expect(description).toContain('https://book.shineworks.pk/my-bookings');
    expect(description).toContain('+92 21 3584 1122');
    expect(description.split('\n').length).toBeGreaterThan(1);
    expect(event('URL')?.value).toBe('https://book.shineworks.pk/my-bookings');
    expect(event('STATUS')?.value).toBe('CONFIRMED');
    expect(event('SEQUENCE')?.value).toBe('0');
  });

  it('names the workshop as organiser and the customer as the attendee of a request', () => {
    const { event } = read(bookingCalendar(CONTEXT, BOOKING, 'REQUEST', NOW));
    expect(event('ORGANIZER')).toEqual({ name: 'ORGANIZER', parameters: { CN: 'ShineWorks Car Detailing' }, value: 'mailto:bookings@shineworks.pk' });
    expect(event('ATTENDEE')).toEqual({ name: 'ATTENDEE', parameters: { CN: 'Ayesha Khan', ROLE: 'REQ-PARTICIPANT' }, value: 'mailto:ayesha.khan@example.pk' });
  });

  it('reminds two hours before a requested or published appointment', () => {
    for (const method of ['REQUEST', 'PUBLISH'] as const) {
      const { alarm, alarmText, hasAlarm } = read(bookingCalendar(CONTEXT, BOOKING, method, NOW));
      expect(hasAlarm).toBe(true);
      expect(alarm('ACTION')?.value).toBe('DISPLAY');
      expect(alarm('TRIGGER')?.value).toBe('-PT2H');
      expect(alarmText('DESCRIPTION')).toContain('Full Detailing');
    }
  });

  it('cancels the same entry: same UID, STATUS:CANCELLED, the raised sequence and no alarm', () => {
    const request = read(bookingCalendar(CONTEXT, BOOKING, 'REQUEST', NOW));
    const cancel = read(bookingCalendar(CONTEXT, { ...BOOKING, sequence: 2 }, 'CANCEL', NOW));
    const published = read(bookingCalendar(CONTEXT, BOOKING, 'PUBLISH', NOW));
    expect(request.event('UID')?.value).toBe(`booking-${BOOKING.id}@book.shineworks.pk`);
    expect(cancel.event('UID')?.value).toBe(request.event('UID')?.value);
    expect(published.event('UID')?.value).toBe(request.event('UID')?.value);
    expect(cancel.calendar('METHOD')?.value).toBe('CANCEL');
    expect(cancel.event('STATUS')?.value).toBe('CANCELLED');
    expect(cancel.event('SEQUENCE')?.value).toBe('2');
    expect(cancel.hasAlarm).toBe(false);
    expect(cancel.lines).not.toContain('BEGIN:VALARM');
    expect(cancel.event('ATTENDEE')?.value).toBe('mailto:ayesha.khan@example.pk');
    // A published entry (the download) has no attendee to invite.
    expect(published.calendar('METHOD')?.value).toBe('PUBLISH');
    expect(published.event('ATTENDEE')).toBeUndefined();
  });

  it('escapes commas, semicolons, backslashes and line breaks in text, and reads them back unchanged', () => {
    const awkward: BookingFacts = { ...BOOKING, serviceName: 'Wash; wax, polish \\ shine', carModel: 'Civic\nRS', licensePlate: 'ABC,123' };
    const context = { ...CONTEXT, company: { ...CONTEXT.company, address: 'Shop 3; Block 2, Clifton\r\nKarachi' } };
    const ics = bookingCalendar(context, awkward, 'REQUEST', NOW);
    const { eventText, event } = read(ics);
    expect(event('SUMMARY')?.value).toBe('Wash\\; wax\\, polish \\\\ shine at ShineWorks Car Detailing');
    expect(eventText('SUMMARY')).toBe('Wash; wax, polish \\ shine at ShineWorks Car Detailing');
    expect(event('LOCATION')?.value).toBe('Shop 3\\; Block 2\\, Clifton\\nKarachi');
    expect(eventText('DESCRIPTION')).toContain('Honda Civic\nRS (ABC,123)');
  });

  it('quotes a customer name holding a comma or colon in the attendee, and drops double quotes from it', () => {
    const ics = bookingCalendar(CONTEXT, { ...BOOKING, customerName: 'Khan, Ayesha "Ash": Dr' }, 'REQUEST', NOW);
    const { event } = read(ics);
    expect(unfold(ics)).toContain(
      'ATTENDEE;CN="Khan, Ayesha Ash: Dr";ROLE=REQ-PARTICIPANT:mailto:ayesha.khan@example.pk',
    );
    expect(event('ATTENDEE')?.value).toBe('mailto:ayesha.khan@example.pk');
  });

  it('folds long lines at 75 octets without splitting an Urdu letter or an emoji, and unfolds to the original text', () => {
    const serviceName = 'مکمل ڈیٹیلنگ اور سیرامک کوٹنگ ✨🚗 — اندرونی اور بیرونی صفائی، پالش اور حفاظتی تہہ 🧽🫧';
    const customerName = 'عائشہ خان 🌸 '.repeat(6).trim();
    const ics = bookingCalendar(CONTEXT, { ...BOOKING, serviceName, customerName, carModel: 'سوک 🚙'.repeat(10) }, 'REQUEST', NOW);
    const physical = ics.split('\r\n');
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of physical) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      // a lone surrogate or a cut UTF-8 sequence would not survive the round trip
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line))).toBe(line);
      expect(line).not.toMatch(/[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/);
    }
    const { eventText, event } = read(ics);
    expect(eventText('SUMMARY')).toBe(`${serviceName} at ShineWorks Car Detailing`);
    expect(eventText('DESCRIPTION')).toContain('سوک 🚙'.repeat(10));
    expect(event('ATTENDEE')?.parameters.CN).toBe(customerName);
  });

  it('comes as an .ics attachment named after the booking number, with its method in the content type', () => {
    const attachment = calendarAttachment(CONTEXT, BOOKING, 'CANCEL', NOW);
    expect(attachment).toEqual({
      filename: `booking-${shortId(BOOKING.id)}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=CANCEL',
      content: bookingCalendar(CONTEXT, BOOKING, 'CANCEL', NOW),
    });
    expect(calendarAttachment(CONTEXT, BOOKING, 'REQUEST', NOW).contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
  });
});
