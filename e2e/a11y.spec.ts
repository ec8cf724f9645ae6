// Accessibility across the app: axe finds no serious or critical violation on any page or state worth checking,
// nothing scrolls sideways at 360 px, and a customer books from the home page to My Bookings with the keyboard alone.
import type { Locator, Page } from '@playwright/test';
import { customerFileContent, customersContent, deskBookingContent, bayBlockContent } from '../src/domain/console/deskContent';
import { shellContent } from '../src/domain/console/shellContent';
import { bookThroughApi, expect, newCustomer, signUp, test } from './fixtures';
import { signInToConsole, workshopAccount } from './support/console';
import { expectNoSeriousViolations } from './support/axe';
import { REACT_ONLY } from './support/builds';

async function expectNoSidewaysScroll(page: Page, state: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `horizontal overflow on ${state} at 360 px`).toBeLessThanOrEqual(0);
}

/** Checks a state at desktop width with axe, then at 360 px for sideways scrolling. */
async function checkState(page: Page, state: string) {
  await expectNoSeriousViolations(page, state);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page, state);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const PUBLIC_PAGES: Array<[string, string]> = [
  ['/', 'Book Now'],
  ['/services', 'Our Services'],
  ['/pricing', 'Price list'],
  ['/contact', 'Send'],
  ['/login', 'Sign In'],
  ['/register', 'Create Account'],
  ['/forgot-password', 'Forgot'],
  ['/terms', 'Terms'],
  ['/privacy', 'Privacy'],
  ['/no-such-page', 'Page Not Found'],
];

test.describe('public pages', { tag: REACT_ONLY }, () => {
  for (const [path, text] of PUBLIC_PAGES) {
    test(`${path} has no serious accessibility problem and fits 360 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main').getByText(text).first()).toBeVisible();
      await checkState(page, path);
    });
  }
});

test('signed-in pages and their states have no serious accessibility problem and fit 360 px', { tag: REACT_ONLY }, async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  const booking = await bookThroughApi(page);

  await page.goto('/book');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await checkState(page, 'wizard step 1');
  await page.locator('main').getByRole('button').filter({ hasText: 'PKR' }).first().click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await checkState(page, 'wizard step 2');
  await page.getByRole('button', { name: 'Add New Vehicle' }).click();
  await checkState(page, 'wizard step 2, add vehicle form');
  // The customer's only vehicle is their default, so it is already chosen.
  await expect(page.getByRole('button', { name: new RegExp(booking.plate) })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await checkState(page, 'wizard step 3');
  await page.getByRole('button', { name: /\d+ slots?$/ }).first().click();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await checkState(page, 'wizard step 4');

  await page.goto('/my-bookings');
  await expect(page.getByText(booking.serviceName).first()).toBeVisible();
  await checkState(page, 'my bookings');
  await page.getByRole('button', { name: 'Cancel', exact: true }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page, 'my bookings, cancel dialog');
  await page.keyboard.press('Escape');

  await page.goto(`/booking-confirmation?booking=${booking.id}`);
  await expect(page.getByText(booking.plate).first()).toBeVisible();
  await checkState(page, 'booking confirmation');

  await page.goto(`/invoice/${booking.invoiceId}`);
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await checkState(page, 'invoice');

  await page.goto('/profile');
  await expect(page.getByText(booking.plate).first()).toBeVisible();
  await checkState(page, 'profile');

  await page.goto('/my-bookings');
  await page.getByRole('button', { name: 'Pay now' }).first().click();
  await expect(page).toHaveURL(/\/checkout$/);
  await checkState(page, 'checkout, card');
  await page.getByRole('radio', { name: /UPI/ }).check();
  await checkState(page, 'checkout, UPI');
  await page.getByRole('radio', { name: /Digital Wallet/ }).check();
  await checkState(page, 'checkout, wallet');
  await page.getByRole('radio', { name: /Card/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Card number is required').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'checkout, card errors');
  await page.getByLabel('Card Number').fill('4000 0000 0000 0002');
  await page.getByLabel('Card Holder Name').fill('Ayesha Khan');
  await page.getByLabel('Expiry Date').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await checkState(page, 'checkout, payment failed');
});

/** Presses Tab until `target` has the focus (the way a keyboard user reaches it). */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target} with Tab`);
}

test('a very long e-mail address keeps the profile, confirmation and invoice within 360 px', { tag: REACT_ONLY }, async ({ page }) => {
  const customer = { ...newCustomer(), email: `ayesha.${Date.now()}@a-very-long-karachi-detailing-domain-name-example.com.pk` };
  await signUp(page, customer);
  const booking = await bookThroughApi(page);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/profile', `/booking-confirmation?booking=${booking.id}`, `/invoice/${booking.invoiceId}`]) {
    await page.goto(path);
    await expect(page.getByTitle(customer.email).first()).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
});

test('a customer books from the home page to My Bookings with the keyboard alone', async ({ page }) => {
  await signUp(page);
  // A saved vehicle, booked on the last bookable day: the keyboard booking takes the first one, so the car is free.
  const days = (await (await page.request.get('/api/bookings/available-dates/?days=14')).json()) as Array<{ date: string; available: boolean }>;
  const lastDay = days.filter((day) => day.available).at(-1)?.date;
  const { plate } = await bookThroughApi(page, undefined, lastDay);
  await page.goto('/');
  await tabTo(page, page.locator('main').getByRole('link', { name: 'Book Now' }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();

  await tabTo(page, page.locator('main').getByRole('button').filter({ hasText: 'PKR' }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByText('Step 2 of 4')).toBeVisible();

  const vehicle = page.getByRole('button', { name: new RegExp(plate) });
  if ((await vehicle.getAttribute('aria-pressed')) !== 'true') {
    await tabTo(page, vehicle);
    await page.keyboard.press('Enter');
  }
  await expect(vehicle).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Step 3 of 4')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: /\d+ slots?$/ }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Confirm Booking' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-bookings$/);
  await expect(page.getByText(plate).first()).toBeVisible();
});

test("the front desk's dialogs, the Customers page and a customer's card have no serious accessibility problem and fit 360 px", { tag: REACT_ONLY }, async ({ page }) => {
  test.setTimeout(120_000);
  const customer = await signUp(page);
  const booking = await bookThroughApi(page);
  await page.request.post('/api/auth/logout/', { headers: { Origin: new URL(page.url()).origin } });
  const staff = await workshopAccount(page, 'staff');
  await signInToConsole(page, staff, `/staff?date=${booking.date}`);
  await expect(page.getByRole('heading', { name: shellContent.titles.board, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: deskBookingContent.newBooking, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: deskBookingContent.titles.booking });
  await dialog.getByLabel(deskBookingContent.findLabel).fill(customer.email);
  await dialog.getByRole('button', { name: new RegExp(`^${deskBookingContent.choose}`) }).first().click();
  await dialog.getByLabel(/^Service/).selectOption({ index: 1 });
  await expect(dialog.getByRole('radio').last()).toBeVisible();
  await checkState(page, 'the New booking dialog');
  await dialog.getByRole('button', { name: deskBookingContent.cancel }).click();

  await page.getByRole('button', { name: deskBookingContent.walkIn }).click();
  await expect(page.getByRole('dialog', { name: deskBookingContent.titles.walkIn }).getByLabel(deskBookingContent.findLabel)).toBeVisible();
  await checkState(page, 'the Walk in now dialog');
  await page.getByRole('dialog').getByRole('button', { name: deskBookingContent.cancel }).click();

  await page.getByRole('button', { name: bayBlockContent.open }).click();
  await expect(page.getByRole('dialog', { name: bayBlockContent.title })).toBeVisible();
  await checkState(page, 'the Block a bay dialog');
  await page.getByRole('dialog').getByRole('button', { name: bayBlockContent.cancel }).click();

  await page.goto('/staff/customers');
  await expect(page.getByRole('table', { name: customersContent.tableCaption })).toBeVisible();
  await checkState(page, '/staff/customers');
  await page.getByLabel(customersContent.searchLabel).fill(customer.email);
  // Other tests' customers may share the name: wait for the search by e-mail to leave this one alone.
  await expect(page.getByRole('link', { name: customer.name })).toHaveCount(1);
  await page.getByRole('link', { name: customer.name }).click();
  await expect(page.getByRole('heading', { name: customer.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: customerFileContent.bookingsCaption })).toBeVisible();
  await checkState(page, "a customer's card");
});
