// What the database holds, read from its own catalog: the app's tables in foreign-key order, their columns, the
// sequences behind bigserial ids, and the migrations drizzle recorded.
import type { AppliedMigration, SequenceValue } from './format';
import { knownMigrations } from './format';
import type { SqlClient } from './sql-client';

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables of schema public, each after every table it references (ties by name, so the order is stable). */
export async function tablesInForeignKeyOrder(client: SqlClient): Promise<string[]> {
  const tables = (
    await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
    )
  ).map((row) => row.name);
  const edges = await client.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
     JOIN pg_class child ON child.oid = k.conrelid JOIN pg_class parent ON parent.oid = k.confrelid
     JOIN pg_namespace n ON n.oid = k.connamespace WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of edges) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find((table) => !placed.has(table) && [...(parents.get(table) ?? [])].every((parent) => placed.has(parent)));
    if (next === undefined) throw new Error(`the tables' foreign keys form a cycle: ${tables.filter((table) => !placed.has(table)).join(', ')}`);
    ordered.push(next);
    placed.add(next);
  }
  return ordered;
}

/** A table's stored columns in their order (generated columns are left out: they are computed again). */
export async function columnsOf(client: SqlClient, table: string): Promise<string[]> {
  const rows = await client.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => row.name);
}

export async function sequenceValues(client: SqlClient): Promise<SequenceValue[]> {
  const names = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`,
  );
  const values: SequenceValue[] = [];
  for (const { name } of names) {
    const [row] = await client.query<{ last_value: string | number; is_called: boolean }>(`SELECT last_value, is_called FROM public.${quoteIdentifier(name)}`);
    if (row) values.push({ name, last_value: Number(row.last_value), is_called: row.is_called });
  }
  return values;
}

/** The migrations drizzle applied, oldest first, named by this version's journal where it knows the hash. */
export async function appliedMigrations(client: SqlClient): Promise<AppliedMigration[]> {
  const [exists] = await client.query<{ present: boolean }>(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!exists?.present) return [];
  const rows = await client.query<{ hash: string; created_at: string | number }>('SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at, id');
  const tags = new Map(knownMigrations().map((migration) => [migration.hash, migration.tag]));
  return rows.map((row) => ({ tag: tags.get(row.hash) ?? null, hash: row.hash, created_at: Number(row.created_at) }));
}
