// The period a report covers: `from`..`to` inclusive, Karachi dates, at most REPORT_MAX_DAYS long.
import { reportMessages } from '../../src/domain/messageAreas/reports';
import { REPORT_MAX_DAYS } from '../../src/domain/reportsWire';
import { isIsoDate } from '../../src/domain/schemas';

export interface ReportPeriod {
  from: string;
  to: string;
}

export type PeriodReading = { period: ReportPeriod } | { field: 'from' | 'to'; problem: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both counted. */
export const daysIn = ({ from, to }: ReportPeriod) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The query's period, or the field at fault with its sentence. */
export function readPeriod(from: string | undefined, to: string | undefined): PeriodReading {
  const { reports } = reportMessages;
  if (from === undefined || !isIsoDate(from)) return { field: 'from', problem: reports.dateInvalid('from') };
  if (to === undefined || !isIsoDate(to)) return { field: 'to', problem: reports.dateInvalid('to') };
  if (from > to) return { field: 'to', problem: reports.fromAfterTo };
  if (daysIn({ from, to }) > REPORT_MAX_DAYS) return { field: 'to', problem: reports.rangeTooLong };
  return { period: { from, to } };
}
