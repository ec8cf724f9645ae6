// Pure card helpers shared by the checkout form and the server: Luhn check, brand, last four digits, expiry.
import { todayInKarachi } from './format';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unionpay' | 'paypak' | 'rupay' | 'unknown';

const CARD_NUMBER_PATTERN = /^\d{12,19}$/;

/** The digits of a card number as typed ("4242 4242 4242 4242" → "4242424242424242"). */
export const cardDigits = (typed: string): string => typed.replace(/[\s-]/g, '');

/** The Luhn (mod 10) checksum every real card number satisfies; false for anything but digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/** Only zeros: Luhn-valid, yet never issued to anyone. */
const allZeros = (digits: string) => /^0+$/.test(digits);

/** 12 to 19 digits passing the Luhn check, and not all zeros. */
export const cardNumberValid = (digits: string): boolean => CARD_NUMBER_PATTERN.test(digits) && luhnValid(digits) && !allZeros(digits);

/** MM/YY with a month from 01 to 12. */
export const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/\d{2}$/;

/**
 * True when a card with this MM/YY expiry can no longer be used at `now`: a card is good through the last day of
 * its expiry month, counted in the workshop's zone (Asia/Karachi). False for text that is not MM/YY.
 */
export function cardExpired(expiry: string, now: Date): boolean {
  if (!EXPIRY_PATTERN.test(expiry)) return false;
  const [month = 0, year = 0] = expiry.split('/').map(Number);
  const [currentYear = 0, currentMonth = 0] = todayInKarachi(now).split('-').map(Number);
  return 2000 + year < currentYear || (2000 + year === currentYear && month < currentMonth);
}

const startsWithin = (digits: string, length: number, from: number, to: number) => {
  const prefix = Number(digits.slice(0, length));
  return digits.length >= length && prefix >= from && prefix <= to;
};

/**
 * The card network, from the number's leading digits (IIN ranges). PayPak (Pakistan's domestic scheme) is read
 * before Mastercard: its 220… prefix lies just below Mastercard's 2221–2720 range; UnionPay is 62….
 */
export function cardBrand(digits: string): CardBrand {
  if (!/^\d+$/.test(digits)) return 'unknown';
  if (/^3[47]/.test(digits)) return 'amex';
  if (digits.startsWith('4')) return 'visa';
  if (digits.startsWith('220')) return 'paypak';
  if (digits.startsWith('62')) return 'unionpay';
  if (startsWithin(digits, 2, 51, 55) || startsWithin(digits, 4, 2221, 2720)) return 'mastercard';
  if (/^(60|65|81|82|508|353|356)/.test(digits)) return 'rupay';
  return 'unknown';
}

/** The last four digits, the only part of a card number ever kept or shown. */
export const lastFour = (digits: string): string => digits.slice(-4);
