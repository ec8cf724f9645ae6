// The Settings page as an admin (or a staff member) and the server live it (no I/O), and how each move is made on the
// REAL workshopSettings machine, whose two calls are scripted. The context is what the admin should notice: the toast
// of the last step, the name field and the switch as shown, the field errors and the refusal.
import { assign, createActor, setup, type Actor } from 'xstate';
import { ApiError } from '../../src/api/client';
import type { ChangeAnswer } from '../../src/api/workshop';
import { settingsContent } from '../../src/domain/console/settingsContent';
import type { WorkshopSettingsData, WorkshopSettingsPayload } from '../../src/domain/workshopSettings';
import type { Refusal } from '../../src/machines/consoleChange';
import type { Notice } from '../../src/machines/notice';
import { workshopSettingsMachine } from '../../src/machines/workshopSettings';
import { defineFlowModel, type ModelEvent } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';

export const STORED: WorkshopSettingsData = {
  name: 'ShineWorks Car Detailing',
  address: 'Plot 14-C, Khayaban-e-Ittehad, Phase 6, DHA, Karachi 75500',
  phone: '+92 21 3584 1122',
  email: 'bookings@shineworks.pk',
  ntn: '',
  strn: '',
  home_customers: 500,
  home_years: 15,
  home_technicians: 50,
  home_cars: 5000,
  confirm_web_bookings: false,
  reminder_hours: 24,
  deposit_threshold: null,
  deposit_percent: 25,
  deposit_hold_minutes: 60,
};
export const NAME_TYPED = 'Gulshan Car Care';
/** What Save sends after the admin typed the name, an NTN, cleared the reminder hours and switched confirmation on. */
export const SENT: WorkshopSettingsPayload = { ...STORED, name: NAME_TYPED, ntn: '1234567-8', reminder_hours: null, confirm_web_bookings: true };
const SAVED_SENTENCE = 'Settings saved.';
const SERVER_SENTENCE = 'The database is not reachable.';
const NOT_ADMIN = 'Only an admin may do this.';
export const REFUSED_PHONE: Refusal = { message: workshopMessages.workshop.phoneInvalid, bookings: [] };

export type SettingsCall = 'loadSettings' | 'saveSettings';

export interface SettingsExpected {
  toast: Notice | null;
  name: string;
  confirm: boolean;
  errors: Record<string, string>;
  refusal: Refusal | null;
  loadError: string | null;
}

type FlowEvent = {
  type:
    | 'admin.opens'
    | 'staff.opens'
    | 'server.answersSettings'
    | 'server.fails'
    | 'server.refusesAccess'
    | 'network.fails'
    | 'server.accepts'
    | 'server.acceptsQuietly'
    | 'server.refusesPhone'
    | 'user.retries'
    | 'user.editsAndSubmits'
    | 'user.submitsBadValues'
    | 'user.fixesName';
};

type Change = (context: SettingsExpected) => Partial<SettingsExpected>;
const go = (target: string, change: Change = () => ({})) => ({
  target,
  actions: assign<SettingsExpected, FlowEvent, undefined, FlowEvent, never>(({ context }) => ({ ...context, toast: null, ...change(context) })),
});
const stay = (change: Change) => ({ actions: go('.', change).actions });

const BAD_ERRORS = { name: workshopMessages.workshop.nameInvalid, home_cars: workshopMessages.workshop.figureInvalid, reminder_hours: workshopMessages.workshop.reminderHoursInvalid };

const userFlow = setup({ types: { context: {} as SettingsExpected, events: {} as FlowEvent } }).createMachine({
  id: 'workshopSettingsFlow',
  context: { toast: null, name: '', confirm: false, errors: {}, refusal: null, loadError: null },
  initial: 'signingIn',
  states: {
    signingIn: { on: { 'admin.opens': go('loading'), 'staff.opens': go('notAllowed') } },
    notAllowed: {},
    loading: {
      on: {
        'server.answersSettings': go('editing', () => ({ name: STORED.name, confirm: STORED.confirm_web_bookings })),
        'server.fails': go('loadFailed', () => ({ loadError: SERVER_SENTENCE })),
        'server.refusesAccess': go('loadFailed', () => ({ loadError: NOT_ADMIN })),
        'network.fails': go('loadFailed', () => ({ loadError: settingsContent.loadFailed })),
      },
    },
    loadFailed: { on: { 'user.retries': go('loading') } },
    editing: {
      on: {
        'user.editsAndSubmits': go('saving', () => ({ name: NAME_TYPED, confirm: true, errors: {}, refusal: null })),
        'user.submitsBadValues': stay(() => ({ name: ' ', errors: BAD_ERRORS })),
        // Typing in a field clears its error only.
        'user.fixesName': stay((context) => ({ name: NAME_TYPED, errors: Object.fromEntries(Object.entries(context.errors).filter(([field]) => field !== 'name')) })),
      },
    },
    saving: {
      on: {
        'server.accepts': go('editing', () => ({ toast: { kind: 'success', message: SAVED_SENTENCE } })),
        'server.acceptsQuietly': go('editing', () => ({ toast: { kind: 'success', message: settingsContent.saved } })),
        'server.refusesPhone': go('editing', () => ({ refusal: REFUSED_PHONE, errors: { phone: workshopMessages.workshop.phoneInvalid } })),
        'network.fails': go('editing', () => ({ refusal: { message: settingsContent.saveFailed, bookings: [] } })),
      },
    },
  },
});

/** The real machine with a scripted server and recorded toasts, started as an admin or a staff member. */
export class SettingsRun extends ScriptedRun<SettingsCall> {
  actor: Actor<typeof workshopSettingsMachine> | null = null;

  open(isAdmin: boolean) {
    const { server } = this;
    const logic = workshopSettingsMachine.provide({
      actors: {
        loadSettings: server.actor<WorkshopSettingsData>('loadSettings'),
        saveSettings: server.actor<ChangeAnswer, WorkshopSettingsPayload>('saveSettings'),
      },
      actions: { notify: (_, notice: Notice) => void this.toasts.push(notice) },
    });
    this.actor = createActor(logic, { input: { isAdmin }, ...this.options }).start();
  }
}

function perform(run: SettingsRun, event: ModelEvent<typeof userFlow>) {
  const { server } = run;
  const send = (sent: Parameters<Actor<typeof workshopSettingsMachine>['send']>[0]) => run.actor?.send(sent);
  const pending = (): SettingsCall => server.inFlight(['loadSettings', 'saveSettings']);
  switch (event.type) {
    case 'admin.opens':
      return run.open(true);
    case 'staff.opens':
      return run.open(false);
    case 'server.answersSettings':
      return server.answer('loadSettings', STORED);
    case 'server.fails':
      return server.fail(pending(), new ApiError(SERVER_SENTENCE, 503));
    case 'server.refusesAccess':
      return server.fail('loadSettings', new ApiError(NOT_ADMIN, 403));
    case 'network.fails':
      return server.fail(pending(), new TypeError('Failed to fetch'));
    case 'server.accepts':
      return server.answer('saveSettings', { message: SAVED_SENTENCE });
    case 'server.acceptsQuietly':
      return server.answer('saveSettings', { message: '' });
    case 'server.refusesPhone':
      return server.fail('saveSettings', new ApiError(workshopMessages.workshop.phoneInvalid, 400, { phone: [workshopMessages.workshop.phoneInvalid] }));
    case 'user.retries':
      return send({ type: 'settings.retry' });
    case 'user.editsAndSubmits':
      send({ type: 'settings.change', field: 'name', value: NAME_TYPED });
      send({ type: 'settings.change', field: 'ntn', value: '1234567-8' });
      send({ type: 'settings.change', field: 'reminder_hours', value: '' });
      send({ type: 'settings.toggleConfirm', value: true });
      return send({ type: 'settings.submit' });
    case 'user.submitsBadValues':
      send({ type: 'settings.change', field: 'name', value: ' ' });
      send({ type: 'settings.change', field: 'home_cars', value: '-5' });
      send({ type: 'settings.change', field: 'reminder_hours', value: '400' });
      return send({ type: 'settings.submit' });
    case 'user.fixesName':
      return send({ type: 'settings.change', field: 'name', value: NAME_TYPED });
  }
}

export const workshopSettingsFlow = defineFlowModel({
  name: 'workshop settings',
  model: userFlow,
  covers: [workshopSettingsMachine],
  start: (options) => new SettingsRun(options),
  perform,
});
