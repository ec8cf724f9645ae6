// The Settings page's backups panel (admin only): the last backup, any failure and the stored files, and "Back up
// now": busy, then the server's sentence in a toast and the list loaded again, or its refusal (one already running,
// a full disk) in a toast with the list as it is. The page provides the toasts with `useFlowEffects`.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { takeBackup, loadBackups, type BackupTaken } from '../api/backups';
import { serverMessageOf } from '../api/client';
import type { BackupOverview } from '../domain/backupWire';
import { backupMessages } from '../domain/messageAreas/backups';
import { unlessAborted } from './abortedCalls';
import { notifyFailure, type Notice } from './notice';

export interface BackupsContext {
  overview: BackupOverview | null;
  loadError: string | null;
}

export type BackupsEvent = { type: 'backups.retry' } | { type: 'backups.backUp' };

export const backupsMachine = setup({
  types: {
    context: {} as BackupsContext,
    events: {} as BackupsEvent,
    tags: {} as 'loading' | 'backingUp',
  },
  actors: {
    loadBackups: fromPromise<BackupOverview>(({ signal }) => unlessAborted(signal, loadBackups(signal))),
    takeBackup: fromPromise<BackupTaken>(({ signal }) => unlessAborted(signal, takeBackup(signal))),
  },
  actions: {
    // A side effect: a no-op here, provided by the page with `useFlowEffects` (and by tests).
    notify: (_, _params: Notice) => {},
  },
}).createMachine({
  id: 'backups',
  context: { overview: null, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        src: 'loadBackups',
        onDone: { target: 'loaded', actions: assign({ overview: ({ event }) => event.output, loadError: null }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => serverMessageOf(event.error) ?? backupMessages.backups.loadFailed }) },
      },
    },
    loaded: {
      on: { 'backups.backUp': 'backingUp' },
    },
    backingUp: {
      tags: 'backingUp',
      invoke: {
        src: 'takeBackup',
        onDone: {
          target: 'loading',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message || backupMessages.backups.written(event.output.backup.file, event.output.backup.size) }) },
        },
        // Refused or failed: the server's sentence, and the list again (it shows the recorded failure).
        onError: { target: 'loading', actions: notifyFailure(() => backupMessages.backups.backUpFailed) },
      },
    },
    failed: {
      on: { 'backups.retry': 'loading' },
    },
  },
});

export type BackupsSnapshot = SnapshotFrom<typeof backupsMachine>;
