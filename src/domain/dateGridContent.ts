// The labels of the 14-day date grid and of a day's start times, shown by the wizard and the reschedule dialog alike.
import { translatable } from './i18n';

export const dateGridContent = translatable('dateGridContent', {
  loadingDates: 'Loading available dates…',
  /** A day's long date as a screen reader says it, before its free slots. */
  spokenDay: (date: string) => `${date}, `,
  slots: (count: number) => `${count} slot${count === 1 ? '' : 's'}`,
  fullyBooked: 'Fully booked',
  /** Today once its last start time has passed or been taken: the day is not full, it is over. */
  noTimesLeftToday: 'No times left today',
  timeLegend: (date: string) => `Start time — ${date}`,
  loadingTimes: 'Loading available times…',
  /** Beside a start time another booking holds. */
  timeTaken: 'Taken',
  noTimesLeft: 'Every start time on this day has been taken meanwhile. Please choose another day.',
  chooseAnotherDay: 'Choose another day',
} as const);
