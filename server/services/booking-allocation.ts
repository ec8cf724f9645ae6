// The allocator: a concrete bay and start for a booking, chosen inside the transaction that writes it. Overbooking is
// impossible: every occupied (date, bay, slot) is a row under a UNIQUE index, written in the booking's transaction,
// and writers for one date are serialised by an advisory lock. The web booking, the desk booking and every move go
// through allocatingTransaction, so they race for the same rows under the same lock.
import { eq, sql } from 'drizzle-orm';
import { messages } from '../../src/domain/messages';
import { plateKey } from '../../src/domain/plate';
import { isUniqueViolation, type Database, type Transaction } from '../db/client';
import { retryingTransaction } from '../db/retry-transaction';
import { bookingSlots, closedDates, workshopSettings } from '../db/schema';
import { freeStarts, slotKey, slotOfTime, slotsPerDay, slotTime, spanSlots, startInstant, type Capacity, type SlotStart } from './capacity';
import { DomainError } from './errors';

const MAX_ATTEMPTS = 5;
const CAR_SLOT_INDEX = 'booking_slots_car_slot_unique';
const IDEMPOTENCY_KEY_INDEX = 'bookings_customer_idempotency_key_unique';

/** The booked car as the slots know it: one customer's plate, by its key (`KHI 902` is `KHI-902`). */
export interface BookedCar {
  key: string;
  licensePlate: string;
}

export const bookedCarOf = (customerId: string, licensePlate: string): BookedCar => ({ key: `${customerId}:${plateKey(licensePlate)}`, licensePlate });

/** Where a booking is put in the day: its bay, the slots it holds, its start and end, and the car holding them. */
export interface Allocation {
  bay: number;
  firstSlot: number;
  slotCount: number;
  startTime: string;
  endTime: string;
  carKey: string;
}

export interface AllocationRequest {
  car: BookedCar;
  /** How many slots the service takes on the slot grid. */
  length: number;
  /** The start asked for ('HH:MM'), or null for the earliest free start of the grid. */
  time: string | null;
  /**
   * The desk may start a booking at any minute (a walk-in at 14:14): off the grid, or on a grid start already under
   * way, it holds every slot its real length overlaps. The caller has checked that the minute is not past.
   */
  anyMinute?: { durationMinutes: number };
}

export interface Allocator {
  /** A free bay and start for the car on the transaction's date, or the 409 that says why there is none. */
  place(request: AllocationRequest): Promise<Allocation>;
  /** Writes the slot rows of a booking at its allocation (in the same transaction). */
  occupy(bookingId: string, allocation: Allocation): Promise<void>;
}

export interface AllocationContext {
  capacity: Capacity;
  now: Date;
}

/**
 * Runs `work` in a transaction whose allocator places bookings on `date`, run again when it lost a lock race or a
 * race on the bay index (bounded; the advisory lock makes this rare). Losing on the car index means the same car was
 * booked at that time meanwhile: that is the customer's conflict, not a race.
 */
export async function allocatingTransaction<T>(db: Database, date: string, context: AllocationContext, work: (tx: Transaction, allocator: Allocator) => Promise<T>): Promise<T> {
  let placedCar: BookedCar | null = null;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await retryingTransaction(db, (tx) =>
        work(tx, allocatorIn(tx, date, context, (car) => {
          placedCar = car;
        })),
      );
    } catch (error) {
      const car: BookedCar | null = placedCar;
      if (car && isUniqueViolation(error, CAR_SLOT_INDEX)) throw carAlreadyBooked(car, date);
      // Another request with the same Idempotency-Key created the booking: its creator answers with that one.
      if (attempt >= MAX_ATTEMPTS || !isUniqueViolation(error) || isUniqueViolation(error, IDEMPOTENCY_KEY_INDEX)) throw error;
    }
  }
}

const carAlreadyBooked = (car: BookedCar, date: string) => new DomainError('conflict', messages.booking.carAlreadyBooked(car.licensePlate, date), 'car_busy');

/** One occupied slot of a date: its bay, its index, and the booking and car holding it (null for a bay block). */
export interface TakenSlot {
  bay: number;
  slot: number;
  bookingId: string | null;
  carKey: string | null;
}

/**
 * Takes the date's advisory lock (every writer for that date queues here, on PostgreSQL across instances; on PGlite
 * the instance mutex already serialises) and reads the capacity as stored now and the date's taken slots.
 */
export async function lockDate(tx: Transaction, date: string, known: Capacity): Promise<{ capacity: Capacity; taken: TakenSlot[] }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${date}))`);
  const capacity = await capacityInTransaction(tx, date, known);
  const taken = await tx
    .select({ bay: bookingSlots.bay, slot: bookingSlots.slotIndex, bookingId: bookingSlots.bookingId, carKey: bookingSlots.carKey })
    .from(bookingSlots)
    .where(eq(bookingSlots.date, date));
  return { capacity, taken };
}

function allocatorIn(tx: Transaction, date: string, given: AllocationContext, onPlace: (car: BookedCar) => void): Allocator {
  return {
    async place(request) {
      onPlace(request.car);
      const { capacity, taken } = await lockDate(tx, date, given.capacity);
      return pickAllocation(date, request, taken, capacity, given.now);
    },
    async occupy(bookingId, allocation) {
      await tx.insert(bookingSlots).values(
        Array.from({ length: allocation.slotCount }, (_, offset) => ({
          bookingId,
          date,
          bay: allocation.bay,
          slotIndex: allocation.firstSlot + offset,
          carKey: allocation.carKey,
        })),
      );
    },
  };
}

const onGrid = (start: SlotStart, length: number, car: BookedCar, capacity: Capacity): Allocation => ({
  bay: start.bay,
  firstSlot: start.slot,
  slotCount: length,
  startTime: slotTime(start.slot, capacity),
  endTime: slotTime(start.slot + length, capacity),
  carKey: car.key,
});

/** The earliest start of the grid, the grid start asked for, or (the desk's) any minute. */
function pickAllocation(date: string, request: AllocationRequest, taken: readonly TakenSlot[], capacity: Capacity, now: Date): Allocation {
  const { car, length, time } = request;
  const carBusy = new Set(taken.filter((row) => row.carKey === car.key).map((row) => row.slot));
  const carFree = (first: number, count: number) => Array.from({ length: count }, (_, offset) => first + offset).every((slot) => !carBusy.has(slot));
  const occupied = new Set(taken.map((row) => slotKey(row.bay, row.slot)));
  const starts = freeStarts(date, occupied, length, capacity, now);
  if (time === null) {
    const first = starts.find((start) => carFree(start.slot, length));
    if (!first) throw starts.length > 0 ? carAlreadyBooked(car, date) : new DomainError('conflict', messages.booking.noSlots(date), 'day_full');
    return onGrid(first, length, car, capacity);
  }
  const wanted = slotOfTime(time, capacity);
  const started = startInstant(date, time).getTime() <= now.getTime();
  if (request.anyMinute && (wanted === null || started)) return anyMinuteAllocation(date, time, request.anyMinute.durationMinutes, car, occupied, carFree, capacity);
  if (wanted === null || wanted + length > slotsPerDay(capacity)) throw new DomainError('invalid', messages.booking.timeInvalid);
  if (started) throw new DomainError('conflict', messages.booking.timePassed, 'time_passed');
  const match = starts.find((start) => start.slot === wanted);
  if (!match) throw new DomainError('conflict', messages.booking.timeTaken(date, time), 'time_taken');
  if (!carFree(match.slot, length)) throw carAlreadyBooked(car, date);
  return onGrid(match, length, car, capacity);
}

/** The lowest bay whose slots under [time, time + duration) are all free. */
function anyMinuteAllocation(
  date: string,
  time: string,
  durationMinutes: number,
  car: BookedCar,
  occupied: ReadonlySet<string>,
  carFree: (first: number, count: number) => boolean,
  capacity: Capacity,
): Allocation {
  const span = spanSlots(time, durationMinutes, capacity);
  if (span === null) throw new DomainError('invalid', messages.booking.timeInvalid);
  for (let bay = 1; bay <= capacity.bays; bay += 1) {
    const free = Array.from({ length: span.count }, (_, offset) => span.first + offset).every((slot) => !occupied.has(slotKey(bay, slot)));
    if (!free) continue;
    if (!carFree(span.first, span.count)) throw carAlreadyBooked(car, date);
    return { bay, firstSlot: span.first, slotCount: span.count, startTime: time, endTime: span.endTime, carKey: car.key };
  }
  throw new DomainError('conflict', messages.booking.timeTaken(date, time), 'time_taken');
}

/**
 * The capacity as stored now, under the date's lock (closing a date takes it too) and a share lock on the settings
 * row (a capacity change holds it while it checks the bookings): what the caller read before the transaction may
 * be seconds old. A closed date is refused; fewer or more bays are used as they are; a new slot length is refused,
 * since the caller counted the service's slots with the old one.
 */
async function capacityInTransaction(tx: Transaction, date: string, known: Capacity): Promise<Capacity> {
  const [stored] = await tx
    .select({
      bays: workshopSettings.bays,
      slotMinutes: workshopSettings.slotMinutes,
      closed: sql<boolean>`exists (select 1 from ${closedDates} where ${closedDates.date} = ${date})`,
    })
    .from(workshopSettings)
    .where(eq(workshopSettings.id, 1))
    .for('share');
  if (!stored) return known;
  if (stored.closed) throw new DomainError('conflict', messages.booking.dateClosed(date));
  if (stored.slotMinutes !== known.slotMinutes) throw new DomainError('conflict', messages.workshop.timetableChanged);
  return stored.bays === known.bays ? known : { ...known, bays: stored.bays };
}
