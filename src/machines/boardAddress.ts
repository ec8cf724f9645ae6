// Where the console's day board lives for one day (`/staff?date=YYYY-MM-DD`), the day an address names, and the
// search it asks for (`/staff?q=…`, from the inbox's link to a sender's bookings).
import { CONSOLE_PATHS } from '../domain/console/consolePaths';
import { isIsoDate } from '../domain/schemas';

/** The board of one day. */
export const boardPath = (date: string) => `${CONSOLE_PATHS.board}?date=${date}`;

/** The day an address's `?date=` names, or null when it names none (or no real day). */
export function dateOfSearch(search: string): string | null {
  const date = new URLSearchParams(search).get('date');
  return date && isIsoDate(date) ? date : null;
}

/** The search an address's `?q=` asks the board to run on opening, or null. */
export function searchOfAddress(search: string): string | null {
  const query = new URLSearchParams(search).get('q')?.trim();
  return query ? query : null;
}
