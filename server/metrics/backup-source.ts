// Where the backup gauges read from: the backup scheduler registers its state once at start (setBackupSource), and
// every scrape asks it. Until one is registered both gauges read 0, "never": no backup is being made.

export interface BackupMoments {
  /** When the last backup that completed was written; null before the first. */
  lastSuccessAt: Date | null;
  /** When the last backup that failed (disk full, a dump refused) gave up; null when none has. */
  lastFailureAt: Date | null;
}

export type BackupSource = () => BackupMoments | null;

let source: BackupSource | null = null;

/** Registers the function a scrape reads the last backup's moments from (null unregisters it). */
export function setBackupSource(next: BackupSource | null): void {
  source = next;
}

/** The moments now, or null when no backup scheduler is registered. */
export function backupMoments(): BackupMoments | null {
  return source ? source() : null;
}
