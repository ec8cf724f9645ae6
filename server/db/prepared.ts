// The hottest reads as one statement each, built once with drizzle (placeholders for the values). With fast reads
// on they run as named prepared statements: parsed and planned once per connection, then only bound and executed
// (decision 006). Through drizzle every query is built, parsed and planned again, and on PGlite sent as six protocol
// messages; for a signed-in list that was most of the request's time (docs/benchmarks.md). With FAST_READS=off the
// same text goes through each driver's public query() every time.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { is, Placeholder } from 'drizzle-orm';
import type pg from 'pg';
import { serialize } from 'pg-protocol';
import { driverOf, type Database } from './client';

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

/** Runs read-only statements (on PGlite they skip the sync to disk, and the write generation does not count them). */
export interface StatementReader {
  /** The statement's first row with every column as text (cast in SQL where a type matters), or null without one. */
  firstRow<Name extends string>(statement: PreparedStatement<Name>, values: Record<Name, string | null>): Promise<TextRow | null>;
}

const valuesInOrder = <Name extends string>(statement: PreparedStatement<Name>, values: Record<Name, string | null>): TextRow =>
  statement.parameters.map((parameter) => ('placeholder' in parameter ? values[parameter.placeholder] : parameter.constant));

const asText = { getTypeParser: () => (value: string) => value };

async function postgresFirstRow(pool: pg.Pool, name: string | undefined, text: string, values: TextRow): Promise<TextRow | null> {
  // With a name, node-postgres prepares the statement once per pooled connection.
  const result = await pool.query<TextRow>({ ...(name ? { name } : {}), text, values, rowMode: 'array', types: asText });
  return result.rows[0] ?? null;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * On PGlite, below its query(): the same two locks query() takes (`_runExclusiveTransaction`, then `runExclusive`),
 * so it never runs inside another request's open transaction, and `execProtocol` without the sync to disk.
 * tests/server/pglite-internals.test.ts checks every one of these assumptions.
 */
async function pgliteFirstRow(client: PGlite, prepared: Set<string>, name: string, text: string, values: TextRow): Promise<TextRow | null> {
  return client._runExclusiveTransaction(() =>
    client.runExclusive(async () => {
      const messages: Uint8Array[] = [];
      if (!prepared.has(name)) messages.push(serialize.parse({ name, text, types: [] }));
      messages.push(serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync());
      // A read changes no file: skip the sync to disk PGlite's query() does after each statement.
      const result = await client.execProtocol(concat(messages), { syncToFs: false, throwOnError: false });
      if (result.messages.some((message) => message.name === 'parseComplete')) prepared.add(name);
      const failure = result.messages.find((message) => message.name === 'error');
      if (failure) throw failure;
      const row = result.messages.find((message) => message.name === 'dataRow');
      return row && 'fields' in row ? (row.fields as TextRow) : null;
    }),
  );
}

/** Named statements, parsed and planned once per connection (fast reads on). */
export function preparedStatements(db: Database): StatementReader {
  const driver = driverOf(db);
  if (driver instanceof PGlite) {
    // The statements this reader prepared on the connection, under names of its own: another reader on the same
    // connection (a second app in the tests) prepares its own copies instead of colliding with these.
    const prepared = new Set<string>();
    const suffix = randomBytes(4).toString('hex');
    return {
      firstRow: (statement, values) => pgliteFirstRow(driver, prepared, `${statement.name}_${suffix}`, statement.text, valuesInOrder(statement, values)),
    };
  }
  return { firstRow: (statement, values) => postgresFirstRow(driver, statement.name, statement.text, valuesInOrder(statement, values)) };
}

function textRow(statement: PreparedStatement<string>, row: unknown[] | undefined): TextRow | null {
  if (!row) return null;
  return row.map((value, column) => {
    if (value === null || typeof value === 'string') return value;
    throw new Error(`statement ${statement.name}: column ${column + 1} is not text; cast it in SQL`);
  });
}

/** The same statements, sent unnamed through each driver's public query() and planned on every call (FAST_READS=off). */
export function plainStatements(db: Database): StatementReader {
  const driver = driverOf(db);
  if (driver instanceof PGlite) {
    return {
      firstRow: async (statement, values) => {
        const result = await driver.query<unknown[]>(statement.text, valuesInOrder(statement, values), { rowMode: 'array' });
        return textRow(statement, result.rows[0]);
      },
    };
  }
  return { firstRow: (statement, values) => postgresFirstRow(driver, undefined, statement.text, valuesInOrder(statement, values)) };
}
