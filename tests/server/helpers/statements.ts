// Records the SQL a database handle sends, in order, on PGlite and on PostgreSQL alike: each statement's text
// (parameters left out), and `begin` / `commit` / `rollback` around transactions.
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { driverOf, type Database } from '../../../server/db/client';

export interface StatementRecording {
  statements: string[];
  stop(): void;
}

type Method = (...args: never[]) => unknown;

const textOf = (query: unknown): string => {
  const text = typeof query === 'string' ? query : typeof query === 'object' && query !== null && 'text' in query ? String(query.text) : String(query);
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
};

/** Puts `replacement` (given the original) in place of `target[name]`; returns what puts the original back. */
function replaceMethod(target: object, name: string, replacement: (original: Method) => Method): () => void {
  const own = Object.getOwnPropertyDescriptor(target, name);
  const original = (Reflect.get(target, name) as Method).bind(target) as Method;
  Reflect.set(target, name, replacement(original));
  return () => (own ? Object.defineProperty(target, name, own) : Reflect.deleteProperty(target, name));
}

const recordQueries = (target: object, statements: string[]) =>
  replaceMethod(target, 'query', (query) => (...args) => {
    statements.push(textOf(args[0]));
    return query(...args);
  });

export function recordStatements(db: Database): StatementRecording {
  const statements: string[] = [];
  const driver = driverOf(db);
  const undo = [recordQueries(driver, statements)];
  if (driver instanceof PGlite) {
    // PGlite runs BEGIN and COMMIT itself and hands drizzle a transaction object of its own.
    undo.push(
      replaceMethod(driver, 'transaction', (transaction) => async (...args: never[]) => {
        const [work] = args as unknown as [(tx: object) => Promise<unknown>];
        statements.push('begin');
        try {
          const result = await (transaction as unknown as PGlite['transaction'])((tx) => {
            recordQueries(tx, statements);
            return work(tx);
          });
          statements.push('commit');
          return result;
        } catch (error) {
          statements.push('rollback');
          throw error;
        }
      }),
    );
  } else {
    // A pooled client per transaction: its BEGIN, statements and COMMIT go through the client's own query. (The
    // pool's own query, recorded above, connects with a callback: that one is left alone.)
    const clients: Array<() => void> = [];
    undo.push(
      replaceMethod(driver, 'connect', (connect) => (...args: never[]) => {
        if (args.length > 0) return connect(...args);
        return (connect() as Promise<pg.PoolClient>).then((client) => {
          clients.push(recordQueries(client, statements));
          return client;
        });
      }),
      () => clients.forEach((restore) => restore()),
    );
  }
  return {
    statements,
    stop: () => undo.reverse().forEach((restore) => restore()),
  };
}
