// Reads remembered until the next write — on the embedded database only, where that is exact.
//
// The server holds DATA_DIR/.lock, so no other process can open the embedded database: every write reaches it
// through this process's PGlite client, whose entry points watchWrites() wraps. Each finished statement that is
// not a plain `select` (and every transaction) moves the generation on; a read remembered under generation g is
// what the database would still answer while the generation is g. On PostgreSQL other instances write too, so
// nothing is remembered there and every read goes to the database (decision 008).
import type { PGlite } from '@electric-sql/pglite';
import { BoundedMap } from '../bounded-map';
import type { Database } from './client';

const MAX_REMEMBERED = 10_000;

interface Generation {
  value: number;
  remembered: BoundedMap<string, unknown>;
  rememberedAt: number;
}

const generations = new WeakMap<object, Generation>();

/** A single statement that only reads. Anything else, `with …` included, counts as a write. */
const isPlainSelect = (text: string) => /^\s*select\b/i.test(text);

/** Counts every write made through this client. Call once, before the first query. */
export function watchWrites(client: PGlite): void {
  const generation: Generation = { value: 0, remembered: new BoundedMap(MAX_REMEMBERED), rememberedAt: 0 };
  generations.set(client, generation);
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
}

function generationOf(db: Database): Generation | undefined {
  return generations.get((db as unknown as { $client: object }).$client);
}

/** The answers remembered under the current generation (emptied when it has moved on). */
function rememberedNow(generation: Generation): BoundedMap<string, unknown> {
  if (generation.rememberedAt !== generation.value) {
    generation.remembered.clear();
    generation.rememberedAt = generation.value;
  }
  return generation.remembered;
}

/**
 * `load()`'s answer for `key`, from memory while no write has happened since it was loaded. The answer is shared
 * between callers: treat it as read-only. A null answer is not kept (unknown keys must not crowd out known ones).
 * Without a watched client this is just `load()`.
 */
export async function untilNextWrite<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  const generation = generationOf(db);
  if (!generation) return load();
  const known = rememberedNow(generation).get(key);
  if (known !== undefined) return known as T;
  const loadedAt = generation.value;
  const answer = await load();
  // Kept only when no write finished while loading (the answer could predate it).
  if (answer !== null && generation.value === loadedAt) {
    rememberedNow(generation).set(key, answer);
  }
  return answer;
}
