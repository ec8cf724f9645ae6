// The console's view of bookings: one day's board (bays × slots with the bookings on it), the search box, and one
// booking with its history. Each is one query (bookings with customer, service and invoice joined); the board's
// version is a digest of what it shows, so a client can ask "has anything changed?" for the price of that query.
import { createHash } from 'node:crypto';
import { asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { hasStarted } from '../../src/domain/booking-status';
import { depositState } from '../../src/domain/deposit';
import { SHORT_ID_LENGTH } from '../../src/domain/constants';
import { shortId } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import { nationalDigits } from '../../src/domain/phone';
import { PLATE_SEPARATORS, plateKey } from '../../src/domain/plate';
import { allowedActions, type Board, type BoardBooking, type BookingDetail, type StaffRole } from '../../src/domain/staff';
import { SEARCH_RESULTS_MAX } from '../../src/domain/staffSchemas';
import type { Executor } from '../db/client';
import { bookings, invoices, refundRequests, services, users } from '../db/schema';
import { itemsFromJson, itemsTextOfBooking, visitLength } from './booking-items';
import { moneyBackColumns, toMoneyBack } from './money-back';
import { listAudit } from './audit';
import { blocksOn } from './bay-blocks';
import { clockTimeOf } from '../../src/domain/clockTime';
import { periodsOn } from './capacity';
import { DomainError } from './errors';
import type { WorkshopCapacity } from './workshop-settings';

/** The entries of a booking's history the booking page shows (newest first). */
const HISTORY_MAX = 100;
/** Hex characters of the board's digest kept as its version. */
const VERSION_LENGTH = 16;

const boardColumns = {
  booking: bookings,
  customerName: users.fullName,
  customerPhone: users.phone,
  customerEmail: users.email,
  serviceName: services.name,
  // The visit as booked (the main service and its add-ons): its length is theirs, not the catalogue's today.
  items: itemsTextOfBooking,
  invoiceId: invoices.id,
  invoiceTotal: invoices.totalAmount,
  paymentStatus: invoices.paymentStatus,
  paymentMethod: invoices.paymentMethod,
  ...moneyBackColumns,
  depositDueBy: invoices.depositDueBy,
  refundRequestId: refundRequests.id,
  refundRequestStatus: refundRequests.status,
  refundRequestAmount: refundRequests.amount,
};

const boardQuery = (db: Executor) =>
  db
    .select(boardColumns)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(invoices, eq(invoices.bookingId, bookings.id))
    .leftJoin(refundRequests, eq(refundRequests.invoiceId, invoices.id));

type BoardRow = Awaited<ReturnType<ReturnType<typeof boardQuery>['execute']>>[number];

/** Who looks at the board, and when: the actions offered depend on both. */
export interface BoardViewer {
  role: StaffRole;
  now: Date;
}

function toBoardBooking(row: BoardRow, { role, now }: BoardViewer): BoardBooking {
  const b = row.booking;
  const invoice =
    row.invoiceId === null || row.invoiceTotal === null || row.paymentStatus === null
      ? null
      : { id: row.invoiceId, total: row.invoiceTotal, payment_status: row.paymentStatus, payment_method: row.paymentMethod };
  const items = itemsFromJson(row.items);
  const duration = visitLength(items);
  return {
    id: b.id,
    short_id: shortId(b.id),
    date: b.bookingDate,
    start_time: b.startTime,
    end_time: b.endTime,
    bay: b.bay,
    status: b.status,
    source: b.source,
    // '' for a customer the desk booked without an address (the console's wire keeps a string here).
    customer: { id: b.customerId, name: row.customerName, phone: row.customerPhone, email: row.customerEmail ?? '' },
    vehicle: { make: b.carMake, model: b.carModel, year: b.carYear, plate: b.carLicensePlate, color: b.carColor },
    service: { id: b.serviceId, name: row.serviceName, duration_minutes: duration },
    items,
    duration,
    notes: b.customerNotes,
    cancellation_reason: b.cancellationReason,
    invoice,
    deposit:
      row.invoiceTotal === null
        ? null
        : depositState({ totalAmount: row.invoiceTotal, depositAmount: row.depositAmount, depositDueBy: row.depositDueBy, depositPaidAt: row.depositPaidAt }),
    allowed_actions: allowedActions(b.status, invoice?.payment_status ?? null, role, hasStarted(b.bookingDate, b.startTime, now)),
    money_back: toMoneyBack({ paymentStatus: row.paymentStatus, total: row.invoiceTotal, method: row.paymentMethod, onlineAmount: row.onlineAmount, onlineCardLast4: row.onlineCardLast4, depositAmount: row.depositAmount, depositPaidAt: row.depositPaidAt }),
    refund_request:
      row.refundRequestId === null || row.refundRequestStatus === null || row.refundRequestAmount === null
        ? null
        : { id: row.refundRequestId, status: row.refundRequestStatus, amount: row.refundRequestAmount },
  };
}

/**
 * The board's rows: every `slotMinutes` from the day's first opening to its last close (breaks included, so the rows
 * stay evenly spaced); none on a weekday the workshop does not open.
 */
function rowTimes(date: string, capacity: WorkshopCapacity): string[] {
  const periods = periodsOn(date, capacity);
  const [first, last] = [periods[0], periods[periods.length - 1]];
  if (!first || !last) return [];
  return Array.from({ length: Math.ceil((last.closes - first.opens) / capacity.slotMinutes) }, (_, row) => clockTimeOf(first.opens + row * capacity.slotMinutes));
}

const versionOf = (content: Omit<Board, 'version'>) => createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, VERSION_LENGTH);

/** One day's board: every booking of the date (cancelled and no-show too, with their status), by time and bay. */
export async function loadBoard(db: Executor, date: string, capacity: WorkshopCapacity, viewer: BoardViewer): Promise<Board> {
  const rows = await boardQuery(db).where(eq(bookings.bookingDate, date)).orderBy(asc(bookings.startTime), asc(bookings.bay), asc(bookings.createdAt));
  const blocks = await blocksOn(db, date);
  const content: Omit<Board, 'version'> = {
    date,
    bays: capacity.bays,
    slot_minutes: capacity.slotMinutes,
    slots: rowTimes(date, capacity),
    closed: capacity.closedDates.includes(date),
    closed_note: capacity.closedNotes[date] ?? '',
    bookings: rows.map((row) => toBoardBooking(row, viewer)),
    blocks,
  };
  return { ...content, version: versionOf(content) };
}

const PHONE_LIKE = /^[\d\s\-+()]+$/;
/** Fewer digits than this match too many phone numbers to be a search for one. */
const PHONE_DIGITS_MIN = 4;

/** What a search text may name: a booking's id or number, the customer's phone or e-mail, the plate, the customer's name. */
function searchConditions(query: string): SQL[] {
  const text = query.trim();
  const conditions: SQL[] = [eq(bookings.id, text.toLowerCase())];
  // A whole address only (the inbox links a sender's bookings by it): part of one would match strangers.
  if (text.includes('@')) conditions.push(sql`lower(${users.email}) = ${text.toLowerCase()}`);
  if (text.length === SHORT_ID_LENGTH) conditions.push(sql`upper(right(${bookings.id}, ${SHORT_ID_LENGTH})) = ${text.toUpperCase()}`);
  const digits = nationalDigits(text);
  if (PHONE_LIKE.test(text) && digits.length >= PHONE_DIGITS_MIN) {
    conditions.push(sql`strpos(regexp_replace(regexp_replace(${users.phone}, '[^0-9]', '', 'g'), '^(92|0)', ''), ${digits}) > 0`);
  }
  // Plates by their key (src/domain/plate.ts): `khi 902` finds `KHI-902`.
  const plate = plateKey(text);
  if (plate !== '') conditions.push(sql`strpos(upper(regexp_replace(${bookings.carLicensePlate}, ${`[${PLATE_SEPARATORS}]`}, '', 'g')), ${plate}) > 0`);
  conditions.push(sql`strpos(lower(${users.fullName}), ${text.toLowerCase()}) > 0`);
  return conditions;
}

/** The bookings a search text names, newest booking date first, at most SEARCH_RESULTS_MAX. */
export async function searchBookings(db: Executor, query: string, viewer: BoardViewer): Promise<BoardBooking[]> {
  const rows = await boardQuery(db)
    .where(or(...searchConditions(query)))
    .orderBy(desc(bookings.bookingDate), desc(bookings.startTime), asc(bookings.bay))
    .limit(SEARCH_RESULTS_MAX);
  return rows.map((row) => toBoardBooking(row, viewer));
}

/** Every booking of one customer, newest booking date first (the customer file). */
export async function customerBookings(db: Executor, customerId: string, viewer: BoardViewer): Promise<BoardBooking[]> {
  const rows = await boardQuery(db).where(eq(bookings.customerId, customerId)).orderBy(desc(bookings.bookingDate), desc(bookings.startTime), desc(bookings.createdAt));
  return rows.map((row) => toBoardBooking(row, viewer));
}

/** One booking as the board shows it; 404 when unknown. */
export async function findBoardBooking(db: Executor, bookingId: string, viewer: BoardViewer): Promise<BoardBooking> {
  const [row] = await boardQuery(db).where(eq(bookings.id, bookingId)).limit(1);
  if (!row) throw new DomainError('not_found', messages.booking.notFound);
  return toBoardBooking(row, viewer);
}

/** One booking with its history (the audit log's entries about it), newest first. */
export async function bookingWithHistory(db: Executor, bookingId: string, viewer: BoardViewer): Promise<BookingDetail> {
  const booking = await findBoardBooking(db, bookingId, viewer);
  const { entries } = await listAudit(db, { bookingId, offset: 0, limit: HISTORY_MAX });
  return { booking, history: entries };
}
