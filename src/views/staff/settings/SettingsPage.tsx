// /staff/settings (admin only): the workshop's details, tax registration, home page figures, web booking confirmation
// and reminder hours. A staff member reads that only an admin may change them.
import { useActorRef, useSelector } from '@xstate/react';
import { settingsContent as content } from '../../../domain/console/settingsContent';
import { inspector } from '../../../machines/inspector';
import { workshopSettingsMachine, type WorkshopSettingsSnapshot } from '../../../machines/workshopSettings';
import * as ui from '../../../styles/ui.css';
import { ErrorState } from '../../components/ErrorState';
import { useFlowEffects } from '../../components/flowEffects';
import { LoadingState } from '../../components/LoadingState';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { PageHeader } from '../components/PageHeader';
import * as styles from '../components/workshopPage.css';
import * as page from '../layout/consolePage.css';
import { useStaffSession } from '../staffSessionContext';
import { SettingsForm } from './SettingsForm';

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

  if (state === 'notAllowed') {
    return (
      <div className={page.consolePage}>
        <h1 className={page.pageTitle}>{content.title}</h1>
        <div className={ui.alert.info} role="status">
          <h2 className={styles.sectionTitle}>{content.adminOnlyTitle}</h2>
          <p className={styles.note}>{content.adminOnlyText}</p>
        </div>
      </div>
    );
  }

  return (
    <div className={page.consolePage}>
      <PageHeader title={content.title} lead={content.lead} />
      {state === 'failed' ? (
        <ErrorState message={loadError ?? content.loadFailed} onRetry={() => actor.send({ type: 'settings.retry' })} />
      ) : state === 'loading' ? (
        <LoadingState text={content.loading} />
      ) : (
        <SettingsForm actor={actor} />
      )}
    </div>
  );
}
