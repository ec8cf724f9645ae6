// How the console's lists write a moment: the workshop's clock. (A booking's number is shortId in ../format.ts, the one
// every screen shows.)

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
