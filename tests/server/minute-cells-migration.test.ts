// Migration 0016 on data written with the old slot grid, on PGlite and PostgreSQL: every booking keeps exactly the time
// its slots held (now as 5-minute cells), a bay block holds the cells of its own times, and the week opens 08:00–20:00.
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bayBlocks, bookingSlots, openingHours, workshopSettings } from '../../server/db/schema';
import { call } from './helpers/app';
import { bookFor, customerWithCar } from './helpers/customers';
import { OPS_TOKEN_HEADERS } from './helpers/staff';
import { migrationReplay } from './helpers/migration-file';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

// Tuesday 24 November 2026, two days after the clock's Sunday.
const DAY = '2026-11-24';
// Undone, a database is what 0015 left: no hours, no buffer.
const MIGRATION = migrationReplay('minute_cells_opening_hours', [sql`drop table opening_hours`, sql`alter table workshop_settings drop column buffer_minutes`]);

/** The cells [from, to) in minutes after midnight. */
const cells = (from: number, to: number) => Array.from({ length: (to - from) / 5 }, (_, offset) => from / 5 + offset);

describe.each(backends)('migration 0016 on $name', (backend) => {
  // 90-minute slots: a two-hour service held two of them, three hours of the bay.
  const ctx = useApp(backend, { SLOT_MINUTES: '90' }, { now: () => new Date('2026-11-22T05:30:00Z') });

  it.skipIf(backend.skipReason !== null)('turns each old slot into the cells it covered, so no booking moves', async () => {
    const who = await customerWithCar(ctx.app);
    const booking = await bookFor(ctx.app, who, DAY, { time: '09:30' });
    const block = await call<{ data: { id: string } }>(ctx.app, 'POST', '/api/ops/blocks', {
      headers: OPS_TOKEN_HEADERS,
      body: { bay: 2, booking_date: DAY, start: '14:00', end: '15:00', reason: 'Pressure washer broken' },
    });
    expect(block.status, block.text).toBe(201);
    const [stored] = await ctx.handle.db.select().from(bayBlocks).where(eq(bayBlocks.date, DAY));

    // Before 0016: the booking held old slots 1 and 2 (09:30–12:30), the block slot 4 (14:00–15:30), by slot index.
    await MIGRATION.undo(ctx.handle.db);
    await ctx.handle.db.delete(bookingSlots).where(eq(bookingSlots.date, DAY));
    await ctx.handle.db.insert(bookingSlots).values([
      { bookingId: booking.id, date: DAY, bay: booking.bay, slotIndex: 1, carKey: 'car' },
      { bookingId: booking.id, date: DAY, bay: booking.bay, slotIndex: 2, carKey: 'car' },
      { blockId: stored?.id, date: DAY, bay: 2, slotIndex: 4 },
    ]);

    await MIGRATION.apply(ctx.handle.db);

    const held = await ctx.handle.db.select().from(bookingSlots).where(eq(bookingSlots.date, DAY)).orderBy(asc(bookingSlots.bay), asc(bookingSlots.slotIndex));
    const ofBooking = held.filter((row) => row.bookingId === booking.id);
    expect(ofBooking.map((row) => row.slotIndex)).toEqual(cells(9 * 60 + 30, 12 * 60 + 30));
    expect(new Set(ofBooking.map((row) => row.carKey))).toEqual(new Set(['car']));
    expect(held.filter((row) => row.blockId !== null).map((row) => row.slotIndex)).toEqual(cells(14 * 60, 15 * 60));
    expect(held).toHaveLength(ofBooking.length + 12);

    const week = await ctx.handle.db.select().from(openingHours).orderBy(asc(openingHours.weekday));
    expect(week).toEqual([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opensMinutes: 480, closesMinutes: 1200 })));
    const [settings] = await ctx.handle.db.select({ buffer: workshopSettings.bufferMinutes }).from(workshopSettings);
    expect(settings?.buffer).toBe(0);
  });
});
