// Bay blocks: a bay taken out of service for a time (a broken pressure washer, a technician away). A block holds its
// cells in the same table as the bookings, under the same unique index and the date's lock, so every availability
// answer leaves them out and a block and a booking racing for one cell give exactly one winner.
import { asc, eq, inArray } from 'drizzle-orm';
import { formatConsoleDay } from '../../src/domain/console/consoleFormat';
import type { BookingInTheWay } from '../../src/domain/desk';
import { karachiTimeOfDay, shortId, todayInKarachi } from '../../src/domain/format';
import { deskMessages } from '../../src/domain/messageAreas/desk';
import type { BayBlock } from '../../src/domain/staff';
import type { Database, Executor, Transaction } from '../db/client';
import { retryingTransaction } from '../db/retry-transaction';
import { bayBlocks, bookingSlots, bookings, users, type BayBlockRow } from '../db/schema';
import { recordAudit, type Actor } from './audit';
import { blockCreated, blockRemoved } from './audit-records';
import { lockDate } from './booking-allocation';
import { cellsOf, minutesOf, weekOpening, type Capacity } from './capacity';
import { DomainError, invalidField } from './errors';

export const toBayBlock = (row: BayBlockRow): BayBlock => ({
  id: row.id,
  bay: row.bay,
  date: row.date,
  start: row.startTime,
  end: row.endTime,
  reason: row.reason,
  created_by: row.createdByName,
  created_at: row.createdAt.toISOString(),
});

/** The blocks of a day, by start time and bay. */
export async function blocksOn(db: Executor, date: string): Promise<BayBlock[]> {
  const rows = await db.select().from(bayBlocks).where(eq(bayBlocks.date, date)).orderBy(asc(bayBlocks.startTime), asc(bayBlocks.bay));
  return rows.map(toBayBlock);
}

export interface NewBlock {
  bay: number;
  date: string;
  start: string;
  end: string;
  reason: string;
}

/** The cells [start, end) overlaps; null unless it lies inside the week's opening span (earliest opening to latest close). */
function blockCells(start: string, end: string, capacity: Capacity): number[] | null {
  const [from, to] = [minutesOf(start), minutesOf(end)];
  const week = weekOpening(capacity);
  const [opens, closes] = [minutesOf(week.opens) ?? 0, minutesOf(week.closes) ?? 0];
  return from === null || to === null || from < opens || to > closes || from >= to ? null : cellsOf(from, to);
}

const cellRowsOf = (block: BayBlockRow, cells: readonly number[]) => cells.map((cell) => ({ blockId: block.id, date: block.date, bay: block.bay, slotIndex: cell }));

function checkBlock(block: NewBlock, capacity: Capacity, now: Date): number[] {
  const today = todayInKarachi(now);
  if (block.date < today) throw invalidField('booking_date', deskMessages.blockPast);
  if (block.bay > capacity.bays) throw invalidField('bay', deskMessages.bayInvalid(capacity.bays));
  const cells = blockCells(block.start, block.end, capacity);
  if (cells === null) {
    const { opens, closes } = weekOpening(capacity);
    throw invalidField('end', deskMessages.blockTimesInvalid(opens, closes));
  }
  if (block.date === today && block.end <= karachiTimeOfDay(now)) throw invalidField('end', deskMessages.blockPast);
  return cells;
}

/** The bookings holding cells of the bay in the span, as the refusal lists them. */
async function bookingsInTheWay(tx: Transaction, bookingIds: string[]): Promise<BookingInTheWay[]> {
  const rows = await tx
    .select({ id: bookings.id, customer: users.fullName, time: bookings.startTime })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(inArray(bookings.id, bookingIds))
    .orderBy(asc(bookings.startTime));
  return rows.map((row) => ({ id: row.id, short_id: shortId(row.id), customer: row.customer, time: row.time }));
}

/**
 * Blocks a bay from `start` to `end`: refused (409) where it would overlap a booking, listing them, or another block.
 * Under the date's lock, so no booking can take one of its cells between the check and the block.
 */
export async function createBlock(db: Database, actor: Actor, block: NewBlock, capacity: Capacity, now: Date): Promise<BayBlock> {
  const cells = new Set(checkBlock(block, capacity, now));
  return retryingTransaction(db, async (tx) => {
    const { capacity: current, taken } = await lockDate(tx, block.date, capacity);
    if (block.bay > current.bays) throw invalidField('bay', deskMessages.bayInvalid(current.bays));
    const inSpan = taken.filter((row) => row.bay === block.bay && cells.has(row.cell));
    const bookingIds = [...new Set(inSpan.flatMap((row) => (row.bookingId === null ? [] : [row.bookingId])))];
    if (bookingIds.length > 0) {
      const inTheWay = await bookingsInTheWay(tx, bookingIds);
      throw new DomainError('conflict', deskMessages.blockOverBookings(inTheWay.length), undefined, { data: { bookings: inTheWay } });
    }
    if (inSpan.length > 0) throw new DomainError('conflict', deskMessages.alreadyBlocked);
    const [row] = await tx
      .insert(bayBlocks)
      .values({ date: block.date, bay: block.bay, startTime: block.start, endTime: block.end, reason: block.reason, createdByName: actor.name, createdAt: now })
      .returning();
    if (!row) throw new Error('insert returned no block');
    await tx.insert(bookingSlots).values(cellRowsOf(row, [...cells]));
    await recordAudit(tx, actor, blockCreated(row), now);
    return toBayBlock(row);
  });
}

/** Removes a block: its cells are free again. 404 for an unknown one. */
export async function removeBlock(db: Database, actor: Actor, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(bayBlocks).where(eq(bayBlocks.id, id)).returning();
    if (!removed) throw new DomainError('not_found', deskMessages.blockNotFound);
    await recordAudit(tx, actor, blockRemoved(removed), now);
  });
}

/** The answer's sentence for a new block: "Bay 2 is blocked on Sun 29 Nov, 10:00–12:00." */
export const blockedMessage = (block: BayBlock) => deskMessages.blocked(block.bay, formatConsoleDay(block.date), block.start, block.end);
