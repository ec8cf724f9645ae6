// The owner's reports on a busy year: 10,000 customers and 55,000 bookings (with their items, invoices — most paid —
// and refunds) generated set-based into a database, then the month and the year summary timed as the route computes
// them (the same statements, side by side), p50 and p95 over RUNS runs after WARMUP.
import { performance } from 'node:perf_hooks';
import { openPostgres, type Database, type DatabaseHandle } from '../../server/db/client';
import { seedCatalogue } from '../../server/db/seed';
import type { ReportPeriod } from '../../server/reports/period';
import { reportSummary } from '../../server/reports/summary';
import { withSql } from '../../tests/server/helpers/backup-fixtures';
import { openTemplatePglite } from '../../tests/server/helpers/pglite-template';

export interface Timing {
  p50: number;
  p95: number;
  /** This process's CPU milliseconds per run (p50): the embedded database's own work, whatever else the cores run. */
  cpuP50: number;
}

export interface ReportBenchRow {
  database: string;
  generateSeconds: number;
  month: Timing;
  year: Timing;
}

const CUSTOMERS = 10_000;
const BOOKINGS = 55_000;
const BAYS = 3;
const RUNS = 20;
const WARMUP = 3;
const YEAR: ReportPeriod = { from: '2025-11-01', to: '2026-10-31' };
const MONTH: ReportPeriod = { from: '2026-06-01', to: '2026-06-30' };

/** The data set's size, in words, for the table's heading. */
export const REPORT_DATA_SET = `${CUSTOMERS} customers, ${BOOKINGS} bookings over a year (${YEAR.from} to ${YEAR.to}) with their items, invoices (90% paid) and refunds`;

/** A busy year: bookings spread over every day, hour and bay; 5% cancelled (half of them paid, then refunded two days later), 5% no-shows. */
export async function generateYear(db: Database): Promise<void> {
  await seedCatalogue(db);
  await withSql(db, async (client) => {
    await client.query(
      `INSERT INTO users (id, email, full_name, phone, role)
       SELECT 'bench-c-' || n, 'bench' || n || '@example.pk', 'Customer ' || n, '+92300' || lpad(n::text, 7, '0'), 'customer'
       FROM generate_series(1, ${CUSTOMERS}) AS n`,
    );
    await client.query(
      `INSERT INTO bookings (id, customer_id, service_id, car_make, car_model, car_year, car_license_plate, status, source, booking_date, start_time, end_time, bay, amount)
       SELECT 'bench-b-' || n, 'bench-c-' || (1 + (n * 7919) % ${CUSTOMERS}), s.id, 'Toyota', 'Corolla', 2020, 'KHI-' || n,
              CASE WHEN n % 20 = 0 THEN 'cancelled' WHEN n % 20 = 1 THEN 'no_show' ELSE 'completed' END,
              (ARRAY['web', 'web', 'phone', 'walk_in', 'whatsapp'])[1 + n % 5],
              date '${YEAR.from}' + (n % 365),
              lpad((8 + (n / 365) % 11)::text, 2, '0') || ':00', lpad((9 + (n / 365) % 11)::text, 2, '0') || ':00',
              1 + (n / 365 / 11) % ${BAYS}, s.price + CASE WHEN n % 3 = 0 THEN 500 ELSE 0 END
       FROM generate_series(1, ${BOOKINGS}) AS n
       JOIN services s ON s.id = (ARRAY['express-exterior-wash', 'premium-wash-wax', 'interior-deep-clean', 'signature-full-detail'])[1 + n % 4]`,
    );
    await client.query(
      `INSERT INTO booking_items (booking_id, position, service_id, name, kind, price, duration_minutes)
       SELECT b.id, 0, s.id, s.name, 'service', s.price, s.duration_minutes FROM bookings b JOIN services s ON s.id = b.service_id WHERE b.id LIKE 'bench-b-%'`,
    );
    await client.query(
      `INSERT INTO booking_items (booking_id, position, service_id, name, kind, price, duration_minutes)
       SELECT 'bench-b-' || n, 1, 'headlight-restoration', 'Headlight Restoration', 'addon', 500, 30 FROM generate_series(3, ${BOOKINGS}, 3) AS n`,
    );
    await client.query(
      `INSERT INTO invoices (id, booking_id, customer_id, amount, tax_amount, total_amount, payment_status, payment_method, paid_at, invoice_number)
       SELECT 'bench-i-' || n, b.id, b.customer_id, b.amount, 0, b.amount,
              CASE WHEN n % 40 = 0 THEN 'refunded' WHEN n % 20 = 0 OR n % 10 = 9 THEN 'pending' ELSE 'paid' END,
              CASE WHEN n % 40 = 0 OR (n % 20 <> 0 AND n % 10 <> 9) THEN 'cash' END,
              CASE WHEN n % 40 = 0 OR (n % 20 <> 0 AND n % 10 <> 9) THEN (b.booking_date + b.end_time::time) AT TIME ZONE 'Asia/Karachi' END,
              'BENCH-' || n
       FROM generate_series(1, ${BOOKINGS}) AS n JOIN bookings b ON b.id = 'bench-b-' || n`,
    );
    await client.query(
      `INSERT INTO refunds (id, transaction_id, invoice_id, booking_id, channel, amount, status, created_at, completed_at)
       SELECT 'bench-r-' || i.id, 'bench-t-' || i.id, i.id, i.booking_id, 'workshop', i.total_amount, 'succeeded', i.paid_at + interval '2 days', i.paid_at + interval '2 days'
       FROM invoices i WHERE i.payment_status = 'refunded' AND i.id LIKE 'bench-i-%'`,
    );
    await client.query('ANALYZE');
  });
}

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;

async function timed(db: Database, period: ReportPeriod): Promise<Timing> {
  for (let run = 0; run < WARMUP; run += 1) await reportSummary(db, period, BAYS);
  const times: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await reportSummary(db, period, BAYS);
    const used = process.cpuUsage(cpuBefore);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), cpuP50: percentile(cpu, 0.5) };
}

async function benchOn(database: string, handle: DatabaseHandle): Promise<ReportBenchRow> {
  try {
    const started = performance.now();
    await generateYear(handle.db);
    const generateSeconds = (performance.now() - started) / 1000;
    return { database, generateSeconds, month: await timed(handle.db, MONTH), year: await timed(handle.db, YEAR) };
  } finally {
    await handle.close();
  }
}

export async function benchReports(postgresUrl: string | null): Promise<ReportBenchRow[]> {
  const rows = [await benchOn('PGlite', await openTemplatePglite())];
  if (postgresUrl) rows.push(await benchOn('PostgreSQL', await openPostgres(postgresUrl, 6)));
  return rows;
}
