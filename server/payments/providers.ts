// The real gateways set up by their settings (README "Taking real payments").
import type { Logger } from '../http/logger';
import { easypaisaProvider } from './easypaisa/provider';
import { jazzcashProvider } from './jazzcash/provider';
import { safepayProvider } from './safepay/provider';
import type { LiveProvider } from './provider';
import type { LivePaymentSettings } from './settings';

/** What a provider writes about a suspicious answer: never a credential, a hash or a body. */
export const providerLog = (log: Logger) => ({
  warn: (fields: object, message: string) =>
    log.error(message, Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === 'number' || typeof value === 'boolean' ? value : String(value)]))),
});

/**
 * Each call waits at most this long: less than the app's own wait for the server, so a slow gateway leaves the
 * payment pending (and the payment page following it) instead of failing the customer's request.
 */
export const GATEWAY_TIMEOUT_MS = 10_000;

export function providersOf(settings: LivePaymentSettings, log: Logger, now: () => Date, companyEmail: string): LiveProvider[] {
  const common = { log: providerLog(log), timeoutMs: GATEWAY_TIMEOUT_MS };
  const providers: LiveProvider[] = [];
  if (settings.jazzcash) {
    providers.push(jazzcashProvider({ ...settings.jazzcash, ...common, now }));
  }
  if (settings.safepay) providers.push(safepayProvider({ ...settings.safepay, ...common }));
  if (settings.easypaisa) providers.push(easypaisaProvider({ ...settings.easypaisa, emailAddress: settings.easypaisa.emailAddress ?? companyEmail, ...common }));
  return providers;
}
