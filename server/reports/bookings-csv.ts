// The period's bookings as CSV rows, read in chunks by date, start, bay and id so a year of bookings never sits in
// memory at once.
import { sql } from 'drizzle-orm';
import { SHORT_ID_LENGTH } from '../../src/domain/constants';
import { reportExportColumns } from '../../src/domain/messageAreas/reportExports';
import type { Executor } from '../db/client';
import { csvLine } from './csv';
import type { ReportPeriod } from './period';
import { bookedIn, numberOf, rowsOf } from './sql';

export const BOOKINGS_CSV_CHUNK = 2_000;
const SERVICES_JOINED_WITH = ' + ';

interface BookingCsvRow {
  id: string;
  number: string;
  date: string;
  start_time: string;
  end_time: string;
  bay: unknown;
  status: string;
  source: string;
  full_name: string;
  phone: string;
  email: string | null;
  car: string;
  plate: string;
  services: string | null;
  total: unknown;
  payment_status: string | null;
  paid_at: string | null;
  invoice_number: string | null;
}

const after = (last: BookingCsvRow | undefined) =>
  last ? sql`and (b.booking_date, b.start_time, b.bay, b.id) > (${last.date}::date, ${last.start_time}, ${numberOf(last.bay)}::int, ${last.id})` : sql``;

function chunkAfter(db: Executor, period: ReportPeriod, last: BookingCsvRow | undefined, size: number) {
  return rowsOf<BookingCsvRow>(
    db,
    sql`select b.id, upper(right(b.id, ${SHORT_ID_LENGTH}::int)) as number, b.booking_date::text as date, b.start_time, b.end_time, b.bay, b.status, b.source,
          u.full_name, u.phone, u.email, b.car_make || ' ' || b.car_model as car, b.car_license_plate as plate,
          (select string_agg(i.name, ${SERVICES_JOINED_WITH} order by i.position) from booking_items i where i.booking_id = b.id) as services,
          coalesce(inv.total_amount, b.amount) as total, inv.payment_status,
          to_char(inv.paid_at at time zone 'Asia/Karachi', 'YYYY-MM-DD HH24:MI') as paid_at, inv.invoice_number
        from bookings b join users u on u.id = b.customer_id left join invoices inv on inv.booking_id = b.id
        where ${bookedIn(period)} ${after(last)}
        order by b.booking_date, b.start_time, b.bay, b.id
        limit ${size}::int`,
  );
}

/** The header, then one line per booking of the period (by date, start and bay). */
export async function* bookingsCsv(db: Executor, period: ReportPeriod, chunk = BOOKINGS_CSV_CHUNK): AsyncGenerator<string> {
  yield csvLine(reportExportColumns.bookings);
  let last: BookingCsvRow | undefined;
  for (;;) {
    const rows = await chunkAfter(db, period, last, chunk);
    if (rows.length === 0) return;
    yield rows
      .map((row) =>
        csvLine([
          row.number, row.date, row.start_time, row.end_time, numberOf(row.bay), row.status, row.source, row.full_name, row.phone, row.email,
          row.car, row.plate, row.services, numberOf(row.total), row.payment_status, row.paid_at, row.invoice_number,
        ]),
      )
      .join('');
    if (rows.length < chunk) return;
    last = rows.at(-1);
  }
}
