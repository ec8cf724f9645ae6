// The embedded database's data directory: created (initdb + migrations) in a child process and renamed into place,
// what an interrupted creation leaves is cleaned up or kept aside, and every start runs with the small settings.
// The new directory is flushed to the disk before it is renamed into place.
import fs, { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { driverOf, migrationsFolder, openDatabase } from '../../server/db/client';
import { ensurePgliteDataDir, PGLITE_SETTINGS } from '../../server/db/pglite-data-dir';
import { removeTempDirs, tempDir } from './helpers/app';

afterAll(() => removeTempDirs());

/** The files and directories fsync(2) is called on from now on, by their path on the disk, in order. */
function watchFsyncs(): string[] {
  const flushed: string[] = [];
  const original = fs.fsyncSync;
  vi.spyOn(fs, 'fsyncSync').mockImplementation((fd: number) => {
    flushed.push(fs.readlinkSync(`/proc/self/fd/${fd}`));
    original(fd);
  });
  return flushed;
}

/** Every file and directory under `dir`, relative to it, but the pid file each open writes. */
const treeOf = (dir: string) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((entry) => entry !== 'postmaster.pid');

describe('the embedded database directory', () => {
  it('is created migrated and flushed on the first start, with the small settings, and opened as it is afterwards', async () => {
    const dataDir = tempDir('pglite-dir');
    const fsyncs = watchFsyncs();
    const handle = await openDatabase({ databaseUrl: null, dataDir });
    vi.restoreAllMocks();
    // Built beside, every file and directory of it flushed, then renamed into place and the rename flushed: a power
    // cut after the first start cannot leave a database whose files never reached the disk.
    const built = fsyncs.find((file) => file.includes('/pglite.initialising-'))?.replace(/(\/pglite\.initialising-\d+).*/, '$1');
    expect(built).toBeDefined();
    const pgliteDir = path.join(dataDir, 'pglite');
    expect(treeOf(pgliteDir).filter((entry) => !fsyncs.includes(path.join(built ?? '', entry)))).toEqual([]);
    expect(fsyncs.lastIndexOf(fs.realpathSync(dataDir))).toBeGreaterThan(fsyncs.lastIndexOf(built ?? ''));
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
