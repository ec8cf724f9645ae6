// Upgrading a database that already holds bookings to add-ons: each earlier booking gets its one service as its item
// (price as booked, the service's length as it stood), the add-ons category's services become add-ons with their real
// lengths, the new add-ons join the catalogue, and a booking made with Headlight Restoration as its main service
// stays readable. Run for real on PGlite: migrated up to the migration before, rows written, then the rest applied.
import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { findBooking } from '../../server/services/booking-reads';
import { removeTempDirs } from './helpers/app';
import { migrationsBefore } from './helpers/migrations-before';

describe('upgrading a database with bookings to add-ons', () => {
  const client = new PGlite();
  afterAll(async () => {
    await client.close();
    removeTempDirs();
  });

  it('back-fills each booking with its one service, turns the add-ons category into add-ons and adds the new ones', async () => {
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: migrationsBefore('_addons_booking_items') });
    await db.execute(sql`insert into users (id, email, password_hash, full_name, phone) values ('u1', 'a@example.pk', 'x', 'Ayesha Khan', '03001234567')`);
    await db.execute(sql`insert into services (id, name, price, original_price, category, duration_minutes) values
      ('express-exterior-wash', 'Express Exterior Wash', 2500, 3000, 'exterior', 120),
      ('headlight-restoration', 'Headlight Restoration', 3000, null, 'add_ons', 120)`);
    for (const [id, service, amount] of [
      ['b1', 'express-exterior-wash', 2500],
      ['b2', 'headlight-restoration', 3000],
    ] as const) {
      await db.execute(sql`insert into bookings (id, customer_id, service_id, car_make, car_model, car_year, car_license_plate, booking_date, start_time, end_time, bay, amount)
        values (${id}, 'u1', ${service}, 'Toyota', 'Corolla', 2021, 'KHI-1', '2026-12-10', '10:00', '12:00', 1, ${amount})`);
    }

    await migrate(db, { migrationsFolder });

    expect((await findBooking(db, 'u1', 'b1')).items).toEqual([
      { service: 'express-exterior-wash', name: 'Express Exterior Wash', kind: 'service', price: 2500, original_price: 3000, duration: 120 },
    ]);
    const headlightsBooked = await findBooking(db, 'u1', 'b2');
    expect(headlightsBooked).toMatchObject({ duration: 120, total_amount: 3000, service: { id: 'headlight-restoration', name: 'Headlight Restoration' } });
    expect(headlightsBooked.items).toEqual([{ service: 'headlight-restoration', name: 'Headlight Restoration', kind: 'service', price: 3000, original_price: null, duration: 120 }]);

    const catalogue = await db
      .select({ id: schema.services.id, kind: schema.services.kind, minutes: schema.services.durationMinutes })
      .from(schema.services)
      .orderBy(asc(schema.services.sortOrder), asc(schema.services.id));
    expect(catalogue).toEqual([
      { id: 'express-exterior-wash', kind: 'service', minutes: 120 },
      { id: 'headlight-restoration', kind: 'addon', minutes: 45 },
      { id: 'engine-bay-cleaning', kind: 'addon', minutes: 40 },
      { id: 'pet-hair-removal', kind: 'addon', minutes: 30 },
      { id: 'odour-treatment', kind: 'addon', minutes: 45 },
      { id: 'leather-conditioning', kind: 'addon', minutes: 30 },
    ]);
  });

  it('adds nothing to an empty catalogue, which the seed fills later', async () => {
    const empty = new PGlite();
    try {
      const db = drizzle({ client: empty, schema });
      await migrate(db, { migrationsFolder });
      const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(schema.services);
      expect(counted?.count).toBe(0);
    } finally {
      await empty.close();
    }
  });
});
