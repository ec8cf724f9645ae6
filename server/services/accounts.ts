// Accounts that sign in, beside the customers the front desk books without an e-mail address or a password.
import { sql } from 'drizzle-orm';
import { users, type UserRow } from '../db/schema';

/**
 * An account that signs in, which always has an e-mail address (the database holds it: users_password_needs_email);
 * only a customer the front desk booked may have none, and no password either.
 */
export type AccountRow = UserRow & { email: string };

/** The row as an account; throws for a customer without an address, who cannot be signed in. */
export function asAccount(row: UserRow): AccountRow {
  const { email } = row;
  if (email === null) throw new Error(`The account ${row.id} has no e-mail address.`);
  return { ...row, email };
}

/** The address of an account read where the query itself guarantees one (a session, a staff account). */
export const accountEmail = sql<string>`coalesce(${users.email}, '')`;
