// The owner's reports: what the server answers about a period it cannot report on.
import { REPORT_MAX_DAYS } from '../reportsWire';

export const reportMessages = {
  reports: {
    dateInvalid: (field: 'from' | 'to') => `${field === 'from' ? 'The start' : 'The end'} of the period must be a date written YYYY-MM-DD.`,
    fromAfterTo: 'The start of the period must not be after its end.',
    rangeTooLong: `A report covers at most ${REPORT_MAX_DAYS} days (3 years). Choose a shorter period.`,
    exportUnknown: 'There is no such export. Choose bookings, services, days, bays or hours.',
  },
} as const;
