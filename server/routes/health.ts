// Liveness (process up) and readiness (database reachable).
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { describeError } from '../http/error-description';
import { errorResponse } from '../http/errors';
import { serverMessages } from '../messages';

export function healthRoutes({ db, logger }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/health', (c) => c.json({ status: 'ok' }));
  routes.get('/ready', async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ready' });
    } catch (error) {
      logger.error('readiness check failed', { request_id: c.get('requestId'), ...describeError(error) });
      return errorResponse(c, 503, serverMessages.notReady);
    }
  });
  return routes;
}
