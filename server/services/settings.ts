// The console's Settings page: the workshop's details, the home page's figures, the "confirm web bookings at once"
// switch, the reminder hours and the deposit rule, read and changed together; a change is recorded in the audit log in its transaction.
import { eq, sql } from 'drizzle-orm';
import type { WorkshopSettingsData, WorkshopSettingsPayload } from '../../src/domain/workshopSettings';
import type { Database } from '../db/client';
import { workshopProfile, workshopSettings, type WorkshopProfileRow } from '../db/schema';
import type { DepositRule } from '../../src/domain/deposit';
import { recordAudit, type Actor } from './audit';

/** The columns of workshop_settings this page edits. */
const switchColumns = {
  confirmWebBookings: workshopSettings.confirmWebBookings,
  depositThreshold: workshopSettings.depositThreshold,
  depositPercent: workshopSettings.depositPercent,
  depositHoldMinutes: workshopSettings.depositHoldMinutes,
};

interface Switches {
  confirmWebBookings: boolean;
  depositThreshold: number | null;
  depositPercent: number;
  depositHoldMinutes: number;
}

const settingsOf = (profile: WorkshopProfileRow, switches: Switches): WorkshopSettingsData => ({
  name: profile.name,
  address: profile.address,
  phone: profile.phone,
  email: profile.email,
  ntn: profile.ntn,
  strn: profile.strn,
  home_customers: profile.customersFigure,
  home_years: profile.yearsFigure,
  home_technicians: profile.techniciansFigure,
  home_cars: profile.carsFigure,
  confirm_web_bookings: switches.confirmWebBookings,
  reminder_hours: profile.reminderHours,
  deposit_threshold: switches.depositThreshold,
  deposit_percent: switches.depositPercent,
  deposit_hold_minutes: switches.depositHoldMinutes,
});

/** The deposit rule of stored settings. */
export const depositRuleOf = (switches: Pick<Switches, 'depositThreshold' | 'depositPercent' | 'depositHoldMinutes'>): DepositRule => ({
  threshold: switches.depositThreshold,
  percent: switches.depositPercent,
  holdMinutes: switches.depositHoldMinutes,
});

/** The fields that differ, before and after, for the audit log. */
function changedFields(before: WorkshopSettingsData, after: WorkshopSettingsData) {
  const fields = (Object.keys(after) as Array<keyof WorkshopSettingsData>).filter((field) => before[field] !== after[field]);
  return {
    before: Object.fromEntries(fields.map((field) => [field, before[field]])),
    after: Object.fromEntries(fields.map((field) => [field, after[field]])),
  };
}

/** Both rows must exist: the caller reads the profile and the capacity once first (which seeds them). */
const missing = () => new Error('The workshop settings are missing: read them once (which seeds them) before changing them.');

export async function readSettings(db: Database): Promise<WorkshopSettingsData> {
  const [row] = await db
    .select({ profile: workshopProfile, switches: switchColumns })
    .from(workshopProfile)
    .innerJoin(workshopSettings, eq(workshopSettings.id, workshopProfile.id));
  if (!row) throw missing();
  return settingsOf(row.profile, row.switches);
}

/** Stores every setting; returns them as stored and whether anything changed. */
export async function changeSettings(db: Database, actor: Actor, payload: WorkshopSettingsPayload, now: Date): Promise<{ settings: WorkshopSettingsData; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [profile] = await tx.select().from(workshopProfile).where(eq(workshopProfile.id, 1)).for('update');
    const [switches] = await tx.select(switchColumns).from(workshopSettings).where(eq(workshopSettings.id, 1)).for('update');
    if (!profile || !switches) throw missing();
    const before = settingsOf(profile, switches);
    // A body without the deposit settings (they came later) keeps the stored ones.
    const after: WorkshopSettingsData = {
      ...payload,
      deposit_threshold: payload.deposit_threshold === undefined ? before.deposit_threshold : payload.deposit_threshold,
      deposit_percent: payload.deposit_percent ?? before.deposit_percent,
      deposit_hold_minutes: payload.deposit_hold_minutes ?? before.deposit_hold_minutes,
    };
    const diff = changedFields(before, after);
    if (Object.keys(diff.after).length === 0) return { settings: before, changed: false };
    await tx
      .update(workshopProfile)
      .set({
        name: after.name,
        address: after.address,
        phone: after.phone,
        email: after.email,
        ntn: after.ntn,
        strn: after.strn,
        customersFigure: after.home_customers,
        yearsFigure: after.home_years,
        techniciansFigure: after.home_technicians,
        carsFigure: after.home_cars,
        reminderHours: after.reminder_hours,
        updatedAt: sql`now()`,
      })
      .where(eq(workshopProfile.id, 1));
    await tx
      .update(workshopSettings)
      .set({
        confirmWebBookings: after.confirm_web_bookings,
        depositThreshold: after.deposit_threshold,
        depositPercent: after.deposit_percent,
        depositHoldMinutes: after.deposit_hold_minutes,
        updatedAt: sql`now()`,
      })
      .where(eq(workshopSettings.id, 1));
    await recordAudit(tx, actor, { action: 'settings.update', targetKind: 'settings', targetId: 'workshop', ...diff }, now);
    return { settings: after, changed: true };
  });
}
