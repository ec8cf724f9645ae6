import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, cardExpired, cardNumberValid, lastFour, luhnValid } from '../../src/domain/card';

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

  it('refuses a number of zeros only, although it passes the Luhn check', () => {
    expect(luhnValid('0000000000000000')).toBe(true);
    expect(cardNumberValid('0000000000000000')).toBe(false);
    expect(cardNumberValid('000000000000')).toBe(false);
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
    ['6200000000000005', 'unionpay'],
    ['6250941006528599', 'unionpay'],
    ['2205000000000000', 'paypak'],
    ['2200000000000004', 'paypak'],
    ['2221000000000009', 'mastercard'],
    ['5088000000000000', 'rupay'],
    ['9999999999999995', 'unknown'],
    ['', 'unknown'],
  ])('names the brand of %s: %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });

  describe('expiry (MM/YY, good through the last day of the month in Karachi)', () => {
    // 23:59 on 30 November 2026 in Karachi (UTC+5), and one minute later, 1 December.
    const lastMinuteOfNovember = new Date('2026-11-30T18:59:00Z');
    const firstMinuteOfDecember = new Date('2026-11-30T19:00:00Z');

    it('treats a card as valid through its expiry month', () => {
      expect(cardExpired('11/26', lastMinuteOfNovember)).toBe(false);
      expect(cardExpired('12/26', lastMinuteOfNovember)).toBe(false);
      expect(cardExpired('01/27', lastMinuteOfNovember)).toBe(false);
    });

    it('turns the month over at midnight in Karachi, not UTC', () => {
      expect(cardExpired('11/26', firstMinuteOfDecember)).toBe(true);
      expect(cardExpired('12/26', firstMinuteOfDecember)).toBe(false);
    });

    it('compares the year before the month', () => {
      expect(cardExpired('12/25', lastMinuteOfNovember)).toBe(true);
      expect(cardExpired('01/30', lastMinuteOfNovember)).toBe(false);
    });
  });

  it('keeps only the last four digits', () => {
    expect(lastFour('4242424242424242')).toBe('4242');
    expect(lastFour('5555555555554444')).toBe('4444');
  });
});
