// What the audit log says about refund requests: each entry names the amount and where the money goes, so the log
// tells who asked for which refund, and who approved or declined it (and why).
import type { RefundRequestRow, RefundRow } from '../db/schema';
import type { AuditRecord } from './audit';

const target = (request: RefundRequestRow) => ({ targetKind: 'invoice' as const, targetId: request.invoiceId, bookingId: request.bookingId });

export const refundRequested = (request: RefundRequestRow): AuditRecord => ({
  action: 'refund_request.open',
  ...target(request),
  after: { refund_request: 'open', refund_amount: request.amount, refund_channel: request.channel, payment_status: 'paid' },
});

export const refundRequestApproved = (request: RefundRequestRow, refund: RefundRow): AuditRecord => ({
  action: 'refund_request.approve',
  ...target(request),
  before: { refund_request: 'open', payment_status: 'paid' },
  after: {
    refund_request: 'approved',
    refund_amount: refund.amount,
    refund_channel: refund.channel,
    // An online refund is settled by the gateway after this transaction; until then it is pending.
    payment_status: refund.status === 'succeeded' ? 'refunded' : 'refund pending',
  },
});

export const refundRequestDeclined = (request: RefundRequestRow, reason: string): AuditRecord => ({
  action: 'refund_request.decline',
  ...target(request),
  before: { refund_request: 'open' },
  after: { refund_request: 'declined', refund_amount: request.amount, reason },
});
