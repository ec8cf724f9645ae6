// Migration 0011 on data written before plates had keys, on PGlite and PostgreSQL: every vehicle gets its plate's
// key (two of one customer's vehicles with one plate written differently are kept apart), and the booked slots name
// the car by its key, so a later booking of that car at a booked time is refused however its plate is written.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import { PLATE_SEPARATORS } from '../../src/domain/plate';
import { bookingSlots, cars } from '../../server/db/schema';
import { call } from './helpers/app';
import { addCarFor, bookFor, customerWithCar } from './helpers/customers';
import { migrationReplay } from './helpers/migration-file';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

const NOW = new Date('2026-11-22T05:30:00Z');
const DAY = addDays('2026-11-22', 2);
// Undone, a database is what 0010 left (the columns and index 0011 adds gone, the old index back).
const MIGRATION = migrationReplay('plate_keys_and_booking_clients', [
  sql`drop index cars_customer_plate_key_unique`,
  sql`alter table cars drop column plate_key`,
  sql`create unique index cars_customer_plate_unique on cars (customer_id, license_plate)`,
  sql`alter table bookings drop column client_ip_hash, drop column device_hash`,
  sql`drop index bookings_created_at_idx`,
]);

describe('the plate separators of migration 0011', () => {
  it('are the ones the server keys plates with', () => {
    expect(MIGRATION.text.split(`'[${PLATE_SEPARATORS}]'`)).toHaveLength(3);
  });
});

describe.each(backends)('migration 0011 on $name', (backend) => {
  const ctx = useApp(backend, {}, { now: () => NOW });

  it.skipIf(backend.skipReason !== null)('keys existing plates and booked slots, keeping earlier overlaps apart', async () => {
    const who = await customerWithCar(ctx.app);
    const first = await addCarFor(ctx.app, who.customer, { license_plate: 'KHI-902' });
    const second = await addCarFor(ctx.app, who.customer, { license_plate: 'KHI-903' });
    const other = await customerWithCar(ctx.app);
    const atTen = await bookFor(ctx.app, { customer: who.customer, car: first }, DAY, { time: '10:00' });
    const atTwelve = await bookFor(ctx.app, { customer: who.customer, car: first }, DAY, { time: '12:00' });
    const alsoAtTen = await bookFor(ctx.app, { customer: who.customer, car: second }, DAY, { time: '10:00' });
    const customerId = who.customer.user.id;

    // Before 0011: plates were unique only as written, and slots named the car by its plate as written, so the
    // second vehicle could be `KHI 902` and stand in a second bay at 10:00 beside `KHI-902`.
    await MIGRATION.undo(ctx.handle.db);
    await ctx.handle.db.execute(sql`update cars set license_plate = 'KHI 902' where id = ${second.id}`);
    await ctx.handle.db.execute(sql`update bookings set car_license_plate = 'KHI 902' where id = ${alsoAtTen.id}`);
    await ctx.handle.db.execute(sql`update booking_slots set car_key = ${`${customerId}:KHI 902`} where booking_id = ${alsoAtTen.id}`);
    await ctx.handle.db.execute(sql`update booking_slots set car_key = ${`${customerId}:KHI-902`} where booking_id in (${atTen.id}, ${atTwelve.id})`);

    await MIGRATION.apply(ctx.handle.db);

    const keys = await ctx.handle.db.select({ id: cars.id, plate: cars.licensePlate, key: cars.plateKey }).from(cars).where(eq(cars.customerId, customerId));
    expect(keys.find((car) => car.id === first.id)).toEqual({ id: first.id, plate: 'KHI-902', key: 'KHI902' });
    expect(keys.find((car) => car.id === second.id)).toEqual({ id: second.id, plate: 'KHI 902', key: `KHI902#${second.id}` });
    expect(keys.find((car) => car.id === who.car.id)?.key).toBe(who.car.license_plate.replace(/-/g, ''));
    const [otherCar] = await ctx.handle.db.select({ key: cars.plateKey }).from(cars).where(eq(cars.id, other.car.id));
    expect(otherCar?.key).toBe(other.car.license_plate.replace(/-/g, ''));

    const slotKeys = async (bookingId: string) =>
      // The key each booking's cells carry (every cell of a booking carries the same one).
      [...new Set((await ctx.handle.db.select({ key: bookingSlots.carKey }).from(bookingSlots).where(eq(bookingSlots.bookingId, bookingId))).map((cell) => cell.key))];
    expect(await slotKeys(atTwelve.id)).toEqual([`${customerId}:KHI902`]);
    // At 10:00 one of the two overlapping bookings takes the key and the other keeps its own.
    const atTenKeys = { [atTen.id]: await slotKeys(atTen.id), [alsoAtTen.id]: await slotKeys(alsoAtTen.id) };
    const keyed = atTenKeys[atTen.id]?.[0] === `${customerId}:KHI902` ? atTen.id : alsoAtTen.id;
    expect(atTenKeys).toEqual({
      [atTen.id]: [keyed === atTen.id ? `${customerId}:KHI902` : `${customerId}:KHI-902`],
      [alsoAtTen.id]: [keyed === alsoAtTen.id ? `${customerId}:KHI902` : `${customerId}:KHI 902`],
    });

    // From now on either vehicle is that car: 12:00 is taken for it, and a new vehicle with that plate is refused.
    const again = await call<{ message: string }>(ctx.app, 'POST', '/api/bookings/create-customer/', {
      cookie: who.customer.cookie,
      body: { service: 'express-exterior-wash', car: second.id, booking_date: DAY, time: '12:00' },
    });
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 409, message: messages.booking.carAlreadyBooked('KHI 902', DAY) });
    const duplicate = await call<{ message: string }>(ctx.app, 'POST', '/api/cars/add-car/', {
      cookie: who.customer.cookie,
      body: { make: 'Suzuki', model: 'Mehran', year: 2015, license_plate: 'khi.902' },
    });
    expect({ status: duplicate.status, message: duplicate.body.message }).toEqual({ status: 409, message: messages.cars.plateTaken });
  });
});
