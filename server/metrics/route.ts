// GET /metrics: the Prometheus text, for a scraper holding the ops token or METRICS_TOKEN as a bearer token.
// No session cookie opens it: a browser signed in to the console is not a scraper.
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { sha256 } from '../services/tokens';

export const METRICS_PATH = '/metrics';

/** Compared as digests, so neither the length nor the content of a token leaks through the time taken. */
const sameSecret = (given: string, expected: string) => timingSafeEqual(Buffer.from(sha256(given)), Buffer.from(sha256(expected)));

/** True when the Authorization header is `Bearer <ops token or METRICS_TOKEN>`. */
export function mayScrape(authorization: string | undefined, config: Pick<AppDeps['config'], 'opsToken' | 'metricsToken'>): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  const given = match?.[1];
  if (!given) return false;
  // Both compared, always: which one matched must not show in the time taken either.
  const ops = sameSecret(given, config.opsToken);
  const metrics = config.metricsToken !== null && sameSecret(given, config.metricsToken);
  return ops || metrics;
}

export function metricsRoutes({ config, metrics }: Pick<AppDeps, 'config' | 'metrics'>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get(METRICS_PATH, async (c) => {
    if (!mayScrape(c.req.header('authorization'), config)) {
      return c.text('A bearer token is needed: the ops token or METRICS_TOKEN.', 401, { 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' });
    }
    return c.body(await metrics.exposition(), 200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' });
  });
  return routes;
}
