// API throughput against the machine's ceiling (a bare node:http server with a body of the same size).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { book, firstAddonIds, firstServiceId, availableDates, getJson, registerCustomer } from './customers';
import { measure, type LoadResult } from './load';
import { startAppServer, startBareServer } from './processes';

export const SIGNED_IN_BOOKINGS = 20;

/** Measures every endpoint row, or only those whose name contains one of `rows` (`--row` on the command line). */
export async function benchApi(label: string, databaseUrl?: string, rows: readonly string[] = []): Promise<LoadResult[]> {
  const app = await startAppServer({ databaseUrl });
  try {
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

    // The ceiling is measured again just before each row: on a shared machine it drifts by 2× within minutes,
    // so each ratio compares two measurements taken back to back.
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

    const bare = await startBareServer(catalogue.text);
    const ceilingName = `bare node:http (${catalogue.text.length} B JSON)`;
    const endpoints: Array<[string, string, Record<string, string>?]> = [
      ['GET /api/services/list/', `${app.url}/api/services/list/`],
      ['GET /api/bookings/available-dates/?days=14', `${app.url}/api/bookings/available-dates/?days=14&service=${serviceId}`],
      ['GET /api/bookings/available-times/?date=…', `${app.url}/api/bookings/available-times/?date=${bookedDay}&service=${serviceId}`],
      ['GET /api/bookings/available-times/?date=…&addons= (two add-ons)', `${app.url}/api/bookings/available-times/?date=${bookedDay}&service=${serviceId}&addons=${addonIds.join(',')}`],
      [`GET /api/customer/my-bookings/ (signed in, ${SIGNED_IN_BOOKINGS} bookings)`, `${app.url}/api/customer/my-bookings/`, { cookie: customer.cookie }],
      [`GET /api/ops/board (${boardBookings} bookings)`, boardUrl, { authorization: `Bearer ${opsToken}` }],
      ['GET /api/ops/board (refresh, 304)', boardUrl, { authorization: `Bearer ${opsToken}`, 'if-none-match': boardVersion }],
    ];
    const measured: LoadResult[] = [];
    try {
      for (const [name, url, headers] of endpoints.filter(([name]) => rows.length === 0 || rows.some((row) => name.includes(row)))) {
        const ceiling = await measure(ceilingName, bare.url);
        if (measured.length === 0) measured.push(ceiling);
        measured.push({ ...(await measure(`${name} [${label}]`, url, headers)), ceiling: ceiling.requestsPerSecond });
      }
    } finally {
      await bare.stop();
    }
    return measured;
  } finally {
    await app.stop();
  }
}
