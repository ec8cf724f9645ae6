// The owner's reports on a hand-made week (tests/server/helpers/report-fixtures.ts): every figure with the number
// worked out by hand, the same answer from PGlite and PostgreSQL, the refusals, and the CSV exports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportMessages } from '../../src/domain/messageAreas/reports';
import { reportExportColumns } from '../../src/domain/messageAreas/reportExports';
import { reportCsvPath, type ReportSummary } from '../../src/domain/reportsWire';
import { createSession } from '../../server/services/sessions';
import { call } from './helpers/app';
import { FORMULA_NAME, REPORT_BAYS, REPORT_WEEK, reportWeek, URDU_NAME, WEEK_BOOKING_KEYS } from './helpers/report-fixtures';
import { OPS_TOKEN_HEADERS, staffAccount, staffWithSession } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';

const NOW = new Date('2026-11-20T07:00:00Z');
const backends = await suiteBackends();
const summaries = new Map<string, ReportSummary>();
const weekQuery = `from=${REPORT_WEEK.from}&to=${REPORT_WEEK.to}`;

const EXPECTED: ReportSummary = {
  from: '2026-11-02',
  to: '2026-11-08',
  bookings: {
    total: 7,
    by_status: { pending: 0, confirmed: 1, in_progress: 1, completed: 3, cancelled: 1, no_show: 1, rescheduled: 0 },
    by_source: { web: 3, phone: 2, walk_in: 1, whatsapp: 1 },
  },
  // Paid on the 2nd (1500, and 3000 at 00:30 Karachi), 3rd (3500), 7th (1500, refunded after the week) and 8th
  // (3000 for a booking of the 9th); the refund on the 5th is of money paid the week before.
  revenue: { collected: 12_500, refunded: 1500, net: 11_000 },
  average_ticket: 2500,
  // One no-show beside three completed visits; one cancellation among seven bookings.
  no_show_rate: 0.25,
  cancellation_rate: 0.1429,
  // Six open days of 720 minutes in each of two bays; bay 1 held 60 + 90 + 60 + 60, bay 2 90 (the no-show) + 60.
  utilisation: 0.0486,
  customers: { new: 3, returning: 1 },
  top_services: [
    { service: 'premium-wash-wax', name: 'Premium Wash & Wax', kind: 'service', bookings: 3, revenue: 9000 },
    { service: 'express-exterior-wash', name: 'Express Exterior Wash', kind: 'service', bookings: 3, revenue: 4500 },
    { service: 'headlight-restoration', name: 'Headlight Restoration', kind: 'addon', bookings: 2, revenue: 1000 },
  ],
  by_hour: [
    { weekday: 1, hour: 9, bookings: 2 },
    { weekday: 2, hour: 14, bookings: 1 },
    { weekday: 5, hour: 16, bookings: 1 },
    { weekday: 6, hour: 9, bookings: 1 },
    { weekday: 7, hour: 12, bookings: 1 },
  ],
  per_day: [
    { date: '2026-11-02', bookings: 2, collected: 4500, refunded: 0 },
    { date: '2026-11-03', bookings: 1, collected: 3500, refunded: 0 },
    { date: '2026-11-04', bookings: 0, collected: 0, refunded: 0 },
    { date: '2026-11-05', bookings: 1, collected: 0, refunded: 1500 },
    { date: '2026-11-06', bookings: 1, collected: 0, refunded: 0 },
    { date: '2026-11-07', bookings: 1, collected: 1500, refunded: 0 },
    { date: '2026-11-08', bookings: 1, collected: 3000, refunded: 0 },
  ],
  by_bay: [
    { bay: 1, booked_minutes: 270, open_minutes: 4320, utilisation: 0.0625 },
    { bay: 2, booked_minutes: 150, open_minutes: 4320, utilisation: 0.0347 },
  ],
};

/** The CSV's lines without the byte-order mark, split on CRLF. */
const csvLines = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '');

for (const backend of backends) {
  describe.skipIf(backend.skipReason !== null)(`reports on ${backend.name}`, () => {
    const context = useApp(backend, { BAYS: String(REPORT_BAYS) }, { now: () => NOW });
    let ids: Record<string, string> = {};
    beforeAll(async () => {
      ids = await reportWeek(context.handle.db);
    });

    it('gives every figure of the week as worked out by hand', async () => {
      const answer = await call<{ success: true; data: ReportSummary }>(context.app, 'GET', `/api/ops/reports/summary?${weekQuery}`, { headers: OPS_TOKEN_HEADERS });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual(EXPECTED);
      summaries.set(backend.name, answer.body.data);
    });

    it('reports a day without bookings or money as zeroes, and a day on its own', async () => {
      const closed = await call<{ data: ReportSummary }>(context.app, 'GET', '/api/ops/reports/summary?from=2026-11-04&to=2026-11-04', { headers: OPS_TOKEN_HEADERS });
      expect(closed.body.data).toMatchObject({
        bookings: { total: 0 }, revenue: { collected: 0, refunded: 0, net: 0 }, average_ticket: 0, no_show_rate: 0, cancellation_rate: 0, utilisation: 0,
        customers: { new: 0, returning: 0 }, top_services: [], by_hour: [],
        by_bay: [{ bay: 1, booked_minutes: 0, open_minutes: 0, utilisation: 0 }, { bay: 2, booked_minutes: 0, open_minutes: 0, utilisation: 0 }],
      });
      const refundDay = await call<{ data: ReportSummary }>(context.app, 'GET', '/api/ops/reports/summary?from=2026-11-05&to=2026-11-05', { headers: OPS_TOKEN_HEADERS });
      expect(refundDay.body.data.revenue).toEqual({ collected: 0, refunded: 1500, net: -1500 });
      expect(refundDay.body.data.customers).toEqual({ new: 0, returning: 0 });
    });

    it('is the admin\'s: an admin session passes, staff get 403, a customer 403 and no one 401', async () => {
      const admin = await staffWithSession(context.handle.db, context.config, 'admin');
      expect((await call(context.app, 'GET', `/api/ops/reports/summary?${weekQuery}`, { cookie: admin.cookie })).status).toBe(200);
      const staff = await staffWithSession(context.handle.db, context.config, 'staff');
      for (const path of [`/api/ops/reports/summary?${weekQuery}`, reportCsvPath('bookings', REPORT_WEEK.from, REPORT_WEEK.to)]) {
        expect((await call(context.app, 'GET', path, { cookie: staff.cookie })).status).toBe(403);
      }
      const customer = await staffAccount(context.handle.db, 'customer');
      const session = await createSession(context.handle.db, context.config.sessionSecret, customer.id, false, NOW);
      expect((await call(context.app, 'GET', `/api/ops/reports/summary?${weekQuery}`, { cookie: `sid=${session.token}` })).status).toBe(403);
      expect((await call(context.app, 'GET', `/api/ops/reports/summary?${weekQuery}`)).status).toBe(401);
    });

    it('refuses a period it cannot report on, naming the field', async () => {
      const { reports } = reportMessages;
      const cases: Array<[string, 'from' | 'to', string]> = [
        ['to=2026-11-08', 'from', reports.dateInvalid('from')],
        ['from=02-11-2026&to=2026-11-08', 'from', reports.dateInvalid('from')],
        ['from=2026-11-02&to=2026-02-30', 'to', reports.dateInvalid('to')],
        ['from=2026-11-02', 'to', reports.dateInvalid('to')],
        ['from=2026-11-09&to=2026-11-08', 'to', reports.fromAfterTo],
        ['from=2023-11-01&to=2026-11-08', 'to', reports.rangeTooLong],
      ];
      for (const [query, field, sentence] of cases) {
        for (const path of [`/api/ops/reports/summary?${query}`, `/api/ops/reports/days.csv?${query}`]) {
          const answer = await call<{ message: string; errors: Record<string, string[]> }>(context.app, 'GET', path, { headers: OPS_TOKEN_HEADERS });
          expect(answer.status, path).toBe(400);
          expect(answer.body.errors).toEqual({ [field]: [sentence] });
        }
      }
      // Three years to the day are allowed.
      expect((await call(context.app, 'GET', '/api/ops/reports/summary?from=2023-11-09&to=2026-11-08', { headers: OPS_TOKEN_HEADERS })).status).toBe(200);
      const unknown = await call<{ message: string }>(context.app, 'GET', `/api/ops/reports/customers.csv?${weekQuery}`, { headers: OPS_TOKEN_HEADERS });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(reports.exportUnknown);
    });

    it('downloads the week\'s bookings as a CSV Excel opens: a mark, a header, one row per booking, Urdu intact, formulas neutralised', async () => {
      const answer = await call(context.app, 'GET', reportCsvPath('bookings', REPORT_WEEK.from, REPORT_WEEK.to), { headers: OPS_TOKEN_HEADERS });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(answer.headers.get('content-disposition')).toBe('attachment; filename="bookings-2026-11-02-2026-11-08.csv"');
      // The byte-order mark Excel needs to read UTF-8 (a TextDecoder drops it, so read the bytes).
      const raw = await context.app.request(reportCsvPath('bookings', REPORT_WEEK.from, REPORT_WEEK.to), { headers: OPS_TOKEN_HEADERS });
      expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(answer.text.endsWith('\r\n')).toBe(true);
      const lines = csvLines(answer.text);
      expect(lines[0]).toBe(reportExportColumns.bookings.join(','));
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(WEEK_BOOKING_KEYS.map((key) => ids[key]!.slice(-8).toUpperCase()));
      const ayesha = lines[1]!;
      expect(ayesha).toContain(`,${URDU_NAME},'+923001110001,`);
      expect(ayesha).toMatch(/^\w{8},2026-11-02,09:00,10:00,1,completed,web,/);
      expect(ayesha).toContain(',Suzuki Mehran,KHI-102,Express Exterior Wash,1500,paid,2026-11-02 10:05,INV-REPORT-');
      expect(lines[2]).toContain(',Premium Wash & Wax + Headlight Restoration,3500,pending,,');
      // Cara has no e-mail address: an empty cell.
      expect(lines[4]).toContain(",Cara Siddiqui,'+923001110003,,Suzuki Mehran,");
      expect(lines[5]).toContain(`,'${FORMULA_NAME},`);
    });

    it('downloads each table of the page', async () => {
      const text = async (name: 'services' | 'days' | 'bays' | 'hours') => {
        const answer = await call(context.app, 'GET', reportCsvPath(name, REPORT_WEEK.from, REPORT_WEEK.to), { headers: OPS_TOKEN_HEADERS });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${name}-2026-11-02-2026-11-08.csv"`);
        return csvLines(answer.text);
      };
      expect(await text('services')).toEqual([
        reportExportColumns.services.join(','),
        'premium-wash-wax,Premium Wash & Wax,service,3,9000',
        'express-exterior-wash,Express Exterior Wash,service,3,4500',
        'headlight-restoration,Headlight Restoration,addon,2,1000',
      ]);
      expect(await text('days')).toEqual([
        reportExportColumns.days.join(','),
        '2026-11-02,2,4500,0,4500', '2026-11-03,1,3500,0,3500', '2026-11-04,0,0,0,0', '2026-11-05,1,0,1500,-1500',
        '2026-11-06,1,0,0,0', '2026-11-07,1,1500,0,1500', '2026-11-08,1,3000,0,3000',
      ]);
      expect(await text('bays')).toEqual([reportExportColumns.bays.join(','), '1,270,4320,0.0625', '2,150,4320,0.0347']);
      expect(await text('hours')).toEqual([reportExportColumns.hours.join(','), '1,9,2', '2,14,1', '5,16,1', '6,9,1', '7,12,1']);
    });
  });
}

describe('the two databases', () => {
  afterAll(() => summaries.clear());
  it.skipIf(backends.some((backend) => backend.skipReason !== null))('give the same summary on the same data', () => {
    expect(summaries.get('postgres')).toEqual(summaries.get('pglite'));
    expect(summaries.size).toBe(2);
  });
});
