// Add-ons, on PGlite and PostgreSQL with a fixed clock: the catalogue's add-ons, a booking made with two of them (its
// items, total, length, end time and one bay), every refusal with nothing stored, prices frozen after a catalogue
// change, the invoice's lines and tax and its PDF, the calendar entry for the whole visit, the shorter list of times,
// a reschedule that keeps the items and checks the whole length, and the workshop adding and removing an add-on.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS_LABELS } from '../../src/domain/constants';
import { addDays, formatMoney } from '../../src/domain/format';
import { invoiceContent } from '../../src/domain/invoiceContent';
import { messages } from '../../src/domain/messages';
import { deskMessages } from '../../src/domain/messageAreas/desk';
import type { AvailableTime, BookingDetail, Invoice, Paged, Service } from '../../src/domain/types';
import type { App } from '../../server/app';
import { auditLog, bookingItems, bookings, bookingSlots, invoices, outbox } from '../../server/db/schema';
import { serverMessages } from '../../server/messages';
import type { OpsBooking } from '../../server/services/booking-reads';
import { call } from './helpers/app';
import { bookFor, customerWithCar, type CustomerWithCar } from './helpers/customers';
import { expectRefusal, type Ok, type Refusal } from './helpers/envelopes';
import { pdfText } from './helpers/pdf-text';
import { OPS_TOKEN_HEADERS } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

// 10:30 in Karachi (UTC+5) on Sunday 22 November 2026; 120-minute slots, two bays.
const TODAY = '2026-11-22';
const NOW = new Date('2026-11-22T05:30:00Z');
const day = (offset: number) => addDays(TODAY, offset);
const WASH = 'express-exterior-wash'; // 120 minutes, Rs 2,500 (was 3,000)
const ENGINE_BAY = 'engine-bay-cleaning'; // 40 minutes, Rs 2,500
const HEADLIGHTS = 'headlight-restoration'; // 45 minutes, Rs 3,000

const create = (app: App, who: CustomerWithCar, body: Record<string, unknown>) =>
  call<Ok<BookingDetail>>(app, 'POST', '/api/bookings/create-customer/', {
    cookie: who.customer.cookie,
    body: { service: WASH, car: who.car.id, booking_date: day(1), customer_notes: '', ...body },
  });

const freeTimes = async (app: App, date: string, query: string) => {
  const answer = await call<AvailableTime[]>(app, 'GET', `/api/bookings/available-times/?date=${date}&service=${WASH}${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.filter((time) => time.available).map((time) => time.time);
};

describe.each(backends)('add-ons on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('', () => {
    const ctx = useApp(backend, { BAYS: '2', SLOT_MINUTES: '120', MAX_UNPAID_PER_IP: '100', MAX_UNPAID_PER_DEVICE: '100', BOOKING_MAX_PER_IP: '1000' }, { now: () => NOW });
    const ops = <T>(method: string, path: string, body?: unknown) => call<Ok<T>>(ctx.app, method, path, { headers: OPS_TOKEN_HEADERS, body });
    const counts = async () => {
      const [made] = await ctx.handle.db.select({ count: sql<number>`count(*)::int` }).from(bookings);
      const [items] = await ctx.handle.db.select({ count: sql<number>`count(*)::int` }).from(bookingItems);
      return { bookings: made?.count, items: items?.count };
    };

    it('lists main services by default and the active add-ons with kind=addon; another kind is refused', async () => {
      const main = await call<Paged<Service>>(ctx.app, 'GET', '/api/services/list/?page_size=100');
      expect(main.body.results.every((service) => service.kind === 'service')).toBe(true);
      expect(main.body.results.map((service) => service.id)).not.toContain(HEADLIGHTS);
      const addons = await call<Paged<Service>>(ctx.app, 'GET', '/api/services/list/?kind=addon&page_size=100');
      expect(addons.body.results.map((service) => [service.id, service.kind, service.duration_minutes])).toEqual([
        [HEADLIGHTS, 'addon', 45],
        [ENGINE_BAY, 'addon', 40],
        ['pet-hair-removal', 'addon', 30],
        ['odour-treatment', 'addon', 45],
        ['leather-conditioning', 'addon', 30],
      ]);
      const bad = await call<Refusal>(ctx.app, 'GET', '/api/services/list/?kind=extra');
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.kind).toEqual([serverMessages.kindInvalid]);
    });

    it('books a wash with two add-ons: items with frozen prices, their total, the whole length in one bay, the invoice lines', async () => {
      const who = await customerWithCar(ctx.app);
      const made = await create(ctx.app, who, { addons: [ENGINE_BAY, HEADLIGHTS], booking_date: day(1) });
      expect(made.status, made.text).toBe(201);
      const booking = made.body.data;
      expect(booking).toMatchObject({ start_time: '08:00', end_time: '11:25', bay: 1, duration: 205, total_amount: 8000 });
      expect(booking.items).toEqual([
        { service: WASH, name: 'Express Exterior Wash', kind: 'service', price: 2500, original_price: 3000, duration: 120 },
        { service: ENGINE_BAY, name: 'Engine Bay Cleaning', kind: 'addon', price: 2500, original_price: null, duration: 40 },
        { service: HEADLIGHTS, name: 'Headlight Restoration', kind: 'addon', price: 3000, original_price: null, duration: 45 },
      ]);
      const slots = await ctx.handle.db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, booking.id));
      // One bay, one continuous block: the 5-minute cells from 08:00 (cell 96) to 11:25 (cell 137), nothing else.
      expect(new Set(slots.map((slot) => slot.bay))).toEqual(new Set([1]));
      expect(slots.map((slot) => slot.slotIndex).sort((x, y) => x - y)).toEqual(Array.from({ length: 41 }, (_, offset) => 96 + offset));

      const invoice = await call<Ok<Invoice>>(ctx.app, 'GET', `/api/invoices/${booking.invoice_id}/`, { cookie: who.customer.cookie });
      // Tax is taken out of the visit's total once: 8000 × 0.18 / 1.18 = 1220.3 → 1220.
      expect(invoice.body.data).toMatchObject({ total_amount: 8000, tax_amount: 1220, amount: 6780 });
      expect(invoice.body.data.lines).toEqual([
        { name: 'Express Exterior Wash', kind: 'service', original_price: 3000, price: 2500 },
        { name: 'Engine Bay Cleaning', kind: 'addon', original_price: null, price: 2500 },
        { name: 'Headlight Restoration', kind: 'addon', original_price: null, price: 3000 },
      ]);
      const pdf = await ctx.app.request(`/api/invoices/${booking.invoice_id}/download/`, { headers: { Cookie: who.customer.cookie } });
      const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
      for (const name of ['Express Exterior Wash', 'Engine Bay Cleaning', 'Headlight Restoration']) expect(text).toContain(name);
      expect(text).toContain(invoiceContent.discounted(formatMoney(3000), formatMoney(500)));
      // The lines before tax add up to the subtotal: 2119 + 2119 + 2542 = 6780.
      for (const amount of [2119, 2542, 6780, 1220, 8000]) expect(text).toContain(formatMoney(amount));

      const ics = await call(ctx.app, 'GET', `/api/bookings/${booking.id}/calendar.ics`, { cookie: who.customer.cookie });
      const unfolded = ics.text.replace(/\r\n[ \t]/g, '');
      expect(unfolded).toContain(`DTSTART:${day(1).replaceAll('-', '')}T030000Z`);
      // 08:00 to 11:25 Karachi: the whole visit, 205 minutes.
      expect(unfolded).toContain(`DTEND:${day(1).replaceAll('-', '')}T062500Z`);
      expect(unfolded).toMatch(/SUMMARY:Express Exterior Wash \+ Engine Bay Cleaning \+ Headlight Restoration at /);

      const [confirmation] = await ctx.handle.db.select().from(outbox).where(eq(outbox.bookingId, booking.id));
      expect(confirmation?.subject).toContain('Express Exterior Wash + Engine Bay Cleaning + Headlight Restoration');

      // A later price change in the catalogue changes neither the booking nor its invoice.
      const edited = await ops<Service>('PUT', `/api/ops/services/${ENGINE_BAY}`, {
        id: ENGINE_BAY,
        name: 'Engine Bay Cleaning',
        price: 4000,
        category: 'add_ons',
        kind: 'addon',
        duration_minutes: 60,
      });
      expect(edited.status, edited.text).toBe(200);
      const reread = await call<Ok<BookingDetail>>(ctx.app, 'GET', `/api/bookings/${booking.id}/`, { cookie: who.customer.cookie });
      expect(reread.body.data).toEqual(booking);
      const invoiceAgain = await call<Ok<Invoice>>(ctx.app, 'GET', `/api/invoices/${booking.invoice_id}/`, { cookie: who.customer.cookie });
      expect(invoiceAgain.body.data.lines).toEqual(invoice.body.data.lines);
      expect(invoiceAgain.body.data.total_amount).toBe(8000);
      await ops('PUT', `/api/ops/services/${ENGINE_BAY}`, { id: ENGINE_BAY, name: 'Engine Bay Cleaning', price: 2500, category: 'add_ons', duration_minutes: 40 });
      expect((await call<Paged<Service>>(ctx.app, 'GET', '/api/services/list/?kind=addon')).body.results.find((service) => service.id === ENGINE_BAY)?.kind).toBe('addon');
    });

    it('books add-ons at the desk too, for the whole visit in one bay', async () => {
      const who = await customerWithCar(ctx.app);
      const made = await ops<{ id: string; end_time: string; bay: number; service: { duration_minutes: number } }>('POST', '/api/ops/bookings', {
        customer: who.customer.user.id,
        car: who.car.id,
        service: WASH,
        addons: [ENGINE_BAY],
        booking_date: day(7),
        time: '08:00',
        source: 'walk_in',
      });
      expect(made.status, made.text).toBe(201);
      // The board's card gives the whole visit's length.
      expect(made.body.data).toMatchObject({ end_time: '10:40', bay: 1, service: { duration_minutes: 160 } });
      const listed = await ops<OpsBooking[]>('GET', `/api/ops/bookings?date=${day(7)}`);
      expect(listed.body.data.find((booking) => booking.id === made.body.data.id)).toMatchObject({ duration: 160, total_amount: 5000, items: [{ service: WASH }, { service: ENGINE_BAY }] });
    });

    it('refuses bad add-ons naming addons, an add-on as the service naming service, and stores nothing', async () => {
      const who = await customerWithCar(ctx.app);
      const before = await counts();
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ addons: ['no-such-addon'] }, 'addons', messages.booking.addonUnavailable],
        [{ addons: ['windscreen-water-repellent'] }, 'addons', messages.booking.addonUnavailable],
        [{ addons: ['premium-wash-wax'] }, 'addons', messages.booking.addonUnavailable],
        [{ addons: [ENGINE_BAY, ENGINE_BAY] }, 'addons', messages.booking.addonsRepeated],
        [{ addons: [HEADLIGHTS, ENGINE_BAY, 'pet-hair-removal', 'odour-treatment', 'leather-conditioning', 'a-sixth'] }, 'addons', messages.booking.addonsTooMany(5)],
        [{ addons: 'engine-bay-cleaning' }, 'addons', messages.booking.addonsInvalid],
        [{ service: HEADLIGHTS }, 'service', messages.booking.addonAsService],
      ];
      for (const [change, field, message] of cases) {
        const answer = await create(ctx.app, who, change);
        expect({ status: answer.status, errors: (answer.body as unknown as Refusal).errors?.[field] }, JSON.stringify(change)).toEqual({ status: 400, errors: [message] });
      }
      expect(await counts()).toEqual(before);
    });

    it('lists fewer start times for the whole visit, and refuses a bad add-on in the query', async () => {
      const date = day(2);
      for (let bay = 1; bay <= 2; bay += 1) await bookFor(ctx.app, await customerWithCar(ctx.app), date, { time: '10:00' });
      expect(await freeTimes(ctx.app, date, '')).toEqual(['08:00', '12:00', '14:00', '16:00', '18:00']);
      expect(await freeTimes(ctx.app, date, `&addons=${ENGINE_BAY},${HEADLIGHTS}`)).toEqual(['12:00', '14:00', '16:00']);
      const dates = await call<Array<{ date: string; slots_available: number }>>(ctx.app, 'GET', `/api/bookings/available-dates/?start_date=${date}&days=1&service=${WASH}&addons=${ENGINE_BAY}`);
      expect(dates.body[0]?.slots_available).toBe(6);
      for (const addons of ['no-such-addon', `${ENGINE_BAY},${ENGINE_BAY}`, 'premium-wash-wax']) {
        const bad = await call<Refusal>(ctx.app, 'GET', `/api/bookings/available-times/?date=${date}&service=${WASH}&addons=${addons}`);
        expect(bad.status, addons).toBe(400);
        expect(bad.body.errors?.addons, addons).toHaveLength(1);
      }
    });

    it('keeps the items on a reschedule and refuses a time the longer visit does not fit', async () => {
      const who = await customerWithCar(ctx.app);
      const made = (await create(ctx.app, who, { addons: [HEADLIGHTS], booking_date: day(4) })).body.data;
      const date = day(3);
      for (let bay = 1; bay <= 2; bay += 1) await bookFor(ctx.app, await customerWithCar(ctx.app), date, { time: '10:00' });
      const move = (time: string) =>
        call<Ok<BookingDetail>>(ctx.app, 'POST', `/api/bookings/${made.id}/reschedule/`, { cookie: who.customer.cookie, body: { date, time } });
      expectRefusal(await move('08:00'), 409, messages.booking.timeTaken(date, '08:00'));
      const moved = await move('12:00');
      expect(moved.status, moved.text).toBe(200);
      expect(moved.body.data).toMatchObject({ booking_date: date, start_time: '12:00', end_time: '14:45', duration: 165, total_amount: 5500 });
      expect(moved.body.data.items).toEqual(made.items);
    });

    it('lets the workshop add and remove an add-on on an unpaid booking: its own bay first, another bay at the same time, else 409', async () => {
      const date = day(5);
      const first = await bookFor(ctx.app, await customerWithCar(ctx.app), date, { time: '08:00' });
      await bookFor(ctx.app, await customerWithCar(ctx.app), date, { time: '10:00' });
      expect(first.bay).toBe(1);
      const add = (booking: BookingDetail, addon: string) => ops<OpsBooking>('POST', `/api/ops/bookings/${booking.id}/addons`, { addon });

      // Bay 1 is taken from 10:00: the longer visit goes to bay 2 at the same time, and the answer says so.
      const added = await add(first, HEADLIGHTS);
      expect(added.status, added.text).toBe(200);
      expect(added.body.message).toBe(deskMessages.addonAddedInBay('Headlight Restoration', formatMoney(5500), 2));
      expect(added.body.data).toMatchObject({ bay: 2, start_time: '08:00', end_time: '10:45', duration: 165, total_amount: 5500 });
      expect(added.body.data.items.map((item) => item.service)).toEqual([WASH, HEADLIGHTS]);
      const [invoice] = await ctx.handle.db.select().from(invoices).where(eq(invoices.bookingId, first.id));
      expect(invoice).toMatchObject({ totalAmount: 5500, taxAmount: 839, amount: 4661 });
      const [entry] = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.bookingId, first.id));
      expect(entry).toMatchObject({ action: 'booking.addon_add', after: { addons: ['Headlight Restoration'], total: 5500, bay: 2 } });

      expectRefusal(await add(first, HEADLIGHTS), 400, deskMessages.addonAlreadyOnBooking);
      expectRefusal(await add(first, 'premium-wash-wax'), 400, messages.booking.addonUnavailable);

      const removed = await ops<OpsBooking>('DELETE', `/api/ops/bookings/${first.id}/addons/${HEADLIGHTS}`);
      expect(removed.status, removed.text).toBe(200);
      expect(removed.body.message).toBe(deskMessages.addonRemoved('Headlight Restoration', formatMoney(2500)));
      expect(removed.body.data).toMatchObject({ bay: 2, end_time: '10:00', duration: 120, total_amount: 2500 });
      expectRefusal(await ops('DELETE', `/api/ops/bookings/${first.id}/addons/${HEADLIGHTS}`), 404, deskMessages.addonNotOnBooking);

      // Both bays are taken from 10:00 now: no bay holds the longer visit at 08:00.
      await bookFor(ctx.app, await customerWithCar(ctx.app), date, { time: '10:00' });
      expectRefusal(await add(first, HEADLIGHTS), 409, deskMessages.addonDoesNotFit('08:00', 2));
      expect((await counts()).items).toBeGreaterThan(0);
      const [row] = await ctx.handle.db.select().from(bookings).where(eq(bookings.id, first.id));
      expect(row).toMatchObject({ amount: 2500, endTime: '10:00', bay: 2 });

      // Its own bay first: a lone booking keeps its bay and says nothing of moving.
      const lone = await bookFor(ctx.app, await customerWithCar(ctx.app), day(6), { time: '14:00' });
      const grown = await add(lone, ENGINE_BAY);
      expect(grown.body.message).toBe(deskMessages.addonAdded('Engine Bay Cleaning', formatMoney(5000)));
      expect(grown.body.data).toMatchObject({ bay: lone.bay, start_time: '14:00', end_time: '16:40', total_amount: 5000 });

      // Paid: no more changes.
      expect((await ops('POST', `/api/ops/invoices/${lone.invoice_id}/paid`, { method: 'cash' })).status).toBe(200);
      expectRefusal(await add(lone, HEADLIGHTS), 409, deskMessages.addonsPaid);
      expect((await call(ctx.app, 'POST', `/api/ops/bookings/${lone.id}/addons`, { body: { addon: HEADLIGHTS } })).status).toBe(401);

      // Cancelled: its add-ons stay as they were.
      const owner = await customerWithCar(ctx.app);
      const cancelled = await bookFor(ctx.app, owner, day(6), { time: '16:00' });
      expect((await call(ctx.app, 'POST', `/api/bookings/${cancelled.id}/cancel/`, { cookie: owner.customer.cookie, body: { reason: 'Plans changed' } })).status).toBe(200);
      expectRefusal(await add(cancelled, HEADLIGHTS), 409, deskMessages.addonsStatus(BOOKING_STATUS_LABELS.cancelled));
    });
  });
});
