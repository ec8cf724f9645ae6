// The board updates by itself: the console asks again every few seconds with the version it shows, and a booking
// made anywhere — through this instance, or through a second instance on the same PostgreSQL — changes the answer
// at the next ask. Nothing is kept between asks, so no instance can show a stale board.
import { describe, expect, it } from 'vitest';
import { addDays, karachiInstant, todayInKarachi } from '../../src/domain/format';
import type { Board } from '../../src/domain/staff';
import { createApp, type App } from '../../server/app';
import { createAppDeps } from '../../server/app-deps';
import type { DatabaseHandle } from '../../server/db/client';
import { call, testConfig } from './helpers/app';
import { bookFor, customerWithCar } from './helpers/customers';
import { OPS_TOKEN_HEADERS } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

const TODAY = todayInKarachi(new Date());
const NOW = karachiInstant(TODAY, '07:00');
const DAY = addDays(TODAY, 2);

/** What the console's next refresh gets: 304 while nothing changed, else the new board. */
const refresh = (app: App, version: string) =>
  call<{ data: Board }>(app, 'GET', `/api/ops/board?date=${DAY}`, { headers: { ...OPS_TOKEN_HEADERS, 'If-None-Match': `"${version}"` } });

const currentBoard = async (app: App) => {
  const answer = await call<{ data: Board }>(app, 'GET', `/api/ops/board?date=${DAY}`, { headers: OPS_TOKEN_HEADERS });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data;
};

describe.each(backends)('the board follows new bookings on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('', () => {
    const ctx = useApp(backend, {}, { now: () => NOW });

    it('answers 304 while nothing changed, and the new booking at the next refresh', async () => {
      const shown = await currentBoard(ctx.app);
      expect((await refresh(ctx.app, shown.version)).status).toBe(304);

      const booking = await bookFor(ctx.app, await customerWithCar(ctx.app), DAY, { time: '10:00' });
      const next = await refresh(ctx.app, shown.version);
      expect(next.status, next.text).toBe(200);
      expect(next.body.data.bookings.map(({ id }) => id)).toContain(booking.id);
    });

    it.skipIf(backend.name !== 'postgres')('shows a booking made through a second instance on the same database', async () => {
      let second: DatabaseHandle | null = null;
      try {
        second = await backend.reopen(ctx.handle);
        const config = testConfig();
        config.now = () => NOW;
        const otherInstance = createApp(createAppDeps({ db: second.db, config }));
        const shown = await currentBoard(ctx.app);

        const booking = await bookFor(otherInstance, await customerWithCar(otherInstance), DAY, { time: '14:00' });
        const next = await refresh(ctx.app, shown.version);
        expect(next.status, next.text).toBe(200);
        const onBoard = next.body.data.bookings.find(({ id }) => id === booking.id);
        expect(onBoard).toMatchObject({ start_time: '14:00', status: 'pending' });
      } finally {
        await second?.close();
      }
    });
  });
});
