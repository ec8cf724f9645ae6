// One booking of the list: service, number, amount, status, vehicle, schedule, rating, and its actions.
import { Link } from 'wouter';
import { isAwaitingPayment } from '../../domain/checkoutBooking';
import { BOOKING_STATUS_LABELS, CHANGEABLE_BOOKING_STATUSES, RATING_MAX, type BookingStatus } from '../../domain/constants';
import { formatBookingDate, formatMoney, formatTime, shortId } from '../../domain/format';
import { statusToneOf } from '../../domain/booking-status';
import { PAYMENT_STATUS_LABELS, myBookingsContent as content } from '../../domain/myBookingsContent';
import type { BookingListItem } from '../../domain/types';
import { cardCalendarLinks } from '../../machines/calendarLinks';
import { buttonClass } from '../components/buttonClass';
import { PayNowButton } from '../checkout/PayNowButton';
import { CalendarLinks } from '../components/CalendarLinks';
import { Plate } from '../components/Plate';
import * as styles from './MyBookingsPage.css';

interface BookingCardProps {
  booking: BookingListItem;
  onCancel: (bookingId: string) => void;
  onReschedule: (bookingId: string) => void;
  onRate: (bookingId: string) => void;
}

export const isChangeable = (status: string) => (CHANGEABLE_BOOKING_STATUSES as readonly string[]).includes(status);
const statusLabel = (status: string) => BOOKING_STATUS_LABELS[status as BookingStatus] ?? BOOKING_STATUS_LABELS.pending;
/** Invoices with nothing left to pay whose state the card tells beside the amount. */
const SETTLED_PAYMENT_STATUSES: ReadonlySet<string> = new Set(['void', 'refunded']);

export function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={content.rated(rating, RATING_MAX)}>
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <span key={index} aria-hidden="true" className={index < rating ? undefined : styles.starOff}>
          ★
        </span>
      ))}
    </span>
  );
}

export function BookingCard({ booking, onCancel, onReschedule, onRate }: BookingCardProps) {
  const headingId = `booking-${booking.id}`;
  const changeable = isChangeable(booking.status);
  const rateable = booking.status === 'completed' && booking.rating === null;
  const payable = isAwaitingPayment(booking.status, booking.paymentStatus);
  const calendarLinks = cardCalendarLinks(booking);
  return (
    <li>
      <article className={styles.card} aria-labelledby={headingId}>
        <div className={styles.cardTop}>
          <div>
            <h2 id={headingId} className={styles.serviceName}>
              {booking.serviceName}
            </h2>
            <p className={styles.bookingNumber}>
              <span className="visually-hidden">{content.bookingNumberLabel} </span>
              <bdi>{content.bookingNumber(shortId(booking.id))}</bdi>
            </p>
          </div>
          <div className={styles.topEnd}>
            <span className={styles.badge[statusToneOf(booking.status)]}>{statusLabel(booking.status)}</span>
            <span className={styles.amount}>
              <span className="visually-hidden">{content.amount} </span>
              {formatMoney(booking.totalAmount)}
            </span>
            {booking.paymentStatus && SETTLED_PAYMENT_STATUSES.has(booking.paymentStatus) ? (
              <span className={styles.paymentNote}>{PAYMENT_STATUS_LABELS[booking.paymentStatus]}</span>
            ) : null}
          </div>
        </div>
        <dl className={styles.facts}>
          <div className={`${styles.fact} ${styles.factWide}`}>
            <dt className={styles.factLabel}>{content.vehicle}</dt>
            <dd className={styles.factValue}>
              <bdi>{`${booking.carMake} ${booking.carModel}`}</bdi> · <Plate plate={booking.carLicensePlate} />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{content.date}</dt>
            <dd className={styles.factValue}>
              <bdi>{formatBookingDate(booking.scheduledDate)}</bdi>
            </dd>
          </div>
          {booking.scheduledTime ? (
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{content.time}</dt>
              <dd className={styles.factValue}>
                <bdi>{formatTime(booking.scheduledTime)}</bdi>
              </dd>
            </div>
          ) : null}
          {booking.status === 'cancelled' && booking.cancellationReason ? (
            <div className={`${styles.fact} ${styles.factWide}`}>
              <dt className={styles.factLabel}>{content.cancellationReason}</dt>
              <dd className={styles.factValue}>{booking.cancellationReason}</dd>
            </div>
          ) : null}
        </dl>
        {calendarLinks ? <CalendarLinks links={calendarLinks} /> : null}
        {booking.status === 'completed' && booking.rating !== null ? <Stars rating={booking.rating} /> : null}
        {payable || changeable || rateable || booking.invoiceId ? (
          <div className={styles.actions}>
            {payable ? <PayNowButton bookingId={booking.id} /> : null}
            {changeable ? (
              <>
                <button type="button" className={buttonClass('secondary')} onClick={() => onReschedule(booking.id)}>
                  {content.reschedule}
                </button>
                <button type="button" className={buttonClass('destructiveOutline')} onClick={() => onCancel(booking.id)}>
                  {content.cancel}
                </button>
              </>
            ) : null}
            {rateable ? (
              <button type="button" className={buttonClass('accent')} onClick={() => onRate(booking.id)}>
                {content.rate}
              </button>
            ) : null}
            {booking.invoiceId ? (
              <Link href={`/invoice/${encodeURIComponent(booking.invoiceId)}`} className={`${buttonClass('quiet')} ${styles.invoiceLink}`}>
                {content.viewInvoice}
              </Link>
            ) : null}
          </div>
        ) : null}
      </article>
    </li>
  );
}

export function BookingCardSkeleton() {
  return (
    <li aria-hidden="true">
      <div className={styles.card}>
        <div className={`${styles.skeletonLine} ${styles.skeletonWide}`} />
        <div className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
        <div className={styles.skeletonLine} />
      </div>
    </li>
  );
}
