// The kit's data table: rows sorted by a clickable heading, the loading row, the empty row, and the list layout.
import { useState } from 'react';
import { formatDuration } from '../../domain/content';
import { formatMoney } from '../../domain/format';
import { messages } from '../../domain/messages';
import { pricingContent, servicesContent } from '../../domain/servicesContent';
import { DataTable, type DataTableColumn, type DataTableSort } from '../components/DataTable';
import { PageSection } from '../components/PageSection';
import { Stack } from '../components/Stack';
import * as styles from './KitPage.css';
import { kitLabels } from './kitLabels';

interface SampleService {
  id: string;
  name: string;
  minutes: number;
  price: number;
}

const SAMPLE_SERVICES: readonly SampleService[] = [
  { id: 'express-exterior-wash', name: 'Express Exterior Wash', minutes: 60, price: 2500 },
  { id: 'interior-deep-clean', name: 'Interior Deep Clean', minutes: 180, price: 7500 },
  { id: 'signature-full-detail', name: 'Signature Full Detail', minutes: 360, price: 18000 },
];

/** Built when shown, so the headings are in the language in force. */
const serviceColumns = (): DataTableColumn<SampleService>[] => [
  { key: 'name', heading: servicesContent.title, rowHeader: true, sortable: true, cell: (service) => service.name },
  { key: 'minutes', heading: pricingContent.duration, sortable: true, nowrap: true, cell: (service) => formatDuration(service.minutes) },
  { key: 'price', heading: pricingContent.price, sortable: true, cell: (service) => formatMoney(service.price) },
];

const sortedBy = (sort: DataTableSort) => {
  const key = sort.column as keyof SampleService;
  const order = sort.direction === 'ascending' ? 1 : -1;
  return [...SAMPLE_SERVICES].sort((a, b) => (a[key] < b[key] ? -order : a[key] > b[key] ? order : 0));
};

const NO_SERVICES: readonly SampleService[] = [];
const serviceKey = (service: SampleService) => service.id;

export function KitDataTable() {
  // The page only shows the parts: its sample's order is its own business, not a flow's.
  const [sort, setSort] = useState<DataTableSort>({ column: 'price', direction: 'descending' });
  const onSort = (column: string) =>
    setSort((current) => ({ column, direction: current.column === column && current.direction === 'ascending' ? 'descending' : 'ascending' }));
  const { tableStates: states } = kitLabels;
  const shared = { caption: pricingContent.title, columns: serviceColumns(), rowKey: serviceKey, emptyText: messages.services.empty, loadingText: pricingContent.loading };
  return (
    <PageSection tone="card" heading={kitLabels.table}>
      <Stack space="xs">
        <code>{states.sorted}</code>
        <DataTable {...shared} rows={sortedBy(sort)} sort={sort} onSort={onSort} />
      </Stack>
      <Stack space="xs">
        <code>{states.loading}</code>
        <DataTable {...shared} rows={NO_SERVICES} loading />
      </Stack>
      <Stack space="xs">
        <code>{states.empty}</code>
        <DataTable {...shared} rows={NO_SERVICES} />
      </Stack>
      <Stack space="xs" className={styles.phoneColumn}>
        <code>{states.list}</code>
        <DataTable {...shared} rows={SAMPLE_SERVICES} listBelow="always" />
      </Stack>
    </PageSection>
  );
}
