// Safepay's two signatures, checked before anything they cover is believed.
// - The webhook: X-SFPY-SIGNATURE is the hex HMAC-SHA512 of the request body with the webhook secret. We hash the RAW
//   bytes as they arrived: the official Node SDK re-serialises the parsed JSON (other key order or spacing → a valid
//   call refused) and reads the header as 'X-SFPY-Signature' although Node hands every header name over lower-cased.
// - The customer's return: `sig` is the hex HMAC-SHA256 of the tracker with the merchant's secret key.
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX = /^[0-9a-f]+$/i;

function sameHex(given: string | undefined, expected: Buffer): boolean {
  const text = given?.trim() ?? '';
  if (text.length !== expected.length * 2 || !HEX.test(text)) return false;
  return timingSafeEqual(Buffer.from(text, 'hex'), expected);
}

/** A header by name whatever the case it was given in (a proxy or a test may keep Safepay's own spelling). */
export function headerOf(headers: Record<string, string | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

export const webhookSignature = (webhookSecret: string, rawBody: Uint8Array) => createHmac('sha512', webhookSecret).update(rawBody).digest('hex');

export function webhookSignatureValid(webhookSecret: string, rawBody: Uint8Array, headers: Record<string, string | undefined>): boolean {
  return sameHex(headerOf(headers, 'x-sfpy-signature'), createHmac('sha512', webhookSecret).update(rawBody).digest());
}

export const returnSignature = (secretKey: string, tracker: string) => createHmac('sha256', secretKey).update(tracker, 'utf8').digest('hex');

export function returnSignatureValid(secretKey: string, tracker: string, sig: string | undefined): boolean {
  return tracker !== '' && sameHex(sig, createHmac('sha256', secretKey).update(tracker, 'utf8').digest());
}
