// Model-based test of My Vehicles: an abstract model of what the customer and the server do (no I/O), whose generated
// paths drive the REAL vehicles machine against a scripted server, checking the list (and its default), the add form,
// the remove dialog, the toasts and the calls. Lists are capped at two vehicles so the model stays finite.
import { afterAll, describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { NewCar } from '../../src/api/cars';
import { ApiError } from '../../src/api/client';
import { messages } from '../../src/domain/messages';
import { vehicleYearMax } from '../../src/domain/schemas';
import type { Car } from '../../src/domain/types';
import { emptyVehicleForm, vehiclesMachine, type VehicleFormValues } from '../../src/machines/vehicles';
import { eachEvent, transitionCoverage } from '../setup/modelCoverage';

const EVENT_TYPES = [
  'server.loads',
  'server.failsToLoad',
  'user.retries',
  'user.opensForm',
  'user.closesForm',
  'user.typesHalf',
  'user.submitsIncomplete',
  'user.saves',
  'server.accepts',
  'server.refusesPlate',
  'server.refusesActiveBookings',
  'network.fails',
  'user.removesDefault',
  'user.confirms',
  'user.dismisses',
  'user.setsLastAsDefault',
] as const;
type ModelEvent = { type: (typeof EVENT_TYPES)[number] };
type Toast = { kind: 'success' | 'error'; message: string };
type Call = { add: NewCar } | { remove: string } | { setDefault: string };

const CUSTOMER = 'customer-7';
/** What the customer types for the first and the second vehicle (plates in lower case: the form uppercases them). */
const TYPED: VehicleFormValues[] = [
  { make: 'Toyota', model: 'Corolla', year: '2019', color: 'White', licensePlate: 'khi-101' },
  { make: 'Suzuki', model: 'Alto', year: String(vehicleYearMax()), color: '', licensePlate: 'lea-202' },
];
const HALF: VehicleFormValues = { ...emptyVehicleForm, make: 'Honda', licensePlate: 'ISB-9' };
const newCarOf = (form: VehicleFormValues): NewCar => ({ make: form.make, model: form.model, year: Number(form.year), license_plate: form.licensePlate.toUpperCase(), color: form.color, customer: CUSTOMER });
const carOf = (index: number, isDefault: boolean): Car => ({ id: `car-${index}`, ...newCarOf(TYPED[index]!), is_default: isDefault });

/** What the customer should see after each step. */
interface Expected {
  /** Which typed vehicles are saved, in order, and which is default. */
  cars: Car[];
  /** How many vehicles were ever added (the next one typed is TYPED[added]). */
  added: number;
  form: VehicleFormValues;
  formError: string | null;
  notice: string | null;
  loadError: string | null;
  toasts: Toast[];
  calls: Call[];
}

const start: Expected = { cars: [], added: 0, form: emptyVehicleForm, formError: null, notice: null, loadError: null, toasts: [], calls: [] };
const step = (changes: (context: Expected) => Partial<Expected>) =>
  assign<Expected, ModelEvent, undefined, ModelEvent, never>(({ context }) => ({ ...context, toasts: [], calls: [], ...changes(context) }));
const fail = (message: string) => [{ kind: 'error' as const, message }];
const succeed = (message: string) => [{ kind: 'success' as const, message }];
const upper = (form: VehicleFormValues) => ({ ...form, licensePlate: form.licensePlate.toUpperCase() });
const nextTyped = (context: Expected) => TYPED[context.added % TYPED.length]!;
const lastCarId = (context: Expected) => context.cars.at(-1)?.id ?? '';

const userFlow = setup({
  types: { context: {} as Expected, events: {} as ModelEvent },
  guards: {
    hasRoom: ({ context }) => context.cars.length < 2 && context.added < 3,
    hasCar: ({ context }) => context.cars.length > 0,
    isLastNotDefault: ({ context }) => context.cars.length > 1 && context.cars.at(-1)?.is_default === false,
  },
}).createMachine({
  id: 'vehiclesFlow',
  context: start,
  initial: 'loading',
  states: {
    loading: {
      on: {
        'server.loads': { target: 'list', actions: step(() => ({ loadError: null })) },
        'server.failsToLoad': { target: 'failed', actions: step(() => ({ loadError: messages.profile.vehiclesLoadFailed })) },
      },
    },
    failed: { on: { 'user.retries': { target: 'loading', actions: step(() => ({})) } } },
    list: {
      on: {
        'user.opensForm': { guard: 'hasRoom', target: 'formOpen', actions: step(() => ({})) },
        'user.removesDefault': { guard: 'hasCar', target: 'confirming', actions: step(() => ({ notice: null })) },
        'user.setsLastAsDefault': { guard: 'isLastNotDefault', target: 'settingDefault', actions: step((context) => ({ notice: null, calls: [{ setDefault: lastCarId(context) }] })) },
      },
    },
    formOpen: {
      on: {
        'user.typesHalf': { actions: step(() => ({ form: upper(HALF), formError: null })) },
        'user.submitsIncomplete': { actions: step(() => ({ form: upper(HALF), formError: messages.cars.requiredFields })) },
        'user.closesForm': { target: 'list', actions: step(() => ({ form: emptyVehicleForm, formError: null })) },
        'user.saves': { target: 'adding', actions: step((context) => ({ form: upper(nextTyped(context)), formError: null, calls: [{ add: newCarOf(nextTyped(context)) }] })) },
      },
    },
    adding: {
      on: {
        'server.accepts': {
          target: 'list',
          actions: step((context) => ({
            cars: [...context.cars, carOf(context.added % TYPED.length, context.cars.length === 0)],
            added: context.added + 1,
            form: emptyVehicleForm,
            toasts: succeed(messages.profile.vehicleAdded),
          })),
        },
        'server.refusesPlate': { target: 'formOpen', actions: step(() => ({ formError: messages.cars.plateTaken, toasts: fail(messages.profile.vehicleAddFailed) })) },
        'network.fails': { target: 'formOpen', actions: step(() => ({ formError: messages.profile.vehicleAddFailed, toasts: fail(messages.profile.vehicleAddFailed) })) },
      },
    },
    confirming: {
      on: {
        'user.dismisses': { target: 'list', actions: step(() => ({})) },
        'user.confirms': { target: 'removing', actions: step((context) => ({ calls: [{ remove: context.cars[0]?.id ?? '' }] })) },
      },
    },
    removing: {
      on: {
        // The first vehicle is the default; the next oldest takes over (spec §4: exactly one default).
        'server.accepts': { target: 'list', actions: step((context) => ({ cars: context.cars.slice(1).map((car, index) => ({ ...car, is_default: index === 0 })), toasts: succeed(messages.profile.vehicleRemoved) })) },
        'server.refusesActiveBookings': { target: 'list', actions: step(() => ({ notice: messages.cars.hasActiveBookings, toasts: fail(messages.profile.vehicleRemoveFailed) })) },
        'network.fails': { target: 'list', actions: step(() => ({ notice: null, toasts: fail(messages.profile.vehicleRemoveFailed) })) },
      },
    },
    settingDefault: {
      on: {
        'server.accepts': { target: 'list', actions: step((context) => ({ cars: context.cars.map((car) => ({ ...car, is_default: car.id === lastCarId(context) })), toasts: succeed(messages.profile.defaultUpdated) })) },
        'network.fails': { target: 'list', actions: step(() => ({ toasts: fail(messages.profile.defaultUpdateFailed) })) },
      },
    },
  },
});

/** A scripted server that keeps the customer's vehicles the way the real one does. */
class VehiclesHarness {
  calls: Call[] = [];
  toasts: Toast[] = [];
  signals: AbortSignal[] = [];
  private stored: Car[] = [];
  private nextId = 0;
  private pending: { resolve: () => void; reject: (error: unknown) => void } | null = null;
  private wait = <T>(answer: () => T) =>
    new Promise<T>((resolve, reject) => (this.pending = { resolve: () => resolve(answer()), reject }));
  readonly actor = createActor(
    vehiclesMachine.provide({
      actors: {
        loadCars: fromPromise<Car[]>(({ signal }) => {
          this.signals.push(signal);
          return this.wait(() => this.stored.map((car) => ({ ...car })));
        }),
        addCar: fromPromise<Car, NewCar>(({ input, signal }) => {
          this.calls.push({ add: input });
          this.signals.push(signal);
          return this.wait(() => {
            const car: Car = { id: `car-${this.nextId++ % TYPED.length}`, ...input, is_default: this.stored.length === 0 };
            this.stored.push(car);
            return { ...car };
          });
        }),
        removeCar: fromPromise<void, { carId: string }>(({ input, signal }) => {
          this.calls.push({ remove: input.carId });
          this.signals.push(signal);
          return this.wait(() => {
            this.stored = this.stored.filter((car) => car.id !== input.carId);
            if (!this.stored.some((car) => car.is_default) && this.stored[0]) this.stored[0].is_default = true;
          });
        }),
        setDefaultCar: fromPromise<Car, { carId: string }>(({ input, signal }) => {
          this.calls.push({ setDefault: input.carId });
          this.signals.push(signal);
          return this.wait(() => {
            this.stored.forEach((car) => (car.is_default = car.id === input.carId));
            return { ...this.stored.find((car) => car.id === input.carId)! };
          });
        }),
      },
      actions: { notify: (_, toast) => void this.toasts.push(toast) },
    }),
    { input: { customerId: CUSTOMER } },
  ).start();

  beginStep() {
    this.calls = [];
    this.toasts = [];
  }

  answer(error?: unknown) {
    const pending = this.pending;
    this.pending = null;
    if (!pending) throw new Error('no call is pending');
    if (error === undefined) pending.resolve();
    else pending.reject(error);
  }

  type(form: VehicleFormValues) {
    for (const [field, value] of Object.entries(form) as [keyof VehicleFormValues, string][]) this.actor.send({ type: 'vehicles.change', field, value });
  }
}

function perform(harness: VehiclesHarness, event: ModelEvent, context: Expected) {
  const send = harness.actor.send.bind(harness.actor);
  switch (event.type) {
    case 'server.loads':
    case 'server.accepts':
      return harness.answer();
    case 'server.failsToLoad':
      return harness.answer(new TypeError('Failed to fetch'));
    case 'server.refusesPlate':
      return harness.answer(new ApiError(messages.cars.plateTaken, 409));
    case 'server.refusesActiveBookings':
      return harness.answer(new ApiError(messages.cars.hasActiveBookings, 409));
    case 'network.fails':
      return harness.answer(new ApiError('HTTP 503: Service Unavailable', 503));
    case 'user.retries':
      return send({ type: 'vehicles.retry' });
    case 'user.opensForm':
      return send({ type: 'vehicles.openForm' });
    case 'user.closesForm':
      return send({ type: 'vehicles.closeForm' });
    case 'user.typesHalf':
      return harness.type(HALF);
    case 'user.submitsIncomplete':
      harness.type(HALF);
      return send({ type: 'vehicles.save' });
    case 'user.saves':
      harness.type(nextTyped(context));
      return send({ type: 'vehicles.save' });
    case 'user.removesDefault':
      return send({ type: 'vehicles.remove', carId: context.cars[0]?.id ?? '' });
    case 'user.confirms':
      return send({ type: 'vehicles.confirm' });
    case 'user.dismisses':
      return send({ type: 'vehicles.dismiss' });
    case 'user.setsLastAsDefault':
      return send({ type: 'vehicles.setDefault', carId: lastCarId(context) });
  }
}

/** The real machine's state as the abstract model names it. */
const REAL_STATE: Record<string, unknown> = {
  loading: 'loading',
  failed: 'failed',
  list: { ready: { panel: 'closed', action: 'idle' } },
  formOpen: { ready: { panel: 'open', action: 'idle' } },
  adding: { ready: { panel: 'adding', action: 'idle' } },
  confirming: { ready: { panel: 'closed', action: 'confirmingRemoval' } },
  removing: { ready: { panel: 'closed', action: 'removing' } },
  settingDefault: { ready: { panel: 'closed', action: 'settingDefault' } },
};
const TAG_OF: Record<string, string> = { adding: 'adding', removing: 'removing', settingDefault: 'settingDefault' };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const model = createTestModel(userFlow);
// Only events the model accepts where it stands: a guard that says no is a path the customer cannot take.
const paths = model.getShortestPaths({ events: (state) => EVENT_TYPES.filter((type) => state.can({ type })).map((type) => ({ type })) });
const coverage = transitionCoverage('vehicles', userFlow);
const messagesSeen = new Set<string>();

describe('my vehicles (model-based)', () => {
  afterAll(() => {
    coverage.report(paths.length);
    const everyMessage = [
      messages.profile.vehicleAdded,
      messages.profile.vehicleAddFailed,
      messages.profile.vehicleRemoved,
      messages.profile.vehicleRemoveFailed,
      messages.profile.defaultUpdated,
      messages.profile.defaultUpdateFailed,
      messages.profile.vehiclesLoadFailed,
      messages.cars.requiredFields,
      messages.cars.plateTaken,
      messages.cars.hasActiveBookings,
    ];
    expect([...messagesSeen].sort()).toEqual(everyMessage.sort());
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const harness = new VehiclesHarness();
    let previous = 'loading';
    let before: Expected = start;
    await path.test({
      events: eachEvent(EVENT_TYPES, async (event: ModelEvent) => {
        coverage.record(previous, event.type);
        harness.beginStep();
        perform(harness, event, before);
        await settle();
      }),
      states: {
        '*': (state) => {
          const expected = state.context;
          const snapshot = harness.actor.getSnapshot();
          const value = String(state.value);
          expect(snapshot.value, 'state').toEqual(REAL_STATE[value]);
          for (const tag of ['adding', 'removing', 'settingDefault'] as const) expect(snapshot.hasTag(tag), tag).toBe(TAG_OF[value] === tag);
          expect(snapshot.context.cars, 'vehicles').toEqual(expected.cars);
          expect(snapshot.context.cars.filter((car) => car.is_default).length, 'one default').toBe(expected.cars.length > 0 ? 1 : 0);
          expect(snapshot.context.form, 'form').toEqual(expected.form);
          expect(snapshot.context.formError, 'form error').toBe(expected.formError);
          expect(snapshot.context.notice, 'notice').toBe(expected.notice);
          expect(snapshot.context.loadError, 'load error').toBe(expected.loadError);
          expect(harness.toasts, 'toasts').toEqual(expected.toasts);
          expect(harness.calls, 'server calls').toEqual(expected.calls);
          expect(harness.signals.every((signal) => signal instanceof AbortSignal)).toBe(true);
          for (const text of [...expected.toasts.map((toast) => toast.message), expected.formError, expected.notice, expected.loadError]) if (text) messagesSeen.add(text);
          previous = value;
          before = expected;
        },
      },
    });
  });
});

describe('my vehicles (details)', () => {
  const readyWithTwo = async () => {
    const harness = new VehiclesHarness();
    harness.answer();
    await settle();
    for (const form of TYPED) {
      harness.actor.send({ type: 'vehicles.openForm' });
      harness.type(form);
      harness.actor.send({ type: 'vehicles.save' });
      harness.answer();
      await settle();
    }
    return harness;
  };

  it('keeps the add panel and its values while a removal runs beside it', async () => {
    const harness = await readyWithTwo();
    harness.actor.send({ type: 'vehicles.openForm' });
    harness.type(HALF);
    harness.actor.send({ type: 'vehicles.remove', carId: 'car-1' });
    harness.actor.send({ type: 'vehicles.confirm' });
    expect(harness.actor.getSnapshot().value).toEqual({ ready: { panel: 'open', action: 'removing' } });
    harness.answer();
    await settle();
    expect(harness.actor.getSnapshot().context.cars.map((car) => car.id)).toEqual(['car-0']);
    expect(harness.actor.getSnapshot().context.form).toEqual(upper(HALF));
  });

  it('ignores a default change for the default vehicle and a removal of a vehicle it does not list', async () => {
    const harness = await readyWithTwo();
    harness.beginStep();
    harness.actor.send({ type: 'vehicles.setDefault', carId: 'car-0' });
    harness.actor.send({ type: 'vehicles.remove', carId: 'someone-elses-car' });
    expect(harness.actor.getSnapshot().value).toEqual({ ready: { panel: 'closed', action: 'idle' } });
    expect(harness.calls).toEqual([]);
  });

  it('refuses a year outside 1990..next year with the schema sentence, without a call', async () => {
    const harness = new VehiclesHarness();
    harness.answer();
    await settle();
    harness.actor.send({ type: 'vehicles.openForm' });
    harness.type({ ...TYPED[0]!, year: '1989' });
    harness.beginStep();
    harness.actor.send({ type: 'vehicles.save' });
    expect(harness.actor.getSnapshot().context.formError).toBe(messages.cars.yearOutOfRange(1990, vehicleYearMax()));
    expect(harness.calls).toEqual([]);
  });
});
