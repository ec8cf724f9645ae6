// Booking confirmation (spec §2): /booking-confirmation?booking={id}&payment={transactionId?}.
// The booking confirmation machine loads the booking (or leaves for /book without an id); this page renders it.
import { Link, useSearch } from 'wouter';
import { paymentOffer } from '../../domain/checkoutBooking';
import { formatBookingDate, formatMoney, formatTime, shortId } from '../../domain/format';
import { messages } from '../../domain/messages';
import { PAYMENT_STATUS_LABELS, confirmationContent as content } from '../../domain/myBookingsContent';
import { bookingConfirmationInput, bookingConfirmationMachine } from '../../machines/bookingConfirmation';
import { confirmationCalendarLinks } from '../../machines/calendarLinks';
import * as ui from '../../styles/ui.css';
import { DepositNote } from '../checkout/DepositNote';
import { PayNowButton } from '../checkout/PayNowButton';
import { Button } from '../components/Button';
import { VisitItems } from '../components/VisitItems';
import { buttonClass } from '../components/buttonClass';
import { CalendarLinks } from '../components/CalendarLinks';
import { EmailAddress } from '../components/EmailAddress';
import { ErrorState } from '../components/ErrorState';
import { Heading } from '../components/Heading';
import { IconBadge } from '../components/IconBadge';
import { CheckIcon } from '../components/icons';
import { Inline } from '../components/Inline';
import { LoadingState } from '../components/LoadingState';
import { Plate } from '../components/Plate';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { Tiles } from '../components/Tiles';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useResource } from '../components/useResource';
import { useCurrentUser } from '../session/SessionProvider';
import { SheetBlock } from '../components/SheetBlock';
import { printRoot } from '../components/SheetBlock.css';
import * as styles from './BookingConfirmationPage.css';

export default function BookingConfirmationPage() {
  useDocumentTitle(content.title);
  const params = new URLSearchParams(useSearch());
  const bookingId = params.get('booking')?.trim() ?? '';
  const transactionId = params.get('payment')?.trim() || null;
  return <Confirmation key={bookingId} bookingId={bookingId} transactionId={transactionId} />;
}

function Confirmation({ bookingId, transactionId }: { bookingId: string; transactionId: string | null }) {
  const booking = useResource(bookingConfirmationMachine, bookingConfirmationInput(bookingId));
  const user = useCurrentUser();

  if (booking.status === 'left') return null;
  if (booking.status === 'loading') {
    return (
      <div className={`${ui.container} ${ui.page}`}>
        <LoadingState text={messages.confirmation.loading} />
      </div>
    );
  }
  if (booking.status === 'error' || booking.status === 'notFound' || !booking.data) {
    return (
      <Stack space="md" align="center" className={`${ui.container} ${ui.page}`}>
        <ErrorState message={booking.error ?? messages.confirmation.loadFailed} onRetry={booking.status === 'error' ? booking.retry : undefined} />
        <Link href="/my-bookings" className={buttonClass('secondary')}>
          {content.viewMyBookings}
        </Link>
      </Stack>
    );
  }

  const detail = booking.data;
  const { car, service } = detail;
  const paymentStatus = detail.payment_status ? (PAYMENT_STATUS_LABELS[detail.payment_status] ?? detail.payment_status) : null;
  const offer = paymentOffer(detail.status, detail.payment_status, detail.deposit);
  // While a deposit is asked for, it says what is paid and what is left, in the status's place.
  const depositShown = offer !== null && offer !== 'payNow' ? detail.deposit : null;
  const cancelled = detail.status === 'cancelled';
  const calendarLinks = cancelled ? null : confirmationCalendarLinks(detail);
  return (
    <div className={`${ui.container} ${ui.page}`}>
      <article className={`${styles.sheet} ${printRoot}`} aria-labelledby="confirmation-title">
        <Stack space="sm" align="center">
          {cancelled ? null : (
            <IconBadge tone="success" size="lg">
              <CheckIcon />
            </IconBadge>
          )}
          <Heading level={1} id="confirmation-title" size="display">
            {cancelled ? content.cancelledTitle : content.title}
          </Heading>
          <Text tone="muted" className={styles.lead}>
            {cancelled ? content.cancelledLead : content.lead}
          </Text>
          {cancelled && detail.cancellation_reason ? (
            <Text breakWords>
              {content.cancellationReason}: <strong>{detail.cancellation_reason}</strong>
            </Text>
          ) : null}
          {cancelled && detail.payment_status === 'refunded' ? <Text breakWords>{content.refunded}</Text> : null}
          <Text breakWords>
            {content.bookingId}: <bdi className={styles.bookingId}>{shortId(detail.id)}</bdi>
          </Text>
        </Stack>

        <Tiles space="md" minItemWidth={280}>
          <SheetBlock id="confirmation-service" title={content.serviceTitle}>
            <Text weight="bold" breakWords>
              {service.name}
            </Text>
            <VisitItems items={detail.items} />
            {service.description ? (
              <Text tone="muted" breakWords>
                {service.description}
              </Text>
            ) : null}
            <p className={styles.amount}>
              <span className="visually-hidden">{content.amount}: </span>
              {formatMoney(detail.total_amount)}
            </p>
          </SheetBlock>

          <SheetBlock id="confirmation-schedule" title={content.scheduleTitle}>
            <Text weight="bold" breakWords>
              <bdi>{formatBookingDate(detail.booking_date)}</bdi>
            </Text>
            {detail.start_time ? (
              <Text breakWords>
                <bdi>
                  {formatTime(detail.start_time)}
                  {detail.end_time ? ` – ${formatTime(detail.end_time)}` : ''}
                </bdi>
              </Text>
            ) : null}
            {calendarLinks ? <CalendarLinks links={calendarLinks} /> : null}
          </SheetBlock>

          {user ? (
            <SheetBlock id="confirmation-customer" title={content.customerTitle}>
              <Text weight="bold" breakWords>
                <bdi>{user.name}</bdi>
              </Text>
              <Text breakWords>
                <EmailAddress address={user.email} />
              </Text>
            </SheetBlock>
          ) : null}

          <SheetBlock id="confirmation-vehicle" title={content.vehicleTitle}>
            <Text weight="bold" breakWords>
              <bdi>
                {car.year} {car.make} {car.model}
              </bdi>
            </Text>
            <Text breakWords>
              {content.licensePlate}: <Plate plate={car.license_plate} />
            </Text>
            {car.color ? (
              <Text breakWords>
                {content.color}: {car.color}
              </Text>
            ) : null}
          </SheetBlock>

          {paymentStatus || transactionId ? (
            <SheetBlock id="confirmation-payment" title={content.paymentTitle}>
              {depositShown ? <DepositNote deposit={depositShown} /> : null}
              {paymentStatus && !depositShown ? (
                <Text breakWords>
                  {content.paymentStatus}: <strong>{paymentStatus}</strong>
                </Text>
              ) : null}
              {transactionId ? (
                <Text breakWords>
                  {content.transactionId}: <bdi className={styles.bookingId}>{transactionId}</bdi>
                </Text>
              ) : null}
              {offer === 'payNow' || offer === 'payDeposit' ? (
                <PayNowButton bookingId={detail.id} booking={detail} atWorkshopNote={false} paysDeposit={offer === 'payDeposit'} />
              ) : null}
            </SheetBlock>
          ) : null}

          {detail.customer_notes ? (
            <SheetBlock id="confirmation-notes" title={content.notesTitle}>
              <Text breakWords>{detail.customer_notes}</Text>
            </SheetBlock>
          ) : null}
        </Tiles>

        <Inline space="sm" align="center">
          <Link href="/my-bookings" className={buttonClass('primary')}>
            {content.viewMyBookings}
          </Link>
          <Link href="/book" className={buttonClass('secondary')}>
            {content.bookAnother}
          </Link>
          <Button variant="quiet" onClick={() => window.print()}>
            {content.download}
          </Button>
        </Inline>
      </article>
    </div>
  );
}
