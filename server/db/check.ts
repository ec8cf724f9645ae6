// The embedded database's check after a start that found it not closed cleanly (a kill, a power cut): PostgreSQL
// has replayed its log by then; amcheck (shipped with PGlite) then reads every table and every B-tree index and
// says whether the pages hold together and each index holds exactly its table's rows. Inside one transaction that
// is rolled back, so the extension is not left in the database. Only then, never on a normal start.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Logger } from '../http/logger';
import type { Holder } from './lock-holder';

export interface DatabaseCheck {
  tables: number;
  indexes: number;
  /** What amcheck reported, one line each (empty: nothing wrong). */
  problems: string[];
  ms: number;
}

const PROBLEMS_KEPT = 20;

const TABLES = `
  select c.oid::regclass::text as name from pg_class c
  where c.relkind in ('r', 'm', 't') and c.relpersistence = 'p' order by c.oid`;

const INDEXES = `
  select c.oid::regclass::text as name from pg_index i
  join pg_class c on c.oid = i.indexrelid
  join pg_am am on am.oid = c.relam
  where am.amname = 'btree' and c.relpersistence = 'p' and i.indisvalid and i.indisready order by c.oid`;

async function checkIndex(tx: Transaction, name: string): Promise<string | null> {
  await tx.query('savepoint index_check');
  try {
    // heapallindexed: also that every row of the table is in the index.
    await tx.query('select bt_index_check($1::regclass, true)', [name]);
    await tx.query('release savepoint index_check');
    return null;
  } catch (error) {
    await tx.query('rollback to savepoint index_check');
    return `index ${name}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Checks every table and B-tree index (the catalogue's own included); the client must have the amcheck extension. */
export async function checkDatabase(client: PGlite): Promise<DatabaseCheck> {
  const started = performance.now();
  const outcome = await client.transaction(async (tx) => {
    await tx.query('create extension amcheck');
    const tables = (await tx.query<{ name: string }>(TABLES)).rows;
    const indexes = (await tx.query<{ name: string }>(INDEXES)).rows;
    const problems: string[] = [];
    for (const { name } of tables) {
      const corrupt = await tx.query<{ blkno: number; msg: string }>('select blkno, msg from verify_heapam($1::regclass)', [name]);
      problems.push(...corrupt.rows.map((row) => `table ${name}, page ${row.blkno}: ${row.msg}`));
    }
    for (const { name } of indexes) {
      const problem = await checkIndex(tx, name);
      if (problem) problems.push(problem);
    }
    await tx.rollback();
    return { tables: tables.length, indexes: indexes.length, problems: problems.slice(0, PROBLEMS_KEPT) };
  });
  return { ...outcome, ms: Math.round(performance.now() - started) };
}

/**
 * After a start that found the last server's lock never released: says so, checks the database and says what was
 * found. Damage is reported, not repaired: the newest backup is what a workshop restores (README, Keeping your data).
 */
export async function checkAfterUncleanStop(client: PGlite, lastServer: Holder, logger: Logger): Promise<DatabaseCheck> {
  const said = 'the last server on this data directory did not stop cleanly (killed, or the power was cut): its log was replayed; checking the database';
  logger.error(said, { last_pid: lastServer.pid, last_host: lastServer.host });
  const check = await checkDatabase(client);
  if (check.problems.length === 0) logger.info('database check passed', { tables: check.tables, indexes: check.indexes, duration_ms: check.ms });
  else logger.error('database check found damage: restore the newest backup', { problems: check.problems.join(' | '), duration_ms: check.ms });
  return check;
}
