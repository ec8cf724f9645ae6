// The desk booking dialog apart from its chart: what the desk has typed and chosen, the request it makes, and the
// errors of the shared desk schema per field (before sending, or from the server's 400 after).
import { ApiError } from '../api/client';
import { ADDONS_MAX, type DeskBookingSource } from '../domain/constants';
import { deskBookingContent as content } from '../domain/console/deskContent';
import type { CustomerFile, DeskBookingRequest, ExistingCustomer } from '../domain/desk';
import { DeskBookingPayload } from '../domain/deskSchemas';
import { deskMessages } from '../domain/messageAreas/desk';
import { validate } from '../domain/schemas';
import type { Car } from '../domain/types';
import { firstErrorPerField, type FieldErrorsOf } from './formErrors';

export type DeskMode = 'booking' | 'walkIn';

export const NEW_CUSTOMER_FIELDS = ['full_name', 'phone', 'email'] as const;
export type NewCustomerField = (typeof NEW_CUSTOMER_FIELDS)[number];
export type NewCustomerValues = Record<NewCustomerField, string>;

export const NEW_CAR_FIELDS = ['make', 'model', 'year', 'license_plate', 'color'] as const;
export type NewCarField = (typeof NEW_CAR_FIELDS)[number];
export type NewCarValues = Record<NewCarField, string>;

export const DESK_FIELDS = [...NEW_CUSTOMER_FIELDS, ...NEW_CAR_FIELDS, 'customer', 'car', 'service', 'addons', 'booking_date', 'time', 'customer_notes'] as const;
export type DeskField = (typeof DESK_FIELDS)[number];
export type DeskFieldErrors = FieldErrorsOf<DeskField>;

export const emptyNewCustomer: NewCustomerValues = { full_name: '', phone: '', email: '' };
export const emptyNewCar: NewCarValues = { make: '', model: '', year: '', license_plate: '', color: '' };

/** The customer the booking is for, as the dialog knows them: their contact details and saved cars. */
export interface ChosenCustomer extends ExistingCustomer {
  cars: Car[];
}

export const chosenCustomerOf = (file: CustomerFile): ChosenCustomer => ({ id: file.id, full_name: file.full_name, phone: file.phone, email: file.email, cars: file.cars });

/** The car picked first: the customer's default, else their first; none (a new car) when they have none. */
export const firstCarOf = (cars: readonly Car[]) => (cars.find((car) => car.is_default) ?? cars[0])?.id ?? null;

export interface DeskFormValues {
  mode: DeskMode;
  /** The customer chosen; null while the desk finds one or types a new one in. */
  customer: ChosenCustomer | null;
  /** A new customer is typed in (rather than found). */
  addingCustomer: boolean;
  newCustomer: NewCustomerValues;
  /** The chosen saved car; null for a new one. */
  carId: string | null;
  newCar: NewCarValues;
  serviceId: string;
  /** The add-ons of the visit, in the order chosen. */
  addonIds: string[];
  date: string;
  time: string | null;
  source: DeskBookingSource;
  notes: string;
  notify: boolean;
  /** The desk confirmed that a new customer shares an existing customer's phone. */
  sharePhone: boolean;
}

/** The e-mail address a confirmation would go to: the chosen customer's, or the one typed for a new customer. */
export const confirmationAddressOf = ({ customer, addingCustomer, newCustomer }: Pick<DeskFormValues, 'customer' | 'addingCustomer' | 'newCustomer'>) =>
  (customer ? customer.email : addingCustomer ? newCustomer.email.trim() : null) || null;

/** The request as the schema reads it; the walk-in's day and time are the workshop's clock now. */
export function deskRequestOf(values: DeskFormValues, now: { date: string; time: string }): DeskBookingRequest {
  const walkIn = values.mode === 'walkIn';
  const customer = values.customer
    ? { customer: values.customer.id }
    : values.addingCustomer
      ? { new_customer: { full_name: values.newCustomer.full_name, phone: values.newCustomer.phone, email: values.newCustomer.email.trim() || null } }
      : {};
  const { year, ...car } = values.newCar;
  return {
    ...customer,
    ...(values.customer && values.carId ? { car: values.carId } : values.customer || values.addingCustomer ? { new_car: { ...car, year: year.trim() } } : {}),
    service: values.serviceId,
    // left out when none: the request is exactly the one made before add-ons existed
    ...(values.addonIds.length > 0 ? { addons: values.addonIds } : {}),
    booking_date: walkIn ? now.date : values.date,
    time: walkIn ? now.time : (values.time ?? undefined),
    source: walkIn ? 'walk_in' : values.source,
    customer_notes: values.notes,
    notify: values.notify && confirmationAddressOf(values) !== null,
    allow_duplicate_phone: values.sharePhone,
  };
}

/** What the dialog shows under each field for its values; none when the booking may be sent. */
export function deskFormErrorsOf(values: DeskFormValues, now: { date: string; time: string }): DeskFieldErrors {
  const checked = validate(DeskBookingPayload, deskRequestOf(values, now));
  const errors: DeskFieldErrors = checked.ok ? {} : firstErrorPerField(checked.errors, DESK_FIELDS);
  if (!values.customer && !values.addingCustomer) errors.customer = deskMessages.customerRequired;
  if (values.serviceId === '') errors.service = content.serviceRequired;
  if (values.mode === 'booking' && values.time === null && !errors.booking_date) errors.time = content.timeRequired;
  return errors;
}

/** The choice with the add-on in or out; one past ADDONS_MAX is not taken. */
export function toggledAddons(addonIds: readonly string[], addonId: string, chosen: boolean): string[] {
  const others = addonIds.filter((id) => id !== addonId);
  return chosen && others.length < ADDONS_MAX ? [...others, addonId] : others;
}

/** The field errors of a refused booking (the server's 400 names them). */
export const deskFailureErrorsOf = (error: unknown): DeskFieldErrors => (error instanceof ApiError ? firstErrorPerField(error.fieldErrors, DESK_FIELDS) : {});

/** A 409 about a new customer's e-mail address: the existing customer must be used, the phone cannot be shared. */
export const isEmailDuplicate = (existing: ExistingCustomer, values: Pick<DeskFormValues, 'newCustomer'>) =>
  existing.email !== null && existing.email.toLowerCase() === values.newCustomer.email.trim().toLowerCase();
