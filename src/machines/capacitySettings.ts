// The console's capacity page (issue "The workshop's console", Capacity): the settings load, then three things run
// side by side — the capacity form (bays, start grid, cleanup time and the week's opening hours), the "Close a date"
// form, and reopening a closed date through its confirming step. A refused change shows the server's sentence and the
// bookings it lists to move first.
import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { closeDate, getCapacity, reopenDate, saveCapacity, type ChangeAnswer } from '../api/workshop';
import { serverMessageOf } from '../api/client';
import { capacityContent as content } from '../domain/console/workshopContent';
import { ClosedDatePayload, type CapacityPayload } from '../domain/workshopSchemas';
import type { CapacitySettings, WeekdayOpening } from '../domain/staff';
import {
  capacityErrorsOf,
  capacityErrorsOfFailure,
  capacityRequestOf,
  capacityValuesOf,
  hasCapacityErrors,
  NO_CAPACITY_ERRORS,
  withoutCapacityError,
  withoutWeekdayError,
  type CapacityErrors,
  type CapacityField,
  type CapacityValues,
} from './capacityForm';
import { unlessAborted } from './abortedCalls';
import { notifyChanged, refusalOf, type Refusal } from './consoleChange';
import { fieldErrorsOf, fieldErrorsOfFailure, withoutFieldError, type FieldErrorsOf } from './formErrors';
import { notifyFailure, type Notice } from './notice';
import { editedWeek, type HoursEdit } from './openingWeek';

export const CLOSED_DATE_FIELDS = ['date', 'note'] as const;
export type ClosedDateField = (typeof CLOSED_DATE_FIELDS)[number];

export type ClosedDateValues = Record<ClosedDateField, string>;

export interface CapacitySettingsContext {
  settings: CapacitySettings | null;
  loadError: string | null;
  capacityValues: CapacityValues;
  /** The week of opening hours as edited, Monday first. */
  hours: WeekdayOpening[];
  capacityErrors: CapacityErrors;
  capacityRefusal: Refusal | null;
  closeValues: ClosedDateValues;
  closeErrors: FieldErrorsOf<ClosedDateField>;
  closeRefusal: Refusal | null;
  /** The next load fills the capacity form (at first, and after its own save); other reloads keep what is typed. */
  fillCapacityOnLoad: boolean;
  /** The closed date the confirming step would reopen. */
  reopenDate: string | null;
  /** Submits the schema refused, per form: the page moves focus to the first invalid field on each. */
  rejectedCapacity: number;
  rejectedClose: number;
}

export type CapacitySettingsEvent =
  | { type: 'capacity.retry' }
  | { type: 'capacity.reload' }
  | { type: 'capacity.change'; field: CapacityField; value: string }
  | { type: 'capacity.submit' }
  | HoursEdit
  | { type: 'closedDate.change'; field: ClosedDateField; value: string }
  | { type: 'closedDate.submit' }
  | { type: 'closedDate.reopen'; date: string }
  | { type: 'closedDate.confirm' }
  | { type: 'closedDate.dismiss' };

export const emptyClosedDate: ClosedDateValues = { date: '', note: '' };

export const closedDateRequestOf = (values: ClosedDateValues) => ({ date: values.date, note: values.note.trim() });

const closeErrorsOf = (values: ClosedDateValues) => fieldErrorsOf(ClosedDatePayload, closedDateRequestOf(values), CLOSED_DATE_FIELDS);
const isClean = (errors: object) => Object.keys(errors).length === 0;

export const capacitySettingsMachine = setup({
  types: {
    context: {} as CapacitySettingsContext,
    events: {} as CapacitySettingsEvent,
    tags: {} as 'loading' | 'savingCapacity' | 'closingDate' | 'reopeningDate',
  },
  actors: {
    loadSettings: fromPromise<CapacitySettings>(({ signal }) => unlessAborted(signal, getCapacity(signal))),
    saveCapacity: fromPromise<ChangeAnswer, CapacityPayload>(({ input, signal }) => saveCapacity(input, signal)),
    closeDate: fromPromise<ChangeAnswer, ClosedDatePayload>(({ input, signal }) => closeDate(input, signal)),
    reopenDate: fromPromise<ChangeAnswer, { date: string }>(({ input, signal }) => reopenDate(input.date, signal)),
  },
  actions: {
    // Side effect: a no-op here, provided by the page with `useFlowEffects`.
    notify: (_, _params: Notice) => {},
    requestReload: raise({ type: 'capacity.reload' }),
    takeSettings: assign(({ context }, { settings }: { settings: CapacitySettings }) => ({
      settings,
      loadError: null,
      capacityValues: context.fillCapacityOnLoad ? capacityValuesOf(settings) : context.capacityValues,
      hours: context.fillCapacityOnLoad ? settings.hours : context.hours,
      fillCapacityOnLoad: false,
    })),
    changeCapacity: assign(({ context }, { field, value }: { field: CapacityField; value: string }) => ({
      capacityValues: { ...context.capacityValues, [field]: value },
      capacityErrors: withoutCapacityError(context.capacityErrors, field),
    })),
    editHours: assign(({ context }, edit: HoursEdit) => ({
      hours: editedWeek(context.hours, edit, context.settings?.hours ?? []),
      capacityErrors: withoutWeekdayError(context.capacityErrors, 'weekday' in edit ? edit.weekday : 'all'),
    })),
    showCapacityErrors: assign(({ context }) => ({
      capacityErrors: capacityErrorsOf(context.capacityValues, context.hours),
      rejectedCapacity: context.rejectedCapacity + 1,
    })),
    showCapacityRefusal: assign((_, { error }: { error: unknown }) => ({
      capacityRefusal: refusalOf(error, content.capacityFailed),
      capacityErrors: capacityErrorsOfFailure(error),
    })),
    changeClose: assign(({ context }, { field, value }: { field: ClosedDateField; value: string }) => ({
      closeValues: { ...context.closeValues, [field]: value },
      closeErrors: withoutFieldError(context.closeErrors, field),
    })),
    showCloseErrors: assign(({ context }) => ({ closeErrors: closeErrorsOf(context.closeValues), rejectedClose: context.rejectedClose + 1 })),
    showCloseRefusal: assign((_, { error }: { error: unknown }) => ({
      closeRefusal: refusalOf(error, content.closeFailed),
      closeErrors: fieldErrorsOfFailure(error, CLOSED_DATE_FIELDS),
    })),
  },
  guards: {
    isCapacityValid: ({ context }) => !hasCapacityErrors(capacityErrorsOf(context.capacityValues, context.hours)),
    isCloseValid: ({ context }) => isClean(closeErrorsOf(context.closeValues)),
  },
}).createMachine({
  id: 'capacitySettings',
  type: 'parallel',
  context: {
    settings: null,
    loadError: null,
    capacityValues: { bays: '', slot_minutes: '', buffer_minutes: '' },
    hours: [],
    capacityErrors: NO_CAPACITY_ERRORS,
    capacityRefusal: null,
    closeValues: emptyClosedDate,
    closeErrors: {},
    closeRefusal: null,
    fillCapacityOnLoad: true,
    reopenDate: null,
    rejectedCapacity: 0,
    rejectedClose: 0,
  },
  states: {
    settings: {
      initial: 'loading',
      // no reenter: the list starts loading again while the other regions keep their state
      on: { 'capacity.reload': { target: '.loading' } },
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            src: 'loadSettings',
            onDone: { target: 'loaded', actions: { type: 'takeSettings', params: ({ event }) => ({ settings: event.output }) } },
            onError: { target: 'error', actions: assign({ loadError: ({ event }) => serverMessageOf(event.error) ?? content.loadFailed }) },
          },
        },
        loaded: {},
        error: { on: { 'capacity.retry': 'loading' } },
      },
    },
    capacity: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'capacity.change': { actions: { type: 'changeCapacity', params: ({ event }) => event } },
            'hours.setTime': { actions: { type: 'editHours', params: ({ event }) => event } },
            'hours.addBreak': { actions: { type: 'editHours', params: ({ event }) => event } },
            'hours.removePeriod': { actions: { type: 'editHours', params: ({ event }) => event } },
            'hours.setClosed': { actions: { type: 'editHours', params: ({ event }) => event } },
            'hours.copyMonday': { actions: { type: 'editHours', params: ({ event }) => event } },
            'capacity.submit': [
              { guard: 'isCapacityValid', target: 'saving', actions: assign({ capacityRefusal: null, capacityErrors: NO_CAPACITY_ERRORS }) },
              { actions: 'showCapacityErrors' },
            ],
          },
        },
        saving: {
          tags: 'savingCapacity',
          invoke: {
            src: 'saveCapacity',
            input: ({ context }) => capacityRequestOf(context.capacityValues, context.hours) as CapacityPayload,
            onDone: {
              target: 'editing',
              actions: [notifyChanged(content.capacitySaved), assign({ fillCapacityOnLoad: true }), 'requestReload'],
            },
            onError: { target: 'editing', actions: { type: 'showCapacityRefusal', params: ({ event }) => event } },
          },
        },
      },
    },
    closing: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'closedDate.change': { actions: { type: 'changeClose', params: ({ event }) => event } },
            'closedDate.submit': [
              { guard: 'isCloseValid', target: 'saving', actions: assign({ closeRefusal: null, closeErrors: {} }) },
              { actions: 'showCloseErrors' },
            ],
          },
        },
        saving: {
          tags: 'closingDate',
          invoke: {
            src: 'closeDate',
            input: ({ context }) => closedDateRequestOf(context.closeValues),
            onDone: { target: 'editing', actions: [assign({ closeValues: emptyClosedDate }), notifyChanged(content.closed), 'requestReload'] },
            onError: { target: 'editing', actions: { type: 'showCloseRefusal', params: ({ event }) => event } },
          },
        },
      },
    },
    reopening: {
      initial: 'idle',
      states: {
        idle: { on: { 'closedDate.reopen': { target: 'confirming', actions: assign({ reopenDate: ({ event }) => event.date }) } } },
        confirming: {
          on: { 'closedDate.confirm': 'submitting', 'closedDate.dismiss': { target: 'idle', actions: assign({ reopenDate: null }) } },
        },
        submitting: {
          tags: 'reopeningDate',
          on: { 'closedDate.dismiss': {} },
          invoke: {
            src: 'reopenDate',
            input: ({ context }) => ({ date: context.reopenDate ?? '' }),
            onDone: { target: 'idle', actions: [assign({ reopenDate: null }), notifyChanged(content.reopened), 'requestReload'] },
            onError: { target: 'idle', actions: [assign({ reopenDate: null }), notifyFailure(() => content.reopenFailed)] },
          },
        },
      },
    },
  },
});

export type CapacitySettingsSnapshot = SnapshotFrom<typeof capacitySettingsMachine>;
