// Where the workshop's console lives: every page under /staff, its sign-in page, and where a sign-in may return to.
import { SHORT_ID_LENGTH } from '../constants';
import { safeRedirectPath } from '../session';

export const CONSOLE_PATHS = {
  board: '/staff',
  login: '/staff/login',
  booking: '/staff/bookings/:id',
  customers: '/staff/customers',
  customer: '/staff/customers/:id',
  catalogue: '/staff/catalogue',
  capacity: '/staff/capacity',
  inbox: '/staff/inbox',
  mail: '/staff/mail',
  mailDetail: '/staff/mail/:id',
  accounts: '/staff/accounts',
  settings: '/staff/settings',
  reports: '/staff/reports',
  payments: '/staff/payments',
  log: '/staff/log',
} as const;

const CONSOLE_PATH_PATTERN = /^\/staff(?:[/?#]|$)/i;
const LOGIN_PATH_PATTERN = /^\/staff\/login\/?(?:[?#]|$)/i;

/** Whether a path (with or without its query) is one of the console's pages. */
export const isConsolePath = (path: string) => CONSOLE_PATH_PATTERN.test(path);

/** Where a sign-in returns to: the ?redirect= when it is a console page other than the sign-in itself, else the board. */
export function consoleRedirectPath(raw: string | null | undefined): string {
  const path = safeRedirectPath(raw);
  return path && isConsolePath(path) && !LOGIN_PATH_PATTERN.test(path) ? path : CONSOLE_PATHS.board;
}

/** '/staff/login', or '/staff/login?redirect=/staff/mail%3Fstatus%3Dfailed' to come back to a page after signing in. */
export function consoleLoginPath(from: string | null | undefined): string {
  const path = safeRedirectPath(from);
  if (!path || !isConsolePath(path) || LOGIN_PATH_PATTERN.test(path) || path === CONSOLE_PATHS.board) return CONSOLE_PATHS.login;
  return `${CONSOLE_PATHS.login}?redirect=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;
}

/** The page of one mail of the outbox. */
export const consoleMailPath = (mailId: number) => `/staff/mail/${mailId}`;

/** The board's search for a text (a sender's e-mail or phone): the board runs it on opening. */
export const consoleSearchPath = (query: string) => `${CONSOLE_PATHS.board}?q=${encodeURIComponent(query)}`;

/** One customer's file. */
export const consoleCustomerPath = (customerId: string) => `/staff/customers/${encodeURIComponent(customerId)}`;

/** The booking page of one booking. */
export const consoleBookingPath = (bookingId: string) => `/staff/bookings/${encodeURIComponent(bookingId)}`;

const LINE_BOOKING_NUMBER = new RegExp(`^#?([0-9a-f]{${SHORT_ID_LENGTH}})\\b`, 'i');

/** The booking page of a refusal's booking line, which starts with the booking's number; null for another line. */
export function consoleBookingPathOfLine(line: string): string | null {
  const number = LINE_BOOKING_NUMBER.exec(line.trim())?.[1];
  return number ? consoleBookingPath(number.toUpperCase()) : null;
}
