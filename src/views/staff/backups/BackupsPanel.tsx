// The Settings page's "Backups" section (admin only): the last backup's time and size, the last failure, the
// schedule, "Back up now", and a download link for each stored backup.
import { useActorRef, useSelector } from '@xstate/react';
import { backupDownloadPath } from '../../../domain/backupWire';
import { formatReceived } from '../../../domain/console/workshopContent';
import { backupMessages } from '../../../domain/messageAreas/backups';
import { backupsMachine, type BackupsSnapshot } from '../../../machines/backups';
import { inspector } from '../../../machines/inspector';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { useFlowEffects } from '../../components/flowEffects';
import { LoadingState } from '../../components/LoadingState';
import { PageSection } from '../../components/PageSection';
import { Stack } from '../../components/Stack';
import * as styles from '../components/console.css';

const text = backupMessages.backups;

const selectStatus = (snapshot: BackupsSnapshot) => {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.context.overview === null) return 'loading';
  return 'ready';
};
const selectOverview = (snapshot: BackupsSnapshot) => snapshot.context.overview;
const selectLoadError = (snapshot: BackupsSnapshot) => snapshot.context.loadError;
const selectBackingUp = (snapshot: BackupsSnapshot) => snapshot.hasTag('backingUp');
const selectLoading = (snapshot: BackupsSnapshot) => snapshot.hasTag('loading');

export function BackupsPanel() {
  const actor = useActorRef(useFlowEffects(backupsMachine), { inspect: inspector() });
  const status = useSelector(actor, selectStatus);
  const overview = useSelector(actor, selectOverview);
  const loadError = useSelector(actor, selectLoadError);
  const backingUp = useSelector(actor, selectBackingUp);
  const loading = useSelector(actor, selectLoading);

  return (
    <PageSection
      heading={text.title}
      lead={text.intro}
      busy={loading}
      actions={
        status === 'ready' ? (
          <Button variant="primary" busy={backingUp} busyLabel={text.backingUp} disabled={backingUp || loading} onClick={() => actor.send({ type: 'backups.backUp' })}>
            {text.backUpNow}
          </Button>
        ) : null
      }
    >
      {status === 'failed' ? (
        <ErrorState message={loadError ?? text.loadFailed} onRetry={() => actor.send({ type: 'backups.retry' })} />
      ) : status === 'loading' || overview === null ? (
        <LoadingState text={text.title} />
      ) : (
        <Stack space="md">
          <p className={styles.note}>
            <strong>{text.lastBackup}: </strong>
            {overview.last_success ? (
              <>
                <time dateTime={overview.last_success.created_at}>{formatReceived(overview.last_success.created_at)}</time> · {text.size(overview.last_success.size)}
              </>
            ) : (
              text.never
            )}
          </p>
          {overview.last_failure ? (
            <Alert tone="error" role="status">
              <strong>{text.lastFailure}: </strong>
              <time dateTime={overview.last_failure.at}>{formatReceived(overview.last_failure.at)}</time> · {overview.last_failure.message}
            </Alert>
          ) : null}
          <p className={styles.note}>{overview.schedule.every_hours === 0 ? text.scheduleOff : text.scheduleEvery(overview.schedule.every_hours, overview.schedule.keep)}</p>
          {overview.backups.length > 0 ? (
            <Stack as="ul" space="sm">
              {overview.backups.map((backup) => (
                <li key={backup.file}>
                  <a href={backupDownloadPath(backup.file)} download={backup.file} aria-label={text.download(backup.file)}>
                    <time dateTime={backup.created_at}>{formatReceived(backup.created_at)}</time>
                  </a>{' '}
                  · {text.size(backup.size)}
                </li>
              ))}
            </Stack>
          ) : null}
        </Stack>
      )}
    </PageSection>
  );
}
