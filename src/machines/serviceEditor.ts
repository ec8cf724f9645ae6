// The console's catalogue (issue "The workshop's console", Catalogue): every service in a table beside the admin's
// editor — a new service or an edit, checked with the shared catalogue schema, then saved — and the deactivation
// with its confirming step. Staff see the table only: the editing events are refused unless the member is an admin.
import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { deactivateService, listConsoleServices, saveService, type ChangeAnswer, type ServiceSave } from '../api/workshop';
import { serverMessageOf } from '../api/client';
import { catalogueContent as content, type CatalogueFilter } from '../domain/console/workshopContent';
import type { ConsoleService } from '../domain/staff';
import { notifyChanged } from './consoleChange';
import { withoutFieldError } from './formErrors';
import { notifyFailure, type Notice } from './notice';
import {
  emptyServiceValues,
  isServiceFormValid,
  serviceFailureErrorsOf,
  serviceFormErrorsOf,
  serviceInputOf,
  serviceValuesOf,
  type ItemErrors,
  type ServiceFieldErrors,
  type ServiceFormValues,
  type ServiceItemPart,
  type ServiceTextField,
} from './serviceForm';

export interface ServiceEditorContext {
  canEdit: boolean;
  services: ConsoleService[];
  /** Which kind of service the table shows. */
  filter: CatalogueFilter;
  listError: string | null;
  /** The service being edited or deactivated; null for a new one. */
  serviceId: string | null;
  values: ServiceFormValues;
  fieldErrors: ServiceFieldErrors;
  itemErrors: ItemErrors;
  /** The server's sentence of a refused save, shown in the form. */
  formError: string | null;
  /** Saves the schema refused before sending: the page moves focus to the first invalid field on each. */
  rejectedSubmits: number;
}

export type ServiceEditorEvent =
  | { type: 'catalogue.retry' }
  | { type: 'catalogue.reload' }
  | { type: 'catalogue.filter'; filter: CatalogueFilter }
  | { type: 'catalogue.create' }
  | { type: 'catalogue.edit'; serviceId: string }
  | { type: 'catalogue.deactivate'; serviceId: string }
  | { type: 'catalogue.confirm' }
  | { type: 'catalogue.dismiss' }
  | { type: 'editor.change'; field: ServiceTextField; value: string }
  | { type: 'editor.setActive'; active: boolean }
  | { type: 'editor.addItem' }
  | { type: 'editor.removeItem'; index: number }
  | { type: 'editor.changeItem'; index: number; part: ServiceItemPart; value: string }
  | { type: 'editor.submit' };

const CLOSED_EDITOR = { serviceId: null, values: emptyServiceValues, fieldErrors: {}, itemErrors: {}, formError: null } satisfies Partial<ServiceEditorContext>;

const listFailureText = (error: unknown) => serverMessageOf(error) ?? content.loadFailed;
const byId = ({ event }: { event: { serviceId: string } }) => event;

export const serviceEditorMachine = setup({
  types: {
    context: {} as ServiceEditorContext,
    events: {} as ServiceEditorEvent,
    input: {} as { canEdit: boolean },
    tags: {} as 'loading' | 'busy',
  },
  actors: {
    loadServices: fromPromise<ConsoleService[]>(({ signal }) => listConsoleServices(signal)),
    saveService: fromPromise<ChangeAnswer, ServiceSave>(({ input, signal }) => saveService(input, signal)),
    deactivateService: fromPromise<ChangeAnswer, { serviceId: string }>(({ input, signal }) => deactivateService(input.serviceId, signal)),
  },
  actions: {
    // Side effect: a no-op here, provided by the page with `useFlowEffects`.
    notify: (_, _params: Notice) => {},
    requestReload: raise({ type: 'catalogue.reload' }),
    openNew: assign({ ...CLOSED_EDITOR, rejectedSubmits: 0 }),
    openEdit: assign(({ context }, { serviceId }: { serviceId: string }) => {
      const service = context.services.find(({ id }) => id === serviceId);
      return { ...CLOSED_EDITOR, serviceId, rejectedSubmits: 0, values: service ? serviceValuesOf(service) : emptyServiceValues };
    }),
    pickService: assign({ serviceId: (_, { serviceId }: { serviceId: string }) => serviceId }),
    close: assign(CLOSED_EDITOR),
    // Typing answers a refusal: its sentence goes with the field's error.
    change: assign(({ context }, { field, value }: { field: ServiceTextField; value: string }) => ({
      values: { ...context.values, [field]: value },
      fieldErrors: withoutFieldError(context.fieldErrors, field),
      formError: null,
    })),
    setActive: assign(({ context }, { active }: { active: boolean }) => ({ values: { ...context.values, is_active: active } })),
    addItem: assign(({ context }) => ({ values: { ...context.values, items: [...context.values.items, { id: '', name: '' }] } })),
    // Rows after the removed one move up, and their errors with them.
    removeItem: assign(({ context }, { index }: { index: number }) => ({
      values: { ...context.values, items: context.values.items.filter((_, row) => row !== index) },
      itemErrors: Object.fromEntries(
        Object.entries(context.itemErrors)
          .filter(([row]) => Number(row) !== index)
          .map(([row, text]) => [Number(row) > index ? Number(row) - 1 : Number(row), text]),
      ),
    })),
    changeItem: assign(({ context }, { index, part, value }: { index: number; part: ServiceItemPart; value: string }) => {
      const { [index]: _fixed, ...itemErrors } = context.itemErrors;
      return { values: { ...context.values, items: context.values.items.map((item, row) => (row === index ? { ...item, [part]: value } : item)) }, itemErrors, formError: null };
    }),
    showFormErrors: assign(({ context }) => ({ ...serviceFormErrorsOf(context.values), formError: null, rejectedSubmits: context.rejectedSubmits + 1 })),
    showRefusal: assign((_, { error }: { error: unknown }) => ({ ...serviceFailureErrorsOf(error), formError: serverMessageOf(error) ?? content.saveFailed })),
  },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    isFormValid: ({ context }) => isServiceFormValid(context.values),
    isEmptyList: (_, { services }: { services: ConsoleService[] }) => services.length === 0,
  },
}).createMachine({
  id: 'serviceEditor',
  type: 'parallel',
  context: ({ input }) => ({ canEdit: input.canEdit, services: [], filter: 'all', listError: null, ...CLOSED_EDITOR, rejectedSubmits: 0 }),
  on: { 'catalogue.filter': { actions: assign({ filter: ({ event }) => event.filter }) } },
  states: {
    list: {
      initial: 'loading',
      // no reenter: the list starts loading again while the other regions keep their state
      on: { 'catalogue.reload': { target: '.loading' } },
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            src: 'loadServices',
            onDone: [
              { guard: { type: 'isEmptyList', params: ({ event }) => ({ services: event.output }) }, target: 'empty', actions: assign({ services: [], listError: null }) },
              { target: 'loaded', actions: assign({ services: ({ event }) => event.output, listError: null }) },
            ],
            onError: { target: 'error', actions: assign({ listError: ({ event }) => listFailureText(event.error) }) },
          },
        },
        loaded: {},
        empty: {},
        error: { on: { 'catalogue.retry': 'loading' } },
      },
    },
    action: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'catalogue.create': { guard: 'canEdit', target: 'editing', actions: 'openNew' },
            'catalogue.edit': { guard: 'canEdit', target: 'editing', actions: { type: 'openEdit', params: byId } },
            'catalogue.deactivate': { guard: 'canEdit', target: 'deactivating', actions: { type: 'pickService', params: byId } },
          },
        },
        editing: {
          initial: 'filling',
          states: {
            filling: {
              on: {
                'editor.change': { actions: { type: 'change', params: ({ event }) => event } },
                'editor.setActive': { actions: { type: 'setActive', params: ({ event }) => event } },
                'editor.addItem': { actions: 'addItem' },
                'editor.removeItem': { actions: { type: 'removeItem', params: ({ event }) => event } },
                'editor.changeItem': { actions: { type: 'changeItem', params: ({ event }) => event } },
                'editor.submit': [{ guard: 'isFormValid', target: 'saving', actions: assign({ formError: null, fieldErrors: {}, itemErrors: {} }) }, { actions: 'showFormErrors' }],
                'catalogue.dismiss': { target: '#serviceEditor.action.idle', actions: 'close' },
              },
            },
            saving: {
              tags: 'busy',
              // the editor stays until the server answers
              on: { 'catalogue.dismiss': {} },
              invoke: {
                src: 'saveService',
                input: ({ context }) => serviceInputOf(context.values),
                onDone: { target: '#serviceEditor.action.idle', actions: ['close', notifyChanged(content.saved), 'requestReload'] },
                onError: { target: 'filling', actions: { type: 'showRefusal', params: ({ event }) => event } },
              },
            },
          },
        },
        deactivating: {
          initial: 'confirming',
          states: {
            confirming: {
              on: { 'catalogue.confirm': 'submitting', 'catalogue.dismiss': { target: '#serviceEditor.action.idle', actions: 'close' } },
            },
            submitting: {
              tags: 'busy',
              on: { 'catalogue.dismiss': {} },
              invoke: {
                src: 'deactivateService',
                input: ({ context }) => ({ serviceId: context.serviceId ?? '' }),
                onDone: { target: '#serviceEditor.action.idle', actions: ['close', notifyChanged(content.deactivated), 'requestReload'] },
                onError: { target: '#serviceEditor.action.idle', actions: ['close', notifyFailure(() => content.deactivateFailed)] },
              },
            },
          },
        },
      },
    },
  },
});

export type ServiceEditorSnapshot = SnapshotFrom<typeof serviceEditorMachine>;

/** The services the table shows: every one, or those of the chosen kind. */
export const shownServicesOf = ({ services, filter }: Pick<ServiceEditorContext, 'services' | 'filter'>) =>
  filter === 'all' ? services : services.filter(({ kind }) => kind === filter);

/** The service the open editor or confirming step acts on. */
export const selectedServiceOf = ({ services, serviceId }: Pick<ServiceEditorContext, 'services' | 'serviceId'>) =>
  services.find(({ id }) => id === serviceId) ?? null;
