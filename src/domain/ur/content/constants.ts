// Urdu of the texts in constants.ts: the marketing figures, the workshop's sentences, the booking statuses.
import type * as english from '../../constants';
import type { Translation } from '../../i18n';

export const MARKETING_STATS: Translation<typeof english.MARKETING_STATS> = [
  { figure: 'customers', label: 'مطمئن گاہک' },
  { figure: 'years', label: 'سال کا تجربہ' },
  { figure: 'technicians', label: 'ماہر ٹیکنیشنز' },
  { figure: 'cars', label: 'گاڑیوں کی ڈیٹیلنگ' },
];

export const WORKSHOP: Translation<typeof english.WORKSHOP> = {
  hours: 'پیر تا اتوار، صبح 8 بجے سے رات 8 بجے تک',
  replyPromise: 'ہم 2 گھنٹے کے اندر جواب دیتے ہیں',
  paymentNote: 'ادائیگی سروس کے وقت وصول کی جاتی ہے (نقد، کارڈ یا ڈیجیٹل والٹ کے ذریعے)۔',
};

export const BOOKING_STATUS_LABELS: Translation<typeof english.BOOKING_STATUS_LABELS> = {
  pending: 'زیرِ التوا',
  confirmed: 'تصدیق شدہ',
  in_progress: 'کام جاری',
  completed: 'مکمل',
  cancelled: 'منسوخ',
  no_show: 'غیر حاضر',
  rescheduled: 'وقت تبدیل شدہ',
};
