// The capacity form's values and the pure rules around them: the fields as typed, filled from the stored settings,
// the request `PUT /api/ops/capacity` takes, and its errors from the shared schema (per field, and per weekday).
import { ApiError } from '../api/client';
import type { CapacitySettings, WeekdayOpening } from '../domain/staff';
import { CapacityPayload } from '../domain/workshopSchemas';
import { fieldErrorsOf, fieldErrorsOfFailure, withoutFieldError, type FieldErrorsOf } from './formErrors';
import { weekdayErrorsOf, weekdayErrorsOfFields, type WeekdayErrors } from './openingWeek';

export const CAPACITY_FIELDS = ['bays', 'slot_minutes', 'buffer_minutes'] as const;
export type CapacityField = (typeof CAPACITY_FIELDS)[number];
export type CapacityValues = Record<CapacityField, string>;

/** What the form shows wrong: a sentence per field, and one per weekday whose hours are refused. */
export interface CapacityErrors {
  fields: FieldErrorsOf<CapacityField>;
  weekdays: WeekdayErrors;
}

export const NO_CAPACITY_ERRORS: CapacityErrors = { fields: {}, weekdays: {} };

export const capacityValuesOf = (settings: CapacitySettings): CapacityValues => ({
  bays: String(settings.bays),
  slot_minutes: String(settings.slot_minutes),
  buffer_minutes: String(settings.buffer_minutes),
});

const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

export const capacityRequestOf = (values: CapacityValues, hours: WeekdayOpening[]) => ({
  bays: numberOf(values.bays),
  slot_minutes: numberOf(values.slot_minutes),
  buffer_minutes: numberOf(values.buffer_minutes),
  hours,
});

export const capacityErrorsOf = (values: CapacityValues, hours: WeekdayOpening[]): CapacityErrors => ({
  fields: fieldErrorsOf(CapacityPayload, capacityRequestOf(values, hours), CAPACITY_FIELDS),
  weekdays: weekdayErrorsOf(hours),
});

export const capacityErrorsOfFailure = (error: unknown): CapacityErrors => ({
  fields: fieldErrorsOfFailure(error, CAPACITY_FIELDS),
  weekdays: error instanceof ApiError ? weekdayErrorsOfFields(error.fieldErrors) : {},
});

export const hasCapacityErrors = ({ fields, weekdays }: CapacityErrors) => Object.keys(fields).length > 0 || Object.keys(weekdays).length > 0;

/** The errors once the user changes `field`: its own sentence goes, the same object when it had none. */
export function withoutCapacityError(errors: CapacityErrors, field: CapacityField): CapacityErrors {
  const fields = withoutFieldError(errors.fields, field);
  return fields === errors.fields ? errors : { ...errors, fields };
}

/** The errors once the user edits a weekday's hours (every weekday, when Monday is copied to all). */
export function withoutWeekdayError(errors: CapacityErrors, weekday: number | 'all'): CapacityErrors {
  if (weekday === 'all') return Object.keys(errors.weekdays).length === 0 ? errors : { ...errors, weekdays: {} };
  if (!(weekday in errors.weekdays)) return errors;
  const weekdays = { ...errors.weekdays };
  delete weekdays[weekday];
  return { ...errors, weekdays };
}

/** The choices a minutes field offers: the standard ones, and the current value (stored or typed) when it is another. */
export function minuteChoices(standard: readonly number[], current: string): number[] {
  const value = Number(current);
  const isOther = current.trim() !== '' && Number.isInteger(value) && !standard.includes(value);
  return isOther ? [...standard, value].sort((a, b) => a - b) : [...standard];
}
