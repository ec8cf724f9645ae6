// A stopping server's mail worker sends the mail it has started on and gives back the rest of its claimed batch:
// queued again, due now, the attempt it counted taken back; the next worker sends them at once.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { outbox } from '../../server/db/schema';
import { createLogger } from '../../server/http/logger';
import { queueMail } from '../../server/mail/outbox';
import type { MailTransport, OutgoingMessage } from '../../server/mail/transport';
import { startMailWorker, type MailDelivery } from '../../server/mail/worker';
import { MAIL_CONTEXT } from './helpers/mail-fixtures';
import { openTemplatePglite } from './helpers/pglite-template';
import { TEST_SESSION_SECRET } from './helpers/secrets';

const NOW = new Date('2026-11-26T09:00:00Z');
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTemplatePglite();
});
afterAll(() => handle.close());

/** A transport that holds each send until the test lets it go. */
function heldTransport() {
  const sent: string[] = [];
  const waiting: Array<() => void> = [];
  const transport: MailTransport = {
    kind: 'files',
    send: (message: OutgoingMessage) =>
      new Promise<string>((resolve) =>
        waiting.push(() => {
          sent.push(message.to);
          resolve(`sent to ${message.to}`);
        }),
      ),
    close: () => {},
  };
  return { transport, sent, waiting };
}

const delivery = (transport: MailTransport): MailDelivery => ({
  db: handle.db,
  transport,
  from: 'ShineWorks <no-reply@shineworks.pk>',
  maxAttempts: 5,
  now: () => NOW,
  logger: createLogger('silent'),
  invoicePdf: async () => Buffer.from(''),
  sessionSecret: TEST_SESSION_SECRET,
});

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the mail worker stopping', () => {
  it('sends the mail under way, gives back the rest of its batch, and the next worker sends them at once', async () => {
    const ids: number[] = [];
    for (const to of ['first@example.pk', 'second@example.pk', 'third@example.pk']) {
      ids.push(await queueMail(handle.db, MAIL_CONTEXT, { to, kind: 'booking_confirmation', subject: 'Confirmed', text: 'See you', html: '<p>See you</p>', attachments: [] }, NOW));
    }
    const held = heldTransport();
    const worker = startMailWorker(delivery(held.transport), 60_000);
    await until(() => held.waiting.length === 1);
    const rows = async () => handle.db.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(outbox.id);
    expect((await rows()).map((row) => row.status)).toEqual(['sending', 'sending', 'sending']);

    const stopped = worker.stop();
    held.waiting.shift()?.();
    await stopped;
    expect(held.sent).toEqual(['first@example.pk']);
    expect((await rows()).map((row) => ({ to: row.to, status: row.status, attempts: row.attempts, due: row.nextAttemptAt.getTime(), claimed: row.claimedAt }))).toEqual([
      { to: 'first@example.pk', status: 'sent', attempts: 1, due: expect.any(Number), claimed: expect.any(Date) },
      { to: 'second@example.pk', status: 'queued', attempts: 0, due: NOW.getTime(), claimed: null },
      { to: 'third@example.pk', status: 'queued', attempts: 0, due: NOW.getTime(), claimed: null },
    ]);

    const next = heldTransport();
    const nextWorker = startMailWorker(delivery(next.transport), 60_000);
    await until(() => next.waiting.length === 1);
    next.waiting.shift()?.();
    await until(() => next.waiting.length === 1);
    next.waiting.shift()?.();
    await until(() => next.sent.length === 2);
    await nextWorker.stop();
    expect(next.sent).toEqual(['second@example.pk', 'third@example.pk']);
    const [third] = await handle.db.select().from(outbox).where(eq(outbox.id, ids[2]!));
    expect({ status: third?.status, attempts: third?.attempts }).toEqual({ status: 'sent', attempts: 1 });
  });
});
