// The console's reports (admin only): GET /api/ops/reports/summary for a period, checked against the wire's schema; a
// CSV export is a plain link (reportCsvPath).
import * as v from 'valibot';
import { previousRange, type ReportRange } from '../domain/reportPeriod';
import { ReportSummaryAnswer, type ReportSummary } from '../domain/reportsWire';
import { api, call } from './client';

export const fetchReportSummary = async (from: string, to: string, signal?: AbortSignal): Promise<ReportSummary> => {
  const body = await call(() => api.get('ops/reports/summary', { searchParams: { from, to }, signal, cache: 'no-store' }).json<unknown>());
  return v.parse(ReportSummaryAnswer, body).data;
};

/** A period's figures and those of the period before it, asked for together. */
export interface ReportPair {
  current: ReportSummary;
  previous: ReportSummary;
}

export async function fetchReportPair(range: ReportRange, signal?: AbortSignal): Promise<ReportPair> {
  const before = previousRange(range);
  const [current, previous] = await Promise.all([fetchReportSummary(range.from, range.to, signal), fetchReportSummary(before.from, before.to, signal)]);
  return { current, previous };
}
