// The workshop names a booking or an invoice by its full id or by the 8-character number customers see on their
// screens, mails and invoices (the id's last 8 characters, uppercased: `shortId`), in any case. This finds the one
// row it names, or says it names none, or lists the rows that share the number so the workshop can pick one. An
// invoice is also named by its own INV-YYYY-NNNNNN number (unique, so it names one invoice or none).
import { asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { BOOKING_STATUS_LABELS, SHORT_ID_LENGTH } from '../../src/domain/constants';
import { formatMoney } from '../../src/domain/format';
import { INVOICE_NUMBER_PATTERN } from '../../src/domain/invoice';
import type { Executor } from '../db/client';
import { bookings, invoices, services, users } from '../db/schema';
import { serverMessages } from '../messages';

/** A row a short number could mean: its full id and what the workshop would recognise it by. */
export interface IdCandidate {
  id: string;
  description: string;
}

export type IdMatch = { kind: 'one'; id: string } | { kind: 'none' } | { kind: 'several'; candidates: IdCandidate[] };

/** The rows whose id is `given` (as written or in lower case: ids are lower-case UUIDs) or ends with the number `given`. */
function naming(column: typeof bookings.id | typeof invoices.id, given: string): SQL {
  const exact = or(eq(column, given), eq(column, given.toLowerCase())) as SQL;
  if (given.length !== SHORT_ID_LENGTH) return exact;
  return or(exact, sql`upper(right(${column}, ${SHORT_ID_LENGTH})) = ${given.toUpperCase()}`) as SQL;
}

/** One row when the id itself was given (it wins over rows that merely end with it), else every row found. */
function matchOf(given: string, found: IdCandidate[]): IdMatch {
  const exact = found.find((row) => row.id === given || row.id === given.toLowerCase());
  if (exact) return { kind: 'one', id: exact.id };
  if (found.length === 0) return { kind: 'none' };
  if (found.length === 1) return { kind: 'one', id: found[0]!.id };
  return { kind: 'several', candidates: found };
}

export async function findBookingId(db: Executor, given: string): Promise<IdMatch> {
  const trimmed = given.trim();
  const rows = await db
    .select({ id: bookings.id, date: bookings.bookingDate, start: bookings.startTime, status: bookings.status, service: services.name, customer: users.fullName })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(naming(bookings.id, trimmed))
    .orderBy(asc(bookings.bookingDate), asc(bookings.startTime));
  return matchOf(
    trimmed,
    rows.map(({ id, status, ...row }) => ({ id, description: serverMessages.bookingCandidate({ ...row, status: BOOKING_STATUS_LABELS[status] }) })),
  );
}

export async function findInvoiceId(db: Executor, given: string): Promise<IdMatch> {
  const trimmed = given.trim();
  const rows = await db
    .select({
      id: invoices.id,
      total: invoices.totalAmount,
      paymentStatus: invoices.paymentStatus,
      date: bookings.bookingDate,
      start: bookings.startTime,
      service: services.name,
      customer: users.fullName,
    })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .innerJoin(users, eq(users.id, invoices.customerId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(INVOICE_NUMBER_PATTERN.test(trimmed) ? eq(invoices.invoiceNumber, trimmed.toUpperCase()) : naming(invoices.id, trimmed))
    .orderBy(asc(bookings.bookingDate), asc(bookings.startTime));
  return matchOf(
    trimmed,
    rows.map(({ id, total, ...row }) => ({ id, description: serverMessages.invoiceCandidate({ ...row, total: formatMoney(total) }) })),
  );
}
