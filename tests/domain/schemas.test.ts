import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { BookingCreatePayload, CardForm, cardFormAt, LoginPayload, profileUpdateFor, RegisterForm, RegisterPayload, ResetPasswordForm, UpiForm, validate, WalletForm } from '../../src/domain/schemas';

const validForm = {
  fullName: 'Bilal Ahmed',
  email: 'bilal@example.pk',
  phone: '03001234567',
  password: 'secret1',
  confirmPassword: 'secret1',
};

const errorsOf = (result: ReturnType<typeof validate>) => (result.ok ? {} : result.errors);

describe('register form (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(validate(RegisterForm, validForm).ok).toBe(true);
  });

  it('requires every field with its own message', () => {
    const errors = errorsOf(validate(RegisterForm, { fullName: ' ', email: '', phone: '', password: '', confirmPassword: '' }));
    expect(errors.fullName).toEqual([messages.register.fullNameRequired]);
    expect(errors.email?.[0]).toBe(messages.register.emailRequired);
    expect(errors.phone?.[0]).toBe(messages.register.phoneRequired);
    expect(errors.password?.[0]).toBe(messages.register.passwordRequired);
  });

  it('rejects a malformed email', () => {
    expect(errorsOf(validate(RegisterForm, { ...validForm, email: 'bilal@' })).email).toEqual([messages.register.emailInvalid]);
  });

  it('rejects a password under 6 characters', () => {
    const errors = errorsOf(validate(RegisterForm, { ...validForm, password: '12345', confirmPassword: '12345' }));
    expect(errors.password).toEqual([messages.register.passwordTooShort]);
  });

  it('rejects a confirmation that differs', () => {
    expect(errorsOf(validate(RegisterForm, { ...validForm, confirmPassword: 'secret2' })).confirmPassword).toEqual([
      messages.register.passwordsDoNotMatch,
    ]);
  });

  it('rejects a phone that is not 03 followed by 9 digits', () => {
    expect(errorsOf(validate(RegisterForm, { ...validForm, phone: '0412345678' })).phone).toEqual([messages.register.phoneInvalid]);
  });
});

describe('register request and login payload', () => {
  it('lowercases the email and fills the empty address fields', () => {
    const result = validate(RegisterPayload, { full_name: 'Sara', email: 'Sara@Example.PK', phone_number: '03001234567', password: 'secret1' });
    expect(result.ok && result.value).toMatchObject({ email: 'sara@example.pk', city: '', state: '', address: '' });
  });

  it('refuses a login password under 6 characters with the login wording', () => {
    const result = validate(LoginPayload, { email: 'a@b.pk', password: '12345' });
    expect(result.ok ? null : result.first).toBe(messages.auth.passwordTooShortLogin);
  });
});

describe('payment forms', () => {
  const card = { cardNumber: '4242 4242 4242 4242', cardHolder: 'Sara Ali', expiryDate: '12/29', cvv: '123' };

  it('accepts a complete card', () => {
    expect(validate(CardForm, card).ok).toBe(true);
  });

  it.each([
    ['cardNumber', '', messages.card.numberRequired],
    ['cardNumber', '4242 4242 4242', messages.card.numberInvalid],
    ['cardHolder', '', messages.card.holderRequired],
    ['expiryDate', '', messages.card.expiryRequired],
    ['expiryDate', '1229', messages.card.expiryInvalid],
    ['cvv', '', messages.card.cvvRequired],
    ['cvv', '12', messages.card.cvvInvalid],
  ])('%s = %j gives %s', (field, value, text) => {
    expect(errorsOf(validate(CardForm, { ...card, [field]: value }))[field]?.[0]).toBe(text);
  });

  it('refuses a month outside 01–12 as a bad format, and a past month as expired', () => {
    // 10:30 on 22 November 2026 in Karachi.
    const atClock = cardFormAt(() => new Date('2026-11-22T05:30:00Z'));
    expect(validate(atClock, { ...card, expiryDate: '11/26' }).ok).toBe(true);
    expect(errorsOf(validate(atClock, { ...card, expiryDate: '10/26' })).expiryDate).toEqual([messages.card.expired]);
    expect(errorsOf(validate(atClock, { ...card, expiryDate: '13/27' })).expiryDate).toEqual([messages.card.expiryInvalid]);
    expect(errorsOf(validate(atClock, { ...card, expiryDate: '00/27' })).expiryDate).toEqual([messages.card.expiryInvalid]);
  });

  it('reads a missing card field as required, not as a type error', () => {
    const { cardNumber: _number, cvv: _cvv, ...rest } = card;
    expect(errorsOf(validate(CardForm, rest))).toEqual({ cardNumber: [messages.card.numberRequired], cvv: [messages.card.cvvRequired] });
  });

  it('checks the UPI id shape', () => {
    expect(validate(UpiForm, { vpa: 'sara.ali@oksbi' }).ok).toBe(true);
    expect(errorsOf(validate(UpiForm, { vpa: 'sara ali@' })).vpa).toEqual([messages.upi.invalid]);
  });

  it('needs a wallet and, except for Amazon Pay, a 10-digit mobile starting 6-9', () => {
    expect(errorsOf(validate(WalletForm, { walletType: '' })).walletType).toEqual([messages.wallet.selectWallet]);
    expect(errorsOf(validate(WalletForm, { walletType: 'paytm', phone: '5123456789' })).phone).toEqual([messages.wallet.invalidMobile]);
    expect(validate(WalletForm, { walletType: 'paytm', phone: '9123456789' }).ok).toBe(true);
    expect(validate(WalletForm, { walletType: 'amazonpay' }).ok).toBe(true);
  });
});

describe('wrongly typed input', () => {
  const card = { cardNumber: '4242 4242 4242 4242', cardHolder: 'Sara Ali', expiryDate: '12/29', cvv: '123' };

  it.each([
    [{ cardNumber: 4242424242424242 }, 'cardNumber', messages.validation.fieldMustBe('cardNumber', 'text')],
    [{ cardNumber: [4242, 4242, 4242, 4242] }, 'cardNumber', messages.validation.fieldMustBe('cardNumber', 'text')],
    [{ billingAddress: 'Clifton 5' }, 'billingAddress', messages.validation.fieldMustBe('billingAddress', 'an object')],
    [{ billingAddress: { street: 12345678 } }, 'billingAddress.street', messages.validation.fieldMustBe('billingAddress.street', 'text')],
    [{ billingAddress: { street: 'x'.repeat(201) } }, 'billingAddress.street', messages.validation.fieldTooLong('billingAddress.street', 200)],
  ])('names the field and what it must be, never the value: %j', (change, field, text) => {
    const result = validate(CardForm, { ...card, ...change });
    expect(errorsOf(result)).toEqual({ [field]: [text] });
    expect(JSON.stringify(result)).not.toMatch(/4242|12345678|Clifton|x{20}/);
  });

  it('names the whole body when it is not an object', () => {
    expect(errorsOf(validate(CardForm, '4242424242424242'))).toEqual({ _: [messages.validation.fieldMustBe('The request body', 'an object')] });
  });

  it('names a missing field without a message of its own, and a value that matches none of the accepted shapes', () => {
    expect(errorsOf(validate(ResetPasswordForm, { password: 'secret1' }))).toEqual({ confirmPassword: [messages.validation.fieldRequired('confirmPassword')] });
    // With a message of its own (an empty Confirm Password asks for it), a missing field reads as that message.
    const { confirmPassword: _missing, ...withoutConfirmation } = validForm;
    expect(errorsOf(validate(RegisterForm, withoutConfirmation))).toEqual({ confirmPassword: [messages.register.confirmPasswordRequired] });
    const booking = { service: 'express-exterior-wash', car: 'car-1', booking_date: '2026-11-23', customer: true };
    expect(errorsOf(validate(BookingCreatePayload, booking))).toEqual({ customer: [messages.validation.fieldInvalid('customer')] });
  });
});

describe('profile changes', () => {
  const saved = 'bilal@example.pk';

  it('asks for the current password only with another email address', () => {
    expect(validate(profileUpdateFor(saved), { name: 'Bilal A.' }).ok).toBe(true);
    expect(validate(profileUpdateFor(saved), { email: ' Bilal@Example.pk ' }).ok).toBe(true);
    expect(errorsOf(validate(profileUpdateFor(saved), { email: 'bilal.new@example.pk' }))).toEqual({ current_password: [messages.profile.currentPasswordRequired] });
    expect(errorsOf(validate(profileUpdateFor(saved), { email: 'bilal.new@example.pk', current_password: '' }))).toEqual({ current_password: [messages.profile.currentPasswordRequired] });
    expect(validate(profileUpdateFor(saved), { email: 'bilal.new@example.pk', current_password: 'karachi123' }).ok).toBe(true);
  });
});
