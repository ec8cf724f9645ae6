// Pakistani phone numbers in one stored form (+92…): every usual spelling of a mobile or a landline is one number;
// anything else is refused by the desk's schema, naming the field.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DeskBookingPayload, PakistaniPhone } from '../../src/domain/deskSchemas';
import { deskMessages } from '../../src/domain/messageAreas/desk';
import { nationalDigits, normalisePakistaniPhone } from '../../src/domain/phone';
import { validate } from '../../src/domain/schemas';

describe('a Pakistani phone number in its stored form', () => {
  it.each([
    ['0300-1234567', '+923001234567'],
    ['+92 300 1234567', '+923001234567'],
    ['923001234567', '+923001234567'],
    ['03001234567', '+923001234567'],
    ['0092 300 1234567', '+923001234567'],
    ['300 1234567', '+923001234567'],
    ['(0300) 123-4567', '+923001234567'],
    ['021-34567890', '+922134567890'],
    ['+92 21 3456 7890', '+922134567890'],
    ['051 1234567', '+92511234567'],
    ['  042.3576.1234 ', '+924235761234'],
  ])('%j is %j', (written, stored) => {
    expect(normalisePakistaniPhone(written)).toBe(stored);
  });

  it.each([
    ['a landline without its 0', '2134567890'],
    ['another country', '+1 202 555 0100'],
    ['a mobile one digit short', '0300 123456'],
    ['a mobile one digit long', '0300 12345678'],
    ['a number starting 01', '0111 123456'],
    ['letters', '0300-CALL-NOW'],
    ['nothing', ''],
  ])('refuses %s (%j)', (_what, written) => {
    expect(normalisePakistaniPhone(written)).toBeNull();
  });

  it('gives the national digits of any spelling for a partial search', () => {
    expect(['0321 765', '+92 321 765', '0092321765', '92321765'].map(nationalDigits)).toEqual(['321765', '321765', '321765', '321765']);
  });

  it('is the schema the desk form and the server validate with: the stored form out, the field named when refused', () => {
    expect(v.parse(PakistaniPhone, ' 0300-1234567 ')).toBe('+923001234567');
    const refused = validate(DeskBookingPayload, {
      new_customer: { full_name: 'Zara', phone: '12345' },
      new_car: { make: 'Suzuki', model: 'Alto', year: 2020, license_plate: 'KHI-1' },
      service: 'express-exterior-wash',
      booking_date: '2026-12-01',
      source: 'phone',
    });
    expect(refused).toMatchObject({ ok: false, errors: { 'new_customer.phone': [deskMessages.phoneInvalid] } });
    const missing = validate(DeskBookingPayload, { new_customer: { full_name: 'Zara', phone: ' ' }, car: 'c1', service: 's', booking_date: '2026-12-01', source: 'phone' });
    expect(missing).toMatchObject({ ok: false, errors: { 'new_customer.phone': [deskMessages.phoneRequired] } });
  });
});
