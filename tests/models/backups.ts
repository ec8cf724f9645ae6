// The Settings page's backups panel as the admin and the server live it (no I/O), and how each move is made on the
// REAL backups machine, whose two server calls are scripted. The context is what the panel should show after each
// step: the overview, the load error, the toast and the calls made.
import { assign, createActor, setup } from 'xstate';
import { ApiError } from '../../src/api/client';
import type { BackupTaken } from '../../src/api/backups';
import type { BackupOverview } from '../../src/domain/backupWire';
import { backupMessages } from '../../src/domain/messageAreas/backups';
import { backupsMachine } from '../../src/machines/backups';
import type { Notice } from '../../src/machines/notice';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';

const BACKUP = { file: 'backup-2026-11-26T22-00-00-000Z.jsonl.gz', size: 48_213, created_at: '2026-11-26T22:00:00.000Z', sha256: 'a'.repeat(64) };
const SCHEDULE = { every_hours: 24, keep: 7, next_at: '2026-11-27T22:00:00.000Z' };
export const NO_BACKUPS: BackupOverview = { backups: [], last_success: null, last_failure: null, running: false, schedule: SCHEDULE };
export const ONE_BACKUP: BackupOverview = { ...NO_BACKUPS, backups: [BACKUP], last_success: BACKUP };
export const DISK_FULL = backupMessages.backups.failed(backupMessages.backups.diskFull);
export const AFTER_FAILURE: BackupOverview = { ...ONE_BACKUP, last_failure: { at: '2026-11-26T23:00:00.000Z', message: DISK_FULL } };
export const WRITTEN = backupMessages.backups.written(BACKUP.file, BACKUP.size);
export const SERVER_FAILURE = 'The database is not reachable.';

type CallName = 'loadBackups' | 'takeBackup';

interface Expected {
  overview: BackupOverview | null;
  loadError: string | null;
  toast: Notice | null;
  calls: CallName[];
}

type BackupsModelEvent = {
  type:
    | 'server.listsNone'
    | 'server.listsOne'
    | 'server.listsFailure'
    | 'server.failsWithMessage'
    | 'network.fails'
    | 'server.writesBackup'
    | 'server.refusesDiskFull'
    | 'user.retries'
    | 'user.backsUp';
};

const step = (changes: Partial<Expected>) =>
  assign<Expected, BackupsModelEvent, undefined, BackupsModelEvent, never>(({ context }) => ({ ...context, toast: null, calls: [], ...changes }));
const listed = (overview: BackupOverview) => step({ overview, loadError: null });
const reload = (toast: Notice) => step({ toast, calls: ['loadBackups'] });

const backupsFlow = setup({ types: { context: {} as Expected, events: {} as BackupsModelEvent } }).createMachine({
  id: 'backupsFlow',
  context: { overview: null, loadError: null, toast: null, calls: ['loadBackups'] },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'server.listsNone': { target: 'loaded', actions: listed(NO_BACKUPS) },
        'server.listsOne': { target: 'loaded', actions: listed(ONE_BACKUP) },
        'server.listsFailure': { target: 'loaded', actions: listed(AFTER_FAILURE) },
        'server.failsWithMessage': { target: 'failed', actions: step({ loadError: SERVER_FAILURE }) },
        'network.fails': { target: 'failed', actions: step({ loadError: backupMessages.backups.loadFailed }) },
      },
    },
    loaded: {
      on: { 'user.backsUp': { target: 'backingUp', actions: step({ calls: ['takeBackup'] }) } },
    },
    backingUp: {
      on: {
        'server.writesBackup': { target: 'loading', actions: reload({ kind: 'success', message: WRITTEN }) },
        'server.refusesDiskFull': { target: 'loading', actions: reload({ kind: 'error', message: DISK_FULL }) },
        'network.fails': { target: 'loading', actions: reload({ kind: 'error', message: backupMessages.backups.backUpFailed }) },
        // One at a time: the button is busy.
        'user.backsUp': { actions: step({}) },
      },
    },
    failed: {
      on: { 'user.retries': { target: 'loading', actions: step({ calls: ['loadBackups'] }) } },
    },
  },
});

/** The real machine with a scripted server; toasts recorded. */
export class BackupsRun extends ScriptedRun<CallName> {
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    super(options);
    const logic = backupsMachine.provide({
      actors: {
        loadBackups: this.server.actor<BackupOverview>('loadBackups'),
        takeBackup: this.server.actor<BackupTaken>('takeBackup'),
      },
      actions: { notify: (_, notice) => void this.toasts.push(notice) },
    });
    this.actor = createActor(logic, options).start();
  }
}

function perform(run: BackupsRun, event: ModelEvent<typeof backupsFlow>) {
  const { server, actor } = run;
  switch (event.type) {
    case 'server.listsNone':
      return server.answer('loadBackups', NO_BACKUPS);
    case 'server.listsOne':
      return server.answer('loadBackups', ONE_BACKUP);
    case 'server.listsFailure':
      return server.answer('loadBackups', AFTER_FAILURE);
    case 'server.failsWithMessage':
      return server.fail('loadBackups', new ApiError(SERVER_FAILURE, 503));
    case 'network.fails':
      return server.fail(server.inFlight(['loadBackups', 'takeBackup']), new TypeError('Failed to fetch'));
    case 'server.writesBackup':
      return server.answer('takeBackup', { message: WRITTEN, backup: ONE_BACKUP.backups[0] });
    case 'server.refusesDiskFull':
      return server.fail('takeBackup', new ApiError(DISK_FULL, 503));
    case 'user.retries':
      return actor.send({ type: 'backups.retry' });
    case 'user.backsUp':
      return actor.send({ type: 'backups.backUp' });
  }
}

export const backupsPanelFlow = defineFlowModel({
  name: 'backups',
  model: backupsFlow,
  covers: [backupsMachine],
  start: (options) => new BackupsRun(options),
  perform,
});
