// The owner's Reports page in Chromium: an admin finds it in the console's navigation, reads a busy month's figures
// and charts, opens each chart as a table, and the page is axe-clean and fits a 360 px phone in every view; a staff
// member reads that only an admin sees the reports. The summary is answered by the test with a realistic month (the
// same as the view tests'), so the page is checked on its own figures.
import type { Page } from '@playwright/test';
import { reportsContent } from '../src/domain/console/reportsContent';
import { shellContent } from '../src/domain/console/shellContent';
import { reportSummaryFor } from '../tests/fixtures/reportSummary';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { signInToConsole, workshopAccount } from './support/console';

async function answerSummaries(page: Page) {
  await page.route('**/api/ops/reports/summary?**', async (route) => {
    const url = new URL(route.request().url());
    const range = { from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' };
    await route.fulfill({ json: { success: true, data: reportSummaryFor(range, range.from < '2026-10-01' ? 0.9 : 1) } });
  });
}

async function checkAt(page: Page, width: number, state: string) {
  await page.setViewportSize({ width, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `horizontal overflow on ${state} at ${width} px`).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, `${state} at ${width} px`);
}

test('an admin reads a month of figures, charts and their tables; axe-clean at 1280, 768 and 360 px', async ({ page }) => {
  await answerSummaries(page);
  const admin = await workshopAccount(page, 'admin');
  await signInToConsole(page, admin, '/staff/reports?from=2026-10-01&to=2026-10-31');
  await expect(page.getByRole('heading', { name: reportsContent.title, level: 1 })).toBeVisible();
  await expect(page.getByText(reportsContent.figures.collected, { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: shellContent.navigation }).getByRole('link', { name: shellContent.nav.reports })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('img', { name: /^Revenue collected per day: PKR [\d,]+ in all/ })).toBeVisible();
  await expect(page.getByRole('link', { name: reportsContent.downloadBookings })).toHaveAttribute('href', '/api/ops/reports/bookings.csv?from=2026-10-01&to=2026-10-31');
  for (const width of [1280, 768, 360]) await checkAt(page, width, 'the charts');

  await page.setViewportSize({ width: 1280, height: 800 });
  const showTable = page.getByRole('button', { name: reportsContent.showTable });
  while ((await showTable.count()) > 0) await showTable.first().click();
  await expect(page.getByRole('table', { name: reportsContent.days.caption })).toHaveCount(2);
  await expect(page.getByRole('table', { name: reportsContent.hours.caption })).toBeVisible();
  for (const width of [1280, 360]) await checkAt(page, width, 'the tables');

  await page.getByRole('button', { name: reportsContent.period.options.week }).click();
  await expect(page).toHaveURL(/\/staff\/reports\?period=week$/);
  await expect(page.getByText(reportsContent.figures.collected, { exact: true })).toBeVisible();
});

test('a staff member reads that only an admin sees the reports', async ({ page }) => {
  const staff = await workshopAccount(page, 'staff');
  await signInToConsole(page, staff, '/staff/reports');
  await expect(page.getByRole('heading', { name: reportsContent.adminOnlyTitle })).toBeVisible();
  await expect(page.getByRole('navigation', { name: shellContent.navigation }).getByRole('link', { name: shellContent.nav.reports })).toHaveCount(0);
});
