// What the fast reads keep: a least-recently-used memory bounded by entries (and by size where it holds text or
// bytes), or — with FAST_READS=off — one that keeps nothing, so the code reading through it takes its slow path.
import { LRUCache } from 'lru-cache';

export interface Memory<K, V> {
  get(key: K): V | undefined;
  /** True while `key` is kept (and, with a time limit, not yet expired). */
  has(key: K): boolean;
  set(key: K, value: V): void;
  delete(key: K): void;
  clear(): void;
}

export interface MemoryBounds<K, V> {
  maxEntries: number;
  /** For text and bytes: the most the kept entries may add up to, as `of` counts them (characters or bytes). */
  maxSize?: { total: number; of: (value: V, key: K) => number };
  /** How long an entry is kept at most, counted from when it was set. */
  ttlMs?: number;
}

function keepsNothing<K, V>(): Memory<K, V> {
  return { get: () => undefined, has: () => false, set: () => {}, delete: () => {}, clear: () => {} };
}

function leastRecentlyUsed<K extends NonNullable<unknown>, V extends NonNullable<unknown>>({ maxEntries, maxSize, ttlMs }: MemoryBounds<K, V>): Memory<K, V> {
  const options: LRUCache.Options<K, V, unknown> = { max: maxEntries };
  if (maxSize) {
    options.maxSize = maxSize.total;
    // lru-cache wants a positive whole number for every entry.
    options.sizeCalculation = (value, key) => Math.max(1, Math.ceil(maxSize.of(value, key)));
  }
  if (ttlMs !== undefined) options.ttl = ttlMs;
  return new LRUCache<K, V>(options);
}

/** A bounded memory when `enabled`, else one that keeps nothing. */
export function memory<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(enabled: boolean, bounds: MemoryBounds<K, V>): Memory<K, V> {
  return enabled ? leastRecentlyUsed(bounds) : keepsNothing();
}
