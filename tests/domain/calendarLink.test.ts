import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SLOT_MINUTES,
  bookingPeriod,
  calendarBookingOfDetail,
  calendarBookingOfListItem,
  googleCalendarUrl,
  isUpcoming,
  utcStamp,
  type CalendarBooking,
} from '../../src/domain/calendarLink';
import { CONTACT_DETAILS } from '../../src/domain/content';
import { karachiInstant } from '../../src/domain/format';
import type { BookingDetail, BookingListItem } from '../../src/domain/types';

const booking: CalendarBooking = {
  id: '9d0b8e4a-1f2c-4c3d-9e8f-77aa55cc33ee',
  status: 'confirmed',
  serviceName: 'Full Detail',
  vehicle: 'Honda Civic · KHI-7788',
  date: '2026-12-05',
  startTime: '10:00',
  endTime: '13:00',
};

describe('karachiInstant and utcStamp', () => {
  it('reads a workshop date and time as UTC+5, all year', () => {
    expect(karachiInstant('2026-12-05', '10:00').toISOString()).toBe('2026-12-05T05:00:00.000Z');
    expect(karachiInstant('2026-06-21', '10:00').toISOString()).toBe('2026-06-21T05:00:00.000Z');
    // before 05:00 in Karachi is the previous day in UTC
    expect(karachiInstant('2027-01-01', '03:30').toISOString()).toBe('2026-12-31T22:30:00.000Z');
  });

  it('writes YYYYMMDDTHHMMSSZ', () => {
    expect(utcStamp(karachiInstant('2026-12-05', '10:00'))).toBe('20261205T050000Z');
    expect(utcStamp(new Date('2026-12-31T22:30:59.999Z'))).toBe('20261231T223059Z');
  });
});

describe('bookingPeriod', () => {
  it('ends at the end time when the booking has one', () => {
    const { start, end } = bookingPeriod(booking);
    expect([utcStamp(start), utcStamp(end)]).toEqual(['20261205T050000Z', '20261205T080000Z']);
  });

  it('ends after the service’s duration without an end time, else after one slot', () => {
    expect(utcStamp(bookingPeriod({ ...booking, endTime: null, durationMinutes: 90 }).end)).toBe('20261205T063000Z');
    expect(DEFAULT_SLOT_MINUTES).toBe(120);
    expect(utcStamp(bookingPeriod({ ...booking, endTime: undefined }).end)).toBe('20261205T070000Z');
  });

  it('never ends before it starts', () => {
    expect(utcStamp(bookingPeriod({ ...booking, endTime: '09:00' }).end)).toBe('20261205T070000Z');
  });
});

describe('isUpcoming', () => {
  const start = karachiInstant(booking.date, booking.startTime);
  const before = new Date(start.getTime() - 1);

  it('holds for pending, confirmed and rescheduled bookings until their start', () => {
    for (const status of ['pending', 'confirmed', 'rescheduled']) expect(isUpcoming({ ...booking, status }, before)).toBe(true);
    expect(isUpcoming(booking, start)).toBe(false);
    expect(isUpcoming(booking, new Date(start.getTime() + 60_000))).toBe(false);
  });

  it('does not hold for bookings under way, done, cancelled or missed, or without a start time', () => {
    for (const status of ['in_progress', 'completed', 'cancelled', 'no_show']) expect(isUpcoming({ ...booking, status }, before)).toBe(false);
    expect(isUpcoming({ ...booking, startTime: '' }, before)).toBe(false);
  });
});

describe('googleCalendarUrl', () => {
  it('opens a filled-in event: title, UTC times, the workshop’s address and the booking in the details', () => {
    const url = new URL(googleCalendarUrl(booking));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Full Detail — ShineWorks');
    expect(url.searchParams.get('dates')).toBe('20261205T050000Z/20261205T080000Z');
    expect(url.searchParams.get('location')).toBe(CONTACT_DETAILS.address);
    const details = url.searchParams.get('details') ?? '';
    expect(details).toContain('#55CC33EE');
    expect(details).toContain('Honda Civic · KHI-7788');
    expect(details).toContain(CONTACT_DETAILS.phone);
  });

  it('keeps the slash between the times and escapes the text fields', () => {
    const href = googleCalendarUrl({ ...booking, serviceName: 'Wash & Wax' });
    expect(href).toContain('&dates=20261205T050000Z/20261205T080000Z&');
    expect(href).toContain('text=Wash%20%26%20Wax%20%E2%80%94%20ShineWorks');
    expect(href).not.toMatch(/\s/);
  });
});

describe('what a calendar entry reads of a booking', () => {
  it('takes the confirmation’s booking with its end time', () => {
    const detail = {
      id: 'b-1',
      status: 'pending',
      booking_date: '2026-12-05',
      start_time: '10:00',
      end_time: '12:00',
      service: { name: 'Interior Clean' },
      car: { make: 'Suzuki', model: 'Cultus', license_plate: 'KHI-101' },
    } as BookingDetail;
    expect(calendarBookingOfDetail(detail)).toEqual({
      id: 'b-1',
      status: 'pending',
      serviceName: 'Interior Clean',
      vehicle: 'Suzuki Cultus · KHI-101',
      date: '2026-12-05',
      startTime: '10:00',
      endTime: '12:00',
    });
  });

  it('takes a My Bookings card’s booked start and end', () => {
    const item = {
      id: 'b-2',
      status: 'rescheduled',
      serviceName: 'Exterior Wash',
      carMake: 'Toyota',
      carModel: 'Corolla',
      carLicensePlate: 'LEA-1234',
      scheduledDate: '2026-12-06',
      scheduledTime: '14:00',
      scheduledEndTime: '18:00',
    } as BookingListItem;
    const entry = calendarBookingOfListItem(item);
    expect(entry).toEqual({ id: 'b-2', status: 'rescheduled', serviceName: 'Exterior Wash', vehicle: 'Toyota Corolla · LEA-1234', date: '2026-12-06', startTime: '14:00', endTime: '18:00' });
    expect(new URL(googleCalendarUrl(entry)).searchParams.get('dates')).toBe('20261206T090000Z/20261206T130000Z');
  });
});
