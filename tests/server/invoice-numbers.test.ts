// Invoice numbers (INV-<Karachi year>-<6 digits>): sequential, starting again each year, never two alike even when
// two app instances create bookings at once on one PostgreSQL (PGlite's locks never contend, so the race runs there
// only); existing invoices numbered by the migration in creation order per year; the ops routes take the number.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookingDetail, Invoice } from '../../src/domain/types';
import { migrationsFolder } from '../../server/db/client';
import { invoiceCounters, invoices } from '../../server/db/schema';
import { call, createTestApp } from './helpers/app';
import { bookFor, customerWithCar } from './helpers/customers';
import { pdfText } from './helpers/pdf-text';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

const OPS = { Authorization: 'Bearer test-ops-token-0123456789abcdef' };
// 23:00 in Karachi on Thursday 31 December 2026; an hour and a half later it is 2027 there (UTC is still in 2026).
const NEW_YEARS_EVE = new Date('2026-12-31T18:00:00Z');
const AFTER_MIDNIGHT = new Date('2026-12-31T19:30:00Z');
const RACERS = 16;

/** The data steps of the migration that brought invoice numbers (everything under its `-- data:` line). */
const migrationDataSteps = (): string[] => {
  const file = readFileSync(path.join(migrationsFolder, '0013_settings_invoice_numbers.sql'), 'utf8');
  const data = file.slice(file.indexOf('-- data:'));
  return data.split('--> statement-breakpoint').map((statement) => statement.trim()).filter((statement) => statement !== '');
};

describe.each(backends)('invoice numbers on $name', (backend) => {
  let clock = NEW_YEARS_EVE;
  const ctx = useApp(backend, { MAX_ACTIVE_BOOKINGS: '50', BOOKING_MAX_PER_ACCOUNT: '100', BAYS: '10' }, { now: () => clock });
  const numberOf = async (booking: BookingDetail) => {
    const [row] = await ctx.handle.db.select({ number: invoices.invoiceNumber }).from(invoices).where(eq(invoices.bookingId, booking.id));
    return row?.number;
  };

  describe.skipIf(backend.skipReason !== null)('numbering', () => {
    it('numbers invoices one after another within the Karachi year and starts again at 1 in the next', async () => {
      clock = NEW_YEARS_EVE;
      const who = await customerWithCar(ctx.app);
      const first = await bookFor(ctx.app, who, '2027-01-04');
      const second = await bookFor(ctx.app, who, '2027-01-05');
      expect([await numberOf(first), await numberOf(second)]).toEqual(['INV-2026-000001', 'INV-2026-000002']);
      clock = AFTER_MIDNIGHT;
      const third = await bookFor(ctx.app, who, '2027-01-06');
      const fourth = await bookFor(ctx.app, who, '2027-01-07');
      expect([await numberOf(third), await numberOf(fourth)]).toEqual(['INV-2027-000001', 'INV-2027-000002']);
      expect(await ctx.handle.db.select().from(invoiceCounters).orderBy(asc(invoiceCounters.year))).toEqual([
        { year: 2026, lastNumber: 2 },
        { year: 2027, lastNumber: 2 },
      ]);
    });

    it('shows the number on the invoice beside the spec number, and the PDF prints it with the booking number', async () => {
      clock = AFTER_MIDNIGHT;
      const who = await customerWithCar(ctx.app);
      const booking = await bookFor(ctx.app, who, '2027-01-08');
      const answer = await call<{ data: Invoice }>(ctx.app, 'GET', `/api/invoices/${booking.invoice_id}/`, { cookie: who.customer.cookie });
      expect(answer.body.data.invoice_number).toBe(await numberOf(booking));
      expect(answer.body.data.number).toBe((booking.invoice_id ?? '').slice(-8).toUpperCase());
      const pdf = await ctx.app.request(`/api/invoices/${booking.invoice_id}/download/`, { headers: { Cookie: who.customer.cookie } });
      const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
      expect(text).toContain(`Invoice No.: ${answer.body.data.invoice_number}`);
      expect(text).toContain(`Booking: #${booking.id.slice(-8).toUpperCase()}`);
    });

    it('lets the ops routes name an invoice by its INV number in any case, as well as by its id or 8-character number', async () => {
      clock = AFTER_MIDNIGHT;
      const who = await customerWithCar(ctx.app);
      const [one, two, three] = [await bookFor(ctx.app, who, '2027-01-09'), await bookFor(ctx.app, who, '2027-01-10'), await bookFor(ctx.app, who, '2027-01-11')];
      const byNumber = await call<{ data: { id: string } }>(ctx.app, 'POST', `/api/ops/invoices/${(await numberOf(one))!.toLowerCase()}/paid`, { headers: OPS, body: { method: 'cash' } });
      expect(byNumber.status).toBe(200);
      expect(byNumber.body.data.id).toBe(one.invoice_id);
      const byShortId = await call<{ data: { id: string } }>(ctx.app, 'POST', `/api/ops/invoices/${(two.invoice_id ?? '').slice(-8)}/paid`, { headers: OPS, body: { method: 'cash' } });
      expect(byShortId.body.data.id).toBe(two.invoice_id);
      const byId = await call(ctx.app, 'POST', `/api/ops/invoices/${three.invoice_id}/paid`, { headers: OPS, body: { method: 'card' } });
      expect(byId.status).toBe(200);
      const unknown = await call(ctx.app, 'POST', '/api/ops/invoices/INV-1999-000001/paid', { headers: OPS, body: { method: 'cash' } });
      expect(unknown.status).toBe(404);
    });

    it("numbers the invoices a database already holds in creation order within each year, and new ones continue after them", async () => {
      const { db } = ctx.handle;
      await db.delete(invoices);
      await db.delete(invoiceCounters);
      clock = AFTER_MIDNIGHT;
      const who = await customerWithCar(ctx.app);
      const made: BookingDetail[] = [];
      for (let day = 12; day < 17; day += 1) made.push(await bookFor(ctx.app, who, `2027-01-${day}`));
      // Created out of order across two Karachi years (the third is 2026-12-31 23:30 in Karachi: still 2026).
      const createdAt = ['2027-01-02T10:00:00Z', '2026-05-01T10:00:00Z', '2026-12-31T18:30:00Z', '2027-01-01T09:00:00Z', '2026-02-01T10:00:00Z'];
      for (const [index, booking] of made.entries()) {
        await db.update(invoices).set({ createdAt: new Date(createdAt[index]!) }).where(eq(invoices.bookingId, booking.id));
      }
      // Back to the state before the migration: no numbers, no counters; then its data steps.
      await db.execute(sql`alter table invoices alter column invoice_number drop not null`);
      await db.execute(sql`update invoices set invoice_number = null`);
      await db.delete(invoiceCounters);
      for (const statement of migrationDataSteps()) await db.execute(sql.raw(statement));

      expect(await Promise.all(made.map(numberOf))).toEqual(['INV-2027-000002', 'INV-2026-000002', 'INV-2026-000003', 'INV-2027-000001', 'INV-2026-000001']);
      expect(await db.select().from(invoiceCounters).orderBy(asc(invoiceCounters.year))).toEqual([
        { year: 2026, lastNumber: 3 },
        { year: 2027, lastNumber: 2 },
      ]);
      const next = await bookFor(ctx.app, who, '2027-01-20');
      expect(await numberOf(next)).toBe('INV-2027-000003');
    });
  });

  it.skipIf(backend.skipReason !== null || backend.name !== 'postgres')(`gives ${RACERS} bookings made at once through two instances ${RACERS} numbers in a row, none twice`, async () => {
    const { db } = ctx.handle;
    clock = AFTER_MIDNIGHT;
    const [before] = await db.select().from(invoiceCounters).where(eq(invoiceCounters.year, 2027));
    const second = await backend.reopen(ctx.handle);
    try {
      const other = (await createTestApp(second.db, { MAX_ACTIVE_BOOKINGS: '50', BOOKING_MAX_PER_ACCOUNT: '100', BAYS: '10' }, { now: () => clock })).app;
      const racers = await Promise.all(Array.from({ length: RACERS }, () => customerWithCar(ctx.app)));
      // Every racer books the same day, so the allocations contend as well as the counter.
      const made = await Promise.all(racers.map((who, index) => bookFor(index % 2 === 0 ? ctx.app : other, who, '2027-01-25')));
      const numbers = await Promise.all(made.map(numberOf));
      const start = before?.lastNumber ?? 0;
      const expected = Array.from({ length: RACERS }, (_, index) => `INV-2027-${String(start + index + 1).padStart(6, '0')}`);
      expect([...numbers].sort()).toEqual(expected);
    } finally {
      await second.close();
    }
  });
});
