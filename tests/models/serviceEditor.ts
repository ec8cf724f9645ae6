// The catalogue page as an admin and the server live it (no I/O), and how each move is made on the REAL
// serviceEditor machine, whose three calls are scripted. The context is what the admin should notice: the toast of
// the last step, what the editor's form holds, and which errors it shows.
import { assign, createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiError } from '../../src/api/client';
import type { ChangeAnswer, ServiceSave } from '../../src/api/workshop';
import { catalogueContent } from '../../src/domain/console/workshopContent';
import type { ConsoleService } from '../../src/domain/staff';
import type { Notice } from '../../src/machines/notice';
import { serviceEditorMachine } from '../../src/machines/serviceEditor';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';

export const STORED: ConsoleService = {
  id: 'full-detail',
  name: 'Full Detail',
  description: 'Inside and out.',
  price: 12000,
  originalPrice: 15000,
  category: 'full_detailing',
  kind: 'service',
  is_active: true,
  duration_minutes: 240,
  items: [{ id: 'wash', name: 'Hand wash' }],
};
/** An add-on of the catalogue, beside the main service. */
export const ADDON: ConsoleService = { ...STORED, id: 'engine-bay', name: 'Engine Bay Cleaning', kind: 'addon', price: 3000, originalPrice: null, duration_minutes: 45, items: [] };
/** What the admin types into a new service's form: an add-on. */
export const TYPED = { id: 'wax-polish', name: 'Wax Polish', description: 'Hand-applied wax.', category: 'exterior', kind: 'addon', price: '4500', originalPrice: '5000', duration_minutes: '90', itemId: 'wax', itemName: 'Carnauba wax' };
export const SAVED_SENTENCE = 'Service saved: Wax Polish.';
export const SERVER_SENTENCE = 'A service with this name exists.';
export const ITEM_REFUSAL = 'That item id is used twice.';

export type ServiceEditorCall = 'loadServices' | 'saveService' | 'deactivateService';

export interface ServiceEditorExpected {
  toast: Notice | null;
  /** What the form holds: nothing typed, the new service typed, its original price below the price, a stored service. */
  form: 'empty' | 'typed' | 'lowOriginal' | 'stored';
  /** The new service's item rows. */
  rows: number;
  active: boolean;
  /** 'serverNameOnly': the refusal after its item row was removed. */
  errors: 'none' | 'required' | 'originalPrice' | 'server' | 'serverNameOnly' | 'fallback';
  /** The table shows every service, or the add-ons alone. */
  filter: 'all' | 'addon';
}

type FlowEvent = {
  type:
      | 'server.listsServices'
      | 'server.listsNone'
      | 'network.fails'
      | 'server.accepts'
      | 'server.acceptsQuietly'
      | 'server.refuses'
      | 'user.retries'
      | 'user.showsAddons'
      | 'user.showsAll'
      | 'user.opensNew'
      | 'user.opensEdit'
      | 'user.opensDeactivate'
      | 'user.typesService'
      | 'user.typesLowOriginalPrice'
      | 'user.removesItem'
      | 'user.togglesActive'
      | 'user.submits'
      | 'user.confirms'
      | 'user.dismisses';
};

type Change = (context: ServiceEditorExpected) => Partial<ServiceEditorExpected>;
const go = (target: string, change: Change = () => ({})) => ({
  target,
  actions: assign<ServiceEditorExpected, FlowEvent, undefined, FlowEvent, never>(({ context }) => ({ ...context, toast: null, ...change(context) })),
});
const stay = (change: Change) => ({ actions: go('.', change).actions });
const CLOSED: Partial<ServiceEditorExpected> = { form: 'empty', rows: 0, active: true, errors: 'none' };

const userFlow = setup({
  types: {
    context: {} as ServiceEditorExpected,
    events: {} as FlowEvent,
  },
  guards: {
    isSendable: ({ context }) => context.form === 'typed' || context.form === 'stored',
    isEmptyForm: ({ context }) => context.form === 'empty',
  },
}).createMachine({
  id: 'serviceEditorFlow',
  context: { toast: null, form: 'empty', rows: 0, active: true, errors: 'none', filter: 'all' },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'server.listsServices': go('loaded'),
        'server.listsNone': go('empty'),
        'network.fails': go('error'),
      },
    },
    error: { on: { 'user.retries': go('loading') } },
    empty: {},
    loaded: {
      on: {
        'user.opensNew': go('editing', () => CLOSED),
        'user.opensEdit': go('editing', () => ({ ...CLOSED, form: 'stored', rows: STORED.items.length })),
        'user.opensDeactivate': go('confirmingDeactivate'),
        'user.showsAddons': stay(() => ({ filter: 'addon' })),
        'user.showsAll': stay(() => ({ filter: 'all' })),
      },
    },
    editing: {
      on: {
        // typing answers the errors of the fields typed in, and a refusal's sentence
        'user.typesService': stay(() => ({ form: 'typed', rows: 1, errors: 'none' })),
        // typed, then the original price below the price, then Save: refused before sending
        'user.typesLowOriginalPrice': stay(() => ({ form: 'lowOriginal', rows: 1, errors: 'originalPrice' })),
        // (a refusal's row error goes with the first row, even when there was none)
        'user.removesItem': stay((context) => ({ rows: Math.max(0, context.rows - 1), errors: context.errors === 'server' ? 'serverNameOnly' : context.errors })),
        'user.togglesActive': stay((context) => ({ active: !context.active })),
        'user.submits': [
          { guard: 'isSendable', ...go('saving', () => ({ errors: 'none' })) },
          { guard: 'isEmptyForm', ...stay(() => ({ errors: 'required' })) },
          stay(() => ({ errors: 'originalPrice' })),
        ],
        'user.dismisses': go('loaded', () => CLOSED),
      },
    },
    saving: {
      on: {
        'user.dismisses': stay(() => ({})),
        'server.accepts': go('loading', () => ({ ...CLOSED, toast: { kind: 'success', message: SAVED_SENTENCE } })),
        'server.acceptsQuietly': go('loading', () => ({ ...CLOSED, toast: { kind: 'success', message: catalogueContent.saved } })),
        'server.refuses': go('editing', () => ({ errors: 'server' })),
        'network.fails': go('editing', () => ({ errors: 'fallback' })),
      },
    },
    confirmingDeactivate: { on: { 'user.dismisses': go('loaded'), 'user.confirms': go('deactivating') } },
    deactivating: {
      on: {
        'user.dismisses': stay(() => ({})),
        'server.acceptsQuietly': go('loading', () => ({ toast: { kind: 'success', message: catalogueContent.deactivated } })),
        'server.refuses': go('loaded', () => ({ toast: { kind: 'error', message: SERVER_SENTENCE } })),
        'network.fails': go('loaded', () => ({ toast: { kind: 'error', message: catalogueContent.deactivateFailed } })),
      },
    },
  },
});

/** The real machine (an admin's, unless told) with a scripted server and recorded toasts. */
export class ServiceEditorRun extends ScriptedRun<ServiceEditorCall> {
  readonly actor;

  constructor(options: Partial<RunOptions> = {}, canEdit = true) {
    super(options);
    const { server } = this;
    const logic = serviceEditorMachine.provide({
      actors: {
        loadServices: server.actor<ConsoleService[]>('loadServices'),
        saveService: server.actor<ChangeAnswer, ServiceSave>('saveService'),
        deactivateService: server.actor<ChangeAnswer, { serviceId: string }>('deactivateService'),
      },
      actions: { notify: (_, notice: Notice) => void this.toasts.push(notice) },
    });
    this.actor = createActor(logic, { input: { canEdit }, ...options }).start();
  }
}

const CHANGES = ['saveService', 'deactivateService'] as const;

/** Types the new service, field by field, into one item row. */
function typeService(run: ServiceEditorRun) {
  const send = run.actor.send.bind(run.actor);
  for (const field of ['id', 'name', 'description', 'price', 'originalPrice', 'duration_minutes'] as const) send({ type: 'editor.change', field, value: TYPED[field] });
  send({ type: 'editor.change', field: 'category', value: TYPED.category });
  send({ type: 'editor.change', field: 'kind', value: TYPED.kind });
  const rows = run.actor.getSnapshot().context.values.items.length;
  if (rows === 0) send({ type: 'editor.addItem' });
  send({ type: 'editor.changeItem', index: 0, part: 'id', value: TYPED.itemId });
  send({ type: 'editor.changeItem', index: 0, part: 'name', value: TYPED.itemName });
}

function perform(run: ServiceEditorRun, event: ModelEvent<typeof userFlow>) {
  const { server } = run;
  const send = run.actor.send.bind(run.actor);
  const pendingChange = () => server.inFlight(CHANGES);
  switch (event.type) {
    case 'server.listsServices':
      return server.answer('loadServices', [STORED, ADDON]);
    case 'server.listsNone':
      return server.answer('loadServices', []);
    case 'network.fails':
      return server.fail(server.pendingNames().includes('loadServices') ? 'loadServices' : pendingChange(), new TypeError('Failed to fetch'));
    case 'server.accepts':
      return server.answer(pendingChange(), { message: SAVED_SENTENCE });
    case 'server.acceptsQuietly':
      return server.answer(pendingChange(), { message: '' });
    case 'server.refuses':
      return server.fail(pendingChange(), new ApiError(SERVER_SENTENCE, 400, { name: [SERVER_SENTENCE], 'items.0.id': [ITEM_REFUSAL] }));
    case 'user.retries':
      return send({ type: 'catalogue.retry' });
    case 'user.showsAddons':
      return send({ type: 'catalogue.filter', filter: 'addon' });
    case 'user.showsAll':
      return send({ type: 'catalogue.filter', filter: 'all' });
    case 'user.opensNew':
      return send({ type: 'catalogue.create' });
    case 'user.opensEdit':
      return send({ type: 'catalogue.edit', serviceId: STORED.id });
    case 'user.opensDeactivate':
      return send({ type: 'catalogue.deactivate', serviceId: STORED.id });
    case 'user.typesService':
      return typeService(run);
    case 'user.typesLowOriginalPrice':
      typeService(run);
      send({ type: 'editor.change', field: 'originalPrice', value: '4000' });
      return send({ type: 'editor.submit' });
    case 'user.removesItem':
      return send({ type: 'editor.removeItem', index: 0 });
    case 'user.togglesActive':
      return send({ type: 'editor.setActive', active: !run.actor.getSnapshot().context.values.is_active });
    case 'user.submits':
      return send({ type: 'editor.submit' });
    case 'user.confirms':
      return send({ type: 'catalogue.confirm' });
    case 'user.dismisses':
      return send({ type: 'catalogue.dismiss' });
  }
}

export const serviceEditorFlow = defineFlowModel({
  name: 'service editor',
  model: userFlow,
  covers: [serviceEditorMachine],
  // A path to every state with its form's contents: the editor's moves depend on what the form holds.
  paths: (model) => createTestModel(model).getShortestPaths(),
  start: (options) => new ServiceEditorRun(options),
  perform,
});
