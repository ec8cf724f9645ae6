// Named prepared statements for the hottest reads: parsed and planned once per connection, then only bound and
// executed. Through drizzle every query is built, parsed and planned again, and on PGlite sent as six protocol
// messages; for a signed-in list that was most of the request's time (docs/benchmarks.md).
import { PGlite } from '@electric-sql/pglite';
import { is, Placeholder } from 'drizzle-orm';
import pg from 'pg';
import { serialize } from 'pg-protocol';
import type { Database } from './client';

export interface PreparedStatement<Name extends string> {
  /** Unique per statement: the database keeps the plan under this name. */
  name: string;
  text: string;
  /** What to bind to $1, $2, …: a placeholder's name, or a constant fixed when the query was built. */
  parameters: Array<{ placeholder: Name } | { constant: string }>;
}

/** Freezes a drizzle query built with `sql.placeholder(name)` values into a named statement. */
export function prepareStatement<Name extends string>(name: string, query: { toSQL(): { sql: string; params: unknown[] } }): PreparedStatement<Name> {
  const { sql, params } = query.toSQL();
  const parameters = params.map((param) => {
    if (is(param, Placeholder)) return { placeholder: (param as Placeholder<Name>).name };
    if (typeof param === 'boolean' || typeof param === 'number' || typeof param === 'string') return { constant: String(param) };
    throw new Error(`prepared statement ${name}: unsupported constant ${String(param)}`);
  });
  return { name, text: sql, parameters };
}

export type TextRow = Array<string | null>;

/**
 * Runs a read-only prepared statement (on PGlite it skips the sync to disk, and the write generation of
 * write-generation.ts does not count it) and returns its first row with every column as text (cast in SQL where a type
 * matters), or null when it returned no row.
 */
export async function firstRow<Name extends string>(db: Database, statement: PreparedStatement<Name>, values: Record<Name, string | null>): Promise<TextRow | null> {
  const ordered = statement.parameters.map((parameter) => ('placeholder' in parameter ? values[parameter.placeholder] : parameter.constant));
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return pgliteFirstRow(client, statement, ordered);
  if (client instanceof pg.Pool) return postgresFirstRow(client, statement, ordered);
  throw new Error('prepared statements need a PGlite or pg.Pool client');
}

const asText = { getTypeParser: () => (value: string) => value };

async function postgresFirstRow(pool: pg.Pool, statement: PreparedStatement<string>, values: TextRow): Promise<TextRow | null> {
  // node-postgres prepares a named statement once per pooled connection.
  const result = await pool.query<TextRow>({ name: statement.name, text: statement.text, values, rowMode: 'array', types: asText });
  return result.rows[0] ?? null;
}

const preparedOn = new WeakMap<PGlite, Set<string>>();

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

async function pgliteFirstRow(client: PGlite, statement: PreparedStatement<string>, values: TextRow): Promise<TextRow | null> {
  // The same two locks PGlite's own query() takes: never inside another request's open transaction.
  return client._runExclusiveTransaction(() =>
    client.runExclusive(async () => {
      let prepared = preparedOn.get(client);
      if (!prepared) preparedOn.set(client, (prepared = new Set()));
      const messages: Uint8Array[] = [];
      if (!prepared.has(statement.name)) messages.push(serialize.parse({ name: statement.name, text: statement.text, types: [] }));
      messages.push(serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync());
      // A read changes no file: skip the sync to disk PGlite's query() does after each statement.
      const result = await client.execProtocol(concat(messages), { syncToFs: false, throwOnError: false });
      if (result.messages.some((message) => message.name === 'parseComplete')) prepared.add(statement.name);
      const failure = result.messages.find((message) => message.name === 'error');
      if (failure) throw failure;
      const row = result.messages.find((message) => message.name === 'dataRow');
      return row && 'fields' in row ? (row.fields as TextRow) : null;
    }),
  );
}
