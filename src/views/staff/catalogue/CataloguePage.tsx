// /staff/catalogue: every service of the catalogue; an admin creates, edits and deactivates them, staff read the table.
import { useActorRef, useSelector } from '@xstate/react';
import { catalogueContent as content } from '../../../domain/console/workshopContent';
import { inspector } from '../../../machines/inspector';
import { selectedServiceOf, serviceEditorMachine, type ServiceEditorSnapshot } from '../../../machines/serviceEditor';
import * as ui from '../../../styles/ui.css';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { useFlowEffects } from '../../components/flowEffects';
import { LoadingState } from '../../components/LoadingState';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import * as page from '../layout/consolePage.css';
import { useStaffSession } from '../staffSessionContext';
import { ConfirmDialog } from './ConfirmDialog';
import { ServiceEditorDialog } from './ServiceEditorDialog';
import { ServiceTable } from './ServiceTable';
import * as styles from './workshopPage.css';

type ListStatus = 'loading' | 'loaded' | 'empty' | 'error';

const selectListStatus = (snapshot: ServiceEditorSnapshot): ListStatus => {
  const list = snapshot.value.list;
  return list === 'loaded' || list === 'empty' || list === 'error' ? list : 'loading';
};
const selectServices = (snapshot: ServiceEditorSnapshot) => snapshot.context.services;
const selectListError = (snapshot: ServiceEditorSnapshot) => snapshot.context.listError;
const selectEditing = (snapshot: ServiceEditorSnapshot) => snapshot.matches({ action: 'editing' });
const selectDeactivating = (snapshot: ServiceEditorSnapshot) => snapshot.matches({ action: 'deactivating' });
const selectDeactivateBusy = (snapshot: ServiceEditorSnapshot) => snapshot.matches({ action: { deactivating: 'submitting' } });
const selectPickedName = (snapshot: ServiceEditorSnapshot) => selectedServiceOf(snapshot.context)?.name ?? '';

export default function CataloguePage() {
  useDocumentTitle(content.title);
  const canEdit = useStaffSession().role === 'admin';
  const actor = useActorRef(useFlowEffects(serviceEditorMachine), { input: { canEdit }, inspect: inspector() });
  const status = useSelector(actor, selectListStatus);
  const services = useSelector(actor, selectServices);
  const listError = useSelector(actor, selectListError);
  const editing = useSelector(actor, selectEditing);
  const deactivating = useSelector(actor, selectDeactivating);
  const deactivateBusy = useSelector(actor, selectDeactivateBusy);
  const pickedName = useSelector(actor, selectPickedName);
  const showTable = status === 'loaded' || (status === 'loading' && services.length > 0);

  return (
    <div className={page.consolePage}>
      <header className={page.pageHeader}>
        <div>
          <h1 className={page.pageTitle}>{content.title}</h1>
          <p className={styles.lead}>{content.lead}</p>
        </div>
        {canEdit ? (
          <button type="button" className={ui.button.primary} onClick={() => actor.send({ type: 'catalogue.create' })}>
            {content.newService}
          </button>
        ) : null}
      </header>
      {canEdit ? null : <p className={ui.alert.info}>{content.readOnlyNote}</p>}

      <section className={page.panel} aria-label={content.tableCaption} aria-busy={status === 'loading'}>
        {showTable ? (
          <ServiceTable
            services={services}
            canEdit={canEdit}
            onEdit={(serviceId) => actor.send({ type: 'catalogue.edit', serviceId })}
            onDeactivate={(serviceId) => actor.send({ type: 'catalogue.deactivate', serviceId })}
          />
        ) : status === 'error' ? (
          <ErrorState message={listError ?? content.loadFailed} onRetry={() => actor.send({ type: 'catalogue.retry' })} />
        ) : status === 'empty' ? (
          <EmptyState message={content.empty} />
        ) : (
          <LoadingState text={content.loading} />
        )}
      </section>

      {editing ? <ServiceEditorDialog actor={actor} /> : null}
      {deactivating ? (
        <ConfirmDialog
          title={content.deactivateTitle}
          text={content.deactivateText(pickedName)}
          confirmLabel={content.confirmDeactivate}
          busyLabel={content.deactivating}
          busy={deactivateBusy}
          onConfirm={() => actor.send({ type: 'catalogue.confirm' })}
          onDismiss={() => actor.send({ type: 'catalogue.dismiss' })}
        />
      ) : null}
    </div>
  );
}
