// One small query interface over a PGlite transaction and a PostgreSQL connection, so the snapshot and the restore
// are written once for both databases.
import { PGlite, type Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { driverOf, type Database } from '../db/client';

export interface SqlClient {
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

export const pgliteSql = (tx: PGlite | PgliteTransaction): SqlClient => ({
  query: async <Row>(text: string, params?: unknown[]) => (await tx.query<Row>(text, params)).rows,
});

export const postgresSql = (client: pg.PoolClient | pg.Client): SqlClient => ({
  query: async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[],
});

/**
 * Runs `work` in one read-only REPEATABLE READ transaction: every table as of one moment while the server keeps
 * writing. On PGlite (one connection) the transaction holds the instance, so writes wait for the snapshot.
 */
export async function inSnapshotTransaction<T>(db: Database, work: (client: SqlClient, kind: 'pglite' | 'postgres') => Promise<T>): Promise<T> {
  const driver = driverOf(db);
  if (driver instanceof PGlite) {
    return driver.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await tx.query("SET LOCAL TimeZone = 'UTC'");
      return work(pgliteSql(tx), 'pglite');
    });
  }
  const connection = await driver.connect();
  try {
    await connection.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await connection.query("SET LOCAL TimeZone = 'UTC'");
    const result = await work(postgresSql(connection), 'postgres');
    await connection.query('COMMIT');
    return result;
  } catch (error) {
    await connection.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    connection.release();
  }
}
