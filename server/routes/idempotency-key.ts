// The Idempotency-Key header of the routes that create something (payments, bookings): optional, and when present
// 1 to IDEMPOTENCY_KEY_MAX characters without control characters.
import type { Context } from 'hono';
import { IDEMPOTENCY_KEY_MAX } from '../../src/domain/constants';
import { HttpError } from '../http/errors';
import { serverMessages } from '../messages';

/** C0 controls, DEL and C1 controls. */
const isControl = (character: string) => {
  const code = character.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
};

/** The request's Idempotency-Key, or null without one; a 400 for a key that cannot be one. */
export function idempotencyKeyOf(c: Context): string | null {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return null;
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX || [...key].some(isControl)) {
    throw new HttpError(400, serverMessages.idempotencyKeyInvalid(IDEMPOTENCY_KEY_MAX));
  }
  return key;
}
