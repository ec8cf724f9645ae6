// The server's backups: one at a time, now (the console, the ops CLI) or on a schedule (BACKUP_EVERY_HOURS from the
// last success), the newest BACKUP_KEEP kept. A failure removes only its own partial file, is recorded for the
// console and the metrics, and the server carries on. Backups hold password hashes and every customer's contact
// details: the server's user alone may read them (files 0600 in a 0700 folder).
import { chmod, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BackupFailure, BackupFile, BackupOverview } from '../../src/domain/backupWire';
import { backupMessages } from '../../src/domain/messageAreas/backups';
import type { Database } from '../db/client';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE, privateDirectory } from '../private-files';
import type { OpenFileSink } from './file-sink';
import { BACKUP_FILE_PATTERN, CHECKSUM_SUFFIX, PARTIAL_SUFFIX, backupFileName, takenAtOf } from './format';
import { writeBackup, type WrittenBackup } from './snapshot';
import { lastBackupState, recordBackupState } from './state';

const HOUR_MS = 60 * 60 * 1000;
/** After a failed scheduled backup, the next try comes at most this soon. */
const RETRY_AFTER_FAILURE_MS = HOUR_MS;

/** The timer the schedule uses; tests pass one driven by their own clock. */
export interface BackupTimer {
  set(run: () => void, delayMs: number): { cancel(): void };
}

export const realTimer: BackupTimer = {
  set(run, delayMs) {
    const handle = setTimeout(run, delayMs);
    handle.unref();
    return { cancel: () => clearTimeout(handle) };
  },
};

export class BackupBusyError extends Error {
  constructor() {
    super(backupMessages.backups.alreadyRunning);
    this.name = 'BackupBusyError';
  }
}

export class BackupFailedError extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'BackupFailedError';
  }
}

export interface BackupSettings {
  dir: string;
  everyHours: number;
  keep: number;
}

export interface BackupServiceOptions extends BackupSettings {
  db: Database;
  now: () => Date;
  timer?: BackupTimer;
  openSink?: OpenFileSink;
  onError?: (message: string, error: unknown) => void;
}

export interface BackupService {
  readonly dir: string;
  /** Takes one now; BackupBusyError while one is being written, BackupFailedError when it fails. */
  backUpNow(): Promise<WrittenBackup>;
  overview(): Promise<BackupOverview>;
  /** The full path of a stored backup named `file`, or null (a name that is not a backup's, or none such). */
  pathOf(file: string): Promise<string | null>;
  /** Deletes `*.partial` files a killed server left behind; answers how many. */
  removeLeftovers(): Promise<number>;
  /** Tightens a folder and backups written looser by an older version, then plans the next backup. */
  startSchedule(): Promise<void>;
  stopSchedule(): void;
  /** Settles once the backup being written (if any) is done or has failed: a clean stop waits for it. */
  finished(): Promise<void>;
}

const reasonOf = (error: unknown) => {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  if (code === 'ENOSPC') return backupMessages.backups.diskFull;
  return error instanceof Error ? error.message : String(error);
};

export function createBackupService(options: BackupServiceOptions): BackupService {
  const { db, dir, everyHours, keep, now } = options;
  const timer = options.timer ?? realTimer;
  let running: Promise<WrittenBackup> | null = null;
  let next: { at: Date; cancel(): void } | null = null;
  // This service's own outcomes; the process-wide copy (state.ts) is what the metrics read.
  let lastSuccess: BackupFile | null = null;
  let lastFailure: BackupFailure | null = null;

  async function storedBackups(): Promise<BackupFile[]> {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      return [];
    }
    const backups = await Promise.all(
      names
        .filter((name) => BACKUP_FILE_PATTERN.test(name))
        .map(async (name): Promise<BackupFile | null> => {
          try {
            const { size } = await stat(path.join(dir, name));
            const checksum = await readFile(path.join(dir, `${name}${CHECKSUM_SUFFIX}`), 'utf8').catch(() => null);
            const sha256 = checksum && /^[0-9a-f]{64}\b/.test(checksum) ? checksum.slice(0, 64) : null;
            return { file: name, size, created_at: (takenAtOf(name) ?? new Date(0)).toISOString(), sha256 };
          } catch {
            return null;
          }
        }),
    );
    return backups.filter((backup): backup is BackupFile => backup !== null).sort((a, b) => b.file.localeCompare(a.file));
  }

  /** A backup or its checksum, by name. */
  const isBackupFile = (name: string) => BACKUP_FILE_PATTERN.test(name.endsWith(CHECKSUM_SUFFIX) ? name.slice(0, -CHECKSUM_SUFFIX.length) : name);

  async function tightenStored(): Promise<void> {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      return; // No folder yet: the first backup makes it private.
    }
    await chmod(dir, PRIVATE_DIRECTORY_MODE);
    await Promise.all(names.filter(isBackupFile).map((name) => chmod(path.join(dir, name), PRIVATE_FILE_MODE)));
  }

  async function rotate(): Promise<void> {
    for (const old of (await storedBackups()).slice(keep)) {
      await rm(path.join(dir, old.file), { force: true });
      await rm(path.join(dir, `${old.file}${CHECKSUM_SUFFIX}`), { force: true });
    }
  }

  async function take(): Promise<WrittenBackup> {
    recordBackupState({ running: true });
    const createdAt = now();
    try {
      await privateDirectory(dir);
      const written = await writeBackup({ db, dir, name: backupFileName(createdAt), createdAt, openSink: options.openSink });
      lastSuccess = { file: written.file, size: written.size, created_at: written.created_at, sha256: written.sha256 };
      recordBackupState({ lastSuccess });
      await rotate();
      return written;
    } catch (error) {
      const message = backupMessages.backups.failed(reasonOf(error));
      lastFailure = { at: now().toISOString(), message };
      recordBackupState({ lastFailure });
      options.onError?.(message, error);
      throw new BackupFailedError(message, { cause: error });
    } finally {
      recordBackupState({ running: false });
    }
  }

  function backUpNow(): Promise<WrittenBackup> {
    if (running) return Promise.reject(new BackupBusyError());
    running = take().finally(() => {
      running = null;
    });
    return running;
  }

  function plan(delayMs: number): void {
    next?.cancel();
    const at = new Date(now().getTime() + delayMs);
    const handle = timer.set(() => void scheduled(), delayMs);
    next = { at, cancel: () => handle.cancel() };
  }

  async function scheduled(): Promise<void> {
    next = null;
    try {
      await backUpNow();
      plan(everyHours * HOUR_MS);
    } catch (error) {
      // Busy: the backup under way counts as this one; failed: try again sooner than the full interval.
      plan(error instanceof BackupBusyError ? everyHours * HOUR_MS : Math.min(everyHours * HOUR_MS, RETRY_AFTER_FAILURE_MS));
    }
  }

  return {
    dir,
    backUpNow,
    async overview() {
      const backups = await storedBackups();
      return {
        backups,
        last_success: backups.find((backup) => backup.file === lastSuccess?.file) ?? lastSuccess ?? backups[0] ?? null,
        last_failure: lastFailure,
        running: running !== null,
        schedule: { every_hours: everyHours, keep, next_at: next ? next.at.toISOString() : null },
      };
    },
    async pathOf(file) {
      if (!BACKUP_FILE_PATTERN.test(file)) return null;
      const full = path.join(dir, file);
      try {
        return (await stat(full)).isFile() ? full : null;
      } catch {
        return null;
      }
    },
    async removeLeftovers() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return 0;
      }
      const partials = names.filter((name) => name.endsWith(PARTIAL_SUFFIX));
      await Promise.all(partials.map((name) => rm(path.join(dir, name), { force: true })));
      return partials.length;
    },
    async startSchedule() {
      await tightenStored();
      const newest = (await storedBackups())[0] ?? null;
      if (newest && !lastSuccess) {
        lastSuccess = newest;
        if (!lastBackupState().lastSuccess) recordBackupState({ lastSuccess: newest });
      }
      if (everyHours === 0) return;
      const due = newest ? new Date(newest.created_at).getTime() + everyHours * HOUR_MS : now().getTime();
      plan(Math.max(0, due - now().getTime()));
    },
    stopSchedule() {
      next?.cancel();
      next = null;
    },
    async finished() {
      await running?.catch(() => undefined);
    },
  };
}
