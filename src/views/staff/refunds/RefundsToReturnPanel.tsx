// The inbox's "To return by hand" section, under the refund requests (admins only: the server refuses staff): the
// refunds a gateway could not make, oldest first — who, the invoice, how much, the gateway and its reference, since
// when — each with Mark returned, asked first.
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { refundsToReturnContent as content } from '../../../domain/console/livePaymentsContent';
import { formatReceived } from '../../../domain/console/workshopContent';
import { formatMoney } from '../../../domain/format';
import type { RefundToReturn } from '../../../domain/livePaymentsWire';
import { inspector } from '../../../machines/inspector';
import { refundsToReturnMachine, type RefundsToReturnActor, type RefundsToReturnSnapshot } from '../../../machines/refundsToReturn';
import { Badge } from '../../components/Badge';
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
import { listStatusOf } from '../components/listStatus';
import * as styles from '../components/console.css';
import { MarkReturnedDialog } from './MarkReturnedDialog';

const selectListStatus = (snapshot: RefundsToReturnSnapshot) => listStatusOf(snapshot.value.list);
const selectRefunds = (snapshot: RefundsToReturnSnapshot) => snapshot.context.refunds;
const selectLoadError = (snapshot: RefundsToReturnSnapshot) => snapshot.context.loadError;
const selectMarking = (snapshot: RefundsToReturnSnapshot) => snapshot.context.refundId !== null;

interface RefundsToReturnPanelProps {
  /** The section's logic; tests pass `refundsToReturnMachine.provide({ actors })` to stub the server. */
  logic?: typeof refundsToReturnMachine;
}

export function RefundsToReturnPanel({ logic = refundsToReturnMachine }: RefundsToReturnPanelProps) {
  const headingId = useId();
  const actor = useActorRef(useFlowEffects(logic), { inspect: inspector() });
  const status = useSelector(actor, selectListStatus);
  const refunds = useSelector(actor, selectRefunds);
  const loadError = useSelector(actor, selectLoadError);
  const marking = useSelector(actor, selectMarking);

  return (
    <PageSection
      heading={content.title}
      headingId={headingId}
      lead={content.lead}
      actions={status === 'loaded' || status === 'empty' ? <Badge caps tone={refunds.length > 0 ? 'warning' : 'neutral'}>{content.count(refunds.length)}</Badge> : null}
      busy={status === 'loading'}
    >
      {status === 'error' ? (
        <ErrorState message={loadError ?? content.loadFailed} onRetry={() => actor.send({ type: 'toReturn.retry' })} />
      ) : status === 'empty' ? (
        <EmptyState message={content.empty} />
      ) : status === 'loading' ? (
        <LoadingState text={content.loading} />
      ) : (
        <Stack as="ul" space="md">
          {refunds.map((refund) => (
            <RefundCard key={refund.id} refund={refund} actor={actor} disabled={marking} />
          ))}
        </Stack>
      )}
      <MarkReturnedDialog actor={actor} />
    </PageSection>
  );
}

function RefundCard({ refund, actor, disabled }: { refund: RefundToReturn; actor: RefundsToReturnActor; disabled: boolean }) {
  const headingId = `refund-to-return-${refund.id}`;
  return (
    <Stack as="li" space="sm" className={cardClass('panel')} aria-labelledby={headingId}>
      <Inline space="sm">
        <h3 id={headingId} className={section.heading[3]}>
          {refund.customer_name}
        </h3>
        <span>{content.invoice(refund.invoice_number)}</span>
      </Inline>
      <p className={styles.note}>
        <strong>{formatMoney(refund.amount)}</strong>
      </p>
      <p className={`${styles.note} ${styles.breakable}`}>{content.paidThrough(refund.provider, refund.reference)}</p>
      <p className={styles.note}>
        {content.waitingSince} <time dateTime={refund.created_at}>{formatReceived(refund.created_at)}</time>
      </p>
      <Inline space="sm">
        <Button
          variant="primary"
          size="small"
          disabled={disabled}
          aria-label={content.markReturnedLabel(refund.customer_name)}
          onClick={() => actor.send({ type: 'toReturn.mark', refundId: refund.id })}
        >
          {content.markReturned}
        </Button>
      </Inline>
    </Stack>
  );
}
