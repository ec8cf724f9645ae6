// Urdu of the text-making formatters: dates and PKR for ur-PK with Latin digits, times by part of the day.
import { CURRENCY, SERVICE_CATEGORIES } from '../../constants';
import type * as english from '../../format';
import { INTL_LOCALE, type Translation } from '../../i18n';

const moneyFormatter = new Intl.NumberFormat(INTL_LOCALE.ur.number, { maximumFractionDigits: 0 });
const longDateFormatter = new Intl.DateTimeFormat(INTL_LOCALE.ur.date, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

const CATEGORY_NAMES = new Map<string, string>([
  ['exterior', 'بیرونی صفائی'],
  ['interior', 'اندرونی صفائی'],
  ['full_detailing', 'مکمل ڈیٹیلنگ'],
  ['protection', 'پینٹ پروٹیکشن'],
  ['add_ons', 'اضافی سروسز'],
] satisfies [(typeof SERVICE_CATEGORIES)[number], string][]);

/** How a clock hour is spoken of: 9 → صبح, 14 → دوپہر, 18 → شام, 21 → رات. */
const partOfDay = (hours: number) => {
  if (hours >= 4 && hours < 12) return 'صبح';
  if (hours >= 12 && hours < 16) return 'دوپہر';
  if (hours >= 16 && hours < 20) return 'شام';
  return 'رات';
};

export const formatters: Translation<typeof english.formatters> = {
  money: (amount) => `${CURRENCY} ${moneyFormatter.format(Math.round(amount))}`,
  category: (category) => CATEGORY_NAMES.get(category) ?? category.replaceAll('_', ' '),
  longDate: (isoDate) => longDateFormatter.format(new Date(`${isoDate}T00:00:00Z`)),
  today: 'آج',
  tomorrow: 'کل',
  time: (time) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    return `${partOfDay(hours)} ${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`;
  },
};
