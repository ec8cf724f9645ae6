// The customer's phone as the opt-in shows it: enough to recognise the number, not enough to read it off a screen.
import { normalisePakistaniPhone } from './phone';

/** "03001234567" → "+92 300 •••4567"; a number that is not Pakistani keeps only its last 4 digits. */
export function maskedPhone(phone: string): string {
  const stored = normalisePakistaniPhone(phone);
  if (stored) {
    const national = stored.slice(3);
    return `+92 ${national.slice(0, 3)} ${'•'.repeat(national.length - 7)}${national.slice(-4)}`;
  }
  const digits = phone.replace(/\D/g, '');
  return digits.length > 4 ? `${'•'.repeat(digits.length - 4)}${digits.slice(-4)}` : digits;
}
