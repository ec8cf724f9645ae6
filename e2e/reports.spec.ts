// The owner's Reports page in Chromium, on the real server: an admin opens it from the console's navigation for the
// day a WhatsApp booking was made at the desk, reads the figures the server computed (charts and their tables), downloads the
// period's bookings as CSV (a BOM for Excel, the Urdu name intact) and changes the period; axe-clean and no sideways
// scroll at 1280, 768 and 360 px (the tables at 360 px). A staff member reads that only an admin sees the reports.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { reportsContent } from '../src/domain/console/reportsContent';
import { shellContent } from '../src/domain/console/shellContent';
import type { ReportSummary } from '../src/domain/reportsWire';
import { expect, ops, test } from './fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { quietDay, shortestService, signInToConsole, workshopAccount } from './support/console';

async function checkAt(page: Page, width: number, state: string) {
  await page.setViewportSize({ width, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `horizontal overflow on ${state} at ${width} px`).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, `${state} at ${width} px`);
}

test('the owner reads a day’s figures, downloads its bookings as CSV and changes the period', async ({ page }) => {
  test.slow(); // axe over the whole page at four sizes
  const stamp = String(Date.now()).slice(-7);
  const service = await shortestService(page);
  const day = await quietDay(page, service.id);
  const name = `عائشہ خان ${stamp}`;
  const plate = `RPT-${stamp.slice(-4)}`;
  await ops(page, 'POST', 'bookings', {
    new_customer: { full_name: name, phone: `0333-1${stamp.slice(-6)}` },
    new_car: { make: 'Toyota', model: 'Corolla', year: '2020', license_plate: plate, color: 'White' },
    service: service.id,
    booking_date: day,
    time: '10:00',
    source: 'whatsapp',
  });
  const { data: summary } = (await ops(page, 'GET', `reports/summary?from=${day}&to=${day}`)) as { data: ReportSummary };
  expect(summary.bookings.by_source.whatsapp).toBeGreaterThanOrEqual(1);

  const admin = await workshopAccount(page, 'admin');
  await signInToConsole(page, admin, `/staff/reports?from=${day}&to=${day}`);
  await expect(page.getByRole('heading', { name: reportsContent.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: shellContent.navigation }).getByRole('link', { name: shellContent.nav.reports })).toHaveAttribute('aria-current', 'page');
  // the page shows what the server counted for that day
  await expect(page.getByRole('img', { name: new RegExp(`^Bookings per day: ${summary.bookings.total} bookings? in all`) })).toBeVisible();
  for (const width of [1280, 768, 360]) await checkAt(page, width, 'the charts');

  await page.setViewportSize({ width: 1280, height: 800 });
  const showTable = page.getByRole('button', { name: reportsContent.showTable });
  while ((await showTable.count()) > 0) await showTable.first().click();
  await expect(page.getByRole('table', { name: reportsContent.hours.caption })).toBeVisible();
  await checkAt(page, 360, 'the tables');
  await page.setViewportSize({ width: 1280, height: 800 });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: reportsContent.downloadBookings }).click()]);
  expect(download.suggestedFilename()).toBe(`bookings-${day}-${day}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const rows = csv.slice(1).trimEnd().split('\r\n');
  expect(rows).toHaveLength(summary.bookings.total + 1);
  const ours = rows.find((row) => row.includes(plate));
  expect(ours).toContain(name);

  await page.getByRole('button', { name: reportsContent.period.options.week }).click();
  await expect(page).toHaveURL(/\/staff\/reports\?period=week$/);
  await expect(page.getByRole('img', { name: /^Bookings per day: / })).toBeVisible();
});

test('a staff member reads that only an admin sees the reports', async ({ page }) => {
  const staff = await workshopAccount(page, 'staff');
  await signInToConsole(page, staff, '/staff/reports');
  await expect(page.getByRole('heading', { name: reportsContent.adminOnlyTitle })).toBeVisible();
  await expect(page.getByRole('navigation', { name: shellContent.navigation }).getByRole('link', { name: shellContent.nav.reports })).toHaveCount(0);
});
