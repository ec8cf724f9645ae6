// Model-based test of My Vehicles: the flow model's paths (tests/models/vehicles.ts) drive the REAL vehicles machine
// with the shared Add Vehicle form inside, against a scripted server, checking the list (and its default), the add
// form, the remove dialog, the toasts and the calls after every step.
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { vehicleYearMax } from '../../src/domain/schemas';
import { vehicleFormMessage } from '../../src/machines/addVehicle';
import { settle } from '../setup/flowModel';
import { modelTest } from '../setup/modelCoverage';
import { HALF, TYPED, upper, vehiclesFlow, VehiclesRun } from '../models/vehicles';

/** The real machine's state as the abstract model names it. */
const REAL_STATE: Record<string, unknown> = {
  loading: 'loading',
  failed: 'failed',
  list: { ready: { panel: 'closed', action: 'idle' } },
  formOpen: { ready: { panel: 'open', action: 'idle' } },
  adding: { ready: { panel: 'open', action: 'idle' } },
  confirming: { ready: { panel: 'closed', action: 'confirmingRemoval' } },
  removing: { ready: { panel: 'closed', action: 'removing' } },
  settingDefault: { ready: { panel: 'closed', action: 'settingDefault' } },
};
const TAG_OF: Record<string, string> = { removing: 'removing', settingDefault: 'settingDefault' };
const messagesSeen = new Set<string>();

modelTest('my vehicles (model-based)', vehiclesFlow, (state, run) => {
  const expected = state.context;
  const snapshot = run.actor.getSnapshot();
  const value = String(state.value);
  expect(snapshot.value, 'state').toEqual(REAL_STATE[value]);
  for (const tag of ['removing', 'settingDefault'] as const) expect(snapshot.hasTag(tag), tag).toBe(TAG_OF[value] === tag);
  expect(snapshot.context.cars, 'vehicles').toEqual(expected.cars);
  expect(snapshot.context.cars.filter((car) => car.is_default).length, 'one default').toBe(expected.cars.length > 0 ? 1 : 0);
  const form = snapshot.children.addVehicle?.getSnapshot();
  expect(form !== undefined, 'add form open').toBe(value === 'formOpen' || value === 'adding');
  if (form) {
    expect(form.hasTag('saving'), 'saving').toBe(value === 'adding');
    expect(form.context.values, 'form').toEqual(expected.form);
    expect(vehicleFormMessage(form.context), 'form error').toBe(expected.formError);
  }
  expect(snapshot.context.notice, 'notice').toBe(expected.notice);
  expect(snapshot.context.loadError, 'load error').toBe(expected.loadError);
  expect(run.toasts, 'toasts').toEqual(expected.toasts);
  expect(run.server.calls.filter((call) => call.name !== 'load'), 'changes sent').toEqual(expected.calls);
  expect(run.server.signals.every((signal) => signal instanceof AbortSignal)).toBe(true);
  for (const text of [...expected.toasts.map((toast) => toast.message), expected.formError, expected.notice, expected.loadError]) if (text) messagesSeen.add(text);
});

afterAll(() => {
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

describe('my vehicles (details)', () => {
  const ready = async () => {
    const run = new VehiclesRun();
    run.accept();
    await settle();
    return run;
  };
  const readyWithTwo = async () => {
    const run = await ready();
    for (const values of TYPED) {
      run.actor.send({ type: 'vehicles.openForm' });
      run.type(values);
      run.form.send({ type: 'vehicle.submit' });
      run.beginStep();
      run.accept();
      await settle();
    }
    return run;
  };

  it('keeps the add panel and its values while a removal runs beside it', async () => {
    const run = await readyWithTwo();
    run.actor.send({ type: 'vehicles.openForm' });
    run.type(HALF);
    run.actor.send({ type: 'vehicles.remove', carId: 'car-1' });
    run.actor.send({ type: 'vehicles.confirm' });
    expect(run.actor.getSnapshot().value).toEqual({ ready: { panel: 'open', action: 'removing' } });
    run.beginStep();
    run.accept();
    await settle();
    expect(run.actor.getSnapshot().context.cars.map((car) => car.id)).toEqual(['car-0']);
    expect(run.form.getSnapshot().context.values).toEqual(upper(HALF));
  });

  it('ignores a default change for the default vehicle and a removal of a vehicle it does not list', async () => {
    const run = await readyWithTwo();
    run.beginStep();
    run.actor.send({ type: 'vehicles.setDefault', carId: 'car-0' });
    run.actor.send({ type: 'vehicles.remove', carId: 'someone-elses-car' });
    expect(run.actor.getSnapshot().value).toEqual({ ready: { panel: 'closed', action: 'idle' } });
    expect(run.server.calls).toEqual([]);
  });

  it('refuses a year outside 1990..next year with the schema sentence, without a call', async () => {
    const run = await ready();
    run.actor.send({ type: 'vehicles.openForm' });
    run.type({ ...TYPED[0]!, year: '1989' });
    run.beginStep();
    run.form.send({ type: 'vehicle.submit' });
    expect(vehicleFormMessage(run.form.getSnapshot().context)).toBe(messages.cars.yearOutOfRange(1990, vehicleYearMax()));
    expect(run.server.calls).toEqual([]);
  });
});
