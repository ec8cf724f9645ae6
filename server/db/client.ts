// Opens the database (embedded PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set) and applies migrations.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { makeDirectoryFlushed } from './flush-files';
import { acquireDataDirLock, type DataDirLock } from './lock';
import type { Holder } from './lock-holder';
import { ensurePgliteDataDir, openPgliteDirectory } from './pglite-data-dir';
import * as schema from './schema';

export type Schema = typeof schema;
/** One typed handle for both drivers. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when `select 1` works. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Says in DATA_DIR/.lock that this server has begun to stop (the embedded database only). */
  markStopping?(): void;
  /**
   * The embedded database only: the server before this one did not stop cleanly (DATA_DIR/.lock still named it);
   * the database is then opened with the amcheck extension, for the start to check it (server/db/check.ts).
   */
  uncleanStopOf?: Holder;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any number, fixed: serialises migrations when several instances start at once on one PostgreSQL.
export const MIGRATION_LOCK_KEY = 7_305_118_204;

/** Wraps an open PGlite instance (for tests: an in-memory copy of a migrated template). */
export async function openPgliteClient(client: PGlite, onClose: () => void | Promise<void> = () => {}): Promise<DatabaseHandle> {
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        await onClose();
      }
    },
  };
}

export async function openPostgres(connectionString: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  pool.on('error', (error) => console.error(JSON.stringify({ level: 'error', msg: 'idle database client failed', error: error.message })));
  try {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** The driver under a drizzle handle: the PGlite instance, or the PostgreSQL pool. */
export function driverOf(db: Database): PGlite | pg.Pool {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite || client instanceof pg.Pool) return client;
  throw new Error('the database handle has neither a PGlite nor a pg.Pool client');
}

/**
 * Opens what the configuration asks for; for PGlite, holds DATA_DIR/.lock until close(), and creates the database
 * in a child process when the directory has none, so this process never holds initdb's memory.
 */
export async function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  makeDirectoryFlushed(options.dataDir);
  const lock: DataDirLock = await acquireDataDirLock(options.dataDir);
  try {
    const pgliteDir = path.join(options.dataDir, 'pglite');
    await ensurePgliteDataDir(pgliteDir, migrationsFolder);
    const unclean = lock.uncleanStopOf;
    const client = openPgliteDirectory(pgliteDir, unclean ? { amcheck } : {});
    return {
      ...(await openPgliteClient(client, () => lock.release())),
      markStopping: () => lock.markStopping(),
      ...(unclean ? { uncleanStopOf: unclean } : {}),
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction: functions that may run inside either take this. */
export type Executor = Database | Transaction;

/** The PostgreSQL error (its SQLSTATE code and constraint) behind a failed query, whichever driver raised it. */
export function databaseErrorOf(error: unknown): { code: string; constraint?: unknown } | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = typeof current === 'object' && 'code' in current ? (current as { code: unknown }).code : undefined;
    // A SQLSTATE is five digits or capitals; Node's own codes (ECONNRESET, …) are not the database's answer.
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return current as { code: string; constraint?: unknown };
    }
    current = typeof current === 'object' && 'cause' in current ? (current as { cause: unknown }).cause : null;
  }
  return null;
}

/**
 * True when a query failed on a unique constraint (PostgreSQL code 23505), whichever driver raised it; with
 * `constraint`, only when it was that index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const failure = databaseErrorOf(error);
  if (failure?.code !== '23505') return false;
  return constraint === undefined || failure.constraint === constraint;
}
