// One booking on the board, in a bays grid cell or a list row: time, customer (the link to its page) and phone,
// vehicle and plate, service, status, paid or not (and the deposit), notes, and the actions it allows. Cancelled and no-show are greyed.
import { Link } from 'wouter';
import { boardContent as content } from '../../../domain/console/boardContent';
import { consoleBookingPath } from '../../../domain/console/consolePaths';
import { BOOKING_SOURCE_LABELS } from '../../../domain/console/deskContent';
import { freesSlots } from '../../../domain/booking-status';
import { formatTime } from '../../../domain/format';
import type { BoardBooking } from '../../../domain/staff';
import type { BookingActionsActor } from '../../../machines/bookingActions';
import { cardClass } from '../../components/cardClass';
import { Inline } from '../../components/Inline';
import { Plate } from '../../components/Plate';
import { Stack } from '../../components/Stack';
import { ActionButtons } from '../booking/ActionButtons';
import { BookingStatusBadge, PaymentTag, RefundMarker } from '../booking/BookingTags';
import { DepositNote } from '../booking/DepositNote';
import * as consoleStyles from '../components/console.css';
import * as styles from './BoardPage.css';
import { telHref } from '../../../domain/phone';

interface BoardBookingCardProps {
  booking: BoardBooking;
  actions: BookingActionsActor;
  /** In the list, the bay is told (the grid's column tells it there). */
  showBay?: boolean;
  variant: 'cell' | 'row';
}

export function BoardBookingCard({ booking, actions, showBay = false, variant }: BoardBookingCardProps) {
  const time = content.timeRange(formatTime(booking.start_time), formatTime(booking.end_time));
  const base = variant === 'cell' ? styles.booking : `${cardClass('panel')} ${styles.listBooking}`;
  return (
    <Stack
      as="article"
      space={variant === 'cell' ? 'xs' : 'sm'}
      className={freesSlots(booking.status) ? `${base} ${styles.dimmed}` : base}
      aria-label={`${booking.customer.name}, ${time}`}
    >
      <Inline space="xs" align="spaceBetween" alignY="baseline">
        <span className={styles.bookingTime}>
          {time}
          {showBay ? ` · ${content.bayOf(booking.bay)}` : null}
        </span>
        <span className={styles.shortId}>
          {content.bookingNumber(booking.short_id)}
          {booking.source === 'web' ? null : ` · ${BOOKING_SOURCE_LABELS[booking.source]}`}
        </span>
      </Inline>
      <Link href={consoleBookingPath(booking.id)} className={styles.customerLink}>
        {booking.customer.name}
      </Link>
      <p className={consoleStyles.note}>
        <a className={styles.phoneLink} href={telHref(booking.customer.phone)}>
          {booking.customer.phone}
        </a>
      </p>
      <p className={consoleStyles.note}>
        {booking.vehicle.make} {booking.vehicle.model} ·{' '}
        <strong>
          <Plate plate={booking.vehicle.plate} />
        </strong>
      </p>
      <p className={consoleStyles.note}>{booking.service.name}</p>
      <Inline space="xs">
        <BookingStatusBadge status={booking.status} />
        <PaymentTag booking={booking} />
        <RefundMarker request={booking.refund_request} />
      </Inline>
      <DepositNote booking={booking} />
      {booking.notes ? (
        <p className={styles.notes}>
          <span className="visually-hidden">{content.notesLabel}: </span>
          {booking.notes}
        </p>
      ) : null}
      {booking.cancellation_reason ? (
        <p className={consoleStyles.note}>
          {content.cancelReasonLabel}: {booking.cancellation_reason}
        </p>
      ) : null}
      <ActionButtons booking={booking} actor={actions} />
    </Stack>
  );
}
