// Pure rules: the booking status flow and the capacity arithmetic.
import { describe, expect, it } from 'vitest';
import { canTransition, freesSlots, transitionProblem } from '../../src/domain/booking-status';
import { BOOKING_STATUSES, type BookingStatus } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import { freeStarts, karachiMinutes, slotKey, slotOfTime, slotsNeeded, slotsPerDay, slotTime } from '../../server/services/capacity';
import { taxIncluded } from '../../server/services/booking-context';

describe('booking status flow', () => {
  const allowed: Record<BookingStatus, BookingStatus[]> = {
    pending: ['confirmed', 'cancelled', 'rescheduled', 'no_show'],
    confirmed: ['in_progress', 'cancelled', 'rescheduled', 'no_show'],
    rescheduled: ['confirmed', 'in_progress', 'cancelled', 'rescheduled', 'no_show'],
    in_progress: ['completed'],
    completed: [],
    cancelled: [],
    no_show: [],
  };

  it.each(BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    const expected = allowed[from].includes(to);
    expect(canTransition(from, to)).toBe(expected);
    expect(transitionProblem(from, to)).toEqual(expected ? null : expect.stringContaining('cannot be changed to'));
  });

  it('names both statuses in the refusal', () => {
    expect(transitionProblem('completed', 'cancelled')).toBe(messages.booking.invalidTransition('Completed', 'Cancelled'));
    expect(transitionProblem('completed', 'cancelled')).toBe('A booking that is Completed cannot be changed to Cancelled.');
  });

  it('gives slots back only for cancelled and no-show', () => {
    expect(BOOKING_STATUSES.filter(freesSlots)).toEqual(['cancelled', 'no_show']);
  });
});

describe('capacity', () => {
  const capacity = { bays: 2, slotMinutes: 120, closedDates: ['2026-12-25'] };
  // 10:30 in Karachi on 22 November 2026.
  const now = new Date('2026-11-22T05:30:00Z');

  it('derives slots and times from the configuration', () => {
    expect(slotsPerDay(capacity)).toBe(6);
    expect(slotsPerDay({ ...capacity, slotMinutes: 90 })).toBe(8);
    expect(slotsNeeded(120, capacity)).toBe(1);
    expect(slotsNeeded(121, capacity)).toBe(2);
    expect(slotsNeeded(480, capacity)).toBe(4);
    expect(slotTime(0, capacity)).toBe('08:00');
    expect(slotTime(6, capacity)).toBe('20:00');
    expect(slotOfTime('14:00', capacity)).toBe(3);
    expect(slotOfTime('09:00', capacity)).toBeNull();
    expect(slotOfTime('20:00', capacity)).toBeNull();
    expect(slotOfTime('06:00', capacity)).toBeNull();
    expect(karachiMinutes(now)).toBe(10 * 60 + 30);
    expect(karachiMinutes(new Date('2026-11-22T20:00:00Z'))).toBe(60);
  });

  it('counts free (bay, start) pairs, skipping past times today, closed and past days', () => {
    expect(freeStarts('2026-11-23', new Set(), 1, capacity, now)).toHaveLength(12);
    expect(freeStarts('2026-11-22', new Set(), 1, capacity, now)).toHaveLength(8);
    expect(freeStarts('2026-11-22', new Set(), 1, capacity, now)[0]).toEqual({ bay: 1, slot: 2 });
    expect(freeStarts('2026-11-21', new Set(), 1, capacity, now)).toEqual([]);
    expect(freeStarts('2026-12-25', new Set(), 1, capacity, now)).toEqual([]);
    // A two-slot service: 5 starts per bay; one occupied slot in the middle of bay 1 removes two of them.
    expect(freeStarts('2026-11-23', new Set(), 2, capacity, now)).toHaveLength(10);
    expect(freeStarts('2026-11-23', new Set([slotKey(1, 2)]), 2, capacity, now)).toHaveLength(8);
  });

  it('takes the tax out of a tax-inclusive price', () => {
    expect(taxIncluded(2500, 0.18)).toBe(381);
    expect(taxIncluded(85000, 0.18)).toBe(12966);
    expect(taxIncluded(1000, 0)).toBe(0);
  });
});
