// PGlite has no lock on its data directory: two processes on one directory lose writes, so the server holds one,
// an operating-system lock on DATA_DIR/.lock (server/db/flock-holder.ts) for as long as it runs. Unlike a pid, it
// tells two servers apart in two containers sharing a volume, where both are pid 1. The file's content only names
// the holder for the refusal's sentence. Where no `flock` program exists, the pid lock of server/db/pid-lock.ts
// stands in, with a warning.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { takeFlock } from './flock-holder';
import { DataDirLockedError, describeHolder, parseHolder, readText, thisProcess } from './lock-holder';
import { acquirePidLock } from './pid-lock';

export { DataDirLockedError, describeHolder, processStartTime } from './lock-holder';

export interface DataDirLock {
  file: string;
  /** How the lock is held: `flock`, or the pid-file fallback. */
  kind: 'flock' | 'pid';
  release(): Promise<void>;
}

export interface DataDirLockOptions {
  /** The flock program (default `flock` on PATH); tests name a missing one to reach the fallback. */
  flockCommand?: string;
  /** Where the fallback's warning and a lost lock are reported (default: a JSON line on stderr). */
  report?: (level: 'warn' | 'error', msg: string, details: Record<string, string>) => void;
}

const reportOnStderr: NonNullable<DataDirLockOptions['report']> = (level, msg, details) => console.error(JSON.stringify({ level, msg, ...details }));

/** Takes DATA_DIR/.lock; refuses with DataDirLockedError while another server holds it. */
export async function acquireDataDirLock(dataDir: string, options: DataDirLockOptions = {}): Promise<DataDirLock> {
  const file = path.resolve(dataDir, '.lock');
  const report = options.report ?? reportOnStderr;
  const outcome = await takeFlock(file, {
    command: options.flockCommand,
    onLost: (reason) => report('error', 'the data directory lock was lost: another server could now open the directory', { file, reason }),
  });
  if (outcome.kind === 'busy') throw new DataDirLockedError(dataDir, parseHolder(readText(file)));
  if (outcome.kind === 'unavailable') {
    report('warn', 'no flock program (util-linux): the data directory is locked by pid, which cannot tell apart servers in different containers', { file, reason: outcome.reason });
    const lock = acquirePidLock(dataDir, file);
    return { file, kind: 'pid', release: async () => lock.release() };
  }
  writeFileSync(file, describeHolder(thisProcess()));
  let released = false;
  return {
    file,
    kind: 'flock',
    async release() {
      if (released) return;
      released = true;
      // Emptied, never removed: a server that opened the file before its removal would lock a file no one else sees.
      try {
        writeFileSync(file, '');
      } catch {
        // The directory is gone; the lock goes with the child below.
      }
      await outcome.lock.release();
    },
  };
}
