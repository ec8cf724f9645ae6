// Every page of the single-page app, by path: the SPA's route table and the server (which answers 404 for any
// other path) both read this list.

export const ROUTE_PATHS = {
  home: '/',
  services: '/services',
  pricing: '/pricing',
  contact: '/contact',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  terms: '/terms',
  privacy: '/privacy',
  book: '/book',
  checkout: '/checkout',
  payment: '/payment/:transactionId',
  bookingConfirmation: '/booking-confirmation',
  myBookings: '/my-bookings',
  profile: '/profile',
  invoice: '/invoice/:id',
} as const;

/** The payment page of one attempt (`?cancelled=1` after the gateway's Cancel). */
export const paymentStatusPath = (transactionId: string, cancelled = false) => `/payment/${encodeURIComponent(transactionId)}${cancelled ? '?cancelled=1' : ''}`;

/** A route's pattern as the router reads it: `:name` is one path segment, a trailing slash and letter case do not matter. */
const patternOf = (route: string) =>
  new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+').replace(/\/$/, '')}/?$`, 'i');

const ROUTE_PATTERNS: readonly RegExp[] = Object.values(ROUTE_PATHS).map(patternOf);

/** The workshop's console: every path under /staff is one of its pages (its own router shows its not-found page). */
const CONSOLE_PATTERN = /^\/staff(\/|$)/i;

/** Whether the SPA has a page at this path (anything else is its Page Not Found). */
export const isAppRoute = (pathname: string) => CONSOLE_PATTERN.test(pathname) || ROUTE_PATTERNS.some((pattern) => pattern.test(pathname));

/**
 * The public pages a first visit lands on, rendered at build time in every language (their first render depends on
 * nothing the browser alone knows: no signed-in user, no query). The server sends them ready to read; the app then
 * hydrates them. Registration and password recovery, reached from these, render in the browser.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  ROUTE_PATHS.home,
  ROUTE_PATHS.services,
  ROUTE_PATHS.pricing,
  ROUTE_PATHS.contact,
  ROUTE_PATHS.login,
  ROUTE_PATHS.terms,
  ROUTE_PATHS.privacy,
];

/** Where the build writes a prerendered page inside the client build, and the server reads it: pages/<language>/<path>.html, "/" as index.html. */
export const prerenderedPageFile = (language: string, pagePath: string) => `pages/${language}/${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`;
