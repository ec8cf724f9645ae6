// The workshop's side: staff/admin sessions or the ops token (server/app.ts guards every /api/ops/… route with
// requireStaff) may manage users and the catalogue; the catalogue, refunds and staff accounts are an admin's. A
// booking or an invoice in a path is named by its full id or by the 8-character number customers see (ops-ids.ts).
// Every change is recorded in the audit log in its own transaction.
import { Hono } from 'hono';
import * as v from 'valibot';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, PASSWORD_MIN_LENGTH, PAYMENT_METHODS, ROLES } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import { EmailAddress } from '../../src/domain/schemas';
import type { AppDeps, AppEnv } from '../http/context';
import { HttpError, readJson, validOrThrow } from '../http/errors';
import { notificationChannel, optionalDate } from '../http/query';
import { changeStatus, markInvoicePaid } from '../services/booking-lifecycle';
import { opsListBookings } from '../services/booking-reads';
import { ServiceInput } from '../services/catalogue';
import { parseStatusFilter } from '../reads/bookings';
import { createUser, toSignedInUser } from '../services/users';
import { serverMessages } from '../messages';
import { listMail, resendMail, showMail } from '../mail/queue-reads';
import { refundInvoice, toRefund } from '../services/refunds';
import { bookingIdOf, invoiceIdOf } from './ops-ids';
import { requireAdmin } from '../http/staff-access';
import { recordAudit } from '../services/audit';
import { invoicePaid, invoiceRefunded, mailRead, mailResent, serviceDeactivated, serviceSaved, statusChanged, userCreated } from '../services/audit-records';
import { queueBookingMail } from '../mail/booking-mail';
import { PAYMENT_METHOD_LABELS } from '../../src/domain/invoiceContent';
import { mailDirectory } from '../mail/transport';
import { MAIL_STATUSES, type MailStatus } from '../db/schema';
import { retryingTransaction } from '../db/retry-transaction';
import { lockInvoiceWithItsBooking } from '../services/money-locks';
import { cancelMoneyFor } from '../services/cancel-money';
import { approveOpenRequestOf } from '../services/refund-requests';

export const NewUserPayload = v.object({
  // Messages as functions: read when a check fails, in the language of that request.
  email: v.pipe(EmailAddress, v.toLowerCase()),
  password: v.pipe(v.string(() => messages.register.passwordRequired), v.minLength(PASSWORD_MIN_LENGTH, () => messages.register.passwordTooShort), v.maxLength(200)),
  name: v.pipe(v.string(() => messages.register.fullNameRequired), v.trim(), v.nonEmpty(() => messages.register.fullNameRequired), v.maxLength(120)),
  phone: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20)), ''),
  role: v.optional(v.picklist(ROLES, 'role must be customer, staff or admin.'), 'customer'),
});

export const ServicesPayload = v.union(
  [v.pipe(v.array(ServiceInput), v.minLength(1)), v.object({ services: v.pipe(v.array(ServiceInput), v.minLength(1)) })],
  'Send a list of services, or {"services": [...]}.',
);

export const StatusPayload = v.object({ status: v.picklist(BOOKING_STATUSES, () => messages.booking.statusUnknown) });
export const PaidPayload = v.object({ method: v.picklist(PAYMENT_METHODS, () => messages.invoice.methodInvalid) });

export function opsRoutes({ db, config, catalogue, gateway, mail }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/ops/users', async (c) => {
    const input = validOrThrow(NewUserPayload, await readJson(c));
    // Making staff or admin accounts is an admin's work; anyone at the desk may add a customer.
    if (input.role !== 'customer' && c.var.actor.role === 'staff') throw new HttpError(403, serverMessages.adminOnly);
    const user = await db.transaction(async (tx) => {
      const created = await createUser(tx, { email: input.email, password: input.password, fullName: input.name, phone: input.phone, role: input.role });
      await recordAudit(tx, c.var.actor, userCreated(created), config.now());
      return created;
    });
    return c.json({ success: true, message: 'User created.', data: toSignedInUser(user) }, 201);
  });

  routes.get('/ops/services', async (c) => c.json({ success: true, data: await catalogue.all() }));

  routes.post('/ops/services', requireAdmin, async (c) => {
    const payload = validOrThrow(ServicesPayload, await readJson(c));
    const now = config.now();
    const saved = await catalogue.upsert(Array.isArray(payload) ? payload : payload.services, (tx, { before, after }) =>
      recordAudit(tx, c.var.actor, serviceSaved(before, after), now),
    );
    return c.json({ success: true, message: `${saved.length} service(s) saved.`, data: saved });
  });

  routes.post('/ops/services/:id/deactivate', requireAdmin, async (c) => {
    const id = c.req.param('id');
    const now = config.now();
    const service = await catalogue.deactivate(id, (tx, { wasActive }) => recordAudit(tx, c.var.actor, serviceDeactivated(id, wasActive), now));
    return c.json({ success: true, message: 'Service deactivated.', data: service });
  });

  routes.get('/ops/bookings', async (c) => {
    const date = optionalDate(c.req.query('date'), messages.booking.dateInvalid, 'date');
    const status = parseStatusFilter(c.req.query('status'));
    return c.json({ success: true, data: await opsListBookings(db, { date, status }) });
  });

  routes.post('/ops/bookings/:id/status', async (c) => {
    const { status } = validOrThrow(StatusPayload, await readJson(c));
    const id = await bookingIdOf(db, c.req.param('id'));
    const now = config.now();
    await changeStatus(db, gateway, mail, id, status, now, {
      money: cancelMoneyFor(c.var.actor),
      record: (tx, { previous }) => recordAudit(tx, c.var.actor, statusChanged(id, previous, status), now),
    });
    return c.json({ success: true, message: messages.booking.statusUpdated(BOOKING_STATUS_LABELS[status]), data: { id, status } });
  });

  routes.post('/ops/invoices/:id/paid', async (c) => {
    const { method } = validOrThrow(PaidPayload, await readJson(c));
    const invoiceId = await invoiceIdOf(db, c.req.param('id'));
    const now = config.now();
    const invoice = await retryingTransaction(db, async (tx) => {
      // The booking first, then the invoice: the order every transaction changing both takes (money-locks.ts).
      const before = (await lockInvoiceWithItsBooking(tx, invoiceId))?.invoice;
      const paid = await markInvoicePaid(tx, invoiceId, method, now);
      await queueBookingMail(tx, mail, paid.bookingId, { kind: 'payment_received', invoice: { id: paid.id, number: paid.invoiceNumber, total: paid.totalAmount, method: () => PAYMENT_METHOD_LABELS[method] ?? method, paidAt: now } }, now);
      await recordAudit(tx, c.var.actor, invoicePaid(before ?? paid, paid), now);
      return paid;
    });
    return c.json({
      success: true,
      message: messages.invoice.markedPaid,
      data: {
        id: invoice.id,
        booking_id: invoice.bookingId,
        amount: invoice.amount,
        tax_amount: invoice.taxAmount,
        total_amount: invoice.totalAmount,
        payment_status: invoice.paymentStatus,
        payment_method: invoice.paymentMethod,
        paid_at: invoice.paidAt?.toISOString() ?? null,
      },
    });
  });

  routes.post('/ops/invoices/:id/refund', requireAdmin, async (c) => {
    const invoiceId = await invoiceIdOf(db, c.req.param('id'));
    const now = config.now();
    const { refund, pending } = await refundInvoice(db, gateway, mail, invoiceId, now, async (tx, { invoice, refund: claimed }) => {
      await recordAudit(tx, c.var.actor, invoiceRefunded(invoice, claimed), now);
      // A refund request waiting for this invoice is answered by this refund.
      await approveOpenRequestOf(tx, invoice.id, claimed, c.var.actor, now);
    });
    const message = refund.status === 'to_return' ? messages.invoice.refundToReturn : pending ? messages.invoice.refundPending : messages.invoice.refunded;
    return c.json({ success: true, message, data: toRefund(refund) });
  });

  // ---- The mail queue ----

  const mailId = (raw: string) => (/^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN);

  routes.get('/ops/mail', async (c) => {
    const status = c.req.query('status');
    if (status !== undefined && !(MAIL_STATUSES as readonly string[]).includes(status)) {
      throw new HttpError(400, serverMessages.mailStatusInvalid, { status: [serverMessages.mailStatusInvalid] });
    }
    const channel = notificationChannel(c.req.query('channel'));
    const mails = await listMail(db, { status: status as MailStatus | undefined, to: c.req.query('to'), channel });
    // Without SMTP a "sent" mail was written to a file: the console says so rather than "sent".
    return c.json({ success: true, delivery: config.mail.smtpUrl ? 'smtp' : 'file', data: mails });
  });

  routes.get('/ops/mail/:id', async (c) => {
    const directory = config.mail.smtpUrl ? null : mailDirectory(config.dataDir);
    const now = config.now();
    // Who read which mail is recorded with the read (the content shows any secret masked: server/mail/secrets.ts).
    const shown = await db.transaction(async (tx) => {
      const mail = await showMail(tx, mailId(c.req.param('id')), directory);
      await recordAudit(tx, c.var.actor, mailRead({ id: mail.id, bookingId: mail.booking_id, kind: mail.kind, to: mail.to }), now);
      return mail;
    });
    return c.json({ success: true, data: shown });
  });

  routes.post('/ops/mail/:id/resend', async (c) => {
    const now = config.now();
    const queued = await db.transaction(async (tx) => {
      const resent = await resendMail(tx, mailId(c.req.param('id')), now);
      await recordAudit(tx, c.var.actor, mailResent({ id: resent.id, bookingId: resent.booking_id }), now);
      return resent;
    });
    return c.json({ success: true, message: serverMessages.mailQueuedAgain, data: queued });
  });

  return routes;
}
