// Texts the API client recognises in any failed response (spec §7, §8), needed from the first request on.
import { translatable } from '../i18n';

/** The generic text for a failed response without a server message (spec §7): a status line, kept as it is. */
export const httpStatusText = (status: number, statusText: string) => `HTTP ${status}: ${statusText}`;

/** Texts that mark an error as an authentication failure, as the spec gives them (spec §8). */
const SPEC_AUTH_FAILURE_MARKERS = [
  'HTTP 401',
  'Invalid token',
  'Token is invalid',
  'Customer no longer exists',
  'Authentication credentials were not provided',
] as const;

/** The same markers as the server words them in the language in force (an answer in Urdu carries Urdu ones). */
export const httpMessages = translatable('httpMessages', { authFailureMarkers: SPEC_AUTH_FAILURE_MARKERS } as const);

/** Every text that marks an error as an authentication failure: the spec's, and the language in force's. */
export const authFailureMarkers = (): readonly string[] => [...new Set<string>([...SPEC_AUTH_FAILURE_MARKERS, ...httpMessages.authFailureMarkers])];
