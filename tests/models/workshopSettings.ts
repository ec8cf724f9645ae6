// The Settings page as an admin (or a staff member) and the server live it (no I/O), and how each move is made on the
// REAL workshopSettings machine, whose two calls are scripted. The context is what the admin should notice: the toast
// of the last step, the name field, the switch and the deposit fields as shown, the field errors, the refusal and
// what Save sent.
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
/** The deposit fields as typed to turn deposits on: bookings of Rs 10,000 or more, 30 %, held two hours. */
export const DEPOSIT_TYPED = { deposit_threshold: '10000', deposit_percent: '30', deposit_hold_minutes: '120' };
/** What Save sends after the admin turned deposits on. */
export const SENT_WITH_DEPOSIT: WorkshopSettingsPayload = { ...STORED, deposit_threshold: 10000, deposit_percent: 30, deposit_hold_minutes: 120 };
/** The deposit fields as the stored settings fill them: no deposits, the suggested share and hold time. */
const DEPOSIT_SHOWN = { deposit_threshold: '', deposit_percent: '25', deposit_hold_minutes: '60' };
const DEPOSIT_EMPTY = { deposit_threshold: '', deposit_percent: '', deposit_hold_minutes: '' };
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
  deposit: Record<'deposit_threshold' | 'deposit_percent' | 'deposit_hold_minutes', string>;
  /** What Save sent in this step (null when it sent nothing). */
  sent: WorkshopSettingsPayload | null;
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
    | 'user.fixesName'
    | 'user.turnsOnDepositsAndSubmits'
    | 'user.submitsBadDeposit'
    | 'user.fixesDepositShare';
};

type Change = (context: SettingsExpected) => Partial<SettingsExpected>;
const go = (target: string, change: Change = () => ({})) => ({
  target,
  actions: assign<SettingsExpected, FlowEvent, undefined, FlowEvent, never>(({ context }) => ({ ...context, toast: null, sent: null, ...change(context) })),
});
const stay = (change: Change) => ({ actions: go('.', change).actions });

const BAD_ERRORS = { name: workshopMessages.workshop.nameInvalid, home_cars: workshopMessages.workshop.figureInvalid, reminder_hours: workshopMessages.workshop.reminderHoursInvalid };
/** A deposit of Rs 0, a share over 90 % and a hold of half a minute, as typed, and the schema's words for them. */
const BAD_DEPOSIT = { deposit_threshold: '0', deposit_percent: '95', deposit_hold_minutes: '0.5' };
const BAD_DEPOSIT_ERRORS = {
  deposit_threshold: workshopMessages.workshop.depositThresholdInvalid,
  deposit_percent: workshopMessages.workshop.depositPercentInvalid,
  deposit_hold_minutes: workshopMessages.workshop.depositHoldInvalid,
};
const without = (errors: Record<string, string>, field: string) => Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field));

const userFlow = setup({ types: { context: {} as SettingsExpected, events: {} as FlowEvent } }).createMachine({
  id: 'workshopSettingsFlow',
  context: { toast: null, name: '', confirm: false, errors: {}, refusal: null, loadError: null, deposit: DEPOSIT_EMPTY, sent: null },
  initial: 'signingIn',
  states: {
    signingIn: { on: { 'admin.opens': go('loading'), 'staff.opens': go('notAllowed') } },
    notAllowed: {},
    loading: {
      on: {
        'server.answersSettings': go('editing', () => ({ name: STORED.name, confirm: STORED.confirm_web_bookings, deposit: DEPOSIT_SHOWN })),
        'server.fails': go('loadFailed', () => ({ loadError: SERVER_SENTENCE })),
        'server.refusesAccess': go('loadFailed', () => ({ loadError: NOT_ADMIN })),
        'network.fails': go('loadFailed', () => ({ loadError: settingsContent.loadFailed })),
      },
    },
    loadFailed: { on: { 'user.retries': go('loading') } },
    editing: {
      on: {
        'user.editsAndSubmits': go('saving', () => ({ name: NAME_TYPED, confirm: true, errors: {}, refusal: null, sent: SENT })),
        'user.turnsOnDepositsAndSubmits': go('saving', () => ({ deposit: DEPOSIT_TYPED, errors: {}, refusal: null, sent: SENT_WITH_DEPOSIT })),
        'user.submitsBadValues': stay(() => ({ name: ' ', errors: BAD_ERRORS })),
        'user.submitsBadDeposit': stay(() => ({ deposit: BAD_DEPOSIT, errors: BAD_DEPOSIT_ERRORS })),
        // Typing in a field clears its error only.
        'user.fixesName': stay((context) => ({ name: NAME_TYPED, errors: without(context.errors, 'name') })),
        'user.fixesDepositShare': stay((context) => ({ deposit: { ...context.deposit, deposit_percent: DEPOSIT_TYPED.deposit_percent }, errors: without(context.errors, 'deposit_percent') })),
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

type Send = (sent: Parameters<Actor<typeof workshopSettingsMachine>['send']>[0]) => void;
const typeDeposit = (send: Send, typed: SettingsExpected['deposit']) => {
  for (const [field, value] of Object.entries(typed)) send({ type: 'settings.change', field: field as keyof SettingsExpected['deposit'], value });
};

function perform(run: SettingsRun, event: ModelEvent<typeof userFlow>) {
  const { server } = run;
  const send: Send = (sent) => run.actor?.send(sent);
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
    case 'user.turnsOnDepositsAndSubmits':
      typeDeposit(send, DEPOSIT_TYPED);
      return send({ type: 'settings.submit' });
    case 'user.submitsBadDeposit':
      typeDeposit(send, BAD_DEPOSIT);
      return send({ type: 'settings.submit' });
    case 'user.fixesDepositShare':
      return send({ type: 'settings.change', field: 'deposit_percent', value: DEPOSIT_TYPED.deposit_percent });
  }
}

export const workshopSettingsFlow = defineFlowModel({
  name: 'workshop settings',
  model: userFlow,
  covers: [workshopSettingsMachine],
  start: (options) => new SettingsRun(options),
  perform,
});
