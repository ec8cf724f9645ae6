// The catalogue's table: every service with its price, discount, duration and whether it is offered; an admin gets
// Edit and Deactivate on each row.
import { catalogueContent as content, workshopCommon } from '../../../domain/console/workshopContent';
import { formatDuration } from '../../../domain/content';
import { categoryLabel, discountPercent, formatMoney } from '../../../domain/format';
import type { ConsoleService } from '../../../domain/staff';
import * as ui from '../../../styles/ui.css';
import { stackedCell } from '../components/stackedCell';
import { StackedTable } from '../components/StackedTable';
import * as styles from '../components/workshopPage.css';
import * as page from '../layout/consolePage.css';

interface ServiceTableProps {
  services: ConsoleService[];
  canEdit: boolean;
  onEdit: (serviceId: string) => void;
  onDeactivate: (serviceId: string) => void;
}

const { columns } = content;
const headings = [columns.name, columns.category, columns.price, columns.originalPrice, columns.duration, columns.active];

export function ServiceTable({ services, canEdit, onEdit, onDeactivate }: ServiceTableProps) {
  return (
    <StackedTable caption={content.tableCaption} headings={canEdit ? [...headings, workshopCommon.actions] : headings}>
      {services.map((service) => {
        const percent = discountPercent(service.price, service.originalPrice);
        return (
          <tr key={service.id} className={styles.row}>
            <th scope="row" className={stackedCell} data-label={columns.name}>
              <span>
                {service.name}
                <br />
                <span className={page.muted}>{service.id}</span>
              </span>
            </th>
            <td className={stackedCell} data-label={columns.category}>{categoryLabel(service.category)}</td>
            <td className={stackedCell} data-label={columns.price}>{formatMoney(service.price)}</td>
            <td className={stackedCell} data-label={columns.originalPrice}>
              {percent > 0 && service.originalPrice !== null ? (
                <span>
                  {formatMoney(service.originalPrice)} <span className={ui.savingBadge}>{content.discount(percent)}</span>
                </span>
              ) : (
                <span className={page.muted}>{content.noDiscount}</span>
              )}
            </td>
            <td className={stackedCell} data-label={columns.duration}>{formatDuration(service.duration_minutes)}</td>
            <td className={stackedCell} data-label={columns.active}>
              <span>
                <span className={`${ui.badge} ${service.is_active ? styles.status.on : styles.status.off}`}>
                  {service.is_active ? content.active : content.inactive}
                </span>
              </span>
            </td>
            {canEdit ? (
              <td className={stackedCell}>
                <div className={styles.rowActions}>
                  <button type="button" className={`${ui.button.secondary} ${styles.smallButton}`} aria-label={content.editLabel(service.name)} onClick={() => onEdit(service.id)}>
                    {content.edit}
                  </button>
                  {service.is_active ? (
                    <button
                      type="button"
                      className={`${ui.dangerButton} ${styles.smallButton}`}
                      aria-label={content.deactivateLabel(service.name)}
                      onClick={() => onDeactivate(service.id)}
                    >
                      {content.deactivate}
                    </button>
                  ) : null}
                </div>
              </td>
            ) : null}
          </tr>
        );
      })}
    </StackedTable>
  );
}
