// How the console's lists write a moment and a booking: the workshop's clock, and the booking's short number.

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

/** The 8-character number staff and customers read for a booking (BoardBooking.short_id). */
export const bookingShortId = (bookingId: string) => bookingId.slice(0, 8).toUpperCase();
