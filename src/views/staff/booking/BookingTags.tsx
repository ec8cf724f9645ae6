// A booking's status badge (the customer app's tones) and its paid/unpaid tag.
import { statusToneOf } from '../../../domain/booking-status';
import { BOOKING_STATUS_LABELS } from '../../../domain/constants';
import { BOARD_PAYMENT_LABELS } from '../../../domain/console/boardContent';
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
