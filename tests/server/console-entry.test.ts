// The workshop's console is an entry of its own: every page under /staff gets staff.html, every other page
// index.html, and a client built without the console falls back to index.html.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/client';
import { serverMessages } from '../../server/messages';
import { call, createTestApp, TEST_INDEX_HTML, TEST_STAFF_HTML, tempDir } from './helpers/app';
import { suiteBackends } from './helpers/suite';

const backends = await suiteBackends();

const CONSOLE_PAGES = [
  '/staff',
  '/staff/',
  '/staff/login',
  '/staff/bookings/x',
  '/staff?date=2025-03-14',
  '/staff/mail?status=failed',
  '/STAFF/log',
];
const CUSTOMER_PAGES = ['/', '/services', '/my-bookings', '/login?redirect=/staff'];

describe('the console entry', () => {
  const pglite = backends[0];
  const ctx = {} as { handle: DatabaseHandle; app: App; withoutConsole: App; unbuilt: App };
  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite backend missing');
    ctx.handle = await pglite.open();
    ctx.app = (await createTestApp(ctx.handle.db)).app;
    const customerOnly = tempDir('customer-only');
    writeFileSync(path.join(customerOnly, 'index.html'), TEST_INDEX_HTML);
    ctx.withoutConsole = (await createTestApp(ctx.handle.db, { CLIENT_DIR: customerOnly })).app;
    ctx.unbuilt = (await createTestApp(ctx.handle.db, { CLIENT_DIR: tempDir('unbuilt') })).app;
  });
  afterAll(async () => ctx.handle?.close());

  it('serves staff.html for every page under /staff, revalidated every time', async () => {
    for (const page of CONSOLE_PAGES) {
      const answer = await call(ctx.app, 'GET', page);
      expect(answer.status, page).toBe(200);
      expect(answer.text, page).toBe(TEST_STAFF_HTML);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('content-type')).toMatch(/text\/html/);
    }
    const head = await call(ctx.app, 'HEAD', '/staff/bookings/x');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('serves index.html for the customer pages and for paths that only start like the console', async () => {
    for (const page of CUSTOMER_PAGES) {
      const answer = await call(ctx.app, 'GET', page);
      expect(answer.status, page).toBe(200);
      expect(answer.text, page).toBe(TEST_INDEX_HTML);
    }
    for (const page of ['/staffing', '/staff.html', '/my-bookings/staff']) {
      const answer = await call(ctx.app, 'GET', page);
      expect(answer.status, page).toBe(404);
      expect(answer.text, page).toBe(TEST_INDEX_HTML);
    }
  });

  it('leaves the console API to the API', async () => {
    const answer = await call(ctx.app, 'GET', '/api/auth/staff/status/');
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(answer.text).not.toContain('<html');
  });

  it('falls back to index.html under /staff when the client was built without the console', async () => {
    for (const page of ['/staff', '/staff/bookings/x']) {
      const answer = await call(ctx.withoutConsole, 'GET', page);
      expect(answer.status, page).toBe(200);
      expect(answer.text, page).toBe(TEST_INDEX_HTML);
    }
  });

  it('answers 503 under /staff too when no client was built', async () => {
    const answer = await call(ctx.unbuilt, 'GET', '/staff');
    expect(answer.status).toBe(503);
    expect(answer.text).toBe(serverMessages.clientNotBuilt);
  });
});
