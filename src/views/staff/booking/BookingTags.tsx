// A booking's status badge (the customer app's tones), its paid/unpaid tag and its refund request's marker.
import { statusToneOf } from '../../../domain/booking-status';
import { BOOKING_STATUS_LABELS } from '../../../domain/constants';
import { BOARD_PAYMENT_LABELS } from '../../../domain/console/boardContent';
import { refundRequestsContent } from '../../../domain/console/refundContent';
import type { BoardBooking } from '../../../domain/staff';
import { badge as statusBadge } from '../../my-bookings/MyBookingsPage.css';
import { Badge } from '../components/Badge';

/** A booking's status reads in the console as it does in the customer's My Bookings. */
export function StatusBadge({ status }: { status: BoardBooking['status'] }) {
  return <span className={statusBadge[statusToneOf(status)]}>{BOOKING_STATUS_LABELS[status] ?? status}</span>;
}

export function PaymentTag({ invoice }: { invoice: BoardBooking['invoice'] }) {
  if (!invoice) return null;
  return <Badge tone={invoice.payment_status === 'paid' ? 'on' : 'off'}>{BOARD_PAYMENT_LABELS[invoice.payment_status]}</Badge>;
}

/** "Refund requested" while an admin has not decided; then approved or declined. */
export function RefundMarker({ request }: { request: BoardBooking['refund_request'] }) {
  if (!request) return null;
  return <Badge tone={request.status === 'open' ? 'warn' : 'off'}>{refundRequestsContent.marker[request.status]}</Badge>;
}
