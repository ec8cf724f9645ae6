// Real payments from the workshop's side (admin or the ops token; staff 403): a day's payments reconciled against
// the gateways, and the refunds a gateway could not make, listed until the workshop has given the money back by hand.
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { messages } from '../../src/domain/messages';
import { isIsoDate } from '../../src/domain/schemas';
import type { RefundToReturn } from '../../src/domain/livePaymentsWire';
import { bookings, invoices, payments, refunds, users } from '../db/schema';
import type { AppDeps, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { requireAdmin } from '../http/staff-access';
import { reconcileDay } from '../services/reconcile';
import { markReturnedByHand, toRefund } from '../services/refunds';

export function opsPaymentRoutes({ db, config, gateway, mail }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/ops/payments/reconcile', requireAdmin, async (c) => {
    const date = c.req.query('date') ?? '';
    if (!isIsoDate(date)) throw new HttpError(400, messages.booking.dateInvalid, { date: [messages.booking.dateInvalid] });
    return c.json({ success: true, data: await reconcileDay(db, gateway, date, config.now()) });
  });

  routes.get('/ops/refunds/to-return', requireAdmin, async (c) => {
    const rows = await db
      .select({ refund: refunds, invoiceNumber: invoices.invoiceNumber, customerName: users.fullName, provider: payments.provider, reference: payments.reference })
      .from(refunds)
      .innerJoin(invoices, eq(invoices.id, refunds.invoiceId))
      .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
      .innerJoin(users, eq(users.id, bookings.customerId))
      .leftJoin(payments, eq(payments.id, refunds.paymentId))
      .where(and(eq(refunds.status, 'to_return')))
      .orderBy(asc(refunds.createdAt));
    const data: RefundToReturn[] = rows.map(({ refund, invoiceNumber, customerName, provider, reference }) => ({
      id: refund.id,
      transaction_id: refund.transactionId,
      booking_id: refund.bookingId,
      invoice_number: invoiceNumber,
      customer_name: customerName,
      amount: refund.amount,
      provider,
      reference,
      created_at: refund.createdAt.toISOString(),
    }));
    return c.json({ success: true, data });
  });

  routes.post('/ops/refunds/:id/returned', requireAdmin, async (c) => {
    const refund = await markReturnedByHand(db, mail, c.req.param('id'), config.now());
    return c.json({ success: true, message: messages.invoice.refunded, data: toRefund(refund) });
  });

  return routes;
}
