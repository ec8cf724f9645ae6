// The capacity page as the workshop and the server live it (no I/O), and how each move is made on the REAL
// capacitySettings machine, whose four calls are scripted. The context is what the workshop should notice: the toast
// of the last step, the bays field, the week of opening hours, each form's errors (a weekday's under its row) and each
// refusal with its bookings to move first.
import { assign, createActor, setup } from 'xstate';
import { ApiError } from '../../src/api/client';
import type { ChangeAnswer } from '../../src/api/workshop';
import { capacityContent } from '../../src/domain/console/workshopContent';
import { messages } from '../../src/domain/messages';
import type { CapacityPayload, ClosedDatePayload } from '../../src/domain/workshopSchemas';
import type { CapacitySettings, OpeningPeriod, WeekdayOpening } from '../../src/domain/staff';
import { capacitySettingsMachine } from '../../src/machines/capacitySettings';
import type { Refusal } from '../../src/machines/consoleChange';
import type { Notice } from '../../src/machines/notice';
import { defineFlowModel, pathPerTransitionKeyedBy, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';

const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 7;
const EIGHT_TO_EIGHT: OpeningPeriod[] = [{ opens: '08:00', closes: '20:00' }];
const EVERY_DAY_8_TO_8: WeekdayOpening[] = Array.from({ length: 7 }, (_, index) => ({ weekday: index + 1, periods: EIGHT_TO_EIGHT }));
export const SETTINGS: CapacitySettings = { bays: 3, slot_minutes: 120, buffer_minutes: 0, hours: EVERY_DAY_8_TO_8, closed_dates: [{ date: '2026-12-25', note: 'Christmas' }] };
export const CLOSE_DAY = { date: '2026-12-10', note: 'Staff training' };
export const BAYS_TYPED = '4';
/** What the save sends besides the bays and the week: start times every 30 minutes, 10 minutes to clean up. */
export const GRID_CHOSEN = 30;
export const BUFFER_CHOSEN = 10;
/** Friday with its prayer break, as the workshop sets it. */
export const FRIDAY_WITH_BREAK: OpeningPeriod[] = [{ opens: '08:00', closes: '13:00' }, { opens: '14:30', closes: '20:00' }];
const SAVED_SENTENCE = 'Capacity saved: 4 bays of 120 minutes.';
const MOVE_FIRST = 'That date has bookings. Move them first.';
const BOOKINGS = ['A1B2C3D4 · 2026-12-11 13:30 · Bilal Ahmed · Full Detail', 'E5F6A7B8 · 2026-12-13 09:00 · Sana Khan · Premium Wash'];
export const REFUSED_WITH_BOOKINGS: Refusal = { message: MOVE_FIRST, bookings: BOOKINGS };
export const REFUSED_HOURS: Refusal = { message: workshopMessages.workshop.hoursInUse(2), bookings: BOOKINGS };

const saturdayCleared = (context: CapacityExpected) => context.hours[SATURDAY - 1]?.periods[0]?.closes === '';
/** The weekday sentences a submit refused by the schema shows: only Saturday's, when its closing time is cleared. */
const weekdayErrorsOnSubmit = (context: CapacityExpected): Record<number, string> => (saturdayCleared(context) ? { [SATURDAY]: workshopMessages.workshop.hoursInvalid } : {});
const withDay = (week: WeekdayOpening[], weekday: number, periods: OpeningPeriod[]) => week.map((day) => (day.weekday === weekday ? { weekday, periods } : day));
const withoutWeekday = (errors: Record<number, string>, weekday: number) => Object.fromEntries(Object.entries(errors).filter(([day]) => Number(day) !== weekday));
const SERVER_SENTENCE = 'The database is not reachable.';

export type CapacityCall = 'loadSettings' | 'saveCapacity' | 'closeDate' | 'reopenDate';

export interface CapacityExpected {
  toast: Notice | null;
  bays: string;
  /** The next settings answer fills the form (after its own save). */
  fillOnLoad: boolean;
  baysError: string | null;
  /** The week of opening hours in the form. */
  hours: WeekdayOpening[];
  /** Weekday → the sentence under its row. */
  weekdayErrors: Record<number, string>;
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
      | 'server.refusesHours'
      | 'server.refusesFridayHours'
      | 'user.retries'
      | 'user.submitsBadCapacity'
      | 'user.submitsCapacity'
      | 'user.setsFridayBreak'
      | 'user.removesFridayBreak'
      | 'user.closesSunday'
      | 'user.clearsSaturdayClosing'
      | 'user.typesSaturdayClosing'
      | 'user.copiesMonday'
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
  guards: { hoursAreValid: ({ context }) => !saturdayCleared(context) },
}).createMachine({
  id: 'capacitySettingsFlow',
  context: {
    toast: null,
    bays: '',
    fillOnLoad: true,
    baysError: null,
    hours: [],
    weekdayErrors: {},
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
        'server.answersSettings': go('ready', (context) => ({
          bays: context.fillOnLoad ? String(SETTINGS.bays) : context.bays,
          hours: context.fillOnLoad ? SETTINGS.hours : context.hours,
          fillOnLoad: false,
        })),
        'server.fails': go('loadFailed', () => ({ loadError: SERVER_SENTENCE })),
        'network.fails': go('loadFailed', () => ({ loadError: capacityContent.loadFailed })),
      },
    },
    loadFailed: { on: { 'user.retries': go('loading') } },
    ready: {
      on: {
        'user.submitsBadCapacity': stay((context) => ({ bays: '0', baysError: workshopMessages.workshop.baysInvalid, weekdayErrors: weekdayErrorsOnSubmit(context) })),
        'user.submitsCapacity': [
          { guard: 'hoursAreValid', ...go('savingCapacity', () => ({ bays: BAYS_TYPED, baysError: null, weekdayErrors: {}, capacityRefusal: null })) },
          // the schema refuses the cleared time: nothing is sent, Saturday's sentence shows
          stay((context) => ({ bays: BAYS_TYPED, baysError: null, weekdayErrors: weekdayErrorsOnSubmit(context) })),
        ],
        // from any Friday: closed and opened again (its loaded hours come back), a break added, its times typed
        'user.setsFridayBreak': stay((context) => ({ hours: withDay(context.hours, FRIDAY, FRIDAY_WITH_BREAK), weekdayErrors: withoutWeekday(context.weekdayErrors, FRIDAY) })),
        // "Remove" on Friday's second period; a day of one period has no second to remove
        'user.removesFridayBreak': stay((context) => ({
          hours: withDay(context.hours, FRIDAY, context.hours[FRIDAY - 1]!.periods.slice(0, 1)),
          weekdayErrors: withoutWeekday(context.weekdayErrors, FRIDAY),
        })),
        'user.closesSunday': stay((context) => ({ hours: withDay(context.hours, SUNDAY, []), weekdayErrors: withoutWeekday(context.weekdayErrors, SUNDAY) })),
        // the closing time cleared, then Save: the schema refuses Saturday (and the bays when they are wrong)
        'user.clearsSaturdayClosing': stay((context) => ({
          hours: withDay(context.hours, SATURDAY, [{ opens: '08:00', closes: '' }]),
          weekdayErrors: { [SATURDAY]: workshopMessages.workshop.hoursInvalid },
        })),
        'user.typesSaturdayClosing': stay((context) => ({ hours: withDay(context.hours, SATURDAY, EIGHT_TO_EIGHT), weekdayErrors: withoutWeekday(context.weekdayErrors, SATURDAY) })),
        'user.copiesMonday': stay((context) => ({ hours: context.hours.map(({ weekday }) => ({ weekday, periods: context.hours[0]!.periods })), weekdayErrors: {} })),
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
        'server.refusesHours': go('ready', () => ({ capacityRefusal: REFUSED_HOURS })),
        // a 400 naming Friday's periods (`hours.4.periods`): the sentence shows under Friday's row
        'server.refusesFridayHours': go('ready', () => ({
          capacityRefusal: { message: workshopMessages.workshop.hoursInvalid, bookings: [] },
          weekdayErrors: { [FRIDAY]: workshopMessages.workshop.hoursInvalid },
        })),
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
    case 'server.refusesHours':
      return server.fail('saveCapacity', new ApiError(REFUSED_HOURS.message, 409, { bookings: BOOKINGS }));
    case 'server.refusesFridayHours':
      return server.fail('saveCapacity', new ApiError(workshopMessages.workshop.hoursInvalid, 400, { 'hours.4.periods': [workshopMessages.workshop.hoursInvalid] }));
    case 'user.retries':
      return send({ type: 'capacity.retry' });
    case 'user.submitsBadCapacity':
      send({ type: 'capacity.change', field: 'bays', value: '0' });
      return send({ type: 'capacity.submit' });
    case 'user.submitsCapacity':
      send({ type: 'capacity.change', field: 'bays', value: BAYS_TYPED });
      send({ type: 'capacity.change', field: 'slot_minutes', value: String(GRID_CHOSEN) });
      send({ type: 'capacity.change', field: 'buffer_minutes', value: String(BUFFER_CHOSEN) });
      return send({ type: 'capacity.submit' });
    case 'user.setsFridayBreak':
      send({ type: 'hours.setClosed', weekday: FRIDAY, closed: true });
      send({ type: 'hours.setClosed', weekday: FRIDAY, closed: false });
      send({ type: 'hours.addBreak', weekday: FRIDAY });
      send({ type: 'hours.setTime', weekday: FRIDAY, period: 0, edge: 'closes', value: FRIDAY_WITH_BREAK[0]!.closes });
      return send({ type: 'hours.setTime', weekday: FRIDAY, period: 1, edge: 'opens', value: FRIDAY_WITH_BREAK[1]!.opens });
    case 'user.removesFridayBreak':
      return send({ type: 'hours.removePeriod', weekday: FRIDAY, period: 1 });
    case 'user.closesSunday':
      return send({ type: 'hours.setClosed', weekday: SUNDAY, closed: true });
    case 'user.clearsSaturdayClosing':
      send({ type: 'hours.setTime', weekday: SATURDAY, period: 0, edge: 'closes', value: '' });
      return send({ type: 'capacity.submit' });
    case 'user.typesSaturdayClosing':
      return send({ type: 'hours.setTime', weekday: SATURDAY, period: 0, edge: 'closes', value: EIGHT_TO_EIGHT[0]!.closes });
    case 'user.copiesMonday':
      return send({ type: 'hours.copyMonday' });
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
  // the save is refused while Saturday's closing time is cleared, and "Remove" needs a Friday with a break: paths
  // reach each event from both sides of each
  paths: pathPerTransitionKeyedBy<typeof userFlow>(({ context }) => [saturdayCleared(context), context.hours[FRIDAY - 1]?.periods.length]),
  start: (options) => new CapacityRun(options),
  perform,
});
