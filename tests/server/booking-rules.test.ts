// Pure rules: the booking status flow and the capacity arithmetic.
import { describe, expect, it } from 'vitest';
import { canTransition, freesSlots, transitionProblem } from '../../src/domain/booking-status';
import { BOOKING_STATUSES, type BookingStatus } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import { clockTimeOf } from '../../src/domain/clockTime';
import { cellKey, cellsOf, DEFAULT_WEEK, freeStarts, gridStarts, holdOf, karachiMinutes, weekdayOf } from '../../server/services/capacity';
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
  const capacity = { bays: 2, slotMinutes: 120, bufferMinutes: 0, week: DEFAULT_WEEK, closedDates: ['2026-12-25'] };
  // 10:30 in Karachi on 22 November 2026 (a Sunday).
  const now = new Date('2026-11-22T05:30:00Z');
  const starts = (found: ReturnType<typeof freeStarts>) => found.map(({ bay, hold }) => `${bay} ${clockTimeOf(hold.start)}`);

  it('derives the grid, the cells and the weekday from the configuration', () => {
    expect(gridStarts(DEFAULT_WEEK[0] ?? [], capacity).map(clockTimeOf)).toEqual(['08:00', '10:00', '12:00', '14:00', '16:00', '18:00']);
    expect(gridStarts([{ opens: 480, closes: 780 }, { opens: 870, closes: 1200 }], { ...capacity, slotMinutes: 90 }).map(clockTimeOf)).toEqual([
      '08:00', '09:30', '11:00', '12:30', '14:30', '16:00', '17:30', '19:00',
    ]);
    expect(cellsOf(8 * 60, 8 * 60 + 30)).toEqual([96, 97, 98, 99, 100, 101]);
    expect(cellsOf(14 * 60 + 14, 14 * 60 + 20)).toEqual([170, 171]);
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-22')).toBe(7);
    expect(karachiMinutes(now)).toBe(10 * 60 + 30);
    expect(karachiMinutes(new Date('2026-11-22T20:00:00Z'))).toBe(60);
  });

  it('holds the visit and the buffer inside one opening period, the buffer clipped at its close', () => {
    const periods = [{ opens: 480, closes: 780 }, { opens: 870, closes: 1200 }];
    const withBuffer = { ...capacity, bufferMinutes: 15 };
    expect(holdOf(600, 30, periods, withBuffer)).toEqual({ start: 600, visitEnd: 630, holdEnd: 645 });
    expect(holdOf(750, 30, periods, withBuffer)).toEqual({ start: 750, visitEnd: 780, holdEnd: 780 });
    expect(holdOf(760, 30, periods, withBuffer)).toBeNull();
    expect(holdOf(1020, 180, periods, withBuffer)).toEqual({ start: 1020, visitEnd: 1200, holdEnd: 1200 });
    expect(holdOf(1080, 180, periods, withBuffer)).toBeNull();
  });

  it('counts free (bay, start) pairs, skipping past times today, closed and past days', () => {
    expect(freeStarts('2026-11-23', new Set(), 120, capacity, now)).toHaveLength(12);
    expect(freeStarts('2026-11-22', new Set(), 120, capacity, now)).toHaveLength(8);
    expect(starts(freeStarts('2026-11-22', new Set(), 120, capacity, now))[0]).toBe('1 12:00');
    expect(freeStarts('2026-11-21', new Set(), 120, capacity, now)).toEqual([]);
    expect(freeStarts('2026-12-25', new Set(), 120, capacity, now)).toEqual([]);
    // A four-hour visit: 5 starts per bay; a taken cell at 12:00 in bay 1 removes the two starts (10:00, 12:00) whose visit covers it.
    expect(freeStarts('2026-11-23', new Set(), 240, capacity, now)).toHaveLength(10);
    expect(freeStarts('2026-11-23', new Set([cellKey(1, (12 * 60) / 5)]), 240, capacity, now)).toHaveLength(8);
  });

  it('offers nothing on a weekday the workshop does not open', () => {
    const mondaysOff = { ...capacity, week: [[], ...DEFAULT_WEEK.slice(1)] };
    expect(freeStarts('2026-11-23', new Set(), 120, mondaysOff, now)).toEqual([]);
    expect(freeStarts('2026-11-24', new Set(), 120, mondaysOff, now)).toHaveLength(12);
  });

  it('takes the tax out of a tax-inclusive price', () => {
    expect(taxIncluded(2500, 0.18)).toBe(381);
    expect(taxIncluded(85000, 0.18)).toBe(12966);
    expect(taxIncluded(1000, 0)).toBe(0);
  });
});
