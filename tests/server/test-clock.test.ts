// The end-to-end suite's clock (TEST_CLOCK): the configuration refuses the switch unless NODE_ENV=test; without it
// POST /api/test-clock is not there; with it, only the ops token moves the time every rule reads, and the sweeps
// that read it have run before the answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { messages } from '../../src/domain/messages';
import { call, createTestApp, removeTempDirs } from './helpers/app';
import { problemsOf } from './helpers/config-problems';
import { openTemplatePglite, pgliteTemplate } from './helpers/pglite-template';
import { OPS_TOKEN_HEADERS } from './helpers/staff';

const REFUSED = ["TEST_CLOCK lets the end-to-end tests move the server's clock: it is refused unless NODE_ENV=test."];
const MINUTE_MS = 60_000;

/** The route is in no API document (it exists only in the suite's servers): asked directly, not through the contract. */
async function moveClock(app: App, minutes: unknown, headers: Record<string, string> = OPS_TOKEN_HEADERS) {
  const answer = await app.request('/api/test-clock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ minutes }),
  });
  return { status: answer.status, body: (await answer.json()) as { data?: { now: string }; message?: string } };
}

describe('the test clock’s switch', () => {
  it('is refused in production and in development, and off unless set', () => {
    expect(problemsOf({ TEST_CLOCK: 'true', NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox' })).toEqual(REFUSED);
    expect(problemsOf({ TEST_CLOCK: 'true', NODE_ENV: 'development' })).toEqual(REFUSED);
    expect(problemsOf({ TEST_CLOCK: 'true' })).toEqual(REFUSED);
    expect(problemsOf({ TEST_CLOCK: 'false', NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox' })).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test' }).testClock).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK: 'true' }).testClock).not.toBeNull();
  });
});

describe('POST /api/test-clock', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    await pgliteTemplate();
    handle = await openTemplatePglite();
  });
  afterAll(async () => {
    await handle.close();
    removeTempDirs();
  });

  it('is not there without TEST_CLOCK, whatever the token, and the time stays real', async () => {
    const { app, config } = await createTestApp(handle.db);
    const answer = await call(app, 'POST', '/api/test-clock', { body: { minutes: 90 }, headers: OPS_TOKEN_HEADERS });
    expect(answer.status).toBe(404);
    expect(Math.abs(config.now().getTime() - Date.now())).toBeLessThan(MINUTE_MS);
    expect(app.routes.some((route) => route.path.includes('test-clock'))).toBe(false);
  });

  describe('with TEST_CLOCK', () => {
    let app: App;
    let config: Config;
    const sweptAt: Date[] = [];
    beforeAll(async () => {
      ({ app, config } = await createTestApp(handle.db, { TEST_CLOCK: 'true' }));
      config.testClock?.afterMove(async () => {
        sweptAt.push(config.now());
      });
    });

    it('refuses anyone without the ops token, and the time does not move', async () => {
      const before = config.now().getTime();
      const anonymous = await moveClock(app, 90, {});
      const wrongToken = await moveClock(app, 90, { Authorization: 'Bearer not-the-ops-token-0123456789' });
      expect([anonymous.status, wrongToken.status]).toEqual([401, 401]);
      expect(anonymous.body.message).toBe(messages.auth.notAuthenticated);
      expect(config.now().getTime() - before).toBeLessThan(MINUTE_MS);
      expect(sweptAt).toEqual([]);
    });

    it('refuses a move that is not a whole number of minutes forward', async () => {
      for (const minutes of [0, -5, 1.5, '30']) expect((await moveClock(app, minutes)).status, String(minutes)).toBe(400);
    });

    it('moves the time every rule reads forward with the ops token, and the sweeps have run at the new time', async () => {
      const before = Date.now();
      const moved = await moveClock(app, 90);
      expect(moved.status).toBe(200);
      const now = new Date(moved.body.data?.now ?? '').getTime();
      expect(now - before).toBeGreaterThanOrEqual(90 * MINUTE_MS);
      expect(now - before).toBeLessThan(91 * MINUTE_MS);
      expect(config.now().getTime() - Date.now()).toBeGreaterThanOrEqual(90 * MINUTE_MS - 1_000);
      expect(sweptAt).toHaveLength(1);
      expect(sweptAt[0]!.getTime() - before).toBeGreaterThanOrEqual(90 * MINUTE_MS);
    });
  });
});
