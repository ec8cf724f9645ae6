import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_INPUT_MAX, EXPIRY_INPUT_MAX, PINCODE_MAX, WALLET_MOBILE_LENGTH } from '../../src/domain/constants';
import { formatCardNumber, formatCvv, formatExpiry, formatPincode, formatWalletMobile, withUpiSuffix } from '../../src/domain/paymentInput';
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

  it('keeps digits only in the CVV (4), the pincode (6) and the wallet mobile (10)', () => {
    expect(formatCvv('12a34 5')).toBe('1234');
    expect(formatPincode('40-00019')).toBe('400001');
    expect(formatPincode('4000019').length).toBe(PINCODE_MAX);
    expect(formatWalletMobile('+91 98765 43210 9')).toBe('9198765432');
    expect(formatWalletMobile('98765432109').length).toBe(WALLET_MOBILE_LENGTH);
  });

  it('replaces the part of a UPI id after @, or appends the handle', () => {
    expect(withUpiSuffix('ayesha@ybl', '@oksbi')).toBe('ayesha@oksbi');
    expect(withUpiSuffix('ayesha', '@paytm')).toBe('ayesha@paytm');
    expect(withUpiSuffix(' ayesha@ok@x ', '@upi')).toBe('ayesha@upi');
    expect(withUpiSuffix('', '@ybl')).toBe('@ybl');
  });
});
