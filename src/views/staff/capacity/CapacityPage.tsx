// /staff/capacity (admin only): the bays, the start grid, the cleanup time and the week's opening hours, the closed
// dates with their notes, closing a date and reopening one. A staff member reads that only an admin may change them, and the page asks the server nothing.
import { useActorRef, useSelector } from '@xstate/react';
import { capacityContent as content, workshopCommon } from '../../../domain/console/workshopContent';
import { capacitySettingsMachine, type CapacitySettingsSnapshot } from '../../../machines/capacitySettings';
import { inspector } from '../../../machines/inspector';
import { ErrorState } from '../../components/ErrorState';
import { useFlowEffects } from '../../components/flowEffects';
import { LoadingState } from '../../components/LoadingState';
import { Stack } from '../../components/Stack';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { AdminOnlyNotice } from '../components/AdminOnlyNotice';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../components/PageHeader';
import { PanelSection } from '../components/PanelSection';
import { useStaffSession } from '../staffSessionContext';
import { CapacityForm } from './CapacityForm';
import { CloseDateForm } from './CloseDateForm';
import { ClosedDatesTable } from './ClosedDatesTable';

const selectLoaded = (snapshot: CapacitySettingsSnapshot) => snapshot.context.settings !== null;
const selectFailed = (snapshot: CapacitySettingsSnapshot) => snapshot.matches({ settings: 'error' });
const selectLoadError = (snapshot: CapacitySettingsSnapshot) => snapshot.context.loadError;
const selectReloading = (snapshot: CapacitySettingsSnapshot) => snapshot.hasTag('loading');
const selectReopenDate = (snapshot: CapacitySettingsSnapshot) => (snapshot.matches({ reopening: 'idle' }) ? null : snapshot.context.reopenDate);
const selectReopening = (snapshot: CapacitySettingsSnapshot) => snapshot.hasTag('reopeningDate');

export default function CapacityPage() {
  useDocumentTitle(content.title);
  const isAdmin = useStaffSession().role === 'admin';
  return isAdmin ? <CapacitySettingsPage /> : <AdminOnlyNotice title={content.title} heading={content.adminOnlyTitle} text={content.adminOnlyText} />;
}

function CapacitySettingsPage() {
  const actor = useActorRef(useFlowEffects(capacitySettingsMachine), { inspect: inspector() });
  const loaded = useSelector(actor, selectLoaded);
  const failed = useSelector(actor, selectFailed);
  const loadError = useSelector(actor, selectLoadError);
  const reloading = useSelector(actor, selectReloading);
  const reopenDate = useSelector(actor, selectReopenDate);
  const reopening = useSelector(actor, selectReopening);

  return (
    <Stack space="lg">
      <PageHeader title={content.title} lead={content.lead} />
      {failed ? (
        <ErrorState message={loadError ?? content.loadFailed} onRetry={() => actor.send({ type: 'capacity.retry' })} />
      ) : !loaded ? (
        <LoadingState text={content.loading} />
      ) : (
        <>
          <PanelSection headingId="capacity-heading" title={content.capacityHeading}>
            <CapacityForm actor={actor} />
          </PanelSection>
          <PanelSection headingId="closed-heading" title={content.closedHeading} busy={reloading}>
            <ClosedDatesTable actor={actor} />
          </PanelSection>
          <PanelSection headingId="close-heading" title={content.closeHeading}>
            <CloseDateForm actor={actor} />
          </PanelSection>
        </>
      )}
      {reopenDate ? (
        <ConfirmDialog
          title={content.reopenTitle}
          text={content.reopenText(reopenDate)}
          confirmLabel={content.confirmReopen}
          busyLabel={content.reopening}
          cancelLabel={workshopCommon.cancel}
          busy={reopening}
          onConfirm={() => actor.send({ type: 'closedDate.confirm' })}
          onDismiss={() => actor.send({ type: 'closedDate.dismiss' })}
        />
      ) : null}
    </Stack>
  );
}
