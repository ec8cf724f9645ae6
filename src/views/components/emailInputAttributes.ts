// The attributes every e-mail address input of an account form shares; an address reads left to right, also in an
// Urdu form.
import { EMAIL_PLACEHOLDER } from '../../domain/constants';

export const emailInputAttributes = {
  type: 'email',
  name: 'email',
  autoComplete: 'email',
  placeholder: EMAIL_PLACEHOLDER,
  dir: 'ltr',
} as const;
