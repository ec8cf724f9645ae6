// Backup → restore as the workshop does it: the running server writes a backup (POST /api/ops/backups), the
// operator restores it with `npm run db:restore` into an empty DATA_DIR or an empty PostgreSQL database, and the same
// customers sign in with the same passwords (or keep their sessions) and see the same bookings. Both directions
// between PGlite and PostgreSQL.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupMessages } from '../../src/domain/messageAreas/backups';
import type { BookingListItem } from '../../src/domain/types';
import { openDatabase, openPostgres, type DatabaseHandle } from '../../server/db/client';
import { call, createTestApp, removeTempDirs, sessionCookieOf, tempDir } from './helpers/app';
import { busyWorkshop, databaseContent, restoreCommand, type Workshop } from './helpers/backup-fixtures';
import { openTemplatePglite } from './helpers/pglite-template';
import { newPostgresDatabase, postgresUnavailable } from './helpers/shared-postgres';
import { OPS_TOKEN_HEADERS } from './helpers/staff';

const noPostgres = postgresUnavailable();
afterAll(() => removeTempDirs());

const emptyPostgres = () => newPostgresDatabase('restore', { empty: true });

interface Source {
  handle: DatabaseHandle;
  workshop: Workshop;
  file: string;
  content: Awaited<ReturnType<typeof databaseContent>>;
}

/** A workshop on `handle`, backed up through the ops route. */
async function backedUp(handle: DatabaseHandle): Promise<Source> {
  const backupDir = tempDir('backups');
  const { app } = await createTestApp(handle.db, { BACKUP_DIR: backupDir });
  const workshop = await busyWorkshop(app);
  const answer = await call<{ data: { file: string; size: number; sha256: string } }>(app, 'POST', '/api/ops/backups', { headers: OPS_TOKEN_HEADERS });
  expect(answer.status).toBe(201);
  expect(answer.body.data.size).toBeGreaterThan(0);
  expect(answer.body.data.sha256).toMatch(/^[0-9a-f]{64}$/);
  return { handle, workshop, file: path.join(backupDir, answer.body.data.file), content: await databaseContent(handle.db) };
}

/** The restored database serves the same customers: old sessions still work, passwords sign in, bookings are there. */
async function expectSameCustomers(restored: DatabaseHandle, source: Source): Promise<void> {
  expect(await databaseContent(restored.db)).toEqual(source.content);
  const { app } = await createTestApp(restored.db);
  for (const { customer, bookings } of source.workshop.customers) {
    const kept = await call(app, 'GET', '/api/bookings/my-bookings/', { cookie: customer.cookie });
    expect(kept.status).toBe(200);
    const login = await call(app, 'POST', '/api/auth/customer/login/', { body: { email: customer.email, password: customer.password } });
    expect(login.status).toBe(200);
    const mine = await call<{ results: BookingListItem[] }>(app, 'GET', '/api/bookings/my-bookings/', { cookie: sessionCookieOf(login.headers) });
    const expected = bookings.map((booking) => booking.id).sort();
    expect(mine.body.results.map((booking) => booking.id).sort()).toEqual(expected);
  }
}

describe('a backup of the embedded database (PGlite)', () => {
  let source: Source;
  beforeAll(async () => {
    source = await backedUp(await openTemplatePglite());
  }, 120_000);
  afterAll(async () => {
    await source?.handle.close();
  });

  it('restores into an empty DATA_DIR with every row, session, password and sequence', async () => {
    const dataDir = tempDir('restored');
    const result = await restoreCommand([source.file], { DATA_DIR: dataDir });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Restored \d+ rows into /);
    const restored = await openDatabase({ databaseUrl: null, dataDir });
    try {
      await expectSameCustomers(restored, source);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('moves the workshop to PostgreSQL: restored into an empty database, the same customer signs in and sees the same bookings', async (context) => {
    if (noPostgres !== null) return context.skip(noPostgres);
    const url = await emptyPostgres();
    const result = await restoreCommand([source.file], { DATABASE_URL: url });
    expect(result.code).toBe(0);
    const restored = await openPostgres(url, 2);
    try {
      await expectSameCustomers(restored, source);
    } finally {
      await restored.close();
    }
  }, 120_000);
});

describe('a backup of PostgreSQL', () => {
  let source: Source | null = null;
  beforeAll(async () => {
    if (noPostgres !== null) return;
    source = await backedUp(await openPostgres(await emptyPostgres(), 4));
  }, 120_000);
  afterAll(async () => {
    await source?.handle.close();
  });

  it('restores into another empty PostgreSQL database', async (context) => {
    if (!source) return context.skip(noPostgres ?? 'no PostgreSQL source');
    const url = await emptyPostgres();
    expect((await restoreCommand([source.file], { DATABASE_URL: url })).code).toBe(0);
    // Once there, the data is not overwritten by accident; --force replaces it.
    const again = await restoreCommand([source.file], { DATABASE_URL: url });
    expect(again.code).not.toBe(0);
    expect(again.stderr.trim()).toBe(backupMessages.backups.targetNotEmpty(3, 6));
    expect((await restoreCommand([source.file, '--force'], { DATABASE_URL: url })).code).toBe(0);
    const restored = await openPostgres(url, 2);
    try {
      await expectSameCustomers(restored, source);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('restores into an embedded database too', async (context) => {
    if (!source) return context.skip(noPostgres ?? 'no PostgreSQL source');
    const dataDir = tempDir('from-postgres');
    expect((await restoreCommand([source.file], { DATA_DIR: dataDir })).code).toBe(0);
    const restored = await openDatabase({ databaseUrl: null, dataDir });
    try {
      await expectSameCustomers(restored, source);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
