import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { acquireDataDirLock } from '../../server/db/lock';
import { removeTempDirs, tempDir } from './helpers/app';

afterAll(removeTempDirs);

const lockDir = () => tempDir('lock');

describe('data directory lock', () => {
  it('refuses a second opener of the same DATA_DIR with a clear sentence', async () => {
    const dir = lockDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8').trim()).toBe(String(process.pid));
    await expect(openDatabase({ databaseUrl: null, dataDir: dir })).rejects.toThrow(
      `Another server is already using the data directory ${dir} (pid ${process.pid}). Stop it first or set DATA_DIR.`,
    );
    lock.release();
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = lockDir();
    writeFileSync(path.join(dir, '.lock'), '2147483646\n');
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });
});
