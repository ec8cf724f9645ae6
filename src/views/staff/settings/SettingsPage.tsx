// /staff/settings (admin only): the workshop's details, tax registration, home page figures, web booking confirmation
// and reminder hours. A staff member reads that only an admin may change them.
import { useActorRef, useSelector } from '@xstate/react';
import { settingsContent as content } from '../../../domain/console/settingsContent';
import { inspector } from '../../../machines/inspector';
import { workshopSettingsMachine, type WorkshopSettingsSnapshot } from '../../../machines/workshopSettings';
import { ErrorState } from '../../components/ErrorState';
import { useFlowEffects } from '../../components/flowEffects';
import { LoadingState } from '../../components/LoadingState';
import { Stack } from '../../components/Stack';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { AdminOnlyNotice } from '../components/AdminOnlyNotice';
import { PageHeader } from '../components/PageHeader';
import { useStaffSession } from '../staffSessionContext';
import { SettingsForm } from './SettingsForm';
import { BackupsPanel } from '../backups/BackupsPanel';

const selectState = (snapshot: WorkshopSettingsSnapshot) => {
  if (snapshot.matches('notAllowed')) return 'notAllowed';
  if (snapshot.matches('loadFailed')) return 'failed';
  if (snapshot.hasTag('loading') || snapshot.matches('opening')) return 'loading';
  return 'ready';
};
const selectLoadError = (snapshot: WorkshopSettingsSnapshot) => snapshot.context.loadError;

export default function SettingsPage() {
  useDocumentTitle(content.title);
  const isAdmin = useStaffSession().role === 'admin';
  const actor = useActorRef(useFlowEffects(workshopSettingsMachine), { input: { isAdmin }, inspect: inspector() });
  const state = useSelector(actor, selectState);
  const loadError = useSelector(actor, selectLoadError);

  if (state === 'notAllowed') return <AdminOnlyNotice title={content.title} heading={content.adminOnlyTitle} text={content.adminOnlyText} />;

  return (
    <Stack space="lg">
      <PageHeader title={content.title} lead={content.lead} />
      {state === 'failed' ? (
        <ErrorState message={loadError ?? content.loadFailed} onRetry={() => actor.send({ type: 'settings.retry' })} />
      ) : state === 'loading' ? (
        <LoadingState text={content.loading} />
      ) : (
        <SettingsForm actor={actor} />
      )}
      {isAdmin ? <BackupsPanel /> : null}
    </Stack>
  );
}
