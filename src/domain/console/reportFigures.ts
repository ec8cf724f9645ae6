// The Reports page's cards: each figure of a period beside the same figure of the period before, and how it changed
// (a share of the amount for money and counts; percentage points for rates), told as better or worse for the business.
import { formatMoney } from '../format';
import type { ReportSummary } from '../reportsWire';
import { reportsContent } from './reportsContent';
import { formatCount, formatPercent } from './consoleFormat';

type FigureKind = 'money' | 'count' | 'rate';
export type FigureTrend = 'better' | 'worse' | 'same';

export interface ReportFigure {
  key: string;
  label: string;
  value: string;
  previous: string;
  change: string;
  trend: FigureTrend;
}

interface FigureSpec {
  key: keyof typeof reportsContent.figures;
  kind: FigureKind;
  read: (summary: ReportSummary) => number;
  /** A rise is bad news (refunds, no-shows, cancellations). */
  lowerIsBetter?: boolean;
}

const FIGURES: readonly FigureSpec[] = [
  { key: 'collected', kind: 'money', read: (summary) => summary.revenue.collected },
  { key: 'net', kind: 'money', read: (summary) => summary.revenue.net },
  { key: 'refunded', kind: 'money', read: (summary) => summary.revenue.refunded, lowerIsBetter: true },
  { key: 'bookings', kind: 'count', read: (summary) => summary.bookings.total },
  { key: 'averageTicket', kind: 'money', read: (summary) => summary.average_ticket },
  { key: 'utilisation', kind: 'rate', read: (summary) => summary.utilisation },
  { key: 'noShowRate', kind: 'rate', read: (summary) => summary.no_show_rate, lowerIsBetter: true },
  { key: 'cancellationRate', kind: 'rate', read: (summary) => summary.cancellation_rate, lowerIsBetter: true },
  { key: 'newCustomers', kind: 'count', read: (summary) => summary.customers.new },
  { key: 'returningCustomers', kind: 'count', read: (summary) => summary.customers.returning },
];

/** Changes smaller than this (a twentieth of a percent, or of a point) read as "the same". */
const SAME = 0.0005;

const format = (kind: FigureKind, value: number) => (kind === 'money' ? formatMoney(value) : kind === 'count' ? formatCount(value) : formatPercent(value));

/** How `current` moved from `previous`: the sentence and whether that is better or worse. */
export function figureChange(kind: FigureKind, current: number, previous: number, lowerIsBetter = false): { change: string; trend: FigureTrend } {
  const text = reportsContent.change;
  const difference = kind === 'rate' ? current - previous : previous === 0 ? null : (current - previous) / previous;
  if (difference === null) return current === 0 ? { change: text.same, trend: 'same' } : { change: text.noneBefore, trend: lowerIsBetter ? 'worse' : 'better' };
  if (Math.abs(difference) < SAME) return { change: text.same, trend: 'same' };
  const rose = difference > 0;
  return { change: kind === 'rate' ? text.points(difference) : text.percent(difference), trend: rose !== lowerIsBetter ? 'better' : 'worse' };
}

export const reportFigures = (current: ReportSummary, previous: ReportSummary): ReportFigure[] =>
  FIGURES.map(({ key, kind, read, lowerIsBetter }) => ({
    key,
    label: reportsContent.figures[key] as string,
    value: format(kind, read(current)),
    previous: format(kind, read(previous)),
    ...figureChange(kind, read(current), read(previous), lowerIsBetter),
  }));
