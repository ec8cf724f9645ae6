// Failed sign-ins: counted in one statement before the password is checked (concurrent guesses cannot all slip under
// the limit), per account and address, per address, and per account from all addresses — without ever refusing the
// owner's right password from an address that has not failed.
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { call, freshIp, signedInCustomer } from './helpers/app';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

// A fixed clock at the start of a 15-minute window: a run never straddles two windows.
const NOW = new Date('2026-11-22T05:30:00Z');
const LIMITS = { LOGIN_MAX_PER_ACCOUNT: '10', LOGIN_MAX_PER_IP: '1000', LOGIN_MAX_PER_ACCOUNT_ALL_ADDRESSES: '20' };

describe.each(backends)('login limits on $name', (backend) => {
  const ctx = useApp(backend, LIMITS, { now: () => NOW });

  const login = (email: string, password: string, ip: string) =>
    call<{ message: string }>(ctx.app, 'POST', '/api/auth/customer/login/', { body: { email, password }, headers: { 'X-Forwarded-For': ip } });

  it.skipIf(backend.skipReason !== null)('checks at most the limit of concurrent wrong passwords from one address', async () => {
    const owner = await signedInCustomer(ctx.app);
    const attacker = freshIp();
    const answers = await Promise.all(Array.from({ length: 30 }, () => login(owner.email, 'wrong-password', attacker)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it.skipIf(backend.skipReason !== null)('does not lock the owner out: the right password from another address still signs in', async () => {
    const owner = await signedInCustomer(ctx.app);
    const attacker = freshIp();
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await login(owner.email, 'wrong-password', attacker)).status).toBe(401);
    const refused = await login(owner.email, owner.password, attacker);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(messages.auth.tooManyAttempts);
    expect((await login(owner.email, owner.password, freshIp())).status).toBe(200);
  });

  it.skipIf(backend.skipReason !== null)('past the account-wide limit, refuses addresses that failed there but not a fresh one', async () => {
    const owner = await signedInCustomer(ctx.app);
    const attackers = [freshIp(), freshIp(), freshIp()];
    // 3 addresses × 7 failures = 21, over the account-wide 20 while each address stays under its own 10.
    for (const ip of attackers) for (let attempt = 0; attempt < 7; attempt += 1) await login(owner.email, 'wrong-password', ip);
    expect((await login(owner.email, 'wrong-password', attackers[0] ?? '')).status).toBe(429);
    expect((await login(owner.email, owner.password, attackers[1] ?? '')).status).toBe(429);
    expect((await login(owner.email, owner.password, freshIp())).status).toBe(200);
    // A guesser on a fresh address gets one try, then joins the refused ones.
    const fresh = freshIp();
    expect((await login(owner.email, 'wrong-password', fresh)).status).toBe(401);
    expect((await login(owner.email, 'wrong-password', fresh)).status).toBe(429);
  });

  it.skipIf(backend.skipReason !== null)('a right password gives back its count: signing in often never limits anyone', async () => {
    const owner = await signedInCustomer(ctx.app);
    const ip = freshIp();
    for (let attempt = 0; attempt < 25; attempt += 1) expect((await login(owner.email, owner.password, ip)).status).toBe(200);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await login(owner.email, 'wrong-password', ip)).status).toBe(401);
  });
});
