// How a field that fails the shared schemas is named to the client (forms and API alike), when the spec gives
// no sentence of its own.
import { translatable } from '../i18n';

export const validationMessages = translatable('validationMessages', {
  validation: {
    fieldRequired: (field: string) => `${field} is required.`,
    fieldMustBe: (field: string, expected: string) => `${field} must be ${expected}.`,
    fieldTooLong: (field: string, max: number) => `${field} can be at most ${max} characters.`,
    fieldInvalid: (field: string) => `${field} is invalid.`,
    /** A true/false field holding something else (the API's `remember`, `is_default`). */
    flagInvalid: (field: string) => `${field} must be true or false`,
    /** How the whole body is named when it, not one of its fields, is wrong. */
    requestBody: 'The request body',
    /** What a value must be, by the type valibot expected (the `expected` of fieldMustBe). */
    expected: {
      string: 'text',
      number: 'a number',
      boolean: 'true or false',
      object: 'an object',
      array: 'a list',
      oneOf: (options: string) => `one of ${options}`,
    },
  },
} as const);
