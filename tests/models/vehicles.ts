// My Vehicles as the customer and the server live them (no I/O), and how each of their moves is made on the REAL
// vehicles machine (with the shared Add Vehicle form inside), whose server calls are scripted. The server keeps the
// vehicles the way the real one does. Lists are capped at two vehicles so the model stays finite.
import { assign, createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { NewCar } from '../../src/api/cars';
import { ApiError } from '../../src/api/client';
import { messages } from '../../src/domain/messages';
import { vehicleYearMax } from '../../src/domain/schemas';
import type { Car } from '../../src/domain/types';
import { addVehicleMachine, emptyVehicleValues, VEHICLE_FIELDS, type VehicleValues } from '../../src/machines/addVehicle';
import type { Notice } from '../../src/machines/notice';
import { vehiclesMachine } from '../../src/machines/vehicles';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';

export const CUSTOMER = 'customer-7';
/** What the customer types for the first and the second vehicle (plates in lower case: the form uppercases them). */
export const TYPED: VehicleValues[] = [
  { make: 'Toyota', model: 'Corolla', year: '2019', color: 'White', license_plate: 'khi-101' },
  { make: 'Suzuki', model: 'Alto', year: String(vehicleYearMax()), color: '', license_plate: 'lea-202' },
];
export const HALF: VehicleValues = { ...emptyVehicleValues, make: 'Honda', license_plate: 'ISB-9' };
const newCarOf = (values: VehicleValues): NewCar => ({ ...values, year: Number(values.year), license_plate: values.license_plate.toUpperCase(), customer: CUSTOMER });
const carOf = (index: number, isDefault: boolean): Car => ({ id: `car-${index}`, ...newCarOf(TYPED[index]!), is_default: isDefault });
export const upper = (values: VehicleValues): VehicleValues => ({ ...values, license_plate: values.license_plate.toUpperCase() });

export type CallName = 'load' | 'add' | 'remove' | 'setDefault';
export type Call = { name: 'add'; input: NewCar } | { name: 'remove' | 'setDefault'; input: { carId: string } };

/** What the customer should see after each step. */
export interface Expected {
  /** Which typed vehicles are saved, in order, and which is default. */
  cars: Car[];
  /** How many vehicles were ever added (the next one typed is TYPED[added]). */
  added: number;
  form: VehicleValues;
  formError: string | null;
  notice: string | null;
  loadError: string | null;
  toasts: Notice[];
  calls: Call[];
}

const start: Expected = { cars: [], added: 0, form: emptyVehicleValues, formError: null, notice: null, loadError: null, toasts: [], calls: [] };
const step = (changes: (context: Expected) => Partial<Expected>) =>
  assign<Expected, VehiclesModelEvent, undefined, VehiclesModelEvent, never>(({ context }) => ({ ...context, toasts: [], calls: [], ...changes(context) }));
const fail = (message: string): Notice[] => [{ kind: 'error', message }];
const succeed = (message: string): Notice[] => [{ kind: 'success', message }];
export const nextTyped = (context: Expected) => TYPED[context.added % TYPED.length]!;
export const lastCarId = (context: Expected) => context.cars.at(-1)?.id ?? '';

type VehiclesModelEvent = {
  type:
    | 'server.loads'
    | 'server.failsToLoad'
    | 'user.retries'
    | 'user.opensForm'
    | 'user.closesForm'
    | 'user.typesHalf'
    | 'user.submitsIncomplete'
    | 'user.saves'
    | 'server.accepts'
    | 'server.refusesPlate'
    | 'server.refusesActiveBookings'
    | 'network.fails'
    | 'user.removesDefault'
    | 'user.confirms'
    | 'user.dismisses'
    | 'user.setsLastAsDefault';
};

const userFlow = setup({
  types: { context: {} as Expected, events: {} as VehiclesModelEvent },
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
        'user.opensForm': { guard: 'hasRoom', target: 'formOpen', actions: step(() => ({ form: emptyVehicleValues, formError: null })) },
        'user.removesDefault': { guard: 'hasCar', target: 'confirming', actions: step(() => ({ notice: null })) },
        'user.setsLastAsDefault': {
          guard: 'isLastNotDefault',
          target: 'settingDefault',
          actions: step((context) => ({ notice: null, calls: [{ name: 'setDefault', input: { carId: lastCarId(context) } }] })),
        },
      },
    },
    formOpen: {
      on: {
        'user.typesHalf': { actions: step(() => ({ form: upper(HALF), formError: null })) },
        'user.submitsIncomplete': { actions: step(() => ({ form: upper(HALF), formError: messages.cars.requiredFields })) },
        'user.closesForm': { target: 'list', actions: step(() => ({ form: emptyVehicleValues, formError: null })) },
        'user.saves': {
          target: 'adding',
          actions: step((context) => ({ form: upper(nextTyped(context)), formError: null, calls: [{ name: 'add', input: newCarOf(nextTyped(context)) }] })),
        },
      },
    },
    adding: {
      on: {
        'server.accepts': {
          target: 'list',
          actions: step((context) => ({
            cars: [...context.cars, carOf(context.added % TYPED.length, context.cars.length === 0)],
            added: context.added + 1,
            form: emptyVehicleValues,
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
        'user.confirms': { target: 'removing', actions: step((context) => ({ calls: [{ name: 'remove', input: { carId: context.cars[0]?.id ?? '' } }] })) },
      },
    },
    removing: {
      on: {
        // The first vehicle is the default; the next oldest takes over (spec §4: exactly one default).
        'server.accepts': {
          target: 'list',
          actions: step((context) => ({ cars: context.cars.slice(1).map((car, index) => ({ ...car, is_default: index === 0 })), toasts: succeed(messages.profile.vehicleRemoved) })),
        },
        'server.refusesActiveBookings': { target: 'list', actions: step(() => ({ notice: messages.cars.hasActiveBookings, toasts: fail(messages.profile.vehicleRemoveFailed) })) },
        'network.fails': { target: 'list', actions: step(() => ({ notice: null, toasts: fail(messages.profile.vehicleRemoveFailed) })) },
      },
    },
    settingDefault: {
      on: {
        'server.accepts': {
          target: 'list',
          actions: step((context) => ({ cars: context.cars.map((car) => ({ ...car, is_default: car.id === lastCarId(context) })), toasts: succeed(messages.profile.defaultUpdated) })),
        },
        'network.fails': { target: 'list', actions: step(() => ({ toasts: fail(messages.profile.defaultUpdateFailed) })) },
      },
    },
  },
});

/** The real machine with a scripted server that keeps the customer's vehicles the way the real one does. */
export class VehiclesRun extends ScriptedRun<CallName> {
  private stored: Car[] = [];
  private nextId = 0;
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    super(options);
    const { server } = this;
    this.actor = createActor(
      vehiclesMachine.provide({
        actors: {
          loadCars: server.actor<Car[]>('load'),
          addVehicle: addVehicleMachine.provide({ actors: { createCar: server.actor<Car, NewCar>('add') } }),
          removeCar: server.actor<void, { carId: string }>('remove'),
          setDefaultCar: server.actor<Car, { carId: string }>('setDefault'),
        },
        actions: { notify: (_, toast) => void this.toasts.push(toast) },
      }),
      { input: { customerId: CUSTOMER }, ...options },
    ).start();
  }

  /** The open Add Vehicle form. */
  get form() {
    const form = this.actor.getSnapshot().children.addVehicle;
    if (!form) throw new Error('the Add Vehicle form is not open');
    return form;
  }

  type(values: VehicleValues) {
    for (const field of VEHICLE_FIELDS) this.form.send({ type: 'vehicle.change', field, value: values[field] });
  }

  /** The input of each kind of call, kept across steps: a call is answered in a later step than it was made. */
  private readonly inputs = new Map<CallName, unknown>();

  /** The server does what the call in flight asks, and answers as the real one does. */
  accept() {
    const name = this.server.inFlight(['load', 'add', 'remove', 'setDefault'] as const);
    if (name === 'load') return this.server.answer(name, this.stored.map((car) => ({ ...car })));
    if (name === 'add') {
      const car: Car = { id: `car-${this.nextId++ % TYPED.length}`, ...(this.inputs.get(name) as NewCar), is_default: this.stored.length === 0 };
      this.stored.push(car);
      return this.server.answer(name, { ...car });
    }
    const { carId } = this.inputs.get(name) as { carId: string };
    if (name === 'remove') {
      this.stored = this.stored.filter((car) => car.id !== carId);
      if (!this.stored.some((car) => car.is_default) && this.stored[0]) this.stored[0].is_default = true;
      return this.server.answer(name, undefined);
    }
    this.stored.forEach((car) => (car.is_default = car.id === carId));
    return this.server.answer(name, { ...this.stored.find((car) => car.id === carId)! });
  }

  override beginStep() {
    for (const call of this.server.calls) this.inputs.set(call.name, call.input);
    super.beginStep();
  }
}

function perform(run: VehiclesRun, event: ModelEvent<typeof userFlow>, from: { context: Expected }) {
  const { server } = run;
  const send = run.actor.send.bind(run.actor);
  switch (event.type) {
    case 'server.loads':
    case 'server.accepts':
      return run.accept();
    case 'server.failsToLoad':
      return server.fail('load', new TypeError('Failed to fetch'));
    case 'server.refusesPlate':
      return server.fail('add', new ApiError(messages.cars.plateTaken, 409));
    case 'server.refusesActiveBookings':
      return server.fail('remove', new ApiError(messages.cars.hasActiveBookings, 409));
    case 'network.fails':
      return server.fail(server.inFlight(['add', 'remove', 'setDefault'] as const), new ApiError('HTTP 503: Service Unavailable', 503));
    case 'user.retries':
      return send({ type: 'vehicles.retry' });
    case 'user.opensForm':
      return send({ type: 'vehicles.openForm' });
    case 'user.closesForm':
      return run.form.send({ type: 'vehicle.cancel' });
    case 'user.typesHalf':
      return run.type(HALF);
    case 'user.submitsIncomplete':
      run.type(HALF);
      return run.form.send({ type: 'vehicle.submit' });
    case 'user.saves':
      run.type(nextTyped(from.context));
      return run.form.send({ type: 'vehicle.submit' });
    case 'user.removesDefault':
      return send({ type: 'vehicles.remove', carId: from.context.cars[0]?.id ?? '' });
    case 'user.confirms':
      return send({ type: 'vehicles.confirm' });
    case 'user.dismisses':
      return send({ type: 'vehicles.dismiss' });
    case 'user.setsLastAsDefault':
      return send({ type: 'vehicles.setDefault', carId: lastCarId(from.context) });
  }
}

export const vehiclesFlow = defineFlowModel({
  name: 'vehicles',
  model: userFlow,
  covers: [vehiclesMachine],
  // Only events the model accepts where it stands: a guard that says no is a path the customer cannot take.
  paths: (model) => {
    const eventTypes = model.events.filter((type) => !type.startsWith('xstate.'));
    return createTestModel(model).getShortestPaths({ events: (state) => eventTypes.filter((type) => state.can({ type } as VehiclesModelEvent)).map((type) => ({ type }) as VehiclesModelEvent) });
  },
  start: (options) => new VehiclesRun(options),
  perform,
});
