// /staff/bookings/:id: one booking with everything the board shows, its actions (the same statechart as the board's),
// and its history, newest first. Loading, not found and failed loads as every detail screen shows them.
import { useCallback } from 'react';
import { Link, useParams } from 'wouter';
import { bookingDetailContent as content, boardContent, BOARD_PAYMENT_LABELS, paymentMethodLabel } from '../../../domain/console/boardContent';
import { paymentTagText } from '../../../domain/console/depositLine';
import { formatConsoleTime } from '../../../domain/console/consoleFormat';
import { consoleCustomerPath } from '../../../domain/console/consolePaths';
import { BOOKING_SOURCE_LABELS } from '../../../domain/console/deskContent';
import { mailtoHref } from '../../../domain/email';
import { formatLongDate, formatMoney, formatTime } from '../../../domain/format';
import type { AuditEntry, BoardBooking, BookingDetail } from '../../../domain/staff';
import { telHref } from '../../../domain/phone';
import { boardPath } from '../../../machines/boardAddress';
import { staffBookingDetailInput, staffBookingDetailMachine } from '../../../machines/staffBookingDetail';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Inline } from '../../components/Inline';
import { LoadingState } from '../../components/LoadingState';
import * as section from '../../components/PageSection.css';
import { Plate } from '../../components/Plate';
import { Stack } from '../../components/Stack';
import { useResource } from '../../components/useResource';
import { BackLink } from '../components/BackLink';
import { Fact, Facts } from '../components/Facts';
import { PanelSection } from '../components/PanelSection';
import * as styles from '../components/console.css';
import { ActionButtons } from './ActionButtons';
import { BookingAddonsPanel } from './BookingAddonsPanel';
import { ActionDialog } from './ActionDialog';
import { BookingStatusBadge, PaymentTag, RefundMarker } from './BookingTags';
import { DepositNote } from './DepositNote';
import * as historyStyles from './BookingDetailPage.css';
import { useBookingActions } from './useBookingActions';

export default function BookingDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { status, data, error, retry, reload } = useResource(staffBookingDetailMachine, staffBookingDetailInput(id));
  const actions = useBookingActions(useCallback(() => reload(), [reload]));
  const backTo = data ? boardPath(data.booking.date) : '/staff';

  return (
    <Stack space="lg">
      <BackLink href={backTo}>{content.backToBoard}</BackLink>
      {/* a reload after an action keeps the booking shown until the new one arrives */}
      {data ? (
        <BookingView detail={data} actions={actions} onAddonsChange={reload} />
      ) : status === 'notFound' ? (
        <>
          <h1 className={section.heading[1]}>{content.title}</h1>
          <EmptyState message={error ?? content.notFound} />
        </>
      ) : status === 'error' ? (
        <>
          <h1 className={section.heading[1]}>{content.title}</h1>
          <ErrorState message={error ?? content.loadFailed} onRetry={retry} />
        </>
      ) : (
        <LoadingState text={content.loading} />
      )}
      <ActionDialog actor={actions} />
    </Stack>
  );
}

interface BookingViewProps {
  detail: BookingDetail;
  actions: ReturnType<typeof useBookingActions>;
  /** Reloads the booking after an add-on was added or removed. */
  onAddonsChange: () => void;
}

function BookingView({ detail, actions, onAddonsChange }: BookingViewProps) {
  const { booking } = detail;
  return (
    <>
      <Inline as="header" space="sm">
        <h1 className={section.heading[1]}>{content.heading(booking.short_id)}</h1>
        <BookingStatusBadge status={booking.status} />
        <PaymentTag booking={booking} />
        <RefundMarker request={booking.refund_request} />
      </Inline>
      <Card as="section" tone="panel" aria-label={content.title}>
        <BookingFacts booking={booking} />
      </Card>
      <BookingAddonsPanel booking={booking} onChange={onAddonsChange} />
      <PanelSection headingId="booking-actions-title" title={content.actions}>
        {booking.allowed_actions.length > 0 ? <ActionButtons booking={booking} actor={actions} /> : <p className={`${styles.note} ${styles.muted}`}>{boardContent.noActions}</p>}
      </PanelSection>
      <PanelSection headingId="booking-history-title" title={content.history}>
        <History entries={detail.history} />
      </PanelSection>
    </>
  );
}

function BookingFacts({ booking }: { booking: BoardBooking }) {
  const { customer, vehicle, invoice } = booking;
  return (
    <Facts>
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
              : paymentTagText(booking)}
          </span>
          <DepositNote booking={booking} as="span" />
        </Fact>
      ) : null}
      <Fact label={content.notes}>
        <span className={booking.notes ? undefined : styles.muted}>{booking.notes || content.noNotes}</span>
      </Fact>
      {booking.cancellation_reason ? (
        <Fact label={content.cancelReason}>
          <span>{booking.cancellation_reason}</span>
        </Fact>
      ) : null}
    </Facts>
  );
}

const whoMade = ({ name, role }: AuditEntry['actor']) => (role === 'ops_token' ? content.by(content.opsToken) : content.byWithRole(name, content.actorRoles[role]));

const newestFirst = (entries: readonly AuditEntry[]) => [...entries].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);

function History({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className={`${styles.note} ${styles.muted}`}>{content.noHistory}</p>;
  return (
    <Stack as="ol" space="xs">
      {newestFirst(entries).map((entry) => (
        <li key={entry.id} className={historyStyles.historyEntry}>
          <time className={historyStyles.historyWhen} dateTime={entry.at}>
            {formatConsoleTime(entry.at)}
          </time>
          <div>
            <span>{entry.summary}</span>{' '}
            <span className={historyStyles.historyWho}>{whoMade(entry.actor)}</span>
          </div>
        </li>
      ))}
    </Stack>
  );
}
