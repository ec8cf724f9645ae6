// A staff account must not take over the owner's account by reading the owner's reset link in the outbox: the link
// is masked for every reader (the ops API the console and the CLI use), reading a mail is recorded in the audit log,
// and the link reaches only the mailbox it was sent to.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { OpsMail, OpsMailDetail } from '../../src/domain/types';
import { auditLog, outbox } from '../../server/db/schema';
import { SECRET_MASK } from '../../server/mail/secrets';
import { call, freshIp } from './helpers/app';
import { deliveredText } from './helpers/mail-fixtures';
import { signedInStaff, staffAccount } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';
import type { Ok } from './helpers/envelopes';

const backends = await suiteBackends();

describe.each(backends)('secrets in the outbox on $name', (backend) => {
  const ctx = useApp(backend);

  it.skipIf(backend.skipReason !== null)("a staff account reads the owner's reset mail with its link masked, and the read is recorded", async () => {
    const owner = await staffAccount(ctx.handle.db, 'admin', { name: 'Owner' });
    const desk = await signedInStaff(ctx.app, ctx.handle.db, 'staff');
    const forgot = await call(ctx.app, 'POST', '/api/auth/password/forgot/', { body: { email: owner.email }, headers: { 'X-Forwarded-For': freshIp() } });
    expect(forgot.status).toBe(200);
    const stored = await vi.waitFor(async () => {
      const [row] = await ctx.handle.db.select().from(outbox).where(and(eq(outbox.to, owner.email), eq(outbox.kind, 'password_reset')));
      if (!row) throw new Error('the reset mail is not queued yet');
      return row;
    });
    const token = /\/reset-password\?token=([\w-]+)/.exec(deliveredText(stored))?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);

    const list = await call<Ok<OpsMail[]>>(ctx.app, 'GET', `/api/ops/mail?to=${encodeURIComponent(owner.email)}`, { cookie: desk.cookie });
    expect(list.status).toBe(200);
    const listed = list.body.data.find((mail) => mail.id === stored.id);
    expect(listed).toBeDefined();
    const shown = await call<Ok<OpsMailDetail>>(ctx.app, 'GET', `/api/ops/mail/${stored.id}`, { cookie: desk.cookie });
    expect(shown.status).toBe(200);
    expect(shown.text).not.toContain(token);
    expect(shown.body.data.text).toContain(`/reset-password?token=${SECRET_MASK}`);
    expect(shown.body.data.html).toContain(`/reset-password?token=${SECRET_MASK}`);

    // The masked link resets nothing.
    const guessed = await call(ctx.app, 'POST', '/api/auth/password/reset/', { body: { token: SECRET_MASK, password: 'taken-over-1' } });
    expect(guessed.status).toBe(400);

    const [read] = await ctx.handle.db.select().from(auditLog).where(and(eq(auditLog.action, 'mail.read'), eq(auditLog.targetId, String(stored.id))));
    expect(read).toMatchObject({ actorId: desk.id, actorRole: 'staff', after: { kind: 'password_reset', to: owner.email } });
    const log = await call<Ok<Array<{ action: string; summary: string }>>>(ctx.app, 'GET', '/api/ops/audit', { cookie: desk.cookie });
    expect(JSON.stringify(log.body)).not.toContain(token);
  });
});
