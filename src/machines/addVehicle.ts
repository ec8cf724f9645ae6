// The Add Vehicle form (spec §5 Add vehicle), one machine for the booking wizard's vehicle step and My Vehicles on
// the profile: the values as typed, field errors from the shared car schema (the server's own checks), and the
// create call. It ends with the saved vehicle as its output, or null when the customer closes the form; a refused
// save keeps the form and what was typed, and tells the parent (which may want a toast).
import { assign, fromPromise, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { addCar, type Car, type NewCar } from '../api/cars';
import { serverMessageOf } from '../api/client';
import { CarPayload, validate } from '../domain/schemas';
import { fieldErrorsOf, fieldErrorsOfFailure, withoutFieldError, type FieldErrorsOf } from './formErrors';

/** The schema's fields in the schema's order, so the sentence shown first is the one the server would give first. */
export const VEHICLE_FIELDS = ['make', 'model', 'year', 'license_plate', 'color'] as const;
export type VehicleField = (typeof VEHICLE_FIELDS)[number];
/** The form as typed: every field is text, the year too, until the schema converts it. */
export type VehicleValues = Record<VehicleField, string>;

export const emptyVehicleValues: VehicleValues = { make: '', model: '', year: '', license_plate: '', color: '' };

export interface AddVehicleInput {
  customerId: string;
  /** What the form says when a save fails without a sentence from the server. */
  failureText: string;
}

export interface AddVehicleContext extends AddVehicleInput {
  values: VehicleValues;
  fieldErrors: FieldErrorsOf<VehicleField>;
  /** Counts submits refused by the schema, so the form can take focus to the first invalid field each time. */
  rejectedSubmits: number;
  /** Why the server refused the last save. */
  error: string | null;
  saved: Car | null;
}

export type AddVehicleEvent = { type: 'vehicle.change'; field: VehicleField; value: string } | { type: 'vehicle.submit' } | { type: 'vehicle.cancel' };

/** What the parent hears when a save is refused. */
export interface AddVehicleRefused {
  type: 'addVehicle.refused';
}

/** The one conversion of the form: the schema's output (trimmed, the year a number, the plate in capitals) and its owner. */
export function newCarOf(values: VehicleValues, customerId: string): NewCar {
  const checked = validate(CarPayload, values);
  // only values the submit guard let through get here
  if (!checked.ok) throw new Error(checked.first);
  return { ...checked.value, customer: customerId };
}

/** The one sentence the form shows: the server's, else the first field's. */
export const vehicleFormMessage = ({ error, fieldErrors }: Pick<AddVehicleContext, 'error' | 'fieldErrors'>): string | null =>
  error ?? VEHICLE_FIELDS.map((field) => fieldErrors[field]).find(Boolean) ?? null;

/** For the parents' `onDone`: the form ended with a saved vehicle (not closed). */
export const isCarSaved = (_: unknown, { car }: { car: Car | null }) => car !== null;

export const addVehicleMachine = setup({
  types: {
    context: {} as AddVehicleContext,
    events: {} as AddVehicleEvent,
    input: {} as AddVehicleInput,
    output: {} as Car | null,
    tags: {} as 'saving',
  },
  actors: {
    createCar: fromPromise<Car, NewCar>(({ input, signal }) => addCar(input, signal)),
  },
  actions: {
    change: assign(({ context }, { field, value }: { field: VehicleField; value: string }) => ({
      values: { ...context.values, [field]: field === 'license_plate' ? value.toUpperCase() : value },
      fieldErrors: withoutFieldError(context.fieldErrors, field),
      error: null,
    })),
    showFieldErrors: assign(({ context }) => ({
      fieldErrors: fieldErrorsOf(CarPayload, context.values, VEHICLE_FIELDS),
      rejectedSubmits: context.rejectedSubmits + 1,
      error: null,
    })),
    clearMessages: assign({ fieldErrors: {}, error: null }),
    showRefusal: assign(({ context }, { error }: { error: unknown }) => ({
      error: serverMessageOf(error) ?? context.failureText,
      fieldErrors: fieldErrorsOfFailure(error, VEHICLE_FIELDS),
    })),
    keepSavedCar: assign({ saved: (_, { car }: { car: Car }) => car }),
    tellParentRefused: sendParent({ type: 'addVehicle.refused' } satisfies AddVehicleRefused),
  },
  guards: {
    isValid: ({ context }) => validate(CarPayload, context.values).ok,
  },
}).createMachine({
  id: 'addVehicle',
  context: ({ input }) => ({ ...input, values: emptyVehicleValues, fieldErrors: {}, rejectedSubmits: 0, error: null, saved: null }),
  initial: 'editing',
  output: ({ context }) => context.saved,
  states: {
    editing: {
      on: {
        'vehicle.change': { actions: { type: 'change', params: ({ event }) => event } },
        'vehicle.submit': [{ guard: 'isValid', target: 'saving', actions: 'clearMessages' }, { actions: 'showFieldErrors' }],
        'vehicle.cancel': 'closed',
      },
    },
    saving: {
      tags: 'saving',
      invoke: {
        src: 'createCar',
        input: ({ context }) => newCarOf(context.values, context.customerId),
        onDone: { target: 'saved', actions: { type: 'keepSavedCar', params: ({ event }) => ({ car: event.output }) } },
        onError: { target: 'editing', actions: [{ type: 'showRefusal', params: ({ event }) => ({ error: event.error }) }, 'tellParentRefused'] },
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
});

export type AddVehicleActor = ActorRefFrom<typeof addVehicleMachine>;
export type AddVehicleSnapshot = SnapshotFrom<typeof addVehicleMachine>;

// What both forms render.
export const selectVehicleValues = (snapshot: AddVehicleSnapshot) => snapshot.context.values;
export const selectVehicleMessage = (snapshot: AddVehicleSnapshot) => vehicleFormMessage(snapshot.context);
export const selectVehicleSaving = (snapshot: AddVehicleSnapshot) => snapshot.hasTag('saving');
export const selectVehicleFieldErrors = (snapshot: AddVehicleSnapshot) => snapshot.context.fieldErrors;
export const selectVehicleRejectedSubmits = (snapshot: AddVehicleSnapshot) => snapshot.context.rejectedSubmits;
