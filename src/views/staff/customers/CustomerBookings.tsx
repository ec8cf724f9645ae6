// A customer's bookings, newest first, in the kit's table: number (its page), when, service, car, source, status
// and total.
import { Link } from 'wouter';
import { boardContent } from '../../../domain/console/boardContent';
import { consoleBookingPath } from '../../../domain/console/consolePaths';
import { BOOKING_SOURCE_LABELS, customerFileContent as content } from '../../../domain/console/deskContent';
import { formatLongDate, formatMoney, formatTime } from '../../../domain/format';
import type { BoardBooking } from '../../../domain/staff';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Plate } from '../../components/Plate';
import { BookingStatusBadge } from '../booking/BookingTags';

const { columns } = content;
const COLUMNS: DataTableColumn<BoardBooking>[] = [
  { key: 'booking', heading: columns.booking, rowHeader: true, nowrap: true, cell: (booking) => <Link href={consoleBookingPath(booking.id)}>{content.bookingNumber(booking.short_id)}</Link> },
  { key: 'when', heading: columns.when, cell: (booking) => `${formatLongDate(booking.date)}, ${boardContent.timeRange(formatTime(booking.start_time), formatTime(booking.end_time))}` },
  { key: 'service', heading: columns.service, cell: (booking) => booking.service.name },
  { key: 'car', heading: columns.car, cell: (booking) => <Plate plate={booking.vehicle.plate} /> },
  { key: 'source', heading: columns.source, cell: (booking) => BOOKING_SOURCE_LABELS[booking.source] },
  { key: 'status', heading: columns.status, cell: (booking) => <BookingStatusBadge status={booking.status} /> },
  { key: 'total', heading: columns.total, nowrap: true, cell: (booking) => (booking.invoice ? formatMoney(booking.invoice.total) : '—') },
];

const newestFirst = (bookings: readonly BoardBooking[]) => [...bookings].sort((a, b) => b.date.localeCompare(a.date) || b.start_time.localeCompare(a.start_time));

export function CustomerBookings({ bookings }: { bookings: BoardBooking[] }) {
  return <DataTable caption={content.bookingsCaption} columns={COLUMNS} rows={newestFirst(bookings)} rowKey={(booking) => booking.id} emptyText={content.noBookings} />;
}
