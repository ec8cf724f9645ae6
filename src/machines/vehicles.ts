// My Vehicles on the profile page (spec §2 Profile, §4 profile rule, §5 Add vehicle, §8; DESIGN deviation 2).
// The list loads once; then the add panel (the shared `addVehicle` form) and the remove / set-default actions run
// side by side. Toasts are provided by the page (`useFlowEffects`).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { unlessAborted } from './abortedCalls';
import { listCars, removeCar, setDefaultCar } from '../api/cars';
import { serverMessageOf } from '../api/client';
import { messages } from '../domain/messages';
import type { Car } from '../domain/types';
import { addVehicleMachine, isCarSaved, type AddVehicleRefused } from './addVehicle';
import { notify, type Notice } from './notice';

export type VehiclesEvent =
  | { type: 'vehicles.retry' }
  | { type: 'vehicles.openForm' }
  | { type: 'vehicles.remove'; carId: string }
  | { type: 'vehicles.confirm' }
  | { type: 'vehicles.dismiss' }
  | { type: 'vehicles.setDefault'; carId: string }
  | AddVehicleRefused;

export interface VehiclesContext {
  customerId: string;
  cars: Car[];
  loadError: string | null;
  /** The vehicle the remove dialog or the default change acts on. */
  carId: string | null;
  /** The server's sentence about a refused remove or default change. */
  notice: string | null;
}

/** The list after a removal, with the server's rule: the oldest remaining vehicle takes over as default. */
const withoutCar = (cars: Car[], carId: string): Car[] => {
  const removed = cars.find((car) => car.id === carId);
  const rest = cars.filter((car) => car.id !== carId);
  if (!removed?.is_default || rest.some((car) => car.is_default)) return rest;
  return rest.map((car, index) => (index === 0 ? { ...car, is_default: true } : car));
};


export const vehiclesMachine = setup({
  types: {
    context: {} as VehiclesContext,
    events: {} as VehiclesEvent,
    input: {} as { customerId: string },
    children: {} as { addVehicle: 'addVehicle' },
    tags: {} as 'removing' | 'settingDefault',
  },
  actors: {
    loadCars: fromPromise<Car[]>(({ signal }) => unlessAborted(signal, listCars(signal))),
    addVehicle: addVehicleMachine,
    removeCar: fromPromise<void, { carId: string }>(({ input, signal }) => removeCar(input.carId, signal)),
    setDefaultCar: fromPromise<Car, { carId: string }>(({ input, signal }) => setDefaultCar(input.carId, signal)),
  },
  actions: {
    // Side effect: a no-op here, provided by the page (and by tests).
    notify: (_, _params: Notice) => {},
    showCars: assign({ cars: (_, { cars }: { cars: Car[] }) => cars, loadError: null }),
    showLoadError: assign({ loadError: (_, { error }: { error: unknown }) => serverMessageOf(error) ?? messages.profile.vehiclesLoadFailed }),
    addSavedCar: assign({ cars: ({ context }, { car }: { car: Car | null }) => (car ? [...context.cars, car] : context.cars) }),
    pickCar: assign({ carId: (_, params: { carId: string }) => params.carId, notice: null }),
    forgetCar: assign({ carId: null }),
    dropPickedCar: assign({ cars: ({ context }) => withoutCar(context.cars, context.carId ?? '') }),
    makeDefault: assign({ cars: ({ context }, { car }: { car: Car }) => context.cars.map((each) => ({ ...each, is_default: each.id === car.id })) }),
    showNotice: assign({ notice: (_, { error }: { error: unknown }) => serverMessageOf(error) }),
  },
  guards: {
    isCarSaved,
    isSavedCar: ({ context }, params: { carId: string }) => context.cars.some((car) => car.id === params.carId),
    isOtherThanDefault: ({ context }, params: { carId: string }) => context.cars.some((car) => car.id === params.carId && !car.is_default),
  },
}).createMachine({
  id: 'vehicles',
  context: ({ input }) => ({ customerId: input.customerId, cars: [], loadError: null, carId: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadCars',
        onDone: { target: 'ready', actions: { type: 'showCars', params: ({ event }) => ({ cars: event.output }) } },
        onError: { target: 'failed', actions: { type: 'showLoadError', params: ({ event }) => ({ error: event.error }) } },
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
              invoke: {
                id: 'addVehicle',
                src: 'addVehicle',
                input: ({ context }) => ({ customerId: context.customerId, failureText: messages.profile.vehicleAddFailed }),
                onDone: [
                  {
                    guard: { type: 'isCarSaved', params: ({ event }) => ({ car: event.output }) },
                    target: 'closed',
                    actions: [{ type: 'addSavedCar', params: ({ event }) => ({ car: event.output }) }, notify('success', () => messages.profile.vehicleAdded)],
                  },
                  { target: 'closed' },
                ],
              },
              on: { 'addVehicle.refused': { actions: notify('error', () => messages.profile.vehicleAddFailed) } },
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
                onDone: { target: 'idle', actions: ['dropPickedCar', 'forgetCar', notify('success', () => messages.profile.vehicleRemoved)] },
                onError: {
                  target: 'idle',
                  actions: [{ type: 'showNotice', params: ({ event }) => ({ error: event.error }) }, 'forgetCar', notify('error', () => messages.profile.vehicleRemoveFailed)],
                },
              },
            },
            settingDefault: {
              tags: 'settingDefault',
              invoke: {
                src: 'setDefaultCar',
                input: ({ context }) => ({ carId: context.carId ?? '' }),
                onDone: { target: 'idle', actions: [{ type: 'makeDefault', params: ({ event }) => ({ car: event.output }) }, 'forgetCar', notify('success', () => messages.profile.defaultUpdated)] },
                onError: {
                  target: 'idle',
                  actions: [{ type: 'showNotice', params: ({ event }) => ({ error: event.error }) }, 'forgetCar', notify('error', () => messages.profile.defaultUpdateFailed)],
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
