// The pieces every JazzCash request shares: our reference, amounts in paisa, the bill reference and description in
// the characters JazzCash takes, and the check that a signed answer speaks of our payment and our amount.
import { randomInt } from 'node:crypto';
import { SuspiciousAnswer, type LiveCharge } from '../provider';
import type { JazzCashLog, JazzCashSettings } from './settings';
import { karachiStamp, parseKarachiStamp } from './time';
import type { JazzCashAnswer } from './wire';

/** How long the customer has to approve a payment: minutes are enough on a phone or the hosted page, and a payment
 * left longer would hold the booking unpaid for nothing; after it JazzCash answers the payment expired. */
export const PAYMENT_LIFETIME_MS = 60 * 60 * 1000;

/** `T` + yyyyMMddHHmmss (Karachi) + 5 random digits: 20 characters, JazzCash's limit for pp_TxnRefNo. */
export function newJazzCashReference(now: Date): string {
  return `T${karachiStamp(now)}${String(randomInt(0, 100_000)).padStart(5, '0')}`;
}

/** When one of our references was made, or null for a reference that is not ours. */
export function referenceTime(reference: string): Date | null {
  const stamp = /^T(\d{14})\d{5}$/.exec(reference)?.[1];
  return stamp ? parseKarachiStamp(stamp) : null;
}

/** Integer PKR as JazzCash's pp_Amount: paisa, digits only ("1500" PKR → "150000"). */
export function paisa(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`A JazzCash amount is a positive whole number of PKR, not ${amount}.`);
  return String(amount * 100);
}

/** JazzCash refuses symbols in the bill reference ("use alphanumeric only"): INV-2026-000123 → INV2026000123. */
export function billReference(invoiceNumber: string): string {
  return invoiceNumber.replace(/[^A-Za-z0-9]/g, '').slice(0, 20) || 'booking';
}

export const description = (invoiceNumber: string) => `Car detailing invoice ${billReference(invoiceNumber)}`;

/** A signed answer about another reference or another amount is not about our payment: refused, never used. */
export function checkEcho(answer: JazzCashAnswer, expected: { pp_TxnRefNo: string; pp_Amount?: string }, operation: string, log: JazzCashLog): void {
  const differs = (Object.keys(expected) as (keyof typeof expected)[]).filter((name) => {
    const said = answer[name] ?? '';
    return said !== '' && said !== expected[name];
  });
  if (differs.length === 0) return;
  log.warn({ gateway: 'jazzcash', operation, reference: expected.pp_TxnRefNo, differs }, 'JazzCash answer about another payment or amount: nothing of it was used');
  throw new SuspiciousAnswer(`JazzCash's answer to the ${operation} names another ${differs.join(' and ')}.`);
}

/** The hosted page's kinds: a card (MPAY) or a voucher paid over the counter (OTC). */
export type HostedTxnType = 'MPAY' | 'OTC';

/** The fields every JazzCash payment request carries (the wallet's MWALLET, the hosted page's MPAY and OTC), unhashed. */
export function paymentFields(settings: Pick<JazzCashSettings, 'merchantId' | 'password'>, charge: LiveCharge, txnType: 'MWALLET' | HostedTxnType): Record<string, string> {
  return {
    pp_Version: '1.1',
    pp_TxnType: txnType,
    pp_Language: 'EN',
    pp_MerchantID: settings.merchantId,
    pp_Password: settings.password,
    pp_TxnRefNo: charge.reference,
    pp_Amount: paisa(charge.amount),
    pp_TxnCurrency: 'PKR',
    pp_TxnDateTime: karachiStamp(charge.now),
    pp_TxnExpiryDateTime: karachiStamp(new Date(charge.now.getTime() + PAYMENT_LIFETIME_MS)),
    pp_BillReference: billReference(charge.invoiceNumber),
    pp_Description: description(charge.invoiceNumber),
  };
}
