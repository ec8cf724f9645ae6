// Invoices: the invoice page, its PDF download, and the workshop marking one paid.
import { translatable } from '../i18n';

export const invoiceMessages = translatable('invoiceMessages', {
  invoice: {
    loadFailed: 'Failed to load invoice',
    notFound: 'Invoice not found',
    downloadFailed: 'Failed to download invoice',
    downloaded: 'Invoice downloaded successfully',
    markedPaid: 'Invoice marked as paid.',
    alreadyPaid: 'This invoice has already been paid.',
    void: 'This invoice is void because its booking was cancelled: there is nothing to pay.',
    methodInvalid: 'method must be cash, card or digital.',
    refundNeedsPaid: 'Only a paid invoice can be refunded.',
    refundNotFound: 'Refund not found',
    refundNotByHand: 'This refund goes back through the payment gateway; there is nothing to return by hand.',
    refundToReturn: 'The payment gateway cannot refund this payment: give the money back by hand, then mark the refund returned.',
    refundedClosed: 'This invoice was refunded and is closed: it cannot be paid again.',
    paidAgainAfterRefund: 'This invoice was paid again after it had been refunded; that later payment cannot be refunded here. Give it back at the counter.',
    refunded: 'Invoice refunded.',
    refundPending: 'Refund started: the payment gateway has not confirmed it yet; it is retried every minute.',
  },
} as const);
