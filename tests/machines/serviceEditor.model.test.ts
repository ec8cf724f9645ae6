// Model-based test of the console's catalogue editor: the flow model's paths (tests/models/serviceEditor.ts) drive
// the REAL serviceEditor machine; after every step its regions, the calls in flight and what they send, the toasts,
// the form's values and its errors must match the model. Then: staff cannot open the editor at all.
import { describe, expect, it } from 'vitest';
import { catalogueContent } from '../../src/domain/console/workshopContent';
import { serviceInputMessages } from '../../src/domain/serviceInput';
import { shownServicesOf } from '../../src/machines/serviceEditor';
import { modelTest } from '../setup/modelCoverage';
import { expectStateCallsAndToast } from '../setup/stepChecks';
import { ADDON, ITEM_REFUSAL, SERVER_SENTENCE, serviceEditorFlow, ServiceEditorRun, STORED, TYPED, type ServiceEditorExpected } from '../models/serviceEditor';

const STATES: Record<string, { list: string; action: unknown; inFlight: string[] }> = {
  loading: { list: 'loading', action: 'idle', inFlight: ['loadServices'] },
  error: { list: 'error', action: 'idle', inFlight: [] },
  empty: { list: 'empty', action: 'idle', inFlight: [] },
  loaded: { list: 'loaded', action: 'idle', inFlight: [] },
  editing: { list: 'loaded', action: { editing: 'filling' }, inFlight: [] },
  saving: { list: 'loaded', action: { editing: 'saving' }, inFlight: ['saveService'] },
  confirmingDeactivate: { list: 'loaded', action: { deactivating: 'confirming' }, inFlight: [] },
  deactivating: { list: 'loaded', action: { deactivating: 'submitting' }, inFlight: ['deactivateService'] },
};

const TYPED_VALUES = {
  id: TYPED.id,
  name: TYPED.name,
  description: TYPED.description,
  category: TYPED.category,
  kind: TYPED.kind,
  price: TYPED.price,
  originalPrice: TYPED.originalPrice,
  duration_minutes: TYPED.duration_minutes,
};

modelTest('service editor (model-based)', serviceEditorFlow, (state, run) => {
  const value = String(state.value);
  const expected = state.context;
  const { value: real, context } = run.actor.getSnapshot();
  const { inFlight, ...regions } = STATES[value]!;
  expectStateCallsAndToast(run, real, { state: regions, inFlight, toast: expected.toast });
  if (value === 'error') expect(context.listError).toBe(catalogueContent.loadFailed);
  if (value === 'loaded') expect(shownServicesOf(context).map(({ id }) => id), 'services shown').toEqual(expected.filter === 'addon' ? [ADDON.id] : [STORED.id, ADDON.id]);
  if (value !== 'editing' && value !== 'saving') return;
  const { items, is_active, ...fields } = context.values;
  expect(items.length, 'item rows').toBe(expected.rows);
  expect(is_active, 'active').toBe(expected.active);
  if (expected.form === 'typed') expect(fields, 'typed values').toEqual(TYPED_VALUES);
  if (expected.form === 'lowOriginal') expect(fields.originalPrice).toBe('4000');
  if (expected.form === 'stored') expect(fields.name, 'stored values').toBe(STORED.name);
  const errorsBy: Record<ServiceEditorExpectedErrors, () => void> = {
    none: () => expect([context.fieldErrors, context.formError]).toEqual([{}, null]),
    required: () => {
      expect(context.fieldErrors.name).toBe(serviceInputMessages.nameRequired);
      expect(context.fieldErrors.id).toBe(serviceInputMessages.idInvalid);
      expect(context.fieldErrors.duration_minutes).toBe(serviceInputMessages.durationInvalid);
      expect(context.fieldErrors.price).toBeDefined();
    },
    originalPrice: () => expect(context.fieldErrors).toEqual({ originalPrice: catalogueContent.originalPriceNotAbove }),
    server: () => {
      expect(context.formError).toBe(SERVER_SENTENCE);
      expect(context.fieldErrors).toEqual({ name: SERVER_SENTENCE });
      expect(context.itemErrors).toEqual({ 0: ITEM_REFUSAL });
    },
    serverNameOnly: () => expect([context.formError, context.fieldErrors, context.itemErrors]).toEqual([SERVER_SENTENCE, { name: SERVER_SENTENCE }, {}]),
    fallback: () => expect([context.formError, context.fieldErrors]).toEqual([catalogueContent.saveFailed, {}]),
  };
  errorsBy[expected.errors]();
  const sent = run.server.calls.find(({ name }) => name === 'saveService');
  if (sent) {
    const input = sent.input as Record<string, unknown>;
    expect(input, 'no sort order sent').not.toHaveProperty('sort_order');
    if (expected.form === 'stored') expect(input).toEqual({ ...STORED, is_active: expected.active, items: STORED.items.slice(0, expected.rows) });
    else expect(input).toMatchObject({ id: TYPED.id, kind: 'addon', price: 4500, originalPrice: 5000, duration_minutes: 90, is_active: expected.active });
  }
});

type ServiceEditorExpectedErrors = ServiceEditorExpected['errors'];

describe('service editor for staff', () => {
  it('keeps the table read-only: no editor, no confirming step', () => {
    const run = new ServiceEditorRun({}, false);
    run.server.answer('loadServices', [STORED]);
    for (const event of [{ type: 'catalogue.create' }, { type: 'catalogue.edit', serviceId: STORED.id }, { type: 'catalogue.deactivate', serviceId: STORED.id }] as const) {
      run.actor.send(event);
      expect(run.actor.getSnapshot().value.action).toBe('idle');
    }
  });
});
