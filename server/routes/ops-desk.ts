// The front desk's routes: bookings made at the desk (POST /api/ops/bookings), bay blocks and the customer file.
// Staff and admin sessions or the ops token (server/app.ts guards every /api/ops/… route); each change is recorded in
// the audit log by its service, in the change's transaction.
import { Hono, type Context } from 'hono';
import { formatConsoleDay } from '../../src/domain/console/consoleFormat';
import { BayBlockPayload, CustomerSearch, CustomerUpdatePayload, DeskBookingPayload } from '../../src/domain/deskSchemas';
import { todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import { deskMessages } from '../../src/domain/messageAreas/desk';
import type { AppDeps, AppEnv } from '../http/context';
import { readJson, validOrThrow } from '../http/errors';
import { optionalDate, pageAsked, pageOf } from '../http/query';
import { actingRole } from '../http/staff-access';
import { blockedMessage, blocksOn, createBlock, removeBlock } from '../services/bay-blocks';
import { findBoardBooking, type BoardViewer } from '../services/board';
import type { BookingContext } from '../services/booking-context';
import { customerFile, listCustomers, updateCustomer } from '../services/customer-file';
import { createDeskBooking } from '../services/desk-bookings';
import { visitFor } from '../services/visit';

export function opsDeskRoutes({ db, config, catalogue, mail, workshop, metrics }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const viewerOf = (c: Context<AppEnv>): BoardViewer => ({ role: actingRole(c.var.actor), now: config.now() });

  routes.post('/ops/bookings', async (c) => {
    const payload = validOrThrow(DeskBookingPayload, await readJson(c));
    const visit = await visitFor(catalogue, payload.service, payload.addons);
    // The desk has no customer's cut-off and no cap on upcoming bookings: those are the customer's own limits.
    const context: BookingContext = {
      capacity: await workshop.capacity(),
      taxRate: config.tax.rate,
      now: config.now(),
      maxActiveBookings: Number.POSITIVE_INFINITY,
      changeCutoffMinutes: 0,
      companyPhone: mail.company.phone,
      mail,
      bookingCreated: (source) => metrics.bookingCreated(source),
    };
    const customer = payload.new_customer
      ? { added: { fullName: payload.new_customer.full_name, phone: payload.new_customer.phone, email: payload.new_customer.email }, allowDuplicatePhone: payload.allow_duplicate_phone }
      : { id: payload.customer ?? '' };
    const car = payload.new_car ? { added: payload.new_car } : { id: payload.car ?? '' };
    const id = await createDeskBooking(
      db,
      { customer, car, visit, date: payload.booking_date, time: payload.time ?? null, source: payload.source, notes: payload.customer_notes, notify: payload.notify },
      context,
      c.var.actor,
    );
    const booking = await findBoardBooking(db, id, viewerOf(c));
    return c.json({ success: true, message: deskMessages.booked(formatConsoleDay(booking.date), booking.start_time, booking.bay), data: booking }, 201);
  });

  // ---- Bay blocks ----

  routes.get('/ops/blocks', async (c) => {
    const date = optionalDate(c.req.query('date'), messages.booking.dateInvalid, 'date') ?? todayInKarachi(config.now());
    return c.json({ success: true, data: await blocksOn(db, date) });
  });

  routes.post('/ops/blocks', async (c) => {
    const payload = validOrThrow(BayBlockPayload, await readJson(c));
    const block = await createBlock(
      db,
      c.var.actor,
      { bay: payload.bay, date: payload.booking_date, start: payload.start, end: payload.end, reason: payload.reason },
      await workshop.capacity(),
      config.now(),
    );
    return c.json({ success: true, message: blockedMessage(block), data: block }, 201);
  });

  routes.delete('/ops/blocks/:id', async (c) => {
    await removeBlock(db, c.var.actor, c.req.param('id'), config.now());
    return c.json({ success: true, message: deskMessages.unblocked });
  });

  // ---- The customer file ----

  routes.get('/ops/customers', async (c) => {
    const { q: query } = validOrThrow(CustomerSearch, { q: c.req.query('q') });
    const asked = pageAsked((name) => c.req.query(name));
    const { count, results } = await listCustomers(db, query, asked.page, asked.pageSize);
    return c.json(pageOf(c.req.url, asked, count, results));
  });

  routes.get('/ops/customers/:id', async (c) => c.json({ success: true, data: await customerFile(db, c.req.param('id'), viewerOf(c)) }));

  routes.put('/ops/customers/:id', async (c) => {
    const payload = validOrThrow(CustomerUpdatePayload, await readJson(c));
    const id = c.req.param('id');
    await updateCustomer(db, c.var.actor, id, { fullName: payload.full_name, phone: payload.phone, email: payload.email, notes: payload.notes }, config.now());
    return c.json({ success: true, message: deskMessages.customerSaved, data: await customerFile(db, id, viewerOf(c)) });
  });

  return routes;
}
