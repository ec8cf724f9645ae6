import { shortId } from '../src/domain/format';
import { messages } from '../src/domain/messages';
import type { Locator } from '@playwright/test';
import { bookThroughApi, expect, ops, signUp, test } from './fixtures';

test('a customer cancels a booking after confirming the dialog', async ({ page }) => {
  await signUp(page);
  const booking = await bookThroughApi(page);
  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
  const card = page.locator('main article').filter({ hasText: shortId(booking.id) });
  await expect(card).toContainText(booking.serviceName);
  await expect(card).toContainText(/PKR \d{1,3}(,\d{3})*/);
  await expect(card).toContainText('Pending');
  await expect(page.getByRole('link', { name: 'Book Another Service' })).toBeVisible();

  await card.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(messages.booking.confirmCancel);
  await dialog.getByRole('button', { name: 'No, keep booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Pending');

  await card.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(page.getByText(messages.booking.cancelled)).toBeVisible();
  await expect(card).toContainText('Cancelled');

  await page.getByRole('button', { name: 'Pending', exact: true }).click();
  await expect(page.getByText(messages.booking.emptyPending)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book New Service' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancelled', exact: true }).click();
  await expect(page.locator('main article').filter({ hasText: shortId(booking.id) })).toBeVisible();
});

test('a customer reschedules a booking to another day, at its earliest free time', async ({ page }) => {
  await signUp(page);
  const booking = await bookThroughApi(page);
  await page.goto('/my-bookings');
  const card = page.locator('main article').filter({ hasText: shortId(booking.id) });
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog');
  const days = dialog.getByRole('button', { name: /\d+ slots?/ });
  await expect(days.first()).toBeVisible();
  await days.last().click();
  // the day's times, the earliest free one chosen: Confirm is ready
  await expect(dialog.getByRole('group', { name: 'New start time' }).getByRole('radio', { checked: true })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(messages.booking.rescheduled)).toBeVisible();
  await expect(card).toContainText('Rescheduled');
});

test('the workshop completes a booking and the customer rates it', async ({ page }) => {
  await signUp(page);
  const booking = await bookThroughApi(page);
  for (const status of ['confirmed', 'in_progress', 'completed']) await ops(page, 'POST', `bookings/${booking.id}/status`, { status });

  await page.goto('/my-bookings');
  const card = page.locator('main article').filter({ hasText: shortId(booking.id) });
  await expect(card).toContainText('Completed');
  await card.getByRole('button', { name: 'Rate' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(page.getByText(messages.booking.rated)).toBeVisible();
  await expect(card.getByLabel('Rated 5 out of 5')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Rate' })).toHaveCount(0);
});

test('the confirmation page shows the booking, and sends a visitor without one to the wizard', async ({ page }) => {
  const customer = await signUp(page);
  const booking = await bookThroughApi(page);
  await page.goto(`/booking-confirmation?booking=${booking.id}`);
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  const main = page.locator('main');
  await expect(main).toContainText(shortId(booking.id));
  await expect(main).toContainText(booking.serviceName);
  await expect(main).toContainText(customer.email);
  await expect(main).toContainText(booking.plate);
  await expect(main).toContainText('Gate 2, ring the bell.');
  await expect(main.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute('href', '/my-bookings');
  await expect(main.getByRole('button', { name: 'Download Confirmation' })).toBeVisible();

  await page.goto('/booking-confirmation');
  await expect(page).toHaveURL(/\/book$/);
});

/** The plate shows whole, on one line: one unit that does not wrap. */
async function expectWholePlate(plate: Locator) {
  await expect(plate).toBeVisible();
  expect(await plate.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('nowrap');
  expect(await plate.evaluate((element) => element.getClientRects().length), 'one line box').toBe(1);
}

test('at 360 px a plate never breaks inside itself, on My Bookings and in the vehicles list', async ({ page }) => {
  await signUp(page);
  const booking = await bookThroughApi(page, 'BKS-/742');
  await page.setViewportSize({ width: 360, height: 780 });
  // Found by its start: the server may write the plate its own way; on screen it stays one piece on one line.
  await page.goto('/my-bookings');
  await expectWholePlate(page.locator('main article').filter({ hasText: shortId(booking.id) }).getByText(/^BKS/));
  await page.goto('/profile');
  await expectWholePlate(page.getByRole('listitem').filter({ hasText: 'Suzuki Swift' }).getByText(/^BKS/));
});
