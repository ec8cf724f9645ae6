// The Add Vehicle form as the customer and the server live it (no I/O), and how each of their moves is made on the
// REAL addVehicle machine, whose create call is scripted. The context is what the customer should notice: the values
// in the fields, each field's error (the form marks each of those fields), the server's sentence, whether the schema
// refused the submit (the form then takes focus to the first marked field), and what the parent hears.
import { assign, createActor, setup } from 'xstate';
import type { Car, NewCar } from '../../src/api/cars';
import { ApiError } from '../../src/api/client';
import { VEHICLE_YEAR_MIN } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import { vehicleYearMax } from '../../src/domain/schemas';
import { addVehicleMachine, emptyVehicleValues, VEHICLE_FIELDS, type VehicleField, type VehicleValues } from '../../src/machines/addVehicle';
import type { FieldErrorsOf } from '../../src/machines/formErrors';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedCalls } from '../setup/scriptedCalls';

export const CUSTOMER = 'customer-7';
/** The parent's sentence for a failure the server does not explain. */
export const FAILURE_TEXT = messages.profile.vehicleAddFailed;
/** Typed field by field, with stray spaces and the plate in lower case: the form uppercases it, the schema trims. */
export const FULL: VehicleValues = { make: ' Honda ', model: 'City', year: '2022', license_plate: 'leb-22', color: 'Grey ' };
const HALF: VehicleValues = { ...emptyVehicleValues, make: 'Honda', license_plate: 'isb-9' };
const OLD: VehicleValues = { ...FULL, year: String(VEHICLE_YEAR_MIN - 1) };
const LONG_PLATE: VehicleValues = { ...FULL, license_plate: 'khi-2022-abcdefgh' };
const FIXED_MODEL = 'Civic';
export const SENT: NewCar = { make: 'Honda', model: 'City', year: 2022, license_plate: 'LEB-22', color: 'Grey', customer: CUSTOMER };
export const SAVED: Car = { id: 'car-9', ...SENT, is_default: false };
/** The server's own check of the year, against its clock: a 400 naming the field. */
export const SERVER_YEAR_TEXT = messages.cars.yearOutOfRange(VEHICLE_YEAR_MIN, vehicleYearMax() - 1);

const upper = (values: VehicleValues): VehicleValues => ({ ...values, license_plate: values.license_plate.toUpperCase() });

export interface Expected {
  values: VehicleValues;
  fieldErrors: FieldErrorsOf<VehicleField>;
  error: string | null;
  /** Whether this step was a submit the schema refused. */
  refused: boolean;
  /** Whether this step told the parent of a refusal. */
  told: boolean;
  /** What this step sent to the server. */
  sent: NewCar | null;
  /** What the form ended with: the saved vehicle, or null when closed. */
  output: Car | null;
}

const start: Expected = { values: emptyVehicleValues, fieldErrors: {}, error: null, refused: false, told: false, sent: null, output: null };
const step = (changes: (context: Expected) => Partial<Expected>) =>
  assign<Expected, AddVehicleModelEvent, undefined, AddVehicleModelEvent, never>(({ context }) => ({ ...context, refused: false, told: false, sent: null, ...changes(context) }));
/** A submit the schema refuses: the values as typed, an error at each field it names, no call. */
const refusedByForm = (values: VehicleValues, fieldErrors: FieldErrorsOf<VehicleField>) => ({ actions: step(() => ({ values, error: null, fieldErrors, refused: true })) });
const REQUIRED = messages.cars.requiredFields;
const refused = (error: string, fieldErrors: FieldErrorsOf<VehicleField> = {}) => ({ target: 'editing', actions: step(() => ({ error, fieldErrors, told: true })) });

type AddVehicleModelEvent = {
  type:
    | 'user.submitsEmpty'
    | 'user.submitsHalf'
    | 'user.submitsOldYear'
    | 'user.submitsLongPlate'
    | 'user.fixesModel'
    | 'user.saves'
    | 'user.cancels'
    | 'server.accepts'
    | 'server.refusesPlate'
    | 'server.refusesYear'
    | 'network.fails';
};

const userFlow = setup({ types: { context: {} as Expected, events: {} as AddVehicleModelEvent } }).createMachine({
  id: 'addVehicleFlow',
  context: start,
  initial: 'editing',
  states: {
    editing: {
      on: {
        // every required field is marked, the optional colour is not
        'user.submitsEmpty': refusedByForm(emptyVehicleValues, { make: REQUIRED, model: REQUIRED, year: REQUIRED, license_plate: REQUIRED }),
        'user.submitsHalf': refusedByForm(upper(HALF), { model: REQUIRED, year: REQUIRED }),
        'user.submitsOldYear': refusedByForm(upper(OLD), { year: messages.cars.yearOutOfRange(VEHICLE_YEAR_MIN, vehicleYearMax()) }),
        'user.submitsLongPlate': refusedByForm(upper(LONG_PLATE), { license_plate: messages.validation.fieldTooLong('license_plate', 15) }),
        // typing in a field takes its error away, and the server's sentence
        'user.fixesModel': {
          actions: step(({ values, fieldErrors: { model: _fixed, ...others } }) => ({ values: { ...values, model: FIXED_MODEL }, fieldErrors: others, error: null })),
        },
        'user.saves': { target: 'saving', actions: step(() => ({ values: upper(FULL), fieldErrors: {}, error: null, sent: SENT })) },
        'user.cancels': { target: 'closed', actions: step(() => ({})) },
      },
    },
    saving: {
      on: {
        // the form cannot be closed while the server answers
        'user.cancels': { actions: step(() => ({})) },
        'server.accepts': { target: 'saved', actions: step(() => ({ output: SAVED })) },
        'server.refusesPlate': refused(messages.cars.plateTaken),
        'server.refusesYear': refused(SERVER_YEAR_TEXT, { year: SERVER_YEAR_TEXT }),
        'network.fails': refused(FAILURE_TEXT),
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
});

/** The real form with a scripted server; the parent's part is a counter of the refusals it heard. */
export class AddVehicleRun {
  readonly server = new ScriptedCalls<'createCar'>();
  refusalsTold = 0;
  rejectedBefore = 0;
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    this.actor = createActor(
      addVehicleMachine.provide({
        actors: { createCar: this.server.actor<Car, NewCar>('createCar') },
        actions: { tellParentRefused: () => void (this.refusalsTold += 1) },
      }),
      { input: { customerId: CUSTOMER, failureText: FAILURE_TEXT }, ...options },
    ).start();
  }

  /** Types every field, as a customer filling the form in would. */
  type(values: VehicleValues) {
    for (const field of VEHICLE_FIELDS) this.actor.send({ type: 'vehicle.change', field, value: values[field] });
  }

  submit(values: VehicleValues) {
    this.type(values);
    this.actor.send({ type: 'vehicle.submit' });
  }

  beginStep() {
    this.server.beginStep();
    this.refusalsTold = 0;
    this.rejectedBefore = this.actor.getSnapshot().context.rejectedSubmits;
  }
}

function perform(run: AddVehicleRun, event: ModelEvent<typeof userFlow>) {
  const { server, actor } = run;
  switch (event.type) {
    case 'user.submitsEmpty':
      return run.submit(emptyVehicleValues);
    case 'user.submitsHalf':
      return run.submit(HALF);
    case 'user.submitsOldYear':
      return run.submit(OLD);
    case 'user.submitsLongPlate':
      return run.submit(LONG_PLATE);
    case 'user.fixesModel':
      return actor.send({ type: 'vehicle.change', field: 'model', value: FIXED_MODEL });
    case 'user.saves':
      return run.submit(FULL);
    case 'user.cancels':
      return actor.send({ type: 'vehicle.cancel' });
    case 'server.accepts':
      return server.answer('createCar', SAVED);
    case 'server.refusesPlate':
      return server.fail('createCar', new ApiError(messages.cars.plateTaken, 409));
    case 'server.refusesYear':
      return server.fail('createCar', new ApiError(SERVER_YEAR_TEXT, 400, { year: [SERVER_YEAR_TEXT] }));
    case 'network.fails':
      return server.fail('createCar', new TypeError('Failed to fetch'));
  }
}

export const addVehicleFlow = defineFlowModel({
  name: 'addVehicle',
  model: userFlow,
  covers: [addVehicleMachine],
  start: (options) => new AddVehicleRun(options),
  perform,
});
