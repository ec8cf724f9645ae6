// API throughput against the machine's ceiling (a bare node:http server with a body of the same size).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { book, firstAddonIds, firstServiceId, availableDates, getJson, registerCustomer } from './customers';
import { measure, type LoadResult } from './load';
import { startAppServer, startBareServer, type RunningApp } from './processes';

export const SIGNED_IN_BOOKINGS = 20;

type Endpoint = [name: string, url: string, headers?: Record<string, string>];

/** Prepares one server for the rows (a customer with bookings, the board's version): its endpoints, and the catalogue. */
async function prepare(app: RunningApp): Promise<{ catalogue: string; endpoints: Endpoint[] }> {
  const catalogue = await getJson(`${app.url}/api/services/list/`);
  const serviceId = await firstServiceId(app.url);
  const customer = await registerCustomer(app.url, 0);
  let booked = 0;
  while (booked < SIGNED_IN_BOOKINGS) {
    const dates = await availableDates(app.url, serviceId);
    if (dates.length === 0) throw new Error('ran out of dates while preparing bookings');
    if ((await book(app.url, customer, serviceId, dates[booked % dates.length]!)).status === 201) booked += 1;
  }
  const myBookings = await getJson(`${app.url}/api/customer/my-bookings/`, customer.cookie);
  if (myBookings.status !== 200) throw new Error(`my-bookings answered ${myBookings.status}`);
  // The times of the first day the bookings above were spread over: some of its starts are taken.
  const [bookedDay] = await availableDates(app.url, serviceId);
  if (!bookedDay) throw new Error('no date left to list the times of');

  // The console's day board, as a desk asks for it every few seconds: the full answer, and the 304 of a refresh
  // while nothing changed (the common case).
  const opsToken = readFileSync(path.join(app.dataDir, 'ops-token'), 'utf8').trim();
  const boardUrl = `${app.url}/api/ops/board?date=${bookedDay}`;
  const board = await fetch(boardUrl, { headers: { authorization: `Bearer ${opsToken}` } });
  const boardVersion = board.headers.get('etag');
  if (board.status !== 200 || !boardVersion) throw new Error(`the board answered ${board.status} without a version`);
  const boardBookings = ((await board.json()) as { data: { bookings: unknown[] } }).data.bookings.length;

  // Two add-ons beside the main service: the times for the whole visit, beside the row without.
  const addonIds = await firstAddonIds(app.url, 2);
  return {
    catalogue: catalogue.text,
    endpoints: [
      ['GET /api/services/list/', `${app.url}/api/services/list/`],
      ['GET /api/bookings/available-dates/?days=14', `${app.url}/api/bookings/available-dates/?days=14&service=${serviceId}`],
      ['GET /api/bookings/available-times/?date=…', `${app.url}/api/bookings/available-times/?date=${bookedDay}&service=${serviceId}`],
      ['GET /api/bookings/available-times/?date=…&addons= (two add-ons)', `${app.url}/api/bookings/available-times/?date=${bookedDay}&service=${serviceId}&addons=${addonIds.join(',')}`],
      [`GET /api/customer/my-bookings/ (signed in, ${SIGNED_IN_BOOKINGS} bookings)`, `${app.url}/api/customer/my-bookings/`, { cookie: customer.cookie }],
      [`GET /api/ops/board (${boardBookings} bookings)`, boardUrl, { authorization: `Bearer ${opsToken}` }],
      ['GET /api/ops/board (refresh, 304)', boardUrl, { authorization: `Bearer ${opsToken}`, 'if-none-match': boardVersion }],
    ],
  };
}

/**
 * Measures every endpoint row, or only those whose name contains one of `rows` (`--row` on the command line): on a
 * server logging nothing (LOG_LEVEL=silent) and, right after, on one with the production default (LOG_LEVEL=info,
 * its lines appended to a log file), so each row shows what its log line costs.
 */
export async function benchApi(label: string, databaseUrl?: string, rows: readonly string[] = []): Promise<LoadResult[]> {
  const quiet = await startAppServer({ databaseUrl });
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'shineworks-bench-log-'));
  const logging = await startAppServer({ databaseUrl, env: { LOG_LEVEL: 'info' }, stdoutFile: path.join(logDir, 'server.log') });
  try {
    const plain = await prepare(quiet);
    const logged = await prepare(logging);
    // The ceiling is measured again just before each row: on a shared machine it drifts by 2× within minutes,
    // so each ratio compares measurements taken back to back.
    const bare = await startBareServer(plain.catalogue);
    const ceilingName = `bare node:http (${plain.catalogue.length} B JSON)`;
    const measured: LoadResult[] = [];
    try {
      for (const [index, [name, url, headers]] of plain.endpoints.entries()) {
        if (rows.length > 0 && !rows.some((row) => name.includes(row))) continue;
        const [, loggedUrl, loggedHeaders] = logged.endpoints[index]!;
        const ceiling = await measure(ceilingName, bare.url);
        if (measured.length === 0) measured.push(ceiling);
        const off = await measure(`${name} [${label}]`, url, headers);
        const on = await measure(`${name} [${label}, logs on]`, loggedUrl, loggedHeaders);
        measured.push({ ...off, ceiling: ceiling.requestsPerSecond, withLogs: on.requestsPerSecond });
      }
    } finally {
      await bare.stop();
    }
    return measured;
  } finally {
    await Promise.all([quiet.stop(), logging.stop()]);
    rmSync(logDir, { recursive: true, force: true });
  }
}
