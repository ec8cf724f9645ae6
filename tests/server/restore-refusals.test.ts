// `npm run db:restore` refuses, with one sentence and a non-zero exit, whatever it cannot restore faithfully: a
// target that already holds data (unless --force), a damaged file, a file from a newer version, a file that is no
// backup, a cut-short file, a small gzip that expands into one endless line; and it waits for no running server (the
// data directory's lock).
import { createHash } from 'node:crypto';
import { copyFileSync, createWriteStream, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupMessages } from '../../src/domain/messageAreas/backups';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { acquireDataDirLock } from '../../server/db/lock';
import { call, createTestApp, removeTempDirs, tempDir } from './helpers/app';
import { MAX_LINE_BYTES } from '../../server/backup/backup-reader';
import { busyWorkshop, databaseContent, restoreCommand } from './helpers/backup-fixtures';
import { openTemplatePglite } from './helpers/pglite-template';
import { OPS_TOKEN_HEADERS } from './helpers/staff';

let source: DatabaseHandle;
let file: string;
let name: string;

beforeAll(async () => {
  source = await openTemplatePglite();
  const dir = tempDir('backups');
  const { app } = await createTestApp(source.db, { BACKUP_DIR: dir });
  await busyWorkshop(app, 1);
  const answer = await call<{ data: { file: string } }>(app, 'POST', '/api/ops/backups', { headers: OPS_TOKEN_HEADERS });
  name = answer.body.data.file;
  file = path.join(dir, name);
}, 60_000);
afterAll(async () => {
  await source?.close();
  removeTempDirs();
});

/** Every row of the embedded database in `dataDir`. */
async function contentOf(dataDir: string) {
  const handle = await openDatabase({ databaseUrl: null, dataDir });
  try {
    return await databaseContent(handle.db);
  } finally {
    await handle.close();
  }
}

/** A copy of the backup whose decompressed lines were changed by `edit` (no .sha256 beside it). */
function edited(edit: (lines: string[]) => string[]): string {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
  const copy = path.join(tempDir('edited'), name);
  writeFileSync(copy, gzipSync(edit(lines).join('\n')));
  return copy;
}

/** The backup's first two lines, then a row that never ends (`bytes` long), gzipped as it is made: never whole in memory. */
async function endlessRow(bytes: number): Promise<string> {
  const [header = '', tableStart = ''] = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
  const copy = path.join(tempDir('bomb'), name);
  const megabyte = Buffer.alloc(1024 * 1024, 'a');
  async function* lines() {
    yield `${header}\n${tableStart}\n{"r":{"note":"`;
    for (let written = 0; written < bytes; written += megabyte.length) yield megabyte;
    yield '"}}\n';
  }
  await pipeline(Readable.from(lines()), createGzip(), createWriteStream(copy));
  return copy;
}

describe('npm run db:restore refuses', () => {
  it('a target that already holds accounts or bookings, unless --force replaces it', async () => {
    const dataDir = tempDir('target');
    expect((await restoreCommand([file], { DATA_DIR: dataDir })).code).toBe(0);
    const again = await restoreCommand([file], { DATA_DIR: dataDir });
    expect(again.code).not.toBe(0);
    expect(again.stderr.trim()).toBe(backupMessages.backups.targetNotEmpty(1, 2));
    const forced = await restoreCommand([file, '--force'], { DATA_DIR: dataDir });
    expect(forced.code).toBe(0);
    const restored = await openDatabase({ databaseUrl: null, dataDir });
    await restored.close();
  }, 180_000);

  it('a file whose checksum fails', async () => {
    const copy = path.join(tempDir('damaged'), name);
    const bytes = readFileSync(file);
    const middle = Math.floor(bytes.length / 2);
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    writeFileSync(copy, bytes);
    copyFileSync(`${file}.sha256`, `${copy}.sha256`);
    const result = await restoreCommand([copy], { DATA_DIR: tempDir('unused') });
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim()).toBe(backupMessages.backups.checksumFailed(name));
  });

  it('a file whose rows were changed (the trailer\'s checksum, with no .sha256 beside it)', async () => {
    const copy = edited((lines) => lines.map((line) => line.replace('"Gate 2"', '"Gate 3"')));
    const result = await restoreCommand([copy], { DATA_DIR: tempDir('unused') });
    expect(result.stderr.trim()).toBe(backupMessages.backups.checksumFailed(name));
    expect(result.code).not.toBe(0);
  });

  it('a backup made by a newer version', async () => {
    const copy = edited(([header = '', ...rest]) => {
      const parsed = JSON.parse(header) as { app_version: string; migrations: unknown[] };
      parsed.app_version = '9.0.0';
      parsed.migrations.push({ tag: null, hash: 'f'.repeat(64), created_at: 4_102_444_800_000 });
      const content = [JSON.stringify(parsed), ...rest.slice(0, -2)];
      const sha256 = createHash('sha256').update(content.map((line) => `${line}\n`).join('')).digest('hex');
      const trailer = JSON.parse(rest.at(-2) ?? '{}') as { sha256: string };
      return [...content, JSON.stringify({ ...trailer, sha256 }), ''];
    });
    const result = await restoreCommand([copy], { DATA_DIR: tempDir('unused') });
    expect(result.stderr.trim()).toBe(backupMessages.backups.newerVersion(name, '9.0.0'));
    expect(result.code).not.toBe(0);
  });

  it('a file that is not a backup, and one cut short', async () => {
    const notGzip = path.join(tempDir('other'), 'notes.txt');
    writeFileSync(notGzip, 'hello');
    const plainJson = path.join(tempDir('other'), 'data.json.gz');
    writeFileSync(plainJson, gzipSync('{"hello":"world"}\n'));
    for (const other of [notGzip, plainJson]) {
      const result = await restoreCommand([other], { DATA_DIR: tempDir('unused') });
      expect(result.stderr.trim()).toBe(backupMessages.backups.notABackup(path.basename(other)));
      expect(result.code).not.toBe(0);
    }
    const cut = edited((lines) => lines.slice(0, -2));
    const result = await restoreCommand([cut], { DATA_DIR: tempDir('unused') });
    expect(result.stderr.trim()).toBe(backupMessages.backups.incomplete(name));
    expect(result.code).not.toBe(0);
  });

  it('a small gzip that expands into one huge line (a gzip bomb), naming the line and changing nothing', async () => {
    const bomb = await endlessRow(MAX_LINE_BYTES + 1024 * 1024);
    expect(statSync(bomb).size).toBeLessThan(256 * 1024);
    const dataDir = tempDir('kept');
    expect((await restoreCommand([file], { DATA_DIR: dataDir })).code).toBe(0);
    const before = await contentOf(dataDir);
    const result = await restoreCommand([bomb, '--force'], { DATA_DIR: dataDir });
    expect(result.stderr.trim()).toBe(backupMessages.backups.lineTooLong(name, 3, MAX_LINE_BYTES));
    expect(result.code).not.toBe(0);
    expect(await contentOf(dataDir)).toEqual(before);
  }, 180_000);

  it('while a server holds the data directory', async () => {
    const dataDir = tempDir('busy');
    const lock = await acquireDataDirLock(dataDir);
    try {
      const result = await restoreCommand([file], { DATA_DIR: dataDir });
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(/already using the data directory|data directory/i);
    } finally {
      await lock.release();
    }
  });
});
