// Crash safety: the real server process, killed with SIGKILL in the middle of concurrent bookings, restarted on
// the same data: every booking it had answered 201 is there, nothing is overbooked, and the database opens cleanly.
// On the embedded database the restart says the last stop was not clean and checks the database before it serves; a
// start after a clean stop does neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, firstServiceId, opsBookings, registerCustomer, availableDates, type Customer } from '../../scripts/bench/customers';
import { countOverbooking } from '../../scripts/bench/bookings';
import { LIFTED_LIMITS } from '../../scripts/bench/processes';
import { removeTempDirs, tempDir } from './helpers/app';
import { newPostgresDatabase, postgresUnavailable } from './helpers/shared-postgres';
import { compiledServers, SERVER_OPS_TOKEN, servedDataDir, until, type ServerProcess } from './helpers/server-process';

const CUSTOMERS = 6;
const ACKNOWLEDGED_BEFORE_KILL = 30;
const UNCLEAN_STOP = 'did not stop cleanly';
const CHECK_PASSED = '"msg":"database check passed"';

const servers = compiledServers({ env: LIFTED_LIMITS });
beforeAll(() => servers.build(), 60_000);
afterAll(async () => {
  servers.killAll();
  removeTempDirs();
});

/** Books as fast as it can until the server stops answering; records every id answered 201. */
async function bookUntilGone(base: string, customer: Customer, serviceId: string, acknowledged: string[]): Promise<void> {
  try {
    for (;;) {
      const dates = await availableDates(base, serviceId);
      const date = dates[Math.floor(Math.random() * dates.length)];
      if (!date) return;
      const answer = await book(base, customer, serviceId, date);
      if (answer.id) acknowledged.push(answer.id);
    }
  } catch {
    // The server was killed mid-request: that request was never acknowledged.
  }
}

/** Kills the server in a storm of bookings, restarts it on the same data and checks them; the restart, running. */
async function crashAndRecover(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const first = await servers.serve(dataDir, { env });
  const serviceId = await firstServiceId(first.base);
  const customers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, index) => registerCustomer(first.base, index)));
  const acknowledged: string[] = [];
  const loops = customers.map((customer) => bookUntilGone(first.base, customer, serviceId, acknowledged));
  await until(() => acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL, 'bookings were answered', 60_000);
  first.child.kill('SIGKILL');
  await first.exited;
  await Promise.all(loops);

  const second = await servers.serve(dataDir, { env });
  const rows = await opsBookings(second.base, SERVER_OPS_TOKEN);
  const present = new Set(rows.map((row) => row.id));
  expect(acknowledged.filter((id) => !present.has(id))).toEqual([]);
  expect(countOverbooking(rows)).toBe(0);
  // And it keeps working: a new booking after the restart (by a new customer, whose car is free at every time the
  // day still has: one of the first customers' cars may hold every free time of the first open day).
  const dates = await availableDates(second.base, serviceId);
  const newcomer = await registerCustomer(second.base, CUSTOMERS);
  expect((await book(second.base, newcomer, serviceId, dates[0]!)).status).toBe(201);
  console.info(`crash: ${acknowledged.length} acknowledged before SIGKILL, ${rows.length} present after restart`);
  return second;
}

describe('SIGKILL in the middle of concurrent bookings', () => {
  it('embedded database: every acknowledged booking survives; the restart says so and checks the database, a start after a clean stop does not', async () => {
    const dataDir = await servedDataDir();
    const second = await crashAndRecover(dataDir);
    expect(second.output()).toContain(UNCLEAN_STOP);
    expect(second.output()).toContain(CHECK_PASSED);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const third = await servers.serve(dataDir);
    expect(third.output()).not.toContain(UNCLEAN_STOP);
    expect(third.output()).not.toContain('database check');
    third.child.kill('SIGTERM');
    await third.exited;
  }, 120_000);

  it('PostgreSQL: every acknowledged booking survives', async (context) => {
    const noPostgres = postgresUnavailable();
    if (noPostgres !== null) return context.skip(noPostgres);
    const second = await crashAndRecover(tempDir('crash-postgres'), { DATABASE_URL: await newPostgresDatabase('crash', { empty: true }) });
    second.child.kill('SIGTERM');
    await second.exited;
  }, 120_000);
});
