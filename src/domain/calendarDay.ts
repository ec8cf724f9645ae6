// How one day of a date grid reads, in the language in force: its short weekday, day and month as shown, and the long
// date a screen reader says (Urdu as written in Pakistan, with Latin digits; English as en-GB).
import { dateFormatsPerLanguage, utcDay } from './dateFormats';

export interface CalendarDayLabel {
  weekday: string;
  day: string;
  month: string;
  /** "Saturday 5 December", read instead of the short parts. */
  spoken: string;
}

const formats = dateFormatsPerLanguage<keyof CalendarDayLabel>({
  weekday: { weekday: 'short' },
  day: { day: 'numeric' },
  month: { month: 'short' },
  spoken: { weekday: 'long', day: 'numeric', month: 'long' },
});

/** The labels of a YYYY-MM-DD day in the language in force. */
export function calendarDayLabel(isoDate: string): CalendarDayLabel {
  const { weekday, day, month, spoken } = formats();
  const date = utcDay(isoDate);
  return { weekday: weekday.format(date), day: day.format(date), month: month.format(date), spoken: spoken.format(date) };
}
