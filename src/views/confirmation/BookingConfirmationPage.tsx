// Booking confirmation (spec §2): /booking-confirmation?booking={id}&payment={transactionId?}.
// The booking confirmation machine loads the booking (or leaves for /book without an id); this page renders it.
import { Link, useSearch } from 'wouter';
import { isAwaitingPayment } from '../../domain/checkoutBooking';
import { formatBookingDate, formatMoney, formatTime, shortId } from '../../domain/format';
import { messages } from '../../domain/messages';
import { PAYMENT_STATUS_LABELS, confirmationContent as content } from '../../domain/myBookingsContent';
import { bookingConfirmationInput, bookingConfirmationMachine } from '../../machines/bookingConfirmation';
import { confirmationCalendarLinks } from '../../machines/calendarLinks';
import * as ui from '../../styles/ui.css';
import { buttonClass } from '../components/buttonClass';
import { CalendarLinks } from '../components/CalendarLinks';
import { EmailAddress } from '../components/EmailAddress';
import { ErrorState } from '../components/ErrorState';
import { PayNowButton } from '../checkout/PayNowButton';
import { CheckIcon } from '../components/icons';
import { LoadingState } from '../components/LoadingState';
import { Plate } from '../components/Plate';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useResource } from '../components/useResource';
import { useCurrentUser } from '../session/SessionProvider';
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
      <div className={`${ui.container} ${styles.page}`}>
        <LoadingState text={messages.confirmation.loading} />
      </div>
    );
  }
  if (booking.status === 'error' || booking.status === 'notFound' || !booking.data) {
    return (
      <div className={`${ui.container} ${styles.page} ${styles.failure}`}>
        <ErrorState message={booking.error ?? messages.confirmation.loadFailed} onRetry={booking.status === 'error' ? booking.retry : undefined} />
        <Link href="/my-bookings" className={buttonClass('secondary')}>
          {content.viewMyBookings}
        </Link>
      </div>
    );
  }

  const detail = booking.data;
  const { car, service } = detail;
  const paymentStatus = detail.payment_status ? (PAYMENT_STATUS_LABELS[detail.payment_status] ?? detail.payment_status) : null;
  const cancelled = detail.status === 'cancelled';
  const calendarLinks = cancelled ? null : confirmationCalendarLinks(detail);
  return (
    <div className={`${ui.container} ${styles.page}`}>
      <article className={`${styles.sheet} ${styles.printRoot}`} aria-labelledby="confirmation-title">
        <div className={styles.intro}>
          {cancelled ? null : (
            <span className={styles.tick} aria-hidden="true">
              <CheckIcon />
            </span>
          )}
          <h1 id="confirmation-title" className={styles.title}>
            {cancelled ? content.cancelledTitle : content.title}
          </h1>
          <p className={styles.lead}>{cancelled ? content.cancelledLead : content.lead}</p>
          {cancelled && detail.cancellation_reason ? (
            <p className={styles.text}>
              {content.cancellationReason}: <strong>{detail.cancellation_reason}</strong>
            </p>
          ) : null}
          {cancelled && detail.payment_status === 'refunded' ? <p className={styles.text}>{content.refunded}</p> : null}
          <p className={styles.text}>
            {content.bookingId}: <bdi className={styles.bookingId}>{shortId(detail.id)}</bdi>
          </p>
        </div>

        <div className={styles.sections}>
          <section className={styles.block} aria-labelledby="confirmation-service">
            <h2 id="confirmation-service" className={styles.blockTitle}>
              {content.serviceTitle}
            </h2>
            <p className={styles.strong}>{service.name}</p>
            {service.description ? <p className={styles.muted}>{service.description}</p> : null}
            <p className={styles.amount}>
              <span className="visually-hidden">{content.amount}: </span>
              {formatMoney(detail.total_amount)}
            </p>
          </section>

          <section className={styles.block} aria-labelledby="confirmation-schedule">
            <h2 id="confirmation-schedule" className={styles.blockTitle}>
              {content.scheduleTitle}
            </h2>
            <p className={styles.strong}>
              <bdi>{formatBookingDate(detail.booking_date)}</bdi>
            </p>
            {detail.start_time ? (
              <p className={styles.text}>
                <bdi>
                  {formatTime(detail.start_time)}
                  {detail.end_time ? ` – ${formatTime(detail.end_time)}` : ''}
                </bdi>
              </p>
            ) : null}
            {calendarLinks ? (
              <div className={styles.calendar}>
                <CalendarLinks links={calendarLinks} />
              </div>
            ) : null}
          </section>

          {user ? (
            <section className={styles.block} aria-labelledby="confirmation-customer">
              <h2 id="confirmation-customer" className={styles.blockTitle}>
                {content.customerTitle}
              </h2>
              <p className={styles.strong}>
                <bdi>{user.name}</bdi>
              </p>
              <p className={styles.text}><EmailAddress address={user.email} /></p>
            </section>
          ) : null}

          <section className={styles.block} aria-labelledby="confirmation-vehicle">
            <h2 id="confirmation-vehicle" className={styles.blockTitle}>
              {content.vehicleTitle}
            </h2>
            <p className={styles.strong}>
              <bdi>
                {car.year} {car.make} {car.model}
              </bdi>
            </p>
            <p className={styles.text}>
              {content.licensePlate}: <Plate plate={car.license_plate} />
            </p>
            {car.color ? (
              <p className={styles.text}>
                {content.color}: {car.color}
              </p>
            ) : null}
          </section>

          {paymentStatus || transactionId ? (
            <section className={styles.block} aria-labelledby="confirmation-payment">
              <h2 id="confirmation-payment" className={styles.blockTitle}>
                {content.paymentTitle}
              </h2>
              {paymentStatus ? (
                <p className={styles.text}>
                  {content.paymentStatus}: <strong>{paymentStatus}</strong>
                </p>
              ) : null}
              {transactionId ? (
                <p className={styles.text}>
                  {content.transactionId}: <bdi className={styles.bookingId}>{transactionId}</bdi>
                </p>
              ) : null}
              {isAwaitingPayment(detail.status, detail.payment_status) ? <PayNowButton bookingId={detail.id} booking={detail} atWorkshopNote={false} /> : null}
            </section>
          ) : null}

          {detail.customer_notes ? (
            <section className={styles.block} aria-labelledby="confirmation-notes">
              <h2 id="confirmation-notes" className={styles.blockTitle}>
                {content.notesTitle}
              </h2>
              <p className={styles.text}>{detail.customer_notes}</p>
            </section>
          ) : null}
        </div>

        <div className={styles.actions}>
          <Link href="/my-bookings" className={buttonClass('primary')}>
            {content.viewMyBookings}
          </Link>
          <Link href="/book" className={buttonClass('secondary')}>
            {content.bookAnother}
          </Link>
          <button type="button" className={buttonClass('quiet')} onClick={() => window.print()}>
            {content.download}
          </button>
        </div>
      </article>
    </div>
  );
}
