// Real money (PAYMENT_GATEWAY=live) in real Chromium: an app server of this project's build started live against the
// JazzCash and Safepay fakes (tests/fakes/), which speak the gateways' HTTP and check hashes and signatures.
// A JazzCash wallet payment waits on the payment page until the customer approves it on the phone; a JazzCash voucher
// is issued on JazzCash's page (reached by a signed form POST, which the pages' policy must allow) and waits until the
// cash is paid at a shop; a card is typed on Safepay's hosted page (never on ours) and the customer comes back to a
// paid booking.
import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { shortId } from '../src/domain/format';
import { messages } from '../src/domain/messages';
import { myBookingsContent } from '../src/domain/myBookingsContent';
import { startJazzCashFake, JAZZCASH_TEST_NUMBERS } from '../tests/fakes/jazzcash';
import { startSafepayFake } from '../tests/fakes/safepay';
import { bookThroughApi, expect, signUp, test } from './fixtures';
import { liveUrl, startLiveServer } from './support/live-server';

const JAZZCASH = { merchantId: 'MC10027', password: 'e2e-jazzcash-password', integritySalt: 'e2e-jazzcash-salt', merchantMpin: '0000' };
const SAFEPAY = { apiKey: 'sec_e2e_api_key', secretKey: 'e2e-safepay-secret', webhookSecret: 'e2e-safepay-webhook-secret' };

type Fakes = { jazzcash: Awaited<ReturnType<typeof startJazzCashFake>>; safepay: Awaited<ReturnType<typeof startSafepayFake>> };
let fakes: Fakes;
let server: ChildProcess;

// Playwright reads a fixture's needs from its first parameter's pattern: these need none.
// eslint-disable-next-line no-empty-pattern
test.use({ baseURL: async ({}, use, testInfo) => use(liveUrl('payments', testInfo.project.name)) });

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  const project = testInfo.project.name;
  const appUrl = liveUrl('payments', project);
  fakes = {
    jazzcash: await startJazzCashFake(JAZZCASH),
    safepay: await startSafepayFake({ ...SAFEPAY, webhookUrl: `${appUrl}/api/webhooks/safepay` }),
  };
  server = await startLiveServer('payments', project, {
    JAZZCASH_API_URL: fakes.jazzcash.url,
    JAZZCASH_MERCHANT_ID: JAZZCASH.merchantId,
    JAZZCASH_PASSWORD: JAZZCASH.password,
    JAZZCASH_INTEGRITY_SALT: JAZZCASH.integritySalt,
    JAZZCASH_MERCHANT_MPIN: JAZZCASH.merchantMpin,
    SAFEPAY_API_URL: fakes.safepay.url,
    SAFEPAY_API_KEY: SAFEPAY.apiKey,
    SAFEPAY_SECRET_KEY: SAFEPAY.secretKey,
    SAFEPAY_WEBHOOK_SECRET: SAFEPAY.webhookSecret,
  });
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await Promise.all([fakes?.jazzcash.close(), fakes?.safepay.close()]);
});

async function openCheckout(page: Page) {
  await signUp(page);
  const booking = await bookThroughApi(page);
  await page.goto('/my-bookings');
  await page.locator('main article').filter({ hasText: shortId(booking.id) }).getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  return booking;
}

test('a JazzCash payment waits on the payment page until the customer approves it, then confirms the booking', async ({ page }) => {
  const booking = await openCheckout(page);
  // A live server offers what its gateways take: the card on the hosted page and JazzCash, no UPI.
  await expect(page.getByRole('radio', { name: 'UPI Payment' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Digital Wallet' }).check();
  await page.getByRole('radio', { name: 'JazzCash', exact: true }).check();
  await page.getByLabel('Mobile Number').fill(JAZZCASH_TEST_NUMBERS.pending);
  await page.getByRole('button', { name: /^Pay with JazzCash/ }).click();

  await expect(page).toHaveURL(/\/payment\/txn_[\w-]+$/);
  await expect(page.getByRole('heading', { name: messages.paymentStatus.waiting })).toBeVisible();
  // The customer approves on the phone: JazzCash now says paid, and the page (asking every few seconds) follows.
  const sent = fakes.jazzcash.payments.at(-1);
  expect(sent?.mobileNumber).toBe(JAZZCASH_TEST_NUMBERS.pending);
  fakes.jazzcash.settle(sent?.reference ?? '', '000');
  await expect(page.getByRole('heading', { name: messages.paymentStatus.paid })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/booking-confirmation\\?booking=${booking.id}&payment=txn_`));

  const invoice = await page.request.get(`/api/invoices/${booking.invoiceId}/`);
  expect(((await invoice.json()) as { data: { payment_status: string } }).data.payment_status).toBe('paid');
});

test('a JazzCash voucher is taken on JazzCash’s page, waits on ours until the cash is paid at a shop, then confirms the booking', async ({ page }) => {
  const booking = await openCheckout(page);
  await page.getByRole('radio', { name: 'Digital Wallet' }).check();
  await page.getByRole('radio', { name: 'JazzCash voucher' }).check();
  // No mobile number: the voucher is paid in cash.
  await expect(page.getByLabel('Mobile Number')).toHaveCount(0);
  await page.getByRole('button', { name: /^Pay with JazzCash voucher/ }).click();

  // JazzCash's page (the fake's) gives the voucher, and the customer goes back to the workshop's site.
  await expect(page.getByRole('heading', { name: 'JazzCash voucher' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to the merchant' }).click();
  await expect(page).toHaveURL(/\/payment\/txn_[\w-]+$/);
  await expect(page.getByText(messages.paymentStatus.voucherHint)).toBeVisible();
  const voucher = fakes.jazzcash.payments.at(-1);
  expect(voucher?.txnType).toBe('OTC');
  fakes.jazzcash.settle(voucher?.reference ?? '', '000');
  await expect(page.getByRole('heading', { name: messages.paymentStatus.paid })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/booking-confirmation\\?booking=${booking.id}&payment=txn_`));
});

test('a card is typed on Safepay’s page, never ours, and the customer comes back to a paid booking', async ({ page }) => {
  const booking = await openCheckout(page);
  await expect(page.getByRole('radio', { name: 'Credit/Debit Card' })).toBeChecked();
  await expect(page.getByLabel('Card Number')).toHaveCount(0);
  await expect(page.getByText(messages.paymentStatus.hostedCardNote)).toBeVisible();
  await page.getByRole('button', { name: messages.paymentStatus.continueToCard }).click();

  // Safepay's hosted page (the fake's), on its own origin.
  await expect(page).toHaveURL(new RegExp(`^${fakes.safepay.url}/components\\?`));
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay/ }).click();

  await expect(page.getByRole('heading', { name: messages.paymentStatus.paid })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/booking-confirmation\\?booking=${booking.id}&payment=txn_`));
  const invoice = await page.request.get(`/api/invoices/${booking.invoiceId}/`);
  expect(((await invoice.json()) as { data: { payment_status: string } }).data.payment_status).toBe('paid');
});

test('leaving Safepay’s page by Cancel says nothing was charged and keeps the booking payable', async ({ page }) => {
  const booking = await openCheckout(page);
  await page.getByRole('button', { name: messages.paymentStatus.continueToCard }).click();
  await expect(page).toHaveURL(new RegExp(`^${fakes.safepay.url}/components\\?`));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/payment\/txn_[\w-]+\?cancelled=1$/);
  await expect(page.getByText(messages.paymentStatus.cancelled)).toBeVisible();
  await page.getByRole('link', { name: messages.paymentStatus.backToBookings }).click();
  const card = page.locator('main article').filter({ hasText: shortId(booking.id) });
  await expect(card.getByRole('button', { name: 'Pay now' })).toBeVisible();
  // Safepay has not said the checkout is over: My Bookings says a payment waits, and links its page.
  await expect(card).toContainText(myBookingsContent.paymentWaiting);
  await expect(card.getByRole('link', { name: myBookingsContent.seePayment })).toHaveAttribute('href', /^\/payment\/txn_/);
});
