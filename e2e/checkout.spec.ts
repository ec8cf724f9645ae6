import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { shortId } from '../src/domain/format';
import { messages } from '../src/domain/messages';
import { bookThroughApi, expect, signUp, test } from './fixtures';

/** Signs up, books through the API, and opens the checkout with My Bookings' "Pay now". */
async function openCheckoutFromMyBookings(page: Page) {
  await signUp(page);
  const booking = await bookThroughApi(page);
  await page.goto('/my-bookings');
  const card = page.locator('main article').filter({ hasText: shortId(booking.id) });
  await card.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Order Summary' })).toContainText(booking.serviceName);
  return booking;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card Number').pressSequentially(number);
  await page.getByLabel('Card Holder Name').fill('Ayesha Khan');
  await page.getByLabel('Expiry Date').pressSequentially('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('City').fill('Karachi');
}

test('a customer pays an unpaid booking by card from My Bookings and lands on its confirmation', async ({ page }) => {
  const booking = await openCheckoutFromMyBookings(page);
  await expect(page.getByRole('radio', { name: 'Credit/Debit Card' })).toBeChecked();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: /^Pay PKR [\d,]+$/ }).click();
  await expect(page.getByText(messages.card.numberRequired)).toBeVisible();
  await expect(page.getByLabel('Card Number')).toBeFocused();

  await fillCard(page, '4242424242424242');
  await expect(page.getByLabel('Card Number')).toHaveValue('4242 4242 4242 4242');
  await expect(page.getByLabel('Expiry Date')).toHaveValue('12/30');
  // the page survives a reload: the booking stays in the history entry
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Order Summary' })).toContainText(booking.serviceName);
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: /^Pay PKR [\d,]+$/ }).click();

  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Paid with Visa ending 4242')).toBeVisible();
  await expect(page.getByText(messages.checkout.paymentSuccess, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/booking-confirmation\\?booking=${booking.id}&payment=[^&]+$`));
  const transactionId = new URL(page.url()).searchParams.get('payment') ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Paid');
  await expect(payment).toContainText(transactionId);
  await expect(payment.getByRole('button', { name: 'Pay now' })).toHaveCount(0);

  await page.goto('/my-bookings');
  await expect(page.locator('main article').filter({ hasText: shortId(booking.id) }).getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  // The invoice names the card by its brand and last 4, as kept.
  await page.goto(`/invoice/${booking.invoiceId}`);
  await expect(page.getByRole('region', { name: 'Payment' }).getByText('Paid · Visa ending 4242')).toBeVisible();
});

test('a declined card shows Payment Failed, and Try Again returns to the form without the CVV', async ({ page }) => {
  await openCheckoutFromMyBookings(page);
  await fillCard(page, '4000000000000002');
  await page.getByRole('button', { name: /^Pay PKR [\d,]+$/ }).click();
  const failed = page.getByRole('heading', { name: 'Payment Failed' });
  await expect(failed).toBeVisible();
  await expect(failed).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment Failed' })).toContainText(messages.payments.cardDeclined);

  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByLabel('Card Number')).toHaveValue('4000 0000 0000 0002');
  await expect(page.getByLabel('Card Holder Name')).toHaveValue('Ayesha Khan');
  await expect(page.getByLabel('CVV')).toHaveValue('');

  // a number failing the card checksum is refused by the server with its sentence
  await page.getByLabel('Card Number').fill('4242424242424241');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay PKR [\d,]+$/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment Failed' })).toContainText(messages.card.numberInvalid);
});

test('UPI: the UPI id is checked, a failing id shows the failure, and a valid one pays', async ({ page }) => {
  const booking = await openCheckoutFromMyBookings(page);
  await page.getByRole('radio', { name: 'UPI Payment' }).check();
  await page.getByLabel('UPI ID').fill('ayesha');
  await page.getByRole('button', { name: 'Pay with UPI' }).click();
  await expect(page.getByText(messages.upi.invalid)).toBeVisible();
  await expect(page.getByLabel('UPI ID')).toBeFocused();

  await page.getByLabel('UPI ID').fill('ayesha@fail');
  await page.getByRole('button', { name: 'Pay with UPI' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByLabel('UPI ID')).toHaveValue('ayesha@fail');

  await page.getByRole('button', { name: 'PhonePe @ybl' }).click();
  await expect(page.getByLabel('UPI ID')).toHaveValue('ayesha@ybl');
  await page.getByRole('button', { name: 'Pay with UPI' }).click();
  await expect(page.getByText(messages.checkout.upiSuccess, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/booking-confirmation\\?booking=${booking.id}&payment=`));
});

test('Wallet: a wallet and a mobile number are checked, and PhonePe pays', async ({ page }) => {
  const booking = await openCheckoutFromMyBookings(page);
  await page.getByRole('radio', { name: 'Digital Wallet' }).check();
  await page.getByRole('button', { name: 'Pay with Wallet' }).click();
  await expect(page.getByText(messages.wallet.selectWallet)).toBeVisible();
  // JazzCash and Easypaisa come first: the first wallet takes the focus.
  await expect(page.getByRole('radio', { name: 'JazzCash' })).toBeFocused();

  await page.getByRole('radio', { name: 'PhonePe' }).check();
  await page.getByLabel('Mobile Number').fill('12345');
  await page.getByRole('button', { name: 'Pay with PhonePe' }).click();
  await expect(page.getByText(messages.wallet.invalidMobile)).toBeVisible();

  await page.getByRole('radio', { name: 'Amazon Pay' }).check();
  await expect(page.getByLabel('Mobile Number')).toHaveCount(0);
  await page.getByRole('radio', { name: 'PhonePe' }).check();
  await page.getByLabel('Mobile Number').fill('98765 43210');
  await expect(page.getByLabel('Mobile Number')).toHaveValue('9876543210');
  await page.getByRole('button', { name: 'Pay with PhonePe' }).click();
  await expect(page.getByText(messages.checkout.walletSuccess, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/booking-confirmation\\?booking=${booking.id}&payment=`));
});

test('JazzCash: the mobile must be a Pakistani one, 03009999999 is declined, and another number pays', async ({ page }) => {
  const booking = await openCheckoutFromMyBookings(page);
  await page.getByRole('radio', { name: 'Digital Wallet' }).check();
  await page.getByRole('radio', { name: 'JazzCash' }).check();
  await expect(page.getByLabel('Mobile Number')).toHaveAttribute('placeholder', '03XX XXXXXXX');
  await page.getByLabel('Mobile Number').fill('9876543210');
  await page.getByRole('button', { name: 'Pay with JazzCash' }).click();
  await expect(page.getByText(messages.wallet.invalidPakistaniMobile)).toBeVisible();

  await page.getByLabel('Mobile Number').fill('0300-9999999');
  await expect(page.getByLabel('Mobile Number')).toHaveValue('03009999999');
  await page.getByRole('button', { name: 'Pay with JazzCash' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment Failed' })).toContainText(messages.payments.walletDeclined);
  await page.getByRole('button', { name: 'Try Again' }).click();

  await page.getByLabel('Mobile Number').fill('03001234567');
  await page.getByRole('button', { name: 'Pay with JazzCash' }).click();
  await expect(page.getByText(messages.checkout.walletSuccess, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/booking-confirmation\\?booking=${booking.id}&payment=`));
});

test('the checkout fits a 360 px screen', async ({ page }) => {
  await openCheckoutFromMyBookings(page);
  await page.setViewportSize({ width: 360, height: 780 });
  for (const method of ['Credit/Debit Card', 'UPI Payment', 'Digital Wallet']) {
    await page.getByRole('radio', { name: method }).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});

test('with online payment switched off, the checkout says to pay at the workshop and Pay now gives way', async ({ page }) => {
  await openCheckoutFromMyBookings(page);
  const total = await page.getByRole('complementary', { name: 'Order Summary' }).getByText(/^PKR [\d,]+$/).last().textContent();
  // The suite's servers take online payment; this is the answer a server started with PAYMENT_GATEWAY=off gives
  // (tests/server/payments.test.ts checks that server side), for the page loads from here on.
  await page.route('**/api/payments/methods', (route) => route.fulfill({ json: { success: true, data: [] } }));
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Pay at the workshop' })).toBeVisible();
  await expect(page.getByText(`Please pay ${total} at the workshop when you collect your car`)).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'Back to My Bookings' }).click();
  await expect(page).toHaveURL(/\/my-bookings$/);
  const card = page.locator('main article').first();
  await expect(card.getByText('Pay at the workshop')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
});

test('/checkout opened directly says there is no booking data and goes to /book', async ({ page }) => {
  await signUp(page);
  await page.goto('/checkout');
  await expect(page.getByText(messages.checkout.noBookingData)).toBeVisible();
  await expect(page).toHaveURL(/\/book$/);
});
