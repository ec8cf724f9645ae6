// Reads remembered until the next write (decision 008). On PGlite with fast reads on, a repeated read is answered
// from memory, every write through the app forgets it, and time alone still ends a session; on PostgreSQL, or with
// FAST_READS=off, nothing is remembered. The first part checks the rule on the app's fast reads; the second what a
// customer and the workshop see, which must be the same with fast reads on and off.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/format';
import type { AvailableDate, BookingListItem, Service } from '../../src/domain/types';
import type { App } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/client';
import { services } from '../../server/db/schema';
import type { FastReads } from '../../server/fast-reads';
import { call, createTestApp, FAST_READS_SETTINGS, removeTempDirs } from './helpers/app';
import { prepareBackends } from './helpers/backends';
import { bookFor, customerWithCar } from './helpers/customers';

const backends = await prepareBackends();
afterAll(async () => {
  for (const backend of backends) await backend.stop();
  removeTempDirs();
});

// 10:30 in Karachi on Sunday 22 November 2026.
const START = new Date('2026-11-22T05:30:00Z');
const TOMORROW = addDays('2026-11-22', 1);
const DAY = 24 * 60 * 60 * 1000;
const OPS = { Authorization: 'Bearer test-ops-token-0123456789abcdef' };

for (const backend of backends) {
  for (const setting of FAST_READS_SETTINGS) {
    describe.skipIf(backend.skipReason !== null)(`remembered reads on ${backend.name}, fast reads ${setting}`, () => {
      const remembers = backend.name === 'pglite' && setting === 'on';
      const clock = { now: START };
      let handle: DatabaseHandle;
      let app: App;
      let fastReads: FastReads;

      beforeAll(async () => {
        handle = await backend.open();
        ({ app, deps: { fastReads } } = await createTestApp(handle.db, { FAST_READS: setting }, { now: () => clock.now }));
      });
      afterAll(async () => handle?.close());

      /** How many times `load` runs when the same key is read twice around `between`. */
      const loadsAround = async (key: string, between: () => Promise<unknown>) => {
        let loads = 0;
        const read = () => fastReads.untilNextWrite(key, async () => ((loads += 1), loads));
        await read();
        await between();
        await read();
        return loads;
      };

      it(remembers ? 'answers a repeated read from memory until a write finishes' : 'never answers from memory', async () => {
        const nothing = async () => {};
        const plainSelect = () => handle.db.select({ id: services.id }).from(services).limit(1);
        const update = () => handle.db.update(services).set({ sortOrder: sql`${services.sortOrder}` }).where(eq(services.id, 'nothing'));
        const transaction = () => handle.db.transaction(async (tx) => tx.select({ id: services.id }).from(services).limit(1));
        expect(await loadsAround('quiet', nothing)).toBe(remembers ? 1 : 2);
        expect(await loadsAround('after a select', plainSelect)).toBe(remembers ? 1 : 2);
        expect(await loadsAround('after an update', update)).toBe(2);
        expect(await loadsAround('after a transaction', transaction)).toBe(2);
      });

      it('keeps neither an answer loaded while a write finished nor a null answer', async () => {
        let loads = 0;
        const racing = () =>
          fastReads.untilNextWrite('racing', async () => {
            loads += 1;
            await handle.db.update(services).set({ sortOrder: sql`${services.sortOrder}` }).where(eq(services.id, 'nothing'));
            return loads;
          });
        await racing();
        await racing();
        expect(loads).toBe(2);

        let nullLoads = 0;
        const unknown = () => fastReads.untilNextWrite('unknown', async () => ((nullLoads += 1), null));
        expect(await unknown()).toBeNull();
        expect(await unknown()).toBeNull();
        expect(nullLoads).toBe(2);
      });

      it('shows every change made through the app on the next read of My Bookings and the date grid', async () => {
        clock.now = START;
        const who = await customerWithCar(app);
        const cookie = who.customer.cookie;
        const myBookings = async () => (await call<{ data: BookingListItem[] }>(app, 'GET', '/api/customer/my-bookings/', { cookie })).body.data;
        const tomorrow = async () =>
          (await call<AvailableDate[]>(app, 'GET', `/api/bookings/available-dates/?start_date=${TOMORROW}&days=1&service=express-exterior-wash`)).body[0]?.slots_available;

        const freeBefore = await tomorrow();
        const booking = await bookFor(app, who, TOMORROW);
        expect(await tomorrow()).toBe((freeBefore ?? 0) - 1);
        await myBookings();
        expect((await myBookings()).map((item) => [item.id, item.serviceName, item.status])).toEqual([[booking.id, 'Express Exterior Wash', 'pending']]);

        const [service] = (await call<{ data: Service[] }>(app, 'GET', '/api/ops/services', { headers: OPS })).body.data.filter((s) => s.id === 'express-exterior-wash');
        if (!service) throw new Error('the seeded catalogue has no express-exterior-wash');
        const renamed = await call(app, 'POST', '/api/ops/services', { headers: OPS, body: [{ ...service, name: 'Express Wash & Dry' }] });
        expect(renamed.status).toBe(200);
        expect((await myBookings())[0]?.serviceName).toBe('Express Wash & Dry');

        expect((await call(app, 'POST', `/api/ops/invoices/${booking.invoice_id}/paid`, { headers: OPS, body: { method: 'cash' } })).status).toBe(200);
        expect((await myBookings())[0]?.paymentStatus).toBe('paid');

        expect((await call(app, 'POST', `/api/customer/my-bookings/${booking.id}/cancel/`, { cookie, body: { cancellation_reason: 'Travelling' } })).status).toBe(200);
        expect((await myBookings())[0]?.status).toBe('cancelled');
        expect(await tomorrow()).toBe(freeBefore);
      });

      it('still ends a session on time when its reads are remembered', async () => {
        clock.now = START;
        const who = await customerWithCar(app);
        const cookie = who.customer.cookie;
        const reads = () => Promise.all(['/api/auth/customer/status/', '/api/customer/my-bookings/', '/api/cars/by-customer/'].map(async (url) => (await call(app, 'GET', url, { cookie })).status));
        clock.now = new Date(START.getTime() + 7 * DAY - 60_000);
        expect(await reads()).toEqual([200, 200, 200]); // the first read of the day moves the idle clock (a write)
        expect(await reads()).toEqual([200, 200, 200]); // remembered from here on
        clock.now = new Date(START.getTime() + 7 * DAY + 60_000); // past the absolute limit, with no write since
        expect(await reads()).toEqual([401, 401, 401]);
      });

      it('forgets a session at once when the customer signs out', async () => {
        clock.now = START;
        const who = await customerWithCar(app);
        const cookie = who.customer.cookie;
        expect((await call(app, 'GET', '/api/customer/my-bookings/', { cookie })).status).toBe(200);
        expect((await call(app, 'GET', '/api/customer/my-bookings/', { cookie })).status).toBe(200);
        expect((await call(app, 'POST', '/api/auth/logout/', { cookie })).status).toBe(200);
        expect((await call(app, 'GET', '/api/customer/my-bookings/', { cookie })).status).toBe(401);
        expect((await call(app, 'GET', '/api/auth/customer/status/', { cookie })).status).toBe(401);
      });
    });
  }
}
