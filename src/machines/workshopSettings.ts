// The console's Settings page (admin only): the settings load and fill the form; the admin edits the workshop's
// details, tax registration, home page figures, the "confirm web bookings at once" switch, the reminder hours and the
// deposit rule; Save checks the shared schema, then sends every setting. A refusal shows the server's sentence and its field errors.
// A staff member gets the "only an admin" state and no call.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { serverMessageOf } from '../api/client';
import { getSettings, saveSettings, type ChangeAnswer } from '../api/workshop';
import { settingsContent as content } from '../domain/console/settingsContent';
import { WorkshopSettingsPayload, type WorkshopSettingsData } from '../domain/workshopSettings';
import { notifyChanged, refusalOf, type Refusal } from './consoleChange';
import { fieldErrorsOf, fieldErrorsOfFailure, withoutFieldError, type FieldErrorsOf } from './formErrors';
import type { Notice } from './notice';

/** The fields typed as text (numbers too, as typed); the switch is a boolean of its own. */
export const SETTINGS_TEXT_FIELDS = ['name', 'address', 'phone', 'email', 'ntn', 'strn', 'home_customers', 'home_years', 'home_technicians', 'home_cars', 'reminder_hours', 'deposit_threshold', 'deposit_percent', 'deposit_hold_minutes'] as const;
export type SettingsTextField = (typeof SETTINGS_TEXT_FIELDS)[number];
export const SETTINGS_FIELDS = [...SETTINGS_TEXT_FIELDS, 'confirm_web_bookings'] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

export type SettingsValues = Record<SettingsTextField, string> & { confirm_web_bookings: boolean };

export interface WorkshopSettingsContext {
  isAdmin: boolean;
  values: SettingsValues;
  errors: FieldErrorsOf<SettingsField>;
  refusal: Refusal | null;
  loadError: string | null;
  /** Submits the schema refused: the page moves focus to the first invalid field on each. */
  rejectedSubmits: number;
}

export type WorkshopSettingsEvent =
  | { type: 'settings.retry' }
  | { type: 'settings.change'; field: SettingsTextField; value: string }
  | { type: 'settings.toggleConfirm'; value: boolean }
  | { type: 'settings.submit' };

const EMPTY_VALUES: SettingsValues = {
  name: '',
  address: '',
  phone: '',
  email: '',
  ntn: '',
  strn: '',
  home_customers: '',
  home_years: '',
  home_technicians: '',
  home_cars: '',
  reminder_hours: '',
  deposit_threshold: '',
  deposit_percent: '',
  deposit_hold_minutes: '',
  confirm_web_bookings: false,
};

export const settingsValuesOf = (settings: WorkshopSettingsData): SettingsValues => ({
  name: settings.name,
  address: settings.address,
  phone: settings.phone,
  email: settings.email,
  ntn: settings.ntn,
  strn: settings.strn,
  home_customers: String(settings.home_customers),
  home_years: String(settings.home_years),
  home_technicians: String(settings.home_technicians),
  home_cars: String(settings.home_cars),
  reminder_hours: settings.reminder_hours === null ? '' : String(settings.reminder_hours),
  deposit_threshold: settings.deposit_threshold === null ? '' : String(settings.deposit_threshold),
  deposit_percent: String(settings.deposit_percent),
  deposit_hold_minutes: String(settings.deposit_hold_minutes),
  confirm_web_bookings: settings.confirm_web_bookings,
});

/** A number as typed ('' stays a string, so the schema names the field); an empty reminder or deposit amount means none (null). */
const numberOf = (text: string): number | string => (text.trim() === '' ? text : Number(text.trim()));

const numberOrNoneOf = (text: string): number | string | null => (text.trim() === '' ? null : numberOf(text));

/** What Save sends: the values with the figures, hours and deposit rule as numbers. */
export const settingsRequestOf = (values: SettingsValues) => ({
  ...values,
  home_customers: numberOf(values.home_customers),
  home_years: numberOf(values.home_years),
  home_technicians: numberOf(values.home_technicians),
  home_cars: numberOf(values.home_cars),
  reminder_hours: numberOrNoneOf(values.reminder_hours),
  deposit_threshold: numberOrNoneOf(values.deposit_threshold),
  deposit_percent: numberOf(values.deposit_percent),
  deposit_hold_minutes: numberOf(values.deposit_hold_minutes),
});

const errorsOf = (values: SettingsValues) => fieldErrorsOf(WorkshopSettingsPayload, settingsRequestOf(values), SETTINGS_FIELDS);

export const workshopSettingsMachine = setup({
  types: {
    context: {} as WorkshopSettingsContext,
    events: {} as WorkshopSettingsEvent,
    input: {} as { isAdmin: boolean },
    tags: {} as 'loading' | 'saving',
  },
  actors: {
    loadSettings: fromPromise<WorkshopSettingsData>(({ signal }) => getSettings(signal)),
    saveSettings: fromPromise<ChangeAnswer, WorkshopSettingsPayload>(({ input, signal }) => saveSettings(input, signal)),
  },
  actions: {
    // Side effect: a no-op here, provided by the page with `useFlowEffects`.
    notify: (_, _params: Notice) => {},
    change: assign(({ context }, { field, value }: { field: SettingsTextField; value: string }) => ({
      values: { ...context.values, [field]: value },
      errors: withoutFieldError(context.errors, field),
    })),
    showErrors: assign(({ context }) => ({ errors: errorsOf(context.values), rejectedSubmits: context.rejectedSubmits + 1 })),
    showRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: refusalOf(error, content.saveFailed), errors: fieldErrorsOfFailure(error, SETTINGS_FIELDS) })),
  },
  guards: {
    isAdmin: ({ context }) => context.isAdmin,
    isValid: ({ context }) => Object.keys(errorsOf(context.values)).length === 0,
  },
}).createMachine({
  id: 'workshopSettings',
  context: ({ input }) => ({ isAdmin: input.isAdmin, values: EMPTY_VALUES, errors: {}, refusal: null, loadError: null, rejectedSubmits: 0 }),
  initial: 'opening',
  states: {
    opening: { always: [{ guard: 'isAdmin', target: 'loading' }, { target: 'notAllowed' }] },
    // A staff member: the page says only an admin changes the settings, and asks the server nothing.
    notAllowed: {},
    loading: {
      tags: 'loading',
      invoke: {
        src: 'loadSettings',
        onDone: { target: 'editing', actions: assign({ values: ({ event }) => settingsValuesOf(event.output), loadError: null }) },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => serverMessageOf(event.error) ?? content.loadFailed }) },
      },
    },
    loadFailed: { on: { 'settings.retry': 'loading' } },
    editing: {
      on: {
        'settings.change': { actions: { type: 'change', params: ({ event }) => event } },
        'settings.toggleConfirm': {
          actions: assign({ values: ({ context, event }) => ({ ...context.values, confirm_web_bookings: event.value }), errors: ({ context }) => withoutFieldError(context.errors, 'confirm_web_bookings') }),
        },
        'settings.submit': [{ guard: 'isValid', target: 'saving', actions: assign({ refusal: null, errors: {} }) }, { actions: 'showErrors' }],
      },
    },
    saving: {
      tags: 'saving',
      invoke: {
        src: 'saveSettings',
        input: ({ context }) => settingsRequestOf(context.values) as WorkshopSettingsPayload,
        onDone: { target: 'editing', actions: notifyChanged(content.saved) },
        onError: { target: 'editing', actions: { type: 'showRefusal', params: ({ event }) => event } },
      },
    },
  },
});

export type WorkshopSettingsSnapshot = SnapshotFrom<typeof workshopSettingsMachine>;
