// What refunding an invoice would give back now, for the console (the board, the refund requests) and for the
// cancellation paths: the amount, and where it goes — back through the gateway when it was paid online (the card's
// last 4 digits when a card), or at the counter when it was paid at the workshop. Null unless the invoice is paid.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PaymentMethod, PaymentStatus } from '../../src/domain/constants';
import { onlyDepositPaid } from '../../src/domain/deposit';
import type { MoneyBack } from '../../src/domain/staff';
import type { Executor } from '../db/client';
import { invoices, payments, type InvoiceRow } from '../db/schema';

/** Columns of a query that joins `invoices`: the succeeded online payment's amount and card digits, if any. */
export const moneyBackColumns = {
  onlineAmount: sql<number | null>`(select ${payments.amount} from ${payments} where ${payments.invoiceId} = ${invoices.id} and ${payments.status} = 'succeeded' order by ${payments.createdAt} desc limit 1)`,
  onlineCardLast4: sql<string | null>`(select ${payments.last4} from ${payments} where ${payments.invoiceId} = ${invoices.id} and ${payments.status} = 'succeeded' and ${payments.method} = 'card' order by ${payments.createdAt} desc limit 1)`,
  depositAmount: invoices.depositAmount,
  depositPaidAt: invoices.depositPaidAt,
};

export interface MoneyBackFacts {
  paymentStatus: PaymentStatus | null;
  total: number | null;
  method: PaymentMethod | null;
  onlineAmount: number | null;
  onlineCardLast4: string | null;
  depositAmount: number | null;
  depositPaidAt: Date | null;
}

export function toMoneyBack(facts: MoneyBackFacts): MoneyBack | null {
  if (facts.total === null) return null;
  if (facts.paymentStatus !== null && onlyDepositPaid(facts.paymentStatus, facts.depositPaidAt) && facts.onlineAmount !== null)
    return { amount: Number(facts.onlineAmount), channel: 'gateway', method: facts.method, card_last4: facts.onlineCardLast4 };
  if (facts.paymentStatus !== 'paid') return null;
  // Paid online: only ever without a deposit (with one, the balance was paid at the counter, which gives it all back).
  const online = facts.onlineAmount !== null && facts.depositAmount === null;
  return {
    amount: online ? Number(facts.onlineAmount) : facts.total,
    channel: online ? 'gateway' : 'workshop',
    method: facts.method,
    card_last4: online ? facts.onlineCardLast4 : null,
  };
}

/** The money back of one invoice as the caller's transaction sees it. */
export async function moneyBackOf(tx: Executor, invoice: InvoiceRow): Promise<MoneyBack | null> {
  const [online] = await tx
    .select({ amount: payments.amount, method: payments.method, last4: payments.last4 })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoice.id), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return toMoneyBack({
    paymentStatus: invoice.paymentStatus,
    total: invoice.totalAmount,
    method: invoice.paymentMethod,
    onlineAmount: online?.amount ?? null,
    onlineCardLast4: online?.method === 'card' ? online.last4 : null,
    depositAmount: invoice.depositAmount,
    depositPaidAt: invoice.depositPaidAt,
  });
}
