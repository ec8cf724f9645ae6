// The staff accounts: name, email, role, whether active and whether a new password is due, with each row's actions:
// only those the server would allow (no "Deactivate" on one's own account or on the last active admin).
import { roleLabels } from '../../../domain/console/shellContent';
import { accountsContent as content, workshopCommon } from '../../../domain/console/workshopContent';
import { canDeactivateAccount, type StaffAccount } from '../../../domain/staff';
import * as ui from '../../../styles/ui.css';
import { buttonClass } from '../../components/buttonClass';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import * as styles from '../components/workshopPage.css';

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
const smallSecondary = buttonClass('secondary', 'small');

export function AccountsTable({ accounts, selfId, actingOn, disabled, onDeactivate, onActivate, onResetPassword }: AccountsTableProps) {
  const tableColumns: DataTableColumn<StaffAccount>[] = [
    {
      key: 'name',
      heading: columns.name,
      rowHeader: true,
      cell: (account) => (
        <>
          {account.name}
          {account.id === selfId ? <span className={styles.note}> {content.you}</span> : null}
        </>
      ),
    },
    { key: 'email', heading: columns.email, cell: (account) => <span className={styles.note}>{account.email}</span> },
    { key: 'role', heading: columns.role, cell: (account) => roleLabels[account.role] },
    {
      key: 'active',
      heading: columns.active,
      cell: (account) => (
        <span>
          <span className={`${ui.badge} ${account.active ? styles.status.on : styles.status.off}`}>{account.active ? workshopCommon.yes : workshopCommon.no}</span>
        </span>
      ),
    },
    {
      key: 'mustChange',
      heading: columns.mustChange,
      cell: (account) => <span>{account.must_change_password ? <span className={`${ui.badge} ${styles.status.warn}`}>{workshopCommon.yes}</span> : workshopCommon.no}</span>,
    },
    {
      key: 'actions',
      heading: workshopCommon.actions,
      labelled: false,
      cell: (account) => (
        <div className={styles.rowActions}>
          {canDeactivateAccount(account, accounts, selfId) ? (
            <button type="button" className={buttonClass('destructiveOutline', 'small')} disabled={disabled} aria-label={content.deactivateLabel(account.name)} onClick={() => onDeactivate(account.id)}>
              {content.deactivate}
            </button>
          ) : null}
          {account.active ? null : (
            <button
              type="button"
              className={smallSecondary}
              disabled={disabled}
              aria-busy={actingOn === account.id}
              aria-label={actingOn === account.id ? content.workingLabel(account.name) : content.activateLabel(account.name)}
              onClick={() => onActivate(account.id)}
            >
              {actingOn === account.id ? content.working : content.activate}
            </button>
          )}
          <button type="button" className={smallSecondary} disabled={disabled} aria-label={content.resetLabel(account.name)} onClick={() => onResetPassword(account.id)}>
            {content.reset}
          </button>
        </div>
      ),
    },
  ];
  return <DataTable caption={content.tableCaption} columns={tableColumns} rows={accounts} rowKey={(account) => account.id} emptyText={content.empty} />;
}
