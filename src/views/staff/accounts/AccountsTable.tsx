// The staff accounts: name, email, role, whether active and whether a new password is due, with each row's actions:
// only those the server would allow (no "Deactivate" on one's own account or on the last active admin).
import { roleLabels } from '../../../domain/console/shellContent';
import { accountsContent as content, workshopCommon } from '../../../domain/console/workshopContent';
import { canDeactivateAccount, type StaffAccount } from '../../../domain/staff';
import * as ui from '../../../styles/ui.css';
import { stackedCell as cellClass } from '../components/stackedCell';
import { StackedTable } from '../components/StackedTable';
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
const smallSecondary = `${ui.button.secondary} ${styles.smallButton}`;

export function AccountsTable({ accounts, selfId, actingOn, disabled, onDeactivate, onActivate, onResetPassword }: AccountsTableProps) {
  return (
    <StackedTable caption={content.tableCaption} headings={[columns.name, columns.email, columns.role, columns.active, columns.mustChange, workshopCommon.actions]}>
      {accounts.map((account) => (
        <tr key={account.id} className={styles.row}>
          <th scope="row" className={cellClass} data-label={columns.name}>
            {account.name}
            {account.id === selfId ? <span className={styles.note}> {content.you}</span> : null}
          </th>
          <td className={cellClass} data-label={columns.email}>
            <span className={styles.note}>{account.email}</span>
          </td>
          <td className={cellClass} data-label={columns.role}>{roleLabels[account.role]}</td>
          <td className={cellClass} data-label={columns.active}>
            <span>
              <span className={`${ui.badge} ${account.active ? styles.status.on : styles.status.off}`}>{account.active ? workshopCommon.yes : workshopCommon.no}</span>
            </span>
          </td>
          <td className={cellClass} data-label={columns.mustChange}>
            <span>
              {account.must_change_password ? <span className={`${ui.badge} ${styles.status.warn}`}>{workshopCommon.yes}</span> : workshopCommon.no}
            </span>
          </td>
          <td className={cellClass}>
            <div className={styles.rowActions}>
              {canDeactivateAccount(account, accounts, selfId) ? (
                <button type="button" className={`${ui.dangerButton} ${styles.smallButton}`} disabled={disabled} aria-label={content.deactivateLabel(account.name)} onClick={() => onDeactivate(account.id)}>
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
          </td>
        </tr>
      ))}
    </StackedTable>
  );
}
