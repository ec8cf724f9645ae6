// The workshop as mails, invoices, PDFs, calendar entries and the home page describe it (name, address, phone, e-mail,
// NTN and STRN, the home page's figures) and the reminder timing, as the Settings page stores them. Kept in memory and
// read again at most every few seconds, so every instance follows a change without a restart; a database without the
// row gets the environment's COMPANY_* and REMINDER_HOURS first.
import { eq } from 'drizzle-orm';
import { DEFAULT_HOME_FIGURES, type HomeFigures } from '../../src/domain/workshopSettings';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { workshopProfile, type WorkshopProfileRow } from '../db/schema';
import { refreshedRead } from './refreshed-read';
import { WORKSHOP_SETTINGS_REFRESH_MS } from './workshop-settings';

export interface WorkshopCompany {
  name: string;
  address: string;
  phone: string;
  email: string;
  /** '' when the workshop has none. */
  ntn: string;
  strn: string;
}

export interface WorkshopDetails {
  company: WorkshopCompany;
  figures: HomeFigures;
  /** Hours before the start a reminder goes out; null sends none. */
  reminderHours: number | null;
}

export interface WorkshopProfile {
  /**
   * What was read last (the defaults before the first read): synchronous, for mails composed inside a transaction.
   * The API refreshes it before every request (server/app.ts), the sweeps before they run.
   */
  current(): WorkshopDetails;
  /** The stored details, read again when what is kept is older than the refresh time. */
  fresh(): Promise<WorkshopDetails>;
  /** Forgets what is kept, after this instance changed the settings. */
  invalidate(): void;
}

/** A new database's details: COMPANY_* and REMINDER_HOURS (read once, in server/config.ts), and the spec's figures. */
export const workshopDefaultsOf = (config: Pick<Config, 'company' | 'reminderHours'>): WorkshopDetails => ({
  company: { ...config.company, ntn: '', strn: '' },
  figures: DEFAULT_HOME_FIGURES,
  reminderHours: config.reminderHours,
});

export const detailsOf = (row: WorkshopProfileRow): WorkshopDetails => ({
  company: { name: row.name, address: row.address, phone: row.phone, email: row.email, ntn: row.ntn, strn: row.strn },
  figures: { customers: row.customersFigure, years: row.yearsFigure, technicians: row.techniciansFigure, cars: row.carsFigure },
  reminderHours: row.reminderHours,
});

/** Writes the defaults into a database without the row (two instances at once: the second writes nothing). */
async function seedWorkshopProfile(db: Database, defaults: WorkshopDetails): Promise<void> {
  const { company, figures } = defaults;
  await db
    .insert(workshopProfile)
    .values({
      id: 1,
      ...company,
      customersFigure: figures.customers,
      yearsFigure: figures.years,
      techniciansFigure: figures.technicians,
      carsFigure: figures.cars,
      reminderHours: defaults.reminderHours,
    })
    .onConflictDoNothing();
}

/** The stored row, seeding it from `defaults` on a database that has none. */
export async function readWorkshopProfile(db: Database, defaults: WorkshopDetails): Promise<WorkshopProfileRow> {
  const read = () => db.select().from(workshopProfile).where(eq(workshopProfile.id, 1));
  let [row] = await read();
  if (!row) {
    await seedWorkshopProfile(db, defaults);
    [row] = await read();
  }
  if (!row) throw new Error('The workshop profile is missing after seeding it.');
  return row;
}

export function storedWorkshopProfile(db: Database, defaults: WorkshopDetails, refreshMs = WORKSHOP_SETTINGS_REFRESH_MS): WorkshopProfile {
  const stored = refreshedRead(async () => detailsOf(await readWorkshopProfile(db, defaults)), refreshMs);
  return {
    current: () => stored.kept() ?? defaults,
    fresh: () => stored.fresh(),
    invalidate: () => stored.invalidate(),
  };
}
