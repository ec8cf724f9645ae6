// The language the server speaks, per request: Accept-Language when it names English or Urdu, else the signed-in
// account's, else English. Every translatable catalogue (src/domain/i18n.ts) reads it from here, so a sentence is
// made in the language of the request that is being answered; work outside a request picks one with inLanguage.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { DEFAULT_LANGUAGE, preferredLanguage, setLanguageSource, type Language } from '../../src/domain/i18n';
// The Urdu catalogues, registered once at start beside their English originals.
import '../../src/domain/ur/index';
import './messages-ur';
import './channel-answers-ur';

interface LanguageInForce {
  language: Language;
  /** True when Accept-Language (or inLanguage) chose it: the account's language does not override it. */
  settled: boolean;
}

const store = new AsyncLocalStorage<LanguageInForce>();

setLanguageSource(() => store.getStore()?.language ?? DEFAULT_LANGUAGE);

/** Runs `work` (and everything it awaits) in `language`: mails, receipts, sweeps outside a request. */
export const inLanguage = <T>(language: Language, work: () => T): T => store.run({ language, settled: true }, work);

/** Every request runs in the language its Accept-Language header prefers, English until the session says otherwise. */
export const requestLanguage = (): MiddlewareHandler => (c, next) => {
  const asked = preferredLanguage(c.req.header('accept-language'));
  return store.run({ language: asked ?? DEFAULT_LANGUAGE, settled: asked !== null }, next);
};

/** Once the session is known: a request whose header chose no language speaks the account's. */
export function adoptAccountLanguage(language: Language): void {
  const inForce = store.getStore();
  if (inForce && !inForce.settled) inForce.language = language;
}
