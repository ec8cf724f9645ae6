// A power cut loses nothing the embedded database confirmed: every transaction that writes has its write-ahead log
// flushed to the disk (fdatasync on the real file, watched here at Node's file system calls) before the client gets
// its answer; reads flush nothing; a checkpoint flushes the data files. /metrics counts the same flushes.
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayInKarachi } from '../../src/domain/format';
import type { App } from '../../server/app';
import { driverOf, openDatabase, type DatabaseHandle } from '../../server/db/client';
import { writeTransactions } from '../../server/metrics/database-writes';
import { call, createTestApp, removeTempDirs } from './helpers/app';
import { addCarFor, bookFor, customerWithCar } from './helpers/customers';
import { servedDataDir } from './helpers/server-process';
import { OPS_TOKEN_HEADERS } from './helpers/staff';

let handle: DatabaseHandle;
let app: App;
beforeAll(async () => {
  handle = await openDatabase({ databaseUrl: null, dataDir: await servedDataDir() });
  ({ app } = await createTestApp(handle.db));
}, 60_000);
afterAll(async () => {
  await handle.close();
  removeTempDirs();
});
afterEach(() => vi.restoreAllMocks());

/** The files fdatasync(2) is called on from now on, by their path on the disk, in order. */
function watchFlushes(): string[] {
  const flushed: string[] = [];
  const original = fs.fdatasyncSync;
  vi.spyOn(fs, 'fdatasyncSync').mockImplementation((fd: number) => {
    flushed.push(fs.readlinkSync(`/proc/self/fd/${fd}`));
    original(fd);
  });
  return flushed;
}

const isWal = (file: string) => file.includes('/pglite/pg_wal/');

/** What `work` flushed, and how many transactions that wrote it committed (or rolled back). */
async function flushedBy(work: () => Promise<void>): Promise<{ wal: string[]; other: string[]; writes: number }> {
  const before = await writeTransactions(handle.db);
  const flushed = watchFlushes();
  await work();
  // Taken the moment the answer is in: a flush made after it would not be here.
  const atAnswer = [...flushed];
  vi.restoreAllMocks();
  const writes = (await writeTransactions(handle.db)) - before;
  return { wal: atAnswer.filter(isWal), other: atAnswer.filter((file) => !isWal(file)), writes };
}

const scrapeFlushes = async () => {
  const lines = (await (await app.request('/metrics', { headers: OPS_TOKEN_HEADERS })).text()).split('\n');
  const value = (file: string) => Number(lines.find((line) => line.startsWith(`database_flushes_total{file="${file}"}`))?.split(' ')[1]);
  return { wal: value('wal'), data: value('data') };
};

describe('the embedded database on the disk', () => {
  it("flushes a registration's and a booking's log before answering: one flush per transaction that wrote", async () => {
    const registered = await flushedBy(async () => {
      await customerWithCar(app);
    });
    expect(registered.writes).toBeGreaterThan(0);
    expect(registered.wal).toHaveLength(registered.writes);

    const who = await customerWithCar(app);
    const booked = await flushedBy(async () => {
      await bookFor(app, who, addDays(todayInKarachi(new Date()), 2), { time: '10:00' });
    });
    expect(booked.writes).toBeGreaterThan(0);
    expect(booked.wal).toHaveLength(booked.writes);
  });

  it('flushes nothing for reads (the catalogue, the free dates, My Bookings), only for the write after them', async () => {
    const who = await customerWithCar(app);
    const read = async () => {
      expect((await call(app, 'GET', '/api/services/list/')).status).toBe(200);
      expect((await call(app, 'GET', '/api/bookings/available-dates/?days=7&service=express-exterior-wash')).status).toBe(200);
      expect((await call(app, 'GET', '/api/customer/my-bookings/', { cookie: who.customer.cookie })).status).toBe(200);
    };
    // The very first read of the workshop's settings stores their defaults once (a write): not watched.
    await read();
    const reads = await flushedBy(async () => {
      for (let round = 0; round < 3; round += 1) await read();
    });
    expect(reads).toEqual({ wal: [], other: [], writes: 0 });
    const write = await flushedBy(async () => {
      await addCarFor(app, who.customer);
    });
    expect(write.wal.length).toBeGreaterThan(0);
  });

  it('flushes the data files at a checkpoint', async () => {
    await customerWithCar(app);
    const checkpoint = await flushedBy(async () => {
      await (driverOf(handle.db) as PGlite).exec('checkpoint');
    });
    expect(checkpoint.other.some((file) => file.includes('/pglite/base/'))).toBe(true);
    expect(checkpoint.other.some((file) => file.endsWith('/pglite/global/pg_control'))).toBe(true);
  });

  it('counts its flushes in /metrics as the disk sees them', async () => {
    const before = await scrapeFlushes();
    const flushed = await flushedBy(async () => {
      await customerWithCar(app);
    });
    const after = await scrapeFlushes();
    expect(after.wal - before.wal).toBe(flushed.wal.length);
    expect(after.data - before.data).toBe(flushed.other.length);
    expect(flushed.wal.length).toBeGreaterThan(0);
  });
});
