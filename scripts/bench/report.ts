// Markdown tables for the benchmark figures.
import type { BookingResult } from './bookings';
import type { BundleRow } from './bundle';
import type { LighthouseRow } from './lighthouse';
import type { LoadResult } from './load';
import type { MemoryRow } from './memory';

const fixed = (value: number, digits = 0) => value.toFixed(digits);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function apiTable(rows: LoadResult[]): string {
  const lines = rows.map((row) => {
    const ceiling = row.ceiling ?? row.requestsPerSecond;
    const logs = row.withLogs === undefined ? '– | –' : `${fixed(row.withLogs)} | ${fixed((row.withLogs / row.requestsPerSecond) * 100, 1)}%`;
    return `| ${row.name} | ${fixed(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ${fixed(ceiling)} | ${fixed((row.requestsPerSecond / ceiling) * 100, 1)}% | ${logs} | ${row.non2xx + row.errors} |`;
  });
  return [
    '### API',
    '',
    "Each row's ceiling is the bare node:http server measured just before it. The row itself runs with LOG_LEVEL=silent;",
    '"logs on" is the same row measured right after on a server with the production default (LOG_LEVEL=info, one line',
    'per request appended to a log file), and "logs on/off" their ratio.',
    '',
    '| endpoint | req/s | p50 ms | p99 ms | ceiling req/s | of ceiling | req/s logs on | logs on/off | non-2xx/errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...lines,
  ].join('\n');
}

export function bookingTable(rows: BookingResult[]): string {
  const perOne = (value: number | null) => (value === null ? '–' : fixed(value, 2));
  const lines = rows.map(
    (row) =>
      `| ${row.database} | ${row.customers} | ${row.booked} | ${row.refused} | ${fixed(row.seconds, 1)} | ${fixed(row.bookingsPerSecond, 1)} | ${row.writes.writeTransactions} | ${perOne(row.writes.perWrite)} | ${perOne(row.writes.perConfirmed)} | ${row.overbooked} |`,
  );
  return [
    '### Booking throughput (concurrent customers fill the next 14 days)',
    '',
    'Write transactions: those that wrote during the run (bookings, their mails, sessions), from the database\'s transaction',
    'ids in /metrics. Flushes: the embedded database\'s fdatasync calls to the disk (decision 018); the PostgreSQL row has',
    'none to count here (its own, and the bench cluster runs with fsync off).',
    '',
    '| database | customers | booked (201) | refused (409) | seconds | bookings/s | write transactions | flushes per write transaction | flushes per booking | overbooked |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...lines,
  ].join('\n');
}

export function bundleTable(rows: BundleRow[]): string {
  const lines = rows.map((row) => `| ${row.build} | ${row.part} | ${kb(row.jsGzip)} | ${kb(row.cssGzip)} |`);
  return ['### Front end (gzip -9)', '', '| build | part | JS | CSS |', '|---|---|---:|---:|', ...lines].join('\n');
}

export function lighthouseTable(rows: LighthouseRow[]): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const lines = rows.map(
    (row) =>
      `| ${row.build} | ${row.page} | ${row.performance.join(' · ')} | ${ms(row.firstContentfulPaint)} | ${ms(row.largestContentfulPaint)} | ${ms(row.totalBlockingTime)} | ${row.cumulativeLayoutShift.toFixed(3)} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} |`,
  );
  return [
    '### Lighthouse (mobile, production build)',
    '',
    'Performance of each run; the metrics are the runs\' medians (simulated slow 4G and a 4× slower CPU); accessibility, best practices and SEO the lowest of the runs.',
    '',
    '| build | page | performance | FCP | LCP | TBT | CLS | accessibility | best practices | SEO |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...lines,
  ].join('\n');
}

export function memoryTable(rows: MemoryRow[]): string {
  const mb = (value: number) => fixed(value);
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const lines = rows.map(
    (row) =>
      `| ${row.database} | ${row.runtime} | ${mb(row.firstStartResidentMb)} | ${mb(row.firstStartPeakMb)} | ${seconds(row.firstStartReadyMs)} | ${mb(row.restartResidentMb)} | ${mb(row.restartPeakMb)} | ${seconds(row.restartReadyMs)} | ${mb(row.loadResidentMb)} | ${mb(row.loadPeakMb)} |`,
  );
  return [
    '### Memory and start-up (server process, MB resident / peak from /proc; seconds from spawn to /api/ready 200)',
    '',
    'First start: an empty data directory (or database), so migrations and the seed run. Restart: the same data. Under load: after the restart, 20 bookings then 5 s of each of three busy reads at full concurrency.',
    '',
    '| database | runtime | resident after first start | peak during first start | first start to ready s | resident after restart | peak during restart | start-to-ready (restart) s | resident under load | peak under load |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...lines,
  ].join('\n');
}

export function backupTable(dataSet: string, rows: Array<{ target: string; rows: number; bytes: number; backupSeconds: number; restoreSeconds: number }>): string {
  const lines = rows.map((row) => `| ${row.target} | ${row.rows} | ${kb(row.bytes)} | ${fixed(row.backupSeconds, 1)} | ${fixed(row.restoreSeconds, 1)} |`);
  return [
    `### Backup and restore (PGlite source: ${dataSet})`,
    '',
    '| restored into | rows | file (gzip) | backup s | restore s |',
    '|---|---:|---:|---:|---:|',
    ...lines,
  ].join('\n');
}

export function reportsTable(
  dataSet: string,
  rows: Array<{ database: string; generateSeconds: number; month: { p50: number; p95: number; cpuP50: number }; year: { p50: number; p95: number; cpuP50: number } }>,
): string {
  // The CPU column means something only where the database runs inside this process.
  const cpu = (row: { database: string }, value: number) => (row.database === 'PGlite' ? fixed(value, 1) : '—');
  const lines = rows.map(
    (row) =>
      `| ${row.database} | ${fixed(row.generateSeconds, 1)} | ${fixed(row.month.p50, 1)} | ${fixed(row.month.p95, 1)} | ${cpu(row, row.month.cpuP50)} | ${fixed(row.year.p50, 1)} | ${fixed(row.year.p95, 1)} | ${cpu(row, row.year.cpuP50)} |`,
  );
  return [
    `### Reports (the summary of GET /api/ops/reports/summary on ${dataSet}; goal: month under 100 ms, year under 500 ms at p95)`,
    '',
    '| database | generate s | month p50 ms | month p95 ms | month CPU ms (p50) | year p50 ms | year p95 ms | year CPU ms (p50) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...lines,
  ].join('\n');
}
