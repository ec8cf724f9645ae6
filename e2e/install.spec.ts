// Adding the app to the home screen: a valid manifest with reachable icons, a service worker that registers, and
// without a connection a page load shows the offline page (booking itself needs the network).
import type { Page } from '@playwright/test';
import { loadConfig } from '../server/config';
import { expect, test } from './fixtures';

// The offline page is static HTML outside the app's bundle: its sentence and the company's defaults are checked here.
const OFFLINE_SENTENCE = 'You are offline — booking needs a connection; try again when you are back online.';
const company = loadConfig({}).company;

test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

async function attributeOf(page: Page, selector: string, name: string): Promise<string> {
  const value = await page.locator(selector).getAttribute(name);
  expect(value, `${selector} ${name}`).toBeTruthy();
  return value ?? '';
}

test('the pages link a valid manifest whose icons are served as PNGs', async ({ page }) => {
  await page.goto('/?no-sw');
  const manifestAnswer = await page.request.get(await attributeOf(page, 'link[rel="manifest"]', 'href'));
  expect(manifestAnswer.status()).toBe(200);
  expect(manifestAnswer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = JSON.parse(await manifestAnswer.text()) as { name: string; short_name: string; start_url: string; display: string; icons: ManifestIcon[] };
  expect(manifest).toMatchObject({ name: company.name, short_name: 'ShineWorks', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

  const appleIcon = await attributeOf(page, 'link[rel="apple-touch-icon"]', 'href');
  for (const src of [...manifest.icons.map((icon) => icon.src), appleIcon]) {
    const icon = await page.request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);

  await page.goto('/staff/login?no-sw');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('the service worker is always revalidated and registers; with ?no-sw it does not', async ({ page }) => {
  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await page.goto('/?no-sw');
  await page.waitForLoadState('load');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);

  await page.goto('/');
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
  expect(new URL(scriptUrl).pathname).toBe('/sw.js');
});

test('without a connection a page load shows the offline page with the phone number, and the app is back online', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The page's own lazy parts must have arrived first: cut off while loading them, the page throws (a missing
  // stylesheet, then a hydration mismatch) and the test would be about that instead of the offline page.
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.goto('/services');
  await expect(page.getByRole('heading', { name: company.name })).toBeVisible();
  await expect(page.getByText(OFFLINE_SENTENCE)).toBeVisible();
  await expect(page.getByRole('link', { name: company.phone })).toBeVisible();

  await context.setOffline(false);
  await page.goto('/services');
  await expect(page.getByText(OFFLINE_SENTENCE)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
