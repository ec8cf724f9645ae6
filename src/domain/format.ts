import { CURRENCY, KARACHI_UTC_OFFSET_MINUTES, SHORT_ID_LENGTH } from './constants';
import { INTL_LOCALE, translatable } from './i18n';

const moneyFormatter = new Intl.NumberFormat(INTL_LOCALE.en.number, { maximumFractionDigits: 0 });
const longDateFormatter = new Intl.DateTimeFormat(INTL_LOCALE.en.date, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** The text-making formatters in English; the exported functions below read them in the language in force. */
export const formatters = translatable('formatters', {
  money: (amount: number) => `${CURRENCY} ${moneyFormatter.format(Math.round(amount))}`,
  category: (category: string) => {
    const spaced = category.replace('_', ' ');
    return spaced.charAt(0).toUpperCase() + spaced.slice(1);
  },
  longDate: (isoDate: string) => longDateFormatter.format(new Date(`${isoDate}T00:00:00Z`)),
  today: 'Today',
  tomorrow: 'Tomorrow',
  time: (time: string) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    const suffix = hours >= 12 ? 'PM' : 'AM';
    return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
  },
} as const);

/** "PKR 12,500" — integer rupees with locale grouping. */
export const formatMoney = (amount: number) => formatters.money(amount);

/** Last 8 characters of an id, uppercased (booking and invoice numbers). */
export const shortId = (id: string) => id.slice(-SHORT_ID_LENGTH).toUpperCase();

/** "full_detailing" → "Full detailing": first letter capitalised, first underscore replaced by a space. */
export const categoryLabel = (category: string) => formatters.category(category);

/** Rounded discount percent, or 0 when there is no discount. */
export const discountPercent = (price: number, originalPrice?: number | null) =>
  originalPrice && originalPrice > price ? Math.round(((originalPrice - price) / originalPrice) * 100) : 0;

/** Today's date in the workshop's zone as YYYY-MM-DD (Karachi is UTC+5 all year; arithmetic, because building an
 * Intl formatter per call cost ~0.3 ms and the availability grid asks for today once per date). */
export const todayInKarachi = (now: Date = new Date()) => karachiWallClock(now).slice(0, 10);

/** An instant as the workshop's clock reads it, written like an ISO timestamp ('2026-11-22T10:30:00.000Z' for 05:30 UTC). */
export const karachiWallClock = (instant: Date) => new Date(instant.getTime() + KARACHI_UTC_OFFSET_MINUTES * 60_000).toISOString();

/** 'HH:MM' on the workshop's clock now. */
export const karachiTimeOfDay = (now: Date) => karachiWallClock(now).slice(11, 16);

/** The instant a workshop date and time ('YYYY-MM-DD', 'HH:MM') stand for. */
export const karachiInstant = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00Z`) - KARACHI_UTC_OFFSET_MINUTES * 60_000);

/** Adds whole days to a YYYY-MM-DD date. */
export const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** "Monday, 24 November 2026" for a YYYY-MM-DD date. */
export const formatLongDate = (isoDate: string) => formatters.longDate(isoDate);

/** "Today", "Tomorrow" or "Monday, 24 November 2026" for a YYYY-MM-DD date in the workshop's zone. */
export const formatBookingDate = (isoDate: string, now: Date = new Date()) => {
  const today = todayInKarachi(now);
  if (isoDate === today) return formatters.today;
  if (isoDate === addDays(today, 1)) return formatters.tomorrow;
  return formatLongDate(isoDate);
};

/** "14:00" → "2:00 PM". */
export const formatTime = (time: string) => formatters.time(time);

/** A map search for an address (the contact page's "Get directions"). */
export const mapsUrl = (address: string) => `https://maps.google.com/?q=${encodeURIComponent(address)}`;
