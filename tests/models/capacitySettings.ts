// The capacity page as the workshop and the server live it (no I/O), and how each move is made on the REAL
// capacitySettings machine, whose four calls are scripted. The context is what the workshop should notice: the toast
// of the last step, the bays field, each form's errors and each refusal with its bookings to move first.
import { assign, createActor, setup } from 'xstate';
import { ApiError } from '../../src/api/client';
import type { ChangeAnswer } from '../../src/api/workshop';
import { capacityContent } from '../../src/domain/console/workshopContent';
import { messages } from '../../src/domain/messages';
import type { CapacityPayload, ClosedDatePayload } from '../../src/domain/workshopSchemas';
import type { CapacitySettings } from '../../src/domain/staff';
import { capacitySettingsMachine } from '../../src/machines/capacitySettings';
import type { Refusal } from '../../src/machines/consoleChange';
import type { Notice } from '../../src/machines/notice';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';

const EVERY_DAY_8_TO_8 = Array.from({ length: 7 }, (_, index) => ({ weekday: index + 1, periods: [{ opens: '08:00', closes: '20:00' }] }));
export const SETTINGS: CapacitySettings = { bays: 3, slot_minutes: 120, buffer_minutes: 0, hours: EVERY_DAY_8_TO_8, closed_dates: [{ date: '2026-12-25', note: 'Christmas' }] };
export const CLOSE_DAY = { date: '2026-12-10', note: 'Staff training' };
export const BAYS_TYPED = '4';
const SAVED_SENTENCE = 'Capacity saved: 4 bays of 120 minutes.';
const MOVE_FIRST = 'That date has bookings. Move them first.';
const BOOKINGS = ['#A1B2C3D4 10:00 Bilal Ahmed (Full Detail)', '#E5F6A7B8 14:00 Sana Khan (Premium Wash)'];
export const REFUSED_WITH_BOOKINGS: Refusal = { message: MOVE_FIRST, bookings: BOOKINGS };
const SERVER_SENTENCE = 'The database is not reachable.';

export type CapacityCall = 'loadSettings' | 'saveCapacity' | 'closeDate' | 'reopenDate';

export interface CapacityExpected {
  toast: Notice | null;
  bays: string;
  /** The next settings answer fills the form (after its own save). */
  fillOnLoad: boolean;
  baysError: string | null;
  dateError: string | null;
  capacityRefusal: Refusal | null;
  closeRefusal: Refusal | null;
  /** The close form was emptied by its accepted close. */
  closeValuesCleared: boolean;
  loadError: string | null;
}

type FlowEvent = {
  type:
      | 'server.answersSettings'
      | 'server.fails'
      | 'network.fails'
      | 'server.accepts'
      | 'server.acceptsQuietly'
      | 'server.refusesWithBookings'
      | 'user.retries'
      | 'user.submitsBadCapacity'
      | 'user.submitsCapacity'
      | 'user.submitsEmptyDate'
      | 'user.closesDate'
      | 'user.opensReopen'
      | 'user.confirms'
      | 'user.dismisses';
};

type Change = (context: CapacityExpected) => Partial<CapacityExpected>;
const go = (target: string, change: Change = () => ({})) => ({
  target,
  actions: assign<CapacityExpected, FlowEvent, undefined, FlowEvent, never>(({ context }) => ({ ...context, toast: null, ...change(context) })),
});
const stay = (change: Change) => ({ actions: go('.', change).actions });
const success = (message: string) => ({ toast: { kind: 'success' as const, message } });

const userFlow = setup({
  types: {
    context: {} as CapacityExpected,
    events: {} as FlowEvent,
  },
}).createMachine({
  id: 'capacitySettingsFlow',
  context: {
    toast: null,
    bays: '',
    fillOnLoad: true,
    baysError: null,
    dateError: null,
    capacityRefusal: null,
    closeRefusal: null,
    closeValuesCleared: true,
    loadError: null,
  },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'server.answersSettings': go('ready', (context) => ({ bays: context.fillOnLoad ? String(SETTINGS.bays) : context.bays, fillOnLoad: false })),
        'server.fails': go('loadFailed', () => ({ loadError: SERVER_SENTENCE })),
        'network.fails': go('loadFailed', () => ({ loadError: capacityContent.loadFailed })),
      },
    },
    loadFailed: { on: { 'user.retries': go('loading') } },
    ready: {
      on: {
        'user.submitsBadCapacity': stay(() => ({ bays: '0', baysError: messages.workshop.baysInvalid })),
        'user.submitsCapacity': go('savingCapacity', () => ({ bays: BAYS_TYPED, baysError: null, capacityRefusal: null })),
        'user.submitsEmptyDate': stay(() => ({ dateError: messages.booking.dateInvalid })),
        'user.closesDate': go('closingDate', () => ({ dateError: null, closeRefusal: null, closeValuesCleared: false })),
        'user.opensReopen': go('confirmingReopen'),
      },
    },
    savingCapacity: {
      on: {
        'server.accepts': go('loading', () => ({ ...success(SAVED_SENTENCE), fillOnLoad: true })),
        'server.acceptsQuietly': go('loading', () => ({ ...success(capacityContent.capacitySaved), fillOnLoad: true })),
        'server.refusesWithBookings': go('ready', () => ({ capacityRefusal: REFUSED_WITH_BOOKINGS })),
        'network.fails': go('ready', () => ({ capacityRefusal: { message: capacityContent.capacityFailed, bookings: [] } })),
      },
    },
    closingDate: {
      on: {
        'server.acceptsQuietly': go('loading', () => ({ ...success(capacityContent.closed), closeValuesCleared: true })),
        'server.refusesWithBookings': go('ready', () => ({ closeRefusal: REFUSED_WITH_BOOKINGS })),
        'network.fails': go('ready', () => ({ closeRefusal: { message: capacityContent.closeFailed, bookings: [] } })),
      },
    },
    confirmingReopen: { on: { 'user.dismisses': go('ready'), 'user.confirms': go('reopening') } },
    reopening: {
      on: {
        // the dialog stays until the server answers
        'user.dismisses': stay(() => ({})),
        'server.acceptsQuietly': go('loading', () => success(capacityContent.reopened)),
        'server.fails': go('ready', () => ({ toast: { kind: 'error', message: SERVER_SENTENCE } })),
        'network.fails': go('ready', () => ({ toast: { kind: 'error', message: capacityContent.reopenFailed } })),
      },
    },
  },
});

/** The real machine with a scripted server and recorded toasts. */
export class CapacityRun extends ScriptedRun<CapacityCall> {
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    super(options);
    const { server } = this;
    const logic = capacitySettingsMachine.provide({
      actors: {
        loadSettings: server.actor<CapacitySettings>('loadSettings'),
        saveCapacity: server.actor<ChangeAnswer, CapacityPayload>('saveCapacity'),
        closeDate: server.actor<ChangeAnswer, ClosedDatePayload>('closeDate'),
        reopenDate: server.actor<ChangeAnswer, { date: string }>('reopenDate'),
      },
      actions: { notify: (_, notice: Notice) => void this.toasts.push(notice) },
    });
    this.actor = createActor(logic, options).start();
  }
}

const CHANGE_CALLS = ['saveCapacity', 'closeDate', 'reopenDate'] as const;

function perform(run: CapacityRun, event: ModelEvent<typeof userFlow>) {
  const { server } = run;
  const send = run.actor.send.bind(run.actor);
  const change = () => server.inFlight(CHANGE_CALLS);
  switch (event.type) {
    case 'server.answersSettings':
      return server.answer('loadSettings', SETTINGS);
    case 'server.fails':
      return server.fail(server.pendingNames().includes('loadSettings') ? 'loadSettings' : change(), new ApiError(SERVER_SENTENCE, 503));
    case 'network.fails':
      return server.fail(server.pendingNames().includes('loadSettings') ? 'loadSettings' : change(), new TypeError('Failed to fetch'));
    case 'server.accepts':
      return server.answer(change(), { message: SAVED_SENTENCE });
    case 'server.acceptsQuietly':
      return server.answer(change(), { message: '' });
    case 'server.refusesWithBookings':
      return server.fail(change(), new ApiError(MOVE_FIRST, 409, { bookings: BOOKINGS }));
    case 'user.retries':
      return send({ type: 'capacity.retry' });
    case 'user.submitsBadCapacity':
      send({ type: 'capacity.change', field: 'bays', value: '0' });
      return send({ type: 'capacity.submit' });
    case 'user.submitsCapacity':
      send({ type: 'capacity.change', field: 'bays', value: BAYS_TYPED });
      return send({ type: 'capacity.submit' });
    case 'user.submitsEmptyDate':
      send({ type: 'closedDate.change', field: 'date', value: '' });
      return send({ type: 'closedDate.submit' });
    case 'user.closesDate':
      send({ type: 'closedDate.change', field: 'date', value: CLOSE_DAY.date });
      send({ type: 'closedDate.change', field: 'note', value: ` ${CLOSE_DAY.note} ` });
      return send({ type: 'closedDate.submit' });
    case 'user.opensReopen':
      return send({ type: 'closedDate.reopen', date: SETTINGS.closed_dates[0]!.date });
    case 'user.confirms':
      return send({ type: 'closedDate.confirm' });
    case 'user.dismisses':
      return send({ type: 'closedDate.dismiss' });
  }
}

export const capacitySettingsFlow = defineFlowModel({
  name: 'capacity settings',
  model: userFlow,
  covers: [capacitySettingsMachine],
  start: (options) => new CapacityRun(options),
  perform,
});
