// Upgrading a database that already holds invoices: the migration that brings invoice numbers numbers them in creation
// order within each Karachi year and starts each year's counter after them, so the app's next invoice continues the
// sequence. Run for real on PGlite: migrated up to the migration before, rows written, then the rest applied.
import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { takeInvoiceNumber } from '../../server/services/invoice-numbers';
import { removeTempDirs } from './helpers/app';
import { migrationsBefore } from './helpers/migrations-before';

const NUMBERING_MIGRATION = '0013_settings_invoice_numbers';

describe('upgrading a database with invoices', () => {
  const client = new PGlite();
  afterAll(async () => {
    await client.close();
    removeTempDirs();
  });

  it('numbers them by creation order per Karachi year, and new invoices continue after them', async () => {
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: migrationsBefore(NUMBERING_MIGRATION) });
    await db.execute(sql`insert into users (id, email, password_hash, full_name, phone) values ('u1', 'a@example.pk', 'x', 'Ayesha Khan', '03001234567')`);
    await db.execute(sql`insert into services (id, name, price, category, duration_minutes) values ('wash', 'Wash', 2000, 'exterior', 60)`);
    const created = ['2027-01-02T10:00:00Z', '2026-05-01T10:00:00Z', '2026-12-31T18:30:00Z', '2027-01-01T09:00:00Z', '2026-02-01T10:00:00Z'];
    for (const [index, at] of created.entries()) {
      await db.execute(sql`insert into bookings (id, customer_id, service_id, car_make, car_model, car_year, car_license_plate, booking_date, start_time, end_time, bay, amount)
        values (${`b${index}`}, 'u1', 'wash', 'Toyota', 'Corolla', 2021, 'KHI-1', '2027-01-10', '10:00', '11:00', ${index + 1}, 2000)`);
      await db.execute(sql`insert into invoices (id, booking_id, customer_id, amount, tax_amount, total_amount, created_at)
        values (${`i${index}`}, ${`b${index}`}, 'u1', 1695, 305, 2000, ${at})`);
    }

    await migrate(db, { migrationsFolder });

    const numbered = await db.select({ id: schema.invoices.id, number: schema.invoices.invoiceNumber }).from(schema.invoices).orderBy(asc(schema.invoices.id));
    expect(numbered).toEqual([
      { id: 'i0', number: 'INV-2027-000002' },
      { id: 'i1', number: 'INV-2026-000002' },
      { id: 'i2', number: 'INV-2026-000003' },
      { id: 'i3', number: 'INV-2027-000001' },
      { id: 'i4', number: 'INV-2026-000001' },
    ]);
    const next = await db.transaction((tx) => takeInvoiceNumber(tx, new Date('2027-03-01T08:00:00Z')));
    expect(next).toBe('INV-2027-000003');
    const column = await db.execute<{ is_nullable: string }>(sql`select is_nullable from information_schema.columns where table_name = 'invoices' and column_name = 'invoice_number'`);
    expect(column.rows).toEqual([{ is_nullable: 'NO' }]);
  });
});
