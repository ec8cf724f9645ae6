// Closing and reopening a date. Closing takes the date's booking lock (the one every allocation on that date takes)
// before it looks for bookings, so no booking can be made on a date between the check and its closing.
import { eq, sql } from 'drizzle-orm';
import { todayInKarachi } from '../../src/domain/format';
import type { Database } from '../db/client';
import { closedDates } from '../db/schema';
import { recordAudit, type Actor } from './audit';
import { activeBookingsOn, type BookingsInTheWay } from './bookings-in-the-way';
import { DomainError } from './errors';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';

/** Closes a date (today or later); a date already closed is left as it is. */
export async function closeDate(db: Database, actor: Actor, closing: { date: string; note: string }, now: Date): Promise<{ alreadyClosed: boolean } | BookingsInTheWay> {
  if (closing.date < todayInKarachi(now)) throw new DomainError('invalid', workshopMessages.workshop.datePast);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${closing.date}))`);
    const [existing] = await tx.select({ date: closedDates.date }).from(closedDates).where(eq(closedDates.date, closing.date));
    if (existing) return { alreadyClosed: true };
    const lines = await activeBookingsOn(tx, closing.date);
    if (lines.length > 0) return { blocked: true, message: workshopMessages.workshop.dateHasBookings(closing.date, lines.length), lines };
    await tx.insert(closedDates).values({ date: closing.date, note: closing.note });
    await recordAudit(tx, actor, { action: 'closed_date.add', targetKind: 'closed_date', targetId: closing.date, after: { date: closing.date, note: closing.note } }, now);
    return { alreadyClosed: false };
  });
}

/** Opens a closed date again; 404 when it is not closed. */
export async function reopenDate(db: Database, actor: Actor, date: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(closedDates).where(eq(closedDates.date, date)).returning();
    if (!removed) throw new DomainError('not_found', workshopMessages.workshop.dateNotClosed(date));
    await recordAudit(tx, actor, { action: 'closed_date.remove', targetKind: 'closed_date', targetId: date, before: { date, note: removed.note } }, now);
  });
}
