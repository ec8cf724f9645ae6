// What a phone field holds as the customer types (spec §5), on Create Account and the profile alike.
import { PHONE_PREFIX } from '../domain/constants';
import { formatPhoneInput } from '../domain/phone';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Whether `next` is `previous` with one stretch removed (backspace, delete, cutting a selection). */
export function isDeletion(previous: string, next: string): boolean {
  if (next.length >= previous.length) return false;
  let kept = 0;
  while (kept < next.length && next[kept] === previous[kept]) kept += 1;
  return next.slice(kept) === previous.slice(previous.length - (next.length - kept));
}

/**
 * Digits only (filtered first, so a pasted "0300-1234567" keeps every digit), forced to 03… and capped at 11 digits;
 * a leading '0' being typed, and deleting, are left alone. Typing over a selection is typing, not deleting.
 */
export function typedPhone(previous: string, typed: string): string {
  const digits = digitsOf(typed);
  if (isDeletion(digitsOf(previous), digits) || PHONE_PREFIX.startsWith(digits)) return digits;
  return formatPhoneInput(digits);
}
