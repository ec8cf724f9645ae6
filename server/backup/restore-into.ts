// Where a restore goes: an embedded database in DATA_DIR (built beside the old one and swapped in only when
// complete, under the data directory's lock) or the PostgreSQL database of DATABASE_URL (under the migration lock
// every starting server takes).
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { backupMessages } from '../../src/domain/messageAreas/backups';
import { MIGRATION_LOCK_KEY } from '../db/client';
import { flushPath, makeDirectoryFlushed } from '../db/flush-files';
import { acquireDataDirLock } from '../db/lock';
import { ensurePgliteDataDir, openPgliteDirectory } from '../db/pglite-data-dir';
import { RestoreRefusal, verifiedHeader } from './backup-reader';
import { dataIn, dropAppObjects, loadRows, migrationsUpTo } from './restore';
import { pgliteSql, postgresSql, type SqlClient } from './sql-client';

export interface RestoreOptions {
  file: string;
  force: boolean;
  /** PostgreSQL when set, else the embedded database in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
}

export interface RestoreOutcome {
  rows: number;
  target: string;
}

async function refuseUnlessEmpty(client: SqlClient, force: boolean): Promise<void> {
  const { accounts, bookings } = await dataIn(client);
  if ((accounts > 0 || bookings > 0) && !force) throw new RestoreRefusal(backupMessages.backups.targetNotEmpty(accounts, bookings));
}

async function intoPglite(options: RestoreOptions, header: Awaited<ReturnType<typeof verifiedHeader>>): Promise<RestoreOutcome> {
  makeDirectoryFlushed(options.dataDir);
  const lock = await acquireDataDirLock(options.dataDir);
  const current = path.join(options.dataDir, 'pglite');
  const building = path.join(options.dataDir, `pglite.restoring-${process.pid}`);
  const migrations = await migrationsUpTo(header, options.file);
  try {
    if (existsSync(path.join(current, 'PG_VERSION'))) {
      const existing = openPgliteDirectory(current);
      try {
        await refuseUnlessEmpty(pgliteSql(existing), options.force);
      } finally {
        await existing.close();
      }
    }
    await rm(building, { recursive: true, force: true });
    await ensurePgliteDataDir(building, migrations.folder);
    const target = openPgliteDirectory(building);
    let rows: number;
    try {
      rows = await loadRows(pgliteSql(target), header, options.file);
    } finally {
      await target.close();
    }
    await rm(current, { recursive: true, force: true });
    await rename(building, current);
    flushPath(options.dataDir);
    return { rows, target: current };
  } finally {
    await rm(building, { recursive: true, force: true });
    await migrations.cleanup();
    await lock.release();
  }
}

async function intoPostgres(options: RestoreOptions & { databaseUrl: string }, header: Awaited<ReturnType<typeof verifiedHeader>>): Promise<RestoreOutcome> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const migrations = await migrationsUpTo(header, options.file);
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const sql = postgresSql(client);
    await refuseUnlessEmpty(sql, options.force);
    await dropAppObjects(sql);
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: migrations.folder });
    const rows = await loadRows(sql, header, options.file);
    const url = new URL(options.databaseUrl);
    return { rows, target: `the PostgreSQL database ${url.pathname.replace(/^\//, '')} on ${url.hostname}` };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await migrations.cleanup();
    await client.end();
  }
}

/** Checks the file, then restores it; RestoreRefusal says in one sentence why nothing was done. */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreOutcome> {
  if (!existsSync(options.file)) throw new RestoreRefusal(backupMessages.backups.restoreMissingFile(options.file));
  const header = await verifiedHeader(options.file);
  if (options.databaseUrl) return intoPostgres({ ...options, databaseUrl: options.databaseUrl }, header);
  return intoPglite(options, header);
}
