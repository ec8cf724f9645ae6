// The inbox's "Refund requests" section: the open requests newest first (the booking, the customer, what goes back,
// who asked), and for an admin Approve and Decline on each; staff read that only an admin decides.
import { useActorRef, useSelector } from '@xstate/react';
import { useContext, useId } from 'react';
import { Link } from 'wouter';
import { consoleBookingPath } from '../../../domain/console/consolePaths';
import { formatReceived } from '../../../domain/console/workshopContent';
import { moneyBackSentence, refundRequestsContent as content } from '../../../domain/console/refundContent';
import { formatLongDate, formatTime } from '../../../domain/format';
import type { RefundRequest } from '../../../domain/staff';
import { inspector } from '../../../machines/inspector';
import { refundRequestsMachine, type RefundRequestsActor, type RefundRequestsSnapshot } from '../../../machines/refundRequests';
import { Button } from '../../components/Button';
import { cardClass } from '../../components/cardClass';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { useFlowEffects } from '../../components/flowEffects';
import { Inline } from '../../components/Inline';
import { LoadingState } from '../../components/LoadingState';
import { PageSection } from '../../components/PageSection';
import * as section from '../../components/PageSection.css';
import { Stack } from '../../components/Stack';
import { Badge } from '../../components/Badge';
import { listStatusOf } from '../components/listStatus';
import * as styles from '../components/console.css';
import { StaffSessionContext } from '../staffSessionContext';
import { RefundDecisionDialog } from './RefundDecisionDialog';

/** An admin's two answers to a request, the approval first and stronger. */
const DECISIONS = [
  { kind: 'approve', variant: 'primary' },
  { kind: 'decline', variant: 'secondary' },
] as const;

const selectListStatus = (snapshot: RefundRequestsSnapshot) => listStatusOf(snapshot.value.list);
const selectRequests = (snapshot: RefundRequestsSnapshot) => snapshot.context.requests;
const selectLoadError = (snapshot: RefundRequestsSnapshot) => snapshot.context.loadError;
const selectDeciding = (snapshot: RefundRequestsSnapshot) => snapshot.context.decision !== null;

export function RefundRequestsPanel() {
  const headingId = useId();
  const isAdmin = useContext(StaffSessionContext)?.role === 'admin';
  const actor = useActorRef(useFlowEffects(refundRequestsMachine), { inspect: inspector() });
  const status = useSelector(actor, selectListStatus);
  const requests = useSelector(actor, selectRequests);
  const loadError = useSelector(actor, selectLoadError);
  const deciding = useSelector(actor, selectDeciding);

  return (
    <PageSection
      heading={content.title}
      headingId={headingId}
      lead={isAdmin ? content.lead : content.adminOnlyNote}
      actions={status === 'loaded' || status === 'empty' ? <Badge caps tone={requests.length > 0 ? 'info' : 'neutral'}>{content.count(requests.length)}</Badge> : null}
      busy={status === 'loading'}
    >
      {status === 'error' ? (
        <ErrorState message={loadError ?? content.loadFailed} onRetry={() => actor.send({ type: 'refunds.retry' })} />
      ) : status === 'empty' ? (
        <EmptyState message={content.empty} />
      ) : status === 'loading' ? (
        <LoadingState text={content.loading} />
      ) : (
        <Stack as="ul" space="md">
          {requests.map((request) => (
            <RequestCard key={request.id} request={request} actor={actor} canDecide={isAdmin} disabled={deciding} />
          ))}
        </Stack>
      )}
      <RefundDecisionDialog actor={actor} />
    </PageSection>
  );
}

interface RequestCardProps {
  request: RefundRequest;
  actor: RefundRequestsActor;
  canDecide: boolean;
  disabled: boolean;
}

function RequestCard({ request, actor, canDecide, disabled }: RequestCardProps) {
  const headingId = `refund-request-${request.id}`;
  const { booking, customer } = request;
  return (
    <Stack as="li" space="sm" className={cardClass('panel')} aria-labelledby={headingId}>
      <Inline space="sm">
        <h3 id={headingId} className={section.heading[3]}>
          {customer.name}
        </h3>
        <Link href={consoleBookingPath(booking.id)}>{content.booking(booking.short_id)}</Link>
      </Inline>
      <p className={styles.note}>
        <strong>{moneyBackSentence(request.money_back)}</strong>
      </p>
      <p className={styles.note}>
        {booking.service} · {formatLongDate(booking.date)} · {formatTime(booking.start_time)} · {customer.phone}
      </p>
      <p className={styles.note}>
        {content.requestedBy(request.requested_by.name, request.requested_by.role)} · <time dateTime={request.created_at}>{formatReceived(request.created_at)}</time>
      </p>
      {canDecide ? (
        <Inline space="sm">
          {DECISIONS.map(({ kind, variant }) => (
            <Button
              key={kind}
              variant={variant}
              size="small"
              disabled={disabled}
              aria-label={content[`${kind}Label`](customer.name)}
              onClick={() => actor.send({ type: `refunds.${kind}`, requestId: request.id })}
            >
              {content[kind]}
            </Button>
          ))}
        </Inline>
      ) : null}
    </Stack>
  );
}
