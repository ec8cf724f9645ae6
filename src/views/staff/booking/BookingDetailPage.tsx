// /staff/bookings/:id: one booking with everything the board shows, its actions (the same statechart as the board's),
// and its history, newest first. Loading, not found and failed loads as every detail screen shows them.
import { useCallback, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { bookingDetailContent as content, boardContent, BOARD_PAYMENT_LABELS, paymentMethodLabel } from '../../../domain/console/boardContent';
import { formatConsoleTime } from '../../../domain/console/consoleFormat';
import { consoleCustomerPath } from '../../../domain/console/consolePaths';
import { BOOKING_SOURCE_LABELS } from '../../../domain/console/deskContent';
import { mailtoHref } from '../../../domain/email';
import { formatLongDate, formatMoney, formatTime } from '../../../domain/format';
import type { AuditEntry, BoardBooking, BookingDetail } from '../../../domain/staff';
import { boardPath } from '../../../machines/boardAddress';
import { staffBookingDetailInput, staffBookingDetailMachine } from '../../../machines/staffBookingDetail';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { useResource } from '../../components/useResource';
import * as page from '../layout/consolePage.css';
import { ActionButtons } from './ActionButtons';
import { Plate } from '../../components/Plate';
import { ActionDialog } from './ActionDialog';
import { PaymentTag, RefundMarker, StatusBadge } from './BookingTags';
import * as styles from './BookingDetailPage.css';
import { useBookingActions } from './useBookingActions';
import { telHref } from '../../../domain/phone';

export default function BookingDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { status, data, error, retry, reload } = useResource(staffBookingDetailMachine, staffBookingDetailInput(id));
  const actions = useBookingActions(useCallback(() => reload(), [reload]));
  const backTo = data ? boardPath(data.booking.date) : '/staff';

  return (
    <div className={page.consolePage}>
      <Link href={backTo} className={styles.backLink}>
        <span aria-hidden="true">←&nbsp;</span>
        {content.backToBoard}
      </Link>
      {/* a reload after an action keeps the booking shown until the new one arrives */}
      {data ? (
        <BookingView detail={data} actions={actions} />
      ) : status === 'notFound' ? (
        <>
          <h1 className={page.pageTitle}>{content.title}</h1>
          <EmptyState message={error ?? content.notFound} />
        </>
      ) : status === 'error' ? (
        <>
          <h1 className={page.pageTitle}>{content.title}</h1>
          <ErrorState message={error ?? content.loadFailed} onRetry={retry} />
        </>
      ) : (
        <LoadingState text={content.loading} />
      )}
      <ActionDialog actor={actions} />
    </div>
  );
}

function BookingView({ detail, actions }: { detail: BookingDetail; actions: ReturnType<typeof useBookingActions> }) {
  const { booking } = detail;
  return (
    <>
      <header className={styles.headingRow}>
        <h1 className={page.pageTitle}>{content.heading(booking.short_id)}</h1>
        <StatusBadge status={booking.status} />
        <PaymentTag invoice={booking.invoice} />
        <RefundMarker request={booking.refund_request} />
      </header>
      <section className={page.panel} aria-label={content.title}>
        <Facts booking={booking} />
      </section>
      <section className={page.panel} aria-labelledby="booking-actions-title">
        <h2 id="booking-actions-title" className={styles.sectionTitle}>
          {content.actions}
        </h2>
        {booking.allowed_actions.length > 0 ? <ActionButtons booking={booking} actor={actions} /> : <p className={page.muted}>{boardContent.noActions}</p>}
      </section>
      <section className={page.panel} aria-labelledby="booking-history-title">
        <h2 id="booking-history-title" className={styles.sectionTitle}>
          {content.history}
        </h2>
        <History entries={detail.history} />
      </section>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

function Facts({ booking }: { booking: BoardBooking }) {
  const { customer, vehicle, invoice } = booking;
  return (
    <dl className={styles.facts}>
      <Fact label={content.customer}>
        <Link href={consoleCustomerPath(customer.id)}>{customer.name}</Link>
        <a href={telHref(customer.phone)}>{customer.phone}</a>
        <a href={mailtoHref(customer.email)}>{customer.email}</a>
      </Fact>
      <Fact label={content.vehicle}>
        <span>
          {vehicle.make} {vehicle.model} ({vehicle.year}), {vehicle.color}
        </span>
        <strong>
          <Plate plate={vehicle.plate} />
        </strong>
      </Fact>
      <Fact label={content.service}>
        <span>{booking.service.name}</span>
      </Fact>
      <Fact label={content.source}>
        <span>{BOOKING_SOURCE_LABELS[booking.source]}</span>
      </Fact>
      <Fact label={content.when}>
        <span>{formatLongDate(booking.date)}</span>
        <span>{boardContent.timeRange(formatTime(booking.start_time), formatTime(booking.end_time))}</span>
        <span>{boardContent.bayOf(booking.bay)}</span>
      </Fact>
      {invoice ? (
        <Fact label={content.payment}>
          <span>{formatMoney(invoice.total)}</span>
          <span>
            {invoice.payment_method
              ? content.paidBy(BOARD_PAYMENT_LABELS[invoice.payment_status], paymentMethodLabel(invoice.payment_method))
              : BOARD_PAYMENT_LABELS[invoice.payment_status]}
          </span>
        </Fact>
      ) : null}
      <Fact label={content.notes}>
        <span className={booking.notes ? undefined : page.muted}>{booking.notes || content.noNotes}</span>
      </Fact>
      {booking.cancellation_reason ? (
        <Fact label={content.cancelReason}>
          <span>{booking.cancellation_reason}</span>
        </Fact>
      ) : null}
    </dl>
  );
}

const whoMade = ({ name, role }: AuditEntry['actor']) => (role === 'ops_token' ? content.by(content.opsToken) : content.byWithRole(name, content.actorRoles[role]));

const newestFirst = (entries: readonly AuditEntry[]) => [...entries].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);

function History({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className={page.muted}>{content.noHistory}</p>;
  return (
    <ol className={styles.history}>
      {newestFirst(entries).map((entry) => (
        <li key={entry.id} className={styles.historyEntry}>
          <time className={styles.historyWhen} dateTime={entry.at}>
            {formatConsoleTime(entry.at)}
          </time>
          <div>
            <span>{entry.summary}</span>{' '}
            <span className={styles.historyWho}>{whoMade(entry.actor)}</span>
          </div>
        </li>
      ))}
    </ol>
  );
}
