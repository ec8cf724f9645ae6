import type { Translation } from '../../i18n';
import type { httpMessages } from '../../messageAreas/http';
import { sessionMessagesUr } from './session';

/** The spec's markers as an Urdu answer words them, in the same order (the English ones stay in force too). */
export const httpMessagesUr: Translation<typeof httpMessages> = {
  authFailureMarkers: ['HTTP 401', 'ٹوکن درست نہیں', 'ٹوکن غلط ہے', 'یہ اکاؤنٹ اب موجود نہیں', sessionMessagesUr.auth.notAuthenticated],
};
