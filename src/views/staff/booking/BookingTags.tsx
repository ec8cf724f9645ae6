// A booking's status badge (the customer app's tones), its paid/unpaid tag and its refund request's marker.
import { BOOKING_STATUS_LABELS } from '../../../domain/constants';
import { paymentTagText } from '../../../domain/console/depositLine';
import { refundRequestsContent } from '../../../domain/console/refundContent';
import type { BoardBooking } from '../../../domain/staff';
import { Badge } from '../../components/Badge';
import { StatusBadge } from '../../components/StatusBadge';

/** A booking's status reads in the console as it does in the customer's My Bookings. */
export function BookingStatusBadge({ status }: { status: BoardBooking['status'] }) {
  return <StatusBadge status={status}>{BOOKING_STATUS_LABELS[status] ?? status}</StatusBadge>;
}

export function PaymentTag({ booking }: { booking: Pick<BoardBooking, 'invoice' | 'deposit'> }) {
  const text = paymentTagText(booking);
  if (text === null) return null;
  return <Badge caps tone={booking.invoice?.payment_status === 'paid' ? 'success' : 'neutral'}>{text}</Badge>;
}

/** "Refund requested" while an admin has not decided; then approved or declined. */
export function RefundMarker({ request }: { request: BoardBooking['refund_request'] }) {
  if (!request) return null;
  return <Badge caps tone={request.status === 'open' ? 'warning' : 'neutral'}>{refundRequestsContent.marker[request.status]}</Badge>;
}
