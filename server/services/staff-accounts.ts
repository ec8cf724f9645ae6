// Staff and admin accounts as an admin manages them in the console: create (a password to change at first sign-in),
// deactivate (its sessions end), activate, and reset a password. Each change is recorded in the audit log, never
// a password.
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { messages } from '../../src/domain/messages';
import { normalisePhone } from '../../src/domain/phone';
import { STAFF_ROLES, type StaffAccount, type StaffRole } from '../../src/domain/staff';
import { hashPassword } from '../auth/passwords';
import { isUniqueViolation, type Database, type Executor, type Transaction } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { recordAudit, type Actor } from './audit';
import { userCreated } from './audit-records';
import { DomainError } from './errors';
import { queuePasswordReset, type ResetContext } from './password-reset';
import { asAccount } from './accounts';
import { phoneFields } from './users';
import { destroyUserSessions } from './sessions';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';

const toStaffAccount = (row: UserRow): StaffAccount => ({
  id: row.id,
  name: row.fullName,
  email: asAccount(row).email,
  phone: row.phone,
  role: row.role as StaffRole,
  active: row.active,
  must_change_password: row.mustChangePassword,
  created_at: row.createdAt.toISOString(),
});

const isStaffAccount = inArray(users.role, [...STAFF_ROLES]);

/** Every staff and admin account, oldest first. */
export async function listStaffAccounts(db: Executor): Promise<StaffAccount[]> {
  const rows = await db.select().from(users).where(isStaffAccount).orderBy(asc(users.createdAt), asc(users.email));
  return rows.map(toStaffAccount);
}

export interface NewStaffAccount {
  name: string;
  email: string;
  phone: string;
  role: StaffRole;
  password: string;
}

/** Creates the account with a password its owner must change when they first sign in; 409 for a taken email. */
export async function createStaffAccount(db: Database, actor: Actor, input: NewStaffAccount, now: Date): Promise<StaffAccount> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
      if (taken) throw new DomainError('conflict', messages.auth.emailTaken);
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          fullName: input.name,
          ...phoneFields(input.phone === '' ? '' : (normalisePhone(input.phone) ?? input.phone)),
          role: input.role,
          mustChangePassword: true,
        })
        .returning();
      if (!row) throw new Error('The user insert returned no row.');
      await recordAudit(tx, actor, userCreated(asAccount(row)), now);
      return toStaffAccount(row);
    });
  } catch (error) {
    // Two accounts with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new DomainError('conflict', messages.auth.emailTaken);
    throw error;
  }
}

/** The staff or admin account locked for change; 404 for an unknown id or a customer's. */
async function lockStaffAccount(tx: Transaction, id: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(and(eq(users.id, id), isStaffAccount)).for('update');
  if (!row) throw new DomainError('not_found', workshopMessages.workshop.staffNotFound);
  return row;
}

/**
 * Deactivates (ending every session of the account) or activates an account; setting what it already is changes
 * nothing. Nobody deactivates their own account, and the last active admin stays: the active admins are locked
 * first, in one order, so two admins deactivating each other at once cannot both succeed.
 */
export async function setStaffActive(db: Database, actor: Actor, id: string, active: boolean, now: Date): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const activeAdmins = active
      ? []
      : await tx.select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), eq(users.active, true))).orderBy(asc(users.id)).for('update');
    const account = await lockStaffAccount(tx, id);
    if (account.active === active) return toStaffAccount(account);
    if (!active && actor.id === account.id) throw new DomainError('conflict', workshopMessages.workshop.cannotDeactivateSelf);
    if (!active && account.role === 'admin' && activeAdmins.length <= 1) throw new DomainError('conflict', workshopMessages.workshop.lastActiveAdmin);
    const [updated] = await tx.update(users).set({ active }).where(eq(users.id, id)).returning();
    if (!updated) throw new Error('The account vanished while it was locked.');
    if (!active) await destroyUserSessions(tx, id);
    await recordAudit(tx, actor, { action: active ? 'user.activate' : 'user.deactivate', targetKind: 'user', targetId: id, before: { active: account.active }, after: { active } }, now);
    return toStaffAccount(updated);
  });
}

// Letters and digits that cannot be misread for each other (no 0/o, 1/l/i).
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Twelve random readable characters in three groups, e.g. "k7mp-x3qa-9dfw" (about 59 bits). */
export function temporaryPassword(): string {
  const group = () => Array.from({ length: 4 }, () => READABLE[randomInt(READABLE.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

/**
 * Gives the account a temporary password (returned once, to show the admin), makes its owner choose a new one at
 * sign-in, ends its sessions and mails a reset link so the owner can also set one from the mail.
 */
export async function resetStaffPassword(db: Database, actor: Actor, id: string, reset: ResetContext, now: Date): Promise<{ account: StaffAccount; temporaryPassword: string }> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const account = await db.transaction(async (tx) => {
    const before = await lockStaffAccount(tx, id);
    const [updated] = await tx.update(users).set({ passwordHash, mustChangePassword: true }).where(eq(users.id, id)).returning();
    if (!updated) throw new Error('The account vanished while it was locked.');
    await destroyUserSessions(tx, id);
    await queuePasswordReset(tx, reset, asAccount(updated), now);
    await recordAudit(
      tx,
      actor,
      { action: 'user.reset_password', targetKind: 'user', targetId: id, before: { must_change_password: before.mustChangePassword }, after: { must_change_password: true } },
      now,
    );
    return toStaffAccount(updated);
  });
  return { account, temporaryPassword: password };
}
