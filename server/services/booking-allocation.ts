// The allocator: a concrete bay and start for a booking, chosen inside the transaction that writes it. Overbooking is
// impossible: every occupied (date, bay, 5-minute cell) is a row under a UNIQUE index, written in the booking's transaction,
// and writers for one date are serialised by an advisory lock. The web booking, the desk booking and every move go
// through allocatingTransaction, so they race for the same rows under the same lock.
import { eq, sql } from 'drizzle-orm';
import { clockTimeOf } from '../../src/domain/clockTime';
import { messages } from '../../src/domain/messages';
import { plateKey } from '../../src/domain/plate';
import { isUniqueViolation, type Database, type Transaction } from '../db/client';
import { retryingTransaction } from '../db/retry-transaction';
import { bookingSlots, closedDates, workshopSettings } from '../db/schema';
import {
  cellKey,
  cellsOf,
  freeStarts,
  gridStarts,
  holdFree,
  holdOf,
  isClosed,
  minutesOf,
  periodsOn,
  startInstant,
  type Capacity,
  type Hold,
} from './capacity';
import { weekOf } from './opening-hours';
import { DomainError } from './errors';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';

const MAX_ATTEMPTS = 5;
const CAR_SLOT_INDEX = 'booking_slots_car_slot_unique';
const IDEMPOTENCY_KEY_INDEX = 'bookings_customer_idempotency_key_unique';

/** The booked car as the slots know it: one customer's plate, by its key (`KHI 902` is `KHI-902`). */
export interface BookedCar {
  key: string;
  licensePlate: string;
}

export const bookedCarOf = (customerId: string, licensePlate: string): BookedCar => ({ key: `${customerId}:${plateKey(licensePlate)}`, licensePlate });

/** Where a booking is put in the day: its bay, what it holds from its start, its start and end, and its car. */
export interface Allocation {
  bay: number;
  hold: Hold;
  startTime: string;
  endTime: string;
  carKey: string;
}

export interface AllocationRequest {
  car: BookedCar;
  /** The visit's length in minutes (the bay is held that long, plus the workshop's cleanup buffer). */
  durationMinutes: number;
  /** The start asked for ('HH:MM'), or null for the earliest free start of the grid. */
  time: string | null;
  /**
   * The desk may start a booking at any minute (a walk-in at 14:14): off the grid, or on a grid start already under
   * way. The caller has checked that the minute is not past.
   */
  anyMinute?: boolean;
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

/** One occupied cell of a date: its bay, its index, and the booking and car holding it (null for a bay block). */
export interface TakenCell {
  bay: number;
  cell: number;
  bookingId: string | null;
  carKey: string | null;
}

/**
 * Takes the date's advisory lock (every writer for that date queues here, on PostgreSQL across instances; on PGlite
 * the instance mutex already serialises) and reads the capacity as stored now and the date's taken cells.
 */
export async function lockDate(tx: Transaction, date: string, known: Capacity): Promise<{ capacity: Capacity; taken: TakenCell[] }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${date}))`);
  const capacity = await capacityInTransaction(tx, date, known);
  const taken = await tx
    .select({ bay: bookingSlots.bay, cell: bookingSlots.slotIndex, bookingId: bookingSlots.bookingId, carKey: bookingSlots.carKey })
    .from(bookingSlots)
    .where(eq(bookingSlots.date, date));
  return { capacity, taken };
}

function allocatorIn(tx: Transaction, date: string, given: AllocationContext, onPlace: (car: BookedCar) => void): Allocator {
  return {
    async place(request) {
      onPlace(request.car);
      const { capacity, taken } = await lockDate(tx, date, given.capacity);
      return pickAllocation(date, request, taken, { stored: capacity, known: given.capacity }, given.now);
    },
    async occupy(bookingId, allocation) {
      // The car is in the bay for the visit only: the cleanup cells after it hold the bay, not the car.
      const carCells = new Set(cellsOf(allocation.hold.start, allocation.hold.visitEnd));
      await tx.insert(bookingSlots).values(
        cellsOf(allocation.hold.start, allocation.hold.holdEnd).map((cell) => ({
          bookingId,
          date,
          bay: allocation.bay,
          slotIndex: cell,
          carKey: carCells.has(cell) ? allocation.carKey : null,
        })),
      );
    },
  };
}

const allocationOf = (bay: number, hold: Hold, car: BookedCar): Allocation => ({
  bay,
  hold,
  startTime: clockTimeOf(hold.start),
  endTime: clockTimeOf(hold.visitEnd),
  carKey: car.key,
});

/** The capacity as stored now (what places the booking), and as the caller read it (what it offered). */
interface Timetables {
  stored: Capacity;
  known: Capacity;
}

const isGridStart = (date: string, minutes: number, capacity: Capacity) => gridStarts(periodsOn(date, capacity), capacity).includes(minutes);

/** The earliest start of the grid, the grid start asked for, or (the desk's) any minute. */
function pickAllocation(date: string, request: AllocationRequest, taken: readonly TakenCell[], { stored, known }: Timetables, now: Date): Allocation {
  const { car, durationMinutes, time } = request;
  const carBusy = new Set(taken.filter((row) => row.carKey === car.key).map((row) => row.cell));
  const carFree = (hold: Hold) => cellsOf(hold.start, hold.visitEnd).every((cell) => !carBusy.has(cell));
  const occupied = new Set(taken.map((row) => cellKey(row.bay, row.cell)));
  const starts = freeStarts(date, occupied, durationMinutes, stored, now);
  if (time === null) {
    const first = starts.find((start) => carFree(start.hold));
    if (!first) throw starts.length > 0 ? carAlreadyBooked(car, date) : new DomainError('conflict', messages.booking.noSlots(date), 'day_full');
    return allocationOf(first.bay, first.hold, car);
  }
  const minutes = minutesOf(time);
  const onGrid = minutes !== null && isGridStart(date, minutes, stored) && holdOf(minutes, durationMinutes, periodsOn(date, stored), stored) !== null;
  const started = startInstant(date, time).getTime() <= now.getTime();
  if (request.anyMinute && minutes !== null && (!onGrid || started)) return anyMinuteAllocation(date, minutes, durationMinutes, car, occupied, carFree, stored);
  if (!onGrid) {
    // A start the caller's timetable offered, gone with a grid or hours changed meanwhile.
    const offered = minutes !== null && isGridStart(date, minutes, known) && holdOf(minutes, durationMinutes, periodsOn(date, known), known) !== null;
    throw offered ? new DomainError('conflict', workshopMessages.workshop.timetableChanged) : new DomainError('invalid', messages.booking.timeInvalid);
  }
  if (started) throw new DomainError('conflict', messages.booking.timePassed, 'time_passed');
  const match = starts.find((start) => start.hold.start === minutes);
  if (!match) throw new DomainError('conflict', messages.booking.timeTaken(date, time), 'time_taken');
  if (!carFree(match.hold)) throw carAlreadyBooked(car, date);
  return allocationOf(match.bay, match.hold, car);
}

/** The lowest bay whose cells under [start, start + duration + buffer) are all free. */
function anyMinuteAllocation(
  date: string,
  start: number,
  durationMinutes: number,
  car: BookedCar,
  occupied: ReadonlySet<string>,
  carFree: (hold: Hold) => boolean,
  capacity: Capacity,
): Allocation {
  const hold = holdOf(start, durationMinutes, periodsOn(date, capacity), capacity);
  if (hold === null) throw new DomainError('invalid', messages.booking.timeInvalid);
  for (let bay = 1; bay <= capacity.bays; bay += 1) {
    if (!holdFree(occupied, bay, hold)) continue;
    if (!carFree(hold)) throw carAlreadyBooked(car, date);
    return allocationOf(bay, hold, car);
  }
  throw new DomainError('conflict', messages.booking.timeTaken(date, clockTimeOf(start)), 'time_taken');
}

/**
 * The capacity as stored now, under the date's lock (closing a date takes it too) and a share lock on the settings
 * row (a change of bays or hours holds it while it checks the bookings): what the caller read before the transaction
 * may be seconds old. A closed date or weekday is refused; bays, grid, buffer and hours are used as they are now.
 */
async function capacityInTransaction(tx: Transaction, date: string, known: Capacity): Promise<Capacity> {
  const [stored] = await tx
    .select({
      bays: workshopSettings.bays,
      slotMinutes: workshopSettings.slotMinutes,
      bufferMinutes: workshopSettings.bufferMinutes,
      closed: sql<boolean>`exists (select 1 from ${closedDates} where ${closedDates.date} = ${date})`,
    })
    .from(workshopSettings)
    .where(eq(workshopSettings.id, 1))
    .for('share');
  if (!stored) return known;
  const capacity: Capacity = { bays: stored.bays, slotMinutes: stored.slotMinutes, bufferMinutes: stored.bufferMinutes, week: await weekOf(tx), closedDates: [] };
  if (stored.closed || isClosed(date, capacity)) throw new DomainError('conflict', messages.booking.dateClosed(date));
  return capacity;
}
