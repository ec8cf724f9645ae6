// One booking of the list: service, number, amount, status, vehicle, schedule, rating, and its actions.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paymentOffer } from '../../domain/checkoutBooking';
import { BOOKING_STATUS_LABELS, CHANGEABLE_BOOKING_STATUSES, RATING_MAX, type BookingStatus } from '../../domain/constants';
import { formatBookingDate, formatMoney, formatTime, shortId } from '../../domain/format';
import { PAYMENT_STATUS_LABELS, myBookingsContent as content } from '../../domain/myBookingsContent';
import { paymentStatusPath } from '../../domain/routePaths';
import type { BookingListItem } from '../../domain/types';
import { DepositNote } from '../checkout/DepositNote';
import { cardCalendarLinks } from '../../machines/calendarLinks';
import { PayNowButton } from '../checkout/PayNowButton';
import { StatusBadge } from '../components/StatusBadge';
import { VisitItems } from '../components/VisitItems';
import { Button } from '../components/Button';
import { buttonClass } from '../components/buttonClass';
import { CalendarLinks } from '../components/CalendarLinks';
import { cardClass } from '../components/cardClass';
import { Heading } from '../components/Heading';
import { Inline } from '../components/Inline';
import { Plate } from '../components/Plate';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { textClass } from '../components/textClass';
import { Tiles } from '../components/Tiles';
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
  const offer = paymentOffer(booking.status, booking.paymentStatus, booking.deposit);
  // While a gateway decides a payment, its page is linked; paying again stays possible (the customer may have left the
  // gateway's page, and a second payment of a paid booking is given back at once).
  const waiting = offer !== null && booking.pendingPayment !== null ? booking.pendingPayment : null;
  const payable = offer === 'payNow' || offer === 'payDeposit';
  const calendarLinks = cardCalendarLinks(booking);
  return (
    <li>
      <Stack as="article" space="md" className={cardClass()} aria-labelledby={headingId}>
        <Inline space="sm" align="spaceBetween" alignY="start">
          <Stack space="xs">
            <Heading level={2} id={headingId}>
              {booking.serviceName}
            </Heading>
            <VisitItems items={booking.items} />
            <Text size="sm" tone="muted" className={styles.bookingNumber}>
              <span className="visually-hidden">{content.bookingNumberLabel} </span>
              <bdi>{content.bookingNumber(shortId(booking.id))}</bdi>
            </Text>
          </Stack>
          <Stack space="xs" className={styles.topEnd}>
            <StatusBadge status={booking.status}>{statusLabel(booking.status)}</StatusBadge>
            <span className={styles.amount}>
              <span className="visually-hidden">{content.amount} </span>
              {formatMoney(booking.totalAmount)}
            </span>
            {booking.paymentStatus && SETTLED_PAYMENT_STATUSES.has(booking.paymentStatus) ? (
              <Text as="span" size="sm" tone="muted">
                {PAYMENT_STATUS_LABELS[booking.paymentStatus]}
              </Text>
            ) : null}
          </Stack>
        </Inline>
        <Tiles as="dl" space="md" minItemWidth={130}>
          <Fact term={content.vehicle} wide>
            <bdi>{`${booking.carMake} ${booking.carModel}`}</bdi> · <Plate plate={booking.carLicensePlate} />
          </Fact>
          <Fact term={content.date}>
            <bdi>{formatBookingDate(booking.scheduledDate)}</bdi>
          </Fact>
          {booking.scheduledTime ? (
            <Fact term={content.time}>
              <bdi>{formatTime(booking.scheduledTime)}</bdi>
            </Fact>
          ) : null}
          {booking.status === 'cancelled' && booking.cancellationReason ? (
            <Fact term={content.cancellationReason} wide>
              {booking.cancellationReason}
            </Fact>
          ) : null}
        </Tiles>
        {offer && booking.deposit ? <DepositNote deposit={booking.deposit} /> : null}
        {waiting ? (
          <Text size="sm" weight="semibold" role="status">
            {content.paymentWaiting}{' '}
            <Link href={paymentStatusPath(waiting)} className={buttonClass('quiet')}>
              {content.seePayment}
            </Link>
          </Text>
        ) : null}
        {calendarLinks ? <CalendarLinks links={calendarLinks} /> : null}
        {booking.status === 'completed' && booking.rating !== null ? <Stars rating={booking.rating} /> : null}
        {payable || changeable || rateable || booking.invoiceId ? (
          <Inline space="sm" className={styles.actions}>
            {payable ? <PayNowButton bookingId={booking.id} paysDeposit={offer === 'payDeposit'} /> : null}
            {changeable ? (
              <>
                <Button variant="secondary" onClick={() => onReschedule(booking.id)}>
                  {content.reschedule}
                </Button>
                <Button variant="destructiveOutline" onClick={() => onCancel(booking.id)}>
                  {content.cancel}
                </Button>
              </>
            ) : null}
            {rateable ? (
              <Button variant="accent" onClick={() => onRate(booking.id)}>
                {content.rate}
              </Button>
            ) : null}
            {booking.invoiceId ? (
              <Link href={`/invoice/${encodeURIComponent(booking.invoiceId)}`} className={`${buttonClass('quiet')} ${styles.invoiceLink}`}>
                {content.viewInvoice}
              </Link>
            ) : null}
          </Inline>
        ) : null}
      </Stack>
    </li>
  );
}

/** A fact of the booking: its label above its value; the wide ones take a whole row on a phone. */
function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? styles.factWide : undefined}>
      <dt className={textClass({ size: 'xs', tone: 'muted', weight: 'bold', caps: true })}>{term}</dt>
      <dd className={textClass({ breakWords: true })}>{children}</dd>
    </div>
  );
}

export function BookingCardSkeleton() {
  return (
    <li aria-hidden="true">
      <Stack space="md" className={cardClass()}>
        <div className={`${styles.skeletonLine} ${styles.skeletonWide}`} />
        <div className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
        <div className={styles.skeletonLine} />
      </Stack>
    </li>
  );
}
