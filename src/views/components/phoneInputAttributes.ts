// The attributes every Pakistani mobile number input shares. No maxLength: the browser would cut a pasted
// "0300-1234567" before its dash is filtered out; the flow's typedPhone filters first, then caps at 11 digits.
// A number reads left to right, also in an Urdu form.
import { PHONE_PLACEHOLDER } from '../../domain/constants';

export const phoneInputAttributes = {
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel-national',
  placeholder: PHONE_PLACEHOLDER,
  dir: 'ltr',
} as const;
