// The customer file: the workshop's customers found by name, e-mail, plate or phone in any spelling, one customer's
// card (contact details, the staff's notes, cars, every booking, totals), and the desk's changes to it. Staff accounts
// are never listed here.
import { customerConversation } from './conversation';
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { CustomerFile, CustomerSummary } from '../../src/domain/desk';
import { messages } from '../../src/domain/messages';
import { deskMessages } from '../../src/domain/messageAreas/desk';
import { nationalDigits, normalisePakistaniPhone } from '../../src/domain/phone';
import { PLATE_SEPARATORS, plateKey } from '../../src/domain/plate';
import { isUniqueViolation, type Database, type Executor } from '../db/client';
import { bookings, cars, invoices, users, type UserRow } from '../db/schema';
import { serverMessages } from '../messages';
import { recordAudit, type Actor } from './audit';
import { customerUpdated } from './audit-records';
import { customerBookings, type BoardViewer } from './board';
import { listCars } from './cars';
import { DomainError } from './errors';
import { changedPhoneFields } from './users';

/** Fewer digits than this match too many phone numbers to be a search for one. */
const PHONE_DIGITS_MIN = 4;
const PHONE_LIKE = /^[\d\s\-+()]+$/;

const isCustomer = eq(users.role, 'customer');

/** The customer's bookings (joined, grouped by customer) that meet a condition. */
const bookingsWhere = (condition: SQL) => sql<number>`cast(count(${bookings.id}) filter (where ${condition}) as integer)`;

const summaryColumns = {
  id: users.id,
  full_name: users.fullName,
  email: users.email,
  phone: users.phone,
  has_account: sql<boolean>`${users.passwordHash} is not null`,
  bookings: sql<number>`cast(count(${bookings.id}) as integer)`,
  no_shows: bookingsWhere(sql`${bookings.status} = 'no_show'`),
  last_visit: sql<string | null>`(max(${bookings.bookingDate}) filter (where ${bookings.status} in ('in_progress', 'completed')))::text`,
};

/** A plate key found among the customer's saved cars or on their bookings (a car they removed). */
const hasPlate = (key: string) =>
  or(
    sql`exists (select 1 from ${cars} where ${cars.customerId} = ${users.id} and strpos(${cars.plateKey}, ${key}) > 0)`,
    sql`exists (select 1 from ${bookings} where ${bookings.customerId} = ${users.id}
      and strpos(upper(regexp_replace(${bookings.carLicensePlate}, ${`[${PLATE_SEPARATORS}]`}, '', 'g')), ${key}) > 0)`,
  );

/** What a search text may name: the customer's name or e-mail address (any part), a plate, a phone in any spelling. */
function searchCondition(query: string): SQL | undefined {
  const text = query.trim().toLowerCase();
  if (text === '') return undefined;
  const conditions: Array<SQL | undefined> = [sql`strpos(lower(${users.fullName}), ${text}) > 0`, sql`strpos(${users.email}, ${text}) > 0`];
  const phone = normalisePakistaniPhone(text);
  const digits = nationalDigits(text);
  if (phone !== null) conditions.push(eq(users.phoneKey, phone));
  else if (PHONE_LIKE.test(text) && digits.length >= PHONE_DIGITS_MIN) conditions.push(sql`strpos(${users.phoneKey}, ${digits}) > 0`);
  const plate = plateKey(text);
  if (plate !== '') conditions.push(hasPlate(plate));
  return or(...conditions);
}

/** One page of the customers a search names (every customer when it is empty), by name. */
export async function listCustomers(db: Executor, query: string, page: number, pageSize: number): Promise<{ count: number; results: CustomerSummary[] }> {
  const rows = await db
    .select({ ...summaryColumns, total: sql<number>`cast(count(*) over () as integer)` })
    .from(users)
    .leftJoin(bookings, eq(bookings.customerId, users.id))
    .where(and(isCustomer, searchCondition(query)))
    .groupBy(users.id)
    .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  if (rows.length === 0 && page > 1) {
    const [counted] = await db
      .select({ total: sql<number>`cast(count(distinct ${users.id}) as integer)` })
      .from(users)
      .leftJoin(bookings, eq(bookings.customerId, users.id))
      .where(and(isCustomer, searchCondition(query)));
    return { count: counted?.total ?? 0, results: [] };
  }
  return { count: rows[0]?.total ?? 0, results: rows.map(({ total: _total, ...summary }) => summary) };
}

/** One customer's card: contact details, the staff's notes, cars, every booking newest first, and the totals. */
export async function customerFile(db: Executor, id: string, viewer: BoardViewer): Promise<CustomerFile> {
  const [row] = await db
    .select({
      user: users,
      visits: bookingsWhere(sql`${bookings.status} = 'completed'`),
      no_shows: bookingsWhere(sql`${bookings.status} = 'no_show'`),
      cancellations: bookingsWhere(sql`${bookings.status} = 'cancelled'`),
      total_paid: sql<number>`cast(coalesce(sum(${invoices.totalAmount}) filter (where ${invoices.paymentStatus} = 'paid'), 0) as integer)`,
    })
    .from(users)
    .leftJoin(bookings, eq(bookings.customerId, users.id))
    .leftJoin(invoices, eq(invoices.bookingId, bookings.id))
    .where(and(eq(users.id, id), isCustomer))
    .groupBy(users.id);
  if (!row) throw new DomainError('not_found', deskMessages.customerNotFound);
  const { user } = row;
  return {
    id: user.id,
    full_name: user.fullName,
    email: user.email,
    phone: user.phone,
    has_account: user.passwordHash !== null,
    created_at: user.createdAt.toISOString(),
    notes: user.staffNotes,
    cars: await listCars(db, user.id),
    bookings: await customerBookings(db, user.id, viewer),
    totals: { visits: row.visits, total_paid: row.total_paid, no_shows: row.no_shows, cancellations: row.cancellations },
    conversation: await customerConversation(db, user.id),
  };
}

export interface CustomerChanges {
  fullName?: string;
  /** In its stored form, +92… */
  phone?: string;
  /** null removes the address. */
  email?: string | null;
  notes?: string;
}

/** 409 naming the e-mail field. */
const emailRefused = (message: string) => new DomainError('conflict', message, undefined, { field: 'email' });

/** The file's fields as the audit log compares them. */
const auditedFields = (row: Pick<UserRow, 'fullName' | 'phone' | 'email' | 'staffNotes'>) => ({ name: row.fullName, phone: row.phone, email: row.email, notes: row.staffNotes });

/**
 * The desk's change to a customer's name, phone, e-mail address or notes, recorded in the audit log. Only an admin
 * (or the ops token) may change the e-mail address: 403 for staff. The sign-in address of a customer who has a
 * password is theirs to change (on their profile, with the password): 409 here.
 */
export async function updateCustomer(db: Database, actor: Actor, id: string, changes: CustomerChanges, now: Date): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, id), isCustomer))
        .for('update');
      if (!before) throw new DomainError('not_found', deskMessages.customerNotFound);
      const emailChanges = changes.email !== undefined && changes.email !== before.email;
      // A reset link goes to this address: a staff member who could set it could take the customer's account.
      if (emailChanges && actor.role === 'staff') throw new DomainError('forbidden', serverMessages.customerEmailAdminOnly, undefined, { field: 'email' });
      if (emailChanges && before.passwordHash !== null) throw emailRefused(deskMessages.emailOfAccount);
      if (emailChanges && changes.email) {
        const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, changes.email)).limit(1);
        if (owner) throw emailRefused(messages.auth.emailTaken);
      }
      const set: PgUpdateSetSource<typeof users> = {
        ...(changes.fullName !== undefined ? { fullName: changes.fullName } : {}),
        ...(changes.phone !== undefined ? changedPhoneFields(changes.phone) : {}),
        ...(changes.email !== undefined ? { email: changes.email } : {}),
        ...(changes.notes !== undefined ? { staffNotes: changes.notes } : {}),
      };
      if (Object.keys(set).length === 0) return;
      const [after] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
      if (!after) throw new Error('The customer vanished while it was locked.');
      await recordAudit(tx, actor, customerUpdated(id, auditedFields(before), auditedFields(after)), now);
    });
  } catch (error) {
    // Two changes to one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailRefused(messages.auth.emailTaken);
    throw error;
  }
}
