// The dialog of an admin's decision on a refund request: approving says exactly what goes back and asks to confirm;
// declining asks for the reason; then busy, or the server's refusal with Back. Escape and Close close it.
import { useSelector } from '@xstate/react';
import { refundRequestsContent as content } from '../../../domain/console/refundContent';
import { selectDecidedRequest, selectDecisionStep, type RefundRequestsActor } from '../../../machines/refundRequests';
import { Dialog } from '../../components/Dialog';
import * as dialogStyles from '../../components/Dialog.css';
import { DialogStepForm, DialogSubject } from '../components/DialogStepForm';
import { ReasonField } from '../components/ReasonField';

export function RefundDecisionDialog({ actor }: { actor: RefundRequestsActor }) {
  const step = useSelector(actor, selectDecisionStep);
  const request = useSelector(actor, selectDecidedRequest);
  const kind = useSelector(actor, (snapshot) => snapshot.context.decision?.kind ?? null);
  const reason = useSelector(actor, (snapshot) => snapshot.context.decision?.reason ?? '');
  const reasonError = useSelector(actor, (snapshot) => snapshot.context.reasonError);
  const refusal = useSelector(actor, (snapshot) => snapshot.context.refusal);
  if (step === null || request === null || kind === null) return null;
  const close = () => {
    if (step !== 'busy') actor.send({ type: 'refunds.close' });
  };

  return (
    <Dialog title={step === 'refused' ? content.refusedTitle : kind === 'approve' ? content.approveTitle : content.declineTitle} onClose={close}>
      <DialogStepForm
        step={step}
        subject={<DialogSubject title={`${request.customer.name} · ${content.booking(request.booking.short_id)}`} />}
        refusal={refusal}
        labels={content}
        confirmLabel={kind === 'approve' ? content.confirmApprove : content.confirmDecline}
        tone={kind === 'approve' ? 'primary' : 'destructive'}
        onConfirm={() => actor.send({ type: 'refunds.confirm' })}
        onClose={close}
        onBack={() => actor.send({ type: 'refunds.back' })}
      >
        {kind === 'approve' ? (
          <p className={dialogStyles.text}>{content.approveText(request.money_back)}</p>
        ) : (
          <ReasonField id="refund-decline-reason" labels={content} value={reason} error={reasonError} onChange={(changed) => actor.send({ type: 'refunds.reasonChange', reason: changed })} />
        )}
      </DialogStepForm>
    </Dialog>
  );
}
