// POST /api/test-clock {minutes}: the end-to-end suite moves the server's clock forward (./clock.ts). Mounted
// only when TEST_CLOCK=true, which the configuration refuses unless NODE_ENV=test, so it is in no API document; even
// then only the ops token may move the clock, not a staff session.
import { Hono } from 'hono';
import * as v from 'valibot';
import { messages } from '../../src/domain/messages';
import { tokenFrom } from '../auth/session-cookie';
import type { AppEnv } from '../http/context';
import { HttpError, readJson, validOrThrow } from '../http/errors';
import { sameSecret } from '../http/staff-access';
import type { TestClock } from './clock';

const MovePayload = v.object({ minutes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7 * 24 * 60)) });

/** Answers once the sweeps that read the clock have run at the new time, so the caller need not wait for their timers. */
export function testClockRoutes(clock: TestClock, opsToken: string): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/test-clock', async (c) => {
    const token = tokenFrom(c.req.header('authorization'), undefined);
    if (token === null || !sameSecret(token, opsToken)) throw new HttpError(401, messages.auth.notAuthenticated);
    const { minutes } = validOrThrow(MovePayload, await readJson(c));
    const now = await clock.advance(minutes);
    return c.json({ data: { now: now.toISOString() } });
  });
  return routes;
}
