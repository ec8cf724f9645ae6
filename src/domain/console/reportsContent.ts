// Copy of the console's Reports page (admin only): the period choice, the figures against the period before, the
// charts with their text alternatives and tables, and the CSV downloads.
import { BOOKING_STATUS_LABELS, type BookingSource } from '../constants';
import type { ReportPeriod } from '../reportPeriod';
import { formatCountOf, formatPercent, formatPoints } from './consoleFormat';

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
    percent: (change: number) => `${change > 0 ? '+' : '−'}${formatPercent(Math.abs(change))} on the previous period`,
    /** "+2.5 percentage points on the previous period" */
    points: (change: number) => `${change > 0 ? '+' : '−'}${formatPoints(Math.abs(change))} percentage points on the previous period`,
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
      busiest ? `Bookings per day: ${formatCountOf(total, 'booking')} in all; the busiest day was ${busiest}.` : `Bookings per day: ${formatCountOf(total, 'booking')} in all.`,
    bestDay: (date: string, amount: string) => `${date} (${amount})`,
    busiestDay: (date: string, count: number) => `${date} (${formatCountOf(count, 'booking')})`,
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
    busiest: (weekday: string, hour: string, count: number) => `${weekday} at ${hour} (${formatCountOf(count, 'booking')})`,
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
