// The outbox is a real queue: mail reaches a real SMTP server once, a refusing server is retried with backoff until
// it recovers (or the mail is marked failed), a crash between claim and send delivers once afterwards, a rolled-back
// change sends nothing, two instances on PostgreSQL deliver each mail once, and without SMTP mail becomes .eml files.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../server/db/client';
import { outbox } from '../../server/db/schema';
import { createLogger } from '../../server/http/logger';
import { queueMail, type QueuedMail } from '../../server/mail/outbox';
import { fileTransport, smtpTransport, type MailTransport } from '../../server/mail/transport';
import { mailContextOf } from '../../server/mail/types';
import { claimDueMail, CLAIM_LEASE_MS, deliverDueMail, retryDelayMs, type MailDelivery } from '../../server/mail/worker';
import { tempDir } from './helpers/app';
import { TEST_SESSION_SECRET } from './helpers/secrets';
import { SECRET_MASK } from '../../server/mail/secrets';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink';
import { suiteBackends } from './helpers/suite';

const backends = await suiteBackends();
const context = mailContextOf({
  publicUrl: 'http://localhost:3000',
  company: { name: 'ShineWorks Car Detailing', address: 'Plot 14-C, DHA, Karachi', phone: '+92 21 3584 1122', email: 'bookings@shineworks.pk' },
});
const START = new Date('2026-11-22T05:00:00Z');
const PDF = Buffer.from('%PDF-1.4 invoice');
const TOKEN = 'Zk3q9v_Lr2-8xWm4Yt7aBc1dEf5gHi0jKl6nOp2qRs4';
const LINK = `https://book.shineworks.pk/reset-password?token=${TOKEN}`;
const MASKED_LINK = `https://book.shineworks.pk/reset-password?token=${SECRET_MASK}`;

let unique = 0;
const mail = (overrides: Partial<QueuedMail> = {}): QueuedMail => ({
  to: `customer.${++unique}@example.pk`,
  kind: 'booking_confirmation',
  subject: `Your booking is confirmed (${unique})`,
  text: 'See you on Friday at 10:00.',
  html: '<p>See you on <b>Friday</b> at 10:00.</p>',
  attachments: [{ filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n' }],
  ...overrides,
});

describe.each(backends)('mail delivery on $name', (backend) => {
  let sink: SmtpSink;
  let db: Database;
  let handle: DatabaseHandle;
  let clock = START;
  const transports: MailTransport[] = [];

  const delivery = (overrides: Partial<MailDelivery> = {}): MailDelivery => {
    const transport = overrides.transport ?? smtpTransport(sink.url);
    transports.push(transport);
    return { db, transport, from: 'ShineWorks <no-reply@shineworks.pk>', maxAttempts: 3, now: () => clock, logger: createLogger('silent'), invoicePdf: async () => PDF, sessionSecret: TEST_SESSION_SECRET, ...overrides };
  };
  const rowOf = async (id: number) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0];
  const receivedBy = (to: string) => sink.received.filter((message) => message.to && !Array.isArray(message.to) && message.to.text === to);

  beforeAll(async () => {
    if (backend.skipReason !== null) return;
    sink = await startSmtpSink();
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(async () => {
    if (backend.skipReason !== null) return;
    for (const transport of transports) transport.close();
    await sink.close();
    await handle.close();
  });

  it.skipIf(backend.skipReason !== null)('delivers a queued mail with both parts, its attachments and its Message-ID', async () => {
    clock = START;
    const queued = mail({ kind: 'payment_received', attachments: [...mail().attachments, { filename: 'invoice-1.pdf', contentType: 'application/pdf', invoicePdf: 'invoice-1' }] });
    const id = await queueMail(db, context, queued, clock);
    expect(await deliverDueMail(delivery())).toEqual({ sent: 1, retrying: 0, failed: 0 });

    const [received] = receivedBy(queued.to);
    const row = await rowOf(id);
    expect(received?.subject).toBe(queued.subject);
    expect(received?.text?.trim()).toBe(queued.text);
    expect(received?.html).toContain('<b>Friday</b>');
    expect(received?.messageId).toBe(row?.messageId);
    expect(received?.attachments.map((attachment) => attachment.contentType)).toEqual(['text/calendar', 'application/pdf']);
    expect(received?.attachments[1]?.content.equals(PDF)).toBe(true);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt?.getTime()).toBe(clock.getTime());
  });

  it.skipIf(backend.skipReason !== null)('retries a refusing server with growing waits and delivers once when it recovers', async () => {
    clock = new Date(START.getTime() + 60_000);
    const queued = mail();
    const id = await queueMail(db, context, queued, clock);
    sink.refuseNext(2);

    expect(await deliverDueMail(delivery())).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 1, nextAttemptAt: new Date(clock.getTime() + retryDelayMs(1)) });
    expect((await rowOf(id))?.lastError).toContain('Mailbox busy');
    // Not due yet: nothing is tried before the wait is over.
    expect(await deliverDueMail(delivery())).toEqual({ sent: 0, retrying: 0, failed: 0 });

    clock = new Date(clock.getTime() + retryDelayMs(1));
    expect(await deliverDueMail(delivery())).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect((await rowOf(id))?.nextAttemptAt.getTime()).toBe(clock.getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    clock = new Date(clock.getTime() + retryDelayMs(2));
    expect(await deliverDueMail(delivery())).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(receivedBy(queued.to)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it.skipIf(backend.skipReason !== null)('gives up after the configured number of attempts and keeps the last error', async () => {
    clock = new Date(START.getTime() + 3_600_000);
    const id = await queueMail(db, context, mail(), clock);
    sink.refuseNext(3);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await deliverDueMail(delivery());
      clock = new Date(clock.getTime() + retryDelayMs(attempt));
    }
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await rowOf(id))?.lastError).toContain('Mailbox busy');
    expect(await deliverDueMail(delivery())).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it.skipIf(backend.skipReason !== null)('delivers once, after the lease, a mail whose sender crashed between claim and send', async () => {
    clock = new Date(START.getTime() + 2 * 3_600_000);
    const queued = mail();
    const id = await queueMail(db, context, queued, clock);
    // An instance claims the mail and dies before sending it.
    expect((await claimDueMail(db, clock)).map((row) => row.id)).toContain(id);
    expect(await rowOf(id)).toMatchObject({ status: 'sending', attempts: 1 });

    expect(await deliverDueMail(delivery())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock = new Date(clock.getTime() + CLAIM_LEASE_MS);
    expect(await deliverDueMail(delivery())).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await deliverDueMail(delivery())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(receivedBy(queued.to)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it.skipIf(backend.skipReason !== null)('sends nothing for a change that rolled back', async () => {
    clock = new Date(START.getTime() + 3 * 3_600_000);
    const queued = mail();
    await expect(
      db.transaction(async (tx) => {
        await queueMail(tx, context, queued, clock);
        throw new Error('the booking failed after its mail was written');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await db.select().from(outbox).where(eq(outbox.to, queued.to))).toHaveLength(0);
    await deliverDueMail(delivery());
    expect(receivedBy(queued.to)).toHaveLength(0);
  });

  it.skipIf(backend.skipReason !== null)('writes .eml files under the mail directory when no SMTP server is configured', async () => {
    clock = new Date(START.getTime() + 4 * 3_600_000);
    const directory = path.join(tempDir('mail'), 'mail');
    const queued = mail({ kind: 'password_reset', subject: 'Reset your password', text: `Open ${LINK}`, html: `<a href="${LINK}">Reset</a>`, secret: { value: TOKEN, sessionSecret: TEST_SESSION_SECRET } });
    const id = await queueMail(db, context, queued, clock);
    expect(await deliverDueMail(delivery({ transport: fileTransport(directory) }))).toMatchObject({ sent: 1 });
    expect(readdirSync(directory)).toEqual([`${id}-password_reset.eml`]);
    const file = path.join(directory, `${id}-password_reset.eml`);
    const parsed = await simpleParser(readFileSync(file));
    expect(parsed.subject).toBe('Reset your password');
    expect(parsed.text).toContain(LINK);
    expect(parsed.messageId).toBe((await rowOf(id))?.messageId);
    // The file holds a live link: only the server's user may read it, or list the folder.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(directory).mode & 0o777).toBe(0o700);
  });

  it.skipIf(backend.skipReason !== null)('stores a secret masked and sealed, delivers it in place, and keeps no copy once sent', async () => {
    clock = new Date(START.getTime() + 6 * 3_600_000);
    const queued = mail({ kind: 'password_reset', subject: 'Reset your password', text: `Open ${LINK} within the hour.`, html: `<a href="${LINK}">${LINK}</a>`, secret: { value: TOKEN, sessionSecret: TEST_SESSION_SECRET } });
    const id = await queueMail(db, context, queued, clock);
    const stored = await rowOf(id);
    expect(JSON.stringify(stored)).not.toContain(TOKEN);
    expect(stored?.body).toBe(`Open ${MASKED_LINK} within the hour.`);
    expect(stored?.html).toBe(`<a href="${MASKED_LINK}">${MASKED_LINK}</a>`);
    expect(stored?.secret).toBeTruthy();

    expect(await deliverDueMail(delivery())).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [received] = receivedBy(queued.to);
    expect(received?.text).toContain(LINK);
    expect(received?.html).toContain(`href="${LINK}"`);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', secret: null });
  });

  it.skipIf(backend.skipReason !== null)('withdraws a reset mail whose link is gone instead of sending the mask', async () => {
    clock = new Date(START.getTime() + 7 * 3_600_000);
    const queued = mail({ kind: 'password_reset', text: `Open ${LINK}`, secret: { value: TOKEN, sessionSecret: TEST_SESSION_SECRET } });
    const id = await queueMail(db, context, queued, clock);
    await db.update(outbox).set({ secret: null }).where(eq(outbox.id, id));
    const sealedElsewhere = mail({ kind: 'password_reset', text: `Open ${LINK}`, secret: { value: TOKEN, sessionSecret: 'another-session-secret-0123456789' } });
    const otherId = await queueMail(db, context, sealedElsewhere, clock);
    expect(await deliverDueMail(delivery())).toEqual({ sent: 0, retrying: 0, failed: 2 });
    expect(receivedBy(queued.to)).toHaveLength(0);
    expect(receivedBy(sealedElsewhere.to)).toHaveLength(0);
    for (const row of [await rowOf(id), await rowOf(otherId)]) expect(row).toMatchObject({ status: 'failed', secret: null, lastError: expect.stringContaining('Not sent') });
  });

  it.skipIf(backend.name !== 'postgres' || backend.skipReason !== null)('delivers each mail once when two instances deliver at the same time', async () => {
    clock = new Date(START.getTime() + 5 * 3_600_000);
    const second = await backend.reopen(handle);
    try {
      const queued = Array.from({ length: 30 }, () => mail({ kind: 'booking_reminder' }));
      for (const one of queued) await queueMail(db, context, one, clock);
      const [first, other] = await Promise.all([deliverDueMail(delivery()), deliverDueMail(delivery({ db: second.db }))]);
      expect(first.sent + other.sent).toBe(30);
      for (const one of queued) expect(receivedBy(one.to)).toHaveLength(1);
      const ids = sink.received.map((message) => message.messageId);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await second.close();
    }
  });
});
