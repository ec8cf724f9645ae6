// The owner's side of real payments in Chromium, on both builds: an app server of this project's build started live
// against the Easypaisa fake (tests/fakes/), whose REST API has no refund. A customer pays by Easypaisa; refunding the
// invoice leaves the money to give back by hand, so the admin finds it under "To return by hand" in the inbox, marks
// it returned after saying so again, and the day's reconciliation on the Payments page finds every payment matching.
import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { reconciliationContent, refundsToReturnContent } from '../src/domain/console/livePaymentsContent';
import { shellContent, staffLoginContent } from '../src/domain/console/shellContent';
import { messages } from '../src/domain/messages';
import { startEasypaisaFake } from '../tests/fakes/easypaisa';
import { bookThroughApi, expect, signUp, test } from './fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { liveDataDir, liveUrl, startLiveServer } from './support/live-server';

const dataDir = (project: string) => liveDataDir('console', project);

const EASYPAISA = { storeId: '11223', username: 'e2e-easypaisa-user', password: 'e2e-easypaisa-password', accountNumber: '654321789' };
const ADMIN = { email: 'owner.payments@shineworks.pk', password: 'owner-secret-2026', name: 'Imran Owner' };

let fake: Awaited<ReturnType<typeof startEasypaisaFake>>;
let server: ChildProcess;

// eslint-disable-next-line no-empty-pattern
test.use({ baseURL: async ({}, use, testInfo) => use(liveUrl('console', testInfo.project.name)) });

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  const project = testInfo.project.name;
  const appUrl = liveUrl('console', project);
  fake = await startEasypaisaFake({ ...EASYPAISA, ipnListenerUrl: `${appUrl}/api/webhooks/easypaisa` });
  server = await startLiveServer('console', project, {
    EASYPAISA_API_URL: fake.url,
    EASYPAISA_STORE_ID: EASYPAISA.storeId,
    EASYPAISA_USERNAME: EASYPAISA.username,
    EASYPAISA_PASSWORD: EASYPAISA.password,
    EASYPAISA_ACCOUNT_NUM: EASYPAISA.accountNumber,
  });
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await fake?.close();
});

/** The workshop's ops API of this spec's own server, with its ops token, as `npm run ops` would call it. */
async function ops(appUrl: string, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = (await readFile(join(dataDir(test.info().project.name), 'ops-token'), 'utf8')).trim();
  const response = await fetch(`${appUrl}/api/ops/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return (await response.json()) as { message?: string; data: unknown };
}

/** No serious axe violation at a desk screen, and nothing scrolling sideways on a 360 px phone. */
async function checkState(page: Page, state: string) {
  await expectNoSeriousViolations(page, state);
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `horizontal overflow on ${state} at 360 px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The owner, in a browser of their own on this spec's server. */
async function ownerSignsIn(browser: Browser, appUrl: string, goTo: string) {
  const context = await browser.newContext({ baseURL: appUrl });
  const page = await context.newPage();
  await page.goto(goTo);
  await page.getByLabel(staffLoginContent.emailLabel).fill(ADMIN.email);
  await page.getByLabel(staffLoginContent.passwordLabel, { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: staffLoginContent.submit, exact: true }).click();
  return page;
}

test('an Easypaisa refund waits under "To return by hand" until the owner marks it returned, and the day reconciles', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const appUrl = baseURL ?? '';
  const customer = await signUp(page);
  const booking = await bookThroughApi(page);
  const paid = await page.request.post('/api/payments/wallet', {
    headers: { Origin: appUrl },
    data: { bookingId: booking.id, walletType: 'easypaisa', phone: '03451234567' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  expect(fake.payments.at(-1)?.status).toBe('PAID');

  // Easypaisa takes no refund: the invoice's refund is recorded as money to give back by hand.
  const refund = await ops(appUrl, 'POST', `invoices/${booking.invoiceId}/refund`, {});
  expect(refund.message).toBe(messages.invoice.refundToReturn);
  await ops(appUrl, 'POST', 'users', { ...ADMIN, role: 'admin' });

  const owner = await ownerSignsIn(browser, appUrl, '/staff/inbox');
  const section = owner.getByRole('region', { name: refundsToReturnContent.title });
  const card = section.getByRole('listitem', { name: customer.name });
  await expect(card).toContainText('Paid through Easypaisa, reference');
  await checkState(owner, 'the inbox with a refund to return');
  await card.getByRole('button', { name: refundsToReturnContent.markReturnedLabel(customer.name) }).click();
  const dialog = owner.getByRole('dialog', { name: refundsToReturnContent.confirmTitle });
  await expect(dialog).toContainText(`back to ${customer.name}? This cannot be undone.`);
  await expect(dialog.getByRole('button', { name: refundsToReturnContent.close })).toBeFocused();
  await checkState(owner, 'the Mark returned dialog');
  await dialog.getByRole('button', { name: refundsToReturnContent.confirm }).click();
  await expect(owner.getByText(messages.invoice.refunded)).toBeVisible();
  await expect(section.getByText(refundsToReturnContent.empty)).toBeVisible();

  // The day's reconciliation: Easypaisa says paid, we recorded it paid and since refunded — they agree.
  await owner.getByRole('navigation', { name: shellContent.navigation }).getByRole('link', { name: shellContent.nav.payments }).click();
  await expect(owner).toHaveURL(/\/staff\/payments$/);
  await expect(owner.getByText(reconciliationContent.allMatch)).toBeVisible({ timeout: 20_000 });
  const row = owner.getByRole('row').filter({ hasText: 'Easypaisa' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(reconciliationContent.ours('refunded'));
  await expect(row).toContainText(reconciliationContent.match);
  // axe reads the toast mid-fade as low contrast: the page is checked once it has gone
  await expect(owner.getByText(messages.invoice.refunded)).toBeHidden({ timeout: 15_000 });
  await checkState(owner, 'the Payments page');
  await owner.context().close();
});
