// A digest of every row of every table, to prove that a refused request changed nothing.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';

// Both drivers answer raw statements as { rows }.
const rows = async <T>(db: Database, statement: SQL): Promise<T[]> => ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

// The schema does not change under a test: its tables are read once per database and skip list.
const statements = new WeakMap<Database, Map<string, Promise<SQL>>>();

/** One statement that digests every table: one round trip per fingerprint, not one per table. */
async function digestStatement(db: Database, skip: readonly string[]): Promise<SQL> {
  const tables = await rows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts = tables
    .map(({ table_name: table }) => table)
    .filter((table) => !skip.includes(table))
    .map(
      (table) =>
        `select '${table}' as t, count(*)::int as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from "${table}" r`,
    );
  return sql.raw(parts.join('\nunion all\n'));
}

/**
 * `{table: "rowcount:md5"}` for each table in the public schema except `skip`.
 * Rate-limit counters are skipped by default: a refused login is meant to count.
 */
export async function databaseFingerprint(db: Database, skip: readonly string[] = ['rate_limit_counters']): Promise<Record<string, string>> {
  const byDb = statements.get(db) ?? new Map<string, Promise<SQL>>();
  statements.set(db, byDb);
  const key = skip.join(',');
  const statement = byDb.get(key) ?? digestStatement(db, skip);
  byDb.set(key, statement);
  const digest: Record<string, string> = {};
  for (const row of await rows<{ t: string; n: number; h: string }>(db, await statement)) digest[row.t] = `${row.n}:${row.h}`;
  return digest;
}
