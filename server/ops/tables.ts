// What the ops CLI prints on a terminal for its lists: the columns the front desk uses, bookings and invoices by the
// 8-character number customers see. Lists that do not have the expected shape are left to JSON (null).
import * as v from 'valibot';
import { BOOKING_STATUS_LABELS } from '../../src/domain/constants';
import { karachiWallClock } from '../../src/domain/format';
import { formatDuration } from '../../src/domain/content';
import { formatMoney, shortId } from '../../src/domain/format';
import { OpsBooking, OpsMail, Service } from '../../src/domain/wire';
import { Reconciliation } from '../../src/domain/livePaymentsWire';

interface Column {
  heading: string;
  /** Longer cells are cut to this many characters, ending in "…". */
  max?: number;
  alignRight?: boolean;
}

const cut = (text: string, max = Number.POSITIVE_INFINITY) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Columns padded to their widest cell, a rule under the headings, and a count line. */
export function renderTable(columns: readonly Column[], rows: readonly string[][], count: string): string {
  const cells = rows.map((row) => row.map((cell, index) => cut(cell.replace(/\s+/g, ' '), columns[index]?.max)));
  const widths = columns.map((column, index) => Math.max(column.heading.length, ...cells.map((row) => row[index]?.length ?? 0)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, index) => (columns[index]?.alignRight ? cell.padStart(widths[index] ?? 0) : cell.padEnd(widths[index] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(columns.map((column) => column.heading)), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line), '', count].join('\n');
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** An instant as Karachi's wall clock, "2026-11-22 10:30". */
const karachiTime = (iso: string) => karachiWallClock(new Date(iso)).slice(0, 16).replace('T', ' ');

function bookingTable(bookings: v.InferOutput<typeof OpsBooking>[]): string {
  return renderTable(
    [
      { heading: 'Number' },
      { heading: 'Date' },
      { heading: 'Time' },
      { heading: 'Bay', alignRight: true },
      { heading: 'Status' },
      { heading: 'Service', max: 28 },
      { heading: 'Customer', max: 24 },
      { heading: 'Plate' },
      { heading: 'Total', alignRight: true },
      { heading: 'Payment' },
      { heading: 'Invoice' },
    ],
    bookings.map((booking) => [
      shortId(booking.id),
      booking.booking_date,
      `${booking.start_time}-${booking.end_time}`,
      String(booking.bay),
      BOOKING_STATUS_LABELS[booking.status],
      booking.service.name,
      booking.customer.name,
      booking.car.license_plate,
      formatMoney(booking.total_amount),
      booking.payment_status ?? '-',
      booking.invoice_id ? shortId(booking.invoice_id) : '-',
    ]),
    plural(bookings.length, 'booking'),
  );
}

function serviceTable(services: v.InferOutput<typeof Service>[]): string {
  return renderTable(
    [{ heading: 'Id' }, { heading: 'Name', max: 32 }, { heading: 'Category' }, { heading: 'Price', alignRight: true }, { heading: 'Duration' }, { heading: 'Active' }],
    services.map((service) => [
      service.id,
      service.name,
      service.category,
      formatMoney(service.price),
      formatDuration(service.duration_minutes),
      service.is_active ? 'yes' : 'no',
    ]),
    plural(services.length, 'service'),
  );
}

function mailTable(mails: v.InferOutput<typeof OpsMail>[]): string {
  return renderTable(
    [
      { heading: 'Id', alignRight: true },
      { heading: 'Created' },
      { heading: 'Channel' },
      { heading: 'To', max: 32 },
      { heading: 'Kind' },
      { heading: 'Status' },
      { heading: 'Tries', alignRight: true },
      { heading: 'Booking' },
      { heading: 'Subject or last error', max: 48 },
    ],
    mails.map((mail) => [
      String(mail.id),
      karachiTime(mail.created_at),
      mail.channel,
      mail.to,
      mail.kind,
      mail.status,
      String(mail.attempts),
      mail.booking_id ? shortId(mail.booking_id) : '-',
      mail.status === 'failed' && mail.last_error ? mail.last_error : mail.subject,
    ]),
    plural(mails.length, 'mail'),
  );
}

function reconcileTable({ payments, mismatches }: Reconciliation): string {
  return renderTable(
    [
      { heading: 'Created' },
      { heading: 'Gateway' },
      { heading: 'Reference' },
      { heading: 'Invoice' },
      { heading: 'Amount', alignRight: true },
      { heading: 'Ours' },
      { heading: 'Gateway says' },
      { heading: 'Match' },
    ],
    payments.map((payment) => [
      karachiTime(payment.created_at),
      payment.provider,
      payment.reference,
      payment.invoice_number,
      formatMoney(payment.amount),
      payment.ours,
      payment.theirs,
      payment.match ? 'yes' : 'NO',
    ]),
    `${plural(payments.length, 'payment')}, ${mismatches} ${mismatches === 1 ? 'mismatch' : 'mismatches'}`,
  );
}

const listOf = <TSchema extends v.GenericSchema>(item: TSchema, answer: unknown): v.InferOutput<TSchema>[] | null => {
  const parsed = v.safeParse(v.object({ data: v.array(item) }), answer);
  return parsed.success ? parsed.output.data : null;
};

/** The terminal's table for a list command's answer, or null (not a list command, or an answer of another shape). */
export function tableFor(command: string, answer: unknown): string | null {
  if (command === 'booking:list') {
    const bookings = listOf(OpsBooking, answer);
    return bookings && bookingTable(bookings);
  }
  if (command === 'service:list') {
    const services = listOf(Service, answer);
    return services && serviceTable(services);
  }
  if (command === 'payments:reconcile') {
    const parsed = v.safeParse(v.object({ data: Reconciliation }), answer);
    return parsed.success ? reconcileTable(parsed.output.data) : null;
  }
  if (command === 'mail:list') {
    const mails = listOf(OpsMail, answer);
    return mails && mailTable(mails);
  }
  return null;
}
