import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_INPUT_MAX, EXPIRY_INPUT_MAX, PHONE_LENGTH, POSTAL_CODE_LENGTH, WALLET_MOBILE_LENGTH } from '../../src/domain/constants';
import { formatCardNumber, formatCvv, formatExpiry, formatPincode, formatWalletMobile, withUpiSuffix } from '../../src/domain/paymentInput';
import { messages } from '../../src/domain/messages';
import { CardForm, validate } from '../../src/domain/schemas';

describe('checkout input formatting (spec §5, §9)', () => {
  it('groups card digits in fours and stops at 19 characters', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('4242 4242 4242 42429999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('keeps any typed card number grouped, digits only, within the maximum', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const shown = formatCardNumber(typed);
        expect(shown.length).toBeLessThanOrEqual(CARD_INPUT_MAX);
        expect(shown).toMatch(/^(\d{4} )*\d{0,4}$/);
        expect(shown.replace(/ /g, '')).toBe(typed.replace(/\D/g, '').slice(0, 16));
        expect(formatCardNumber(shown)).toBe(shown);
      }),
    );
  });

  it('inserts the expiry slash after the month, at most 5 characters', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/289')).toBe('12/28');
    expect(formatExpiry('12/28').length).toBe(EXPIRY_INPUT_MAX);
    expect(validate(CardForm, { cardNumber: '4242424242424242', cardHolder: 'A', expiryDate: formatExpiry('0130'), cvv: '123' }).ok).toBe(true);
  });

  it('keeps digits only in the CVV (4), the postal code (5) and the wallet mobile (10, or 11 for JazzCash/Easypaisa)', () => {
    expect(formatCvv('12a34 5')).toBe('1234');
    expect(formatPincode('75-5001')).toBe('75500');
    expect(formatPincode('7550019').length).toBe(POSTAL_CODE_LENGTH);
    expect(formatWalletMobile('+91 98765 43210 9', 'paytm')).toBe('9198765432');
    expect(formatWalletMobile('98765432109', 'phonepe').length).toBe(WALLET_MOBILE_LENGTH);
    expect(formatWalletMobile('0300-1234567 8', 'jazzcash')).toBe('03001234567');
    expect(formatWalletMobile('030012345678', 'easypaisa').length).toBe(PHONE_LENGTH);
    expect(formatWalletMobile('030012345678')).toBe('03001234567');
  });

  it('checks the billing postal code: exactly 5 digits when given', () => {
    const card = { cardNumber: '4242424242424242', cardHolder: 'A', expiryDate: '01/30', cvv: '123' };
    const withPostalCode = (pincode: string) => validate(CardForm, { ...card, billingAddress: { pincode } });
    expect(withPostalCode('75500').ok).toBe(true);
    expect(withPostalCode('').ok).toBe(true);
    expect(withPostalCode('7550')).toMatchObject({ ok: false, errors: { 'billingAddress.pincode': [messages.card.postalCodeInvalid] } });
    expect(withPostalCode('755001').ok).toBe(false);
  });

  it('replaces the part of a UPI id after @, or appends the handle', () => {
    expect(withUpiSuffix('ayesha@ybl', '@oksbi')).toBe('ayesha@oksbi');
    expect(withUpiSuffix('ayesha', '@paytm')).toBe('ayesha@paytm');
    expect(withUpiSuffix(' ayesha@ok@x ', '@upi')).toBe('ayesha@upi');
    expect(withUpiSuffix('', '@ybl')).toBe('@ybl');
  });
});
