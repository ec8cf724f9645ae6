// The dialog of marking a refund returned by hand: it asks whether the money has really gone back (it cannot be
// undone), then busy, or the server's refusal with Back. Escape and Close close it.
import { useSelector } from '@xstate/react';
import { refundsToReturnContent as content } from '../../../domain/console/livePaymentsContent';
import { selectMarkedRefund, selectMarkingStep, type RefundsToReturnActor } from '../../../machines/refundsToReturn';
import { Dialog } from '../../components/Dialog';
import * as dialogStyles from '../../components/Dialog.css';
import { DialogStepForm, DialogSubject } from '../components/DialogStepForm';

export function MarkReturnedDialog({ actor }: { actor: RefundsToReturnActor }) {
  const step = useSelector(actor, selectMarkingStep);
  const refund = useSelector(actor, selectMarkedRefund);
  const refusal = useSelector(actor, (snapshot) => snapshot.context.refusal);
  if (step === null || refund === null) return null;
  const close = () => {
    if (step !== 'busy') actor.send({ type: 'toReturn.close' });
  };

  return (
    <Dialog title={step === 'refused' ? content.refusedTitle : content.confirmTitle} onClose={close}>
      <DialogStepForm
        step={step}
        subject={<DialogSubject title={`${refund.customer_name} · ${content.invoice(refund.invoice_number)}`} />}
        refusal={refusal}
        labels={content}
        confirmLabel={content.confirm}
        tone="primary"
        onConfirm={() => actor.send({ type: 'toReturn.confirm' })}
        onClose={close}
        onBack={() => actor.send({ type: 'toReturn.back' })}
      >
        <p className={dialogStyles.text}>{content.confirmText(refund.amount, refund.customer_name)}</p>
      </DialogStepForm>
    </Dialog>
  );
}
