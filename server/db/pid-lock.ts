// The data directory lock where no `flock` program exists: the lock file names its holder by pid *and* the holder's
// start time. In a container the server is pid 1 on every start, so a pid alone would look alive forever after a
// kill. A lock whose pid is this process (which does not hold it), a dead process, or a process started at another
// time than the holder was, is stale and taken over. Pids mean nothing across pid namespaces: two containers on one
// volume are told apart only by the flock lock (server/db/lock.ts).
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { flushPath } from './flush-files';
import { DataDirLockedError, describeHolder, parseHolder, processStartTime, readText, STOPPING_MARK, thisProcess, type Holder } from './lock-holder';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Lock files this process holds: a second open in the same process is refused, not taken for stale. */
const heldHere = new Set<string>();

function isLive(holder: Holder, file: string): boolean {
  if (holder.pid === process.pid) return heldHere.has(file);
  if (!isAlive(holder.pid)) return false;
  if (holder.started === null) return true;
  const now = processStartTime(holder.pid);
  return now === null || now === holder.started;
}

/**
 * Creates `file` naming this process; refuses while a live process holds it, takes over a stale one (named then as
 * `staleHolder`: it never removed its file, so it did not stop cleanly).
 */
export function acquirePidLock(dataDir: string, file: string): { staleHolder: Holder | null; release(): void; markStopping(): void } {
  let me = describeHolder(thisProcess());
  let staleHolder: Holder | null = null;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, me, { flag: 'wx', mode: 0o600 });
      // Flushed, with its name: after a power cut the next start must still find this server named here.
      flushPath(file);
      flushPath(path.dirname(file));
      heldHere.add(file);
      let released = false;
      return {
        staleHolder,
        markStopping() {
          if (released) return;
          me = `${me}${STOPPING_MARK}\n`;
          writeFileSync(file, me);
        },
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
    if (holder && isLive(holder, file)) throw new DataDirLockedError(dataDir, holder);
    staleHolder ??= holder;
    try {
      unlinkSync(file);
    } catch {
      // Someone else removed the stale lock first.
    }
  }
  throw new Error(`Could not take the lock file ${file}.`);
}
