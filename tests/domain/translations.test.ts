// Every customer-facing catalogue has an Urdu text for every key: a missing, empty or untranslated one fails here,
// naming its place. English stays the reference: Urdu has no key English lacks, functions take the same parameters.
import { describe, expect, it } from 'vitest';
import { declaredCatalogues, setLanguageSource, type Language } from '../../src/domain/i18n';
import '../../src/domain/ur';
import '../../server/i18n/messages-ur';
import '../../server/messages';
import '../../server/i18n/channel-answers-ur';
import { messages } from '../../src/domain/messages';
import { navLabels } from '../../src/domain/content';

// Every domain module, so a catalogue declared anywhere is checked even if nothing registers its Urdu.
import.meta.glob('../../src/domain/**/*.ts', { eager: true });

/** An English sentence left as it was: two English words in a row (brand names, PKR and codes may stay). */
const looksUntranslated = (english: string, urdu: string) => urdu === english && /[a-z]{3,}\s+[a-z]{3,}/i.test(english);

function problemsIn(english: unknown, urdu: unknown, path: string, found: string[]) {
  if (typeof english === 'string') {
    if (typeof urdu !== 'string' || urdu.trim() === '') found.push(`${path}: missing or empty`);
    else if (looksUntranslated(english, urdu)) found.push(`${path}: still English ("${english}")`);
  } else if (typeof english === 'function') {
    if (typeof urdu !== 'function') found.push(`${path}: missing function`);
    else if (urdu.length !== english.length) found.push(`${path}: takes ${urdu.length} parameters, English ${english.length}`);
  } else if (Array.isArray(english)) {
    if (!Array.isArray(urdu) || urdu.length !== english.length) found.push(`${path}: list of ${english.length} expected`);
    else english.forEach((item, index) => problemsIn(item, urdu[index], `${path}[${index}]`, found));
  } else if (english !== null && typeof english === 'object') {
    if (urdu === null || typeof urdu !== 'object') return void found.push(`${path}: missing`);
    for (const key of Object.keys(english)) problemsIn((english as Record<string, unknown>)[key], (urdu as Record<string, unknown>)[key], `${path}.${key}`, found);
    for (const key of Object.keys(urdu)) if (!(key in english)) found.push(`${path}.${key}: not in English`);
  }
}

describe('Urdu translation', () => {
  const catalogues = declaredCatalogues();

  it('covers every customer-facing catalogue', () => {
    expect(catalogues.length).toBeGreaterThan(20);
    expect(catalogues.filter((catalogue) => !catalogue.translations.ur).map((catalogue) => catalogue.name)).toEqual([]);
  });

  it.each(catalogues.map((catalogue) => [catalogue.name, catalogue] as const))('%s has every key in Urdu', (_name, catalogue) => {
    const found: string[] = [];
    problemsIn(catalogue.english, catalogue.translations.ur, catalogue.name, found);
    expect(found).toEqual([]);
  });

  it('answers in the language in force, and in English by default', () => {
    let language: Language = 'en';
    setLanguageSource(() => language);
    const english = [messages.booking.created, navLabels.bookNow];
    language = 'ur';
    const urdu = [messages.booking.created, navLabels.bookNow];
    setLanguageSource(() => 'en');
    expect(english).toEqual(['Booking confirmed successfully!', 'Book Now']);
    urdu.forEach((text, index) => {
      expect(text).not.toBe(english[index]);
      expect(text).toMatch(/[\u0600-\u06FF]/);
    });
  });
});
