// Model-based tests of the front desk's booking dialog: the flow models' paths (tests/models/deskBooking.ts) drive the
// REAL deskBooking machine with a scripted server and a simulated clock; after every step its regions, the calls in
// flight and what they send, the customer chosen, the field errors, the refusal shown and how it ended must match
// the model. Together the paths take every transition of the machine.
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { deskBookingContent } from '../../src/domain/console/deskContent';
import { deskBookingMachine } from '../../src/machines/deskBooking';
import { flowPaths, runFlowPath, type FlowModel, type FlowRun } from '../setup/flowModel';
import { machineCoverage, modelTest } from '../setup/modelCoverage';
import { deskBookingCustomerFlow, deskBookingFlow, NEW_CAR, NEW_CUSTOMER, QUERY, type BookingExpected } from '../models/deskBooking';
import { ENGINE_BAY, FILE, NOW_TIME, SERVICES, SUMMARY, TODAY } from '../models/deskFixtures';

const opened = (customer: unknown, schedule: unknown, submission: unknown) => ({ open: { customer, schedule, submission } });

const CUSTOMER_STATES: Record<string, { value: unknown; inFlight: string[] }> = {
  loadingServices: { value: 'loadingServices', inFlight: ['services'] },
  servicesFailed: { value: 'servicesFailed', inFlight: [] },
  idle: { value: opened({ finding: 'idle' }, 'noService', 'editing'), inFlight: [] },
  typing: { value: opened({ finding: 'typing' }, 'noService', 'editing'), inFlight: [] },
  searching: { value: opened({ finding: 'searching' }, 'noService', 'editing'), inFlight: ['customers'] },
  found: { value: opened({ finding: 'found' }, 'noService', 'editing'), inFlight: [] },
  noMatch: { value: opened({ finding: 'noMatch' }, 'noService', 'editing'), inFlight: [] },
  searchFailed: { value: opened({ finding: 'searchFailed' }, 'noService', 'editing'), inFlight: [] },
  loadingCustomer: { value: opened('loading', 'noService', 'editing'), inFlight: ['customer'] },
  loadFailed: { value: opened('loadFailed', 'noService', 'editing'), inFlight: [] },
  adding: { value: opened('adding', 'noService', 'editing'), inFlight: [] },
  chosen: { value: opened('chosen', 'noService', 'editing'), inFlight: [] },
};

modelTest('desk booking: finding or adding the customer (model-based)', deskBookingCustomerFlow, (state, run) => {
  const value = String(state.value);
  if (value === 'closed') return expect(run.actor).toBeNull();
  const snapshot = run.actor!.getSnapshot();
  if (value === 'dismissed') {
    expect(snapshot.status).toBe('done');
    expect(snapshot.output, 'nothing booked').toEqual({ message: null });
    return expect(run.server.pendingNames(), 'no call left running').toEqual([]);
  }
  const expected = CUSTOMER_STATES[value]!;
  expect(snapshot.value, 'state').toEqual(expected.value);
  expect(run.server.pendingNames(), 'calls in flight').toEqual(expected.inFlight);
  const { context } = snapshot;
  expect(context.query, 'query typed').toBe(state.context.query);
  if (value === 'found') expect(context.matches, 'customers offered').toEqual([SUMMARY]);
  expect(context.customer?.id ?? null, 'customer chosen').toBe(state.context.customer);
  expect(context.carId, 'car chosen').toBe(state.context.carId);
  if (state.context.customer) expect(context.customer?.cars, "the customer's cars").toEqual(FILE.cars);
  expect(context.newCustomer.full_name, 'new customer typed').toBe(state.context.newName);
  for (const call of run.server.calls) {
    if (call.name === 'customers') expect(call.input, 'the search, trimmed').toEqual({ query: QUERY.trim() });
    if (call.name === 'customer') expect(call.input).toEqual({ customerId: SUMMARY.id });
  }
});

const adding = 'adding';
const BOOKING_STATES: Record<string, { value: unknown; inFlight: string[] }> = {
  loadingServices: { value: 'loadingServices', inFlight: ['services'] },
  walkInLoading: { value: 'loadingServices', inFlight: ['services'] },
  noService: { value: opened('chosen', 'noService', 'editing'), inFlight: [] },
  loadingTimes: { value: opened('chosen', 'times', 'editing'), inFlight: ['times'] },
  ready: { value: opened('chosen', 'times', 'editing'), inFlight: [] },
  addonLoadingTimes: { value: opened('chosen', 'times', 'editing'), inFlight: ['times'] },
  readyWithAddon: { value: opened('chosen', 'times', 'editing'), inFlight: [] },
  submitting: { value: opened('chosen', 'times', 'submitting'), inFlight: ['book'] },
  readyNew: { value: opened(adding, 'times', 'editing'), inFlight: [] },
  badPhone: { value: opened(adding, 'times', 'editing'), inFlight: [] },
  newLoadingTimes: { value: opened(adding, 'times', 'editing'), inFlight: ['times'] },
  submittingNew: { value: opened(adding, 'times', 'submitting'), inFlight: ['book'] },
  submittingShared: { value: opened(adding, 'times', 'submitting'), inFlight: ['book'] },
  duplicatePhone: { value: opened(adding, 'times', 'duplicate'), inFlight: [] },
  duplicateEmail: { value: opened(adding, 'times', 'duplicate'), inFlight: [] },
  loadingExisting: { value: opened('loading', 'times', 'editing'), inFlight: ['customer'] },
  readyOtherCar: { value: opened('chosen', 'times', 'editing'), inFlight: [] },
  submittingOtherCar: { value: opened('chosen', 'times', 'submitting'), inFlight: ['book'] },
  walkIn: { value: opened('chosen', 'now', 'editing'), inFlight: [] },
  walkInReady: { value: opened('chosen', 'now', 'editing'), inFlight: [] },
  walkInSubmitting: { value: opened('chosen', 'now', 'submitting'), inFlight: ['book'] },
};

/** The request the desk's choices make, as the server receives it. */
function requestFor(sent: NonNullable<BookingExpected['sent']>, expected: BookingExpected) {
  const detailsSet = expected.source === 'whatsapp';
  const common = {
    service: SERVICES[0]!.id,
    booking_date: expected.date,
    time: '10:00',
    source: expected.source,
    customer_notes: detailsSet ? ' Rang at 9 ' : '',
    notify: !detailsSet,
    allow_duplicate_phone: false,
    ...(expected.addons > 0 ? { addons: [ENGINE_BAY.id] } : {}),
  };
  const newOne = {
    new_customer: { full_name: NEW_CUSTOMER.full_name, phone: NEW_CUSTOMER.phone, email: NEW_CUSTOMER.email },
    new_car: { make: NEW_CAR.make, model: NEW_CAR.model, year: NEW_CAR.year, license_plate: NEW_CAR.license_plate, color: NEW_CAR.color },
  };
  switch (sent) {
    case 'saved':
    case 'otherCar':
      return { customer: SUMMARY.id, car: FILE.cars[0]!.id, ...common };
    case 'new':
      return { ...newOne, ...common };
    case 'shared':
      return { ...newOne, ...common, allow_duplicate_phone: true };
    case 'walkIn':
      return { customer: SUMMARY.id, car: FILE.cars[0]!.id, ...common, booking_date: TODAY, time: NOW_TIME, source: 'walk_in', notify: true };
  }
}

modelTest('desk booking: service, day, time and sending (model-based)', deskBookingFlow, (state, run) => {
  const value = String(state.value);
  const expected = state.context;
  if (value === 'closed') return expect(run.actor).toBeNull();
  const snapshot = run.actor!.getSnapshot();
  if (value === 'booked' || value === 'dismissed') {
    expect(snapshot.status).toBe('done');
    return expect(snapshot.output, 'what the board toasts').toEqual({ message: expected.output });
  }
  const real = BOOKING_STATES[value]!;
  const { context } = snapshot;
  expect(snapshot.value, 'state').toEqual(real.value);
  expect(run.server.pendingNames(), 'calls in flight').toEqual(real.inFlight);
  expect(Object.keys(context.fieldErrors).sort(), 'field errors').toEqual(expected.errors);
  expect(context.formError, 'refusal shown').toBe(expected.formError === 'fallback' ? deskBookingContent.failed : expected.formError);
  expect(context.date, 'day').toBe(expected.date);
  expect(context.time, 'start time').toBe(expected.time);
  expect(context.customer?.id ?? null, 'customer').toBe(expected.customer);
  if (value === 'duplicatePhone' || value === 'duplicateEmail') expect(context.existing?.id, 'the existing customer offered').toBe(SUMMARY.id);
  expect(snapshot.can({ type: 'duplicate.share' }), 'a phone, not an e-mail address, may be shared').toBe(value === 'duplicatePhone');
  const sent = run.server.calls.filter(({ name }) => name === 'book').map(({ input }) => input);
  expect(sent, 'the booking sent').toEqual(expected.sent ? [requestFor(expected.sent, expected)] : []);
  // the day's free times are asked for the service's length on the day shown
  const times = run.server.calls.filter(({ name }) => name === 'times').map(({ input }) => input);
  const wholeVisit = expected.addons > 0 ? { addonIds: [ENGINE_BAY.id] } : {};
  if (times.length > 0) expect(times).toEqual([{ date: expected.date, serviceId: SERVICES[0]!.id, ...wholeVisit }]);
  expect(context.addonIds, 'add-ons chosen').toEqual(expected.addons > 0 ? [ENGINE_BAY.id] : []);
});

describe('desk booking (all its models together)', () => {
  const covered = machineCoverage([deskBookingMachine]);
  afterAll(() => covered.report());

  it('takes every transition of the deskBooking machine', async () => {
    const runAll = async <TModel extends AnyStateMachine, TRun extends FlowRun>(flow: FlowModel<TModel, TRun>) => {
      for (const path of flowPaths(flow)) covered.record(await runFlowPath(flow, path));
    };
    await runAll(deskBookingCustomerFlow);
    await runAll(deskBookingFlow);
  });
});
