// Availability, booking creation, the customer's bookings (two families of paths, spec §7) and their actions.
import { Hono, type Context } from 'hono';
import { formatLongDate, formatTime } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import { BookingCreatePayload, BookingNotesPayload, CancelPayload, CustomerCancelPayload, CustomerReschedulePayload, RatingPayload, ReschedulePayload } from '../../src/domain/schemas';
import type { BookingDetail } from '../../src/domain/types';
import { bookingClientOf } from '../auth/device-cookie';
import { currentUser, presentedToken, refuseUnlessCustomer, refuseWhilePasswordMustChange, requireCustomer } from '../auth/session-cookie';
import { clientIp, type AppDeps, type AppEnv } from '../http/context';
import { HttpError, readJson, tooManyRequests, validOrThrow } from '../http/errors';
import { pageAsked, pageOf } from '../http/query';
import { myBookingsJson, type BookingFilter } from '../services/my-bookings';
import { hitAll } from '../services/rate-limit';
import { requestFingerprint } from '../services/request-fingerprint';
import type { Actor } from '../services/audit';
import type { SignedInUser } from '../services/sessions';
import { customerCancelMoney } from '../services/cancel-money';
import type { BookingContext } from '../services/booking-context';
import { createBooking } from '../services/booking-creation';
import { rateBooking, updateNotes } from '../services/booking-customer-actions';
import { cancelBooking } from '../services/booking-lifecycle';
import { rescheduleBooking } from '../services/booking-moves';
import { findBooking, pageBookings, toListItem } from '../services/booking-reads';
import type { ClientRules } from '../services/client-limits';
import { availableDatesAnswer, availableTimesAnswer, myBookingsBody, readBookingFilter } from '../reads/bookings';
import { visitFor } from '../services/visit';
import { idempotencyKeyOf } from './idempotency-key';
import { recordAudit } from '../services/audit';
import { bookingCancelled } from '../services/audit-records';

/** The customer as the audit log names them (a cancellation of a booking paid at the desk opens a refund request). */
const actorOf = (user: SignedInUser): Actor => ({ id: user.id, name: user.name, role: user.role });

export function bookingRoutes({ db, config, catalogue, fastReads, gateway, mail, workshop, metrics }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer({ db, config, fastReads });
  const context = async (): Promise<BookingContext> => ({
    capacity: await workshop.capacity(),
    taxRate: config.tax.rate,
    now: config.now(),
    maxActiveBookings: config.bookingLimits.maxActive,
    changeCutoffMinutes: config.bookingLimits.changeCutoffMinutes,
    companyPhone: mail.company.phone,
    mail,
    bookingCreated: (source) => metrics.bookingCreated(source),
  });
  const clientRules: ClientRules = { limits: config.clientLimits, companyPhone: config.company.phone, onlinePayment: gateway !== null };

  /** Counts one booking attempt per account and per address (one statement) before any work; 429 over either limit. */
  const countBookingAttempt = async (c: Context<AppEnv>) => {
    const counted = await hitAll(
      db,
      [
        { key: `booking:account:${c.var.user.id}`, limit: config.rateLimits.bookingPerAccount },
        { key: `booking:ip:${clientIp(c, config.trustProxy)}`, limit: config.rateLimits.bookingPerIp },
      ],
      config.now(),
    );
    const refusedBy = counted.filter((count) => count.over);
    if (refusedBy.length > 0) throw tooManyRequests(Math.max(...refusedBy.map((count) => count.retryAfterSeconds)));
  };

  // Public: the wizard's date grid (no personal data, no session query).
  routes.get('/bookings/available-dates/', async (c) =>
    c.body(await availableDatesAnswer({ config, catalogue, fastReads, workshop }, (name) => c.req.query(name)), 200, { 'content-type': 'application/json' }),
  );

  // Public: one day's start times for a service, from the same taken slots as the date grid.
  routes.get('/bookings/available-times/', async (c) =>
    c.body(await availableTimesAnswer({ config, catalogue, fastReads, workshop }, (name) => c.req.query(name)), 200, { 'content-type': 'application/json' }),
  );

  routes.post('/bookings/create-customer/', customer, async (c) => {
    const key = idempotencyKeyOf(c);
    const payload = validOrThrow(BookingCreatePayload, await readJson(c));
    const idempotency = key === null ? null : { key, fingerprint: requestFingerprint(config.sessionSecret, 'bookings/create', payload) };
    const userId = c.var.user.id;
    if (payload.customer !== undefined && payload.customer !== '' && payload.customer !== userId) throw new HttpError(403, messages.booking.otherCustomer);
    await countBookingAttempt(c);
    const client = bookingClientOf(c, config);
    const visit = await visitFor(catalogue, payload.service, payload.addons);
    const detail = await createBooking(
      db,
      {
        customerId: userId,
        visit,
        carId: payload.car,
        date: payload.booking_date,
        time: payload.time ?? null,
        notes: payload.customer_notes,
        idempotency,
        client,
        confirmAtOnce: await workshop.confirmsWebBookings(),
        // Without online payment there is no way to pay a deposit: none is asked.
        depositRule: config.paymentGateway === 'off' ? null : await workshop.depositRule(),
      },
      await context(),
      clientRules,
    );
    return c.json({ success: true, message: messages.booking.created, data: detail }, 201);
  });

  routes.get('/bookings/my-bookings/', customer, async (c) => {
    const asked = pageAsked((name) => c.req.query(name));
    const { count, results } = await pageBookings(db, c.var.user.id, asked.page, asked.pageSize);
    return c.json(pageOf(c.req.url, asked, count, results));
  });

  routes.get('/bookings/:id/', customer, async (c) => c.json({ success: true, data: await findBooking(db, c.var.user.id, c.req.param('id')) }));

  routes.patch('/bookings/:id/', customer, async (c) => {
    const payload = validOrThrow(BookingNotesPayload, await readJson(c));
    const detail = await updateNotes(db, c.var.user.id, c.req.param('id'), payload.customer_notes);
    return c.json({ success: true, message: messages.booking.notesUpdated, data: detail });
  });

  /** The reschedule's answer names where the booking went (the toast says when to come). */
  const movedMessage = (detail: BookingDetail) => messages.booking.rescheduledTo(formatLongDate(detail.booking_date), formatTime(detail.start_time));

  /** The customer's own cancellation, written in the booking's history (the console shows who cancelled and when). */
  const cancelAsCustomer = async (c: Context<AppEnv>, reason: string) => {
    const bookingContext = await context();
    const { user } = c.var;
    const bookingId = c.req.param('id') ?? '';
    await cancelBooking(
      db,
      gateway,
      user.id,
      bookingId,
      reason,
      bookingContext,
      (tx, { previous }) => recordAudit(tx, { id: user.id, name: user.name, role: user.role }, bookingCancelled(bookingId, previous, reason), bookingContext.now),
      customerCancelMoney(actorOf(user)),
    );
  };

  routes.post('/bookings/:id/cancel/', customer, async (c) => {
    const payload = validOrThrow(CancelPayload, await readJson(c));
    await cancelAsCustomer(c, payload.reason);
    return c.json({ success: true, message: messages.booking.cancelled });
  });

  routes.post('/bookings/:id/reschedule/', customer, async (c) => {
    const payload = validOrThrow(ReschedulePayload, await readJson(c));
    const detail = await rescheduleBooking(db, c.var.user.id, c.req.param('id'), { date: payload.date, time: payload.time ?? null }, await context());
    return c.json({ success: true, message: movedMessage(detail), data: detail });
  });

  // ---- /customer/my-bookings/ ----

  // The busiest signed-in read: session check and list in one query (services/my-bookings.ts).
  routes.get('/customer/my-bookings/', async (c) => {
    let filter: BookingFilter;
    try {
      filter = readBookingFilter((name) => c.req.query(name));
    } catch (badFilter) {
      // As on every customer route: who is asking is answered before what they asked.
      refuseUnlessCustomer(await currentUser(c, { db, config, fastReads }));
      // Read again, so that the refusal is in the account's language now that the session is known.
      readBookingFilter((name) => c.req.query(name));
      throw badFilter;
    }
    const token = presentedToken(c);
    const answer = token ? await myBookingsJson({ db, fastReads }, config.sessionSecret, token, config.now(), filter) : null;
    refuseWhilePasswordMustChange(answer);
    refuseUnlessCustomer(answer);
    return c.body(myBookingsBody(answer.listJson), 200, { 'content-type': 'application/json' });
  });

  routes.get('/customer/my-bookings/:id/', customer, async (c) =>
    c.json({ success: true, data: toListItem(await findBooking(db, c.var.user.id, c.req.param('id'))) }),
  );

  routes.post('/customer/my-bookings/:id/cancel/', customer, async (c) => {
    const payload = validOrThrow(CustomerCancelPayload, await readJson(c));
    await cancelAsCustomer(c, payload.cancellation_reason);
    return c.json({ success: true, message: messages.booking.cancelled });
  });

  routes.post('/customer/my-bookings/:id/reschedule/', customer, async (c) => {
    const payload = validOrThrow(CustomerReschedulePayload, await readJson(c));
    const time = payload.new_time ? payload.new_time : null;
    const detail = await rescheduleBooking(db, c.var.user.id, c.req.param('id'), { date: payload.new_date, time }, await context());
    return c.json({ success: true, message: movedMessage(detail), data: toListItem(detail) });
  });

  routes.post('/customer/my-bookings/:id/rate/', customer, async (c) => {
    const payload = validOrThrow(RatingPayload, await readJson(c));
    await rateBooking(db, c.var.user.id, c.req.param('id'), payload.rating, payload.review);
    // The catalogue carries each service's ratings: its next read counts this one (the count runs with that load).
    catalogue.invalidate();
    return c.json({ success: true, message: messages.booking.rated });
  });

  return routes;
}
