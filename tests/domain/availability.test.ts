import { describe, expect, it } from 'vitest';
import { isBookableDay, unbookableDayText } from '../../src/domain/availability';
import { dateGridContent } from '../../src/domain/dateGridContent';

describe('the date grid', () => {
  it('says today has no times left, and another day is fully booked', () => {
    expect(dateGridContent[unbookableDayText('2026-11-23', '2026-11-23')]).toBe('No times left today');
    expect(dateGridContent[unbookableDayText('2026-11-24', '2026-11-23')]).toBe('Fully booked');
  });

  it('books only a working day with a free place', () => {
    expect(isBookableDay({ available: true, slots_available: 2 })).toBe(true);
    expect(isBookableDay({ available: true, slots_available: 0 })).toBe(false);
    expect(isBookableDay({ available: false, slots_available: 3 })).toBe(false);
  });
});
