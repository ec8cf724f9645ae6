// Crash safety: the real server process, killed with SIGKILL in the middle of concurrent bookings, restarted on
// the same data: every booking it had answered 201 is there, nothing is overbooked, and the database opens cleanly.
import { afterAll, describe, expect, it } from 'vitest';
import { book, firstServiceId, opsBookings, registerCustomer, availableDates, type Customer } from '../../scripts/bench/customers';
import { countOverbooking } from '../../scripts/bench/bookings';
import { startAppServer, type RunningApp } from '../../scripts/bench/processes';
import { startPostgresCluster, type PostgresCluster } from './helpers/postgres-cluster';

const OPS_TOKEN = 'crash-test-ops-token-0123456789abcdef';
const CUSTOMERS = 6;
const ACKNOWLEDGED_BEFORE_KILL = 30;

const clusters: PostgresCluster[] = [];
afterAll(async () => {
  for (const cluster of clusters) await cluster.stop();
});

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for bookings');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Books as fast as it can until the server stops answering; records every id answered 201. */
async function bookUntilGone(server: RunningApp, customer: Customer, serviceId: string, acknowledged: string[]): Promise<void> {
  try {
    for (;;) {
      const dates = await availableDates(server.url, serviceId);
      const date = dates[Math.floor(Math.random() * dates.length)];
      if (!date) return;
      const answer = await book(server.url, customer, serviceId, date);
      if (answer.id) acknowledged.push(answer.id);
    }
  } catch {
    // The server was killed mid-request: that request was never acknowledged.
  }
}

async function crashAndRecover(databaseUrl?: string) {
  const env = { OPS_TOKEN };
  const first = await startAppServer({ databaseUrl, env });
  const serviceId = await firstServiceId(first.url);
  const customers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, index) => registerCustomer(first.url, index)));
  const acknowledged: string[] = [];
  const loops = customers.map((customer) => bookUntilGone(first, customer, serviceId, acknowledged));
  await waitFor(() => acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL, 60_000);
  await first.kill();
  await Promise.all(loops);

  const second = await startAppServer({ databaseUrl, dataDir: first.dataDir, env });
  try {
    expect((await fetch(`${second.url}/api/ready`)).status).toBe(200);
    const rows = await opsBookings(second.url, OPS_TOKEN);
    const present = new Set(rows.map((row) => row.id));
    expect(acknowledged.filter((id) => !present.has(id))).toEqual([]);
    expect(countOverbooking(rows)).toBe(0);
    // And it keeps working: a new booking after the restart (by a new customer, whose car is free at every time the
    // day still has: one of the first customers' cars may hold every free time of the first open day).
    const dates = await availableDates(second.url, serviceId);
    const newcomer = await registerCustomer(second.url, CUSTOMERS);
    expect((await book(second.url, newcomer, serviceId, dates[0]!)).status).toBe(201);
    console.info(`crash: ${acknowledged.length} acknowledged before SIGKILL, ${rows.length} present after restart`);
  } finally {
    await second.stop();
  }
}

describe('SIGKILL in the middle of concurrent bookings', () => {
  it('embedded database: every acknowledged booking survives', async () => {
    await crashAndRecover();
  }, 120_000);

  it('PostgreSQL: every acknowledged booking survives', async (context) => {
    const started = await startPostgresCluster();
    if ('reason' in started) return context.skip(started.reason);
    clusters.push(started.cluster);
    await crashAndRecover(await started.cluster.createDatabase('crash'));
  }, 120_000);
});
