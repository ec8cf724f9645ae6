// PGlite has no lock on its data directory: two processes on one directory lose writes, so the server holds one.
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(`Another server is already using the data directory ${dataDir} (pid ${pid}). Stop it first or set DATA_DIR.`);
    this.name = 'DataDirLockedError';
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export interface DataDirLock {
  file: string;
  release(): void;
}

/** Takes DATA_DIR/.lock (containing our pid); refuses while a live process holds it, takes over a stale one. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, '.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          try {
            if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
          } catch {
            // Already gone.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    } catch {
      // Removed between our attempts: try again.
    }
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
    try {
      unlinkSync(file);
    } catch {
      // Someone else removed the stale lock first.
    }
  }
  throw new Error(`Could not take the lock file ${file}.`);
}
