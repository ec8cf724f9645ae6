// The dialog of an admin's decision on a refund request: approving says exactly what goes back and asks to confirm;
// declining asks for the reason; then busy, or the server's refusal with Back. Escape and Close close it.
import { useSelector } from '@xstate/react';
import { refundRequestsContent as content } from '../../../domain/console/refundContent';
import { selectDecidedRequest, selectDecisionStep, type RefundRequestsActor } from '../../../machines/refundRequests';
import * as ui from '../../../styles/ui.css';
import { buttonClass } from '../../components/buttonClass';
import { Dialog } from '../../components/Dialog';
import * as dialogStyles from '../../components/Dialog.css';
import * as styles from '../booking/BookingActions.css';
import { ReasonField } from '../components/ReasonField';

export function RefundDecisionDialog({ actor }: { actor: RefundRequestsActor }) {
  const step = useSelector(actor, selectDecisionStep);
  const request = useSelector(actor, selectDecidedRequest);
  const kind = useSelector(actor, (snapshot) => snapshot.context.decision?.kind ?? null);
  const reason = useSelector(actor, (snapshot) => snapshot.context.decision?.reason ?? '');
  const reasonError = useSelector(actor, (snapshot) => snapshot.context.reasonError);
  const refusal = useSelector(actor, (snapshot) => snapshot.context.refusal);
  if (step === null || request === null || kind === null) return null;
  const busy = step === 'busy';
  const close = () => {
    if (!busy) actor.send({ type: 'refunds.close' });
  };

  return (
    <Dialog title={step === 'refused' ? content.refusedTitle : kind === 'approve' ? content.approveTitle : content.declineTitle} onClose={close}>
      <form
        className={styles.dialogContent}
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          if (step !== 'refused') actor.send({ type: 'refunds.confirm' });
        }}
      >
        <p className={styles.subjectTitle}>
          {request.customer.name} · {content.booking(request.booking.short_id)}
        </p>
        {step === 'refused' ? (
          <p className={`${ui.alert.error} ${styles.refusal}`} role="alert" tabIndex={-1}>
            {refusal}
          </p>
        ) : kind === 'approve' ? (
          <p className={dialogStyles.text}>{content.approveText(request.money_back)}</p>
        ) : (
          <ReasonField
            id="refund-decline-reason"
            label={content.reasonLabel}
            hint={content.reasonHint}
            value={reason}
            error={reasonError}
            onChange={(changed) => actor.send({ type: 'refunds.reasonChange', reason: changed })}
          />
        )}
        <div className={styles.dialogButtons}>
          {step === 'refused' ? (
            <>
              <button type="button" className={buttonClass('secondary')} onClick={() => actor.send({ type: 'refunds.back' })}>
                {content.back}
              </button>
              <button type="button" className={buttonClass('primary')} onClick={close}>
                {content.close}
              </button>
            </>
          ) : (
            <>
              <button type="button" className={buttonClass('secondary')} onClick={close} aria-disabled={busy || undefined}>
                {content.close}
              </button>
              <button type="submit" className={kind === 'approve' ? buttonClass('primary') : buttonClass('destructive')} aria-disabled={busy || undefined}>
                {busy ? content.working : kind === 'approve' ? content.confirmApprove : content.confirmDecline}
              </button>
            </>
          )}
        </div>
      </form>
    </Dialog>
  );
}
