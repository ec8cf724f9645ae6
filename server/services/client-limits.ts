// What one client may hold across all its accounts (README "A calendar no one can hoard"). An account's own limits
// (MAX_ACTIVE_BOOKINGS, the hourly rates) do not stop six fresh accounts from one address filling the calendar, so:
// - upcoming unpaid bookings are counted per client address and per device cookie, whoever's account made them;
// - while the calendar fills fast, accounts opened recently cannot book online (the workshop books them by phone).
import { and, eq, gte, lte, notExists, or, sql } from 'drizzle-orm';
import { addDays, todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { ClientLimits } from '../config';
import type { Executor, Transaction } from '../db/client';
import { bookingSlots, bookings, invoices, users } from '../db/schema';
import { cellsAhead, type Capacity } from './capacity';
import { DomainError } from './errors';
import { upcomingBooking } from './upcoming-bookings';

/** Who is booking beyond the account, as stored with the booking: keyed hashes of its address and device cookie. */
export interface BookingClient {
  ipHash: string;
  deviceHash: string;
}

/** What the refusals need besides the limits: the phone to call, and whether online payment can be offered. */
export interface ClientRules {
  limits: ClientLimits;
  companyPhone: string;
  onlinePayment: boolean;
}

const lockOn = (tx: Transaction, key: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

/**
 * Refuses a booking when the client's address or device already holds the most upcoming unpaid bookings (409). The
 * address's lock, then the device's, are taken after the customer's and before the date's (always in that order),
 * so two creates from one client at the limit cannot both pass, on any instance.
 */
export async function checkUnpaidLimits(tx: Transaction, client: BookingClient, rules: ClientRules, now: Date): Promise<void> {
  await lockOn(tx, `bookings:ip:${client.ipHash}`);
  await lockOn(tx, `bookings:device:${client.deviceHash}`);
  const paid = tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.bookingId, bookings.id), eq(invoices.paymentStatus, 'paid')));
  const [counted] = await tx
    .select({
      fromAddress: sql<number>`cast(count(*) filter (where ${bookings.clientIpHash} = ${client.ipHash}) as integer)`,
      fromDevice: sql<number>`cast(count(*) filter (where ${bookings.deviceHash} = ${client.deviceHash}) as integer)`,
    })
    .from(bookings)
    .where(and(or(eq(bookings.clientIpHash, client.ipHash), eq(bookings.deviceHash, client.deviceHash)), upcomingBooking(now), notExists(paid)));
  const { maxUnpaidPerIp, maxUnpaidPerDevice } = rules.limits;
  if ((counted?.fromAddress ?? 0) >= maxUnpaidPerIp) {
    throw new DomainError('conflict', messages.booking.unpaidFromAddress(maxUnpaidPerIp, rules.companyPhone, rules.onlinePayment));
  }
  if ((counted?.fromDevice ?? 0) >= maxUnpaidPerDevice) {
    throw new DomainError('conflict', messages.booking.unpaidFromDevice(maxUnpaidPerDevice, rules.companyPhone, rules.onlinePayment));
  }
}

/** The bay cells (bay × 5 minutes of opening hours) still ahead in the `days` days from today: what the calendar can still take. */
export function placesAhead(capacity: Capacity, days: number, now: Date): number {
  const today = todayInKarachi(now);
  let places = 0;
  for (let offset = 0; offset < days; offset += 1) places += cellsAhead(addDays(today, offset), capacity, now);
  return places;
}

/**
 * Refuses (409) an account opened less than `newAccountHours` ago while the calendar fills fast: at least `percent`
 * of the bay cells of the next `days` days were booked in the last `windowMinutes`. A signal, not a reservation: two
 * bookings at once may both pass it, which the per-client limits above still bound.
 */
export async function checkBusyCalendar(db: Executor, customerId: string, rules: ClientRules, capacity: Capacity, now: Date): Promise<void> {
  const rule = rules.limits.busyCalendar;
  if (!rule) return;
  const [account] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, customerId)).limit(1);
  if (!account || account.createdAt.getTime() <= now.getTime() - rule.newAccountHours * 3_600_000) return;
  const places = placesAhead(capacity, rule.days, now);
  if (places === 0) return;
  const today = todayInKarachi(now);
  const [booked] = await db
    .select({ total: sql<number>`cast(count(*) as integer)` })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .where(
      and(
        gte(bookingSlots.date, today),
        lte(bookingSlots.date, addDays(today, rule.days - 1)),
        gte(bookings.createdAt, new Date(now.getTime() - rule.windowMinutes * 60_000)),
      ),
    );
  if ((booked?.total ?? 0) * 100 >= rule.percent * places) throw new DomainError('conflict', messages.booking.busyForNewAccounts(rules.companyPhone));
}
