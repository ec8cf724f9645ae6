// Failed sign-ins, limited so that guessing is slow and nobody can lock the owner out (OWASP's guidance on
// account lockout). Each attempt is counted before the password is checked, in one statement that returns the
// counts, and given back when the password was right: concurrent guesses cannot all slip under a limit.
//
// - per account and address: LOGIN_MAX_PER_ACCOUNT failures from one address on one account, then 429 there;
// - per address: LOGIN_MAX_PER_IP failures from one address on any accounts, then 429 for that address;
// - per account from all addresses: past LOGIN_MAX_PER_ACCOUNT_ALL_ADDRESSES, an address that has already failed on
//   the account is refused, while an address that has not failed may still try, so the owner signing in from
//   their own device is never refused because of someone else's guesses.
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { hitAll, unhitAll, type Counter } from './rate-limit';

export type LoginAttempt = { allowed: false; retryAfterSeconds: number } | { allowed: true; succeeded(): Promise<void> };

export async function beginLoginAttempt(db: Executor, limits: Config['rateLimits'], email: string, ip: string, now: Date): Promise<LoginAttempt> {
  const account = email.trim().toLowerCase();
  const counters: Counter[] = [
    { key: `login:account-address:${account}:${ip}`, limit: limits.loginPerAccount },
    { key: `login:ip:${ip}`, limit: limits.loginPerIp },
    { key: `login:account:${account}`, limit: limits.loginPerAccountAllAddresses },
  ];
  const [pair, address, wholeAccount] = await hitAll(db, counters, now);
  if (!pair || !address || !wholeAccount) throw new Error('The login counters returned no count.');
  const addressHasFailedHere = pair.count > 1;
  const refusedBy = [pair, address, ...(addressHasFailedHere ? [wholeAccount] : [])].filter((counted) => counted.over);
  if (refusedBy.length > 0) return { allowed: false, retryAfterSeconds: Math.max(...refusedBy.map((counted) => counted.retryAfterSeconds)) };
  return { allowed: true, succeeded: () => unhitAll(db, counters, now) };
}
