// JazzCash's pp_SecureHash: every non-empty field whose name starts with "pp" (ppmpf_1… included), pp_SecureHash
// itself left out, sorted by name in code-unit (ASCII) order, the values joined by "&" behind the integrity salt and
// "&", then HMAC-SHA256 keyed by the salt, in hex. The same scheme signs requests, answers and the hosted page's
// return; the gateway writes the hex in either case, so it is compared without case.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JazzCashFields = Readonly<Record<string, string | undefined>>;

const SECURE_HASH = 'pp_securehash';

// Not localeCompare: JazzCash orders by code unit, so "pp_TxnType" sorts before "pp_Version" and "ppmpf_1" after both.
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The exact text JazzCash hashes: `salt&value&value…`. */
export function jazzcashHashInput(fields: JazzCashFields, integritySalt: string): string {
  const names = Object.keys(fields)
    .filter((name) => /^pp/i.test(name) && name.toLowerCase() !== SECURE_HASH && (fields[name] ?? '') !== '')
    .sort(byCodeUnit);
  return [integritySalt, ...names.map((name) => fields[name] ?? '')].join('&');
}

export function jazzcashSecureHash(fields: JazzCashFields, integritySalt: string): string {
  return createHmac('sha256', integritySalt).update(jazzcashHashInput(fields, integritySalt), 'utf8').digest('hex');
}

/** True when `fields.pp_SecureHash` is the hash of the other fields; a missing or malformed hash is not valid. */
export function jazzcashHashValid(fields: JazzCashFields, integritySalt: string): boolean {
  const given = Object.entries(fields).find(([name]) => name.toLowerCase() === SECURE_HASH)?.[1]?.trim() ?? '';
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = createHmac('sha256', integritySalt).update(jazzcashHashInput(fields, integritySalt), 'utf8').digest();
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
}
