// One migration replayed on data written before it: its SQL read by its name (its number may change when branches
// merge), the statements that take a migrated database back to what the migration before it left, and the replay.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { migrationsFolder, type Database } from '../../../server/db/client';

export interface MigrationReplay {
  /** The migration's SQL. */
  text: string;
  /** Takes the migrated database back to what the migration before it left. */
  undo(db: Database): Promise<void>;
  /** Runs the migration again, statement by statement. */
  apply(db: Database): Promise<void>;
}

/** The migration whose file is `NNNN_<name>.sql`, undone by `undoStatements`. */
export function migrationReplay(name: string, undoStatements: readonly SQL[]): MigrationReplay {
  const file = readdirSync(migrationsFolder).find((entry) => entry.endsWith(`_${name}.sql`));
  if (!file) throw new Error(`No migration named ${name}.`);
  const text = readFileSync(path.join(migrationsFolder, file), 'utf8');
  return {
    text,
    undo: async (db) => {
      for (const statement of undoStatements) await db.execute(statement);
    },
    apply: async (db) => {
      for (const statement of text.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    },
  };
}
