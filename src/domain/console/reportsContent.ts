// Copy of the console's Reports page (admin only): the period choice, the figures against the period before, the
// charts with their text alternatives and tables, and the CSV downloads.
import { BOOKING_STATUS_LABELS, type BookingSource } from '../constants';
import type { ReportPeriod } from '../reportPeriod';

const shortDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const shortDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
const percentFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat('en-GB');

const dateOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const plural = (count: number, one: string, many = `${one}s`) => `${countFormat.format(count)} ${count === 1 ? one : many}`;

/** "3 Nov" */
export const formatShortDate = (isoDate: string) => shortDate.format(dateOf(isoDate));
/** "Tue, 3 Nov" */
export const formatShortDay = (isoDate: string) => shortDay.format(dateOf(isoDate));
/** "1 Nov – 30 Nov 2026", "22 Dec 2026 – 4 Jan 2027", or "27 Nov 2026" for one day. */
export function formatRange(from: string, to: string) {
  const withYear = (date: string) => `${formatShortDate(date)} ${date.slice(0, 4)}`;
  if (from === to) return withYear(from);
  return from.slice(0, 4) === to.slice(0, 4) ? `${formatShortDate(from)} – ${withYear(to)}` : `${withYear(from)} – ${withYear(to)}`;
}
/** A 0–1 fraction as "37.5%". */
export const formatPercent = (fraction: number) => `${percentFormat.format(fraction * 100)}%`;
export const formatCount = (count: number) => countFormat.format(count);
/** "6 PM" for 18. */
export const formatHour = (hour: number) => `${hour % 12 || 12} ${hour < 12 ? 'AM' : 'PM'}`;
/** Minutes as "12.5 h". */
export const formatHours = (minutes: number) => `${percentFormat.format(minutes / 60)} h`;

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export const SOURCE_LABELS: Record<BookingSource, string> = { web: 'Website', phone: 'Phone', walk_in: 'Walk-in', whatsapp: 'WhatsApp' };

export const reportsContent = {
  title: 'Reports',
  lead: 'How the workshop did over a period, against the period just before it.',
  adminOnlyTitle: 'Only an admin can see the reports',
  adminOnlyText: 'Ask an admin for the figures: revenue, bookings, bay use and customers.',
  loading: 'Loading the figures…',
  loadFailed: 'The figures could not be loaded.',
  period: {
    label: 'Period',
    options: { today: 'Today', week: 'This week', month: 'This month', custom: 'Custom' } satisfies Record<ReportPeriod, string>,
    from: 'From',
    to: 'To',
    apply: 'Show',
    customHint: 'Both dates are included.',
  },
  /** "Showing 1 Nov – 30 Nov 2026, compared with 2 Oct – 31 Oct 2026." */
  showing: (range: string, previous: string) => `Showing ${range}, compared with ${previous}.`,
  downloadBookings: 'Download bookings (CSV)',
  download: (what: string) => `Download ${what} (CSV)`,
  showTable: 'Show as table',
  showChart: 'Show as chart',
  figures: {
    heading: 'Figures',
    collected: 'Revenue collected',
    refunded: 'Refunded',
    net: 'Net revenue',
    bookings: 'Bookings',
    averageTicket: 'Average ticket',
    noShowRate: 'No-show rate',
    cancellationRate: 'Cancellation rate',
    utilisation: 'Bay utilisation',
    newCustomers: 'New customers',
    returningCustomers: 'Returning customers',
    previous: (value: string) => `Previous period: ${value}`,
  },
  change: {
    /** "+12% on the previous period" */
    percent: (change: number) => `${change > 0 ? '+' : '−'}${percentFormat.format(Math.abs(change) * 100)}% on the previous period`,
    /** "+2.5 percentage points on the previous period" */
    points: (change: number) => `${change > 0 ? '+' : '−'}${percentFormat.format(Math.abs(change) * 100)} percentage points on the previous period`,
    same: 'The same as the previous period',
    noneBefore: 'None in the previous period',
    better: 'better',
    worse: 'worse',
  },
  days: {
    revenueHeading: 'Revenue per day',
    bookingsHeading: 'Bookings per day',
    exportName: 'days',
    caption: 'Bookings and revenue per day',
    columns: { date: 'Date', bookings: 'Bookings', collected: 'Collected', refunded: 'Refunded' },
    revenueSummary: (total: string, best: string | null) =>
      best ? `Revenue collected per day: ${total} in all; the best day was ${best}.` : `Revenue collected per day: ${total} in all.`,
    bookingsSummary: (total: number, busiest: string | null) =>
      busiest ? `Bookings per day: ${plural(total, 'booking')} in all; the busiest day was ${busiest}.` : `Bookings per day: ${plural(total, 'booking')} in all.`,
    bestDay: (date: string, amount: string) => `${date} (${amount})`,
    busiestDay: (date: string, count: number) => `${date} (${plural(count, 'booking')})`,
  },
  bays: {
    heading: 'Utilisation per bay',
    exportName: 'bays',
    caption: 'Booked and open hours per bay',
    bay: (bay: number) => `Bay ${bay}`,
    columns: { bay: 'Bay', booked: 'Booked', open: 'Open', utilisation: 'Utilisation' },
    summary: (overall: string, busiest: string | null) =>
      busiest ? `Bays were booked for ${overall} of their open hours; the busiest was ${busiest}.` : `Bays were booked for ${overall} of their open hours.`,
    busiest: (bay: number, share: string) => `bay ${bay} at ${share}`,
    none: 'No bays were open in this period.',
  },
  hours: {
    heading: 'Bookings by weekday and hour',
    exportName: 'hours',
    caption: 'Bookings by weekday (rows) and starting hour (columns)',
    weekday: 'Weekday',
    summary: (busiest: string | null) => (busiest ? `When bookings start: the busiest hour was ${busiest}.` : 'No bookings started in this period.'),
    busiest: (weekday: string, hour: string, count: number) => `${weekday} at ${hour} (${plural(count, 'booking')})`,
    legend: 'Darker is busier; each cell shows its count.',
  },
  services: {
    heading: 'Top services and add-ons',
    lead: 'By revenue; choose Booked to order them by how often they were booked.',
    exportName: 'services',
    servicesCaption: 'Top services',
    addonsCaption: 'Top add-ons',
    columns: { name: 'Name', bookings: 'Booked', revenue: 'Revenue' },
    noServices: 'No services were booked in this period.',
    noAddons: 'No add-ons were booked in this period.',
  },
  breakdown: {
    heading: 'Bookings by status and source',
    statusCaption: 'Bookings by status',
    sourceCaption: 'Bookings by where they were made',
    columns: { status: 'Status', source: 'Source', bookings: 'Bookings', share: 'Share' },
    statusLabel: (status: keyof typeof BOOKING_STATUS_LABELS) => BOOKING_STATUS_LABELS[status],
  },
} as const;
