// The device cookie `did`: a long-lived random id the server sets on the first registration or booking of a browser
// (HttpOnly, SameSite=Lax, Secure in production). Bookings keep a keyed hash of it and of the client's address, so
// the unpaid bookings one client holds are counted across accounts (services/client-limits.ts). A client that drops
// its cookies gets a new one each time: the per-address count is the limit that still holds for it.
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config';
import { clientIp } from '../http/context';
import type { BookingClient } from '../services/client-limits';
import { hashToken, newToken } from '../services/tokens';

export const DEVICE_COOKIE = 'did';

// Browsers keep a cookie at most 400 days.
const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

// What newToken() makes: 32 random bytes in base64url. Anything else is ignored and replaced.
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The request's device id, or a new one set on the answer (also when the request's is not one the server made). */
export function deviceToken(c: Context, config: Config): string {
  const presented = getCookie(c, DEVICE_COOKIE);
  if (presented !== undefined && DEVICE_TOKEN.test(presented)) return presented;
  const token = newToken();
  setCookie(c, DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: config.nodeEnv === 'production',
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
  return token;
}

/** The client of a booking request as stored with the booking: keyed hashes only, never the address or the id. */
export const bookingClientOf = (c: Context, config: Config): BookingClient => ({
  ipHash: hashToken(`ip:${clientIp(c, config.trustProxy)}`, config.sessionSecret),
  deviceHash: hashToken(`device:${deviceToken(c, config)}`, config.sessionSecret),
});
