// Deposits (the workshop's choice on the Settings page): a web booking whose total reaches an amount asks for a share
// of it paid online within a hold time; paid, it holds the place and the rest is paid at the workshop; unpaid by then,
// the booking is released and the customer told. One rule for the server, the console's form and the customer's pages.
import { isUnpaid } from './constants';
import { formatLongDate, formatTime, karachiInstant, karachiTimeOfDay, todayInKarachi } from './format';
import type { Deposit } from './types';

/** Whole rupees: a booking of this total or more asks for a deposit. */
export const DEPOSIT_THRESHOLD_RANGE = { min: 1, max: 10_000_000 } as const;
/** The deposit's share of the total, in whole percent. */
export const DEPOSIT_PERCENT_RANGE = { min: 5, max: 90 } as const;
/** Minutes a booking waits for its deposit (up to three days). */
export const DEPOSIT_HOLD_MINUTES_RANGE = { min: 1, max: 4_320 } as const;

export interface DepositRule {
  /** Null: no booking asks for a deposit. */
  threshold: number | null;
  percent: number;
  holdMinutes: number;
}

/** Only the deposit is paid (online): the invoice still owes its balance, which the workshop's counter takes. */
export const onlyDepositPaid = (paymentStatus: string, depositPaidAt: unknown) => isUnpaid(paymentStatus) && depositPaidAt !== null && depositPaidAt !== undefined;

/** A new database's rule: deposits off, and the form's suggestions once the workshop turns them on. */
export const DEFAULT_DEPOSIT_RULE: DepositRule = { threshold: null, percent: 25, holdMinutes: 60 };

/**
 * The deposit a booking of `total` rupees asks for, in whole rupees; null when it asks for none (deposits off, a
 * total under the threshold, or a share that rounds to nothing or to the whole total).
 */
export function depositFor(total: number, rule: DepositRule): number | null {
  if (rule.threshold === null || total < rule.threshold) return null;
  const amount = Math.round((total * rule.percent) / 100);
  return amount >= 1 && amount < total ? amount : null;
}

/** When the deposit must be paid: the hold time after booking, and never after the visit starts. */
export function depositDueBy(bookedAt: Date, holdMinutes: number, date: string, startTime: string): Date {
  const held = bookedAt.getTime() + holdMinutes * 60_000;
  return new Date(Math.min(held, karachiInstant(date, startTime).getTime()));
}

/** The wire's deposit of an invoice's columns, or null when it asks for none. */
export function depositState(invoice: { totalAmount: number; depositAmount: number | null; depositDueBy: Date | null; depositPaidAt: Date | null }): Deposit | null {
  if (invoice.depositAmount === null || invoice.depositDueBy === null) return null;
  return {
    amount: invoice.depositAmount,
    balance: invoice.totalAmount - invoice.depositAmount,
    due_by: invoice.depositDueBy.toISOString(),
    paid_at: invoice.depositPaidAt?.toISOString() ?? null,
  };
}

/** When a deposit is due, on the workshop's clock: "11:00 AM, Saturday, 5 December 2026". */
export function formatDueBy(dueBy: string): string {
  const instant = new Date(dueBy);
  return `${formatTime(karachiTimeOfDay(instant))}, ${formatLongDate(todayInKarachi(instant))}`;
}
