// The owner's reports (issue "How is the business doing"; DESIGN.md "Third round"): GET /api/ops/reports/summary and
// the CSV exports. The summary's fields are DESIGN's; per_day, by_bay and the items' kind are added for the charts.
// README, "Reports", defines each figure.
import * as v from 'valibot';
import { BOOKING_SOURCES, BOOKING_STATUSES } from './constants';

/** The longest period a report covers: 3 years (a longer one is refused, naming the field). */
export const REPORT_MAX_DAYS = 3 * 366;
/** How many services (and add-ons) the top lists hold. */
export const REPORT_TOP_SERVICES = 10;

const countsOf = <const K extends readonly string[]>(keys: K) =>
  v.strictObject(Object.fromEntries(keys.map((key) => [key, v.number()])) as { [P in K[number]]: v.NumberSchema<undefined> });

export const ReportTopService = v.strictObject({
  service: v.string(),
  name: v.string(),
  kind: v.picklist(['service', 'addon']),
  bookings: v.number(),
  /** PKR of the item's frozen price over the period's counted bookings. */
  revenue: v.number(),
});
export type ReportTopService = v.InferOutput<typeof ReportTopService>;

export const ReportDay = v.strictObject({
  date: v.string(),
  bookings: v.number(),
  collected: v.number(),
  refunded: v.number(),
});
export type ReportDay = v.InferOutput<typeof ReportDay>;

export const ReportBay = v.strictObject({
  bay: v.number(),
  booked_minutes: v.number(),
  open_minutes: v.number(),
  /** booked over open, 0–1 (0 when nothing was open). */
  utilisation: v.number(),
});
export type ReportBay = v.InferOutput<typeof ReportBay>;

export const ReportHour = v.strictObject({
  /** 1 = Monday … 7 = Sunday (ISO). */
  weekday: v.number(),
  /** 0–23, Karachi time of the booking's start. */
  hour: v.number(),
  bookings: v.number(),
});
export type ReportHour = v.InferOutput<typeof ReportHour>;

export const ReportSummary = v.strictObject({
  from: v.string(),
  to: v.string(),
  bookings: v.strictObject({
    total: v.number(),
    by_status: countsOf(BOOKING_STATUSES),
    by_source: countsOf(BOOKING_SOURCES),
  }),
  revenue: v.strictObject({ collected: v.number(), refunded: v.number(), net: v.number() }),
  average_ticket: v.number(),
  no_show_rate: v.number(),
  cancellation_rate: v.number(),
  utilisation: v.number(),
  customers: v.strictObject({ new: v.number(), returning: v.number() }),
  /** Main services and add-ons together, by revenue then count, at most REPORT_TOP_SERVICES of each kind. */
  top_services: v.array(ReportTopService),
  by_hour: v.array(ReportHour),
  /** Every date of the period, in order. */
  per_day: v.array(ReportDay),
  /** Every bay, in order. */
  by_bay: v.array(ReportBay),
});
export type ReportSummary = v.InferOutput<typeof ReportSummary>;

export const ReportSummaryAnswer = v.strictObject({ success: v.literal(true), data: ReportSummary });

/** The CSV exports: the period's bookings, and each of the page's tables. */
export const REPORT_EXPORTS = ['bookings', 'services', 'days', 'bays', 'hours'] as const;
export type ReportExport = (typeof REPORT_EXPORTS)[number];
export const reportCsvPath = (name: ReportExport, from: string, to: string) => `/api/ops/reports/${name}.csv?from=${from}&to=${to}`;
