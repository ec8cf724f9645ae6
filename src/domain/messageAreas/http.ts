// Texts the API client recognises in any failed response (spec §7, §8), needed from the first request on.

/** The generic text for a failed response without a server message (spec §7). */
export const httpStatusText = (status: number, statusText: string) => `HTTP ${status}: ${statusText}`;

/** Texts that mark an error as an authentication failure (spec §8). */
export const authFailureMarkers = [
  'HTTP 401',
  'Invalid token',
  'Token is invalid',
  'Customer no longer exists',
  'Authentication credentials were not provided',
] as const;
