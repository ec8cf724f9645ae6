// GET /metrics: a scraper with the ops token or METRICS_TOKEN reads the Prometheus text; nobody else does. Request
// times are labelled by route pattern — never a raw path or an id — the fast paths before the framework included;
// bookings count by source; the outbox's notifications and depth, and the backup moments, are read at scrape time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInKarachi } from '../../src/domain/format';
import type { App } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/client';
import { setBackupSource } from '../../server/metrics/backup-source';
import { requestTimes } from '../../server/metrics/request-times';
import { createTestApp, call, removeTempDirs } from './helpers/app';
import { bookFor, customerWithCar } from './helpers/customers';
import { openTemplatePglite } from './helpers/pglite-template';
import { listenLikeStart, requestLog, type Listening } from './helpers/raw-http';
import { OPS_TOKEN_HEADERS, signedInStaff } from './helpers/staff';

const METRICS_TOKEN = 'metrics-scraper-token-0123456789';
const DAY = addDays(todayInKarachi(new Date()), 3);

/** The value of one sample, e.g. sample(text, 'bookings_created_total', { source: 'web' }); undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** Every value any label takes in the text. */
const labelValues = (text: string) => [...text.matchAll(/\w+="([^"]*)"/g)].map(([, value]) => value ?? '');

let handle: DatabaseHandle;
let app: App;
const scrape = async (headers: Record<string, string> = OPS_TOKEN_HEADERS) => {
  const answer = await app.request('/metrics', { headers });
  return { status: answer.status, type: answer.headers.get('content-type'), text: await answer.text() };
};

beforeAll(async () => {
  handle = await openTemplatePglite();
  ({ app } = await createTestApp(handle.db, { METRICS_TOKEN }));
});
afterAll(async () => {
  await handle.close();
  removeTempDirs();
});
afterEach(() => setBackupSource(null));

describe('GET /metrics', () => {
  it('answers the ops token and METRICS_TOKEN, and 401 to no token, a wrong one and a staff session', async () => {
    expect((await scrape({})).status).toBe(401);
    expect((await scrape({ Authorization: 'Bearer not-the-token-at-all-0123456789' })).status).toBe(401);
    expect((await scrape({ Authorization: `Basic ${Buffer.from(`ops:${METRICS_TOKEN}`).toString('base64')}` })).status).toBe(401);
    const staff = await signedInStaff(app, handle.db, 'admin');
    expect((await scrape({ Cookie: staff.cookie })).status).toBe(401);

    const byOps = await scrape();
    expect(byOps.status).toBe(200);
    expect(byOps.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect((await scrape({ Authorization: `Bearer ${METRICS_TOKEN}` })).status).toBe(200);
  });

  it('names every metric: request times, bookings, notifications, outbox depth, backups and the process defaults', async () => {
    setBackupSource(() => ({ lastSuccessAt: new Date('2026-11-20T02:00:00Z'), lastFailureAt: null }));
    await call(app, 'GET', '/api/health');
    const { text } = await scrape();
    for (const name of [
      'http_request_duration_seconds_bucket',
      'http_request_duration_seconds_count',
      'bookings_created_total',
      'notifications_total',
      'outbox_depth',
      'backup_last_success_timestamp_seconds',
      'backup_last_failure_timestamp_seconds',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(text, name).toMatch(new RegExp(`^${name}[{ ]`, 'm'));
    }
    expect(sample(text, 'backup_last_success_timestamp_seconds')).toBe(Date.parse('2026-11-20T02:00:00Z') / 1000);
    expect(sample(text, 'backup_last_failure_timestamp_seconds')).toBe(0);
    for (const source of ['web', 'phone', 'walk_in', 'whatsapp']) expect(sample(text, 'bookings_created_total', { source }), source).toBeDefined();
  });

  it('exposes every metric the Grafana dashboard in docs reads', async () => {
    setBackupSource(() => ({ lastSuccessAt: new Date(), lastFailureAt: null }));
    const dashboard = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../docs/grafana-dashboard.json'), 'utf8')) as { panels: { targets: { expr: string }[] }[] };
    const read = new Set(dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => [...target.expr.matchAll(/\b([a-z_]+(?:_seconds|_total|_bytes|_depth|_bucket|_count))\b/g)].map(([, name]) => name ?? ''))));
    const { text } = await scrape();
    expect(read.size).toBeGreaterThan(5);
    for (const name of read) expect(text, name).toMatch(new RegExp(`^${name}[{ ]`, 'm'));
  });

  it('reads 0 ("never") for the backup moments until a backup scheduler registers its source', async () => {
    const { text } = await scrape();
    expect(sample(text, 'backup_last_success_timestamp_seconds')).toBe(0);
    expect(sample(text, 'backup_last_failure_timestamp_seconds')).toBe(0);
  });

  it('counts web and desk bookings by source, once each, and shows their confirmation mails in the outbox', async () => {
    const before = await scrape();
    const who = await customerWithCar(app);
    const booking = await bookFor(app, who, DAY, { time: '10:00' });
    const desk = await call(app, 'POST', '/api/ops/bookings', {
      headers: OPS_TOKEN_HEADERS,
      body: { customer: who.customer.user.id, new_car: { make: 'Suzuki', model: 'Alto', year: 2019, color: 'Silver', license_plate: `MET-${process.pid % 1000}` }, service: 'express-exterior-wash', booking_date: DAY, time: '14:00', source: 'walk_in', notify: true },
    });
    expect(desk.status, desk.text).toBe(201);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) => (sample(after.text, name, labels) ?? 0) - (sample(before.text, name, labels) ?? 0);
    expect(delta('bookings_created_total', { source: 'web' })).toBe(1);
    expect(delta('bookings_created_total', { source: 'walk_in' })).toBe(1);
    expect(delta('bookings_created_total', { source: 'phone' })).toBe(0);
    // Both confirmations wait in the outbox (no worker runs here): queued by e-mail, the depth counts them.
    expect(delta('notifications_total', { channel: 'email', status: 'queued' })).toBe(2);
    expect(delta('outbox_depth', { channel: 'email' })).toBe(2);
    expect(sample(after.text, 'notifications_total', { channel: 'whatsapp', status: 'sent' })).toBe(0);

    // Its id in the path is never a label value: the route pattern is.
    expect((await call(app, 'GET', `/api/bookings/${booking.id}/`, { cookie: who.customer.cookie })).status).toBe(200);
    expect((await call(app, 'GET', `/api/customer/my-bookings/${booking.id}/`, { cookie: who.customer.cookie })).status).toBe(200);
    const { text } = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/bookings/:id/', method: 'GET', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/customer/my-bookings/:id/', method: 'GET', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(booking.id);
    expect(text).not.toContain(who.customer.email);
  });

  it('labels unknown paths by the pattern that answered them, never by the path asked for', async () => {
    const unknown = ['/api/no-such-thing/8c1f0e2a-7d3b-4c55-9a8e-1f2d3c4b5a69', '/a/page/nobody/has/4242', '/assets/missing-77aa.js'];
    for (const path of unknown) await app.request(path);
    const values = labelValues((await scrape()).text);
    for (const path of unknown) expect(values.some((value) => value.includes(path.split('/').at(-1)!)), path).toBe(false);
    expect(values.every((value) => !/[0-9a-f]{8}-[0-9a-f]{4}/.test(value))).toBe(true);
  });
});

describe('GET /metrics with the answers written before the framework', () => {
  let server: Listening & { app: App };
  beforeAll(async () => {
    server = await listenLikeStart({ db: handle.db, config: (await createTestApp(handle.db, { FAST_READS: 'on' })).config, logger: requestLog().logger });
  });
  afterAll(() => server.close());

  it('times the catalogue served from memory and the direct reads under their routes', async () => {
    const get = async (path: string) => (await fetch(`${server.base}${path}`)).status;
    expect(await get('/api/services/list/')).toBe(200);
    expect(await get('/api/services/list/')).toBe(200);
    expect(await get('/api/bookings/available-dates/?days=7&service=express-exterior-wash')).toBe(200);
    const text = await (await fetch(`${server.base}/metrics`, { headers: OPS_TOKEN_HEADERS })).text();
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/services/list/', method: 'GET', status: '200' })).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/bookings/available-dates/', method: 'GET', status: '200' })).toBe(1);
  });
});

describe('the request-time histogram', () => {
  it('writes cumulative buckets up to +Inf, the sum and the count of each series, label values escaped', () => {
    const times = requestTimes('t_seconds', 'Test.', [0.01, 0.1, 1]);
    times.observe('GET', '/api/x/:id/', 200, 0.003);
    times.observe('GET', '/api/x/:id/', 200, 0.2);
    times.observe('GET', '/api/x/:id/', 200, 5);
    times.observe('POST', '/odd"route\\', 500, 0.05);
    const text = times.text();
    expect(text).toContain('# TYPE t_seconds histogram\n');
    const labels = { route: '/api/x/:id/', method: 'GET', status: '200' };
    expect(['0.01', '0.1', '1', '+Inf'].map((le) => sample(text, 't_seconds_bucket', { ...labels, le }))).toEqual([1, 1, 2, 3]);
    expect(sample(text, 't_seconds_count', labels)).toBe(3);
    expect(sample(text, 't_seconds_sum', labels)).toBeCloseTo(5.203);
    expect(text).toContain('t_seconds_count{route="/odd\\"route\\\\",method="POST",status="500"} 1\n');
  });
});
