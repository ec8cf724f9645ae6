// The availability grid's rule, shared by every date picker (the booking wizard, rescheduling in My Bookings).
import { todayInKarachi } from './format';
import type { AvailableDate } from './types';

/** A day that can be booked: the workshop works that day and the service still fits in a free slot. */
export const isBookableDay = (day: Pick<AvailableDate, 'available' | 'slots_available'>): boolean => day.available && day.slots_available > 0;

/** Whether `date` is a day of the grid that can be booked. */
export const isBookableIn = (days: ReadonlyArray<Pick<AvailableDate, 'date' | 'available' | 'slots_available'>>, date: string | null): boolean =>
  days.some((day) => day.date === date && isBookableDay(day));

/** What an unbookable day of the grid says: today has simply run out of times; another day is full. */
export const unbookableDayText = (date: string, today: string = todayInKarachi()): 'noTimesLeftToday' | 'fullyBooked' =>
  date === today ? 'noTimesLeftToday' : 'fullyBooked';
