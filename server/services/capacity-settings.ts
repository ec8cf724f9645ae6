// The workshop's bays, start grid, cleanup buffer and opening hours as the console changes them: refused while
// bookings would be misplaced (a bay above the new count, or a visit outside the new hours), recorded in the audit
// log. A new grid or buffer moves no booking: the cells a booking holds stay as they were written.
import { eq, sql } from 'drizzle-orm';
import { todayInKarachi } from '../../src/domain/format';
import type { CapacitySettings } from '../../src/domain/staff';
import type { Database } from '../db/client';
import { workshopSettings } from '../db/schema';
import { recordAudit, type Actor } from './audit';
import { bookingsHoldingSlots, bookingsOutsideHours, type BookingsInTheWay } from './bookings-in-the-way';
import type { WeekPeriods } from './capacity';
import { sameWeek, storeWeek, toWeekHours, weekOf } from './opening-hours';
import type { WorkshopCapacity } from './workshop-settings';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';

/** The settings as the console reads them: closed dates from today on, earliest first. */
export const toCapacitySettings = (capacity: WorkshopCapacity, now: Date): CapacitySettings => {
  const today = todayInKarachi(now);
  return {
    bays: capacity.bays,
    slot_minutes: capacity.slotMinutes,
    buffer_minutes: capacity.bufferMinutes,
    hours: toWeekHours(capacity.week),
    closed_dates: capacity.closedDates.filter((date) => date >= today).map((date) => ({ date, note: capacity.closedNotes[date] ?? '' })),
  };
};

/** What the console sends; a buffer or week left out stays as it is. */
export interface CapacityChange {
  bays: number;
  slotMinutes: number;
  bufferMinutes?: number;
  week?: WeekPeriods;
}

const audited = (settings: { bays: number; slotMinutes: number; bufferMinutes: number; week: WeekPeriods }) => ({
  bays: settings.bays,
  slot_minutes: settings.slotMinutes,
  buffer_minutes: settings.bufferMinutes,
  hours: toWeekHours(settings.week),
});

/**
 * Sets bays, grid, buffer and hours. The settings row stays locked from the check to the commit, and every booking's
 * allocation reads it under a share lock, so no booking can slip in between the check and the change.
 */
export async function changeCapacity(db: Database, actor: Actor, change: CapacityChange, now: Date): Promise<{ changed: boolean } | BookingsInTheWay> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(workshopSettings).where(eq(workshopSettings.id, 1)).for('update');
    if (!current) throw new Error('The workshop settings are missing: read them once (which seeds them) before changing them.');
    const before = { bays: current.bays, slotMinutes: current.slotMinutes, bufferMinutes: current.bufferMinutes, week: await weekOf(tx) };
    const after = { bays: change.bays, slotMinutes: change.slotMinutes, bufferMinutes: change.bufferMinutes ?? before.bufferMinutes, week: change.week ?? before.week };
    const hoursChanged = !sameWeek(before.week, after.week);
    if (before.bays === after.bays && before.slotMinutes === after.slotMinutes && before.bufferMinutes === after.bufferMinutes && !hoursChanged) {
      return { changed: false };
    }
    if (after.bays < before.bays) {
      const lines = await bookingsHoldingSlots(tx, now, after.bays);
      if (lines.length > 0) return { blocked: true, message: workshopMessages.workshop.baysInUse(lines.length, after.bays), lines };
    }
    if (hoursChanged) {
      const lines = await bookingsOutsideHours(tx, now, after.week);
      if (lines.length > 0) return { blocked: true, message: workshopMessages.workshop.hoursInUse(lines.length), lines };
      await storeWeek(tx, after.week);
    }
    await tx
      .update(workshopSettings)
      .set({ bays: after.bays, slotMinutes: after.slotMinutes, bufferMinutes: after.bufferMinutes, updatedAt: sql`now()` })
      .where(eq(workshopSettings.id, 1));
    await recordAudit(tx, actor, { action: 'capacity.update', targetKind: 'capacity', targetId: 'workshop', before: audited(before), after: audited(after) }, now);
    return { changed: true };
  });
}
