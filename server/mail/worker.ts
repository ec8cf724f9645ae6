// Delivers the outbox (decision 011): claims due rows with FOR UPDATE SKIP LOCKED, so several instances on one
// PostgreSQL never take the same mail; a claim is a lease, so a mail left `sending` by a crash is taken again once
// the lease ends; a refusal is retried with exponential backoff until MAIL_MAX_ATTEMPTS, then the mail is `failed`.
import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../src/domain/i18n';
import { deliverChannelRow, type ChannelSet } from '../channels/deliver';
import type { Database } from '../db/client';
import { outbox, type MailAttachment, type OutboxRow } from '../db/schema';
import type { Logger } from '../http/logger';
import { releaseClaims } from './release-claims';
import { openSecret, revealSecret, SECRET_MAIL_KINDS } from './secrets';
import type { MailTransport, OutgoingMessage } from './transport';

/** How long a claim holds a mail: longer than the slowest send the transport allows (its timeouts are 15–30 s). */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;
const FIRST_RETRY_MS = 30 * 1000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;
const BATCH = 10;
const ERROR_TEXT_MAX = 500;

/** 30 s, 1 min, 2 min, … at most an hour, after the given number of attempts. */
export const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

export interface MailDelivery {
  db: Database;
  transport: MailTransport;
  from: string;
  maxAttempts: number;
  now: () => Date;
  logger: Logger;
  /** Rebuilds an invoice's PDF for a mail that carries it, in the language of the mail. */
  invoicePdf: (invoiceId: string, language: Language) => Promise<Buffer>;
  /** Opens the secrets mails carry (server/mail/secrets.ts): SESSION_SECRET. */
  sessionSecret: string;
  /** The WhatsApp and SMS senders set up on this server; a row for one that is not fails with the reason. */
  channels?: ChannelSet;
}

export interface DeliveryCount {
  sent: number;
  retrying: number;
  failed: number;
}

const dueNow = (now: Date) => and(inArray(outbox.status, ['queued', 'sending']), lte(outbox.nextAttemptAt, now));

/** Takes up to a batch of due mail for this instance: each row is leased, its attempt counted, in one statement. */
export async function claimDueMail(db: Database, now: Date, limit = BATCH): Promise<OutboxRow[]> {
  const due = db.select({ id: outbox.id }).from(outbox).where(dueNow(now)).orderBy(asc(outbox.nextAttemptAt), asc(outbox.id)).limit(limit).for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, claimedAt: now, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(inArray(outbox.id, due))
    .returning();
}

async function attachmentsOf(row: OutboxRow, delivery: MailDelivery): Promise<OutgoingMessage['attachments']> {
  return Promise.all(
    row.attachments.map(async (attachment: MailAttachment) =>
      'invoicePdf' in attachment
        ? { filename: attachment.filename, contentType: attachment.contentType, content: await delivery.invoicePdf(attachment.invoicePdf, attachment.language ?? DEFAULT_LANGUAGE) }
        : { filename: attachment.filename, contentType: attachment.contentType, content: attachment.content },
    ),
  );
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, ERROR_TEXT_MAX);

/** The mail's parts as they leave: its secret put back in place of the mask; null when its secret is gone. */
function deliveredParts(row: OutboxRow, sessionSecret: string): { subject: string; text: string; html: string } | null {
  const stored = { subject: row.subject, text: row.body, html: row.html };
  if (row.secret === null) return SECRET_MAIL_KINDS.includes(row.kind) ? null : stored;
  const secret = openSecret(row.secret, sessionSecret);
  return secret === null ? null : revealSecret(stored, secret);
}

/** A mail whose secret was used, expired or cannot be opened is not sent with a mask where its link should be. */
async function withdraw(row: OutboxRow, delivery: MailDelivery, stillOurs: SQL | undefined): Promise<'failed'> {
  await delivery.db.update(outbox).set({ status: 'failed', secret: null, lastError: SECRET_GONE }).where(stillOurs);
  delivery.logger.error('mail withdrawn', { mail_id: row.id, kind: row.kind, error: SECRET_GONE });
  return 'failed';
}

const SECRET_GONE = 'Not sent: the link it carries was used, expired or cannot be read before it could be delivered.';

/** Sends one claimed mail (or WhatsApp/SMS message, server/channels/deliver.ts) and records the outcome; only a row still claimed by this attempt is updated. */
async function deliverOne(row: OutboxRow, delivery: MailDelivery): Promise<keyof DeliveryCount> {
  const stillOurs = and(eq(outbox.id, row.id), eq(outbox.status, 'sending'), eq(outbox.attempts, row.attempts));
  if (row.channel !== 'email') return deliverChannelRow(row, { ...delivery, channels: delivery.channels ?? {}, retryDelayMs }, stillOurs);
  const parts = deliveredParts(row, delivery.sessionSecret);
  if (parts === null) return withdraw(row, delivery, stillOurs);
  let where: string;
  try {
    where = await delivery.transport.send({
      id: row.id,
      kind: row.kind,
      from: delivery.from,
      to: row.to,
      replyTo: row.replyTo,
      ...parts,
      messageId: row.messageId,
      attachments: await attachmentsOf(row, delivery),
    });
  } catch (error) {
    const gaveUp = row.attempts >= delivery.maxAttempts;
    const now = delivery.now();
    await delivery.db
      .update(outbox)
      .set(gaveUp ? { status: 'failed', lastError: errorText(error) } : { status: 'queued', lastError: errorText(error), nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) })
      .where(stillOurs);
    delivery.logger.error(gaveUp ? 'mail failed' : 'mail delivery will be retried', { mail_id: row.id, kind: row.kind, attempts: row.attempts, error: errorText(error) });
    return gaveUp ? 'failed' : 'retrying';
  }
  // Delivered: the receiver (or the .eml file) holds the secret now, so no copy of it stays here.
  await delivery.db.update(outbox).set({ status: 'sent', sentAt: delivery.now(), lastError: null, secret: null }).where(stillOurs);
  delivery.logger.info('mail delivered', { mail_id: row.id, kind: row.kind, transport: delivery.transport.kind, ...(delivery.transport.kind === 'files' ? { file: where } : {}) });
  return 'sent';
}

/**
 * Delivers everything due now, batch after batch, and counts the outcomes. Once `stopping()` says so, the rest of
 * the batch is given back (server/mail/release-claims.ts) instead of sent.
 */
export async function deliverDueMail(delivery: MailDelivery, stopping: () => boolean = () => false): Promise<DeliveryCount> {
  const count: DeliveryCount = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const now = delivery.now();
    // A plain read first: an idle poll writes nothing (on the embedded database a write would end remembered reads).
    const [anyDue] = await delivery.db.select({ id: outbox.id }).from(outbox).where(dueNow(now)).limit(1);
    if (!anyDue) return count;
    const claimed = await claimDueMail(delivery.db, now);
    if (claimed.length === 0) return count;
    for (const [index, row] of claimed.entries()) {
      if (stopping()) {
        await releaseClaims(delivery.db, claimed.slice(index), delivery.now());
        return count;
      }
      count[await deliverOne(row, delivery)] += 1;
    }
    if (stopping()) return count;
  }
}

export interface MailWorker {
  /** Stops polling, waits for the mail being sent and gives back the rest of its batch. */
  stop(): Promise<void>;
}

/**
 * Polls every `everyMs` (an idle poll is one indexed read), one delivery run at a time: mail queued by a committed
 * change leaves within about a second, whichever instance wrote it.
 */
export function startMailWorker(delivery: MailDelivery, everyMs = 1_000): MailWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDueMail(delivery, () => stopped)
      .then(() => undefined)
      .catch((error: unknown) => delivery.logger.error('mail delivery run failed', { error: errorText(error) }))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      delivery.transport.close();
    },
  };
}
