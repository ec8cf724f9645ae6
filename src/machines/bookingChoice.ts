// What the customer has chosen in the booking wizard, and what each step needs before Next (spec §4, §5).
import type { AvailableDay, BookingAttempt } from '../api/bookings';
import type { Car } from '../api/cars';
import { ApiError } from '../api/client';
import { isBookableIn } from '../domain/availability';
import { WIZARD_STEPS } from '../domain/constants';
import type { AccountUser } from '../domain/session';
import type { Service } from '../domain/types';
import { visitTotalsOf } from '../domain/visitItems';

export type WizardStep = 1 | 2 | 3 | 4;

export interface BookingChoice {
  services: Service[];
  serviceId: string | null;
  /** The add-ons joining the service in the same visit, chosen on the review. */
  addons: Service[];
  cars: Car[];
  carId: string | null;
  dates: AvailableDay[];
  date: string | null;
  /** The start time on that day ('HH:MM'), chosen on the review. */
  time: string | null;
}

/** Steps 1 to 4 only (spec §4: the step is capped at 4 and floored at 1). */
export const clampStep = (step: number): WizardStep => Math.min(Math.max(Math.round(step) || 1, 1), WIZARD_STEPS) as WizardStep;

export const selectedService = (choice: BookingChoice) => choice.services.find((service) => service.id === choice.serviceId) ?? null;
export const selectedCar = (choice: BookingChoice) => choice.cars.find((car) => car.id === choice.carId) ?? null;
export const selectedDay = (choice: BookingChoice) => choice.dates.find((day) => day.date === choice.date) ?? null;

/** Spec §5 Vehicle step: a car with id, make, model, year and license plate. */
const isCompleteCar = (car: Car | null) => Boolean(car?.id && car.make && car.model && car.year && car.license_plate);

/** Whether the data of a step is there, which is what Next needs (spec §4). */
export function isStepComplete(choice: BookingChoice, step: WizardStep): boolean {
  if (step === 1) return choice.serviceId !== null;
  if (step === 2) return isCompleteCar(selectedCar(choice));
  if (step === 3) return choice.date !== null;
  return isStepComplete(choice, 1) && isStepComplete(choice, 2) && isStepComplete(choice, 3);
}
/** Every earlier step is complete: the review can be confirmed. */
export const isBookingComplete = (choice: BookingChoice) => isStepComplete(choice, 4);

export const addonIdsOf = (choice: Pick<BookingChoice, 'addons'>) => choice.addons.map(({ id }) => id);

/** The service, its add-ons, car, date and time as one text: a booking attempt is one such choice. */
export const choiceKeyOf = (choice: BookingChoice) => [choice.serviceId, addonIdsOf(choice).join(','), choice.carId, choice.date, choice.time].join('|');

/** The whole visit's price and length: the service and every add-on. */
export function visitOf(choice: BookingChoice): { total: number; minutes: number } | null {
  const service = selectedService(choice);
  if (!service) return null;
  const { price, minutes } = visitTotalsOf([service, ...choice.addons]);
  return { total: price, minutes };
}

/** What Confirm Booking sends: the choice, its customer and instructions, and the attempt's Idempotency-Key. */
export const bookingAttemptOf = (
  { user, serviceId, addons, carId, date, time, notes, attemptKey }: BookingChoice & { user: AccountUser | null; notes: string; attemptKey: { key: string } | null },
): BookingAttempt => ({
  booking: {
    customer: user?.id ?? '',
    service: serviceId ?? '',
    // without add-ons the payload is exactly a single service's
    ...(addons.length > 0 ? { addons: addonIdsOf({ addons }) } : {}),
    car: carId ?? '',
    booking_date: date ?? '',
    time: time ?? undefined,
    customer_notes: notes.trim(),
  },
  idempotencyKey: attemptKey?.key,
});

/** Another service: the day and time must be picked again, since another service has other free slots. */
export function withService(choice: BookingChoice, serviceId: string): Pick<BookingChoice, 'serviceId' | 'date' | 'time'> {
  const other = choice.serviceId !== null && choice.serviceId !== serviceId;
  return { serviceId, date: other ? null : choice.date, time: other ? null : choice.time };
}

/** Fresh vehicles: the chosen one stays chosen while it is listed; on the first list, the default is chosen. */
export function withCars(choice: BookingChoice, cars: Car[], preselectDefault: boolean): Pick<BookingChoice, 'cars' | 'carId'> {
  const kept = cars.some((car) => car.id === choice.carId) ? choice.carId : null;
  const preselected = preselectDefault ? (cars.find((car) => car.is_default)?.id ?? null) : null;
  return { cars, carId: kept ?? preselected };
}

/** Fresh availability: the chosen day (and its time) stays chosen while it can still be booked. */
export function withDates(choice: BookingChoice, dates: AvailableDay[]): Pick<BookingChoice, 'dates' | 'date' | 'time'> {
  const kept = isBookableIn(dates, choice.date);
  return { dates, date: kept ? choice.date : null, time: kept ? choice.time : null };
}

/** A press on a day: the chosen day again unselects it; another day is chosen, its time to be chosen on the review. */
export const withDateToggled = (choice: BookingChoice, date: string): Pick<BookingChoice, 'date' | 'time'> =>
  choice.date === date ? { date: null, time: null } : { date, time: null };

/**
 * A refused booking that another day answers: the day filled up meanwhile (the server says `reason: day_full`). A
 * refusal of the time (taken meanwhile, or the car booked then) is answered on the review; any other, such as the
 * upcoming-bookings limit or too many attempts, leaves the choice as it is.
 */
export const isRefusedForTheDay = (error: unknown): boolean => error instanceof ApiError && error.reason === 'day_full';
