// The My Bookings list in one query: the session check joined to the read, the list built as JSON by the database
// and passed to the client untouched. One round trip per request on PostgreSQL, so a session ended on another
// instance is refused here at once; with fast reads on, the database builds the list only when the customer's
// bookings version moved since this instance last read it (decision 009), and on the embedded database (one
// process, every write seen) the answer is remembered until the next write, the session's expiry checked again on
// every request (decision 008).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { BookingStatus } from '../../src/domain/constants';
import type { BookingListItem } from '../../src/domain/types';
import { prepareStatement } from '../db/prepared';
import type { DatabaseReads, FastReads } from '../fast-reads';
import { bookings, invoices, services, sessions, users } from '../db/schema';
import { durationOfBooking, itemsJsonOfBooking } from './booking-items';
import { pendingPaymentOfInvoice } from './pending-payment';
import { idleSince, keepAlive, liveSession, type SessionTimes } from './sessions';
import { hashToken } from './tokens';

export interface BookingFilter {
  status?: BookingStatus;
  dateFrom?: string;
  dateTo?: string;
}

const param = (name: ListParameter) => sql.placeholder(name);
type ListParameter = 'tokenHash' | 'now' | 'idleSince' | 'status' | 'dateFrom' | 'dateTo' | 'knownVersion';

/** Each list item's key and the column it shows (the compiler checks every key of BookingListItem is here). */
const listFields: Record<keyof BookingListItem, SQL> = {
  id: sql`${bookings.id}`,
  serviceId: sql`${bookings.serviceId}`,
  serviceName: sql`coalesce(${services.name}, '')`,
  items: itemsJsonOfBooking,
  duration: durationOfBooking,
  totalAmount: sql`${bookings.amount}`,
  status: sql`${bookings.status}`,
  source: sql`${bookings.source}`,
  carMake: sql`${bookings.carMake}`,
  carModel: sql`${bookings.carModel}`,
  carLicensePlate: sql`${bookings.carLicensePlate}`,
  scheduledDate: sql`${bookings.bookingDate}`,
  scheduledTime: sql`${bookings.startTime}`,
  scheduledEndTime: sql`${bookings.endTime}`,
  rating: sql`${bookings.rating}`,
  review: sql`${bookings.review}`,
  invoiceId: sql`${invoices.id}`,
  paymentStatus: sql`${invoices.paymentStatus}`,
  // The wire's Deposit (src/domain/deposit.ts depositState), built by the database like the rest of the item.
  deposit: sql`case when ${invoices.depositAmount} is null then null else json_build_object(
    'amount', ${invoices.depositAmount},
    'balance', ${invoices.totalAmount} - ${invoices.depositAmount},
    'due_by', to_char(${invoices.depositDueBy} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'paid_at', to_char(${invoices.depositPaidAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) end`,
  pendingPayment: pendingPaymentOfInvoice,
  cancellationReason: sql`${bookings.cancellationReason}`,
};

const listItem = sql.join(
  Object.entries(listFields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
  sql`, `,
);

function buildStatement() {
  const qb = new QueryBuilder();
  const me = qb.$with('me').as(
    qb
      // Aliased: inside the list's subquery a bare "id" would be ambiguous.
      .select({
        customerId: sql<string>`${users.id}`.as('me_customer_id'),
        role: users.role,
        mustChangePassword: users.mustChangePassword,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        persistent: sessions.persistent,
        version: users.bookingsVersion,
      })
      .from(sessions)
      .innerJoin(users, sql`${users.id} = ${sessions.userId}`)
      .where(liveSession(param('tokenHash'), param('now'), param('idleSince')))
      .limit(1),
  );
  // Newest scheduled first; the filters are optional (null matches everything).
  const list = qb
    .select({
      list: sql<string>`coalesce(json_agg(json_build_object(${listItem})
        order by ${bookings.bookingDate} desc, ${bookings.startTime} desc, ${bookings.createdAt} desc), '[]')::text`,
    })
    .from(bookings)
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(invoices, eq(invoices.bookingId, bookings.id))
    .where(
      and(
        sql`${bookings.customerId} = ${me.customerId}`,
        sql`(${param('status')}::text is null or ${bookings.status}::text = ${param('status')}::text)`,
        sql`(${param('dateFrom')}::date is null or ${bookings.bookingDate} >= ${param('dateFrom')}::date)`,
        sql`(${param('dateTo')}::date is null or ${bookings.bookingDate} <= ${param('dateTo')}::date)`,
      ),
    );
  const query = qb
    .with(me)
    .select({
      role: sql<string>`${me.role}::text`,
      mustChangePassword: sql<string>`${me.mustChangePassword}::text`,
      lastSeenAt: sql<string>`to_json(${me.lastSeenAt})#>>'{}'`,
      expiresAt: sql<string>`to_json(${me.expiresAt})#>>'{}'`,
      persistent: sql<string>`${me.persistent}::text`,
      version: sql<string>`${me.version}::text`,
      // Null when this instance already holds the list at this version.
      list: sql<string | null>`case when ${me.version} = ${param('knownVersion')}::integer then null else (${list}) end`,
    })
    .from(me);
  return prepareStatement<ListParameter>('my_bookings_list', query);
}

const statement = buildStatement();

interface SessionAndList extends SessionTimes {
  role: string;
  mustChangePassword: boolean;
  listJson: string;
}

/** A list as this instance last read it, with the customer's bookings version at that read. */
export interface KnownList {
  version: string;
  listJson: string;
}

async function loadSessionAndList(fastReads: FastReads, key: string, tokenHash: string, now: Date, filter: BookingFilter): Promise<SessionAndList | null> {
  const lists = fastReads.myBookingsLists;
  const known = lists.get(key);
  const row = await fastReads.statements.firstRow(statement, {
    tokenHash,
    now: now.toISOString(),
    idleSince: idleSince(now).toISOString(),
    status: filter.status ?? null,
    dateFrom: filter.dateFrom ?? null,
    dateTo: filter.dateTo ?? null,
    knownVersion: known?.version ?? null,
  });
  if (!row) return null;
  const [role, mustChangePassword, lastSeenAt, expiresAt, persistent, version, freshList] = row;
  if (!role || !mustChangePassword || !lastSeenAt || !expiresAt || !persistent || !version) throw new Error('my bookings: incomplete row');
  let listJson: string;
  if (freshList !== null && freshList !== undefined) {
    listJson = freshList;
    lists.set(key, { version, listJson });
  } else if (known?.version === version) {
    listJson = known.listJson;
  } else {
    throw new Error('my bookings: no list and no copy at this version');
  }
  return {
    role,
    mustChangePassword: mustChangePassword === 'true',
    lastSeenAt: new Date(lastSeenAt),
    expiresAt: new Date(expiresAt),
    persistent: persistent === 'true',
    listJson,
  };
}

/** What the My Bookings read knows of the signed-in user, and their bookings as a JSON array (text). */
export interface MyBookingsAnswer {
  role: string;
  mustChangePassword: boolean;
  listJson: string;
}

/** The signed-in user's role and their bookings, or null without a live session. */
export async function myBookingsJson({ db, fastReads }: DatabaseReads, secret: string, token: string, now: Date, filter: BookingFilter): Promise<MyBookingsAnswer | null> {
  const tokenHash = hashToken(token, secret);
  const key = `my-bookings ${tokenHash} ${filter.status ?? ''} ${filter.dateFrom ?? ''} ${filter.dateTo ?? ''}`;
  const answer = await fastReads.untilNextWrite(key, () => loadSessionAndList(fastReads, key, tokenHash, now, filter));
  if (!answer || !(await keepAlive(db, tokenHash, answer, now))) return null;
  return { role: answer.role, mustChangePassword: answer.mustChangePassword, listJson: answer.listJson };
}
