// The embedded database's data directory: created (initdb + migrations) in a child process and renamed into place,
// what an interrupted creation leaves is cleaned up or kept aside, and every start runs with the small settings.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { driverOf, migrationsFolder, openDatabase } from '../../server/db/client';
import { ensurePgliteDataDir, PGLITE_SETTINGS } from '../../server/db/pglite-data-dir';
import { removeTempDirs, tempDir } from './helpers/app';

afterAll(() => removeTempDirs());

describe('the embedded database directory', () => {
  it('is created migrated on the first start, with the small settings, and opened as it is afterwards', async () => {
    const dataDir = tempDir('pglite-dir');
    const handle = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const pglite = driverOf(handle.db) as PGlite;
      const settings = await pglite.query<{ shared_buffers: string }>('show shared_buffers');
      expect(settings.rows[0]?.shared_buffers).toBe(PGLITE_SETTINGS.shared_buffers);
      // Migrated by the child: the tables are there, empty until the seed.
      const services = await pglite.query<{ count: number }>('select count(*)::int as count from services');
      expect(services.rows[0]?.count).toBe(0);
    } finally {
      await handle.close();
    }
    expect(readdirSync(dataDir).filter((entry) => entry.includes('.initialising-'))).toEqual([]);
    expect(await ensurePgliteDataDir(path.join(dataDir, 'pglite'), migrationsFolder)).toBe(false);
  }, 60_000);

  it('removes what an interrupted creation left, and keeps a directory that is no database aside', async () => {
    const dataDir = tempDir('pglite-dir');
    const pgliteDir = path.join(dataDir, 'pglite');
    mkdirSync(`${pgliteDir}.initialising-999999`, { recursive: true });
    mkdirSync(pgliteDir);
    writeFileSync(path.join(pgliteDir, 'notes.txt'), 'not a database');

    expect(await ensurePgliteDataDir(pgliteDir, migrationsFolder)).toBe(true);
    expect(existsSync(path.join(pgliteDir, 'PG_VERSION'))).toBe(true);
    const entries = readdirSync(dataDir);
    expect(entries.filter((entry) => entry.includes('.initialising-'))).toEqual([]);
    const keptAside = entries.find((entry) => entry.startsWith('pglite.incomplete-'));
    expect(keptAside && existsSync(path.join(dataDir, keptAside, 'notes.txt'))).toBe(true);
  }, 60_000);
});
