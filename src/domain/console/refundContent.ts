// Copy of the console's refund requests (the inbox's "Refund requests" list, the booking's marker) and of what a
// cancellation does with money paid, said in the cancel dialog before it is confirmed. The server's own sentences
// (a refusal, a success) are shown as they come; these are the fallbacks.
import { formatMoney } from '../format';
import type { AuditActorRole, MoneyBack, RefundRequestStatus } from '../staff';

const COUNTER_WAYS: Record<string, string> = { cash: 'in cash', card: 'to the card', digital: 'by digital payment' };

/** "PKR 18,000 goes back to the card ending 4242." / "Record PKR 5,000 returned in cash at the counter." */
export function moneyBackSentence(moneyBack: MoneyBack): string {
  const amount = formatMoney(moneyBack.amount);
  if (moneyBack.channel === 'workshop') return `Record ${amount} returned ${COUNTER_WAYS[moneyBack.method ?? 'cash'] ?? 'in cash'} at the counter.`;
  if (moneyBack.card_last4) return `${amount} goes back to the card ending ${moneyBack.card_last4}.`;
  return `${amount} goes back through the payment gateway, the way the customer paid.`;
}

export const cancelMoneyContent = {
  /** An admin's cancellation refunds at once: what exactly. */
  adminRefunds: (moneyBack: MoneyBack) => `This booking is paid. Cancelling refunds it now: ${moneyBackSentence(moneyBack)}`,
  /** A staff cancellation leaves the invoice paid and asks an admin. */
  staffRequests: (moneyBack: MoneyBack) =>
    `This booking is paid (${formatMoney(moneyBack.amount)}). The invoice stays paid: cancelling asks an admin to approve the refund.`,
} as const;

const REQUESTER_ROLES: Record<AuditActorRole, string> = { customer: 'the customer', staff: 'staff', admin: 'an admin', ops_token: 'the ops token' };

export const refundRequestsContent = {
  title: 'Refund requests',
  lead: 'Cancelled bookings whose money has not gone back yet. Approving refunds it; declining keeps the invoice paid.',
  loading: 'Loading refund requests…',
  loadFailed: 'The refund requests could not be loaded.',
  empty: 'No open refund requests.',
  count: (count: number) => (count === 0 ? 'None open' : `${count} open`),
  adminOnlyNote: 'Only an admin can approve or decline a refund.',
  booking: (shortId: string) => `Booking #${shortId}`,
  requestedBy: (name: string, role: AuditActorRole) => `Asked by ${name} (${REQUESTER_ROLES[role] ?? role})`,
  approve: 'Approve refund',
  approveLabel: (customer: string) => `Approve the refund for ${customer}`,
  decline: 'Decline',
  declineLabel: (customer: string) => `Decline the refund for ${customer}`,
  approveTitle: 'Approve refund',
  approveText: (moneyBack: MoneyBack) => `${moneyBackSentence(moneyBack)} This cannot be undone.`,
  confirmApprove: 'Yes, refund',
  declineTitle: 'Decline refund',
  reasonLabel: 'Why is the refund declined?',
  reasonHint: 'Kept with the request and in the log; the invoice stays paid.',
  confirmDecline: 'Decline refund',
  close: 'Close',
  back: 'Back',
  working: 'Working…',
  refusedTitle: 'Not done',
  approved: 'Refund approved.',
  declined: 'Refund declined.',
  failed: 'The refund request could not be updated.',
  /** The booking's marker on the board and the booking page. */
  marker: { open: 'Refund requested', approved: 'Refund approved', declined: 'Refund declined' } satisfies Record<RefundRequestStatus, string>,
} as const;
