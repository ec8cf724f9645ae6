// What every booking rule is given: the capacity, the clock, the customer's limits and the mails' details.
import type { BookingSource } from '../../src/domain/constants';
import type { MailContext } from '../mail/types';
import type { Capacity } from './capacity';

export interface BookingContext {
  capacity: Capacity;
  taxRate: number;
  now: Date;
  /** Upcoming pending, confirmed or rescheduled bookings one customer may hold. */
  maxActiveBookings: number;
  /** Minutes before the start after which a customer can no longer cancel or reschedule online (0: until the start). */
  changeCutoffMinutes: number;
  /** The workshop's phone number, named when a change is too late to make online. */
  companyPhone: string;
  /** The workshop and app details of the mails a booking's changes queue. */
  mail: MailContext;
  /** Told of each new booking once its transaction has committed (the metrics' count by source). */
  bookingCreated?: (source: BookingSource) => void;
}

/** Tax contained in a tax-inclusive price. */
export const taxIncluded = (price: number, rate: number) => Math.round((price * rate) / (1 + rate));
