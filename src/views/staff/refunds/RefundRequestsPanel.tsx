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
import * as ui from '../../../styles/ui.css';
import { buttonClass } from '../../components/buttonClass';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { useFlowEffects } from '../../components/flowEffects';
import { LoadingState } from '../../components/LoadingState';
import { listStatusOf } from '../components/listStatus';
import * as styles from '../components/workshopPage.css';
import * as cards from '../inbox/InboxPage.css';
import { StaffSessionContext } from '../staffSessionContext';
import { RefundDecisionDialog } from './RefundDecisionDialog';

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
    <section aria-labelledby={headingId} aria-busy={status === 'loading'}>
      <div className={cards.cardHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {content.title}
        </h2>
        {status === 'loaded' || status === 'empty' ? (
          <span className={`${ui.badge} ${requests.length > 0 ? styles.status.info : styles.status.off}`}>{content.count(requests.length)}</span>
        ) : null}
      </div>
      <p className={styles.note}>{isAdmin ? content.lead : content.adminOnlyNote}</p>
      {status === 'error' ? (
        <ErrorState message={loadError ?? content.loadFailed} onRetry={() => actor.send({ type: 'refunds.retry' })} />
      ) : status === 'empty' ? (
        <EmptyState message={content.empty} />
      ) : status === 'loading' ? (
        <LoadingState text={content.loading} />
      ) : (
        <ul className={cards.list}>
          {requests.map((request) => (
            <RequestCard key={request.id} request={request} actor={actor} canDecide={isAdmin} disabled={deciding} />
          ))}
        </ul>
      )}
      <RefundDecisionDialog actor={actor} />
    </section>
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
    <li className={cards.card} aria-labelledby={headingId}>
      <div className={cards.cardHead}>
        <h3 id={headingId} className={cards.sender}>
          {customer.name}
        </h3>
        <Link href={consoleBookingPath(booking.id)}>{content.booking(booking.short_id)}</Link>
      </div>
      <p className={cards.text}>
        <strong>{moneyBackSentence(request.money_back)}</strong>
      </p>
      <p className={cards.text}>
        {booking.service} · {formatLongDate(booking.date)} · {formatTime(booking.start_time)} · {customer.phone}
      </p>
      <p className={cards.text}>
        {content.requestedBy(request.requested_by.name, request.requested_by.role)} · <time dateTime={request.created_at}>{formatReceived(request.created_at)}</time>
      </p>
      {canDecide ? (
        <div className={styles.rowActions}>
          <button
            type="button"
            className={buttonClass('primary', 'small')}
            disabled={disabled}
            aria-label={content.approveLabel(customer.name)}
            onClick={() => actor.send({ type: 'refunds.approve', requestId: request.id })}
          >
            {content.approve}
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'small')}
            disabled={disabled}
            aria-label={content.declineLabel(customer.name)}
            onClick={() => actor.send({ type: 'refunds.decline', requestId: request.id })}
          >
            {content.decline}
          </button>
        </div>
      ) : null}
    </li>
  );
}
