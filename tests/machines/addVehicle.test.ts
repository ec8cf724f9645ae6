// Model-based test of the Add Vehicle form: the flow model's paths (tests/models/addVehicle.ts) drive the REAL
// addVehicle machine; after every step its state, values, field errors (the fields the form marks), the sentence
// shown, whether the submit was refused (the form then moves focus), the request sent and what the parent heard must
// match the model, and every sentence the form can show must have been shown.
import { afterAll, expect } from 'vitest';
import { VEHICLE_YEAR_MIN } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import { vehicleYearMax } from '../../src/domain/schemas';
import { vehicleFormMessage } from '../../src/machines/addVehicle';
import { modelTest } from '../setup/modelCoverage';
import { addVehicleFlow, FAILURE_TEXT, SERVER_YEAR_TEXT } from '../models/addVehicle';

const shown = new Set<string>();

modelTest('addVehicle (model-based)', addVehicleFlow, (state, run) => {
  const expected = state.context;
  const snapshot = run.actor.getSnapshot();
  expect(snapshot.value, 'state').toBe(state.value);
  expect(snapshot.hasTag('saving'), 'saving').toBe(state.value === 'saving');
  expect(snapshot.context.values, 'values').toEqual(expected.values);
  expect(snapshot.context.fieldErrors, 'field errors').toEqual(expected.fieldErrors);
  expect(snapshot.context.error, "the server's sentence").toBe(expected.error);
  expect(snapshot.context.rejectedSubmits - run.rejectedBefore, 'submits refused this step').toBe(expected.refused ? 1 : 0);
  const message = expected.error ?? Object.values(expected.fieldErrors)[0] ?? null;
  expect(vehicleFormMessage(snapshot.context), 'the sentence the form shows').toBe(message);
  if (message) shown.add(message);
  expect(run.server.calls.map((call) => call.input), 'sent').toEqual(expected.sent ? [expected.sent] : []);
  expect(run.server.signals.every((signal) => signal instanceof AbortSignal)).toBe(true);
  expect(run.refusalsTold, 'refusals the parent heard').toBe(expected.told ? 1 : 0);
  if (snapshot.status === 'done') expect(snapshot.output, 'output').toEqual(expected.output);
});

afterAll(() => {
  const everyMessage = [
    messages.cars.requiredFields,
    messages.cars.yearOutOfRange(VEHICLE_YEAR_MIN, vehicleYearMax()),
    messages.validation.fieldTooLong('license_plate', 15),
    messages.cars.plateTaken,
    SERVER_YEAR_TEXT,
    FAILURE_TEXT,
  ];
  expect([...shown].sort()).toEqual(everyMessage.sort());
});
