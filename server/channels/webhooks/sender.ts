// Who wrote a WhatsApp or SMS message. Anyone can register an account with any number, so a number alone proves
// nothing: the writer is the customer who proved the number theirs with a code (the latest to prove it, when a family
// shares one phone), and a button pressed on a booking's message is that booking's customer's, if they proved the
// number. Without a proof the message is still linked, for staff to see, to the newest account giving the number,
// marked unverified, and nothing is done on its word.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Language } from '../../../src/domain/i18n';
import type { Executor } from '../../db/client';
import { bookings, users } from '../../db/schema';

export interface LinkedCustomer {
  id: string;
  name: string;
  language: Language;
}

export interface Sender {
  customer: LinkedCustomer | null;
  /** True when `customer` proved the number theirs: only then may the message act (a quick reply confirming). */
  verified: boolean;
}

const customerColumns = { id: users.id, name: users.fullName, language: users.language };
const customerWithPhone = (phoneKey: string) => and(eq(users.phoneKey, phoneKey), eq(users.role, 'customer'));

/** The customer who proved `phoneKey` theirs most recently, or null. */
async function verifiedOwner(db: Executor, phoneKey: string): Promise<LinkedCustomer | null> {
  const [row] = await db
    .select(customerColumns)
    .from(users)
    .where(and(customerWithPhone(phoneKey), isNotNull(users.phoneVerifiedAt)))
    .orderBy(desc(users.phoneVerifiedAt), desc(users.id))
    .limit(1);
  return row ?? null;
}

/** The booking's customer, when they proved `phoneKey` theirs. */
async function bookingOwner(db: Executor, bookingId: string, phoneKey: string): Promise<LinkedCustomer | null> {
  const [row] = await db
    .select(customerColumns)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(and(eq(bookings.id, bookingId), customerWithPhone(phoneKey), isNotNull(users.phoneVerifiedAt)))
    .limit(1);
  return row ?? null;
}

/** The newest account giving `phoneKey`, proven or not: only ever shown, as unverified. */
async function newestWithPhone(db: Executor, phoneKey: string): Promise<LinkedCustomer | null> {
  const [row] = await db.select(customerColumns).from(users).where(customerWithPhone(phoneKey)).orderBy(desc(users.createdAt), desc(users.id)).limit(1);
  return row ?? null;
}

/** The sender of a message from `phoneKey`; `bookingId`: the booking a pressed button is about, if any. */
export async function senderOf(db: Executor, phoneKey: string | null, bookingId: string | null): Promise<Sender> {
  if (phoneKey === null) return { customer: null, verified: false };
  const owner = (bookingId === null ? null : await bookingOwner(db, bookingId, phoneKey)) ?? (await verifiedOwner(db, phoneKey));
  if (owner) return { customer: owner, verified: true };
  return { customer: await newestWithPhone(db, phoneKey), verified: false };
}
