// The New booking / Walk in now dialog: renders the desk booking chart — the services loading, then the customer, the
// car, the service and (for a booking) the day, a free start time, the source and notes; the refusal above the form,
// with the duplicate warning's offer. Busy while the booking is sent.
import { useSelector } from '@xstate/react';
import { deskBookingContent as content } from '../../../domain/console/deskContent';
import { formatTime, karachiTimeOfDay } from '../../../domain/format';
import type { DeskBookingActor, DeskBookingSnapshot } from '../../../machines/deskBooking';
import * as ui from '../../../styles/ui.css';
import { Button } from '../../components/Button';
import * as dialogStyles from '../../components/Dialog.css';
import { Dialog } from '../../components/Dialog';
import { ErrorState } from '../../components/ErrorState';
import { Inline } from '../../components/Inline';
import { LoadingState } from '../../components/LoadingState';
import { ConsoleForm } from '../components/ConsoleForm';
import { DeskCarFields } from './DeskCarFields';
import { DeskCustomerFields } from './DeskCustomerFields';
import { DeskScheduleFields } from './DeskScheduleFields';

const FORM_ID = 'desk-booking-form';

type DialogStatus = 'loading' | 'failed' | 'open';
const selectStatus = (snapshot: DeskBookingSnapshot): DialogStatus =>
  snapshot.matches('servicesFailed') ? 'failed' : snapshot.matches('loadingServices') ? 'loading' : 'open';
const selectMode = (snapshot: DeskBookingSnapshot) => snapshot.context.mode;
const selectBusy = (snapshot: DeskBookingSnapshot) => snapshot.hasTag('busy');
const selectRejected = (snapshot: DeskBookingSnapshot) => snapshot.context.rejectedSubmits;

export function DeskBookingDialog({ actor }: { actor: DeskBookingActor }) {
  const status = useSelector(actor, selectStatus);
  const mode = useSelector(actor, selectMode);
  const busy = useSelector(actor, selectBusy);
  const rejectedSubmits = useSelector(actor, selectRejected);
  const dismiss = () => actor.send({ type: 'desk.dismiss' });
  const walkIn = mode === 'walkIn';
  return (
    <Dialog
      title={content.titles[mode]}
      onClose={dismiss}
      footer={
        <>
          <Button variant="secondary" onClick={dismiss} disabled={busy}>
            {content.cancel}
          </Button>
          {status === 'open' ? (
            <Button type="submit" form={FORM_ID} variant="primary" busy={busy} busyLabel={content.booking}>
              {walkIn ? content.walkInSubmit : content.submit}
            </Button>
          ) : null}
        </>
      }
    >
      {status === 'loading' ? <LoadingState text={content.loadingServices} /> : null}
      {status === 'failed' ? <ErrorState message={content.servicesFailed} retryLabel={content.retry} onRetry={() => actor.send({ type: 'desk.retry' })} /> : null}
      {status === 'open' ? (
        <ConsoleForm id={FORM_ID} rejectedSubmits={rejectedSubmits} onSubmit={() => actor.send({ type: 'desk.submit' })}>
          {walkIn ? <p className={dialogStyles.text}>{content.walkInLead(formatTime(karachiTimeOfDay(new Date())))}</p> : null}
          <Refusal actor={actor} />
          <fieldset className={ui.formControls} disabled={busy}>
            <DeskCustomerFields actor={actor} />
            <DeskCarFields actor={actor} />
            <DeskScheduleFields actor={actor} />
          </fieldset>
        </ConsoleForm>
      ) : null}
    </Dialog>
  );
}

/** The server's sentence; for a duplicate, the existing customer offered instead (and sharing a phone). */
function Refusal({ actor }: { actor: DeskBookingActor }) {
  const formError = useSelector(actor, (snapshot) => snapshot.context.formError);
  const existing = useSelector(actor, (snapshot) => (snapshot.matches({ open: { submission: 'duplicate' } }) ? snapshot.context.existing : null));
  const canShare = useSelector(actor, (snapshot) => snapshot.can({ type: 'duplicate.share' }));
  if (!formError) return null;
  return (
    <div className={ui.alert.error} role="alert">
      <p>{formError}</p>
      {existing ? (
        <Inline space="sm">
          <Button variant="primary" size="small" onClick={() => actor.send({ type: 'duplicate.use' })}>
            {content.duplicateUse(existing.full_name)}
          </Button>
          {canShare ? (
            <Button variant="secondary" size="small" onClick={() => actor.send({ type: 'duplicate.share' })}>
              {content.duplicateShare}
            </Button>
          ) : null}
        </Inline>
      ) : null}
    </div>
  );
}
