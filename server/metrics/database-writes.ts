// What the database has written and flushed, read at scrape time: the embedded database's flushes (its file
// system counts them, decision 018) and the transactions that wrote, from the database's own transaction ids — so
// flushes per write can be read off two scrapes.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { driverOf, type Database } from '../db/client';
import { FlushingNodeFS, type FlushCounts } from '../db/flushing-node-fs';
import { rowsOf } from '../reports/sql';

/** The embedded database's flushes since it was opened; null on PostgreSQL (its flushes are its own) and in memory. */
export function flushCounts(db: Database): FlushCounts | null {
  const driver = driverOf(db);
  return driver instanceof PGlite && driver.fs instanceof FlushingNodeFS ? driver.fs.flushes : null;
}

/** Transactions that wrote, committed or rolled back, since the database was created: the next transaction id. */
export async function writeTransactions(db: Database): Promise<number> {
  const [row] = await rowsOf<{ next: string }>(db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`);
  return Number(row?.next ?? 0);
}
