// The page's side of the language: which one the texts are read in, the page's lang and dir, the browser's
// remembered choice (a cookie the server also reads to send the page in that language), and the Urdu web font.
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, setLanguageSource, textDirection, type Language } from '../../domain/i18n';

let current: Language = DEFAULT_LANGUAGE;
setLanguageSource(() => current);

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const cookieLanguage = (): Language | null => {
  const value = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : null;
};

/** The browser's remembered choice, else the language the server sent the page in (it follows Accept-Language). */
export const initialLanguage = (): Language => {
  const pageLanguage = document.documentElement.lang;
  return cookieLanguage() ?? (isLanguage(pageLanguage) ? pageLanguage : DEFAULT_LANGUAGE);
};

/** Makes `language` the one every text is read in and turns the page to it. */
export function applyLanguage(language: Language, { remember }: { remember: boolean }) {
  current = language;
  const root = document.documentElement;
  root.lang = language;
  root.dir = textDirection(language);
  // The Urdu font is fetched only in Urdu: the English first load does not carry it.
  if (language === 'ur') void import('./urduFont');
  if (remember) document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
