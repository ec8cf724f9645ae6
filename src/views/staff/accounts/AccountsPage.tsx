// /staff/accounts (admin only): who can sign in to the console; add a member, deactivate or activate an account,
// reset a password and show its temporary password once. A staff member reads that only an admin may do this.
import { useActorRef, useSelector } from '@xstate/react';
import { accountsContent as content, workshopCommon } from '../../../domain/console/workshopContent';
import { inspector } from '../../../machines/inspector';
import { pickedAccountOf, staffAccountsMachine, type StaffAccountsSnapshot } from '../../../machines/staffAccounts';
import { Button } from '../../components/Button';
import { useFlowEffects } from '../../components/flowEffects';
import { Stack } from '../../components/Stack';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { AdminOnlyNotice } from '../components/AdminOnlyNotice';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListPanel } from '../components/ListPanel';
import type { ListStatus } from '../components/listStatus';
import { PageHeader } from '../components/PageHeader';
import { useStaffSession } from '../staffSessionContext';
import { AccountsTable } from './AccountsTable';
import { NewStaffDialog } from './NewStaffDialog';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';

type OpenDialog = 'none' | 'add' | 'deactivate' | 'reset' | 'password';

const selectAllowed = (snapshot: StaffAccountsSnapshot) => !snapshot.matches('notAllowed');
const selectListStatus = (snapshot: StaffAccountsSnapshot): ListStatus => {
  if (snapshot.matches({ open: { list: 'loaded' } })) return 'loaded';
  if (snapshot.matches({ open: { list: 'empty' } })) return 'empty';
  if (snapshot.matches({ open: { list: 'error' } })) return 'error';
  return 'loading';
};
const selectDialog = (snapshot: StaffAccountsSnapshot): OpenDialog => {
  if (snapshot.matches({ open: { action: 'adding' } })) return 'add';
  if (snapshot.matches({ open: { action: 'deactivating' } })) return 'deactivate';
  if (snapshot.matches({ open: { action: 'resetting' } })) return 'reset';
  if (snapshot.matches({ open: { action: 'showingPassword' } })) return 'password';
  return 'none';
};
const selectAccounts = (snapshot: StaffAccountsSnapshot) => snapshot.context.accounts;
const selectListError = (snapshot: StaffAccountsSnapshot) => snapshot.context.listError;
const selectBusy = (snapshot: StaffAccountsSnapshot) => snapshot.hasTag('busy');
const selectActingOn = (snapshot: StaffAccountsSnapshot) => (snapshot.hasTag('busy') ? snapshot.context.accountId : null);
const selectPickedName = (snapshot: StaffAccountsSnapshot) => pickedAccountOf(snapshot.context)?.name ?? '';

export default function AccountsPage() {
  useDocumentTitle(content.title);
  const session = useStaffSession();
  const isAdmin = session.role === 'admin';
  const actor = useActorRef(useFlowEffects(staffAccountsMachine), { input: { isAdmin }, inspect: inspector() });
  const allowed = useSelector(actor, selectAllowed);
  const status = useSelector(actor, selectListStatus);
  const dialog = useSelector(actor, selectDialog);
  const accounts = useSelector(actor, selectAccounts);
  const listError = useSelector(actor, selectListError);
  const busy = useSelector(actor, selectBusy);
  const actingOn = useSelector(actor, selectActingOn);
  const pickedName = useSelector(actor, selectPickedName);
  const dismiss = () => actor.send({ type: 'accounts.dismiss' });
  const confirm = () => actor.send({ type: 'accounts.confirm' });
  const confirming =
    dialog === 'deactivate'
      ? { title: content.deactivateTitle, text: content.deactivateText(pickedName), confirmLabel: content.confirmDeactivate }
      : dialog === 'reset'
        ? { title: content.resetTitle, text: content.resetText(pickedName), confirmLabel: content.confirmReset }
        : null;

  if (!allowed) return <AdminOnlyNotice title={content.title} heading={content.adminOnlyTitle} text={content.adminOnlyText} />;

  return (
    <Stack space="lg">
      <PageHeader title={content.title} lead={content.lead}>
        <Button variant="primary" onClick={() => actor.send({ type: 'accounts.add' })}>
          {content.add}
        </Button>
      </PageHeader>

      <ListPanel
        label={content.tableCaption}
        status={status}
        rows={accounts.length}
        error={listError ?? content.loadFailed}
        empty={content.empty}
        loading={content.loading}
        onRetry={() => actor.send({ type: 'accounts.retry' })}
      >
        <AccountsTable
          accounts={accounts}
          selfId={session.user.id}
          actingOn={actingOn}
          disabled={busy}
          onDeactivate={(accountId) => actor.send({ type: 'accounts.deactivate', accountId })}
          onActivate={(accountId) => actor.send({ type: 'accounts.activate', accountId })}
          onResetPassword={(accountId) => actor.send({ type: 'accounts.resetPassword', accountId })}
        />
      </ListPanel>

      {dialog === 'add' ? <NewStaffDialog actor={actor} /> : null}
      {confirming ? <ConfirmDialog key={dialog} {...confirming} busyLabel={content.working} cancelLabel={workshopCommon.cancel} busy={busy} onConfirm={confirm} onDismiss={dismiss} /> : null}
      {dialog === 'password' ? <TemporaryPasswordDialog actor={actor} /> : null}
    </Stack>
  );
}
