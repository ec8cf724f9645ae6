// Languages of the customer app. Every text catalogue is declared once, in English, with `translatable`; a
// translation is registered beside it with `addTranslation` and read through the same object, so no call site
// changes: `messages.booking.created` answers in the language in force. The SPA sets that language from its
// switch, the server per request (Accept-Language, or the account's) — each through `setLanguageSource`.

export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers a browser's choice (read by the server to send the page in that language). */
export const LANGUAGE_COOKIE = 'language';

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * Keeps a phone number, plate or address left-to-right inside right-to-left plain text (a toast, an API answer, a
 * mail's text part): without the isolate, "+92 21 3584 1122" in Urdu reads its groups backwards.
 */
export const ltr = (text: string) => `\u2066${text}\u2069`;

export const textDirection = (language: Language): 'ltr' | 'rtl' => (language === 'ur' ? 'rtl' : 'ltr');

/** Intl locales: Urdu as written in Pakistan, with Latin digits. */
export const INTL_LOCALE: Record<Language, { number: string; date: string }> = {
  en: { number: 'en-PK', date: 'en-GB' },
  ur: { number: 'ur-PK-u-nu-latn', date: 'ur-PK-u-nu-latn' },
};

/** The first of the supported languages an Accept-Language header prefers ('ur-PK,ur;q=0.9,en;q=0.8' → 'ur'), else null. */
export function preferredLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { primary: tag.split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage) ?? null;
}

let languageSource: () => Language = () => DEFAULT_LANGUAGE;

/** Who decides the language in force: the SPA's language switch, or the server's request. */
export const setLanguageSource = (source: () => Language) => {
  languageSource = source;
};

export const activeLanguage = (): Language => languageSource();

/** A translated copy of a catalogue: the same keys, any text for a text, the same parameters for a function. */
export type Translation<T> = T extends (...args: infer A) => infer R
  ? (...args: A) => R extends string ? string : R
  : T extends string
    ? string
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

interface Catalogue {
  readonly name: string;
  readonly english: object;
  readonly translations: Partial<Record<Language, object>>;
  readonly views: Map<string, object>;
}

const catalogues = new Map<object, Catalogue>();

const at = (root: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined), root);

/** The object at `path` in the language in force, or the English one where the translation has none. */
function sourceAt(catalogue: Catalogue, path: readonly PropertyKey[]): object {
  const language = activeLanguage();
  const translated = language === DEFAULT_LANGUAGE ? undefined : at(catalogue.translations[language], path);
  if (translated !== null && typeof translated === 'object') return translated;
  return at(catalogue.english, path) as object;
}

function viewAt(catalogue: Catalogue, path: readonly PropertyKey[]): object {
  const key = path.map(String).join('\u0000');
  const known = catalogue.views.get(key);
  if (known) return known;
  const target = at(catalogue.english, path) as object;
  const view = new Proxy(target, {
    get(_target, property) {
      const source = sourceAt(catalogue, path);
      let value = Reflect.get(source, property, source);
      if (value === undefined && typeof property === 'string') value = Reflect.get(target, property);
      if (typeof property === 'string' && value !== null && typeof value === 'object') return viewAt(catalogue, [...path, property]);
      return value;
    },
    has: (_target, property) => Reflect.has(sourceAt(catalogue, path), property),
    ownKeys: () => Reflect.ownKeys(sourceAt(catalogue, path)),
    getOwnPropertyDescriptor(_target, property) {
      // An array's length cannot be reported differently from the English array's (a proxy invariant).
      if (Array.isArray(target) && property === 'length') return Reflect.getOwnPropertyDescriptor(target, property);
      const descriptor = Reflect.getOwnPropertyDescriptor(sourceAt(catalogue, path), property);
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
    set: () => false,
    deleteProperty: () => false,
  });
  catalogue.views.set(key, view);
  return view;
}

/** Declares an English catalogue (texts and text-making functions, nested objects and arrays) that can be translated. */
export function translatable<T extends object>(name: string, english: T): T {
  const catalogue: Catalogue = { name, english, translations: {}, views: new Map() };
  const view = viewAt(catalogue, []);
  catalogues.set(view, catalogue);
  return view as T;
}

/** Registers `language`'s version of a catalogue declared with `translatable`. */
export function addTranslation<T extends object>(catalogue: T, language: Exclude<Language, 'en'>, translated: Translation<T>): void {
  const entry = catalogues.get(catalogue);
  if (!entry) throw new Error('addTranslation takes a catalogue made by translatable()');
  entry.translations[language] = translated;
}

/** Every declared catalogue with its English original and its translations (for the completeness test). */
export const declaredCatalogues = (): readonly { name: string; english: object; translations: Partial<Record<Language, object>> }[] =>
  [...catalogues.values()].map(({ name, english, translations }) => ({ name, english, translations }));

/** A record of texts each read when it is asked for, in the language in force then (`{ card: () => messages.x }`). */
export function readWhenShown<K extends string>(readers: Record<K, () => string>): Record<K, string> {
  const record = {} as Record<K, string>;
  for (const key of Object.keys(readers) as K[]) Object.defineProperty(record, key, { get: readers[key], enumerable: true });
  return record;
}
