// Backups for /api/openapi.json (server/backup/route.ts).
import { BackupFile, BackupOverview } from '../../src/domain/backupWire';
import { succeeded } from '../../src/domain/wire';
import type { Operation } from './operations';

const ADMIN_ONLY = 'A staff account: only an admin (or the ops token) may take or download backups';

export const BACKUP_OPERATIONS: readonly Operation[] = [
  {
    method: 'get', path: '/api/ops/backups', tag: 'ops', summary: 'The stored backups (newest first), the last success, the last failure and the schedule', access: 'ops',
    success: { status: 200, description: 'The backups', json: succeeded(BackupOverview) },
    refusals: { 403: ADMIN_ONLY },
  },
  {
    method: 'post', path: '/api/ops/backups', tag: 'ops', summary: 'Take a backup now: a consistent snapshot of the whole database, written atomically beside its .sha256; the newest BACKUP_KEEP are kept', access: 'ops',
    success: { status: 201, description: 'The backup written', json: succeeded(BackupFile) },
    refusals: { 403: ADMIN_ONLY, 409: 'A backup is being written right now', 503: 'The backup failed (the disk is full, or another reason the message names); the earlier backups are untouched' },
  },
  {
    method: 'get', path: '/api/ops/backups/:file', tag: 'ops', summary: 'Download one backup (gzip of JSON lines, restored by npm run db:restore)', access: 'ops',
    success: { status: 200, description: 'The backup file, as an attachment', mediaType: 'application/gzip' },
    refusals: { 403: ADMIN_ONLY },
  },
];
