// Online payments of a booking's invoice through the gateway. The amount is always ours: the invoice total, or its
// deposit while one is due (src/domain/deposit.ts) — paid, the deposit holds the place and the rest is paid at the
// workshop, so the invoice stays 'pending' with its deposit_paid_at set.
// Order of work (DESIGN.md, PGlite pitfall): claim the attempt (and its Idempotency-Key) with a 'processing' row,
// call the gateway outside any transaction, then settle in one short transaction that locks the invoice.
// A real gateway may not decide at once (the customer approves on the phone, pays on a hosted page, or the gateway
// timed out): the attempt is then 'pending' and answered 202; it is settled by asking the gateway again under the
// same reference (payment-settling.ts), by the customer's return, or by the gateway's webhook — never charged twice.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { canTransition } from '../../src/domain/booking-status';
import { cardBrand, lastFour } from '../../src/domain/card';
import { INVOICE_METHOD_OF_CHANNEL, paidWith } from '../../src/domain/paymentMethods';
import type { BookingStatus, PaymentStatus } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import { readWhenShown } from '../../src/domain/i18n';
import type { PaymentChannel, PaymentDetails, PaymentResult } from '../../src/domain/types';
import { isUniqueViolation, type Database, type Executor } from '../db/client';
import { retryingTransaction } from '../db/retry-transaction';
import { bookings, invoices, payments, type PaymentRow, type RefundRow } from '../db/schema';
import { markDepositPaid, markInvoicePaid } from './booking-lifecycle';
import { DomainError } from './errors';
import { lockBookingAndInvoice } from './money-locks';
import type { ChargeResult, PaymentGateway, PaymentInstrument } from './payment-gateway';
import { handleOf } from '../payments/handle';
import { claimPaymentRefund, settleRefund } from './refunds';
import type { DeclineReason } from '../payments/provider';
import { queueBookingMail } from '../mail/booking-mail';
import type { MailContext } from '../mail/types';

/** 200 paid, 202 pending (a real gateway has not decided yet), 402 declined, 409 refused at settlement, 502 gateway unreachable. */
export type PaymentAnswerStatus = 200 | 202 | 402 | 409 | 502;

/** The answer the client gets; stored with the attempt so a repeated Idempotency-Key replays it exactly. */
export interface PaymentAnswer {
  status: PaymentAnswerStatus;
  body: PaymentResult;
}

export interface PaymentSuccessBody extends PaymentResult {
  success: true;
  transactionId: string;
  message: string;
  data: PaymentDetails;
}

/** The app's error envelope plus `error` (the same sentence) and the attempt's transaction id when one exists. */
export interface PaymentFailureBody extends PaymentResult {
  success: false;
  detail: string;
  message: string;
  error: string;
  errors?: Record<string, string[]>;
  transactionId?: string;
}

export const paymentFailureBody = (message: string, transactionId?: string, errors?: Record<string, string[]>): PaymentFailureBody => ({
  success: false,
  detail: message,
  message,
  error: message,
  ...(errors ? { errors } : {}),
  ...(transactionId ? { transactionId } : {}),
});

export interface PaymentRequest {
  customerId: string;
  /** The server's public address: a hosted page sends the customer back to it. */
  publicUrl?: string;
  bookingId: string;
  idempotencyKey: string | null;
  /** The keyed digest of the validated request (services/request-fingerprint.ts); null without a key. */
  fingerprint: string | null;
  instrument: PaymentInstrument;
  /** Asks the gateway about an attempt of this invoice still waiting (payment-settling.ts), before refusing a new one. */
  settleWaiting?: (row: PaymentRow) => Promise<unknown>;
}

// Each sentence is read in the language of the request that is being answered.
const SUCCESS_MESSAGES: Record<PaymentChannel, string> = readWhenShown({
  card: () => messages.checkout.paymentSuccess,
  upi: () => messages.checkout.upiSuccess,
  wallet: () => messages.checkout.walletSuccess,
});

const DECLINE_MESSAGES: Record<PaymentChannel, string> = readWhenShown({
  card: () => messages.payments.cardDeclined,
  upi: () => messages.payments.upiDeclined,
  wallet: () => messages.payments.walletDeclined,
});

/** The gateway's reason in our words; a plain decline keeps the channel's own sentence. */
const REASON_MESSAGES: Record<Exclude<DeclineReason, 'declined'>, string> = readWhenShown({
  insufficient_funds: () => messages.payments.declinedInsufficient,
  not_registered: () => messages.payments.declinedNotRegistered,
  cancelled: () => messages.payments.declinedCancelled,
  expired: () => messages.payments.declinedExpired,
  limit_exceeded: () => messages.payments.declinedLimit,
});

export const declineMessage = (method: PaymentChannel, reason: DeclineReason): string => (reason === 'declined' ? DECLINE_MESSAGES[method] : REASON_MESSAGES[reason]);

/** 'txn_' and 24 URL-safe random characters (144 bits). */
export const newTransactionId = () => `txn_${randomBytes(18).toString('base64url')}`;

/** The only facts about the instrument that are kept: card brand and last 4, or the wallet's name. */
const keptFacts = (instrument: PaymentInstrument) => {
  if (instrument.method === 'hosted_card') return { brand: null, last4: null, walletType: null };
  if (instrument.method === 'card') return { brand: cardBrand(instrument.digits), last4: lastFour(instrument.digits), walletType: null };
  if (instrument.method === 'wallet') return { brand: null, last4: null, walletType: instrument.walletType };
  return { brand: null, last4: null, walletType: null };
};

export function toPaymentDetails(row: PaymentRow): PaymentDetails {
  return {
    transactionId: row.transactionId,
    bookingId: row.bookingId,
    invoiceId: row.invoiceId,
    amount: row.amount,
    method: row.method,
    status: row.status,
    ...(row.brand ? { brand: row.brand } : {}),
    ...(row.last4 ? { last4: row.last4 } : {}),
    ...(row.walletType ? { walletType: row.walletType } : {}),
    ...(row.status === 'failed' && row.failureMessage ? { failure: row.failureMessage } : {}),
    created_at: row.createdAt.toISOString(),
  };
}

// ---- Idempotency ----

const findByKey = async (db: Executor, customerId: string, key: string) =>
  (await db.select().from(payments).where(and(eq(payments.customerId, customerId), eq(payments.idempotencyKey, key))).limit(1))[0];

/** The same request as the attempt's: its digest when it has one (attempts stored before digests: method and booking). */
const sameRequest = (existing: PaymentRow, request: PaymentRequest) =>
  existing.requestFingerprint !== null
    ? existing.requestFingerprint === request.fingerprint
    : existing.method === request.instrument.method && existing.bookingId === request.bookingId;

/** The stored answer of an earlier attempt with the same key, or why the key cannot be used for this request. */
function replay(existing: PaymentRow, request: PaymentRequest): PaymentAnswer {
  if (!sameRequest(existing, request)) throw new DomainError('conflict', messages.payments.idempotencyReused);
  if (existing.responseStatus === null || existing.responseBody === null) throw new DomainError('conflict', messages.payments.inProgress);
  return { status: existing.responseStatus as PaymentAnswerStatus, body: existing.responseBody };
}

/**
 * An attempt still 'processing' this long after it began lost its server (a crash between claim and settle): no
 * gateway call lasts this long. Left alone, its Idempotency-Key would answer 409 "in progress" forever.
 */
export const ABANDONED_ATTEMPT_MS = 2 * 60 * 1000;

/**
 * Gives up on an abandoned attempt: it fails as "gateway unreachable" (the customer may pay again with a new
 * attempt) and any charge the gateway approved for it is released. Returns the row as it now stands.
 */
async function giveUpOn(db: Database, gateway: PaymentGateway, row: PaymentRow, now: Date): Promise<PaymentRow> {
  if (row.provider !== null) {
    // A real gateway may have taken the money: the attempt waits for its answer under the same reference.
    await finish(db, row, 'pending', pendingAnswer(row, { status: 'pending' }));
  } else {
    const answer = refusal(502, messages.payments.gatewayUnavailable, row);
    if (await finish(db, row, 'failed', answer, messages.payments.gatewayUnavailable)) await gateway.voidCharge(handleOf(row, now));
  }
  const [current] = await db.select().from(payments).where(eq(payments.id, row.id));
  return current ?? row;
}

const isAbandoned = (row: PaymentRow, now: Date) => row.status === 'processing' && now.getTime() - row.createdAt.getTime() > ABANDONED_ATTEMPT_MS;

/** 202: the gateway has not decided; with the hosted page to go to when there is one. */
const pendingAnswer = (row: PaymentRow, outcome: Extract<ChargeResult, { status: 'pending' | 'redirect' }>): PaymentAnswer => {
  const message = outcome.status === 'redirect' ? messages.payments.toHostedPage : messages.payments.awaitingWallet;
  return {
    status: 202,
    body: { success: false, pending: true, transactionId: row.transactionId, message, ...(outcome.status === 'redirect' ? { redirect: outcome.redirect } : {}) },
  };
};

// ---- Steps ----

/** The customer's booking with its invoice, if it can be paid now; 404 for someone else's booking. */
async function payableInvoice(db: Executor, customerId: string, bookingId: string, now: Date) {
  const [row] = await db
    .select({
      bookingStatus: bookings.status,
      invoiceId: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      paymentStatus: invoices.paymentStatus,
      totalAmount: invoices.totalAmount,
      depositAmount: invoices.depositAmount,
      depositPaidAt: invoices.depositPaidAt,
      depositDueBy: invoices.depositDueBy,
    })
    .from(bookings)
    .innerJoin(invoices, eq(invoices.bookingId, bookings.id))
    .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId)))
    .limit(1);
  if (!row) throw new DomainError('not_found', messages.payments.bookingNotFound);
  const problem = paymentProblem(row, row.bookingStatus);
  if (problem) throw new DomainError('conflict', problem);
  // Past its due time a deposit is no longer taken: the place is released (or about to be) and must not be kept by
  // starting payment after payment. One started in time may still settle (deposits.ts waits for it, once).
  if (row.depositAmount !== null && row.depositDueBy !== null && row.depositDueBy <= now) throw new DomainError('conflict', messages.payments.depositOverdue);
  return { invoiceId: row.invoiceId, amount: row.depositAmount ?? row.totalAmount, invoiceNumber: row.invoiceNumber };
}

interface InvoiceState {
  paymentStatus: PaymentStatus;
  depositPaidAt: Date | null;
}

/** Why an invoice cannot be paid now (paid, its deposit paid, refunded, void, or its booking cancelled or a no-show), or null. */
function paymentProblem(invoice: InvoiceState | undefined, bookingStatus: BookingStatus | undefined): string | null {
  const paymentStatus = invoice?.paymentStatus;
  if (paymentStatus === undefined || paymentStatus === 'paid') return messages.payments.alreadyPaid;
  // A refunded invoice is closed: paying it again would be money no refund gives back.
  if (paymentStatus === 'refunded') return messages.payments.refunded;
  if (paymentStatus === 'void' || bookingStatus === undefined || bookingStatus === 'cancelled' || bookingStatus === 'no_show') return messages.payments.notPayable;
  // The rest is paid at the workshop: online, only the deposit is taken.
  if (invoice?.depositPaidAt) return messages.payments.depositAlreadyPaid;
  return null;
}

/** Records an attempt's outcome; true when it was still undecided ('processing' or 'pending', not settled meanwhile). */
export const finish = async (db: Executor, row: PaymentRow, status: PaymentRow['status'], answer: PaymentAnswer, failureMessage: string | null = null) => {
  const updated = await db
    .update(payments)
    .set({ status, failureMessage, responseStatus: answer.status, responseBody: answer.body })
    .where(and(eq(payments.id, row.id), inArray(payments.status, ['processing', 'pending'])))
    .returning({ id: payments.id });
  return updated.length > 0;
};

const refusal = (status: PaymentAnswerStatus, message: string, row: PaymentRow): PaymentAnswer => ({ status, body: paymentFailureBody(message, row.transactionId) });

/**
 * In one transaction: lock the booking, then its invoice (money-locks.ts), then pay and confirm; or, when the invoice
 * was paid, refunded or cancelled meanwhile, void the attempt and claim the money's way back (a tracked refund).
 */
export async function settle(db: Database, mail: MailContext, row: PaymentRow, now: Date): Promise<{ answer: PaymentAnswer; refund: RefundRow | null }> {
  return retryingTransaction(db, async (tx) => {
    const locked = await lockBookingAndInvoice(tx, row.bookingId);
    const booking = locked?.booking;
    const invoice = locked?.invoice.id === row.invoiceId ? locked.invoice : undefined;
    const [attempt] = await tx.select().from(payments).where(eq(payments.id, row.id)).for('update');
    if (attempt && attempt.status !== 'processing' && attempt.status !== 'pending' && attempt.responseStatus !== null && attempt.responseBody !== null) {
      // Given up on as abandoned while the gateway took the money: it goes back, and the recorded answer stands.
      return { answer: { status: attempt.responseStatus as PaymentAnswerStatus, body: attempt.responseBody }, refund: await claimPaymentRefund(tx, attempt, now) };
    }
    const problem = paymentProblem(invoice, booking?.status);
    if (problem) {
      const answer = refusal(409, problem, row);
      await finish(tx, row, 'voided', answer, problem);
      return { answer, refund: await claimPaymentRefund(tx, row, now) };
    }
    const paid = invoice?.depositAmount != null ? await markDepositPaid(tx, row.invoiceId, now) : await markInvoicePaid(tx, row.invoiceId, INVOICE_METHOD_OF_CHANNEL[row.method], now);
    if (booking && canTransition(booking.status, 'confirmed')) {
      await tx.update(bookings).set({ status: 'confirmed', updatedAt: sql`now()` }).where(eq(bookings.id, row.bookingId));
    }
    await queueBookingMail(tx, mail, row.bookingId, { kind: 'payment_received', invoice: { id: paid.id, number: paid.invoiceNumber, total: row.amount, method: () => paidWith(row), paidAt: now, ...(paid.depositAmount !== null ? { balance: paid.totalAmount - paid.depositAmount } : {}) } }, now);
    const succeeded: PaymentRow = { ...row, status: 'succeeded' };
    const body: PaymentSuccessBody = {
      success: true,
      transactionId: row.transactionId,
      message: SUCCESS_MESSAGES[row.method],
      data: toPaymentDetails(succeeded),
    };
    const answer: PaymentAnswer = { status: 200, body };
    await finish(tx, row, 'succeeded', answer);
    return { answer, refund: null };
  });
}

/**
 * An attempt of the invoice that the customer can still approve away from our pages: one being charged, a wallet
 * request on the phone, a voucher payable at a shop. A card checkout left on the gateway's hosted page does not
 * count: the customer who pressed its Cancel must be able to pay again, and should the old page be paid after all,
 * that money is given back like any payment the invoice could no longer take (settle).
 */
const attemptUnderWay = async (db: Executor, invoiceId: string): Promise<PaymentRow | undefined> =>
  (
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.invoiceId, invoiceId), or(eq(payments.status, 'processing'), and(eq(payments.status, 'pending'), ne(payments.method, 'card')))))
      .limit(1)
  )[0];

/**
 * Before a new attempt: an abandoned one of the invoice is given up on, and one waiting at a real gateway is asked
 * about once more (the customer may have approved it, or it may have expired), so only a payment truly still
 * waiting stops a new one.
 */
async function settleEarlierAttempts(db: Database, gateway: PaymentGateway, request: PaymentRequest, invoiceId: string, now: Date): Promise<void> {
  let earlier = await attemptUnderWay(db, invoiceId);
  if (!earlier) return;
  if (isAbandoned(earlier, now)) earlier = await giveUpOn(db, gateway, earlier, now);
  if (earlier.status === 'pending') await request.settleWaiting?.(earlier);
}

/**
 * Pays the booking's invoice. Refusals before any attempt exists (not yours, paid, cancelled, key reused or in
 * flight) are thrown as DomainError; every attempt's outcome is returned and stored.
 */
export async function payBooking(db: Database, gateway: PaymentGateway, mail: MailContext, request: PaymentRequest, now: Date): Promise<PaymentAnswer> {
  const { customerId, idempotencyKey: key, instrument } = request;
  const earlierWithKey = async () => (key === null ? undefined : findByKey(db, customerId, key));
  const earlier = await earlierWithKey();
  if (earlier) return replay(isAbandoned(earlier, now) ? await giveUpOn(db, gateway, earlier, now) : earlier, request);
  const route = gateway.route(instrument, now);
  if (route === null) throw new DomainError('invalid', messages.payments.methodNotOffered);
  let target: { invoiceId: string; amount: number; invoiceNumber: string };
  try {
    target = await payableInvoice(db, customerId, request.bookingId, now);
  } catch (error) {
    // A first request with the same key may have paid the invoice since the look-up above: answer its result.
    const meanwhile = error instanceof DomainError ? await earlierWithKey() : undefined;
    if (meanwhile) return replay(meanwhile, request);
    throw error;
  }
  const { invoiceId, amount, invoiceNumber } = target;

  await settleEarlierAttempts(db, gateway, request, invoiceId, now);
  let row: PaymentRow | undefined;
  try {
    row = await retryingTransaction(db, async (tx) => {
      // Under the invoice's lock: at most one attempt of an invoice is at a gateway at a time, across instances.
      const locked = await lockBookingAndInvoice(tx, request.bookingId);
      const problem = paymentProblem(locked?.invoice, locked?.booking.status);
      if (problem) throw new DomainError('conflict', problem);
      if (await attemptUnderWay(tx, invoiceId)) throw new DomainError('conflict', messages.payments.alreadyWaiting);
      const [inserted] = await tx
        .insert(payments)
        .values({
          transactionId: newTransactionId(),
          customerId,
          bookingId: request.bookingId,
          invoiceId,
          method: instrument.method === 'hosted_card' ? 'card' : instrument.method,
          amount,
          provider: route.provider,
          reference: route.reference,
          idempotencyKey: key,
          requestFingerprint: key === null ? null : request.fingerprint,
          ...keptFacts(instrument),
        })
        .returning();
      return inserted;
    });
  } catch (error) {
    // The same key arrived twice at once (or its first attempt is the one under way): answer like a later retry would.
    const concurrent = isUniqueViolation(error) || error instanceof DomainError ? await earlierWithKey() : undefined;
    if (concurrent) return replay(concurrent, request);
    throw error;
  }
  if (!row) throw new Error('insert returned no payment');

  let outcome: ChargeResult;
  try {
    const publicUrl = request.publicUrl ?? '';
    outcome = await gateway.charge({
      ...route,
      transactionId: row.transactionId,
      amount,
      invoiceNumber,
      instrument,
      returnUrl: `${publicUrl}/api/payments/return/${route.provider ?? 'sandbox'}`,
      cancelUrl: `${publicUrl}/payment/${row.transactionId}?cancelled=1`,
      now,
    });
  } catch {
    const answer = refusal(502, messages.payments.gatewayUnavailable, row);
    await finish(db, row, 'failed', answer, messages.payments.gatewayUnavailable);
    return answer;
  }
  if (outcome.status === 'pending' || outcome.status === 'redirect') {
    // A gateway that finds payments only by its own handle (Safepay's tracker) names it now: kept as the reference.
    if (outcome.status === 'redirect' && outcome.providerReference) {
      await db.update(payments).set({ reference: outcome.providerReference }).where(eq(payments.id, row.id));
    }
    const answer = pendingAnswer(row, outcome);
    await finish(db, row, 'pending', answer);
    return answer;
  }
  return decide(db, gateway, mail, row, outcome, now);
}

/**
 * Applies a gateway's decision to an undecided attempt: paid → the invoice is paid (or the money given back when
 * another attempt paid it first), declined → failed with the reason in our words. Answers what the client gets.
 */
export async function decide(db: Database, gateway: PaymentGateway, mail: MailContext, row: PaymentRow, outcome: Exclude<ChargeResult, { status: 'pending' | 'redirect' }>, now: Date): Promise<PaymentAnswer> {
  if (outcome.status === 'declined') {
    const message = declineMessage(row.method, outcome.reason);
    const answer = refusal(402, message, row);
    await finish(db, row, 'failed', answer, message);
    return answer;
  }
  const paidRow: PaymentRow = { ...row, providerTxnId: outcome.providerTxnId ?? row.providerTxnId };
  if (outcome.providerTxnId) await db.update(payments).set({ providerTxnId: outcome.providerTxnId }).where(eq(payments.id, row.id));
  const { answer, refund } = await settle(db, mail, paidRow, now);
  if (refund?.status === 'pending') await settleRefund(db, gateway, mail, refund, now);
  return answer;
}

/** One of the customer's payment attempts; someone else's answers 404. */
export async function findPayment(db: Executor, customerId: string, transactionId: string, refresh?: (row: PaymentRow) => Promise<PaymentRow>): Promise<PaymentDetails> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.transactionId, transactionId), eq(payments.customerId, customerId)))
    .limit(1);
  if (!row) throw new DomainError('not_found', messages.payments.transactionNotFound);
  return toPaymentDetails(refresh ? await refresh(row) : row);
}
