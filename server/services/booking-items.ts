// The services of a visit as a booking keeps them (booking_items): written in the booking's transaction, read beside
// the booking in the same query, and the visit's length and total counted from them.
import { asc, eq, sql } from 'drizzle-orm';
import type { BookingItem, Service } from '../../src/domain/types';
import type { Executor, Transaction } from '../db/client';
import { bookingItems, bookings } from '../db/schema';

/** A service of the catalogue as a booking copies it now: its price, discount and duration frozen. */
export const itemOf = (service: Service): BookingItem => ({
  service: service.id,
  name: service.name,
  kind: service.kind,
  price: service.price,
  original_price: service.originalPrice != null && service.originalPrice > service.price ? service.originalPrice : null,
  duration: service.duration_minutes,
});

export { visitLength, visitTotal } from '../../src/domain/visitItems';

/** A booking's items as one JSON value, main service first (a column of any query that has `bookings` in it). */
export const itemsJsonOfBooking = sql`(select coalesce(json_agg(json_build_object(
    'service', ${bookingItems.serviceId}, 'name', ${bookingItems.name}, 'kind', ${bookingItems.kind}, 'price', ${bookingItems.price},
    'original_price', ${bookingItems.originalPrice}, 'duration', ${bookingItems.durationMinutes}) order by ${bookingItems.position}), '[]'::json)
  from ${bookingItems} where ${bookingItems.bookingId} = ${bookings.id})`;

/** The same as text, parsed by itemsFromJson (one decoding on both drivers). */
export const itemsTextOfBooking = sql<string>`(${itemsJsonOfBooking})::text`;

/** The visit's length in minutes (a column of any query that has `bookings` in it). */
export const durationOfBooking = sql<number>`(select coalesce(sum(${bookingItems.durationMinutes}), 0)::int from ${bookingItems} where ${bookingItems.bookingId} = ${bookings.id})`;

export const itemsFromJson = (json: string | null): BookingItem[] => (json ? (JSON.parse(json) as BookingItem[]) : []);

/** Writes a new booking's items in its transaction. */
export async function writeItems(tx: Transaction, bookingId: string, items: readonly BookingItem[]): Promise<void> {
  await tx.insert(bookingItems).values(
    items.map((item, position) => ({
      bookingId,
      position,
      serviceId: item.service,
      name: item.name,
      kind: item.kind,
      price: item.price,
      originalPrice: item.original_price,
      durationMinutes: item.duration,
    })),
  );
}

/** A booking's items as they are stored, main service first. */
export async function itemsOf(db: Executor, bookingId: string): Promise<BookingItem[]> {
  const rows = await db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId)).orderBy(asc(bookingItems.position));
  return rows.map((row) => ({
    service: row.serviceId,
    name: row.name,
    kind: row.kind,
    price: row.price,
    original_price: row.originalPrice,
    duration: row.durationMinutes,
  }));
}

/** Replaces a booking's items (an add-on added or removed by the workshop), in the change's transaction. */
export async function replaceItems(tx: Transaction, bookingId: string, items: readonly BookingItem[]): Promise<void> {
  await tx.delete(bookingItems).where(eq(bookingItems.bookingId, bookingId));
  await writeItems(tx, bookingId, items);
}
