// Easypaisa knows a payment by our `orderId`. Ours carry the moment they were made, so an inquiry that finds no such
// order can tell "not arrived yet" (pending) from "never arrived" (the customer may start again).
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const PREFIX = 'EP';

/** `EP` + the time in base 36 (8 characters until the year 2059) + 6 random characters: 16 alphanumerics. */
export function newOrderId(now: Date): string {
  let random = '';
  for (let i = 0; i < 6; i += 1) random += ALPHABET[randomInt(ALPHABET.length)];
  return `${PREFIX}${now.getTime().toString(36).toUpperCase().padStart(8, '0')}${random}`;
}

/** When `orderId` was made, or null for one this provider did not make. */
export function orderIdMadeAt(orderId: string): Date | null {
  const match = /^EP([0-9A-Z]{8})[A-Z0-9]{6}$/.exec(orderId);
  if (!match?.[1]) return null;
  const time = parseInt(match[1], 36);
  return Number.isSafeInteger(time) ? new Date(time) : null;
}
