// Copy of the console's side of real payments (English only, like the rest of the console): the refunds to give back
// by hand (in the inbox, under the refund requests) and the Payments page's reconciliation of a day against the
// gateways. The server's own sentences (a refusal, a success) are shown as they come; these are the fallbacks.
import { formatMoney } from '../format';

const GATEWAY_NAMES: Record<string, string> = { jazzcash: 'JazzCash', easypaisa: 'Easypaisa', safepay: 'Safepay' };

/** "JazzCash" for the provider "jazzcash"; an unknown one as the server names it. */
export const gatewayName = (provider: string | null) => (provider === null ? 'the gateway' : (GATEWAY_NAMES[provider] ?? provider));

export const refundsToReturnContent = {
  title: 'To return by hand',
  lead: 'Refunds a payment gateway could not make itself. Give the money back to the customer, then mark it returned.',
  loading: 'Loading refunds to return…',
  loadFailed: 'The refunds to return could not be loaded.',
  empty: 'Nothing to return by hand.',
  count: (count: number) => (count === 0 ? 'None waiting' : `${count} waiting`),
  invoice: (invoiceNumber: string) => `Invoice ${invoiceNumber}`,
  /** "Paid through JazzCash, reference T20261201..." or just the gateway when it gave no reference. */
  paidThrough: (provider: string | null, reference: string | null) =>
    reference ? `Paid through ${gatewayName(provider)}, reference ${reference}` : `Paid through ${gatewayName(provider)}`,
  waitingSince: 'Waiting since',
  markReturned: 'Mark returned',
  markReturnedLabel: (customer: string) => `Mark returned the refund for ${customer}`,
  confirmTitle: 'Mark the refund returned',
  confirmText: (amount: number, customer: string) => `Have you given ${formatMoney(amount)} back to ${customer}? This cannot be undone.`,
  confirm: 'Yes, it is returned',
  close: 'Close',
  back: 'Back',
  working: 'Working…',
  refusedTitle: 'Not done',
  returned: 'The refund is recorded as returned.',
  failed: 'The refund could not be marked returned.',
} as const;

/** Our record of an attempt, as the table reads it. */
const OURS: Record<string, string> = {
  pending: 'Pending',
  processing: 'Being made',
  succeeded: 'Paid',
  failed: 'Failed',
  voided: 'Voided',
  refunded: 'Refunded',
};

export const reconciliationContent = {
  title: 'Payments',
  lead: "A day's payments through a gateway: what we recorded beside what the gateway says now. A mismatch is for you to look into.",
  adminOnlyTitle: 'Only an admin can reconcile payments',
  adminOnlyText: "Ask an admin of the workshop to compare the day's payments with the gateways.",
  dateLabel: 'Day',
  show: 'Show',
  loading: 'Asking the gateways…',
  loadFailed: 'The payments could not be reconciled.',
  empty: 'No payments through a gateway that day.',
  allMatch: 'Every payment matches.',
  mismatches: (count: number) => (count === 1 ? '1 mismatch' : `${count} mismatches`),
  tableCaption: (date: string) => `Gateway payments of ${date}`,
  columns: { time: 'Time', gateway: 'Gateway', reference: 'Reference', invoice: 'Invoice', amount: 'Amount', ours: 'Ours', theirs: 'Gateway says', match: 'Match' },
  ours: (status: string) => OURS[status] ?? status,
  theirs: { paid: 'Paid', pending: 'Pending', declined: 'Declined', unknown: 'Could not ask' },
  match: 'Matches',
  mismatch: 'Mismatch',
  noReference: '—',
} as const;
