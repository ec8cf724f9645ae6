// A digest of every row of every table, to prove that a refused request changed nothing.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';

// Both drivers answer raw statements as { rows }.
const rows = async <T>(db: Database, statement: SQL): Promise<T[]> => ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

interface Row {
  table_name: string;
}

/**
 * `{table: "rowcount:md5"}` for each table in the public schema except `skip`.
 * Rate-limit counters are skipped by default: a refused login is meant to count.
 */
export async function databaseFingerprint(db: Database, skip: readonly string[] = ['rate_limit_counters']): Promise<Record<string, string>> {
  const tables = await rows<Row>(db, sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const digest: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    if (skip.includes(table)) continue;
    const [row] = await rows<{ n: number; h: string }>(
      db,
      sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table}" t`),
    );
    digest[table] = `${row?.n}:${row?.h}`;
  }
  return digest;
}
