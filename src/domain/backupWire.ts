// The backups' wire: GET/POST /api/ops/backups (the console's panel and `npm run ops -- backup`).
import * as v from 'valibot';

export const BackupFile = v.strictObject({
  file: v.string(),
  size: v.number(),
  created_at: v.string(),
  /** SHA-256 of the file as stored; null when its .sha256 file is missing. */
  sha256: v.nullable(v.string()),
});
export type BackupFile = v.InferOutput<typeof BackupFile>;

export const BackupFailure = v.strictObject({ at: v.string(), message: v.string() });
export type BackupFailure = v.InferOutput<typeof BackupFailure>;

export const BackupSchedule = v.strictObject({
  /** Hours between scheduled backups; 0 = off. */
  every_hours: v.number(),
  keep: v.number(),
  /** When the next scheduled backup is due; null when off. */
  next_at: v.nullable(v.string()),
});
export type BackupSchedule = v.InferOutput<typeof BackupSchedule>;

export const BackupOverview = v.strictObject({
  /** Newest first. */
  backups: v.array(BackupFile),
  last_success: v.nullable(BackupFile),
  last_failure: v.nullable(BackupFailure),
  running: v.boolean(),
  schedule: BackupSchedule,
});
export type BackupOverview = v.InferOutput<typeof BackupOverview>;

/** Where the browser downloads a backup (the admin's session cookie authorises it). */
export const backupDownloadPath = (file: string) => `/api/ops/backups/${encodeURIComponent(file)}`;
