// The console's backups (admin only): GET/POST /api/ops/backups; a download is a plain link to /api/ops/backups/{file}.
import type { BackupFile, BackupOverview } from '../domain/backupWire';
import type { ApiSuccess } from '../domain/types';
import { api, call } from './client';

/** What "Back up now" answers: the server's sentence and the file written. */
export interface BackupTaken {
  message: string;
  backup: BackupFile;
}

export const loadBackups = async (signal?: AbortSignal): Promise<BackupOverview> =>
  (await call(() => api.get('ops/backups', { signal, cache: 'no-store' }).json<ApiSuccess<BackupOverview>>())).data;

export const takeBackup = async (signal?: AbortSignal): Promise<BackupTaken> => {
  const body = await call(() => api.post('ops/backups', { json: {}, signal, timeout: false }).json<ApiSuccess<BackupFile>>());
  return { message: body.message ?? '', backup: body.data };
};
