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
