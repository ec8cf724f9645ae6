// How the console writes moments (the workshop's clock), days, and the reports' shares and counts. (A booking's
// number is shortId in ../format.ts, the one every screen shows.)

const consoleTimeFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Karachi',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** "24 Nov 2026, 14:05" on the workshop's clock, for an ISO timestamp; the text itself when it is not one. */
export function formatConsoleTime(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : consoleTimeFormatter.format(instant);
}

const consoleDayFormatter = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });

/** "Sun 29 Nov" for a workshop date (YYYY-MM-DD). */
export const formatConsoleDay = (isoDate: string) => consoleDayFormatter.format(new Date(`${isoDate}T00:00:00Z`));

// The reports' figures: short dates and ranges, shares, counts and hours.
const shortDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const percentFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat('en-GB');

const dateOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
/** "1 booking", "1,204 bookings". */
export const formatCountOf = (count: number, one: string, many = `${one}s`) => `${countFormat.format(count)} ${count === 1 ? one : many}`;

/** "3 Nov" */
export const formatShortDate = (isoDate: string) => shortDate.format(dateOf(isoDate));
/** "1 Nov – 30 Nov 2026", "22 Dec 2026 – 4 Jan 2027", or "27 Nov 2026" for one day. */
export function formatRange(from: string, to: string) {
  const withYear = (date: string) => `${formatShortDate(date)} ${date.slice(0, 4)}`;
  if (from === to) return withYear(from);
  return from.slice(0, 4) === to.slice(0, 4) ? `${formatShortDate(from)} – ${withYear(to)}` : `${withYear(from)} – ${withYear(to)}`;
}
/** A 0–1 fraction in hundredths, "37.5" (percentage points). */
export const formatPoints = (fraction: number) => percentFormat.format(fraction * 100);
/** A 0–1 fraction as "37.5%". */
export const formatPercent = (fraction: number) => `${formatPoints(fraction)}%`;
export const formatCount = (count: number) => countFormat.format(count);
/** "6 PM" for 18. */
export const formatHour = (hour: number) => `${hour % 12 || 12} ${hour < 12 ? 'AM' : 'PM'}`;
/** Minutes as "12.5 h". */
export const formatHours = (minutes: number) => `${percentFormat.format(minutes / 60)} h`;
