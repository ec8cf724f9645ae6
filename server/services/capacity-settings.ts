// The workshop's bays and slot length as the console changes them: refused while bookings would be misplaced (a bay
// above the new count, or any slot at all when the slot length changes), recorded in the audit log.
import { eq, sql } from 'drizzle-orm';
import { todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { CapacitySettings } from '../../src/domain/staff';
import type { Database } from '../db/client';
import { workshopSettings } from '../db/schema';
import { recordAudit, type Actor } from './audit';
import { relayBlocks } from './bay-blocks';
import { bookingsHoldingSlots, type BookingsInTheWay } from './bookings-in-the-way';
import type { WorkshopCapacity } from './workshop-settings';

/** The settings as the console reads them: closed dates from today on, earliest first. */
export const toCapacitySettings = (capacity: WorkshopCapacity, now: Date): CapacitySettings => {
  const today = todayInKarachi(now);
  return {
    bays: capacity.bays,
    slot_minutes: capacity.slotMinutes,
    closed_dates: capacity.closedDates.filter((date) => date >= today).map((date) => ({ date, note: capacity.closedNotes[date] ?? '' })),
  };
};

export interface CapacityChange {
  bays: number;
  slotMinutes: number;
}

/**
 * Sets bays and slot length. The settings row stays locked from the check to the commit, and every booking's
 * allocation reads it under a share lock, so no booking can slip in between the check and the change.
 */
export async function changeCapacity(db: Database, actor: Actor, change: CapacityChange, now: Date): Promise<{ changed: boolean } | BookingsInTheWay> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(workshopSettings).where(eq(workshopSettings.id, 1)).for('update');
    if (!current) throw new Error('The workshop settings are missing: read them once (which seeds them) before changing them.');
    if (current.bays === change.bays && current.slotMinutes === change.slotMinutes) return { changed: false };
    if (current.slotMinutes !== change.slotMinutes) {
      const lines = await bookingsHoldingSlots(tx, now);
      if (lines.length > 0) return { blocked: true, message: messages.workshop.slotLengthInUse(lines.length), lines };
    } else if (change.bays < current.bays) {
      const lines = await bookingsHoldingSlots(tx, now, change.bays);
      if (lines.length > 0) return { blocked: true, message: messages.workshop.baysInUse(lines.length, change.bays), lines };
    }
    await tx.update(workshopSettings).set({ bays: change.bays, slotMinutes: change.slotMinutes, updatedAt: sql`now()` }).where(eq(workshopSettings.id, 1));
    if (current.slotMinutes !== change.slotMinutes) await relayBlocks(tx, { bays: change.bays, slotMinutes: change.slotMinutes, closedDates: [] }, now);
    await recordAudit(
      tx,
      actor,
      {
        action: 'capacity.update',
        targetKind: 'capacity',
        targetId: 'workshop',
        before: { bays: current.bays, slot_minutes: current.slotMinutes },
        after: { bays: change.bays, slot_minutes: change.slotMinutes },
      },
      now,
    );
    return { changed: true };
  });
}
