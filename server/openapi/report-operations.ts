// The owner's reports for /api/openapi.json (server/reports/route.ts).
import { ReportSummaryAnswer } from '../../src/domain/reportsWire';
import type { Operation } from './operations';

const ADMIN_ONLY = 'A staff account: only an admin (or the ops token) may read the reports';
const PERIOD_REFUSED = 'from or to is not a date written YYYY-MM-DD, from is after to, or the period is longer than 3 years: errors names the field (to for the last two)';

export const REPORT_OPERATIONS: readonly Operation[] = [
  {
    method: 'get', path: '/api/ops/reports/summary', tag: 'ops', access: 'ops', query: ['from', 'to'],
    summary: 'The figures of a period (from..to inclusive, Karachi dates): bookings by status and source (by booking date), money collected and refunded (by the Karachi date it moved), rates, bay utilisation, new and returning customers, top services and add-ons, bookings by weekday and hour, per day and per bay',
    success: { status: 200, description: 'The summary', json: ReportSummaryAnswer },
    refusals: { 400: PERIOD_REFUSED, 403: ADMIN_ONLY },
  },
  {
    method: 'get', path: '/api/ops/reports/:file', tag: 'ops', access: 'ops', query: ['from', 'to'],
    summary: 'A CSV export of the period: bookings.csv (one row per booking), services.csv, days.csv, bays.csv or hours.csv (the summary’s tables); UTF-8 with a byte-order mark, text that would start a formula prefixed with an apostrophe',
    success: { status: 200, description: 'The CSV file, as an attachment', mediaType: 'text/csv' },
    refusals: { 400: PERIOD_REFUSED, 403: ADMIN_ONLY, 404: 'No such export' },
  },
];
