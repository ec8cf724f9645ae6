// The last backup's outcome in this process: what the console shows and the metrics read (last success time).
import type { BackupFailure, BackupFile } from '../../src/domain/backupWire';

export interface BackupState {
  lastSuccess: BackupFile | null;
  lastFailure: BackupFailure | null;
  running: boolean;
}

let state: BackupState = { lastSuccess: null, lastFailure: null, running: false };

export const lastBackupState = (): Readonly<BackupState> => state;

export function recordBackupState(change: Partial<BackupState>): void {
  state = { ...state, ...change };
}
