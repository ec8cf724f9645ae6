// The providers' webhook signatures, checked before anything of a body is parsed: Meta signs the raw body with the
// app secret (X-Hub-Signature-256), Twilio signs the URL it called and the sorted form fields with the auth token
// (X-Twilio-Signature). Both compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

const sameBytes = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

/** `sha256=<hex HMAC-SHA256(appSecret, raw body)>`. */
export function whatsappSignatureValid(appSecret: string, rawBody: Uint8Array, header: string | undefined): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return sameBytes(Buffer.from(match[1], 'hex'), expected);
}

/** base64(HMAC-SHA1(authToken, url + each field's name and value, fields sorted by name)). */
export function twilioSignature(authToken: string, url: string, params: ReadonlyArray<readonly [string, string]>): string {
  const signed = [...params]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .reduce((text, [name, value]) => text + name + value, url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

/** True when the header matches the signature over any of `urls` (the public address, the address as it arrived). */
export function twilioSignatureValid(authToken: string, urls: readonly string[], params: ReadonlyArray<readonly [string, string]>, header: string | undefined): boolean {
  if (!header) return false;
  const given = Buffer.from(header.trim(), 'utf8');
  // Every candidate is computed and compared, so the time taken says nothing about which one matched.
  return urls.map((url) => sameBytes(given, Buffer.from(twilioSignature(authToken, url, params), 'utf8'))).includes(true);
}
