// The language switch's own texts. Each language's name is written in that language whatever the page's language.
import { translatable, type Language } from './i18n';

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ur: 'اردو' };

export const languageContent = translatable('languageContent', {
  switchLabel: 'Language',
  loadFailed: 'Urdu could not be loaded. Please check your connection and try again.',
} as const);
