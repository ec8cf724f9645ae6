// A public page the build rendered ahead is sent as it was rendered, in the language the visitor reads (their saved
// choice, else Accept-Language); every other page gets the app's shell.
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/client';
import { prerenderedPageFile } from '../../src/domain/routePaths';
import { call, createTestApp, TEST_INDEX_HTML, tempDir } from './helpers/app';
import { suiteBackends } from './helpers/suite';

const backends = await suiteBackends();

const page = (language: string, heading: string) =>
  `<!doctype html><html lang="en"><head><title>${heading}</title></head><body><div id="root" data-prerendered="${language}"><h1>${heading}</h1></div></body></html>`;

describe('prerendered pages', () => {
  const pglite = backends[0];
  const ctx = {} as { handle: DatabaseHandle; app: App };
  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite backend missing');
    ctx.handle = await pglite.open();
    const client = tempDir('prerendered-client');
    writeFileSync(path.join(client, 'index.html'), TEST_INDEX_HTML);
    for (const [language, home, services] of [
      ['en', 'Showroom shine', 'Our Services'],
      ['ur', 'شو روم جیسی چمک', 'ہماری سروسز'],
    ] as const) {
      mkdirSync(path.dirname(path.join(client, prerenderedPageFile(language, '/'))), { recursive: true });
      writeFileSync(path.join(client, prerenderedPageFile(language, '/')), page(language, home));
      writeFileSync(path.join(client, prerenderedPageFile(language, '/services')), page(language, services));
    }
    ctx.app = (await createTestApp(ctx.handle.db, { CLIENT_DIR: client })).app;
  });
  afterAll(async () => ctx.handle?.close());

  it('sends the page rendered for the path, revalidated every time and varying with the language', async () => {
    const home = await call(ctx.app, 'GET', '/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<h1>Showroom shine</h1>');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(home.headers.get('vary')).toBe('Cookie, Accept-Language');
    const services = await call(ctx.app, 'GET', '/services?category=exterior');
    expect(services.text).toContain('<h1>Our Services</h1>');
  });

  it('sends it in Urdu, right to left, to a browser that prefers Urdu or chose it', async () => {
    const preferred = await call(ctx.app, 'GET', '/services', { headers: { 'Accept-Language': 'ur-PK,ur;q=0.9' } });
    expect(preferred.text).toContain('<html lang="ur" dir="rtl">');
    expect(preferred.text).toContain('<h1>ہماری سروسز</h1>');
    const chosen = await call(ctx.app, 'GET', '/', { headers: { Cookie: 'language=ur', 'Accept-Language': 'en' } });
    expect(chosen.text).toContain('data-prerendered="ur"');
  });

  it('takes up a build written while it runs once index.html is written again (the build writes it after the pages)', async () => {
    const client = tempDir('rebuilt-client');
    writeFileSync(path.join(client, 'index.html'), TEST_INDEX_HTML);
    const app = (await createTestApp(ctx.handle.db, { CLIENT_DIR: client })).app;
    expect((await call(app, 'GET', '/')).text).toBe(TEST_INDEX_HTML);
    mkdirSync(path.dirname(path.join(client, prerenderedPageFile('en', '/'))), { recursive: true });
    writeFileSync(path.join(client, prerenderedPageFile('en', '/')), page('en', 'Showroom shine'));
    const later = new Date(Date.now() + 5_000);
    writeFileSync(path.join(client, 'index.html'), TEST_INDEX_HTML);
    utimesSync(path.join(client, 'index.html'), later, later);
    expect((await call(app, 'GET', '/')).text).toContain('<h1>Showroom shine</h1>');
  });

  it('sends the shell for a page without a prerender, and a 404 with the shell for no page at all', async () => {
    const register = await call(ctx.app, 'GET', '/register');
    expect(register.status).toBe(200);
    expect(register.text).toBe(TEST_INDEX_HTML);
    const unknown = await call(ctx.app, 'GET', '/services/extra');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toBe(TEST_INDEX_HTML);
  });
});
