// The message catalogue (src/domain/messages.ts) as a list of "group.name" keys and their sentences.
import { messages } from '../../src/domain/messages';

export interface CatalogueEntry {
  key: string;
  /** The sentence; null for a template (a function of its values). */
  text: string | null;
}

const ENTRIES: readonly CatalogueEntry[] = Object.entries(messages).flatMap(([group, values]) =>
  Object.entries(values as Record<string, unknown>).map(([name, value]) => ({ key: `${group}.${name}`, text: typeof value === 'string' ? value : null })),
);

export const catalogueEntries = (): readonly CatalogueEntry[] => ENTRIES;

/** The catalogue keys of the sentences among `texts`, in catalogue order. */
export function catalogueKeysOf(texts: Iterable<string>): string[] {
  const wanted = new Set(texts);
  return catalogueEntries()
    .filter(({ text }) => text !== null && wanted.has(text))
    .map(({ key }) => key);
}

export function catalogueText(key: string): string {
  const entry = catalogueEntries().find((candidate) => candidate.key === key);
  if (!entry?.text) throw new Error(`no sentence "${key}" in the message catalogue`);
  return entry.text;
}
