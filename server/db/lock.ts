// PGlite has no lock on its data directory: two processes on one directory lose writes, so the server holds one,
// an operating-system lock on DATA_DIR/.lock (server/db/flock-holder.ts) for as long as it runs. Unlike a pid, it
// tells two servers apart in two containers sharing a volume, where both are pid 1. The file's content only names
// the holder for the refusal's sentence, and says when the holder has begun to stop: a start that finds a stopping
// holder (a supervisor restarting at once, issue 31) waits for it instead of refusing. Where no `flock` program
// exists, the pid lock of server/db/pid-lock.ts stands in, with a warning. A clean stop empties the file (or removes
// the pid file): a start that finds a holder named in a lock it could take knows that server did not stop cleanly.
import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { takeFlock } from './flock-holder';
import { writeFileFlushed } from './flush-files';
import { DataDirLockedError, describeHolder, isStoppingMark, parseHolder, readText, STOPPING_MARK, thisProcess, type Holder } from './lock-holder';
import { acquirePidLock } from './pid-lock';

export { DataDirLockedError, describeHolder, processStartTime } from './lock-holder';

/** How long a start waits for a holder that is stopping: its requests' cap (10 s) and closing the database. */
export const STOPPING_WAIT_MS = 20_000;
const POLL_MS = 100;
export const WAITING_FOR_STOPPING_SERVER = 'the server on this data directory is stopping: waiting for it';

export interface DataDirLock {
  file: string;
  /** How the lock is held: `flock`, or the pid-file fallback. */
  kind: 'flock' | 'pid';
  /**
   * The server that held the directory before and never let go of it (killed, a power cut, a crash): its data was
   * not closed cleanly. Null after a clean stop, and for a new directory.
   */
  uncleanStopOf: Holder | null;
  /** Says in the file that this server has begun to stop: a start meanwhile waits for the release. */
  markStopping(): void;
  release(): Promise<void>;
}

export interface DataDirLockOptions {
  /** The flock program (default `flock` on PATH); tests name a missing one to reach the fallback. */
  flockCommand?: string;
  /** Where the fallback's warning and a lost lock are reported (default: a JSON line on stderr). */
  report?: (level: 'warn' | 'error', msg: string, details: Record<string, string>) => void;
  /** How long to wait for a stopping holder (default STOPPING_WAIT_MS). */
  stoppingWaitMs?: number;
}

const reportOnStderr: NonNullable<DataDirLockOptions['report']> = (level, msg, details) => console.error(JSON.stringify({ level, msg, ...details }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes DATA_DIR/.lock; refuses with DataDirLockedError while another server holds it, at once for a running one,
 * after waiting up to `stoppingWaitMs` for one that is stopping.
 */
export async function acquireDataDirLock(dataDir: string, options: DataDirLockOptions = {}): Promise<DataDirLock> {
  const file = path.resolve(dataDir, '.lock');
  const report = options.report ?? reportOnStderr;
  const said = new Set<string>();
  // Said once, however often a wait for a stopping holder tries again.
  const reportOnce: typeof report = (level, msg, details) => {
    if (said.has(msg)) return;
    said.add(msg);
    report(level, msg, details);
  };
  const deadline = Date.now() + (options.stoppingWaitMs ?? STOPPING_WAIT_MS);
  for (;;) {
    try {
      return await takeOnce(dataDir, file, { ...options, report: reportOnce });
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      const text = readText(file);
      // Empty while held: a holder between emptying the file and letting go of the lock (or just taking it).
      const stopping = isStoppingMark(text) || text === '';
      if (!stopping || Date.now() >= deadline) throw error;
      reportOnce('warn', WAITING_FOR_STOPPING_SERVER, { file });
      await sleep(POLL_MS);
    }
  }
}

async function takeOnce(dataDir: string, file: string, options: DataDirLockOptions): Promise<DataDirLock> {
  const report = options.report ?? reportOnStderr;
  const outcome = await takeFlock(file, {
    command: options.flockCommand,
    onLost: (reason) => report('error', 'the data directory lock was lost: another server could now open the directory', { file, reason }),
  });
  if (outcome.kind === 'busy') throw new DataDirLockedError(dataDir, parseHolder(readText(file)));
  if (outcome.kind === 'unavailable') {
    report('warn', 'no flock program (util-linux): the data directory is locked by pid, which cannot tell apart servers in different containers', { file, reason: outcome.reason });
    const lock = acquirePidLock(dataDir, file);
    return { file, kind: 'pid', uncleanStopOf: lock.staleHolder, markStopping: () => lock.markStopping(), release: async () => lock.release() };
  }
  const uncleanStopOf = parseHolder(readText(file));
  // Flushed: after a power cut the next start must still find this server named here.
  writeFileFlushed(file, describeHolder(thisProcess()));
  let released = false;
  return {
    file,
    kind: 'flock',
    uncleanStopOf,
    markStopping() {
      if (released) return;
      try {
        appendFileSync(file, `${STOPPING_MARK}\n`);
      } catch {
        // The directory is gone: no start can find it either.
      }
    },
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
