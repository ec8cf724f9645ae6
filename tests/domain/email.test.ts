// The one e-mail rule (src/domain/email.ts) and the schemas that use it: header and link tricks are refused with the
// spec's own sentence, real addresses pass, and a mailto: link never carries more than the address.
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isEmailAddress, mailtoHref } from '../../src/domain/email';
import { messages } from '../../src/domain/messages';
import { ContactPayload, ForgotPasswordForm, profileUpdateFor, RegisterPayload, validate } from '../../src/domain/schemas';
import { NewStaffAccountPayload } from '../../src/domain/workshopSchemas';

const errorsOf = (result: ReturnType<typeof validate>) => (result.ok ? {} : result.errors);

const VALID = [
  'bilal@example.pk',
  'Sara@Example.PK',
  'ayesha.khan+bookings@mail.shineworks.com.pk',
  "o'neil_99@sub-domain.example.co",
  'customer.12345.1700000000000.7@example.pk',
  'x@a.io',
  `${'a'.repeat(64)}@example.pk`,
];

const INJECTIONS = [
  'a@b.co?bcc=x@evil.test',
  'a@b.co&bcc=x@evil.test',
  'a@b.co?subject=hello',
  'a@b.co\nBcc: x@evil.test',
  'a@b.co\r\nBcc: x@evil.test',
  'a@b.co,x@evil.test',
  'a@b.co;x@evil.test',
  'a@b.co x@evil.test',
  'A <a@b.co>',
  '"a b"@b.co',
  'a@b.co#fragment',
  'a@b.co/path',
  'a@b@c.co',
  'a@[127.0.0.1]',
  'a@localhost',
  'a@b.c',
  'a@b.c0',
  'a@-b.co',
  'a@b-.co',
  'a@b..co',
  '.a@b.co',
  'a.@b.co',
  'a..b@b.co',
  'a@b.co.',
  'a\u0000@b.co',
  'a@bé.co',
  `${'a'.repeat(65)}@example.pk`,
  `a@${'b'.repeat(64)}.co`,
  `a@${Array.from({ length: 60 }, () => 'abcd').join('.')}.pk`,
];

describe('the e-mail rule', () => {
  it.each(VALID)('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each(INJECTIONS)('refuses %j', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });

  it('holds an address to 254 characters in all', () => {
    const label = 'b'.repeat(63);
    const longest = `${'a'.repeat(64)}@${label}.${label}.${'c'.repeat(EMAIL_MAX_LENGTH - 64 - 1 - 2 * 64)}`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isEmailAddress(longest)).toBe(true);
    expect(isEmailAddress(`a${longest}`)).toBe(false);
  });
});

describe('the schemas refuse the tricks with the spec sentence', () => {
  it.each(INJECTIONS.filter((address) => address.trim() === address))('%j', (address) => {
    const invalid = [messages.register.emailInvalid];
    expect(errorsOf(validate(RegisterPayload, { full_name: 'Sara', email: address, phone_number: '03001234567', password: 'secret1' })).email).toEqual(invalid);
    expect(errorsOf(validate(ContactPayload, { name: 'Sara', email: address, message: 'Hello' })).email).toEqual(invalid);
    expect(errorsOf(validate(ForgotPasswordForm, { email: address })).email).toEqual(invalid);
    expect(errorsOf(validate(profileUpdateFor('sara@example.pk'), { email: address, current_password: 'secret1' })).email).toEqual(invalid);
    expect(errorsOf(validate(NewStaffAccountPayload, { name: 'Sana', email: address, role: 'staff', password: 'secret12' })).email).toEqual(invalid);
  });

  it('keeps "Email is required" for an empty address and "Email is invalid" for a too long one', () => {
    expect(errorsOf(validate(ContactPayload, { name: 'Sara', email: '  ' })).email?.[0]).toBe(messages.register.emailRequired);
    expect(errorsOf(validate(ContactPayload, { name: 'Sara', email: `${'a'.repeat(250)}@b.co` })).email?.[0]).toBe(messages.register.emailInvalid);
  });

  it('still accepts real addresses, trimmed', () => {
    for (const address of VALID) expect(validate(ContactPayload, { name: 'Sara', email: ` ${address} ` }).ok).toBe(true);
  });
});

describe('mailto links', () => {
  it('leave an ordinary address as it is', () => {
    expect(mailtoHref('bilal@example.pk')).toBe('mailto:bilal@example.pk');
    expect(mailtoHref('bilal@example.pk', 'Re: your message')).toBe('mailto:bilal@example.pk?subject=Re%3A%20your%20message');
  });

  it('encode whatever a URI would read as a query, a fragment or another address', () => {
    expect(mailtoHref('a?bcc=x@evil.test')).toBe('mailto:a%3Fbcc%3Dx@evil.test');
    expect(mailtoHref('a&b#c/d%e@example.pk')).toBe('mailto:a%26b%23c%2Fd%25e@example.pk');
    expect(mailtoHref('a@b.co?bcc=x@evil.test', 'Hi')).toBe('mailto:a%40b.co%3Fbcc%3Dx@evil.test?subject=Hi');
  });
});
