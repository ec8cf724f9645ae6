// Reads remembered until the next write — on the embedded database only, where that is exact (decision 008).
import type { WriteGeneration } from '../db/write-generation';
import type { Memory } from './memory';

/**
 * `load()`'s answer for `key`, possibly from memory. The answer is shared between callers: treat it as read-only.
 */
export type UntilNextWrite = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/** Where nothing may be remembered (PostgreSQL, FAST_READS=off): every read is loaded. */
export const alwaysLoad: UntilNextWrite = (_key, load) => load();

/**
 * Keeps each answer while the generation has not moved, and forgets them all the moment it does. A null answer is
 * not kept (unknown keys must not crowd out known ones), nor one loaded while a write finished (it may predate it).
 */
export function untilNextWrite(generation: WriteGeneration, remembered: Memory<string, NonNullable<unknown>>): UntilNextWrite {
  let rememberedAt = generation.value;
  const current = () => {
    if (rememberedAt !== generation.value) {
      remembered.clear();
      rememberedAt = generation.value;
    }
    return remembered;
  };
  return async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const known = current().get(key);
    if (known !== undefined) return known as T;
    const loadedAt = generation.value;
    const answer = await load();
    if (answer !== null && answer !== undefined && generation.value === loadedAt) current().set(key, answer);
    return answer;
  };
}
