// The real gateways set up by their settings (README "Taking real payments").
import type { Logger } from '../http/logger';
import { jazzcashProvider } from './jazzcash/provider';
import type { LiveProvider } from './provider';
import type { LivePaymentSettings } from './settings';

/** What a provider writes about a suspicious answer: never a credential, a hash or a body. */
export const providerLog = (log: Logger) => ({
  warn: (fields: object, message: string) =>
    log.error(message, Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === 'number' || typeof value === 'boolean' ? value : String(value)]))),
});

export function providersOf(settings: LivePaymentSettings, log: Logger, now: () => Date): LiveProvider[] {
  const warn = providerLog(log);
  const providers: LiveProvider[] = [];
  if (settings.jazzcash) {
    const { merchantMpin, ...jazzcash } = settings.jazzcash;
    providers.push(jazzcashProvider({ ...jazzcash, ...(merchantMpin ? { merchantMpin } : {}), log: warn, now }));
  }
  return providers;
}
