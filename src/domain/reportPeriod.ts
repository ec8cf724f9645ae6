// The owner's reports: which dates a period covers (today, this week Mon–Sun, this month, or a custom range, all on
// the workshop's calendar), the period before it, the custom range's check, and how a period sits in the address.
import * as v from 'valibot';
import { addDays } from './format';
import { reportMessages } from './messageAreas/reports';
import { REPORT_MAX_DAYS } from './reportsWire';
import { isIsoDate } from './schemas';

export const REPORT_PERIODS = ['today', 'week', 'month', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export type FixedReportPeriod = Exclude<ReportPeriod, 'custom'>;
export const REPORT_RANGE_FIELDS = ['from', 'to'] as const;
export type ReportRangeField = (typeof REPORT_RANGE_FIELDS)[number];

/** A period's first and last date, both included, written YYYY-MM-DD. */
export interface ReportRange {
  from: string;
  to: string;
}

/** A period as the page holds it: its kind, and its dates (as typed, for a custom one from the address). */
export interface ReportQuery extends ReportRange {
  period: ReportPeriod;
}

const text = reportMessages.reports;

/** How many dates a range covers, both ends included. */
export const daysIn = ({ from, to }: ReportRange) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** 1 = Monday … 7 = Sunday for a YYYY-MM-DD date. */
export const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

const lastDayOfMonth = (date: string) => {
  const [year = 0, month = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};

/** The dates of today, the week (Monday to Sunday) or the month that holds `today`. */
export function fixedPeriodRange(period: FixedReportPeriod, today: string): ReportRange {
  if (period === 'today') return { from: today, to: today };
  if (period === 'week') {
    const monday = addDays(today, 1 - isoWeekday(today));
    return { from: monday, to: addDays(monday, 6) };
  }
  return { from: `${today.slice(0, 7)}-01`, to: lastDayOfMonth(today) };
}

/** The period compared with `range`: as many days, ending the day before it starts. */
export function previousRange(range: ReportRange): ReportRange {
  const to = addDays(range.from, -1);
  return { from: addDays(to, 1 - daysIn(range)), to };
}

const reportDate = (field: ReportRangeField) =>
  v.pipe(v.string(() => text.dateInvalid(field)), v.trim(), v.check(isIsoDate, () => text.dateInvalid(field)));

const bothDates = (range: ReportRange) => isIsoDate(range.from) && isIsoDate(range.to);

/** A custom period: two real dates, the start not after the end, at most REPORT_MAX_DAYS long. */
export const ReportRangeSchema = v.pipe(
  v.object({ from: reportDate('from'), to: reportDate('to') }),
  v.forward(
    v.partialCheck([['from'], ['to']], (range) => !bothDates(range) || range.from <= range.to, text.fromAfterTo),
    ['from'],
  ),
  v.forward(
    v.partialCheck([['from'], ['to']], (range) => !bothDates(range) || range.from > range.to || daysIn(range) <= REPORT_MAX_DAYS, text.rangeTooLong),
    ['to'],
  ),
);

/** The period an address asks for: ?period=today|week|month, or ?from=&to= (custom); this month otherwise. */
export function reportQueryOfSearch(search: string, today: string): ReportQuery {
  const params = new URLSearchParams(search);
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null || to !== null) return { period: 'custom', from: from ?? '', to: to ?? '' };
  const asked = params.get('period');
  const period: FixedReportPeriod = asked === 'today' || asked === 'week' ? asked : 'month';
  return { period, ...fixedPeriodRange(period, today) };
}

/** `/staff/reports?period=week`, or `/staff/reports?from=2026-11-01&to=2026-11-15` for a custom period. */
export function reportsPath(base: string, { period, from, to }: ReportQuery): string {
  if (period !== 'custom') return `${base}?period=${period}`;
  return `${base}?${new URLSearchParams({ from, to }).toString()}`;
}
