// Memory and start-up of the real server: resident (VmRSS) and peak (VmHWM) of the server process after its first
// start on an empty data directory (migrations + seed), after a restart on the same data, and under load after
// that restart; and the time from spawn to the first 200 of /api/ready. Linux only: the figures come from
// /proc/<pid>/status. Alone: `node --import tsx scripts/bench/memory.ts [--postgres-url URL] [--runtime tsx] [--entry start.js]`.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildServer, isServerBuildFresh } from '../build-server.mjs';
import { availableDates, book, firstServiceId, registerCustomer } from './customers';
import { LOAD } from './load';
import { startAppServer, type RunningApp } from './processes';

export interface MemoryRow {
  database: string;
  runtime: Runtime;
  firstStartResidentMb: number;
  firstStartPeakMb: number;
  firstStartReadyMs: number;
  restartResidentMb: number;
  restartPeakMb: number;
  restartReadyMs: number;
  loadResidentMb: number;
  loadPeakMb: number;
}

/** `compiled` is what `npm start` runs (JavaScript built from the server); `tsx` is the transpiler `npm run dev` uses. */
export type Runtime = 'compiled' | 'tsx';

const ROOT = path.join(import.meta.dirname, '..', '..');
const COMPILED_START = path.join(ROOT, 'scripts', 'start.mjs');

/** The node arguments that start the server in `runtime`; null when this checkout has no compiled start. */
export function serverArgs(runtime: Runtime): string[] | null {
  if (runtime === 'tsx') return ['--import', 'tsx', 'server/start.ts'];
  return existsSync(COMPILED_START) ? [COMPILED_START] : null;
}

/** Lets the server finish what it does right after ready (the first sweeps) before resident memory is read. */
const SETTLE_MS = 1500;
const LOAD_SECONDS = 5;
const BOOKINGS_UNDER_LOAD = 20;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith(`${field}:`));
  if (!line) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(line.replace(/\D+/g, '')) / 1024;
}

const memoryOf = (app: RunningApp) => ({ residentMb: statusMb(app.pid, 'VmRSS'), peakMb: statusMb(app.pid, 'VmHWM') });

/** Bookings (writes) and the busiest reads at full concurrency: what the working day looks like, compressed. */
async function underLoad(app: RunningApp) {
  const serviceId = await firstServiceId(app.url);
  const customer = await registerCustomer(app.url, 0);
  for (let booked = 0; booked < BOOKINGS_UNDER_LOAD; ) {
    const dates = await availableDates(app.url, serviceId);
    if (dates.length === 0) break;
    if ((await book(app.url, customer, serviceId, dates[booked % dates.length]!)).status === 201) booked += 1;
  }
  const reads: Array<[string, Record<string, string>]> = [
    [`${app.url}/api/services/list/`, {}],
    [`${app.url}/api/bookings/available-dates/?days=14&service=${serviceId}`, {}],
    [`${app.url}/api/customer/my-bookings/`, { cookie: customer.cookie }],
  ];
  for (const [url, headers] of reads) await autocannon({ url, headers, connections: LOAD.connections, duration: LOAD_SECONDS });
  await settle();
  return memoryOf(app);
}

/** One database: a first start on a fresh data directory (or database), then a restart on the same data, loaded. */
export async function benchMemory(database: string, runtime: Runtime, databaseUrl?: string, entry?: string): Promise<MemoryRow> {
  const nodeArgs = entry ? [entry] : (serverArgs(runtime) ?? undefined);
  // `npm start` compiles a stale server before it starts it: done here first, so it is not timed as start-up.
  if (runtime === 'compiled' && !entry && !(await isServerBuildFresh())) await buildServer();
  const first = await startAppServer({ databaseUrl, nodeArgs });
  let firstStart;
  try {
    await settle();
    firstStart = memoryOf(first);
  } finally {
    await first.stop();
  }
  const again = await startAppServer({ databaseUrl, dataDir: first.dataDir, nodeArgs });
  let restart;
  let loaded;
  try {
    await settle();
    restart = memoryOf(again);
    loaded = await underLoad(again);
  } finally {
    await again.stop();
    if (!databaseUrl) rmSync(first.dataDir, { recursive: true, force: true });
  }
  return {
    database,
    runtime,
    firstStartResidentMb: firstStart.residentMb,
    firstStartPeakMb: firstStart.peakMb,
    firstStartReadyMs: first.readyMs,
    restartResidentMb: restart.residentMb,
    restartPeakMb: restart.peakMb,
    restartReadyMs: again.readyMs,
    loadResidentMb: loaded.residentMb,
    loadPeakMb: loaded.peakMb,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const valueOf = (option: string) => {
    const at = process.argv.indexOf(option);
    return at >= 0 ? process.argv[at + 1] : undefined;
  };
  const runtime: Runtime = valueOf('--runtime') === 'tsx' || serverArgs('compiled') === null ? 'tsx' : 'compiled';
  const postgresUrl = valueOf('--postgres-url');
  // --entry: an already compiled start.js (e.g. built elsewhere), measured as `compiled`.
  const entry = valueOf('--entry');
  const rows = [await benchMemory('PGlite', entry ? 'compiled' : runtime, undefined, entry)];
  if (postgresUrl) rows.push(await benchMemory('PostgreSQL', entry ? 'compiled' : runtime, postgresUrl, entry));
  console.log(JSON.stringify(rows, null, 2));
}
