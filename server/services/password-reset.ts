// Forgot password: a one-hour single-use token, stored hashed, mailed as a link through the outbox.
import { and, eq, gt, isNull, like, lt, sql, type SQL } from 'drizzle-orm';
import { messages } from '../../src/domain/messages';
import type { Database, Executor } from '../db/client';
import { outbox, passwordResets, sessions, users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { DomainError } from './errors';
import { queueMail } from '../mail/outbox';
import { passwordResetMail } from '../mail/compose';
import type { MailContext } from '../mail/types';
import { inLanguage } from '../i18n/request-language';
import type { Language } from '../../src/domain/i18n';
import { hashToken, newToken } from './tokens';
import { findUserByEmail } from './users';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const RESET_PATH = '/reset-password?token=';

export interface ResetContext {
  secret: string;
  mail: MailContext;
}

/** Queues a reset mail when the account exists; returns whether a mail was queued (never tell the caller). */
export async function requestPasswordReset(db: Database, context: ResetContext, email: string, now = new Date()): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  await db.transaction((tx) => queuePasswordReset(tx, context, user, now));
  return true;
}

/** In the caller's transaction: a new reset link for the user, and its mail queued. */
export async function queuePasswordReset(
  tx: Executor,
  context: ResetContext,
  user: { id: string; email: string; fullName: string; language: Language },
  now: Date,
): Promise<void> {
  const token = newToken();
  const link = `${context.mail.publicUrl}${RESET_PATH}${encodeURIComponent(token)}`;
  await tx.insert(passwordResets).values({
    tokenHash: hashToken(token, context.secret),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  const mail = inLanguage(user.language, () => passwordResetMail(context.mail, { name: user.fullName, link }));
  await queueMail(tx, context.mail, { to: user.email, kind: 'password_reset', ...mail }, now);
}

const liveReset = (tokenHash: string, now: Date) =>
  and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));

/**
 * Sets the new password and signs the user out everywhere; a bad, used or expired token is refused before the
 * password is hashed, so a flood of made-up tokens costs one indexed read each, not a key derivation.
 */
export async function resetPassword(db: Database, secret: string, token: string, password: string, now = new Date(), hash = hashPassword): Promise<void> {
  const tokenHash = hashToken(token, secret);
  const [known] = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(liveReset(tokenHash, now)).limit(1);
  if (!known) throw new DomainError('invalid', messages.account.resetLinkInvalid);
  const passwordHash = await hash(password);
  await db.transaction(async (tx) => {
    const [reset] = await tx.update(passwordResets).set({ usedAt: now }).where(liveReset(tokenHash, now)).returning({ userId: passwordResets.userId });
    if (!reset) throw new DomainError('invalid', messages.account.resetLinkInvalid);
    await tx.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, reset.userId));
    await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
    await forgetResetLink(tx, encodeURIComponent(token));
  });
}

const LINK_WITH_TOKEN = '/reset-password\\?token=[A-Za-z0-9_%-]+';

/** Replaces the token of the reset link in the stored text and HTML of the reset mails matching `which`. */
const scrubResetLinks = (db: Executor, which: SQL | undefined, word: 'used' | 'expired' | 'sent') =>
  db
    .update(outbox)
    .set({
      body: sql`regexp_replace(${outbox.body}, ${LINK_WITH_TOKEN}, ${`${RESET_PATH}(${word})`}, 'g')`,
      html: sql`regexp_replace(${outbox.html}, ${LINK_WITH_TOKEN}, ${`${RESET_PATH}(${word})`}, 'g')`,
    })
    .where(and(eq(outbox.kind, 'password_reset'), like(outbox.body, `%${RESET_PATH}%`), which));

/** The outbox keeps a reset link only while it can still be used: once used, the token leaves the stored mail. */
const forgetResetLink = (db: Executor, tokenInLink: string) => scrubResetLinks(db, like(outbox.body, `%${RESET_PATH}${tokenInLink}%`), 'used');

/** Removes the tokens of reset links that have expired from the stored mail. */
export async function forgetExpiredResetLinks(db: Executor, now = new Date()): Promise<void> {
  await scrubResetLinks(db, lt(outbox.createdAt, new Date(now.getTime() - RESET_TOKEN_TTL_MS)), 'expired');
}

/** A reset mail handed to an SMTP server needs no live copy of its link here (the .eml fallback is the copy). */
export async function forgetDeliveredResetLink(db: Executor, mailId: number): Promise<void> {
  await scrubResetLinks(db, eq(outbox.id, mailId), 'sent');
}
