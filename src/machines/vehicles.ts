// My Vehicles on the profile page (spec §2 Profile, §4 profile rule, §5 Add vehicle, §8; DESIGN deviation 2).
// The list loads once; then the add panel and the remove / set-default actions run side by side.
// Toasts are injected by the page with `vehiclesMachine.provide({ actions })`.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { addCar, listCars, removeCar, setDefaultCar, type NewCar } from '../api/cars';
import { serverMessageOf } from '../api/client';
import { messages } from '../domain/messages';
import { CarPayload, validate } from '../domain/schemas';
import type { Car } from '../domain/types';
import type { Notice } from './notice';

export interface VehicleFormValues {
  make: string;
  model: string;
  year: string;
  color: string;
  licensePlate: string;
}
export type VehicleField = keyof VehicleFormValues;

export type VehiclesEvent =
  | { type: 'vehicles.retry' }
  | { type: 'vehicles.openForm' }
  | { type: 'vehicles.closeForm' }
  | { type: 'vehicles.change'; field: VehicleField; value: string }
  | { type: 'vehicles.save' }
  | { type: 'vehicles.remove'; carId: string }
  | { type: 'vehicles.confirm' }
  | { type: 'vehicles.dismiss' }
  | { type: 'vehicles.setDefault'; carId: string };

export interface VehiclesContext {
  customerId: string;
  cars: Car[];
  loadError: string | null;
  form: VehicleFormValues;
  /** Why the add form was refused: the schema's sentence or the server's. */
  formError: string | null;
  /** The vehicle the remove dialog or the default change acts on. */
  carId: string | null;
  /** The server's sentence about a refused remove or default change. */
  notice: string | null;
}


export const emptyVehicleForm: VehicleFormValues = { make: '', model: '', year: '', color: '', licensePlate: '' };

const toNewCar = (form: VehicleFormValues, customerId: string): NewCar => ({
  make: form.make.trim(),
  model: form.model.trim(),
  year: Number(form.year),
  license_plate: form.licensePlate.trim().toUpperCase(),
  color: form.color.trim(),
  customer: customerId,
});

/** The first sentence the shared schema has about the form, or null when it may be sent. */
export const vehicleFormError = (form: VehicleFormValues): string | null => {
  const result = validate(CarPayload, { make: form.make, model: form.model, year: form.year.trim(), license_plate: form.licensePlate, color: form.color });
  return result.ok ? null : (Object.values(result.errors).flat()[0] ?? messages.cars.requiredFields);
};

/** The list after a removal, with the server's rule: the oldest remaining vehicle takes over as default. */
const withoutCar = (cars: Car[], carId: string): Car[] => {
  const removed = cars.find((car) => car.id === carId);
  const rest = cars.filter((car) => car.id !== carId);
  if (!removed?.is_default || rest.some((car) => car.is_default)) return rest;
  return rest.map((car, index) => (index === 0 ? { ...car, is_default: true } : car));
};

const toastError = (message: string) => ({ type: 'notify', params: { kind: 'error', message } }) as const;
const toastSuccess = (message: string) => ({ type: 'notify', params: { kind: 'success', message } }) as const;

export const vehiclesMachine = setup({
  types: {
    context: {} as VehiclesContext,
    events: {} as VehiclesEvent,
    input: {} as { customerId: string },
    tags: {} as 'adding' | 'removing' | 'settingDefault',
  },
  actors: {
    loadCars: fromPromise<Car[]>(({ signal }) => listCars(signal)),
    addCar: fromPromise<Car, NewCar>(({ input, signal }) => addCar(input, signal)),
    removeCar: fromPromise<void, { carId: string }>(({ input, signal }) => removeCar(input.carId, signal)),
    setDefaultCar: fromPromise<Car, { carId: string }>(({ input, signal }) => setDefaultCar(input.carId, signal)),
  },
  actions: {
    // Side effect: a no-op here, provided by the page (and by tests).
    notify: (_, _params: Notice) => {},
    change: assign(({ context, event }) => {
      if (event.type !== 'vehicles.change') return {};
      const value = event.field === 'licensePlate' ? event.value.toUpperCase() : event.value;
      return { form: { ...context.form, [event.field]: value }, formError: null };
    }),
    clearForm: assign({ form: emptyVehicleForm, formError: null }),
    showFormError: assign({ formError: ({ context }) => vehicleFormError(context.form) }),
    pickCar: assign({ carId: (_, params: { carId: string }) => params.carId, notice: null }),
    forgetCar: assign({ carId: null }),
  },
  guards: {
    isFormValid: ({ context }) => vehicleFormError(context.form) === null,
    isSavedCar: ({ context }, params: { carId: string }) => context.cars.some((car) => car.id === params.carId),
    isOtherThanDefault: ({ context }, params: { carId: string }) => context.cars.some((car) => car.id === params.carId && !car.is_default),
  },
}).createMachine({
  id: 'vehicles',
  context: ({ input }) => ({ customerId: input.customerId, cars: [], loadError: null, form: emptyVehicleForm, formError: null, carId: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadCars',
        onDone: { target: 'ready', actions: assign({ cars: ({ event }) => event.output, loadError: null }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => serverMessageOf(event.error) ?? messages.profile.vehiclesLoadFailed }) },
      },
    },
    failed: {
      on: { 'vehicles.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      states: {
        panel: {
          initial: 'closed',
          states: {
            closed: { on: { 'vehicles.openForm': 'open' } },
            open: {
              on: {
                'vehicles.change': { actions: 'change' },
                'vehicles.closeForm': { target: 'closed', actions: 'clearForm' },
                'vehicles.save': [{ guard: 'isFormValid', target: 'adding', actions: assign({ formError: null }) }, { actions: 'showFormError' }],
              },
            },
            adding: {
              tags: 'adding',
              invoke: {
                src: 'addCar',
                input: ({ context }) => toNewCar(context.form, context.customerId),
                onDone: {
                  target: 'closed',
                  actions: [assign({ cars: ({ context, event }) => [...context.cars, event.output] }), 'clearForm', toastSuccess(messages.profile.vehicleAdded)],
                },
                onError: {
                  target: 'open',
                  actions: [assign({ formError: ({ event }) => serverMessageOf(event.error) ?? messages.profile.vehicleAddFailed }), toastError(messages.profile.vehicleAddFailed)],
                },
              },
            },
          },
        },
        action: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'vehicles.remove': {
                  guard: { type: 'isSavedCar', params: ({ event }) => event },
                  target: 'confirmingRemoval',
                  actions: { type: 'pickCar', params: ({ event }) => event },
                },
                'vehicles.setDefault': {
                  guard: { type: 'isOtherThanDefault', params: ({ event }) => event },
                  target: 'settingDefault',
                  actions: { type: 'pickCar', params: ({ event }) => event },
                },
              },
            },
            confirmingRemoval: {
              on: { 'vehicles.confirm': 'removing', 'vehicles.dismiss': { target: 'idle', actions: 'forgetCar' } },
            },
            removing: {
              tags: 'removing',
              invoke: {
                src: 'removeCar',
                input: ({ context }) => ({ carId: context.carId ?? '' }),
                onDone: {
                  target: 'idle',
                  actions: [assign({ cars: ({ context }) => withoutCar(context.cars, context.carId ?? '') }), 'forgetCar', toastSuccess(messages.profile.vehicleRemoved)],
                },
                onError: {
                  target: 'idle',
                  actions: [assign({ notice: ({ event }) => serverMessageOf(event.error) }), 'forgetCar', toastError(messages.profile.vehicleRemoveFailed)],
                },
              },
            },
            settingDefault: {
              tags: 'settingDefault',
              invoke: {
                src: 'setDefaultCar',
                input: ({ context }) => ({ carId: context.carId ?? '' }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({ cars: ({ context, event }) => context.cars.map((car) => ({ ...car, is_default: car.id === event.output.id })) }),
                    'forgetCar',
                    toastSuccess(messages.profile.defaultUpdated),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [assign({ notice: ({ event }) => serverMessageOf(event.error) }), 'forgetCar', toastError(messages.profile.defaultUpdateFailed)],
                },
              },
            },
          },
        },
      },
    },
  },
});

export type VehiclesSnapshot = SnapshotFrom<typeof vehiclesMachine>;
