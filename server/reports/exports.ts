// The CSV exports of GET /api/ops/reports/{name}.csv: the period's bookings, and each table of the reports page.
import { reportExportColumns } from '../../src/domain/messageAreas/reportExports';
import type { ReportExport } from '../../src/domain/reportsWire';
import type { Executor } from '../db/client';
import { bookingsCsv } from './bookings-csv';
import { csvLine, type CsvValue } from './csv';
import type { ReportPeriod } from './period';
import { reportSummary } from './summary';
import { topServices } from './top-services';

/** The services export lists every service and add-on, not only the page's top ones. */
const ALL_SERVICES = 1_000_000;

async function* table(columns: readonly string[], rows: () => Promise<CsvValue[][]>): AsyncGenerator<string> {
  yield csvLine(columns);
  yield (await rows()).map(csvLine).join('');
}

/** The export's lines (header first); `bays` is today's count of bays. */
export function reportExport(db: Executor, name: ReportExport, period: ReportPeriod, bays: number): AsyncGenerator<string> {
  const columns = reportExportColumns[name];
  switch (name) {
    case 'bookings':
      return bookingsCsv(db, period);
    case 'services':
      return table(columns, () => topServices(db, period, ALL_SERVICES).then((rows) => rows.map((row) => [row.service, row.name, row.kind, row.bookings, row.revenue])));
    case 'days':
      return table(columns, () => reportSummary(db, period, bays).then(({ per_day }) => per_day.map((day) => [day.date, day.bookings, day.collected, day.refunded, day.collected - day.refunded])));
    case 'bays':
      return table(columns, () => reportSummary(db, period, bays).then(({ by_bay }) => by_bay.map((bay) => [bay.bay, bay.booked_minutes, bay.open_minutes, bay.utilisation])));
    case 'hours':
      return table(columns, () => reportSummary(db, period, bays).then(({ by_hour }) => by_hour.map((row) => [row.weekday, row.hour, row.bookings])));
  }
}
