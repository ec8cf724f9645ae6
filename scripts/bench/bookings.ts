// Booking throughput: concurrent customers book until the next 14 days are full; then count overbooking.
import { randomUUID } from 'node:crypto';
import { availableDates, book, firstServiceId, opsBookings, registerCustomer, type Customer, type OpsBooking } from './customers';
import { flushesBetween, readWriteCounts } from './flushes';
import { startAppServer } from './processes';

export interface BookingResult {
  database: string;
  customers: number;
  booked: number;
  refused: number;
  seconds: number;
  bookingsPerSecond: number;
  overbooked: number;
  /** Transactions that wrote during the run, and the disk flushes per such transaction and per booking made. */
  writes: ReturnType<typeof flushesBetween>;
}

export const CONCURRENT_CUSTOMERS = 24;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Pairs of live bookings that share a bay at overlapping times: must be zero. */
export function countOverbooking(rows: OpsBooking[]): number {
  const live = rows.filter((row) => row.status !== 'cancelled' && row.status !== 'no_show');
  let overlaps = 0;
  for (let i = 0; i < live.length; i += 1) {
    for (let j = i + 1; j < live.length; j += 1) {
      const a = live[i]!;
      const b = live[j]!;
      if (a.booking_date !== b.booking_date || a.bay !== b.bay) continue;
      if (minutes(a.start_time) < minutes(b.end_time) && minutes(b.start_time) < minutes(a.end_time)) overlaps += 1;
    }
  }
  return overlaps;
}

async function customerLoop(baseUrl: string, customer: Customer, serviceId: string, counts: { booked: number; refused: number }) {
  for (;;) {
    const dates = await availableDates(baseUrl, serviceId);
    if (dates.length === 0) return;
    const date = dates[Math.floor(Math.random() * dates.length)]!;
    if ((await book(baseUrl, customer, serviceId, date)).status === 201) counts.booked += 1;
    else counts.refused += 1;
  }
}

export async function benchBookings(database: string, databaseUrl?: string): Promise<BookingResult> {
  const opsToken = `bench-ops-${randomUUID()}`;
  const app = await startAppServer({ databaseUrl, env: { OPS_TOKEN: opsToken } });
  try {
    const serviceId = await firstServiceId(app.url);
    const customers = await Promise.all(Array.from({ length: CONCURRENT_CUSTOMERS }, (_, index) => registerCustomer(app.url, index + 1)));
    const counts = { booked: 0, refused: 0 };
    const before = await readWriteCounts(app.url, opsToken);
    const started = performance.now();
    await Promise.all(customers.map((customer) => customerLoop(app.url, customer, serviceId, counts)));
    const seconds = (performance.now() - started) / 1000;
    const writes = flushesBetween(before, await readWriteCounts(app.url, opsToken), counts.booked);
    const overbooked = countOverbooking(await opsBookings(app.url, opsToken));
    return { database, customers: CONCURRENT_CUSTOMERS, ...counts, seconds, bookingsPerSecond: counts.booked / seconds, overbooked, writes };
  } finally {
    await app.stop();
  }
}
