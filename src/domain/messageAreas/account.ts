// What the server answers about an account once it is settled: signed in, a reset link refused, a password changed.
// Apart from the session area, so the first page load does not carry them.
import { translatable } from '../i18n';

export const accountMessages = translatable('accountMessages', {
  account: {
    resetLinkInvalid: 'This reset link is invalid or has expired.',
    passwordChanged: 'Your password has been changed. Please sign in with the new password.',
    loginSuccessful: 'Login successful',
  },
} as const);
