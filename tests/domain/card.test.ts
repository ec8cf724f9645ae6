import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, cardNumberValid, lastFour, luhnValid } from '../../src/domain/card';

describe('card numbers', () => {
  it.each(['4242424242424242', '5555555555554444', '4000000000000002', '378282246310005', '6074820000000009', '79927398713'])(
    'accepts the Luhn-valid %s',
    (digits) => {
      expect(luhnValid(digits)).toBe(true);
    },
  );

  it.each(['4242424242424241', '1234567812345678', '79927398710', '4242 4242 4242 4242', '', 'abcd'])('refuses %j', (digits) => {
    expect(luhnValid(digits)).toBe(false);
  });

  it('needs 12 to 19 digits besides the checksum', () => {
    expect(cardNumberValid('4242424242424242')).toBe(true);
    expect(cardNumberValid('79927398713')).toBe(false);
    expect(cardNumberValid('42424242424242424242')).toBe(false);
  });

  it('reads the digits of a number typed with spaces or dashes', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6074820000000009', 'rupay'],
    ['5088000000000000', 'rupay'],
    ['9999999999999995', 'unknown'],
    ['', 'unknown'],
  ])('names the brand of %s: %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });

  it('keeps only the last four digits', () => {
    expect(lastFour('4242424242424242')).toBe('4242');
    expect(lastFour('5555555555554444')).toBe('4444');
  });
});
