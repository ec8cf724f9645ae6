// A consistent logical snapshot of every table, taken by the running server without stopping it, written as a
// gzipped backup file (server/backup/format.ts): to NAME.partial, flushed, then renamed, with NAME.sha256 beside it.
import { createHash } from 'node:crypto';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Database } from '../db/client';
import { writePrivateFile } from '../private-files';
import { appliedMigrations, columnsOf, quoteIdentifier, sequenceValues, tablesInForeignKeyOrder } from './catalog';
import { openFileSink, syncDirectory, type OpenFileSink } from './file-sink';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, CHECKSUM_SUFFIX, PARTIAL_SUFFIX, currentAppVersion, type BackupHeader, type BackupTrailer } from './format';
import { inSnapshotTransaction, type SqlClient } from './sql-client';

const ROWS_PER_FETCH = 1000;

/** Every line of the backup, read inside the snapshot's transaction; rows stay PostgreSQL's own JSON text. */
async function* backupLines(client: SqlClient, kind: 'pglite' | 'postgres', createdAt: Date): AsyncGenerator<string> {
  const content = createHash('sha256');
  let total = 0;
  const emit = (value: unknown) => {
    const line = `${JSON.stringify(value)}\n`;
    content.update(line);
    return line;
  };
  const tables = await tablesInForeignKeyOrder(client);
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    format_version: BACKUP_FORMAT_VERSION,
    app_version: currentAppVersion(),
    database: kind,
    created_at: createdAt.toISOString(),
    migrations: await appliedMigrations(client),
    tables,
    sequences: await sequenceValues(client),
  };
  yield emit(header);
  for (const table of tables) {
    const columns = await columnsOf(client, table);
    yield emit({ table, columns });
    const list = columns.map(quoteIdentifier).join(', ');
    await client.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM (SELECT ${list} FROM public.${quoteIdentifier(table)}) t`);
    let rows = 0;
    for (;;) {
      const batch = await client.query<{ r: string }>(`FETCH ${ROWS_PER_FETCH} FROM backup_rows`);
      if (batch.length === 0) break;
      const text = batch.map((row) => `{"r":${row.r}}\n`).join('');
      content.update(text);
      rows += batch.length;
      yield text;
    }
    await client.query('CLOSE backup_rows');
    total += rows;
    yield emit({ table_end: table, rows });
  }
  const trailer: BackupTrailer = { trailer: BACKUP_FORMAT, rows: total, sha256: content.digest('hex') };
  yield `${JSON.stringify(trailer)}\n`;
}

export interface WrittenBackup {
  file: string;
  size: number;
  created_at: string;
  /** SHA-256 of the file as stored (what NAME.sha256 holds). */
  sha256: string;
  rows: number;
}

/**
 * Writes the snapshot to `dir/name`; on any failure (a full disk among them) the partial file is removed and the
 * error thrown, and nothing else in `dir` is touched.
 */
export async function writeBackup(options: { db: Database; dir: string; name: string; createdAt: Date; openSink?: OpenFileSink }): Promise<WrittenBackup> {
  const final = path.join(options.dir, options.name);
  const partial = `${final}${PARTIAL_SUFFIX}`;
  const sink = await (options.openSink ?? openFileSink)(partial);
  const fileHash = createHash('sha256');
  let rows = 0;
  try {
    await inSnapshotTransaction(options.db, async (client, kind) => {
      const lines = backupLines(client, kind, options.createdAt);
      const counted = async function* () {
        for await (const line of lines) {
          if (line.startsWith('{"trailer"')) rows = (JSON.parse(line) as BackupTrailer).rows;
          yield line;
        }
      };
      const toSink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          fileHash.update(chunk);
          sink.write(chunk).then(() => done(), done);
        },
      });
      await pipeline(Readable.from(counted()), createGzip(), toSink);
    });
    await sink.finish();
    await rename(partial, final);
    const sha256 = fileHash.digest('hex');
    await writePrivateFile(`${final}${CHECKSUM_SUFFIX}`, `${sha256}  ${options.name}\n`);
    await syncDirectory(options.dir);
    return { file: options.name, size: (await stat(final)).size, created_at: options.createdAt.toISOString(), sha256, rows };
  } catch (error) {
    await sink.abort().catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}
