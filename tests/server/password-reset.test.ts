// Password reset against abuse: made-up tokens cost no key derivation, requests are limited per account and per
// address, the answer does not wait for the account lookup, an address without an account costs the server the
// same work as one with, and the link is never stored readable.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/domain/messages';
import { auditLog, outbox, passwordResets } from '../../server/db/schema';
import { SECRET_MASK } from '../../server/mail/secrets';
import { mailContextOf } from '../../server/mail/types';
import { hashPassword } from '../../server/auth/passwords';
import { forgetExpiredResetLinks, resetPassword, RESET_TOKEN_TTL_MS } from '../../server/services/password-reset';
import { evenPasswordResets } from '../../server/services/password-reset-request';
import { call, freshIp, signedInCustomer, uniqueEmail } from './helpers/app';
import { TEST_SESSION_SECRET } from './helpers/secrets';
import { deliveredText } from './helpers/mail-fixtures';
import { recordStatements } from './helpers/statements';
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
    expect(await evenPasswordResets(ctx.handle.db, CONTEXT)(customer.email, new Date())).toBe(true);
    expect(await evenPasswordResets(ctx.handle.db, CONTEXT)(customer.email, new Date())).toBe(true);
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
    await evenPasswordResets(ctx.handle.db, CONTEXT)(other.email, longAgo);
    await ctx.handle.db.update(outbox).set({ createdAt: longAgo }).where(eq(outbox.to, other.email));
    expect((await mailsTo(other.email))[0]?.secret).not.toBeNull();
    await forgetExpiredResetLinks(ctx.handle.db);
    expect((await mailsTo(other.email))[0]?.secret).toBeNull();
  });

  it.skipIf(backend.skipReason !== null)('runs the same statements for an address with an account and one without, none of them about the account before the answer', async () => {
    const customer = await signedInCustomer(ctx.app);
    /** The statements before the answer, and all of them once the work after it has ended its transaction. */
    // The workshop profile's timed refresh (every two seconds) may land in either request: it is no one's account.
    const aboutAccounts = (statements: string[]) => statements.filter((statement) => !statement.includes('from "workshop_profile"'));
    const statementsFor = async (email: string) => {
      const recording = recordStatements(ctx.handle.db);
      try {
        const answer = await ctx.app.request('/api/auth/password/forgot/', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', 'X-Forwarded-For': freshIp() },
          body: JSON.stringify({ email }),
        });
        const beforeAnswer = aboutAccounts(recording.statements);
        expect(answer.status).toBe(200);
        await vi.waitFor(() => expect(recording.statements.at(-1)).toMatch(/^(commit|rollback)$/));
        return { beforeAnswer, all: aboutAccounts(recording.statements) };
      } finally {
        recording.stop();
      }
    };
    // The first address without an account also reads, once, the account its rolled-back rows point at.
    await statementsFor(uniqueEmail('nobody'));
    const resetsBefore = await ctx.handle.db.$count(passwordResets);

    const known = await statementsFor(customer.email);
    const nobody = uniqueEmail('nobody');
    const unknown = await statementsFor(nobody);

    expect(unknown.beforeAnswer).toEqual(known.beforeAnswer);
    expect(known.beforeAnswer.join('\n')).not.toMatch(/"users"|"password_resets"|"outbox"/);
    expect(known.all.at(-1)).toBe('commit');
    expect(unknown.all.at(-1)).toBe('rollback');
    expect(unknown.all.slice(0, -1)).toEqual(known.all.slice(0, -1));
    expect(known.all.join('\n')).toMatch(/insert into "password_resets".*\n.*insert into "outbox"/);
    // Nothing of the stand-in's work is kept.
    expect(await mailsTo(nobody)).toEqual([]);
    expect(await ctx.handle.db.$count(passwordResets)).toBe(resetsBefore + 1);
    expect(await mailsTo(customer.email)).toHaveLength(1);
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
