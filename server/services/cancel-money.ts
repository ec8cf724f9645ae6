// What a cancellation does with money already paid, by who cancels (issue "Money and roles"):
// - a customer: paid online → refunded through the gateway at once (as before); paid at the workshop → a refund
//   request for the desk, and the mail says the money comes back at the workshop;
// - staff: any paid invoice stays paid and a refund request opens; an admin approves or declines it;
// - an admin (or the ops token): refunded at once — online through the gateway, money taken at the counter recorded
//   as given back there — and the audit log names the amount.
// Each runs inside the cancelling transaction, after the booking is locked (then the invoice: money-locks.ts).
import type { Transaction } from '../db/client';
import type { RefundRow } from '../db/schema';
import type { MoneyBackNote } from '../mail/types';
import { recordAudit, type Actor } from './audit';
import { invoiceRefunded } from './audit-records';
import { moneyBackOf } from './money-back';
import { lockBookingAndInvoice } from './money-locks';
import { openRefundRequest } from './refund-requests';
import { claimOnlineRefund, recordWorkshopRefund } from './refunds';

export interface CancelMoneyOutcome {
  /** An online refund claimed in the transaction, settled through the gateway after it (its mail names it). */
  claimed: RefundRow | null;
  /** What the cancellation mail says about money that is not refunded online with it. */
  mailNote: MoneyBackNote | null;
}

export type CancelMoney = (tx: Transaction, bookingId: string, now: Date) => Promise<CancelMoneyOutcome>;

const NOTHING: CancelMoneyOutcome = { claimed: null, mailNote: null };

/** A payment made online is refunded through the gateway; money paid at the workshop is left as it is. */
export const refundOnlineOnly: CancelMoney = async (tx, bookingId, now) => ({ claimed: await claimOnlineRefund(tx, bookingId, now), mailNote: null });

/** The customer cancels: online payments are refunded at once, money paid at the workshop waits for the desk. */
export const customerCancelMoney =
  (customer: Actor): CancelMoney =>
  async (tx, bookingId, now) => {
    const claimed = await claimOnlineRefund(tx, bookingId, now);
    if (claimed) return { claimed, mailNote: null };
    const locked = await lockBookingAndInvoice(tx, bookingId);
    const moneyBack = locked ? await moneyBackOf(tx, locked.invoice) : null;
    if (!locked || moneyBack?.channel !== 'workshop') return NOTHING;
    const request = await openRefundRequest(tx, locked.invoice, moneyBack, customer, now);
    return request ? { claimed: null, mailNote: { amount: request.amount, how: 'at_workshop' } } : NOTHING;
  };

/** Staff cancel: the invoice stays paid and a refund request waits for an admin. */
export const staffCancelMoney =
  (staff: Actor): CancelMoney =>
  async (tx, bookingId, now) => {
    const locked = await lockBookingAndInvoice(tx, bookingId);
    const moneyBack = locked ? await moneyBackOf(tx, locked.invoice) : null;
    if (!locked || !moneyBack) return NOTHING;
    const request = await openRefundRequest(tx, locked.invoice, moneyBack, staff, now);
    if (!request) return NOTHING;
    return { claimed: null, mailNote: { amount: request.amount, how: moneyBack.channel === 'workshop' ? 'at_workshop' : 'to_follow' } };
  };

/** An admin cancels: refunded at once, online through the gateway or recorded as given back at the counter. */
export const adminCancelMoney =
  (admin: Actor): CancelMoney =>
  async (tx, bookingId, now) => {
    const locked = await lockBookingAndInvoice(tx, bookingId);
    if (!locked) return NOTHING;
    const claimed = await claimOnlineRefund(tx, bookingId, now);
    if (claimed) {
      await recordAudit(tx, admin, invoiceRefunded(locked.invoice, claimed), now);
      return { claimed, mailNote: null };
    }
    const moneyBack = await moneyBackOf(tx, locked.invoice);
    if (moneyBack?.channel !== 'workshop') return NOTHING;
    const recorded = await recordWorkshopRefund(tx, locked.invoice, now);
    await recordAudit(tx, admin, invoiceRefunded(locked.invoice, recorded), now);
    return { claimed: null, mailNote: { amount: recorded.amount, how: 'returned_at_counter' } };
  };

/** The rule for the one who acts in the console or through the ops API: staff ask, admins and the ops token refund. */
export const cancelMoneyFor = (actor: Actor): CancelMoney => (actor.role === 'staff' ? staffCancelMoney(actor) : adminCancelMoney(actor));
