// The workshop adds an add-on to a booking or takes one off, while the booking is unpaid and not yet under way: the
// visit keeps its start, grows or shrinks in its own bay (or, when longer and its bay is taken, in another bay at
// the same time), and its total, items and invoice follow, in one allocating transaction with its audit entry.
import { eq, sql } from 'drizzle-orm';
import { clockTimeOf } from '../../src/domain/clockTime';
import { ADDONS_MAX, BOOKING_STATUS_LABELS } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import { invoiceAllowsAddonChange } from '../../src/domain/console/addonRules';
import { deskMessages } from '../../src/domain/messageAreas/desk';
import type { BookingItem } from '../../src/domain/types';
import type { Database, Transaction } from '../db/client';
import { serverMessages } from '../messages';
import { bookingSlots, bookings, invoices, type BookingRow } from '../db/schema';
import { allocatingTransaction, bookedCarOf, lockDate, type Allocation, type Allocator, type TakenCell } from './booking-allocation';
import { taxIncluded, type BookingContext } from './booking-context';
import { itemOf, itemsOf, replaceItems, visitLength, visitTotal } from './booking-items';
import { isChangeable } from './booking-locks';
import { cellsOf, holdOf, minutesOf, periodsOn, type Capacity } from './capacity';
import { DomainError, invalidField } from './errors';
import { lockBookingAndInvoice } from './money-locks';
import type { RecordChange } from './record-change';
import { addonServices, type ServiceLookup } from './visit';

export type AddonChange = { add: string } | { remove: string };

/** What the audit log keeps of a visit before and after the change. */
export interface VisitFacts {
  addons: string[];
  total: number;
  end_time: string;
  bay: number;
}

export interface AddonChanged {
  /** The add-on's name. */
  name: string;
  total: number;
  /** The longer visit went to another bay (its own was taken). */
  movedToBay: number | null;
}

const factsOf = (items: readonly BookingItem[], booking: Pick<BookingRow, 'endTime' | 'bay'>): VisitFacts => ({
  addons: items.filter((item) => item.kind === 'addon').map((item) => item.name),
  total: visitTotal(items),
  end_time: booking.endTime,
  bay: booking.bay,
});

/** The visit's items with the change made; 400 naming `addon` for one that cannot be added, 404 for one not there. */
async function changedItems(catalogue: ServiceLookup, items: BookingItem[], change: AddonChange): Promise<{ items: BookingItem[]; name: string }> {
  if ('remove' in change) {
    const removed = items.find((item) => item.kind === 'addon' && item.service === change.remove);
    if (!removed) throw new DomainError('not_found', deskMessages.addonNotOnBooking);
    return { items: items.filter((item) => item !== removed), name: removed.name };
  }
  if (items.some((item) => item.service === change.add)) throw invalidField('addon', deskMessages.addonAlreadyOnBooking);
  if (items.filter((item) => item.kind === 'addon').length >= ADDONS_MAX) throw invalidField('addon', deskMessages.addonsFull(ADDONS_MAX));
  const [addon] = await addonServices(catalogue, [change.add]).catch((error: unknown) => {
    throw error instanceof DomainError ? invalidField('addon', error.message) : error;
  });
  if (!addon) throw invalidField('addon', messages.booking.addonUnavailable);
  return { items: [...items, itemOf(addon)], name: addon.name };
}

/** The visit of `minutes` from the booking's start in its own bay, or null when that bay (or the car) is not free. */
function inOwnBay(booking: BookingRow, minutes: number, taken: readonly TakenCell[], capacity: Capacity): Allocation | null {
  const start = minutesOf(booking.startTime);
  const hold = start === null ? null : holdOf(start, minutes, periodsOn(booking.bookingDate, capacity), capacity);
  if (hold === null) return null;
  const car = bookedCarOf(booking.customerId, booking.carLicensePlate);
  const bayCells = new Set(cellsOf(hold.start, hold.holdEnd));
  const carCells = new Set(cellsOf(hold.start, hold.visitEnd));
  const others = taken.filter((row) => row.bookingId !== booking.id);
  if (others.some((row) => (row.bay === booking.bay && bayCells.has(row.cell)) || (row.carKey === car.key && carCells.has(row.cell)))) return null;
  return { bay: booking.bay, hold, startTime: booking.startTime, endTime: clockTimeOf(hold.visitEnd), carKey: car.key };
}

/** Where the changed visit goes: its own bay first, then (when longer) any bay at the same start; 409 when none. */
async function placeVisit(tx: Transaction, allocator: Allocator, booking: BookingRow, minutes: number, context: BookingContext): Promise<Allocation> {
  const { capacity, taken } = await lockDate(tx, booking.bookingDate, context.capacity);
  await tx.delete(bookingSlots).where(eq(bookingSlots.bookingId, booking.id));
  const own = inOwnBay(booking, minutes, taken, capacity);
  if (own) return own;
  const start = minutesOf(booking.startTime);
  if (start === null || holdOf(start, minutes, periodsOn(booking.bookingDate, capacity), capacity) === null) {
    throw new DomainError('conflict', deskMessages.addonDoesNotFit(booking.startTime, booking.bay));
  }
  const car = bookedCarOf(booking.customerId, booking.carLicensePlate);
  try {
    return await allocator.place({ car, durationMinutes: minutes, time: booking.startTime, anyMinute: true });
  } catch (error) {
    if (error instanceof DomainError && error.reason !== 'car_busy') throw new DomainError('conflict', deskMessages.addonDoesNotFit(booking.startTime, booking.bay));
    throw error;
  }
}

/** The booking's date as stored now (read before its transaction, checked again under its lock). */
async function dateOf(db: Database, bookingId: string): Promise<string> {
  const [row] = await db.select({ date: bookings.bookingDate }).from(bookings).where(eq(bookings.id, bookingId));
  if (!row) throw new DomainError('not_found', messages.booking.notFound);
  return row.date;
}

/** Adds or removes an add-on of an unpaid, changeable booking; recorded in the same transaction. */
export async function changeAddon(
  db: Database,
  catalogue: ServiceLookup,
  bookingId: string,
  change: AddonChange,
  context: BookingContext,
  record: RecordChange<{ before: VisitFacts; after: VisitFacts }>,
): Promise<AddonChanged> {
  const date = await dateOf(db, bookingId);
  return allocatingTransaction(db, date, context, async (tx, allocator) => {
    const locked = await lockBookingAndInvoice(tx, bookingId);
    if (!locked) throw new DomainError('not_found', messages.booking.notFound);
    const { booking, invoice } = locked;
    // Moved to another day since its date was read: that day's lock is not the one held.
    if (booking.bookingDate !== date) throw new DomainError('conflict', serverMessages.databaseBusy);
    if (!isChangeable(booking.status)) throw new DomainError('conflict', deskMessages.addonsStatus(BOOKING_STATUS_LABELS[booking.status]));
    if (!invoiceAllowsAddonChange(invoice.paymentStatus, invoice.depositPaidAt)) throw new DomainError('conflict', deskMessages.addonsPaid);
    const before = await itemsOf(tx, booking.id);
    const { items, name } = await changedItems(catalogue, before, change);
    const allocation = await placeVisit(tx, allocator, booking, visitLength(items), context);
    await allocator.occupy(booking.id, allocation);
    const total = visitTotal(items);
    const tax = taxIncluded(total, context.taxRate);
    await tx
      .update(bookings)
      .set({
        amount: total,
        endTime: allocation.endTime,
        bay: allocation.bay,
        calendarSequence: sql`${bookings.calendarSequence} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(bookings.id, booking.id));
    await replaceItems(tx, booking.id, items);
    await tx.update(invoices).set({ amount: total - tax, taxAmount: tax, totalAmount: total }).where(eq(invoices.id, invoice.id));
    await record(tx, { before: factsOf(before, booking), after: factsOf(items, allocation) });
    return { name, total, movedToBay: allocation.bay === booking.bay ? null : allocation.bay };
  });
}
