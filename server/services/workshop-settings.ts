// The workshop's capacity as every rule reads it: bays, slot length and closed dates. The console edits them
// (stored in the database); the environment's BAYS, SLOT_MINUTES and CLOSED_DATES are a new database's defaults.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { closedDates, workshopSettings } from '../db/schema';
import { seedWorkshopSettings } from '../db/seed';
import type { Capacity } from './capacity';

export interface WorkshopCapacity extends Capacity {
  /** The note of each closed date ('' when none). */
  closedNotes: Readonly<Record<string, string>>;
}

export interface WorkshopSettings {
  /**
   * The capacity now; the same object while nothing changed (the date grids compare capacities by identity).
   * Read it before a transaction, never inside one (on the embedded database the transaction holds the only connection).
   */
  capacity(): Promise<WorkshopCapacity>;
  /** Forgets what is kept, after this instance changed the settings. */
  invalidate(): void;
}

/** How long the kept capacity is used before it is read again: bounds how long another instance's change stays unseen. */
export const WORKSHOP_SETTINGS_REFRESH_MS = 2_000;

const capacityOf = (bays: number, slotMinutes: number, closed: ReadonlyArray<readonly [string, string]>): WorkshopCapacity => ({
  bays,
  slotMinutes,
  closedDates: closed.map(([date]) => date),
  closedNotes: Object.fromEntries(closed),
});

/** The settings row and every closed date in one statement; null on a database that has no settings yet. */
async function readStoredCapacity(db: Database): Promise<WorkshopCapacity | null> {
  const [row] = await db
    .select({
      bays: workshopSettings.bays,
      slotMinutes: workshopSettings.slotMinutes,
      closed: sql<string>`(select coalesce(json_agg(json_build_array(${closedDates.date}, ${closedDates.note}) order by ${closedDates.date}), '[]')::text from ${closedDates})`,
    })
    .from(workshopSettings)
    .where(eq(workshopSettings.id, 1));
  if (!row) return null;
  return capacityOf(row.bays, row.slotMinutes, JSON.parse(row.closed) as Array<[string, string]>);
}

const sameCapacity = (a: WorkshopCapacity, b: WorkshopCapacity) =>
  a.bays === b.bays &&
  a.slotMinutes === b.slotMinutes &&
  a.closedDates.length === b.closedDates.length &&
  a.closedDates.every((date, index) => date === b.closedDates[index] && a.closedNotes[date] === b.closedNotes[date]);

/**
 * The capacity stored in the database, kept in memory and read again at most every `refreshMs` (one statement);
 * a database without settings gets the environment's `defaults` first. A read that finds what is kept keeps the
 * same object, so the grids counted from it stay valid.
 */
export function storedWorkshopSettings(db: Database, defaults: Capacity, refreshMs = WORKSHOP_SETTINGS_REFRESH_MS): WorkshopSettings {
  let kept: { capacity: WorkshopCapacity; answer: Promise<WorkshopCapacity>; until: number } | null = null;
  let loading: Promise<WorkshopCapacity> | null = null;
  // Moved on by invalidate(): a load started before a change must not keep what it read.
  let generation = 0;

  const load = async (startedIn: number): Promise<WorkshopCapacity> => {
    let stored = await readStoredCapacity(db);
    if (!stored) {
      await seedWorkshopSettings(db, defaults);
      stored = await readStoredCapacity(db);
      if (!stored) throw new Error('The workshop settings are missing after seeding them.');
    }
    const capacity = kept && sameCapacity(kept.capacity, stored) ? kept.capacity : stored;
    if (startedIn === generation) kept = { capacity, answer: Promise.resolve(capacity), until: performance.now() + refreshMs };
    return capacity;
  };

  return {
    capacity() {
      if (kept && performance.now() < kept.until) return kept.answer;
      if (!loading) {
        const attempt = load(generation).finally(() => {
          if (loading === attempt) loading = null;
        });
        loading = attempt;
      }
      return loading;
    },
    invalidate() {
      generation += 1;
      if (kept) kept.until = 0;
      loading = null;
    },
  };
}
