// The Reports page's tables: the chart's data as rows (days, bays, weekday × hour), the top services and add-ons, and
// bookings by status and by source. Each is the kit's DataTable with its caption.
import { useState } from 'react';
import { BOOKING_SOURCES, BOOKING_STATUSES, type BookingSource, type BookingStatus } from '../../../domain/constants';
import { reportsContent as copy, SOURCE_LABELS, WEEKDAY_NAMES } from '../../../domain/console/reportsContent';
import { formatConsoleDay, formatCount, formatHour, formatHours, formatPercent } from '../../../domain/console/consoleFormat';
import { formatMoney } from '../../../domain/format';
import type { ReportBay, ReportDay, ReportSummary, ReportTopService } from '../../../domain/reportsWire';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import type { HourGrid } from '../../../domain/console/reportHourGrid';

export function DaysTable({ days }: { days: readonly ReportDay[] }) {
  const headings = copy.days.columns;
  const columns: DataTableColumn<ReportDay>[] = [
    { key: 'date', heading: headings.date, rowHeader: true, nowrap: true, cell: (day) => <time dateTime={day.date}>{formatConsoleDay(day.date)}</time> },
    { key: 'bookings', heading: headings.bookings, cell: (day) => formatCount(day.bookings) },
    { key: 'collected', heading: headings.collected, nowrap: true, cell: (day) => formatMoney(day.collected) },
    { key: 'refunded', heading: headings.refunded, nowrap: true, cell: (day) => formatMoney(day.refunded) },
  ];
  return <DataTable caption={copy.days.caption} showCaption columns={columns} rows={days} rowKey={(day) => day.date} emptyText={copy.days.caption} />;
}

export function BaysTable({ bays }: { bays: readonly ReportBay[] }) {
  const headings = copy.bays.columns;
  const columns: DataTableColumn<ReportBay>[] = [
    { key: 'bay', heading: headings.bay, rowHeader: true, cell: (bay) => copy.bays.bay(bay.bay) },
    { key: 'booked', heading: headings.booked, cell: (bay) => formatHours(bay.booked_minutes) },
    { key: 'open', heading: headings.open, cell: (bay) => formatHours(bay.open_minutes) },
    { key: 'utilisation', heading: headings.utilisation, cell: (bay) => formatPercent(bay.utilisation) },
  ];
  return <DataTable caption={copy.bays.caption} showCaption columns={columns} rows={bays} rowKey={(bay) => String(bay.bay)} emptyText={copy.bays.none} listBelow="never" />;
}

interface HourRow {
  weekday: string;
  counts: number[];
}

export function HoursTable({ grid }: { grid: HourGrid }) {
  const columns: DataTableColumn<HourRow>[] = [
    { key: 'weekday', heading: copy.hours.weekday, rowHeader: true, cell: (row) => row.weekday },
    ...grid.hours.map((hour, index) => ({ key: String(hour), heading: formatHour(hour), nowrap: true, cell: (row: HourRow) => formatCount(row.counts[index] ?? 0) })),
  ];
  const rows = grid.counts.map((counts, index) => ({ weekday: WEEKDAY_NAMES[index]!, counts }));
  return <DataTable caption={copy.hours.caption} showCaption columns={columns} rows={rows} rowKey={(row) => row.weekday} emptyText={copy.hours.summary(null)} listBelow="tablet" />;
}

type TopItemsOrder = 'revenue' | 'bookings';

/** The items by revenue (as the server ranks them) or, from the Booked heading, by how many bookings they had. */
export function TopItemsTable({ items, caption, emptyText }: { items: readonly ReportTopService[]; caption: string; emptyText: string }) {
  const [order, setOrder] = useState<TopItemsOrder>('revenue');
  const rows = order === 'revenue' ? items : [...items].sort((a, b) => b.bookings - a.bookings || b.revenue - a.revenue);
  const headings = copy.services.columns;
  const columns: DataTableColumn<ReportTopService>[] = [
    { key: 'name', heading: headings.name, rowHeader: true, cell: (item) => item.name },
    { key: 'revenue', heading: headings.revenue, sortable: true, cell: (item) => formatMoney(item.revenue) },
    { key: 'bookings', heading: headings.bookings, sortable: true, cell: (item) => formatCount(item.bookings) },
  ];
  return (
    <DataTable
      caption={caption}
      showCaption
      columns={columns}
      rows={rows}
      rowKey={(item) => item.service}
      emptyText={emptyText}
      sort={{ column: order, direction: 'descending' }}
      onSort={(column) => setOrder(column === 'bookings' ? 'bookings' : 'revenue')}
      listBelow="never"
    />
  );
}

interface ShareRow<Key extends string> {
  key: Key;
  label: string;
  count: number;
}

function ShareTable<Key extends string>({ caption, heading, rows, total }: { caption: string; heading: string; rows: ShareRow<Key>[]; total: number }) {
  const headings = copy.breakdown.columns;
  const columns: DataTableColumn<ShareRow<Key>>[] = [
    { key: 'label', heading, rowHeader: true, cell: (row) => row.label },
    { key: 'count', heading: headings.bookings, cell: (row) => formatCount(row.count) },
    { key: 'share', heading: headings.share, cell: (row) => formatPercent(total === 0 ? 0 : row.count / total) },
  ];
  return <DataTable caption={caption} showCaption columns={columns} rows={rows} rowKey={(row) => row.key} emptyText={caption} listBelow="never" />;
}

export function StatusTable({ bookings }: { bookings: ReportSummary['bookings'] }) {
  const rows = BOOKING_STATUSES.map((status: BookingStatus) => ({ key: status, label: copy.breakdown.statusLabel(status), count: bookings.by_status[status] }));
  return <ShareTable caption={copy.breakdown.statusCaption} heading={copy.breakdown.columns.status} rows={rows} total={bookings.total} />;
}

export function SourceTable({ bookings }: { bookings: ReportSummary['bookings'] }) {
  const rows = BOOKING_SOURCES.map((source: BookingSource) => ({ key: source, label: SOURCE_LABELS[source], count: bookings.by_source[source] }));
  return <ShareTable caption={copy.breakdown.sourceCaption} heading={copy.breakdown.columns.source} rows={rows} total={bookings.total} />;
}
