// A booking's status badge (the customer app's tones), its paid/unpaid tag and its refund request's marker.
import { statusToneOf } from '../../../domain/booking-status';
import { BOOKING_STATUS_LABELS } from '../../../domain/constants';
import { BOARD_PAYMENT_LABELS } from '../../../domain/console/boardContent';
import { refundRequestsContent } from '../../../domain/console/refundContent';
import type { BoardBooking } from '../../../domain/staff';
import * as styles from './BookingActions.css';

export function StatusBadge({ status }: { status: BoardBooking['status'] }) {
  return <span className={styles.statusBadge[statusToneOf(status)]}>{BOOKING_STATUS_LABELS[status] ?? status}</span>;
}

export function PaymentTag({ invoice }: { invoice: BoardBooking['invoice'] }) {
  if (!invoice) return null;
  const paid = invoice.payment_status === 'paid';
  return <span className={styles.paymentTag[paid ? 'paid' : 'unpaid']}>{BOARD_PAYMENT_LABELS[invoice.payment_status]}</span>;
}

/** "Refund requested" while an admin has not decided; then approved or declined. */
export function RefundMarker({ request }: { request: BoardBooking['refund_request'] }) {
  if (!request) return null;
  return <span className={styles.refundMarker[request.status === 'open' ? 'open' : 'decided']}>{refundRequestsContent.marker[request.status]}</span>;
}
