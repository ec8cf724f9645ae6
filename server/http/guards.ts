// Guards in front of every /api route: storable text in the URL; for unsafe methods, same origin and a JSON body.
import type { Context, MiddlewareHandler } from 'hono';
import { parse as parseCookies } from 'hono/utils/cookie';
import { SESSION_COOKIE } from '../auth/session-cookie';
import type { AppEnv } from './context';
import { HttpError, unsafeTextError } from './errors';
import { unsafeUrlPart } from './text-guard';
import { serverMessages } from '../messages';

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const hasBody = (contentLength: string | undefined, transferEncoding: string | undefined) =>
  (contentLength !== undefined && contentLength.trim() !== '0') || transferEncoding !== undefined;

const isJson = (contentType: string | undefined) => {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType);
};

export interface GuardOptions {
  trustProxy: boolean;
  /** PUBLIC_URL: the address customers use, which may differ from what the server sees behind a proxy. */
  publicUrl: string;
}

const originOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

/** The origins this request may come from: scheme, host and port as the server is reached, and PUBLIC_URL's. */
function ownOrigins(c: Context, { trustProxy, publicUrl }: GuardOptions): Set<string> {
  const url = new URL(c.req.url);
  const forwarded = (name: string) => (trustProxy ? c.req.header(name)?.split(',')[0]?.trim() : undefined);
  const scheme = forwarded('x-forwarded-proto') ?? url.protocol.replace(/:$/, '');
  const host = forwarded('x-forwarded-host') ?? c.req.header('host') ?? url.host;
  return new Set([originOf(`${scheme}://${host}`), originOf(publicUrl)].filter((origin): origin is string => origin !== null));
}

/** A browser's session cookie without a bearer token: the kind of request a cross-site form could forge. */
const cookieAuthenticated = (c: Context) => {
  if (c.req.header('authorization') !== undefined) return false;
  const cookie = c.req.header('cookie');
  return cookie !== undefined && parseCookies(cookie, SESSION_COOKIE)[SESSION_COOKIE] !== undefined;
};

/**
 * Unsafe methods: an Origin, when sent, must be one of ours (scheme, host and port; hono's csrf() skips JSON
 * bodies). A cookie-authenticated request must prove it is same-origin by its Origin or `Sec-Fetch-Site:
 * same-origin` (SameSite=Lax alone lets old browsers and same-site pages through); bearer-token clients and
 * requests without a session pass. A body must be JSON.
 */
export const apiGuards =
  (options: GuardOptions): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const unsafePart = unsafeUrlPart(c.req.url);
    if (unsafePart !== null) throw unsafeTextError(unsafePart);
    if (UNSAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (origin !== undefined) {
        const claimed = originOf(origin);
        if (claimed === null || !ownOrigins(c, options).has(claimed.toLowerCase())) throw new HttpError(403, serverMessages.crossOrigin);
      } else if (cookieAuthenticated(c) && c.req.header('sec-fetch-site') !== 'same-origin') {
        throw new HttpError(403, serverMessages.originRequired);
      }
      if (hasBody(c.req.header('content-length'), c.req.header('transfer-encoding')) && !isJson(c.req.header('content-type'))) {
        throw new HttpError(415, serverMessages.unsupportedMediaType);
      }
    }
    await next();
  };
