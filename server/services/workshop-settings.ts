// The workshop's settings as every rule reads them: bays, start grid, cleanup buffer, opening hours and closed dates,
// whether web bookings are confirmed at once, and the deposit rule. The console edits them (stored in the database); the environment's
// BAYS, SLOT_MINUTES, BUFFER_MINUTES and CLOSED_DATES are a new database's defaults (the hours start as 08:00–20:00).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { closedDates, openingHours, workshopSettings } from '../db/schema';
import { seedWorkshopSettings } from '../db/seed';
import { refreshedRead } from './refreshed-read';
import type { Capacity, CapacityDefaults, WeekPeriods } from './capacity';
import { sameWeek, weekFromRows } from './opening-hours';
import type { DepositRule } from '../../src/domain/deposit';
import { depositRuleOf } from './settings';

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
  /** Whether a customer's web booking starts confirmed (default false: pending until staff confirm it). */
  confirmsWebBookings(): Promise<boolean>;
  /** Which web bookings ask for a deposit, how much, and how long they wait for it. */
  depositRule(): Promise<DepositRule>;
  /** Forgets what is kept, after this instance changed the settings. */
  invalidate(): void;
}

/** How long the kept capacity is used before it is read again: bounds how long another instance's change stays unseen. */
export const WORKSHOP_SETTINGS_REFRESH_MS = 2_000;

interface StoredRow {
  bays: number;
  slotMinutes: number;
  bufferMinutes: number;
}

const capacityOf = ({ bays, slotMinutes, bufferMinutes }: StoredRow, week: WeekPeriods, closed: ReadonlyArray<readonly [string, string]>): WorkshopCapacity => ({
  bays,
  slotMinutes,
  bufferMinutes,
  week,
  closedDates: closed.map(([date]) => date),
  closedNotes: Object.fromEntries(closed),
});

interface StoredSettings {
  capacity: WorkshopCapacity;
  confirmWebBookings: boolean;
  deposit: DepositRule;
}

/** The settings row and every closed date in one statement; null on a database that has no settings yet. */
async function readStoredSettings(db: Database): Promise<StoredSettings | null> {
  const [row] = await db
    .select({
      bays: workshopSettings.bays,
      slotMinutes: workshopSettings.slotMinutes,
      bufferMinutes: workshopSettings.bufferMinutes,
      confirmWebBookings: workshopSettings.confirmWebBookings,
      depositThreshold: workshopSettings.depositThreshold,
      depositPercent: workshopSettings.depositPercent,
      depositHoldMinutes: workshopSettings.depositHoldMinutes,
      closed: sql<string>`(select coalesce(json_agg(json_build_array(${closedDates.date}, ${closedDates.note}) order by ${closedDates.date}), '[]')::text from ${closedDates})`,
      hours: sql<string>`(select coalesce(json_agg(json_build_array(${openingHours.weekday}, ${openingHours.opensMinutes}, ${openingHours.closesMinutes})), '[]')::text from ${openingHours})`,
    })
    .from(workshopSettings)
    .where(eq(workshopSettings.id, 1));
  if (!row) return null;
  const week = weekFromRows(JSON.parse(row.hours) as Array<[number, number, number]>);
  return {
    capacity: capacityOf(row, week, JSON.parse(row.closed) as Array<[string, string]>),
    confirmWebBookings: row.confirmWebBookings,
    deposit: depositRuleOf(row),
  };
}

const sameCapacity = (a: WorkshopCapacity, b: WorkshopCapacity) =>
  a.bays === b.bays &&
  a.slotMinutes === b.slotMinutes &&
  a.bufferMinutes === b.bufferMinutes &&
  sameWeek(a.week, b.week) &&
  a.closedDates.length === b.closedDates.length &&
  a.closedDates.every((date, index) => date === b.closedDates[index] && a.closedNotes[date] === b.closedNotes[date]);

/**
 * The capacity stored in the database, kept in memory and read again at most every `refreshMs` (one statement);
 * a database without settings gets the environment's `defaults` first. A read that finds what is kept keeps the
 * same object, so the grids counted from it stay valid.
 */
export function storedWorkshopSettings(db: Database, defaults: CapacityDefaults, refreshMs = WORKSHOP_SETTINGS_REFRESH_MS): WorkshopSettings {
  const stored = refreshedRead<StoredSettings>(async (kept) => {
    let read = await readStoredSettings(db);
    if (!read) {
      await seedWorkshopSettings(db, defaults);
      read = await readStoredSettings(db);
      if (!read) throw new Error('The workshop settings are missing after seeding them.');
    }
    // Nothing changed: the same capacity object, so the date grids counted from it stay valid.
    return kept && sameCapacity(kept.capacity, read.capacity) ? { ...read, capacity: kept.capacity } : read;
  }, refreshMs);

  return {
    capacity: async () => (await stored.fresh()).capacity,
    confirmsWebBookings: async () => (await stored.fresh()).confirmWebBookings,
    depositRule: async () => (await stored.fresh()).deposit,
    invalidate: () => stored.invalidate(),
  };
}
