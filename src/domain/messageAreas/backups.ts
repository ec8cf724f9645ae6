// Backups and restore: what the console, the ops routes, the ops CLI and `npm run db:restore` say.

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

export const backupMessages = {
  backups: {
    // ---- Taking one ----
    written: (file: string, bytes: number) => `Backup written: ${file} (${size(bytes)}).`,
    alreadyRunning: 'A backup is being written right now. Try again when it has finished.',
    failed: (reason: string) => `The backup failed: ${reason}. The earlier backups are untouched.`,
    diskFull: 'the disk is full',
    notFound: 'Backup not found.',
    fileNameInvalid: 'That is not the name of a backup file.',
    scheduleOff: 'Scheduled backups are off (BACKUP_EVERY_HOURS=0).',
    scheduleEvery: (hours: number, keep: number) => `A backup every ${hours === 1 ? 'hour' : `${hours} hours`}; the newest ${keep} are kept.`,
    size,

    // ---- The console's panel ----
    title: 'Backups',
    intro: 'A backup holds the whole database: customers, passwords, sessions, bookings, invoices and the outbox.',
    backUpNow: 'Back up now',
    backingUp: 'Backing up…',
    lastBackup: 'Last backup',
    never: 'No backup yet.',
    lastFailure: 'Last failure',
    download: (file: string) => `Download ${file}`,
    loadFailed: 'The backups could not be loaded.',
    backUpFailed: 'The backup could not be taken. Please try again.',
    retry: 'Try again',
    columnFile: 'File',
    columnTaken: 'Taken',
    columnSize: 'Size',
    openBackups: 'Backups',

    // ---- Restore ----
    restoreUsage: 'Usage: npm run db:restore -- FILE [--force]  (with the server stopped)',
    restoreMissingFile: (file: string) => `There is no file ${file}.`,
    notABackup: (file: string) => `${file} is not a backup made by this app.`,
    lineTooLong: (file: string, line: number, maxBytes: number) =>
      `Line ${line} of the backup ${file} is longer than ${Math.round(maxBytes / (1024 * 1024))} MB: this is not a backup this server wrote. Nothing was restored.`,
    checksumFailed: (file: string) => `${file} is damaged: its checksum does not match its content. Use another backup.`,
    incomplete: (file: string) => `${file} is incomplete (it ends before its last line). Use another backup.`,
    newerVersion: (file: string, appVersion: string) =>
      `${file} was made by a newer version of the app (${appVersion}) whose database changes this version does not know. Update the app, then restore.`,
    targetNotEmpty: (accounts: number, bookings: number) =>
      `The target database already holds data (${accounts} accounts, ${bookings} bookings). Restore into an empty one, or add --force to replace everything in it.`,
    restored: (rows: number, target: string) => `Restored ${rows} rows into ${target}. Start the server as usual.`,
  },
} as const;
