import { describe, expect, it } from 'vitest';
import { addDays, categoryLabel, discountPercent, formatBookingDate, formatMoney, formatTime, shortId, todayInKarachi } from '../../src/domain/format';
import { formatPhoneInput, normalisePhone } from '../../src/domain/phone';

describe('formatting (spec §9)', () => {
  it('shows PKR with grouping and no decimals', () => {
    expect(formatMoney(12500)).toBe('PKR 12,500');
    expect(formatMoney(850)).toBe('PKR 850');
  });

  it('shows the last 8 characters of an id, uppercased', () => {
    expect(shortId('3f2b8c1e-9d4a-4c2b-8e7f-1a2b3c4d5e6f')).toBe('3C4D5E6F');
  });

  it('capitalises a category and replaces its first underscore', () => {
    expect(categoryLabel('full_detailing')).toBe('Full detailing');
    expect(categoryLabel('add_ons_extra')).toBe('Add ons_extra');
  });

  it('rounds the discount percent and gives 0 without a discount', () => {
    expect(discountPercent(2000, 3000)).toBe(33);
    expect(discountPercent(3000, 3000)).toBe(0);
    expect(discountPercent(3000, null)).toBe(0);
  });

  it('labels dates Today, Tomorrow or a long weekday date in Karachi time', () => {
    const now = new Date('2026-11-22T20:30:00Z'); // 01:30 on the 23rd in Karachi
    expect(todayInKarachi(now)).toBe('2026-11-23');
    expect(formatBookingDate('2026-11-23', now)).toBe('Today');
    expect(formatBookingDate('2026-11-24', now)).toBe('Tomorrow');
    expect(formatBookingDate('2026-11-30', now)).toBe('Monday, 30 November 2026');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('shows times on a 12-hour clock', () => {
    expect(formatTime('08:00')).toBe('8:00 AM');
    expect(formatTime('14:30')).toBe('2:30 PM');
    expect(formatTime('12:00')).toBe('12:00 PM');
  });
});

describe('phone numbers (spec §5)', () => {
  it.each([
    ['3001234567', '03001234567'],
    ['0300-123-4567', '03001234567'],
    ['+92 300 1234567', '03001234567'],
    ['030012345678999', '03001234567'],
    ['abc', ''],
    ['0', '03'],
  ])('typing %j shows %j', (typed, shown) => {
    expect(formatPhoneInput(typed)).toBe(shown);
  });

  it('normalises what the server stores and refuses what is not a mobile number', () => {
    expect(normalisePhone('+92 300 1234567')).toBe('03001234567');
    expect(normalisePhone('0300 1234567')).toBe('03001234567');
    expect(normalisePhone('021 1234567')).toBeNull();
  });
});
