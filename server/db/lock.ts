// PGlite has no lock on its data directory: two processes on one directory lose writes, so the server holds one.
// The lock file names its holder by pid *and* the holder's start time: in a container the server is pid 1 on every
// start, so a pid alone would look alive forever after a kill. A lock whose pid is this process (which does not hold
// it), a dead process, or a process started at another time than the holder was, is stale and taken over.
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(`Another server is already using the data directory ${dataDir} (pid ${pid}). Stop it first or set DATA_DIR.`);
    this.name = 'DataDirLockedError';
  }
}

interface Holder {
  pid: number;
  /** The kernel's start time of the process (clock ticks since boot, with the boot's id); null where unknown. */
  started: string | null;
}

const readText = (file: string) => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
};

/** Linux: field 22 of /proc/<pid>/stat (after the parenthesised command name), with this boot's id. */
export function processStartTime(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  const boot = readText('/proc/sys/kernel/random/boot_id');
  if (stat === null || boot === null) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = fields[19];
  return ticks ? `${boot}:${ticks}` : null;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export const describeHolder = (holder: Holder) => `${holder.pid} ${holder.started ?? '-'}\n`;

/** Reads `pid [start]`; the older form held the pid alone. */
function parseHolder(text: string | null): Holder | null {
  if (text === null) return null;
  const [pidText = '', started = '-'] = text.split(/\s+/);
  const pid = Number.parseInt(pidText, 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { pid, started: started === '-' ? null : started };
}

/** Lock files this process holds: a second open in the same process is refused, not taken for stale. */
const heldHere = new Set<string>();

function isLive(holder: Holder, file: string): boolean {
  if (holder.pid === process.pid) return heldHere.has(file);
  if (!isAlive(holder.pid)) return false;
  if (holder.started === null) return true;
  const now = processStartTime(holder.pid);
  return now === null || now === holder.started;
}

export interface DataDirLock {
  file: string;
  release(): void;
}

/** Takes DATA_DIR/.lock; refuses while a live process holds it, takes over a stale one. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.resolve(dataDir, '.lock');
  const me = describeHolder({ pid: process.pid, started: processStartTime(process.pid) });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, me, { flag: 'wx', mode: 0o600 });
      heldHere.add(file);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          heldHere.delete(file);
          try {
            if (readFileSync(file, 'utf8') === me) unlinkSync(file);
          } catch {
            // Already gone.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = parseHolder(readText(file));
    if (holder && isLive(holder, file)) throw new DataDirLockedError(dataDir, holder.pid);
    try {
      unlinkSync(file);
    } catch {
      // Someone else removed the stale lock first.
    }
  }
  throw new Error(`Could not take the lock file ${file}.`);
}
