// `npm run bench`: API throughput vs the machine's ceiling, booking throughput, front-end weight.
// Prints the tables and writes them into docs/benchmarks.md between the generated-section markers.
// Options: --only api|bookings|backup|reports|memory|bundle|lighthouse (repeatable), --row TEXT (repeatable: only the API rows whose
// endpoint contains TEXT), --no-postgres. A partial run only prints.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgresCluster, type PostgresCluster } from '../../tests/server/helpers/postgres-cluster';
import { benchApi } from './api';
import { BACKUP_DATA_SET, benchBackup } from './backup';
import { benchReports, REPORT_DATA_SET } from './reports';
import { benchBookings, type BookingResult } from './bookings';
import { benchBundles, type BundleRow } from './bundle';
import { LOAD, type LoadResult } from './load';
import { benchLighthouse } from './lighthouse';
import { benchMemory, serverArgs, type MemoryRow } from './memory';
import { LIFTED_LIMITS } from './processes';
import { apiTable, backupTable, bookingTable, bundleTable, lighthouseTable, memoryTable, reportsTable } from './report';

const args = process.argv.slice(2);
const valuesOf = (option: string) => args.flatMap((arg, index) => (arg === option && args[index + 1] !== undefined ? [args[index + 1]!] : []));
const only = valuesOf('--only');
const apiRows = valuesOf('--row');
const wants = (part: string) => only.length === 0 || only.includes(part);
const withPostgres = !args.includes('--no-postgres');

const postgres: { cluster: PostgresCluster | null } = { cluster: null };
async function postgresUrl(name: string): Promise<string | null> {
  if (!withPostgres) return null;
  if (!postgres.cluster) {
    const started = await startPostgresCluster();
    if ('reason' in started) {
      console.warn(`PostgreSQL skipped: ${started.reason}`);
      return null;
    }
    postgres.cluster = started.cluster;
  }
  return postgres.cluster.createDatabase(name);
}

const sections: string[] = [];
try {
  if (wants('api')) {
    const rows: LoadResult[] = await benchApi('PGlite', undefined, apiRows);
    const pgUrl = await postgresUrl('bench_api');
    if (pgUrl) rows.push(...(await benchApi('PostgreSQL', pgUrl, apiRows)).slice(1));
    sections.push(apiTable(rows));
  }
  if (wants('bookings')) {
    const rows: BookingResult[] = [await benchBookings('PGlite')];
    const pgUrl = await postgresUrl('bench_bookings');
    if (pgUrl) rows.push(await benchBookings('PostgreSQL', pgUrl));
    sections.push(bookingTable(rows));
  }
  if (wants('backup')) {
    sections.push(backupTable(BACKUP_DATA_SET, await benchBackup(await postgresUrl('bench_backup'))));
  }
  if (wants('reports')) {
    sections.push(reportsTable(REPORT_DATA_SET, await benchReports(await postgresUrl('bench_reports'))));
  }
  if (wants('memory')) {
    // What production runs (the compiled server) on both databases, and the transpiler `npm run dev` uses, to show
    // what it costs.
    const runtime = serverArgs('compiled') ? 'compiled' : 'tsx';
    const rows: MemoryRow[] = [await benchMemory('PGlite', runtime)];
    const pgUrl = await postgresUrl('bench_memory');
    if (pgUrl) rows.push(await benchMemory('PostgreSQL', runtime, pgUrl));
    if (runtime === 'compiled') rows.push(await benchMemory('PGlite', 'tsx'));
    sections.push(memoryTable(rows));
  }
  if (wants('bundle')) {
    const rows: BundleRow[] = benchBundles();
    sections.push(bundleTable(rows));
  }
  if (wants('lighthouse')) {
    sections.push(lighthouseTable([...(await benchLighthouse('production')), ...(await benchLighthouse('preact'))]));
  }
} finally {
  await postgres.cluster?.stop();
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const header = [
  `Run on ${new Date().toISOString().slice(0, 10)} — ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}.`,
  `Command: \`npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}\`. Load: autocannon, ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up then ${LOAD.durationSeconds} s, load generator and server on the same machine.`,
  `Limits lifted for the bench: ${Object.keys(LIFTED_LIMITS).join(', ')} (rate limits and upcoming bookings are not what it measures).`,
].join('\n');
const generated = [header, ...sections].join('\n\n');
console.log(`\n${generated}\n`);

const docPath = path.join(import.meta.dirname, '..', '..', 'docs', 'benchmarks.md');
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';
const doc = readFileSync(docPath, 'utf8');
const from = doc.indexOf(START);
const to = doc.indexOf(END);
if (from >= 0 && to > from && only.length === 0 && apiRows.length === 0) {
  writeFileSync(docPath, `${doc.slice(0, from + START.length)}\n${generated}\n${doc.slice(to)}`);
  console.log('Wrote the figures into docs/benchmarks.md.');
}
