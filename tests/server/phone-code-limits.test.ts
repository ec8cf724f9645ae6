// Verification codes cannot be pumped at a phone: beyond an account's 3 an hour (channels-optin.test.ts), codes to one
// number from all accounts (VERIFY_MAX_PER_NUMBER, 5 an hour) and codes asked for from one client address to any
// numbers (VERIFY_MAX_PER_IP, 20 an hour) are counted in the database, and past either the ask is refused with 429,
// Retry-After and a sentence, and nothing is sent. Concurrent asks cannot all slip under a limit.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channelMessages } from '../../src/domain/messageAreas/channels';
import { outbox } from '../../server/db/schema';
import { call, freshIp, signedInCustomer, type Answer, type SignedInCustomer } from './helpers/app';
import { CHANNEL_SETTINGS } from './helpers/channels';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();
const HOUR_MS = 60 * 60 * 1000;

interface Envelope {
  success: boolean;
  message: string;
}

/** A Pakistani mobile of its own for each account that needs one: 0322 + the test's prefix + a counter. */
let numberCounter = 0;
const newMobile = (prefix: string) => `0322${prefix}${String(++numberCounter).padStart(5, '0')}`;
const whatsappTo = (mobile: string) => `92${mobile.slice(1)}`;

describe.each(backends)('limits on verification codes across accounts, on $name', (backend) => {
  const clock = { now: new Date('2026-11-22T05:00:00Z') };
  const ctx = useApp(backend, CHANNEL_SETTINGS, { now: () => clock.now });

  /** Moves the clock to the start of a later hour, so each test counts in windows of its own. */
  const nextHour = () => {
    clock.now = new Date((Math.floor(clock.now.getTime() / HOUR_MS) + 2) * HOUR_MS);
  };
  const askCode = (who: SignedInCustomer, address: string): Promise<Answer<Envelope>> =>
    call<Envelope>(ctx.app, 'POST', '/api/auth/phone/verify/start/', { cookie: who.cookie, body: { channel: 'whatsapp' }, headers: { 'X-Forwarded-For': address } });
  const accounts = (count: number, phone: (index: number) => string) => Promise.all(Array.from({ length: count }, (_, index) => signedInCustomer(ctx.app, { phone_number: phone(index) })));
  const codesTo = async (mobile: string) =>
    (await ctx.handle.db.select({ id: outbox.id }).from(outbox).where(and(eq(outbox.kind, 'phone_verification'), eq(outbox.to, whatsappTo(mobile))))).length;
  const expectRefused = (answer: Answer<Envelope>, sentence: string) => {
    expect(answer.status).toBe(429);
    expect(answer.body.message).toBe(sentence);
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  };

  it.skipIf(backend.skipReason !== null)('sends one number 5 codes an hour whichever accounts ask, then refuses; another number still gets one', async () => {
    nextHour();
    const mobile = newMobile('10');
    const askers = await accounts(6, () => mobile);
    for (const who of askers.slice(0, 5)) expect((await askCode(who, freshIp())).status).toBe(200);
    const refused = await askCode(askers[5]!, freshIp());
    expectRefused(refused, channelMessages.channels.numberSendLimit(5));
    expect(await codesTo(mobile)).toBe(5);

    const [elsewhere] = await accounts(1, () => newMobile('11'));
    expect((await askCode(elsewhere!, freshIp())).status).toBe(200);
    // The next hour the number may have codes again.
    nextHour();
    expect((await askCode(askers[5]!, freshIp())).status).toBe(200);
    expect(await codesTo(mobile)).toBe(6);
  });

  it.skipIf(backend.skipReason !== null)('sends codes asked for from one address to 20 numbers an hour, then refuses; another address still asks', async () => {
    nextHour();
    const address = freshIp();
    const askers = await accounts(21, () => newMobile('20'));
    for (const who of askers.slice(0, 20)) expect((await askCode(who, address)).status).toBe(200);
    const last = askers[20]!;
    expectRefused(await askCode(last, address), channelMessages.channels.addressSendLimit(20));
    // The refusal sent nothing; from another address the same number gets its code.
    const lastMobile = (await call<{ data: { phone: string } }>(ctx.app, 'GET', '/api/auth/profile/', { cookie: last.cookie })).body.data.phone;
    expect(await codesTo(lastMobile)).toBe(0);
    expect((await askCode(last, freshIp())).status).toBe(200);
  });

  it.skipIf(backend.skipReason !== null)('holds both limits when the asks come all at once', async () => {
    nextHour();
    const mobile = newMobile('30');
    const sameNumber = await accounts(10, () => mobile);
    const toOneNumber = await Promise.all(sameNumber.map((who) => askCode(who, freshIp())));
    expect(toOneNumber.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    expect(await codesTo(mobile)).toBe(5);

    const address = freshIp();
    const manyNumbers = await accounts(26, () => newMobile('31'));
    const fromOneAddress = await Promise.all(manyNumbers.map((who) => askCode(who, address)));
    expect(fromOneAddress.filter((answer) => answer.status === 200)).toHaveLength(20);
    expect(fromOneAddress.filter((answer) => answer.status === 429)).toHaveLength(6);
  });
});
