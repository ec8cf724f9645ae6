// Each service carries its customers' ratings: the average to one decimal (null before the first) and the count, on
// the catalogue list, one service and its detail. A rating shows on the very next catalogue read — the catalogue's
// in-memory copy and its answers are dropped when a rating is stored — on PGlite and PostgreSQL, with fast reads on
// and off, and through the answers written before the framework.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { BookingDetail, Paged, Service } from '../../src/domain/types';
import type { App } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/client';
import { seedCatalogue } from '../../server/db/seed';
import { call, FAST_READS_SETTINGS, testConfig } from './helpers/app';
import { bookFor, customerWithCar } from './helpers/customers';
import { openTemplatePglite } from './helpers/pglite-template';
import { listenLikeStart, rawRequest, requestLog, type Listening } from './helpers/raw-http';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

// 10:30 in Karachi (UTC+5) on Sunday 22 November 2026.
const TODAY = '2026-11-22';
const NOW = () => new Date('2026-11-22T05:30:00Z');
const OPS = { Authorization: 'Bearer test-ops-token-0123456789abcdef' };
const RATED = 'express-exterior-wash';
const LIST = '/api/services/list/?page_size=100';

type Ratings = Pick<Service, 'rating_average' | 'rating_count'>;

const ratingsOf = (service: Service): Ratings => ({ rating_average: service.rating_average, rating_count: service.rating_count });

async function listed(app: App): Promise<Map<string, Ratings>> {
  const answer = await call<Paged<Service>>(app, 'GET', LIST);
  expect(answer.status).toBe(200);
  return new Map(answer.body.results.map((service) => [service.id, ratingsOf(service)]));
}

/** The ratings of one service as the list, the service and its detail answer them; all three must agree. */
async function ratingsEverywhere(app: App, id: string): Promise<Ratings> {
  const fromList = (await listed(app)).get(id);
  const one = await call<{ data: Service }>(app, 'GET', `/api/services/${id}/`);
  const detail = await call<{ data: Service }>(app, 'GET', `/api/services/${id}/detail/`);
  expect(ratingsOf(one.body.data)).toEqual(fromList);
  expect(ratingsOf(detail.body.data)).toEqual(fromList);
  return fromList ?? { rating_average: undefined, rating_count: undefined };
}

/** A booking of `service` that the workshop has completed, by a new customer. */
async function completedBooking(app: App, service: string, day: number): Promise<{ booking: BookingDetail; cookie: string }> {
  const who = await customerWithCar(app);
  const booking = await bookFor(app, who, addDays(TODAY, day), { service });
  for (const status of ['confirmed', 'in_progress', 'completed']) {
    expect((await call(app, 'POST', `/api/ops/bookings/${booking.id}/status`, { headers: OPS, body: { status } })).status).toBe(200);
  }
  return { booking, cookie: who.customer.cookie };
}

async function rate(app: App, done: { booking: BookingDetail; cookie: string }, rating: number) {
  const answer = await call(app, 'POST', `/api/customer/my-bookings/${done.booking.id}/rate/`, { cookie: done.cookie, body: { rating, review: '' } });
  expect(answer.body).toEqual({ success: true, message: messages.booking.rated });
}

describe.each(backends)('service ratings on $name', (backend) => {
  for (const setting of FAST_READS_SETTINGS) {
    describe.skipIf(backend.skipReason !== null)(`fast reads ${setting}`, () => {
      const ctx = useApp(backend, { FAST_READS: setting }, { now: NOW });

      it('answers null and 0 for every service before anyone has rated', async () => {
        const all = await listed(ctx.app);
        expect(all.size).toBe(10);
        for (const [id, ratings] of all) expect(ratings, id).toEqual({ rating_average: null, rating_count: 0 });
        expect(await ratingsEverywhere(ctx.app, RATED)).toEqual({ rating_average: null, rating_count: 0 });
        // A completed booking that is not rated counts for nothing.
        await completedBooking(ctx.app, RATED, 3);
        expect(await ratingsEverywhere(ctx.app, RATED)).toEqual({ rating_average: null, rating_count: 0 });
      });

      it('shows each rating on the next read: the average to one decimal and the count, for that service only', async () => {
        const done = [await completedBooking(ctx.app, RATED, 4), await completedBooking(ctx.app, RATED, 4), await completedBooking(ctx.app, RATED, 5)];
        const other = await completedBooking(ctx.app, 'interior-deep-clean', 5);
        // The catalogue has been read (and kept, with fast reads on) before each rating.
        expect(await ratingsEverywhere(ctx.app, RATED)).toEqual({ rating_average: null, rating_count: 0 });

        await rate(ctx.app, done[0]!, 5);
        expect(await ratingsEverywhere(ctx.app, RATED)).toEqual({ rating_average: 5, rating_count: 1 });
        await rate(ctx.app, done[1]!, 5);
        await rate(ctx.app, done[2]!, 4);
        expect(await ratingsEverywhere(ctx.app, RATED)).toEqual({ rating_average: 4.7, rating_count: 3 });
        expect(await ratingsEverywhere(ctx.app, 'interior-deep-clean')).toEqual({ rating_average: null, rating_count: 0 });

        await rate(ctx.app, other, 3);
        expect(await ratingsEverywhere(ctx.app, 'interior-deep-clean')).toEqual({ rating_average: 3, rating_count: 1 });
        expect(await ratingsEverywhere(ctx.app, RATED)).toEqual({ rating_average: 4.7, rating_count: 3 });

        // A refused second rating changes nothing.
        const again = await call(ctx.app, 'POST', `/api/customer/my-bookings/${done[0]!.booking.id}/rate/`, { cookie: done[0]!.cookie, body: { rating: 1 } });
        expect(again.status).toBe(409);
        expect(await ratingsEverywhere(ctx.app, RATED)).toEqual({ rating_average: 4.7, rating_count: 3 });

        // The workshop's view of the catalogue carries them too.
        const ops = await call<{ data: Service[] }>(ctx.app, 'GET', '/api/ops/services', { headers: OPS });
        expect(ratingsOf(ops.body.data.find((service) => service.id === RATED)!)).toEqual({ rating_average: 4.7, rating_count: 3 });
      });
    });
  }
});

describe('a rating and the catalogue answers written before the framework', () => {
  const { logger, lines } = requestLog();
  let handle: DatabaseHandle;
  let server: Listening & { app: App };

  beforeAll(async () => {
    handle = await openTemplatePglite();
    await seedCatalogue(handle.db);
    const config = testConfig({ FAST_READS: 'on' });
    config.now = NOW;
    server = await listenLikeStart({ db: handle.db, config, logger });
  });
  afterAll(async () => {
    await server?.close();
    await handle?.close();
  });

  it('is on the next raw read of a list the server was answering from memory', async () => {
    const ratedIn = async () => {
      const answer = await rawRequest(server.base, lines, LIST);
      const service = (JSON.parse(answer.body.toString()) as Paged<Service>).results.find((candidate) => candidate.id === RATED)!;
      return { ratings: ratingsOf(service), cached: answer.line?.cache === 'hit' };
    };
    const done = await completedBooking(server.app, RATED, 2);
    await ratedIn();
    expect(await ratedIn()).toEqual({ ratings: { rating_average: null, rating_count: 0 }, cached: true });
    await rate(server.app, done, 4);
    expect(await ratedIn()).toEqual({ ratings: { rating_average: 4, rating_count: 1 }, cached: false });
    expect(await ratedIn()).toEqual({ ratings: { rating_average: 4, rating_count: 1 }, cached: true });
  });
});
