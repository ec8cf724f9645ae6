// @vitest-environment happy-dom
// The booking wizard page with its api modules stubbed: a whole booking from service to confirmation, with the start
// time chosen on the review; a time taken meanwhile, a day with no time left, and times that fail to load.
import '../setup/dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client';
import type { AvailableDay, AvailableTimesQuery, CreatedBooking, NewBooking } from '../../src/api/bookings';
import type { Car, NewCar } from '../../src/api/cars';
import { bookingContent } from '../../src/domain/bookingContent';
import { dateGridContent } from '../../src/domain/dateGridContent';
import { AVAILABILITY_DAYS, WORKSHOP } from '../../src/domain/constants';
import { addDays, formatBookingDate, formatMoney, todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { AvailableTime, Service } from '../../src/domain/types';
import BookingPage from '../../src/views/booking/BookingPage';
import { renderSignedIn } from '../setup/renderWithSession';

const api = vi.hoisted(() => ({
  listServices: vi.fn(),
  listAddons: vi.fn(),
  listCars: vi.fn(),
  addCar: vi.fn(),
  availableDates: vi.fn(),
  availableTimes: vi.fn(),
  createBooking: vi.fn(),
}));
vi.mock('../../src/api/services', () => ({ listServices: api.listServices, listAddons: api.listAddons, getService: vi.fn() }));
vi.mock('../../src/api/cars', () => ({ listCars: api.listCars, addCar: api.addCar }));
vi.mock('../../src/api/bookings', () => ({ availableDates: api.availableDates, availableTimes: api.availableTimes, createBooking: api.createBooking }));

const customer = { id: 'c-7', name: 'Bilal Ahmed', email: 'bilal@example.com' };
const service = (id: string, name: string, price: number): Service => ({
  id,
  name,
  description: `${name} for your car`,
  price,
  category: 'exterior',
  kind: 'service',
  is_active: true,
  duration_minutes: 90,
  items: [{ id: `${id}-i1`, name: 'Foam wash' }],
});
const services = [service('s-1', 'Exterior Wash', 2500), service('s-2', 'Interior Deep Clean', 6000)];
const addon = (id: string, name: string, price: number, minutes: number): Service => ({ ...service(id, name, price), category: 'add_ons', kind: 'addon', duration_minutes: minutes, items: [] });
const addons = [addon('a-1', 'Engine Bay Cleaning', 1500, 45), addon('a-2', 'Headlight Restoration', 2000, 30)];
const corolla: Car = { id: 'car-1', make: 'Toyota', model: 'Corolla', year: 2019, license_plate: 'BKR-419', color: 'White', customer: customer.id, is_default: true };
const today = todayInKarachi();
const days: AvailableDay[] = Array.from({ length: AVAILABILITY_DAYS }, (_, index) => ({
  date: addDays(today, index),
  available: index !== 1,
  slots_available: index === 1 ? 0 : 3,
  earliest_time: index === 1 ? null : '10:00',
}));
/** A day's start times: 08:00 taken, 10:00, 14:00 and 16:00 free. */
const times = (taken: readonly string[] = []): AvailableTime[] =>
  ['08:00', '10:00', '14:00', '16:00'].map((time) => ({ time, available: time !== '08:00' && !taken.includes(time) }));
const timeGroup = () => screen.getByRole('group', { name: /^Start time — / });

function renderBooking(path = '/book') {
  return renderSignedIn(<BookingPage />, customer, path);
}

const stepText = (step: number) => `Step ${step} of 4`;
const dateButtonsIn = () => screen.getAllByRole('button', { name: /slots|Fully booked/ });

beforeEach(() => {
  vi.clearAllMocks();
  api.listServices.mockResolvedValue(services);
  api.listAddons.mockResolvedValue([]);
  api.listCars.mockResolvedValue([corolla]);
  api.availableDates.mockResolvedValue(days);
  api.availableTimes.mockResolvedValue(times());
});

/** Opens /book?service=s-1 and goes on to the review of the first free day. */
async function toReview(user: ReturnType<typeof userEvent.setup>) {
  renderBooking('/book?service=s-1');
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await user.click((await screen.findAllByRole('button', { name: /3 slots/ }))[0]!);
  expect(await screen.findByText(stepText(4), {}, { timeout: 2000 })).toBeTruthy();
}

describe('BookingPage', () => {
  it('walks a booking from service to confirmation', async () => {
    const user = userEvent.setup();
    api.addCar.mockImplementation(async (car: NewCar) => ({ ...car, id: 'car-2', is_default: false }));
    api.createBooking.mockImplementation(async (booking: NewBooking) => ({ id: 'b-1', booking_date: booking.booking_date }) as CreatedBooking);
    const { location } = renderBooking();

    // step 1: the catalogue; Next stays disabled until a service is picked
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a Service' })).toBeTruthy();
    expect(screen.getByText(stepText(1))).toBeTruthy();
    const progress = screen.getByRole('navigation', { name: bookingContent.progressLabel });
    expect(within(progress).getByRole('button', { current: 'step' }).textContent).toContain('Select Service');
    // Each step's accessible name starts with its visible name (WCAG 2.5.3), the current step's is exactly it.
    expect(within(progress).getByRole('button', { current: 'step' }).hasAttribute('aria-label')).toBe(false);
    expect(within(progress).getByRole('button', { name: 'Select Service' })).toBeTruthy();
    for (const name of bookingContent.steps.slice(1)) {
      expect(within(progress).getByRole('button', { name: `${name} ${bookingContent.goToStep}` })).toBeTruthy();
    }
    const wash = await screen.findByRole('button', { name: /Exterior Wash/ });
    expect(wash.textContent).toContain(formatMoney(2500));
    expect(wash.textContent).toContain('1 hour 30 minutes');
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(wash);

    // step 2: the default car is preselected; focus moved to the step heading
    expect(await screen.findByText(stepText(2))).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Vehicle Details'));
    const savedCar = await screen.findByRole('button', { name: /2019 Toyota Corolla/ });
    expect(savedCar.getAttribute('aria-pressed')).toBe('true');
    await user.click(savedCar);
    expect(savedCar.getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Add New Vehicle' }));
    await user.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.cars.requiredFields);
    expect(api.addCar).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Make/), 'Honda');
    await user.type(screen.getByLabelText(/^Model/), 'Civic');
    await user.type(screen.getByLabelText(/^Year/), '2021');
    await user.type(screen.getByLabelText(/^License Plate/), 'lea-21');
    expect((screen.getByLabelText(/^License Plate/) as HTMLInputElement).value).toBe('LEA-21');
    await user.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    const civic = await screen.findByRole('button', { name: /2021 Honda Civic/ });
    expect(api.addCar).toHaveBeenCalledWith({ make: 'Honda', model: 'Civic', year: 2021, license_plate: 'LEA-21', color: '', customer: customer.id }, expect.any(AbortSignal));
    expect(civic.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Save Vehicle' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // step 3: 14 dates; Next reads 'Review Booking'; a pick advances after 500 ms
    expect(await screen.findByText(stepText(3))).toBeTruthy();
    expect(screen.getByRole('button', { name: bookingContent.reviewBooking })).toBeTruthy();
    expect(api.availableDates).toHaveBeenCalledWith({ startDate: today, days: AVAILABILITY_DAYS, serviceId: 's-1', addonIds: [] }, expect.any(AbortSignal));
    await screen.findAllByRole('button', { name: /3 slots/ });
    expect(dateButtonsIn()).toHaveLength(AVAILABILITY_DAYS);
    expect(screen.getByRole('button', { name: /Fully booked/ }).hasAttribute('disabled')).toBe(true);
    const third = dateButtonsIn()[2]!;
    expect(third.textContent).toContain('3 slots');
    const pickedAt = Date.now();
    await user.click(third);
    expect(third.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(stepText(3))).toBeTruthy();
    expect(await screen.findByText(stepText(4), {}, { timeout: 2000 })).toBeTruthy();
    expect(Date.now() - pickedAt).toBeGreaterThanOrEqual(450);

    // step 4: the day's start times, the earliest free one chosen; a later one chosen instead
    expect(screen.queryByRole('button', { name: /Next|Review Booking/ })).toBeNull();
    const group = await screen.findByRole('group', { name: `Start time — ${formatBookingDate(days[2]!.date)}` });
    expect(api.availableTimes).toHaveBeenCalledWith({ date: days[2]!.date, serviceId: 's-1' }, expect.any(AbortSignal));
    const earliest = await within(group).findByRole('radio', { name: '10:00 AM' });
    expect((earliest as HTMLInputElement).checked).toBe(true);
    expect((within(group).getByRole('radio', { name: `8:00 AM ${dateGridContent.timeTaken}` }) as HTMLInputElement).disabled).toBe(true);
    const timeItem = screen.getByText(bookingContent.time).parentElement!;
    expect(within(timeItem).getByText('10:00 AM')).toBeTruthy();
    await user.click(within(group).getByRole('radio', { name: '2:00 PM' }));
    expect((within(group).getByRole('radio', { name: '2:00 PM' }) as HTMLInputElement).checked).toBe(true);
    expect(within(timeItem).getByText('2:00 PM')).toBeTruthy();
    // the radios are one group: the arrow keys move the choice
    await user.keyboard('{ArrowRight}');
    expect((within(group).getByRole('radio', { name: '4:00 PM' }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{ArrowLeft}');
    expect(within(timeItem).getByText('2:00 PM')).toBeTruthy();

    // the review, notes, payment note and confirm
    expect(screen.getByText('Exterior Wash')).toBeTruthy();
    expect(screen.getByText('2021 Honda Civic')).toBeTruthy();
    expect(screen.getByText(customer.name)).toBeTruthy();
    expect(screen.getByText(customer.email)).toBeTruthy();
    expect(screen.getByText(WORKSHOP.paymentNote)).toBeTruthy();
    expect(screen.queryByText(messages.wizard.incompleteTitle)).toBeNull();
    await user.type(screen.getByLabelText(bookingContent.notesLabel), 'Please clean the boot too');
    await user.click(screen.getByRole('button', { name: bookingContent.confirm }));

    await waitFor(() => expect(location.history?.at(-1)).toBe('/my-bookings'));
    expect(api.createBooking).toHaveBeenCalledWith(
      { customer: customer.id, service: 's-1', car: 'car-2', booking_date: days[2]!.date, time: '14:00', customer_notes: 'Please clean the boot too' },
      expect.any(AbortSignal),
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    expect(await screen.findByText(messages.booking.created)).toBeTruthy();
    expect(screen.getByText(stepText(1))).toBeTruthy();
  });

  it('starts at step 2 with ?service= and cancels the auto-advance when the date is picked again', async () => {
    const user = userEvent.setup();
    renderBooking('/book?service=s-2');
    expect(await screen.findByText(stepText(2))).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText(stepText(3))).toBeTruthy();
    const first = (await screen.findAllByRole('button', { name: /3 slots/ }))[0]!;
    await user.click(first);
    await user.click(first);
    expect(first.getAttribute('aria-pressed')).toBe('false');
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(screen.getByText(stepText(3))).toBeTruthy();
    expect(screen.getByRole('button', { name: bookingContent.reviewBooking }).getAttribute('aria-disabled')).toBe('true');
  });

  it('shows the dates failure with Retry, and the server message when a booking fails', async () => {
    const user = userEvent.setup();
    api.availableDates.mockRejectedValueOnce(new Error('offline'));
    api.createBooking.mockRejectedValue(new ApiError('HTTP 500: Internal Server Error', 500));
    renderBooking('/book?service=s-1');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.dates.loadFailed);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click((await screen.findAllByRole('button', { name: /3 slots/ }))[0]!);
    expect(await screen.findByText(stepText(4), {}, { timeout: 2000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: bookingContent.confirm }));
    expect(await screen.findByText(messages.booking.createFailed)).toBeTruthy();
    expect(screen.getByText(stepText(4))).toBeTruthy();

    // pressing Confirm again retries the same attempt: the same Idempotency-Key, so a lost answer cannot book twice
    await user.click(screen.getByRole('button', { name: bookingContent.confirm }));
    await waitFor(() => expect(api.createBooking).toHaveBeenCalledTimes(2));
    const [first, retry] = api.createBooking.mock.calls as [NewBooking, AbortSignal, string][];
    expect(retry![2]).toBe(first![2]);
  });
  it('a time taken meanwhile: the server’s sentence, the day’s fresh times with the next free one chosen, the instructions kept', async () => {
    const user = userEvent.setup();
    const date = days[0]!.date;
    api.createBooking
      .mockRejectedValueOnce(new ApiError(messages.booking.timeTaken(date, '10:00'), 409, {}, 'time_taken'))
      .mockImplementationOnce(async (booking: NewBooking) => ({ id: 'b-2', booking_date: booking.booking_date }) as CreatedBooking);
    await toReview(user);
    expect((await screen.findByRole('radio', { name: '10:00 AM' }) as HTMLInputElement).checked).toBe(true);
    await user.type(screen.getByLabelText(bookingContent.notesLabel), 'Gate 2');
    api.availableTimes.mockResolvedValue(times(['10:00']));
    await user.click(screen.getByRole('button', { name: bookingContent.confirm }));

    expect(await screen.findByText('10:00 on ' + date + ' is already taken. Please choose another time.')).toBeTruthy();
    await waitFor(() => expect((within(timeGroup()).getByRole('radio', { name: '2:00 PM' }) as HTMLInputElement).checked).toBe(true));
    expect((within(timeGroup()).getByRole('radio', { name: `10:00 AM ${dateGridContent.timeTaken}` }) as HTMLInputElement).disabled).toBe(true);
    expect(api.availableTimes).toHaveBeenCalledTimes(2);
    expect(screen.getByText(stepText(4))).toBeTruthy();
    expect((screen.getByLabelText(bookingContent.notesLabel) as HTMLTextAreaElement).value).toBe('Gate 2');

    await user.click(screen.getByRole('button', { name: bookingContent.confirm }));
    await waitFor(() => expect(api.createBooking).toHaveBeenCalledTimes(2));
    const [first, second] = api.createBooking.mock.calls as [NewBooking, AbortSignal, string][];
    expect(second![0]).toEqual({ ...first![0], time: '14:00' });
    // another time is another attempt: a new Idempotency-Key
    expect(second![2]).not.toBe(first![2]);
  });

  it('says when no time of the day is left, and goes back to the days', async () => {
    const user = userEvent.setup();
    api.availableTimes.mockResolvedValue(times(['10:00', '14:00', '16:00']));
    await toReview(user);
    expect((await screen.findByRole('alert')).textContent).toBe(dateGridContent.noTimesLeft);
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('button', { name: bookingContent.confirm }));
    expect(await screen.findByText(messages.wizard.chooseTime)).toBeTruthy();
    expect(api.createBooking).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: dateGridContent.chooseAnotherDay }));
    expect(await screen.findByText(stepText(3))).toBeTruthy();
  });

  it('shows the times loading, then their failure with Retry', async () => {
    const user = userEvent.setup();
    let fail: (error: Error) => void = () => undefined;
    api.availableTimes.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    await toReview(user);
    expect(within(timeGroup()).getByRole('status').textContent).toBe(dateGridContent.loadingTimes);
    expect(timeGroup().getAttribute('aria-busy')).toBe('true');
    fail(new TypeError('Failed to fetch'));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.dates.timesLoadFailed);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: '10:00 AM' })).toBeTruthy();
    expect((api.availableTimes.mock.calls as [AvailableTimesQuery][]).map(([query]) => query)).toEqual([
      { date: days[0]!.date, serviceId: 's-1' },
      { date: days[0]!.date, serviceId: 's-1' },
    ]);
  });

  it('adds add-ons on the review: total, end time and the times of the whole visit, an unfit time unselected saying why', async () => {
    const user = userEvent.setup();
    api.listAddons.mockResolvedValue(addons);
    api.createBooking.mockImplementation(async (booking: NewBooking) => ({ id: 'b-3', booking_date: booking.booking_date }) as CreatedBooking);
    await toReview(user);
    await user.click(await screen.findByRole('radio', { name: '4:00 PM' }));
    const summary = () => screen.getByText(bookingContent.visitTotal).closest('dl')!;
    expect(summary().getAttribute('aria-live')).toBe('polite');
    expect(summary().textContent).toContain(formatMoney(2500));
    expect(summary().textContent).toContain(bookingContent.visitEnds('5:30 PM'));

    const visit = screen.getByRole('group', { name: bookingContent.addonsLegend });
    const engineBay = within(visit).getByRole('checkbox', { name: /Engine Bay Cleaning/ });
    expect(engineBay.closest('label')!.textContent).toContain(formatMoney(1500));
    expect(engineBay.closest('label')!.textContent).toContain(bookingContent.addonMinutes(45));
    // 4:00 PM leaves no room for the longer visit
    api.availableTimes.mockResolvedValue(times(['16:00']));
    await user.click(engineBay);
    expect(await screen.findByText(messages.booking.timeNoLongerFits('4:00 PM'))).toBeTruthy();
    expect(api.availableTimes).toHaveBeenLastCalledWith({ date: days[0]!.date, serviceId: 's-1', addonIds: ['a-1'] }, expect.any(AbortSignal));
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    expect(summary().textContent).toContain(formatMoney(4000));
    expect(summary().textContent).not.toContain(bookingContent.visitEnds(''));

    // the keyboard ticks the second one; a start time again
    within(visit).getByRole('checkbox', { name: /Headlight Restoration/ }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(api.availableTimes).toHaveBeenLastCalledWith({ date: days[0]!.date, serviceId: 's-1', addonIds: ['a-1', 'a-2'] }, expect.any(AbortSignal)));
    await user.click(await screen.findByRole('radio', { name: '2:00 PM' }));
    expect(screen.queryByText(messages.booking.timeNoLongerFits('4:00 PM'))).toBeNull();
    expect(summary().textContent).toContain(formatMoney(6000));
    expect(summary().textContent).toContain(bookingContent.visitEnds('4:45 PM'));
    // the service's tile names the add-ons under it and prices the whole visit
    const serviceTile = screen.getByText(bookingContent.service, { selector: 'dt' }).parentElement!;
    expect(serviceTile.textContent).toContain('+ Headlight Restoration');
    expect(serviceTile.textContent).toContain(formatMoney(6000));

    await user.click(screen.getByRole('button', { name: bookingContent.confirm }));
    await waitFor(() => expect(api.createBooking).toHaveBeenCalledTimes(1));
    const sent = (api.createBooking.mock.calls[0] as [NewBooking])[0];
    expect(sent!.addons).toEqual(['a-1', 'a-2']);
    expect(sent!.time).toBe('14:00');
  });

  it('books without add-ons when they fail to load, offering a quiet retry', async () => {
    const user = userEvent.setup();
    api.listAddons.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(addons);
    api.createBooking.mockImplementation(async (booking: NewBooking) => ({ id: 'b-4', booking_date: booking.booking_date }) as CreatedBooking);
    await toReview(user);
    expect(await screen.findByText(bookingContent.addonsLoadFailed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: bookingContent.addonsRetry }));
    expect(await screen.findByRole('checkbox', { name: /Headlight Restoration/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: bookingContent.confirm }));
    await waitFor(() => expect(api.createBooking).toHaveBeenCalledTimes(1));
    // no add-on chosen: exactly a single service's payload
    expect('addons' in (api.createBooking.mock.calls[0]![0] as NewBooking)).toBe(false);
  });
});
