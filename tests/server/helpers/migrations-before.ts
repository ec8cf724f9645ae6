// The migrations before a given one, in a folder of their own: an upgrade test migrates a database up to there,
// writes the rows an older release wrote, then applies the rest.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../../../server/db/client';
import { tempDir } from './app';

interface Journal {
  entries: Array<{ tag: string }>;
}

/** The migrations before the one whose tag ends with `suffix` (a merge may renumber it: its name is what stays). */
export function migrationsBefore(suffix: string): string {
  const folder = tempDir('migrations-before');
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag.endsWith(suffix)));
  for (const entry of entries) cpSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}
