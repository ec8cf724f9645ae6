// The check a start runs after an unclean stop (server/db/check.ts): a sound database passes, every table and
// B-tree index read; a damaged index is reported by name; the check leaves nothing behind in the database.
import { openSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDatabase } from '../../server/db/check';
import { openPgliteDirectory } from '../../server/db/pglite-data-dir';
import { removeTempDirs } from './helpers/app';
import { servedDataDir } from './helpers/server-process';

afterAll(() => removeTempDirs());

const PAGE = 8192;

describe('the database check after an unclean stop', () => {
  it('passes a sound database, and names a damaged index', async () => {
    const pgliteDir = path.join(await servedDataDir(), 'pglite');
    const sound = openPgliteDirectory(pgliteDir, { amcheck });
    const check = await checkDatabase(sound);
    expect(check.problems).toEqual([]);
    expect(check.tables).toBeGreaterThan(20);
    expect(check.indexes).toBeGreaterThan(50);
    // Rolled back: the extension is not left in the database.
    expect((await sound.query(`select 1 from pg_extension where extname = 'amcheck'`)).rows).toEqual([]);
    await sound.exec(`insert into contact_messages (id, name, email, message, ip_hash)
      select 'm' || n, 'Customer ' || n, 'c' || n || '@example.pk', 'Is my car ready?', 'hash' from generate_series(1, 2000) as n`);
    const file = (await sound.query<{ file: string }>(`select pg_relation_filepath('contact_messages_pkey') as file`)).rows[0]!.file;
    await sound.close();

    // A page of the index overwritten in the middle, as a write torn by a power cut without flushes could leave it.
    const fd = openSync(path.join(pgliteDir, file), 'r+');
    writeSync(fd, Buffer.alloc(PAGE / 2, 0x5a), 0, PAGE / 2, PAGE + 1024);
    closeSync(fd);

    const damaged = openPgliteDirectory(pgliteDir, { amcheck });
    try {
      const found = await checkDatabase(damaged);
      expect(found.problems.some((problem) => problem.startsWith('index contact_messages_pkey:'))).toBe(true);
    } finally {
      await damaged.close();
    }
  }, 60_000);
});
