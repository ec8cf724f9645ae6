// The backup file: gzip of JSON lines. One header (format, app version, database kind, the applied migrations, the
// sequences), then per table a start line naming its columns, one `{"r": row}` line per row and an end line, then a
// trailer holding the SHA-256 of every line before it, so a file is self-checking wherever it is copied to.
// The same format for PGlite and PostgreSQL: a backup of one restores into the other.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../db/client';

export const BACKUP_FORMAT = 'shineworks-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface AppliedMigration {
  /** The journal's tag (`0018_whatsapp_sms_channels`), or null when this version does not know the hash. */
  tag: string | null;
  hash: string;
  created_at: number;
}

export interface SequenceValue {
  name: string;
  last_value: number;
  is_called: boolean;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  format_version: number;
  app_version: string;
  database: 'pglite' | 'postgres';
  created_at: string;
  migrations: AppliedMigration[];
  /** Tables in foreign-key order: a table comes after every table it references. */
  tables: string[];
  sequences: SequenceValue[];
}

export interface TableStart {
  table: string;
  columns: string[];
}

export interface TableEnd {
  table_end: string;
  rows: number;
}

export interface BackupTrailer {
  trailer: typeof BACKUP_FORMAT;
  rows: number;
  /** SHA-256 (hex) of every line before the trailer, newlines included, as written before compression. */
  sha256: string;
}

/** `backup-2026-11-26T23-27-44-123Z.jsonl.gz`: sortable by name, and nothing else is ever served or deleted. */
export const BACKUP_FILE_PATTERN = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.jsonl\.gz$/;
export const PARTIAL_SUFFIX = '.partial';
export const CHECKSUM_SUFFIX = '.sha256';

export const backupFileName = (at: Date) => `backup-${at.toISOString().replace(/[:.]/g, '-')}.jsonl.gz`;

/** The time a backup's name carries. */
export function takenAtOf(file: string): Date | null {
  const match = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(file);
  if (!match) return null;
  const at = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** This version's migrations, in order, with the hash drizzle records for each. */
export function knownMigrations(folder: string = migrationsFolder): Array<{ tag: string; hash: string; created_at: number }> {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
  return readMigrationFiles({ migrationsFolder: folder }).map((migration, index) => ({
    tag: journal.entries[index]?.tag ?? `#${index}`,
    hash: migration.hash,
    created_at: migration.folderMillis,
  }));
}

let appVersion: string | null = null;
/** The version in package.json (the root's, found from this module in the sources and in the compiled server). */
export function currentAppVersion(): string {
  if (appVersion !== null) return appVersion;
  for (const relative of ['../../package.json', '../package.json', '../../../package.json']) {
    try {
      const manifest = JSON.parse(readFileSync(fileURLToPath(new URL(relative, import.meta.url)), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === 'karachi-detailing-booking' && manifest.version) return (appVersion = manifest.version);
    } catch {
      // Not at this level.
    }
  }
  return (appVersion = 'unknown');
}
