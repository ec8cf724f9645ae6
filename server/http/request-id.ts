// Every response carries X-Request-Id: the client's own id when it is short and plain, else a fresh one.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const MAX_LENGTH = 64;

export function requestIdFor(given: string | undefined): string {
  return given && given.length <= MAX_LENGTH && !/[^\w\-=]/.test(given) ? given : randomUUID();
}

export const requestId = (): MiddlewareHandler<AppEnv> => (c, next) => {
  const id = requestIdFor(c.req.header(REQUEST_ID_HEADER));
  c.set('requestId', id);
  c.header(REQUEST_ID_HEADER, id);
  return next();
};
