// Forgot password: a one-hour single-use token, stored hashed, mailed as a link through the outbox (where the link's
// token is kept sealed and masked: server/mail/secrets.ts).
import { and, eq, gt, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
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
import { recordAudit } from './audit';
import { passwordResetByLink } from './audit-records';
import { hashToken, newToken } from './tokens';
import { accountEmail } from './accounts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const RESET_PATH = '/reset-password?token=';

export interface ResetContext {
  secret: string;
  mail: MailContext;
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
  await queueMail(tx, context.mail, { to: user.email, kind: 'password_reset', ...mail, secret: { value: token, sessionSecret: context.secret } }, now);
}

const liveReset = (tokenHash: string, now: Date) =>
  and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));

/**
 * Sets the new password and signs the user out everywhere; a bad, used or expired token is refused before the
 * password is hashed, so a flood of made-up tokens costs one indexed read each, not a key derivation. Every other
 * live link of the account dies with it, and the reset is recorded in the audit log.
 */
export async function resetPassword(db: Database, secret: string, token: string, password: string, now = new Date(), hash = hashPassword): Promise<void> {
  const tokenHash = hashToken(token, secret);
  const [known] = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(liveReset(tokenHash, now)).limit(1);
  if (!known) throw new DomainError('invalid', messages.account.resetLinkInvalid);
  const passwordHash = await hash(password);
  await db.transaction(async (tx) => {
    const [reset] = await tx.update(passwordResets).set({ usedAt: now }).where(liveReset(tokenHash, now)).returning({ userId: passwordResets.userId });
    if (!reset) throw new DomainError('invalid', messages.account.resetLinkInvalid);
    await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(users.id, reset.userId))
      .returning({ id: users.id, email: accountEmail, fullName: users.fullName, role: users.role });
    await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
    if (!user) return;
    await forgetResetSecrets(tx, eq(outbox.to, user.email));
    await recordAudit(tx, { id: user.id, name: user.fullName, role: user.role }, passwordResetByLink(user), now);
  });
}

/** Drops the sealed links of the reset mails matching `which`: from then on no copy of them is left here. */
const forgetResetSecrets = (db: Executor, which: SQL) =>
  db.update(outbox).set({ secret: null }).where(and(eq(outbox.kind, 'password_reset'), isNotNull(outbox.secret), which));

/** Drops the sealed links of reset mails older than a link lives (housekeeping, every few minutes). */
export async function forgetExpiredResetLinks(db: Executor, now = new Date()): Promise<void> {
  await forgetResetSecrets(db, lt(outbox.createdAt, new Date(now.getTime() - RESET_TOKEN_TTL_MS)));
}
