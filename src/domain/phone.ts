import { PHONE_LENGTH, PHONE_PREFIX } from './constants';

export const PHONE_PATTERN = /^03\d{9}$/;

/** A phone number as a `tel:` link: its digits and a leading +, whatever spaces or dashes it is written with. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** What the phone input shows as the user types: digits only, starting 03, at most 11 characters. */
export const formatPhoneInput = (raw: string) => {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return '';
  let local: string;
  if (digits.startsWith(PHONE_PREFIX)) local = digits;
  else if (digits.startsWith('92')) local = `0${digits.slice(2)}`;
  else if (digits.startsWith('3')) local = `0${digits}`;
  else if (digits.startsWith('0')) local = `${PHONE_PREFIX}${digits.slice(1)}`;
  else local = `${PHONE_PREFIX}${digits}`;
  return (local.startsWith(PHONE_PREFIX) ? local : `${PHONE_PREFIX}${local.slice(2)}`).slice(0, PHONE_LENGTH);
};

/** Server-side normalisation: "+92 300 1234567", "0300-1234567" → "03001234567"; null when not a Pakistani mobile. */
export const normalisePhone = (raw: string) => {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('92') && digits.length === 12) digits = `0${digits.slice(2)}`;
  return PHONE_PATTERN.test(digits) ? digits : null;
};

/** A workshop's phone as printed on mails and invoices: a landline or a mobile, written with +, spaces, hyphens or brackets ("+92 21 3584 1122"). */
export const isWorkshopPhone = (raw: string) => /^\+?[\d\s()-]+$/.test(raw) && raw.replace(/\D/g, '').length >= 10 && raw.replace(/\D/g, '').length <= 13;

/**
 * A Pakistani number's national digits: a mobile (3 and nine digits) or a landline (an area code not starting 0, 1
 * or 3, and the subscriber's number: nine or ten digits in all). Migration 0015 writes the same rule in SQL.
 */
const PAKISTANI_NATIONAL_NUMBER = /^(?:3\d{9}|[24-9]\d{8,9})$/;
/** Digits with the usual separators, and a leading + at most. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
export const PAKISTAN_COUNTRY_CODE = '+92';

/**
 * A Pakistani mobile or landline number in its one stored form, `+92` and the national digits, from any usual
 * spelling: "0300-1234567", "+92 300 1234567", "923001234567", "0092 300 1234567", "300 1234567" (a mobile without
 * its 0) and "021-34567890" all work; null for anything else.
 */
export function normalisePakistaniPhone(raw: string): string | null {
  const written = raw.trim();
  if (!PHONE_CHARACTERS.test(written)) return null;
  const digits = written.replace(/\D/g, '');
  let national: string;
  if (written.startsWith('+')) national = digits.startsWith('92') ? digits.slice(2) : '';
  else if (digits.startsWith('0092')) national = digits.slice(4);
  else if (digits.startsWith('0')) national = digits.slice(1);
  else if (digits.startsWith('92')) national = digits.slice(2);
  else national = /^3\d{9}$/.test(digits) ? digits : '';
  return PAKISTANI_NATIONAL_NUMBER.test(national) ? `${PAKISTAN_COUNTRY_CODE}${national}` : null;
}

/** The digits of a phone number as written in any usual way, without the country code or the leading 0. */
export const nationalDigits = (text: string) => text.replace(/\D/g, '').replace(/^(0092|92|0)/, '');
