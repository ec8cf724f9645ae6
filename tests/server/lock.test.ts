import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { acquireDataDirLock, DataDirLockedError, describeHolder, processStartTime, type DataDirLockOptions } from '../../server/db/lock';
import { removeTempDirs, tempDir } from './helpers/app';
import { processesNaming } from './helpers/processes-naming';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  removeTempDirs();
});

const lockDir = () => tempDir('lock');
const lockFile = (dir: string) => path.join(dir, '.lock');
const HOLD_LOCK = path.join(import.meta.dirname, 'helpers', 'hold-lock.ts');

/** Containers sharing a volume, in small: each holder in a pid namespace of its own, where it is pid 1. */
const namespacesRefused = (() => {
  const probe = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true'], { encoding: 'utf8' });
  return probe.status === 0 ? null : `unshare --pid is not permitted here (${probe.error?.message ?? probe.stderr.trim()})`;
})();
if (namespacesRefused) console.log(`lock.test.ts: the pid-namespace test is skipped: ${namespacesRefused}`);

interface Holder {
  child: ChildProcess;
  /** The helper's first line: `locked <pid>` or `refused <sentence>`. */
  said: Promise<string>;
}

/** Another server process taking the lock of `dir` (hold-lock.ts), optionally in its own pid namespace. */
function startHolder(dir: string, options: { ownPidNamespace?: boolean; thenIdle?: boolean } = {}): Holder {
  const node = [process.execPath, '--import', 'tsx', HOLD_LOCK, dir, ...(options.thenIdle ? ['--then-idle'] : [])];
  // --kill-child: killing unshare (afterAll) kills the holder inside its namespace too.
  const [command = '', ...args] = options.ownPidNamespace ? ['unshare', '--pid', '--fork', '--kill-child=SIGKILL', '--mount-proc', ...node] : node;
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const said = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n')[0];
      if (output.includes('\n') && line) resolve(line);
    });
    child.on('exit', (code) => reject(new Error(`the lock holder exited with ${code} without a word`)));
  });
  return { child, said };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

/** The node process under `unshare --fork` (pid 1 inside its namespace), by its pid out here. */
const forkedChildOf = (unshare: ChildProcess) => Number(readFileSync(`/proc/${unshare.pid}/task/${unshare.pid}/children`, 'utf8').trim().split(/\s+/)[0]);

/** The kernel drops a killed holder's lock once its flock child has read the closed pipe: a moment later. */
const acquireSoon = (dir: string) => vi.waitFor(() => acquireDataDirLock(dir), { timeout: 3_000, interval: 50 });

describe('data directory lock', () => {
  it('refuses a second opener of the same DATA_DIR in the same process with a sentence naming the holder', async () => {
    const dir = lockDir();
    const lock = await acquireDataDirLock(dir);
    expect(lock.kind).toBe('flock');
    expect(readFileSync(lockFile(dir), 'utf8').split(' ')[0]).toBe(String(process.pid));
    await expect(openDatabase({ databaseUrl: null, dataDir: dir })).rejects.toThrow(
      `Another server is already using the data directory ${dir} (pid ${process.pid} on host ${hostname()}). Stop it first or set DATA_DIR.`,
    );
    await lock.release();
    // Emptied, not removed: removing a flock'ed file would let two servers lock two different files.
    expect(readFileSync(lockFile(dir), 'utf8')).toBe('');
    const afterCleanStop = await acquireDataDirLock(dir);
    expect(afterCleanStop.uncleanStopOf).toBeNull();
    await afterCleanStop.release();
  });

  it('refuses while another live server holds it, and is free again once that server was killed, which it names as not stopped cleanly', async () => {
    const dir = lockDir();
    const holder = startHolder(dir);
    expect(await holder.said).toBe(`locked ${holder.child.pid}`);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(`(pid ${holder.child.pid} on host ${hostname()})`);
    holder.child.kill('SIGKILL');
    await exited(holder.child);
    const lock = await acquireSoon(dir);
    expect(lock.uncleanStopOf).toMatchObject({ pid: holder.child.pid, host: hostname() });
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(describeHolder({ pid: process.pid, started: processStartTime(process.pid), host: hostname() }));
    await lock.release();
  });

  it.skipIf(namespacesRefused !== null)('holds across pid namespaces: of two servers that are both pid 1 on one DATA_DIR, the second is refused', async () => {
    const dir = lockDir();
    const first = startHolder(dir, { ownPidNamespace: true });
    expect(await first.said).toBe('locked 1');
    const second = startHolder(dir, { ownPidNamespace: true });
    expect(await second.said).toBe(`refused Another server is already using the data directory ${dir} (pid 1 on host ${hostname()}). Stop it first or set DATA_DIR.`);
    expect(await exited(second.child)).toBe(3);

    process.kill(forkedChildOf(first.child), 'SIGKILL');
    await exited(first.child);
    const next = await vi.waitFor(
      async () => {
        const attempt = startHolder(dir, { ownPidNamespace: true });
        expect(await attempt.said).toBe('locked 1');
        return attempt;
      },
      { timeout: 10_000, interval: 100 },
    );
    process.kill(forkedChildOf(next.child), 'SIGKILL');
    await exited(next.child);
  });

  it('keeps no process running on its own account, and leaves no flock process behind once released', async () => {
    const dir = lockDir();
    const idle = startHolder(dir, { thenIdle: true });
    expect(await idle.said).toBe(`locked ${idle.child.pid}`);
    expect(await exited(idle.child)).toBe(0);

    const lock = await acquireSoon(dir);
    expect(processesNaming(lock.file)).toHaveLength(1);
    await lock.release();
    expect(processesNaming(lock.file)).toEqual([]);
  });
});

describe('data directory lock without a flock program (the pid fallback)', () => {
  const reports: string[] = [];
  const withoutFlock: DataDirLockOptions = { flockCommand: '/nonexistent/flock', report: (level, msg) => reports.push(`${level}: ${msg}`) };

  it('warns, and still refuses a second opener in the same process', async () => {
    const dir = lockDir();
    const lock = await acquireDataDirLock(dir, withoutFlock);
    expect(lock.kind).toBe('pid');
    expect(reports.some((report) => report.startsWith('warn: no flock program'))).toBe(true);
    await expect(acquireDataDirLock(dir, withoutFlock)).rejects.toThrow(`(pid ${process.pid} on host ${hostname()})`);
    await lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over a lock left by a process that is gone (the older forms too), which it names as not stopped cleanly', async () => {
    const dir = lockDir();
    for (const left of ['2147483646\n', '2147483646 some-boot:123\n', '2147483646 some-boot:123 another-host\n']) {
      writeFileSync(lockFile(dir), left);
      const lock = await acquireDataDirLock(dir, withoutFlock);
      expect(lock.uncleanStopOf?.pid).toBe(2147483646);
      await lock.release();
    }
    writeFileSync(lockFile(dir), '');
    await (await acquireDataDirLock(dir, withoutFlock)).release();
    // Released cleanly, the file is gone: the next start finds no one.
    const afterCleanStop = await acquireDataDirLock(dir, withoutFlock);
    expect(afterCleanStop.uncleanStopOf).toBeNull();
    await afterCleanStop.release();
  });

  it('takes over a lock naming this very pid, as after a restart in a container where the server is always pid 1', async () => {
    const dir = lockDir();
    writeFileSync(lockFile(dir), describeHolder({ pid: process.pid, started: 'an-earlier-boot:1', host: null }));
    const lock = await acquireDataDirLock(dir, withoutFlock);
    expect(readFileSync(lockFile(dir), 'utf8').startsWith(`${process.pid} `)).toBe(true);
    await lock.release();
  });

  it.skipIf(processStartTime(process.pid) === null)('takes over a lock whose pid now belongs to a process started at another time', async () => {
    const dir = lockDir();
    // The parent process is alive, but it is not the one that wrote this lock.
    writeFileSync(lockFile(dir), describeHolder({ pid: process.ppid, started: 'an-earlier-boot:1', host: null }));
    await (await acquireDataDirLock(dir, withoutFlock)).release();
  });
});
