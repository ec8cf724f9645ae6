// Model-based test of the booking wizard: the flow model's paths (tests/models/bookingWizard.ts) drive the REAL
// wizard machine with a scripted server and a simulated clock; after every step the step shown, the choices (the start
// time too), the toasts, the navigation, the calls in flight, the Add New Vehicle form, the review's times and the
// requests sent must match the model.
import { afterAll, expect } from 'vitest';
import type { AvailableDatesQuery, AvailableTimesQuery, BookingAttempt } from '../../src/api/bookings';
import { AVAILABILITY_DAYS } from '../../src/domain/constants';
import { formatTime } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import { vehicleFormMessage } from '../../src/machines/addVehicle';
import { isBookingComplete } from '../../src/machines/bookingChoice';
import { stepOf } from '../../src/machines/bookingWizard';
import { selectTimeStatus } from '../../src/machines/timeChoice';
import { modelTest } from '../setup/modelCoverage';
import { ADDONS, bookingWizardFlow, CAR_IDS, customer, LATER_TIME, today, type CallName, type WizardRun } from '../models/bookingWizard';

/** The calls in flight the customer is waiting on, per model state. */
const PENDING: Record<string, CallName[]> = {
  catalogueLoading: ['services'],
  preselected: ['cars', 'services'],
  carsLoading: ['cars'],
  savingCar: ['addCar'],
  datesLoading: ['dates'],
  timesLoading: ['times'],
  refitting: ['times'],
  submitting: ['booking'],
};
/** What the review's time picker shows, per model state (none before the review). */
const TIME_PICKER: Record<string, string> = { timesLoading: 'loading', refitting: 'loading', timesFailed: 'failed', noTimesFree: 'noneFree', review: 'ready', submitting: 'ready', signedOut: 'ready' };
/** Where no time is chosen while the times load, fail or are all taken (the one chosen before is only kept to be preferred). */
const NO_TIME_YET = new Set(['timesLoading', 'refitting', 'timesFailed', 'noTimesFree']);
/** The load failure shown with a Retry button, per model state. */
const SHOWN_ERROR: Record<string, string> = {
  catalogueFailed: messages.services.loadFailed,
  carsFailed: messages.cars.fetchFailed,
  datesFailed: messages.dates.loadFailed,
  timesFailed: messages.dates.timesLoadFailed,
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const seenTexts = new Set<string>();

/** One Idempotency-Key per booking attempt: kept by a retry of the same choice, new for another choice or after a booking. */
function checkAttemptKey(run: WizardRun, { booking, idempotencyKey }: BookingAttempt) {
  const choice = [booking.service, booking.addons?.join(','), booking.car, booking.booking_date, booking.time].join('|');
  expect(idempotencyKey, 'Idempotency-Key').toMatch(UUID);
  if (run.lastAttempt?.choice === choice) expect(idempotencyKey, 'a retry keeps its key').toBe(run.lastAttempt.key);
  else expect(run.keysSent.has(idempotencyKey ?? ''), 'a new attempt has a new key').toBe(false);
  run.lastAttempt = { choice, key: idempotencyKey ?? '' };
  run.keysSent.add(idempotencyKey ?? '');
}

modelTest('bookingWizard (model-based)', bookingWizardFlow, (state, run) => {
  const expected = state.context;
  const value = String(state.value);
  if (value === 'closed') return;
  const snapshot = run.actor.getSnapshot();
  const { context } = snapshot;
  expect(stepOf(snapshot), 'step').toBe(expected.step);
  expect(context.serviceId !== null, 'service selected').toBe(expected.service);
  expect(context.carId, 'car selected').toBe(expected.car ? CAR_IDS[expected.car] : null);
  if (value === 'pickService' && expected.navigation) run.notes = '';
  expect(context.date, 'date selected').toBe(expected.date ? run.pickedDate : null);
  expect(context.time, 'start time chosen').toBe(NO_TIME_YET.has(value) ? null : expected.time);
  expect(context.notes.trim(), 'special instructions').toBe(run.notes);
  expect(run.toasts, 'toasts').toEqual(expected.toast ? [expected.toast] : []);
  expect(run.navigations, 'navigation').toEqual(expected.navigation ? [expected.navigation] : []);
  expect(run.server.pendingNames(), 'calls in flight').toEqual(PENDING[value] ?? []);

  const form = snapshot.children.addVehicle?.getSnapshot();
  expect(form !== undefined, 'vehicle form open').toBe(value === 'carForm' || value === 'savingCar');
  expect(form?.hasTag('saving') ?? false, 'vehicle saving').toBe(value === 'savingCar');
  const formMessage = form ? vehicleFormMessage(form.context) : null;
  if (form) expect(formMessage, 'vehicle form message').toBe(expected.formError);

  const timeChoice = snapshot.children.timeChoice?.getSnapshot();
  const picker = timeChoice ? selectTimeStatus(timeChoice) : null;
  // a review reached before a day was chosen has nothing to choose from
  expect(picker === 'idle' ? null : picker, 'time picker').toBe(TIME_PICKER[value] && expected.service && expected.date ? TIME_PICKER[value] : null);
  if (picker === 'ready') expect(timeChoice?.context.time, 'time checked').toBe(expected.time);
  if (picker === 'ready') expect(timeChoice?.context.notice, 'why the time was unselected').toBe(expected.notice);
  const addonIds = ADDONS.slice(0, expected.addons).map(({ id }) => id);
  expect(context.addons.map(({ id }) => id), 'add-ons ticked').toEqual(addonIds);
  expect(snapshot.children.addonChoice?.getSnapshot().context.chosenIds, 'add-ons shown ticked').toEqual(addonIds);
  const shown =
    (snapshot.matches({ catalogue: 'failed' }) ? context.servicesError : null) ??
    (snapshot.matches({ steps: { vehicle: { list: 'failed' } } }) ? context.carsError : null) ??
    (snapshot.matches({ steps: { schedule: 'failed' } }) ? context.datesError : null) ??
    (picker === 'failed' ? (timeChoice?.context.error ?? null) : null);
  expect(shown, 'load failure shown').toBe(SHOWN_ERROR[value] ?? null);
  for (const text of [...run.toasts, formMessage, shown, picker === 'ready' ? timeChoice?.context.notice : null]) if (text) seenTexts.add(text);

  const sent = (name: CallName) => run.server.calls.find((call) => call.name === name)?.input;
  if (value === 'datesLoading') expect(sent('dates') as AvailableDatesQuery, 'dates asked for').toEqual({ startDate: today, days: AVAILABILITY_DAYS, serviceId: context.serviceId, addonIds });
  const timesAsked = sent('times') as AvailableTimesQuery | undefined;
  // the times of the whole visit; without add-ons exactly what a single service asks
  if (timesAsked) expect(timesAsked, 'times asked for').toEqual({ date: run.pickedDate, serviceId: context.serviceId, ...(addonIds.length > 0 ? { addonIds } : {}) });
  if (value === 'savingCar') expect(sent('addCar'), 'vehicle sent').toEqual({ make: 'Honda', model: 'City', year: 2022, license_plate: 'LEB-22', color: '', customer: customer.id });
  const attempt = sent('booking') as BookingAttempt | undefined;
  if (attempt) {
    // an empty choice of add-ons sends exactly a single service's payload
    const withAddons = addonIds.length > 0 ? { addons: addonIds } : {};
    expect(attempt.booking, 'booking payload').toEqual({ customer: customer.id, service: context.serviceId, ...withAddons, car: context.carId, booking_date: run.pickedDate, time: expected.time, customer_notes: run.notes });
    checkAttemptKey(run, attempt);
  }
  if (value === 'review' || value === 'signedOut') {
    const complete = expected.service && expected.car !== null && expected.date;
    // the review shows 'Incomplete Booking Information' exactly when this is false
    expect(isBookingComplete(context), 'review complete').toBe(complete);
    if (!complete) [messages.wizard.incompleteTitle, messages.wizard.incompleteBody].forEach((text) => seenTexts.add(text));
  }
});

afterAll(() => {
  const wizardTexts = [
    ...Object.values(messages.wizard),
    messages.cars.requiredFields,
    messages.cars.addFailed,
    messages.cars.fetchFailed,
    messages.dates.loadFailed,
    messages.dates.timesLoadFailed,
    messages.services.loadFailed,
    messages.booking.created,
    messages.booking.createFailed,
    messages.booking.timeNoLongerFits(formatTime(LATER_TIME)),
  ];
  expect(wizardTexts.filter((text) => !seenTexts.has(text))).toEqual([]);
});
