// Bay blocks (POST/GET /api/ops/blocks, DELETE /api/ops/blocks/{id}): a blocked time is gone from every availability
// answer, from the allocator and from the board; a block over bookings is refused listing them; removing it frees the
// time; a block and a booking racing for one slot give one winner, also across two instances; a new slot length lays
// the blocks on the new grid.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatConsoleDay } from '../../src/domain/console/consoleFormat';
import { addDays, karachiInstant, shortId, todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import { deskMessages } from '../../src/domain/messageAreas/desk';
import type { BayBlock, Board } from '../../src/domain/staff';
import type { AvailableDate, AvailableTime } from '../../src/domain/types';
import type { App } from '../../server/app';
import { auditLog, bayBlocks, bookingSlots } from '../../server/db/schema';
import { call, createTestApp } from './helpers/app';
import { bookFor, customerWithCar } from './helpers/customers';
import { OPS_TOKEN_HEADERS, signedInStaff, type OpsAnswer } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

const TODAY = todayInKarachi(new Date(Date.now() + 24 * 60 * 60 * 1000));
const NOW = karachiInstant(TODAY, '12:30');
const day = (offset: number) => addDays(TODAY, offset);
const washer = (date: string, start = '10:00', end = '12:00') => ({ bay: 1, booking_date: date, start, end, reason: 'Pressure washer broken' });

describe.each(backends)('bay blocks on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('', () => {
    // One bay, two-hour slots: a block takes the only place of its time.
    const ctx = useApp(backend, { BAYS: '1', SLOT_MINUTES: '120' }, { now: () => NOW });
    const block = (body: Record<string, unknown>, app: App = ctx.app) => call<OpsAnswer<BayBlock>>(app, 'POST', '/api/ops/blocks', { headers: OPS_TOKEN_HEADERS, body });
    const freeTimes = async (date: string, service = '') => {
      const answer = await call<AvailableTime[]>(ctx.app, 'GET', `/api/bookings/available-times/?date=${date}${service ? `&service=${service}` : ''}`);
      return answer.body.filter((time) => time.available).map((time) => time.time);
    };

    it('takes the blocked time out of every availability answer, the allocator and the board', async () => {
      const date = day(1);
      const staff = await signedInStaff(ctx.app, ctx.handle.db, 'staff');
      const gridBefore = await call<AvailableDate[]>(ctx.app, 'GET', `/api/bookings/available-dates/?start_date=${date}&days=1`);
      const made = await call<OpsAnswer<BayBlock>>(ctx.app, 'POST', '/api/ops/blocks', { cookie: staff.cookie, body: washer(date, '09:30', '12:00') });
      expect(made.status).toBe(201);
      expect(made.body.message).toBe(deskMessages.blocked(1, formatConsoleDay(date), '09:30', '12:00'));
      expect(made.body.data).toMatchObject({ bay: 1, date, start: '09:30', end: '12:00', reason: 'Pressure washer broken', created_by: staff.name });

      expect(await freeTimes(date)).toEqual(['12:00', '14:00', '16:00', '18:00']);
      const gridAfter = await call<AvailableDate[]>(ctx.app, 'GET', `/api/bookings/available-dates/?start_date=${date}&days=1`);
      expect(gridAfter.body[0]?.slots_available).toBe((gridBefore.body[0]?.slots_available ?? 0) - 2);
      const listed = await call<OpsAnswer<BayBlock[]>>(ctx.app, 'GET', `/api/ops/blocks?date=${date}`, { cookie: staff.cookie });
      expect(listed.body.data).toEqual([made.body.data]);
      const board = await call<OpsAnswer<Board>>(ctx.app, 'GET', `/api/ops/board?date=${date}`, { cookie: staff.cookie });
      expect(board.body.data.blocks).toEqual([made.body.data]);

      const who = await customerWithCar(ctx.app);
      const refused = await call<OpsAnswer<unknown>>(ctx.app, 'POST', '/api/bookings/create-customer/', { cookie: who.customer.cookie, body: { service: 'express-exterior-wash', car: who.car.id, booking_date: date, time: '10:00' } });
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 409, message: messages.booking.timeTaken(date, '10:00') });
      expect((await bookFor(ctx.app, who, date)).start_time).toBe('12:00');

      const [entry] = await ctx.handle.db.select().from(auditLog).where(and(eq(auditLog.action, 'block.create'), eq(auditLog.targetId, made.body.data.id)));
      expect(entry).toMatchObject({ actorName: staff.name, targetKind: 'block', after: { bay: 1, date, start: '09:30', end: '12:00', reason: 'Pressure washer broken' } });
    });

    it('is refused over bookings, listing each of them, and over another block; nothing is stored', async () => {
      const date = day(2);
      const who = await customerWithCar(ctx.app);
      const booked = await bookFor(ctx.app, who, date, { time: '14:00' });
      const over = await block(washer(date, '13:00', '15:00'));
      expect({ status: over.status, message: over.body.message, data: over.body.data }).toEqual({
        status: 409,
        message: deskMessages.blockOverBookings(1),
        data: { bookings: [{ id: booked.id, short_id: shortId(booked.id), customer: 'Ayesha Khan', time: '14:00' }] },
      });
      expect((await block(washer(date, '08:00', '09:00'))).status).toBe(201);
      const twice = await block(washer(date, '08:30', '10:30'));
      expect({ status: twice.status, message: twice.body.message }).toEqual({ status: 409, message: deskMessages.alreadyBlocked });
      expect(await ctx.handle.db.select().from(bayBlocks).where(eq(bayBlocks.date, date))).toHaveLength(1);
    });

    it('frees the time again when the block is removed, and answers 404 for it afterwards', async () => {
      const date = day(3);
      const made = await block(washer(date));
      expect(await freeTimes(date)).not.toContain('10:00');
      const removed = await call<OpsAnswer<unknown>>(ctx.app, 'DELETE', `/api/ops/blocks/${made.body.data.id}`, { headers: OPS_TOKEN_HEADERS });
      expect({ status: removed.status, message: removed.body.message }).toEqual({ status: 200, message: deskMessages.unblocked });
      expect(await freeTimes(date)).toContain('10:00');
      expect(await ctx.handle.db.select().from(bookingSlots).where(eq(bookingSlots.date, date))).toEqual([]);
      const again = await call<OpsAnswer<unknown>>(ctx.app, 'DELETE', `/api/ops/blocks/${made.body.data.id}`, { headers: OPS_TOKEN_HEADERS });
      expect({ status: again.status, message: again.body.message }).toEqual({ status: 404, message: deskMessages.blockNotFound });
      const [entry] = await ctx.handle.db.select().from(auditLog).where(and(eq(auditLog.action, 'block.remove'), eq(auditLog.targetId, made.body.data.id)));
      expect(entry).toMatchObject({ actorName: 'ops token', before: { bay: 1, date, start: '10:00', end: '12:00' } });
    });

    it('answers 400 naming the field for a bad block', async () => {
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ bay: 0 }, 'bay', deskMessages.bayInvalid(50)],
        [{ bay: 2 }, 'bay', deskMessages.bayInvalid(1)],
        [{ start: '12:00', end: '10:00' }, 'end', deskMessages.blockTimesInvalid('08:00', '20:00')],
        [{ start: '19:00', end: '21:00' }, 'end', deskMessages.blockTimesInvalid('08:00', '20:00')],
        [{ start: '9:00' }, 'start', messages.booking.timeInvalid],
        [{ booking_date: addDays(TODAY, -1) }, 'booking_date', deskMessages.blockPast],
        [{ booking_date: TODAY, start: '10:00', end: '12:00' }, 'end', deskMessages.blockPast],
        [{ reason: '  ' }, 'reason', deskMessages.reasonRequired],
        [{ reason: 'x'.repeat(201) }, 'reason', deskMessages.reasonTooLong(200)],
      ];
      for (const [change, field, message] of cases) {
        const answer = await block({ ...washer(day(4)), ...change });
        expect({ status: answer.status, errors: answer.body.errors?.[field] }, JSON.stringify(change)).toEqual({ status: 400, errors: [message] });
      }
      expect(await ctx.handle.db.select().from(bayBlocks).where(eq(bayBlocks.date, day(4)))).toEqual([]);
    });

    it.skipIf(backend.name !== 'postgres')('gives its time to exactly one of a block and a booking asked at once on two instances', async () => {
      const second = await backend.reopen(ctx.handle);
      try {
        const other = (await createTestApp(second.db, { BAYS: '1', SLOT_MINUTES: '120' }, { now: () => NOW })).app;
        for (const offset of [10, 11, 12, 13, 14]) {
          const date = day(offset);
          const who = await customerWithCar(other);
          const [blocked, booked] = await Promise.all([
            block(washer(date)),
            call<OpsAnswer<unknown>>(other, 'POST', '/api/bookings/create-customer/', { cookie: who.customer.cookie, body: { service: 'express-exterior-wash', car: who.car.id, booking_date: date, time: '10:00' } }),
          ]);
          expect([blocked.status, booked.status].sort(), date).toEqual([201, 409]);
          // 10:00–12:00 in the one bay: 24 cells of five minutes, all the winner's.
          const held = await ctx.handle.db.select().from(bookingSlots).where(eq(bookingSlots.date, date));
          expect(held).toHaveLength(24);
          expect(new Set(held.map((row) => row.blockId ?? row.bookingId)).size).toBe(1);
        }
      } finally {
        await second.close();
      }
    });
  });

  describe.skipIf(backend.skipReason !== null)('after a new start grid', () => {
    // Its own database, so the grid change touches no other test.
    const relay = useApp(backend, { BAYS: '1', SLOT_MINUTES: '120' }, { now: () => NOW });

    it('keeps a block to its own times when an admin changes the start grid', async () => {
      const date = day(5);
      await call(relay.app, 'POST', '/api/ops/blocks', { headers: OPS_TOKEN_HEADERS, body: washer(date, '10:00', '11:00') });
      const admin = await signedInStaff(relay.app, relay.handle.db, 'admin');
      const changed = await call(relay.app, 'PUT', '/api/ops/capacity', { cookie: admin.cookie, body: { bays: 1, slot_minutes: 60 } });
      try {
        expect(changed.status).toBe(200);
        const times = (await call<AvailableTime[]>(relay.app, 'GET', `/api/bookings/available-times/?date=${date}`)).body.filter((time) => time.available).map((time) => time.time);
        expect(times).not.toContain('10:00');
        expect(times).toContain('11:00');
      } finally {
        await call(relay.app, 'PUT', '/api/ops/capacity', { cookie: admin.cookie, body: { bays: 1, slot_minutes: 120 } });
      }
    });
  });
});
