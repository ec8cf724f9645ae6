import type { Translation } from '../../i18n';
import type { validationMessages } from '../../messageAreas/validation';

// `field` is the API's own field name (customer_notes, page_size) and stays as it is.
export const validationMessagesUr: Translation<typeof validationMessages> = {
  validation: {
    fieldRequired: (field: string) => `${field} ضروری ہے۔`,
    fieldMustBe: (field: string, expected: string) => `${field} ${expected} ہونا چاہیے۔`,
    fieldTooLong: (field: string, max: number) => `${field} زیادہ سے زیادہ ${max} حروف کا ہو سکتا ہے۔`,
    fieldInvalid: (field: string) => `${field} درست نہیں۔`,
    flagInvalid: (field: string) => `${field} کی قدر true یا false ہونی چاہیے`,
    requestBody: 'درخواست کا مواد',
    expected: {
      string: 'متن',
      number: 'عدد',
      boolean: 'true یا false',
      object: 'آبجیکٹ',
      array: 'فہرست',
      oneOf: (options: string) => `${options} میں سے کوئی ایک`,
    },
  },
};
