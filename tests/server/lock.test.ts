import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { acquireDataDirLock, DataDirLockedError, describeHolder, processStartTime } from '../../server/db/lock';
import { removeTempDirs, tempDir } from './helpers/app';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  removeTempDirs();
});

const lockDir = () => tempDir('lock');
const lockFile = (dir: string) => path.join(dir, '.lock');

/** Another server process holding the lock of `dir`, resolved once it has it. */
function holdInAnotherProcess(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'helpers', 'hold-lock.ts'), dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

describe('data directory lock', () => {
  it('refuses a second opener of the same DATA_DIR in the same process with a clear sentence', async () => {
    const dir = lockDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lockFile(dir), 'utf8').split(' ')[0]).toBe(String(process.pid));
    await expect(openDatabase({ databaseUrl: null, dataDir: dir })).rejects.toThrow(
      `Another server is already using the data directory ${dir} (pid ${process.pid}). Stop it first or set DATA_DIR.`,
    );
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('refuses while another live server holds it, and takes it over once that server was killed', async () => {
    const dir = lockDir();
    const holder = await holdInAnotherProcess(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`(pid ${holder.pid})`);
    holder.kill('SIGKILL');
    await exited(holder);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(describeHolder({ pid: process.pid, started: processStartTime(process.pid) }));
    lock.release();
  });

  it('takes over a lock left by a process that is gone (the older pid-only form too)', () => {
    const dir = lockDir();
    writeFileSync(lockFile(dir), '2147483646\n');
    acquireDataDirLock(dir).release();
    writeFileSync(lockFile(dir), '2147483646 some-boot:123\n');
    acquireDataDirLock(dir).release();
  });

  it('takes over a lock naming this very pid, as after a restart in a container where the server is always pid 1', () => {
    const dir = lockDir();
    writeFileSync(lockFile(dir), describeHolder({ pid: process.pid, started: 'an-earlier-boot:1' }));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lockFile(dir), 'utf8').startsWith(`${process.pid} `)).toBe(true);
    lock.release();
  });

  it.skipIf(processStartTime(process.pid) === null)('takes over a lock whose pid now belongs to a process started at another time', () => {
    const dir = lockDir();
    // The parent process is alive, but it is not the one that wrote this lock.
    writeFileSync(lockFile(dir), describeHolder({ pid: process.ppid, started: 'an-earlier-boot:1' }));
    acquireDataDirLock(dir).release();
  });
});
