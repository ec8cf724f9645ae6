// Switching booking messages on: a 6-digit code sent to the profile's phone over the chosen channel proves the number
// is the customer's. The code is stored only as an HMAC (keyed by SESSION_SECRET) and travels masked through the
// outbox; valid VERIFY_CODE_MINUTES, VERIFY_MAX_TRIES wrong tries, VERIFY_SENDS_PER_HOUR sends an hour,
// VERIFY_RESEND_SECONDS between sends. Each step locks the account's row, so two tabs cannot both send or both try.
// Across accounts, codes to one number and codes asked for from one client address are counted too (the database's
// rate-limit counters, counted and read in one statement), so many accounts cannot pump codes at one phone.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  VERIFY_CODE_LENGTH,
  VERIFY_CODE_MINUTES,
  VERIFY_MAX_TRIES,
  VERIFY_RESEND_SECONDS,
  VERIFY_SENDS_PER_HOUR,
  type PhoneChannel,
} from '../../src/domain/channels';
import { queueChannelMessage } from '../channels/queue';
import { fillTemplate } from '../channels/templates';
import type { RateLimit } from '../config';
import type { Database, Executor } from '../db/client';
import { phoneVerifications, users } from '../db/schema';
import type { MailContext } from '../mail/types';
import { hitAll, unhitAll, type Counter } from './rate-limit';

const HOUR_MS = 60 * 60 * 1000;

export type StartOutcome =
  | { outcome: 'sent' }
  | { outcome: 'not_offered' }
  | { outcome: 'no_mobile' }
  | { outcome: 'wait'; retryAfterSeconds: number }
  | { outcome: 'send_limit'; retryAfterSeconds: number }
  | { outcome: 'number_limit'; retryAfterSeconds: number; max: number }
  | { outcome: 'address_limit'; retryAfterSeconds: number; max: number };

export type ConfirmOutcome = { outcome: 'on' } | { outcome: 'not_offered' } | { outcome: 'no_code' } | { outcome: 'expired' } | { outcome: 'tries_used' } | { outcome: 'wrong' };

export interface VerificationContext {
  sessionSecret: string;
  mail: MailContext;
  now: Date;
}

/** Who asks for a code beyond the account, and how many codes a number and an address may have an hour. */
export interface SendLimits {
  clientIp: string;
  perNumber: RateLimit;
  perIp: RateLimit;
}

/** A Pakistani mobile in its stored form: WhatsApp and SMS reach mobiles only, never a landline. */
const isMobileKey = (phoneKey: string | null): phoneKey is string => phoneKey !== null && /^\+923\d{9}$/.test(phoneKey);

const codeHash = (sessionSecret: string, verificationOwner: string, code: string) =>
  createHmac('sha256', sessionSecret).update(`phone verification:${verificationOwner}:${code}`).digest('base64url');

const newCode = () => String(randomInt(0, 10 ** VERIFY_CODE_LENGTH)).padStart(VERIFY_CODE_LENGTH, '0');

async function lockedAccount(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ id: users.id, phoneKey: users.phoneKey, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) throw new Error(`Account ${userId} vanished.`);
  return row;
}

const secondsUntil = (instant: Date, now: Date) => Math.max(1, Math.ceil((instant.getTime() - now.getTime()) / 1000));

/**
 * Counts this send on the number's and the address's counters; the refusal when either is over, its count given back
 * (a refused ask sends nothing, so it does not count).
 */
async function countSend(tx: Executor, phoneKey: string, limits: SendLimits, now: Date): Promise<StartOutcome | null> {
  const counters: Counter[] = [
    { key: `verify:number:${phoneKey}`, limit: limits.perNumber },
    { key: `verify:ip:${limits.clientIp}`, limit: limits.perIp },
  ];
  const [number, address] = await hitAll(tx, counters, now);
  if (!number?.over && !address?.over) return null;
  await unhitAll(tx, counters, now);
  if (number?.over) return { outcome: 'number_limit', retryAfterSeconds: number.retryAfterSeconds, max: limits.perNumber.max };
  return { outcome: 'address_limit', retryAfterSeconds: address?.retryAfterSeconds ?? limits.perIp.windowSeconds, max: limits.perIp.max };
}

/** Sends a new code to the profile's phone over `channel` (queued in the outbox, in the account's language). */
export async function startPhoneVerification(db: Database, userId: string, channel: PhoneChannel, context: VerificationContext & { limits: SendLimits }): Promise<StartOutcome> {
  if (!(context.mail.phoneChannels ?? []).includes(channel)) return { outcome: 'not_offered' };
  const { now } = context;
  return db.transaction(async (tx) => {
    const account = await lockedAccount(tx, userId);
    if (!isMobileKey(account.phoneKey)) return { outcome: 'no_mobile' };
    const lastHour = await tx
      .select({ createdAt: phoneVerifications.createdAt })
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.userId, userId), gt(phoneVerifications.createdAt, new Date(now.getTime() - HOUR_MS))))
      .orderBy(desc(phoneVerifications.createdAt));
    const latest = lastHour[0];
    if (latest && now.getTime() - latest.createdAt.getTime() < VERIFY_RESEND_SECONDS * 1000) {
      return { outcome: 'wait', retryAfterSeconds: secondsUntil(new Date(latest.createdAt.getTime() + VERIFY_RESEND_SECONDS * 1000), now) };
    }
    const oldest = lastHour[lastHour.length - 1];
    if (lastHour.length >= VERIFY_SENDS_PER_HOUR && oldest) {
      return { outcome: 'send_limit', retryAfterSeconds: secondsUntil(new Date(oldest.createdAt.getTime() + HOUR_MS), now) };
    }
    const refused = await countSend(tx, account.phoneKey, context.limits, now);
    if (refused) return refused;
    const code = newCode();
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + VERIFY_CODE_MINUTES * 60 * 1000);
    await tx.insert(phoneVerifications).values({ id, userId, channel, phoneKey: account.phoneKey, codeHash: codeHash(context.sessionSecret, id, code), createdAt: now, expiresAt });
    const language = account.language;
    await queueChannelMessage(
      tx,
      context.mail,
      {
        channel,
        phoneKey: account.phoneKey,
        kind: 'phone_verification',
        payload: { type: 'template', name: 'phone_verification', language, parameters: [code], buttons: [] },
        text: fillTemplate('phone_verification', language, [code]),
        customerId: userId,
        secret: { value: code, sessionSecret: context.sessionSecret },
      },
      now,
    );
    return { outcome: 'sent' };
  });
}

/** Checks `code` against the latest code sent over `channel` to the profile's phone; right, it switches the channel on. */
export async function confirmPhoneVerification(db: Database, userId: string, channel: PhoneChannel, code: string, context: Omit<VerificationContext, 'mail'> & { offered: readonly PhoneChannel[] }): Promise<ConfirmOutcome> {
  if (!context.offered.includes(channel)) return { outcome: 'not_offered' };
  const { now } = context;
  return db.transaction(async (tx) => {
    const account = await lockedAccount(tx, userId);
    const [latest] = await tx
      .select()
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.userId, userId), eq(phoneVerifications.channel, channel), isNull(phoneVerifications.usedAt)))
      .orderBy(desc(phoneVerifications.createdAt))
      .limit(1);
    // A code sent to a number the profile no longer has proves nothing about the new one.
    if (!latest || latest.phoneKey !== account.phoneKey) return { outcome: 'no_code' };
    if (latest.expiresAt.getTime() <= now.getTime()) return { outcome: 'expired' };
    if (latest.tries >= VERIFY_MAX_TRIES) return { outcome: 'tries_used' };
    const expected = Buffer.from(latest.codeHash);
    const given = Buffer.from(codeHash(context.sessionSecret, latest.id, code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const tries = latest.tries + 1;
      await tx.update(phoneVerifications).set({ tries }).where(eq(phoneVerifications.id, latest.id));
      return { outcome: tries >= VERIFY_MAX_TRIES ? 'tries_used' : 'wrong' };
    }
    await tx.update(phoneVerifications).set({ usedAt: now }).where(eq(phoneVerifications.id, latest.id));
    await tx.update(users).set({ phoneChannel: channel, phoneVerifiedAt: now }).where(eq(users.id, userId));
    return { outcome: 'on' };
  });
}
