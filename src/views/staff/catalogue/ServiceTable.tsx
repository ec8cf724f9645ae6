// The catalogue's table: every service with its kind (main service or add-on), its price, discount, duration and whether it is offered; an admin gets
// Edit and Deactivate on each row.
import { catalogueContent as content, workshopCommon } from '../../../domain/console/workshopContent';
import { formatDuration } from '../../../domain/content';
import { categoryLabel, discountPercent, formatMoney } from '../../../domain/format';
import type { ConsoleService } from '../../../domain/staff';
import * as ui from '../../../styles/ui.css';
import { Button } from '../../components/Button';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Inline } from '../../components/Inline';
import { Badge } from '../../components/Badge';
import * as styles from '../components/console.css';

interface ServiceTableProps {
  services: ConsoleService[];
  /** What the table says when the filter leaves no service. */
  emptyText: string;
  canEdit: boolean;
  onEdit: (serviceId: string) => void;
  onDeactivate: (serviceId: string) => void;
}

/** Built when shown, like every text read from a catalogue. */
const readColumns = (): DataTableColumn<ConsoleService>[] => [
  {
    key: 'name',
    heading: content.columns.name,
    rowHeader: true,
    cell: (service) => (
      <span>
        {service.name}
        <br />
        <span className={styles.muted}>{service.id}</span>
      </span>
    ),
  },
  {
    key: 'kind',
    heading: content.columns.kind,
    cell: (service) => (
      <span>
        <Badge caps tone={service.kind === 'addon' ? 'info' : 'neutral'}>{content.kinds[service.kind]}</Badge>
      </span>
    ),
  },
  { key: 'category', heading: content.columns.category, cell: (service) => categoryLabel(service.category) },
  { key: 'price', heading: content.columns.price, cell: (service) => formatMoney(service.price) },
  {
    key: 'originalPrice',
    heading: content.columns.originalPrice,
    cell: (service) => {
      const percent = discountPercent(service.price, service.originalPrice);
      return percent > 0 && service.originalPrice !== null ? (
        <span>
          {formatMoney(service.originalPrice)} <span className={ui.savingBadge}>{content.discount(percent)}</span>
        </span>
      ) : (
        <span className={styles.muted}>{content.noDiscount}</span>
      );
    },
  },
  { key: 'duration', heading: content.columns.duration, cell: (service) => formatDuration(service.duration_minutes) },
  {
    key: 'active',
    heading: content.columns.active,
    cell: (service) => (
      <span>
        <Badge caps tone={service.is_active ? 'success' : 'neutral'}>{service.is_active ? content.active : content.inactive}</Badge>
      </span>
    ),
  },
];

export function ServiceTable({ services, emptyText, canEdit, onEdit, onDeactivate }: ServiceTableProps) {
  const actions: DataTableColumn<ConsoleService> = {
    key: 'actions',
    heading: workshopCommon.actions,
    labelled: false,
    cell: (service) => (
      <Inline space="sm">
        <Button variant="secondary" size="small" aria-label={content.editLabel(service.name)} onClick={() => onEdit(service.id)}>
          {content.edit}
        </Button>
        {service.is_active ? (
          <Button variant="destructiveOutline" size="small" aria-label={content.deactivateLabel(service.name)} onClick={() => onDeactivate(service.id)}>
            {content.deactivate}
          </Button>
        ) : null}
      </Inline>
    ),
  };
  return (
    <DataTable
      caption={content.tableCaption}
      columns={canEdit ? [...readColumns(), actions] : readColumns()}
      rows={services}
      rowKey={(service) => service.id}
      emptyText={emptyText}
    />
  );
}
