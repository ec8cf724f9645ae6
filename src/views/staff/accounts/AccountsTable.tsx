// The staff accounts: name, email, role, whether active and whether a new password is due, with each row's actions:
// only those the server would allow (no "Deactivate" on one's own account or on the last active admin).
import { roleLabels } from '../../../domain/console/shellContent';
import { accountsContent as content, workshopCommon } from '../../../domain/console/workshopContent';
import { canDeactivateAccount, type StaffAccount } from '../../../domain/staff';
import { Button } from '../../components/Button';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Inline } from '../../components/Inline';
import { Badge } from '../../components/Badge';

interface AccountsTableProps {
  accounts: StaffAccount[];
  /** The signed-in admin's own account id. */
  selfId: string;
  /** The account an action is running on. */
  actingOn: string | null;
  disabled: boolean;
  onDeactivate: (accountId: string) => void;
  onActivate: (accountId: string) => void;
  onResetPassword: (accountId: string) => void;
}

const { columns } = content;
export function AccountsTable({ accounts, selfId, actingOn, disabled, onDeactivate, onActivate, onResetPassword }: AccountsTableProps) {
  const tableColumns: DataTableColumn<StaffAccount>[] = [
    {
      key: 'name',
      heading: columns.name,
      rowHeader: true,
      cell: (account) => (
        <>
          {account.name}
          {account.id === selfId ? <span> {content.you}</span> : null}
        </>
      ),
    },
    { key: 'email', heading: columns.email, cell: (account) => account.email },
    { key: 'role', heading: columns.role, cell: (account) => roleLabels[account.role] },
    {
      key: 'active',
      heading: columns.active,
      cell: (account) => (
        <span>
          <Badge caps tone={account.active ? 'success' : 'neutral'}>{account.active ? workshopCommon.yes : workshopCommon.no}</Badge>
        </span>
      ),
    },
    {
      key: 'mustChange',
      heading: columns.mustChange,
      cell: (account) => <span>{account.must_change_password ? <Badge caps tone="warning">{workshopCommon.yes}</Badge> : workshopCommon.no}</span>,
    },
    {
      key: 'actions',
      heading: workshopCommon.actions,
      labelled: false,
      cell: (account) => (
        <Inline space="sm">
          {canDeactivateAccount(account, accounts, selfId) ? (
            <Button variant="destructiveOutline" size="small" disabled={disabled} aria-label={content.deactivateLabel(account.name)} onClick={() => onDeactivate(account.id)}>
              {content.deactivate}
            </Button>
          ) : null}
          {account.active ? null : (
            <Button
              variant="secondary"
              size="small"
              disabled={disabled}
              busy={actingOn === account.id}
              busyLabel={content.working}
              aria-label={actingOn === account.id ? content.workingLabel(account.name) : content.activateLabel(account.name)}
              onClick={() => onActivate(account.id)}
            >
              {content.activate}
            </Button>
          )}
          <Button variant="secondary" size="small" disabled={disabled} aria-label={content.resetLabel(account.name)} onClick={() => onResetPassword(account.id)}>
            {content.reset}
          </Button>
        </Inline>
      ),
    },
  ];
  return <DataTable caption={content.tableCaption} columns={tableColumns} rows={accounts} rowKey={(account) => account.id} emptyText={content.empty} />;
}
