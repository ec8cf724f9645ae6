// Password reset against abuse: made-up tokens cost no key derivation, requests are limited per account and per
// address, the answer does not wait for the account lookup, and the link is never stored readable.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/domain/messages';
import { auditLog, outbox } from '../../server/db/schema';
import { SECRET_MASK } from '../../server/mail/secrets';
import { mailContextOf } from '../../server/mail/types';
import { hashPassword } from '../../server/auth/passwords';
import { forgetExpiredResetLinks, requestPasswordReset, resetPassword, RESET_TOKEN_TTL_MS } from '../../server/services/password-reset';
import { call, freshIp, signedInCustomer, uniqueEmail } from './helpers/app';
import { TEST_SESSION_SECRET } from './helpers/secrets';
import { deliveredText } from './helpers/mail-fixtures';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

const SECRET = TEST_SESSION_SECRET;
const CONTEXT = { secret: SECRET, mail: mailContextOf({ publicUrl: 'http://localhost:3000', company: { name: 'ShineWorks', address: 'Karachi', phone: '+92 21 3584 1122', email: 'bookings@shineworks.pk' } }) };
const tokenIn = (body: string) => /\/reset-password\?token=([\w-]+)/.exec(body)?.[1] ?? null;

describe.each(backends)('password reset on $name', (backend) => {
  // A fixed clock at the start of an hour: the hourly limits' window never turns during the run.
  const ctx = useApp(backend, { RESET_MAX_PER_ACCOUNT: '2', RESET_MAX_PER_IP: '3' }, { now: () => new Date('2026-11-22T05:00:00Z') });

  const mailsTo = (email: string) => ctx.handle.db.select().from(outbox).where(eq(outbox.to, email));
  const forgot = (email: string, ip: string) => call(ctx.app, 'POST', '/api/auth/password/forgot/', { body: { email }, headers: { 'X-Forwarded-For': ip } });

  it.skipIf(backend.skipReason !== null)('refuses a made-up token before deriving any key from the new password', async () => {
    const derive = vi.fn(hashPassword);
    await expect(resetPassword(ctx.handle.db, SECRET, 'made-up-token', 'whatever-1', new Date(), derive)).rejects.toThrow(messages.account.resetLinkInvalid);
    expect(derive).not.toHaveBeenCalled();
  });

  it.skipIf(backend.skipReason !== null)('limits reset requests per account and per address', async () => {
    const customer = await signedInCustomer(ctx.app);
    expect((await forgot(customer.email, freshIp())).status).toBe(200);
    expect((await forgot(customer.email, freshIp())).status).toBe(200);
    const perAccount = await forgot(customer.email, freshIp());
    expect(perAccount.status).toBe(429);
    expect(Number(perAccount.headers.get('retry-after'))).toBeGreaterThan(0);

    const ip = freshIp();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await forgot(uniqueEmail('nobody'), ip)).status).toBe(200);
    expect((await forgot(uniqueEmail('nobody'), ip)).status).toBe(429);
    await vi.waitFor(async () => expect(await mailsTo(customer.email)).toHaveLength(2));
  });

  it.skipIf(backend.skipReason !== null)('never stores a reset link readable, and drops its sealed copy once used or expired', async () => {
    const customer = await signedInCustomer(ctx.app);
    expect(await requestPasswordReset(ctx.handle.db, CONTEXT, customer.email)).toBe(true);
    expect(await requestPasswordReset(ctx.handle.db, CONTEXT, customer.email)).toBe(true);
    const [mail, second] = await mailsTo(customer.email);
    const token = tokenIn(deliveredText(mail!));
    const otherToken = tokenIn(deliveredText(second!));
    expect(token).toBeTruthy();
    expect(otherToken).toBeTruthy();
    expect(JSON.stringify(mail)).not.toContain(token);
    expect(mail?.body).toContain(`/reset-password?token=${SECRET_MASK}`);
    expect(mail?.html).toContain(`/reset-password?token=${SECRET_MASK}`);

    await resetPassword(ctx.handle.db, SECRET, token ?? '', 'brand-new-pass');
    for (const after of await mailsTo(customer.email)) expect(after.secret).toBeNull();
    // The account's other live link died with the one used.
    await expect(resetPassword(ctx.handle.db, SECRET, otherToken ?? '', 'another-pass-1')).rejects.toThrow(messages.account.resetLinkInvalid);
    const [entry] = await ctx.handle.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.reset_by_link'), eq(auditLog.targetId, customer.user.id)));
    expect(entry).toMatchObject({ actorId: customer.user.id, actorRole: 'customer', after: { email: customer.email } });

    const other = await signedInCustomer(ctx.app);
    const longAgo = new Date(Date.now() - RESET_TOKEN_TTL_MS - 60_000);
    await requestPasswordReset(ctx.handle.db, CONTEXT, other.email, longAgo);
    await ctx.handle.db.update(outbox).set({ createdAt: longAgo }).where(eq(outbox.to, other.email));
    expect((await mailsTo(other.email))[0]?.secret).not.toBeNull();
    await forgetExpiredResetLinks(ctx.handle.db);
    expect((await mailsTo(other.email))[0]?.secret).toBeNull();
  });

  it.skipIf(backend.name !== 'postgres' || backend.skipReason !== null)('answers without waiting for the account lookup (same time whether or not it exists)', async () => {
    const customer = await signedInCustomer(ctx.app);
    const blocker = await backend.reopen(ctx.handle);
    try {
      // Another connection holds the users table: anything that looks the account up has to wait for it.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked: () => void = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holding = blocker.db.transaction(async (tx) => {
        await tx.execute(sql`lock table users in access exclusive mode`);
        locked();
        await held;
      });
      await isLocked;
      const answered = await Promise.race([forgot(customer.email, freshIp()).then((answer) => answer.status), vi.waitUntil(() => false, { timeout: 5_000 }).catch(() => 'waited')]);
      release();
      await holding;
      expect(answered).toBe(200);
      await vi.waitFor(async () => expect(await mailsTo(customer.email)).toHaveLength(1));
    } finally {
      await blocker.close();
    }
  });
});
