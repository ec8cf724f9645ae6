// Date formatters in the language in force, each language's made the first time it asks (building an Intl formatter
// costs ~0.3 ms, and a date grid or an invoice asks for many dates at once). Dates are YYYY-MM-DD days, read in UTC.
import { activeLanguage, INTL_LOCALE, type Language } from './i18n';

/** `formats()` answers the named formatters for the language in force. */
export function dateFormatsPerLanguage<Name extends string>(options: Record<Name, Intl.DateTimeFormatOptions>): () => Record<Name, Intl.DateTimeFormat> {
  const made = new Map<Language, Record<Name, Intl.DateTimeFormat>>();
  return () => {
    const language = activeLanguage();
    const known = made.get(language);
    if (known) return known;
    const locale = INTL_LOCALE[language].date;
    const formats = Object.fromEntries(
      Object.entries<Intl.DateTimeFormatOptions>(options).map(([name, option]) => [name, new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...option })]),
    ) as Record<Name, Intl.DateTimeFormat>;
    made.set(language, formats);
    return formats;
  };
}

/** The instant a YYYY-MM-DD day starts in UTC, which the formatters above read it in. */
export const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
