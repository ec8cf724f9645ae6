// The booking status flow (DESIGN.md, Server rules): the one place that says which status may follow which.
import { BOOKING_STATUS_LABELS, type BookingStatus } from './constants';
import { karachiInstant } from './format';
import { messages } from './messages';

const NEXT: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled', 'rescheduled', 'no_show'],
  confirmed: ['in_progress', 'cancelled', 'rescheduled', 'no_show'],
  // Rescheduled behaves like pending; it may be rescheduled again.
  rescheduled: ['confirmed', 'in_progress', 'cancelled', 'rescheduled', 'no_show'],
  in_progress: ['completed'],
  completed: [],
  cancelled: [],
  no_show: [],
};

export const canTransition = (from: BookingStatus, to: BookingStatus): boolean => NEXT[from].includes(to);

/** Null when allowed, else the sentence naming both statuses. */
export const transitionProblem = (from: BookingStatus, to: BookingStatus): string | null =>
  canTransition(from, to) ? null : messages.booking.invalidTransition(BOOKING_STATUS_LABELS[from], BOOKING_STATUS_LABELS[to]);

/** Whether a booking's start (a Karachi date and HH:MM) has come at `now`: only then can it be a no-show. */
export const hasStarted = (date: string, startTime: string, now: Date): boolean => karachiInstant(date, startTime).getTime() <= now.getTime();

/** Cancelled and no-show bookings give their slots back to the workshop. */
export const freesSlots = (status: BookingStatus): boolean => status === 'cancelled' || status === 'no_show';

/** Badge tone of each status; an unknown status takes pending styling (spec §4). Rescheduled has its own, apart from pending. */
export type StatusTone = 'pending' | 'rescheduled' | 'confirmed' | 'progress' | 'completed' | 'cancelled';
export const statusToneOf = (status: string): StatusTone => {
  const tones: Partial<Record<BookingStatus, StatusTone>> = {
    rescheduled: 'rescheduled',
    confirmed: 'confirmed',
    in_progress: 'progress',
    completed: 'completed',
    cancelled: 'cancelled',
    no_show: 'cancelled',
  };
  return tones[status as BookingStatus] ?? 'pending';
};
