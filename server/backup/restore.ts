// Restores a backup into an empty database (npm run db:restore, with the server stopped): the migrations up to the
// backup's level, then every row in foreign-key order in one transaction, then the sequences. A PGlite backup
// restores into PostgreSQL and back: the rows travel as PostgreSQL's own JSON text and are read back by
// json_populate_recordset, so jsonb, timestamps, bytea and big integers arrive exactly as they left.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { backupMessages } from '../../src/domain/messageAreas/backups';
import { migrationsFolder } from '../db/client';
import { quoteIdentifier } from './catalog';
import { backupLines, RestoreRefusal } from './backup-reader';
import { knownMigrations, type BackupHeader } from './format';
import type { SqlClient } from './sql-client';

const ROWS_PER_INSERT = 1000;
const BYTES_PER_INSERT = 4 * 1024 * 1024;

/** The migrations folder to run before loading: this version's, cut at the backup's level. */
export async function migrationsUpTo(header: BackupHeader, file: string): Promise<{ folder: string; cleanup(): Promise<void> }> {
  const known = knownMigrations();
  const level = header.migrations.length;
  const matches = header.migrations.every((migration, index) => known[index]?.hash === migration.hash);
  if (!matches) throw new RestoreRefusal(backupMessages.backups.newerVersion(path.basename(file), header.app_version));
  if (level === known.length) return { folder: migrationsFolder, cleanup: async () => {} };
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shineworks-restore-migrations-'));
  await cp(path.join(migrationsFolder, 'meta'), path.join(folder, 'meta'), { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(0, level);
  await writeFile(journalFile, JSON.stringify(journal, null, 2));
  for (const entry of journal.entries) await cp(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return { folder, cleanup: () => rm(folder, { recursive: true, force: true }) };
}

/** Accounts and bookings already in the target: anything there means it is not empty. */
export async function dataIn(client: SqlClient): Promise<{ accounts: number; bookings: number }> {
  const [row] = await client.query<{ users: string | null; bookings: string | null }>(
    `SELECT to_regclass('public.users')::text AS users, to_regclass('public.bookings')::text AS bookings`,
  );
  const count = async (table: string | null | undefined) =>
    table ? Number((await client.query<{ n: string | number }>(`SELECT count(*) AS n FROM public.${quoteIdentifier(table)}`))[0]?.n ?? 0) : 0;
  return { accounts: await count(row?.users), bookings: await count(row?.bookings) };
}

/** Drops what the app made in the target (its tables, functions and migration records): --force, or an empty shell. */
export async function dropAppObjects(client: SqlClient): Promise<void> {
  await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
  const tables = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`,
  );
  for (const { name } of tables) await client.query(`DROP TABLE IF EXISTS public.${quoteIdentifier(name)} CASCADE`);
  const functions = await client.query<{ signature: string }>(
    `SELECT p.oid::regprocedure::text AS signature FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'`,
  );
  for (const { signature } of functions) await client.query(`DROP FUNCTION IF EXISTS ${signature} CASCADE`);
}

/**
 * Loads every row of `file` into a freshly migrated database in one transaction: the rows the migrations
 * themselves wrote are replaced, the app's triggers stay quiet while the rows arrive as they were, and the
 * sequences take their recorded values. Answers how many rows.
 */
export async function loadRows(client: SqlClient, header: BackupHeader, file: string): Promise<number> {
  const tables = header.tables;
  await client.query('BEGIN');
  try {
    for (const table of tables) await client.query(`ALTER TABLE public.${quoteIdentifier(table)} DISABLE TRIGGER USER`);
    for (const table of [...tables].reverse()) await client.query(`DELETE FROM public.${quoteIdentifier(table)}`);
    let table: string | null = null;
    let columnList = '';
    let batch: string[] = [];
    let bytes = 0;
    let total = 0;
    const flush = async () => {
      if (table === null || batch.length === 0) return;
      const target = `public.${quoteIdentifier(table)}`;
      await client.query(`INSERT INTO ${target} (${columnList}) SELECT ${columnList} FROM json_populate_recordset(null::${target}, $1::json)`, [`[${batch.join(',')}]`]);
      total += batch.length;
      batch = [];
      bytes = 0;
    };
    let first = true;
    for await (const line of backupLines(file)) {
      if (first) {
        first = false;
        continue;
      }
      if (line.startsWith('{"r":')) {
        // The row's own JSON text, unparsed: numbers beyond 2^53 and every string stay exact.
        const row = line.slice(5, -1);
        batch.push(row);
        bytes += row.length;
        if (batch.length >= ROWS_PER_INSERT || bytes >= BYTES_PER_INSERT) await flush();
      } else if (line.startsWith('{"table":')) {
        await flush();
        const start = JSON.parse(line) as { table: string; columns: string[] };
        if (!tables.includes(start.table)) throw new RestoreRefusal(backupMessages.backups.notABackup(path.basename(file)));
        table = start.table;
        columnList = start.columns.map(quoteIdentifier).join(', ');
      } else if (line.startsWith('{"table_end":')) {
        await flush();
        table = null;
      } else if (line.startsWith('{"trailer"')) {
        break;
      }
    }
    await flush();
    for (const sequence of header.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3::boolean)', [`public.${quoteIdentifier(sequence.name)}`, sequence.last_value, sequence.is_called]);
    }
    for (const name of tables) await client.query(`ALTER TABLE public.${quoteIdentifier(name)} ENABLE TRIGGER USER`);
    await client.query('COMMIT');
    return total;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}
