// Idempotency-Key on booking creation, on PGlite and PostgreSQL: a retry answers the booking the key made, another
// request with the key is refused, and concurrent requests with one key make one booking.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { BookingDetail } from '../../src/domain/types';
import type { App } from '../../server/app';
import { bookings, invoices } from '../../server/db/schema';
import { call } from './helpers/app';
import { customerWithCar, type CustomerWithCar } from './helpers/customers';
import { suiteBackends, useApp } from './helpers/suite';
import { serverMessages } from '../../server/messages';

const backends = await suiteBackends();

// 10:30 in Karachi (UTC+5) on Sunday 22 November 2026.
const NOW = new Date('2026-11-22T05:30:00Z');
const TOMORROW = addDays('2026-11-22', 1);

interface Created {
  success: boolean;
  message: string;
  data: BookingDetail;
  errors?: Record<string, string[]>;
}


const create = (app: App, who: CustomerWithCar, body: Record<string, unknown> = {}, key?: string) =>
  call<Created>(app, 'POST', '/api/bookings/create-customer/', {
    cookie: who.customer.cookie,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
    body: { service: 'express-exterior-wash', car: who.car.id, booking_date: TOMORROW, customer_notes: 'Gate 2', ...body },
  });

let keyCounter = 0;
const freshKey = () => `booking-${process.pid}-${++keyCounter}`;

describe.each(backends)('booking Idempotency-Key on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('one request at a time', () => {
    const ctx = useApp(backend, {}, { now: () => NOW });
    const rowsOf = async (who: CustomerWithCar) => ({
      bookings: (await ctx.handle.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.customerId, who.customer.user.id))).length,
      invoices: (await ctx.handle.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.customerId, who.customer.user.id))).length,
    });

    it('answers a retry with the same key and body exactly as the first time, without a second booking or invoice', async () => {
      const who = await customerWithCar(ctx.app);
      const key = freshKey();
      const first = await create(ctx.app, who, {}, key);
      expect(first.status).toBe(201);
      const retried = await create(ctx.app, who, {}, key);
      expect({ status: retried.status, body: retried.body }).toEqual({ status: 201, body: first.body });
      expect(await rowsOf(who)).toEqual({ bookings: 1, invoices: 1 });
    });

    it('refuses the key with another body (409) and books nothing more', async () => {
      const who = await customerWithCar(ctx.app);
      const key = freshKey();
      expect((await create(ctx.app, who, {}, key)).status).toBe(201);
      for (const change of [{ customer_notes: 'Gate 3' }, { booking_date: addDays(TOMORROW, 1) }, { time: '14:00' }, { service: 'interior-deep-clean' }]) {
        const refused = await create(ctx.app, who, change, key);
        expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 409, message: messages.booking.idempotencyReused });
      }
      expect(await rowsOf(who)).toEqual({ bookings: 1, invoices: 1 });
    });

    it('changes nothing without the header: two requests, two bookings', async () => {
      const who = await customerWithCar(ctx.app);
      const answers = [await create(ctx.app, who), await create(ctx.app, who, { booking_date: addDays(TOMORROW, 1) })];
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(answers[0]?.body.data.id).not.toBe(answers[1]?.body.data.id);
      expect(await rowsOf(who)).toEqual({ bookings: 2, invoices: 2 });
    });

    it("keeps keys apart per customer: another customer's same key makes their own booking", async () => {
      const key = freshKey();
      const first = await customerWithCar(ctx.app);
      const second = await customerWithCar(ctx.app);
      const answers = [await create(ctx.app, first, {}, key), await create(ctx.app, second, {}, key)];
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(answers[1]?.body.data.car.id).toBe(second.car.id);
    });

    it('refuses a key that is empty, longer than 255 characters or holds a control character (400)', async () => {
      const who = await customerWithCar(ctx.app);
      for (const key of ['', 'k'.repeat(256), 'two\u0001parts', 'tab\there']) {
        const refused = await create(ctx.app, who, {}, key);
        expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message: serverMessages.idempotencyKeyInvalid(255) });
      }
      expect(await rowsOf(who)).toEqual({ bookings: 0, invoices: 0 });
      expect((await create(ctx.app, who, {}, 'k'.repeat(255))).status).toBe(201);
    });
  });

  describe.skipIf(backend.name !== 'postgres' || backend.skipReason !== null)('race: one key sent several times at once', () => {
    const ctx = useApp(backend, {}, { now: () => NOW });

    it('makes one booking and one invoice, and every request answers it', async () => {
      for (let round = 0; round < 5; round += 1) {
        const who = await customerWithCar(ctx.app);
        const key = freshKey();
        const answers = await Promise.all(Array.from({ length: 4 }, () => create(ctx.app, who, { booking_date: addDays(TOMORROW, round) }, key)));
        expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
        for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
        const made = await ctx.handle.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.customerId, who.customer.user.id));
        const billed = await ctx.handle.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.customerId, who.customer.user.id));
        expect({ bookings: made.length, invoices: billed.length }).toEqual({ bookings: 1, invoices: 1 });
      }
    });
  });
});
