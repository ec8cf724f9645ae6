// /staff/catalogue: every service of the catalogue; an admin creates, edits and deactivates them, staff read the table.
import { useActorRef, useSelector } from '@xstate/react';
import { CATALOGUE_FILTERS, catalogueContent as content, workshopCommon } from '../../../domain/console/workshopContent';
import { inspector } from '../../../machines/inspector';
import { selectedServiceOf, serviceEditorMachine, shownServicesOf, type ServiceEditorSnapshot } from '../../../machines/serviceEditor';
import * as ui from '../../../styles/ui.css';
import { Button } from '../../components/Button';
import { useFlowEffects } from '../../components/flowEffects';
import { Stack } from '../../components/Stack';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FilterChips } from '../../components/FilterChips';
import { ListPanel } from '../components/ListPanel';
import { listStatusOf } from '../components/listStatus';
import { PageHeader } from '../components/PageHeader';
import { useStaffSession } from '../staffSessionContext';
import * as styles from '../components/console.css';
import { ServiceEditorDialog } from './ServiceEditorDialog';
import { ServiceTable } from './ServiceTable';

const selectListStatus = (snapshot: ServiceEditorSnapshot) => listStatusOf(snapshot.value.list);
const selectServices = (snapshot: ServiceEditorSnapshot) => snapshot.context.services;
const selectFilter = (snapshot: ServiceEditorSnapshot) => snapshot.context.filter;
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
  const filter = useSelector(actor, selectFilter);
  const listError = useSelector(actor, selectListError);
  const editing = useSelector(actor, selectEditing);
  const deactivating = useSelector(actor, selectDeactivating);
  const deactivateBusy = useSelector(actor, selectDeactivateBusy);
  const pickedName = useSelector(actor, selectPickedName);

  return (
    <Stack space="lg">
      <PageHeader title={content.title} lead={content.lead}>
        {canEdit ? (
          <Button variant="primary" onClick={() => actor.send({ type: 'catalogue.create' })}>
            {content.newService}
          </Button>
        ) : null}
      </PageHeader>
      {canEdit ? null : <p className={`${ui.alert.info} ${styles.note}`}>{content.readOnlyNote}</p>}
      <FilterChips
        label={content.filterLabel}
        compact
        options={CATALOGUE_FILTERS.map((value) => ({ value, label: content.filters[value] }))}
        selected={filter}
        onSelect={(value) => actor.send({ type: 'catalogue.filter', filter: value })}
      />

      <ListPanel
        label={content.tableCaption}
        status={status}
        rows={services.length}
        error={listError ?? content.loadFailed}
        empty={content.empty}
        loading={content.loading}
        onRetry={() => actor.send({ type: 'catalogue.retry' })}
      >
        <ServiceTable
          services={shownServicesOf({ services, filter })}
          emptyText={content.emptyFiltered[filter]}
          canEdit={canEdit}
          onEdit={(serviceId) => actor.send({ type: 'catalogue.edit', serviceId })}
          onDeactivate={(serviceId) => actor.send({ type: 'catalogue.deactivate', serviceId })}
        />
      </ListPanel>

      {editing ? <ServiceEditorDialog actor={actor} /> : null}
      {deactivating ? (
        <ConfirmDialog
          title={content.deactivateTitle}
          text={content.deactivateText(pickedName)}
          confirmLabel={content.confirmDeactivate}
          busyLabel={content.deactivating}
          cancelLabel={workshopCommon.cancel}
          busy={deactivateBusy}
          onConfirm={() => actor.send({ type: 'catalogue.confirm' })}
          onDismiss={() => actor.send({ type: 'catalogue.dismiss' })}
        />
      ) : null}
    </Stack>
  );
}
