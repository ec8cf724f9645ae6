// The labels of the 14-day date grid, shown by the wizard's schedule step and by the reschedule dialog alike.

export const dateGridContent = {
  loadingDates: 'Loading available dates…',
  slots: (count: number) => `${count} slot${count === 1 ? '' : 's'}`,
  fromTime: (time: string) => `from ${time}`,
  fullyBooked: 'Fully booked',
  /** Today once its last start time has passed or been taken: the day is not full, it is over. */
  noTimesLeftToday: 'No times left today',
} as const;
