// The service editor's form apart from its chart: the values as typed, the service they stand for, and the errors of
// the shared catalogue schema per field and per item row.
import { ApiError } from '../api/client';
import { SERVICE_CATEGORIES } from '../domain/constants';
import { ServiceEditorForm } from '../domain/console/workshopForms';
import { validate } from '../domain/schemas';
import type { ServiceInput } from '../domain/serviceInput';
import type { ConsoleService } from '../domain/staff';
import { firstErrorPerField, type FieldErrorsOf } from './formErrors';

export const SERVICE_TEXT_FIELDS = ['id', 'name', 'description', 'category', 'kind', 'price', 'originalPrice', 'duration_minutes'] as const;
export type ServiceTextField = (typeof SERVICE_TEXT_FIELDS)[number];
export type ServiceFieldErrors = FieldErrorsOf<ServiceTextField>;

export interface ServiceItemValues {
  id: string;
  name: string;
}
export type ServiceItemPart = keyof ServiceItemValues;

export type ServiceFormValues = Record<ServiceTextField, string> & { is_active: boolean; items: ServiceItemValues[] };

/** The error of each item row that has one, by row. */
export type ItemErrors = Record<number, string>;

export const emptyServiceValues: ServiceFormValues = {
  id: '',
  name: '',
  description: '',
  category: SERVICE_CATEGORIES[0],
  kind: 'service',
  price: '',
  originalPrice: '',
  duration_minutes: '',
  is_active: true,
  items: [],
};

/** The form filled with a stored service. */
export const serviceValuesOf = (service: ConsoleService): ServiceFormValues => ({
  id: service.id,
  name: service.name,
  description: service.description,
  category: service.category,
  kind: service.kind,
  price: String(service.price),
  originalPrice: service.originalPrice === null ? '' : String(service.originalPrice),
  duration_minutes: String(service.duration_minutes),
  is_active: service.is_active,
  items: service.items.map(({ id, name }) => ({ id, name })),
});

/** A number typed in a field; left empty it is missing (the schema says it is required). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/**
 * What the form sends: the fields as the schema reads them. No sort order: the server keeps the stored one.
 * (Numbers left empty are missing, so the schema names them.)
 */
export const serviceRequestOf = (values: ServiceFormValues) => ({
  id: values.id.trim(),
  name: values.name.trim(),
  description: values.description.trim(),
  category: values.category,
  kind: values.kind,
  price: numberOf(values.price),
  originalPrice: numberOf(values.originalPrice) ?? null,
  duration_minutes: numberOf(values.duration_minutes),
  is_active: values.is_active,
  items: values.items.map((item) => ({ id: item.id.trim(), name: item.name.trim() })),
});

const ITEM_PATH = /^items\.(\d+)\./;

/** The first error of each item row, from errors keyed by path (`items.2.name`). */
function itemErrorsOf(errors: Record<string, string[]>): ItemErrors {
  const rows: ItemErrors = {};
  for (const [path, texts] of Object.entries(errors)) {
    const row = ITEM_PATH.exec(path)?.[1];
    if (row !== undefined && texts[0] && !(Number(row) in rows)) rows[Number(row)] = texts[0];
  }
  return rows;
}

export interface ServiceFormErrors {
  fieldErrors: ServiceFieldErrors;
  itemErrors: ItemErrors;
}

/** An item row's error (`items.0.id`) belongs to its row, not to the service's own field of the same name. */
const withoutItemPaths = (errors: Record<string, string[]>) => Object.fromEntries(Object.entries(errors).filter(([path]) => !ITEM_PATH.test(path)));

const errorsOf = (errors: Record<string, string[]>): ServiceFormErrors => ({
  fieldErrors: firstErrorPerField(withoutItemPaths(errors), SERVICE_TEXT_FIELDS),
  itemErrors: itemErrorsOf(errors),
});

/** What the form shows for its values, checked with the catalogue's schema; none when it may be sent. */
export function serviceFormErrorsOf(values: ServiceFormValues): ServiceFormErrors {
  const result = validate(ServiceEditorForm, serviceRequestOf(values));
  return result.ok ? { fieldErrors: {}, itemErrors: {} } : errorsOf(result.errors);
}

export const isServiceFormValid = (values: ServiceFormValues) => {
  const { fieldErrors, itemErrors } = serviceFormErrorsOf(values);
  return Object.keys(fieldErrors).length === 0 && Object.keys(itemErrors).length === 0;
};

/** The request of a valid form: the schema's output, without the sort order it fills in. */
export function serviceInputOf(values: ServiceFormValues): Omit<ServiceInput, 'sort_order'> {
  const result = validate(ServiceEditorForm, serviceRequestOf(values));
  if (!result.ok) throw new Error('serviceInputOf: the form is not valid');
  const { sort_order: _filledIn, ...input } = result.value;
  return input;
}

/** The field and row errors of a refused save (the server's 400 names them). */
export const serviceFailureErrorsOf = (error: unknown): ServiceFormErrors =>
  error instanceof ApiError ? errorsOf(error.fieldErrors) : { fieldErrors: {}, itemErrors: {} };
