// Urdu of the Page Not Found page.
import type { Translation } from '../../i18n';
import type * as english from '../../notFoundContent';

export const notFoundContent: Translation<typeof english.notFoundContent> = {
  text: 'آپ جو صفحہ تلاش کر رہے ہیں وہ موجود نہیں یا کہیں اور منتقل ہو چکا ہے۔ یہ رہے چند لنکس جن سے آپ دوبارہ صحیح جگہ پہنچ سکتے ہیں۔',
  goHome: 'ہوم پیج پر جائیں',
  goBack: 'واپس جائیں',
  ourServices: 'ہماری سروسز',
  bookService: 'سروس بک کریں',
  contactUs: 'ہم سے رابطہ کریں',
};
