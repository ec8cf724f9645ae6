// Urdu of the date grid's and start times' labels (the wizard and the reschedule dialog).
import type * as english from '../../dateGridContent';
import type { Translation } from '../../i18n';

export const dateGridContent: Translation<typeof english.dateGridContent> = {
  loadingDates: 'دستیاب تاریخیں لوڈ ہو رہی ہیں…',
  spokenDay: (date) => `${date}، `,
  slots: (count) => `${count} ${count === 1 ? 'وقت' : 'اوقات'} خالی`,
  fullyBooked: 'مکمل بک',
  noTimesLeftToday: 'آج کوئی وقت باقی نہیں',
  timeLegend: (date) => `شروع ہونے کا وقت — ${date}`,
  loadingTimes: 'دستیاب اوقات لوڈ ہو رہے ہیں…',
  timeTaken: 'بک ہو چکا',
  noTimesLeft: 'اس دوران اس دن کے تمام اوقات بک ہو چکے ہیں۔ براہِ کرم کوئی اور دن منتخب کریں۔',
  chooseAnotherDay: 'کوئی اور دن منتخب کریں',
};
