// What a phone field holds as the customer types (spec §5), on Create Account and the profile alike.
import { PHONE_PREFIX } from '../domain/constants';
import { formatPhoneInput } from '../domain/phone';

/** Digits only and forced to 03…; a leading '0' being typed, and deleting, are left alone. */
export function typedPhone(previous: string, typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (typed.length < previous.length || PHONE_PREFIX.startsWith(digits)) return digits;
  return formatPhoneInput(typed);
}
