// Accounts: registration, credentials check, profile.
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Role } from '../../src/domain/constants';
import type { PhoneChannelChoice } from '../../src/domain/channels';
import type { Language } from '../../src/domain/i18n';
import { messages } from '../../src/domain/messages';
import { normalisePakistaniPhone, normalisePhone } from '../../src/domain/phone';
import { emailChanges } from '../../src/domain/schemas';
import type { Profile } from '../../src/domain/types';
import type { Config } from '../config';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { isUniqueViolation, type Database, type Executor } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { asAccount, type AccountRow } from './accounts';
import { recordAudit, type Actor } from './audit';
import { ownPasswordChanged } from './audit-records';
import { DomainError } from './errors';
import { beginLoginAttempt } from './login-attempts';
import { destroyOtherSessions, type SignedInUser } from './sessions';

export interface NewUser {
  email: string;
  password: string;
  fullName: string;
  phone: string;
  role: Role;
  address?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  /** The account must choose a new password at its next sign-in (an admin gave it a temporary one). */
  mustChangePassword?: boolean;
  /** The language of its mails and receipts; English unless given. */
  language?: Language;
}

export const toSignedInUser = (row: AccountRow): SignedInUser => ({ id: row.id, name: row.fullName, email: row.email, role: row.role });

export const toProfile = (row: AccountRow): Profile => ({
  name: row.fullName,
  email: row.email,
  phone: row.phone,
  address: row.address,
  city: row.city,
  state: row.state,
  zipCode: row.zipCode,
  language: row.language,
});

/** The phone as written and its stored key (+92…), written together wherever a phone is saved. */
export const phoneFields = (phone: string) => ({ phone, phoneKey: normalisePakistaniPhone(phone) });

/** A phone change on an existing account: a new number switches booking messages off and is unproven until a code proves it. */
export const changedPhoneFields = (phone: string) => {
  const fields = phoneFields(phone);
  const samePhone = sql`${users.phoneKey} is not distinct from ${fields.phoneKey}`;
  return {
    ...fields,
    phoneChannel: sql<PhoneChannelChoice>`case when ${samePhone} then ${users.phoneChannel} else 'none' end`,
    phoneVerifiedAt: sql<Date | null>`case when ${samePhone} then ${users.phoneVerifiedAt} else null end`,
  };
};

export async function createUser(db: Executor, input: NewUser): Promise<AccountRow> {
  const email = input.email.trim().toLowerCase();
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing.length > 0) throw new DomainError('conflict', messages.auth.emailTaken);
  try {
    const [row] = await db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(input.password),
        fullName: input.fullName.trim(),
        ...phoneFields(normalisePhone(input.phone) ?? input.phone.replace(/\D/g, '')),
        role: input.role,
        address: input.address ?? '',
        city: input.city ?? '',
        state: input.state ?? '',
        zipCode: input.zipCode ?? '',
        mustChangePassword: input.mustChangePassword ?? false,
        language: input.language ?? 'en',
      })
      .returning();
    if (!row) throw new Error('The user insert returned no row.');
    return asAccount(row);
  } catch (error) {
    // Two registrations with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new DomainError('conflict', messages.auth.emailTaken);
    throw error;
  }
}

/**
 * The user with these credentials, or null; costs the same time whether or not the email exists, and whether or not
 * the account has a password yet (a customer the desk booked sets one through "Forgot password?"). A deactivated
 * account is returned too (its `active` is false): the sign-in says so only to someone who knows the password.
 */
export async function checkCredentials(db: Executor, email: string, password: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  if (!row?.passwordHash) return verifyAgainstDummy(password).then(() => null);
  return (await verifyPassword(password, row.passwordHash)) ? asAccount(row) : null;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Executor, email: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row ? asAccount(row) : null;
}

export interface ProfileChanges {
  name?: string;
  email?: string;
  phone?: string;
  address?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  language?: Language;
  /** Only "none" (switch booking messages off): switching on needs the code (services/phone-verification.ts). */
  phone_channel?: 'none';
  /** Needed, and checked, only when the email address changes. */
  current_password?: string;
}

/** Who is asking, for the failed sign-in limits a wrong current password counts towards. */
export interface PasswordAttemptContext {
  limits: Config['rateLimits'];
  ip: string;
  now: Date;
}

/** Why a change that needs the current password was refused. */
export type PasswordRefusal = { outcome: 'wrong_password' } | { outcome: 'too_many_attempts'; retryAfterSeconds: number };

export type ProfileUpdateResult = { outcome: 'updated'; profile: Profile; phoneChannel: PhoneChannelChoice } | PasswordRefusal;

/**
 * Checks the current password before an email change: a session alone must not be enough to move the account to
 * another address (and with it the password reset). Attempts count like sign-ins, so this is no way around the
 * sign-in limits.
 */
async function confirmCurrentPassword(db: Executor, user: UserRow, password: string | undefined, context: PasswordAttemptContext): Promise<PasswordRefusal | null> {
  if (!password) throw new DomainError('invalid', messages.profile.currentPasswordRequired);
  const { email, passwordHash } = asAccount(user);
  const attempt = await beginLoginAttempt(db, context.limits, email, context.ip, context.now);
  if (!attempt.allowed) return { outcome: 'too_many_attempts', retryAfterSeconds: attempt.retryAfterSeconds };
  if (passwordHash === null || !(await verifyPassword(password, passwordHash))) return { outcome: 'wrong_password' };
  await attempt.succeeded();
  return null;
}

export async function updateProfile(db: Executor, userId: string, changes: ProfileChanges, context: PasswordAttemptContext): Promise<ProfileUpdateResult> {
  if (changes.email !== undefined) {
    const user = await findUserById(db, userId);
    if (!user) throw new DomainError('not_found', messages.auth.notAuthenticated);
    if (emailChanges(changes.email, user.email ?? '')) {
      const refused = await confirmCurrentPassword(db, user, changes.current_password, context);
      if (refused) return refused;
    }
  }
  const saved = await saveProfile(db, userId, changes);
  return { outcome: 'updated', profile: toProfile(saved), phoneChannel: saved.phoneChannel };
}

async function saveProfile(db: Executor, userId: string, changes: ProfileChanges): Promise<AccountRow> {
  const set: PgUpdateSetSource<typeof users> = {};
  if (changes.name !== undefined) set.fullName = changes.name;
  if (changes.email !== undefined) set.email = changes.email.toLowerCase();
  if (changes.phone !== undefined) Object.assign(set, changedPhoneFields(normalisePhone(changes.phone) ?? changes.phone));
  if (changes.phone_channel === 'none') set.phoneChannel = 'none';
  if (changes.address !== undefined) set.address = changes.address;
  if (changes.city !== undefined) set.city = changes.city;
  if (changes.state !== undefined) set.state = changes.state;
  if (changes.zipCode !== undefined) set.zipCode = changes.zipCode;
  if (changes.language !== undefined) set.language = changes.language;
  if (typeof set.email === 'string') {
    const [other] = await db.select({ id: users.id }).from(users).where(eq(users.email, set.email)).limit(1);
    if (other && other.id !== userId) throw new DomainError('conflict', messages.auth.emailTaken);
  }
  try {
    const [row] =
      Object.keys(set).length === 0
        ? await db.select().from(users).where(eq(users.id, userId)).limit(1)
        : await db.update(users).set(set).where(eq(users.id, userId)).returning();
    if (!row) throw new DomainError('not_found', messages.auth.notAuthenticated);
    return asAccount(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', messages.auth.emailTaken);
    throw error;
  }
}

/** Who changes their password, from which session. */
export interface PasswordChangeContext extends PasswordAttemptContext {
  /** The session that asked stays signed in; every other session of the account ends. */
  session: { secret: string; token: string | null };
  /** A staff or admin account: the change is recorded in the audit log. */
  actor?: Actor;
}

/**
 * The signed-in user replaces their password; the current one is checked, and counted like a sign-in. The password
 * they chose ends any temporary one (must_change_password) and signs the account out everywhere else, in one
 * transaction with its audit entry.
 */
export async function changeOwnPassword(
  db: Database,
  userId: string,
  passwords: { current: string; next: string },
  context: PasswordChangeContext,
): Promise<{ outcome: 'changed' } | PasswordRefusal> {
  const user = await findUserById(db, userId);
  if (!user) throw new DomainError('not_found', messages.auth.notAuthenticated);
  const refused = await confirmCurrentPassword(db, user, passwords.current, context);
  if (refused) return refused;
  const passwordHash = await hashPassword(passwords.next);
  const { actor, session, now } = context;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, userId));
    await destroyOtherSessions(tx, session.secret, userId, session.token);
    if (actor) await recordAudit(tx, actor, ownPasswordChanged(user), now);
  });
  return { outcome: 'changed' };
}
