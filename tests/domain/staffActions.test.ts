// Which console actions a booking offers: the status flow, the invoice, the role, and whether the start has come.
import { describe, expect, it } from 'vitest';
import { hasStarted } from '../../src/domain/booking-status';
import { karachiInstant } from '../../src/domain/format';
import { allowedActions } from '../../src/domain/staff';

describe('allowedActions', () => {
  it('offers no-show only once the start time has passed; start at any time', () => {
    expect(allowedActions('confirmed', 'pending', 'staff', false)).toEqual(['start', 'cancel', 'reschedule', 'mark_paid']);
    expect(allowedActions('confirmed', 'pending', 'staff', true)).toEqual(['start', 'no_show', 'cancel', 'reschedule', 'mark_paid']);
    expect(allowedActions('pending', null, 'admin', false)).toEqual(['confirm', 'cancel', 'reschedule']);
  });
});

describe('hasStarted', () => {
  it('is true from the start minute in Karachi on', () => {
    const start = karachiInstant('2026-11-29', '10:00');
    expect(hasStarted('2026-11-29', '10:00', new Date(start.getTime() - 1))).toBe(false);
    expect(hasStarted('2026-11-29', '10:00', start)).toBe(true);
    expect(hasStarted('2026-11-29', '10:00', new Date('2026-11-29T05:00:01Z'))).toBe(true);
  });
});
