// One way every form machine gets its field errors: the first sentence per field, from the shared valibot schema
// (the same checks the server runs) before sending, or from the server's 400 after.
import type * as v from 'valibot';
import { ApiError } from '../api/client';
import { validate } from '../domain/schemas';

export type FieldErrorsOf<Field extends string> = Partial<Record<Field, string>>;

/** The errors of `field`: under its own name, else under a nested path ending with it (`billingAddress.pincode`). */
const errorsOfField = (errors: Record<string, string[]>, field: string): string[] | undefined =>
  errors[field] ?? Object.entries(errors).find(([path]) => path.endsWith(`.${field}`))?.[1];

/** The first text of each known field's list of errors. */
export function firstErrorPerField<Field extends string>(errors: Record<string, string[]>, fields: readonly Field[]): FieldErrorsOf<Field> {
  const result: FieldErrorsOf<Field> = {};
  for (const field of fields) {
    const first = errorsOfField(errors, field)?.[0];
    if (first) result[field] = first;
  }
  return result;
}

/** What the form shows under each field for `values`, checked with the schema the server uses too. */
export function fieldErrorsOf<Field extends string>(schema: v.GenericSchema, values: unknown, fields: readonly Field[]): FieldErrorsOf<Field> {
  const result = validate(schema, values);
  return result.ok ? {} : firstErrorPerField(result.errors, fields);
}

/** The field errors of a failed request (the server's 400 names them), or none. */
export const fieldErrorsOfFailure = <Field extends string>(error: unknown, fields: readonly Field[]): FieldErrorsOf<Field> =>
  error instanceof ApiError ? firstErrorPerField(error.fieldErrors, fields) : {};

/** The errors without `field`'s; the same object when it had none, so selectors do not see a change. */
export function withoutFieldError<Field extends string>(errors: FieldErrorsOf<Field>, field: NoInfer<Field>): FieldErrorsOf<Field> {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}
