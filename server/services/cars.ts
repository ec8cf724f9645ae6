// A customer's saved vehicles. Every query is scoped to the customer; someone else's id is "not found".
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES, MAX_VEHICLES_PER_ACCOUNT } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import { plateKey } from '../../src/domain/plate';
import type { Car } from '../../src/domain/types';
import { isUniqueViolation, type Database, type Executor, type Transaction } from '../db/client';
import { bookings, cars, users, type CarRow } from '../db/schema';
import { DomainError } from './errors';

export const toWireCar = (row: CarRow): Car => ({
  id: row.id,
  make: row.make,
  model: row.model,
  year: row.year,
  license_plate: row.licensePlate,
  color: row.color,
  customer: row.customerId,
  is_default: row.isDefault,
});

export interface CarFields {
  make: string;
  model: string;
  year: number;
  license_plate: string;
  color: string;
}

/** The plate as the customer typed it (in capitals, as the form shows it) and its key (src/domain/plate.ts). */
const plateColumns = (plate: string) => ({ licensePlate: plate.toUpperCase(), plateKey: plateKey(plate) });

/** A second vehicle of the customer with the same plate key (`KHI 902` beside `KHI-902`) is the same car: 409. */
const plateTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new DomainError('conflict', messages.cars.plateTaken);
  throw error;
};

export async function listCars(db: Executor, customerId: string): Promise<Car[]> {
  const rows = await db.select().from(cars).where(eq(cars.customerId, customerId)).orderBy(asc(cars.createdAt), asc(cars.id));
  return rows.map(toWireCar);
}

/**
 * Adds a vehicle, at most MAX_VEHICLES_PER_ACCOUNT per customer; the first becomes the default. The customer's row
 * is locked first (NO KEY UPDATE: bookings referencing the customer are not held up), so concurrent adds count
 * one after another and cannot pass the limit together.
 */
export async function addCar(db: Database, customerId: string, fields: CarFields): Promise<Car> {
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, customerId)).for('no key update');
      const [saved] = await tx.select({ count: sql<number>`cast(count(*) as integer)` }).from(cars).where(eq(cars.customerId, customerId));
      const count = saved?.count ?? 0;
      if (count >= MAX_VEHICLES_PER_ACCOUNT) throw new DomainError('conflict', messages.cars.limitReached(MAX_VEHICLES_PER_ACCOUNT));
      const [row] = await tx
        .insert(cars)
        .values({
          customerId,
          make: fields.make,
          model: fields.model,
          year: fields.year,
          ...plateColumns(fields.license_plate),
          color: fields.color,
          isDefault: count === 0,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toWireCar(row);
    });
  } catch (error) {
    return plateTaken(error);
  }
}

/**
 * In the caller's transaction: the customer's car with this plate (by its key, so `khi 902` is their `KHI-902`), or a
 * new one saved for them (the default when it is their first). The front desk adds cars this way while it books.
 */
export async function carWithPlate(tx: Transaction, customerId: string, fields: CarFields): Promise<CarRow> {
  const plate = plateColumns(fields.license_plate);
  const [known] = await tx
    .select()
    .from(cars)
    .where(and(eq(cars.customerId, customerId), eq(cars.plateKey, plate.plateKey)))
    .for('share');
  if (known) return known;
  const [saved] = await tx.select({ count: sql<number>`cast(count(*) as integer)` }).from(cars).where(eq(cars.customerId, customerId));
  const [row] = await tx
    .insert(cars)
    .values({ customerId, make: fields.make, model: fields.model, year: fields.year, ...plate, color: fields.color, isDefault: (saved?.count ?? 0) === 0 })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCar(db: Database, customerId: string, carId: string, changes: Partial<CarFields> & { is_default?: boolean }): Promise<Car> {
  try {
    return await db.transaction(async (tx) => {
      const values: Partial<typeof cars.$inferInsert> = {};
      if (changes.make !== undefined) values.make = changes.make;
      if (changes.model !== undefined) values.model = changes.model;
      if (changes.year !== undefined) values.year = changes.year;
      if (changes.license_plate !== undefined) Object.assign(values, plateColumns(changes.license_plate));
      if (changes.color !== undefined) values.color = changes.color;
      const mine = and(eq(cars.id, carId), eq(cars.customerId, customerId));
      if (changes.is_default === true) {
        // Lock all of the customer's vehicles so two concurrent default changes cannot leave two defaults.
        const owned = await tx.select({ id: cars.id }).from(cars).where(eq(cars.customerId, customerId)).for('update');
        if (!owned.some((car) => car.id === carId)) throw new DomainError('not_found', messages.cars.notFound);
        // Exactly one default: clear the others, then set this one.
        await tx.update(cars).set({ isDefault: false }).where(and(eq(cars.customerId, customerId), eq(cars.isDefault, true)));
        values.isDefault = true;
      }
      const [row] =
        Object.keys(values).length > 0
          ? await tx.update(cars).set(values).where(mine).returning()
          : await tx.select().from(cars).where(mine).limit(1);
      if (!row) throw new DomainError('not_found', messages.cars.notFound);
      return toWireCar(row);
    });
  } catch (error) {
    return plateTaken(error);
  }
}

/** Removes a vehicle without active bookings (past bookings keep their snapshot); promotes another to default. */
export async function deleteCar(db: Database, customerId: string, carId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // In turn with addCar, which decides the default from the count it read.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, customerId)).for('no key update');
    const [row] = await tx
      .select({ id: cars.id, isDefault: cars.isDefault })
      .from(cars)
      .where(and(eq(cars.id, carId), eq(cars.customerId, customerId)))
      .for('update');
    if (!row) throw new DomainError('not_found', messages.cars.notFound);
    const [active] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.carId, carId), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])))
      .limit(1);
    if (active) throw new DomainError('conflict', messages.cars.hasActiveBookings);
    await tx.delete(cars).where(eq(cars.id, carId));
    if (row.isDefault) {
      await tx.execute(
        sql`update ${cars} set is_default = true where id = (select id from ${cars} where customer_id = ${customerId} order by created_at, id limit 1)`,
      );
    }
  });
}
