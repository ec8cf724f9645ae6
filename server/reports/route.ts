// The owner's reports (admin or the ops token; staff 403): a period's summary, and its CSV exports.
import { Hono } from 'hono';
import { reportMessages } from '../../src/domain/messageAreas/reports';
import { REPORT_EXPORTS, type ReportExport } from '../../src/domain/reportsWire';
import type { AppDeps, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { requireAdmin } from '../http/staff-access';
import { csvStream } from './csv';
import { reportExport } from './exports';
import { readPeriod, type ReportPeriod } from './period';
import { reportSummary } from './summary';

const CSV_SUFFIX = '.csv';

/** `?from=&to=`, or 400 naming the field at fault. */
function periodAsked(from: string | undefined, to: string | undefined): ReportPeriod {
  const reading = readPeriod(from, to);
  if ('problem' in reading) throw new HttpError(400, reading.problem, { [reading.field]: [reading.problem] });
  return reading.period;
}

const exportNamed = (file: string): ReportExport | undefined => {
  const name = file.endsWith(CSV_SUFFIX) ? file.slice(0, -CSV_SUFFIX.length) : '';
  return (REPORT_EXPORTS as readonly string[]).includes(name) ? (name as ReportExport) : undefined;
};

export function opsReportRoutes({ db, workshop }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const bays = async () => (await workshop.capacity()).bays;

  routes.get('/ops/reports/summary', requireAdmin, async (c) => {
    const period = periodAsked(c.req.query('from'), c.req.query('to'));
    return c.json({ success: true, data: await reportSummary(db, period, await bays()) });
  });

  routes.get('/ops/reports/:file', requireAdmin, async (c) => {
    const name = exportNamed(c.req.param('file'));
    if (!name) throw new HttpError(404, reportMessages.reports.exportUnknown);
    const period = periodAsked(c.req.query('from'), c.req.query('to'));
    const lines = reportExport(db, name, period, await bays());
    return c.body(csvStream(lines), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${period.from}-${period.to}.csv"`,
      'Cache-Control': 'no-store',
    });
  });

  return routes;
}
