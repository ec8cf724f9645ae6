// A digest of what a request asked for, kept beside its Idempotency-Key so a key reused for another request is
// recognised. Keyed with the server's secret: a payment's digest covers the card number, and an unkeyed hash of a
// 16-digit number could be reversed by trying every number.
import { createHmac } from 'node:crypto';

/** JSON with every object's keys in one order, so equal payloads give equal text whatever order they came in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** HMAC-SHA256 (hex) of the operation's name and its validated payload. */
export const requestFingerprint = (secret: string, operation: string, payload: unknown): string =>
  createHmac('sha256', secret).update(`${operation}\n${canonicalJson(payload)}`).digest('hex');
