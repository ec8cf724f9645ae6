// Guards in front of every /api route: same-origin and JSON for unsafe methods.
import type { MiddlewareHandler } from 'hono';
import { messages } from '../../src/domain/messages';
import type { AppEnv } from './context';
import { HttpError } from './errors';

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const hasBody = (contentLength: string | undefined, transferEncoding: string | undefined) =>
  (contentLength !== undefined && contentLength.trim() !== '0') || transferEncoding !== undefined;

const isJson = (contentType: string | undefined) => {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType);
};

/**
 * Unsafe methods: an Origin header, when present, must match the Host (hono's csrf() skips JSON bodies);
 * requests without Origin (curl, server-to-server) pass. A body must be JSON.
 */
export const apiGuards =
  (trustProxy: boolean): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (UNSAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (origin !== undefined) {
        const host = (trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined) ?? c.req.header('host') ?? new URL(c.req.url).host;
        let originHost: string | null = null;
        try {
          originHost = new URL(origin).host;
        } catch {
          originHost = null;
        }
        if (originHost === null || originHost.toLowerCase() !== host.toLowerCase()) throw new HttpError(403, messages.server.crossOrigin);
      }
      if (hasBody(c.req.header('content-length'), c.req.header('transfer-encoding')) && !isJson(c.req.header('content-type'))) {
        throw new HttpError(415, messages.server.unsupportedMediaType);
      }
    }
    await next();
  };
