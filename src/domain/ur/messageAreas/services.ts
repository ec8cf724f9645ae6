import type { Translation } from '../../i18n';
import type { servicesMessages } from '../../messageAreas/services';

export const servicesMessagesUr: Translation<typeof servicesMessages> = {
  services: {
    loadFailed: 'سروسز لوڈ نہیں ہو سکیں۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
    empty: 'اس وقت کوئی سروس دستیاب نہیں۔',
    emptyCategory: (category: string) => `"${category}" کیٹیگری میں کوئی سروس نہیں ملی۔`,
    notFound: 'سروس نہیں ملی',
  },
};
