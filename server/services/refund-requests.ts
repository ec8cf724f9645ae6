// Refund requests: refunds are an admin's act. A staff cancellation of a paid booking, and a customer's cancellation
// of a booking paid at the workshop, leave the invoice paid and open a request; an admin approves it (the refund runs
// then, as POST /api/ops/invoices/{id}/refund does) or declines it with a reason (the invoice stays paid).
// Lock order as every money transaction (money-locks.ts): the booking, then its invoice, then the request row.
import { and, desc, eq, sql } from 'drizzle-orm';
import { shortId } from '../../src/domain/format';
import type { AuditActorRole, MoneyBack, RefundRequest, RefundRequestStatus } from '../../src/domain/staff';
import type { Database, Executor, Transaction } from '../db/client';
import { retryingTransaction } from '../db/retry-transaction';
import { bookings, invoices, payments, refundRequests, refunds, services, users, type InvoiceRow, type RefundRequestRow, type RefundRow } from '../db/schema';
import type { MailContext } from '../mail/types';
import { serverMessages } from '../messages';
import { recordAudit, type Actor } from './audit';
import { DomainError } from './errors';
import { lockBookingAndInvoice } from './money-locks';
import type { PaymentGateway } from './payment-gateway';
import { refundRequestApproved, refundRequestDeclined, refundRequested } from './refund-request-records';
import { invoiceRefund, refundInvoice, type RefundOutcome } from './refunds';

/** The longest list the console is sent (open requests are few: each is a cancelled paid booking). */
const LIST_MAX = 200;

/**
 * In the cancelling transaction (booking and invoice locked): opens the request to give back `moneyBack`, recorded in
 * the audit log with its amount. None when the invoice has a refund already, or a request (a booking is cancelled once).
 */
export async function openRefundRequest(tx: Transaction, invoice: InvoiceRow, moneyBack: MoneyBack, requestedBy: Actor, now: Date): Promise<RefundRequestRow | null> {
  const [refunded] = await tx.select({ id: refunds.id }).from(refunds).where(and(eq(refunds.invoiceId, invoice.id), invoiceRefund)).limit(1);
  if (refunded) return null;
  const [opened] = await tx
    .insert(refundRequests)
    .values({
      invoiceId: invoice.id,
      bookingId: invoice.bookingId,
      amount: moneyBack.amount,
      channel: moneyBack.channel,
      requestedByName: requestedBy.name,
      requestedByRole: requestedBy.role,
      createdAt: now,
    })
    .onConflictDoNothing({ target: refundRequests.invoiceId })
    .returning();
  if (!opened) return null;
  await recordAudit(tx, requestedBy, refundRequested(opened), now);
  return opened;
}

/**
 * In a transaction that refunds the invoice (booking and invoice locked): its open request, if any, is approved with
 * that refund and recorded. Returns the approved request, or null when the invoice had no open request.
 */
export async function approveOpenRequestOf(tx: Transaction, invoiceId: string, refund: RefundRow, actor: Actor, now: Date): Promise<RefundRequestRow | null> {
  const [approved] = await tx
    .update(refundRequests)
    .set({ status: 'approved', decidedAt: now, decidedByName: actor.name, refundId: refund.id })
    .where(and(eq(refundRequests.invoiceId, invoiceId), eq(refundRequests.status, 'open')))
    .returning();
  if (!approved) return null;
  await recordAudit(tx, actor, refundRequestApproved(approved, refund), now);
  return approved;
}

const alreadyDecided = (status: RefundRequestStatus) =>
  new DomainError('conflict', status === 'approved' ? serverMessages.refundRequestAlreadyApproved : serverMessages.refundRequestAlreadyDeclined);

async function findRequestRow(db: Executor, id: string): Promise<RefundRequestRow> {
  const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id)).limit(1);
  if (!row) throw new DomainError('not_found', serverMessages.refundRequestNotFound);
  return row;
}

export interface Approval {
  request: RefundRequest;
  outcome: RefundOutcome;
}

/**
 * The admin approves: the invoice is refunded as POST /api/ops/invoices/{id}/refund refunds it (through the gateway
 * when paid online, recorded as given back at the counter otherwise), and the request is approved in the refund's
 * transaction. Approving again answers the same refund; a declined request is refused (409).
 */
export async function approveRefundRequest(db: Database, gateway: PaymentGateway | null, mail: MailContext, id: string, actor: Actor, now: Date): Promise<Approval> {
  const request = await findRequestRow(db, id);
  if (request.status === 'declined') throw alreadyDecided(request.status);
  const outcome = await refundInvoice(db, gateway, mail, request.invoiceId, now, async (tx, { refund }) => {
    // Declined meanwhile (the decline held the locks first): the refund claimed here is rolled back.
    if (!(await approveOpenRequestOf(tx, request.invoiceId, refund, actor, now))) throw alreadyDecided('declined');
  });
  if (request.status === 'open') {
    // The invoice had its refund already (approved meanwhile, or refunded from the booking): the request closes with it.
    await retryingTransaction(db, async (tx) => {
      await lockBookingAndInvoice(tx, request.bookingId);
      await approveOpenRequestOf(tx, request.invoiceId, outcome.refund, actor, now);
    });
  }
  return { request: await findRefundRequest(db, id), outcome };
}

/** The admin declines with a reason: the invoice stays paid, the reason is kept and recorded. */
export async function declineRefundRequest(db: Database, id: string, reason: string, actor: Actor, now: Date): Promise<RefundRequest> {
  const { bookingId } = await findRequestRow(db, id);
  await retryingTransaction(db, async (tx) => {
    await lockBookingAndInvoice(tx, bookingId);
    const [request] = await tx.select().from(refundRequests).where(eq(refundRequests.id, id)).for('update');
    if (!request) throw new DomainError('not_found', serverMessages.refundRequestNotFound);
    if (request.status !== 'open') throw alreadyDecided(request.status);
    await tx.update(refundRequests).set({ status: 'declined', decidedAt: now, decidedByName: actor.name, declineReason: reason }).where(eq(refundRequests.id, id));
    await recordAudit(tx, actor, refundRequestDeclined(request, reason), now);
  });
  return findRefundRequest(db, id);
}

// ---- Reads ----

const requestQuery = (db: Executor) =>
  db
    .select({
      request: refundRequests,
      booking: { id: bookings.id, date: bookings.bookingDate, startTime: bookings.startTime, status: bookings.status },
      serviceName: services.name,
      customerName: users.fullName,
      customerPhone: users.phone,
      paymentMethod: invoices.paymentMethod,
      // the card it was paid with, also once refunded
      cardLast4: sql<string | null>`(select ${payments.last4} from ${payments} where ${payments.invoiceId} = ${invoices.id} and ${payments.status} in ('succeeded', 'refunded') and ${payments.method} = 'card' order by ${payments.createdAt} desc limit 1)`,
    })
    .from(refundRequests)
    .innerJoin(bookings, eq(bookings.id, refundRequests.bookingId))
    .innerJoin(users, eq(users.id, bookings.customerId))
    .innerJoin(invoices, eq(invoices.id, refundRequests.invoiceId))
    .leftJoin(services, eq(services.id, bookings.serviceId));

type RequestRow = Awaited<ReturnType<ReturnType<typeof requestQuery>['execute']>>[number];

function toRefundRequest(row: RequestRow): RefundRequest {
  const { request, booking } = row;
  return {
    id: request.id,
    status: request.status,
    booking: { id: booking.id, short_id: shortId(booking.id), date: booking.date, start_time: booking.startTime, service: row.serviceName ?? '', status: booking.status },
    customer: { name: row.customerName, phone: row.customerPhone },
    invoice_id: request.invoiceId,
    money_back: {
      amount: request.amount,
      channel: request.channel,
      method: row.paymentMethod,
      card_last4: request.channel === 'gateway' ? row.cardLast4 : null,
    },
    requested_by: { name: request.requestedByName, role: request.requestedByRole as AuditActorRole },
    created_at: request.createdAt.toISOString(),
    decided_by: request.decidedByName,
    decided_at: request.decidedAt?.toISOString() ?? null,
    decline_reason: request.declineReason,
  };
}

/** The requests (all, or those of one status), newest first. */
export async function listRefundRequests(db: Executor, status: RefundRequestStatus | undefined): Promise<RefundRequest[]> {
  const rows = await requestQuery(db)
    .where(status ? eq(refundRequests.status, status) : undefined)
    .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id))
    .limit(LIST_MAX);
  return rows.map(toRefundRequest);
}

export async function findRefundRequest(db: Executor, id: string): Promise<RefundRequest> {
  const [row] = await requestQuery(db).where(eq(refundRequests.id, id)).limit(1);
  if (!row) throw new DomainError('not_found', serverMessages.refundRequestNotFound);
  return toRefundRequest(row);
}
