// How a field that fails the shared schemas is named to the client (forms and API alike), when the spec gives
// no sentence of its own.

export const validationMessages = {
  validation: {
    fieldRequired: (field: string) => `${field} is required.`,
    fieldMustBe: (field: string, expected: string) => `${field} must be ${expected}.`,
    fieldTooLong: (field: string, max: number) => `${field} can be at most ${max} characters.`,
    fieldInvalid: (field: string) => `${field} is invalid.`,
  },
} as const;
