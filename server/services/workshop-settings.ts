// The workshop's capacity as every rule reads it: bays, slot length and closed dates. The console edits them
// (stored in the database); the environment's BAYS, SLOT_MINUTES and CLOSED_DATES are a new database's defaults.
import type { Capacity } from './capacity';

export interface WorkshopCapacity extends Capacity {
  /** The note of each closed date ('' when none). */
  closedNotes: Readonly<Record<string, string>>;
}

export interface WorkshopSettings {
  /** The capacity now; the same object while nothing changed (the date grids compare capacities by identity). */
  capacity(): Promise<WorkshopCapacity>;
  /** Forgets what is kept, after this instance changed the settings. */
  invalidate(): void;
}

/** The environment's values, unchanging (until the settings live in the database). */
export function fixedWorkshopSettings(capacity: Capacity): WorkshopSettings {
  const fixed: WorkshopCapacity = { ...capacity, closedNotes: Object.fromEntries(capacity.closedDates.map((date) => [date, ''])) };
  return { capacity: () => Promise.resolve(fixed), invalidate: () => undefined };
}
