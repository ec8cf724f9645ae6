// A day's gateway payments as a table (cards on a tablet or a phone): time, gateway, reference, invoice, amount, our
// record, the gateway's, and whether they match — a mismatch said in words and in colour, and listed first.
import { gatewayName, reconciliationContent as copy } from '../../../domain/console/livePaymentsContent';
import { formatMoney, karachiWallClock } from '../../../domain/format';
import type { ReconciledPayment } from '../../../domain/livePaymentsWire';
import { Badge } from '../../components/Badge';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import * as consoleStyles from '../components/console.css';

const timeOf = (instant: string) => karachiWallClock(new Date(instant)).slice(11, 16);

const headings = copy.columns;
const COLUMNS: DataTableColumn<ReconciledPayment>[] = [
  { key: 'time', heading: headings.time, nowrap: true, cell: (payment) => <time dateTime={payment.created_at}>{timeOf(payment.created_at)}</time> },
  { key: 'gateway', heading: headings.gateway, cell: (payment) => gatewayName(payment.provider) },
  { key: 'reference', heading: headings.reference, cell: (payment) => <span className={consoleStyles.breakable}>{payment.reference || copy.noReference}</span> },
  { key: 'invoice', heading: headings.invoice, rowHeader: true, nowrap: true, cell: (payment) => payment.invoice_number },
  { key: 'amount', heading: headings.amount, nowrap: true, cell: (payment) => formatMoney(payment.amount) },
  { key: 'ours', heading: headings.ours, cell: (payment) => copy.ours(payment.ours) },
  { key: 'theirs', heading: headings.theirs, cell: (payment) => copy.theirs[payment.theirs] },
  {
    key: 'match',
    heading: headings.match,
    cell: (payment) => (payment.match ? <Badge tone="success">{copy.match}</Badge> : <Badge caps tone="danger">{copy.mismatch}</Badge>),
  },
];

export function ReconciliationTable({ date, payments }: { date: string; payments: readonly ReconciledPayment[] }) {
  return <DataTable caption={copy.tableCaption(date)} columns={COLUMNS} rows={payments} rowKey={(payment) => payment.transaction_id} emptyText={copy.empty} listBelow="tablet" />;
}
