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
