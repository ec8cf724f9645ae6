// Which bookings still hold a place in the calendar: pending, confirmed or rescheduled, and not yet started.
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import { CHANGEABLE_BOOKING_STATUSES } from '../../src/domain/constants';
import { karachiTimeOfDay, todayInKarachi } from '../../src/domain/format';
import { bookings } from '../db/schema';

/** The condition on `bookings` for a booking that is changeable and starts after `now` (Karachi time). */
export function upcomingBooking(now: Date) {
  const today = todayInKarachi(now);
  return and(
    inArray(bookings.status, [...CHANGEABLE_BOOKING_STATUSES]),
    or(gt(bookings.bookingDate, today), and(eq(bookings.bookingDate, today), gt(bookings.startTime, karachiTimeOfDay(now)))),
  );
}
