import type { Translation } from '../../i18n';
import type { shellMessages } from '../../messageAreas/shell';

export const shellMessagesUr: Translation<typeof shellMessages> = {
  boundary: {
    title: 'کچھ غلط ہو گیا',
    detail: 'ایک غیر متوقع خرابی پیش آئی',
    reload: 'صفحہ دوبارہ لوڈ کریں',
    routerFallback: 'ایپ میں غیر متوقع خرابی',
  },
  notFound: { title: 'صفحہ نہیں ملا' },
};
