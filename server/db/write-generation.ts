// The write generation of the embedded database: a counter that moves on with every write made through it.
//
// The server holds DATA_DIR/.lock, so no other process can open the embedded database: every write reaches it
// through this process's PGlite client, whose entry points watchWrites() wraps. Each finished statement that is
// not a plain `select` (and every transaction) moves the generation on, so an answer read under generation g is
// what the database would still answer while the generation is g (decision 008; the fast reads remember by it).
import type { PGlite } from '@electric-sql/pglite';

export interface WriteGeneration {
  readonly value: number;
}

/** A single statement that only reads. Anything else, `with …` included, counts as a write. */
const isPlainSelect = (text: string) => /^\s*select\b/i.test(text);

/**
 * Counts every write made through this client from now on. Relies on drizzle calling the client's `query` and
 * `transaction` when it runs a statement, and on PGlite's transactions running their statements without going
 * back through `query` (tests/server/pglite-internals.test.ts checks both).
 */
export function watchWrites(client: PGlite): WriteGeneration {
  const generation = { value: 0 };
  // Moved on after the write has finished, so a read that sees the new generation also sees the write.
  const after = <T>(work: Promise<T>): Promise<T> =>
    work.finally(() => {
      generation.value += 1;
    });
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) =>
    isPlainSelect(text) ? query(text, params, options) : after(query(text, params, options))) as PGlite['query'];
  client.exec = (text, options) => after(exec(text, options));
  client.transaction = (callback) => after(transaction(callback));
  return generation;
}
