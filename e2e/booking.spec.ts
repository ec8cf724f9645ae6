import { messages } from '../src/domain/messages';
import { expect, signUp, test } from './fixtures';

test('a customer books from a service card through all four steps to My Bookings', async ({ page }) => {
  const customer = await signUp(page);

  await page.goto('/services');
  const card = page.locator('main article').first();
  const serviceName = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
  await card.getByRole('link', { name: 'Book Now' }).click();

  // The service is preselected, so the wizard opens on step 2.
  await expect(page).toHaveURL(/\/book\?service=/);
  await expect(page.getByText('Step 2 of 4')).toBeVisible();

  // Next stays aria-disabled (still focusable) without a vehicle; pressing it explains what is missing.
  await expect(page.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Next' }).click({ force: true });
  await expect(page.getByText(messages.wizard.completeRequiredFields)).toBeVisible();

  await page.getByRole('button', { name: 'Add New Vehicle' }).click();
  await page.getByRole('button', { name: 'Save Vehicle' }).click();
  await expect(page.getByText(messages.cars.requiredFields).first()).toBeVisible();
  await page.getByLabel('Make').fill('Toyota');
  await page.getByLabel('Model').fill('Corolla');
  await page.getByLabel('Year').fill('2021');
  await page.getByLabel('Color').fill('White');
  await page.getByLabel('License Plate').pressSequentially('bkl-421');
  await expect(page.getByLabel('License Plate')).toHaveValue('BKL-421');
  await page.getByRole('button', { name: 'Save Vehicle' }).click();
  await expect(page.getByRole('button', { name: /Toyota Corolla/ })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review Booking' })).toBeVisible();
  const dates = page.getByRole('button', { name: /\d+ slots?$/ });
  await expect(dates.first()).toBeVisible();
  await dates.first().click();

  // Picking a date advances to the review after a short pause.
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  const main = page.locator('main');
  await expect(main.getByText(serviceName).first()).toBeVisible();
  await expect(main.getByText(customer.email)).toBeVisible();
  await expect(main.getByText('BKL-421').first()).toBeVisible();
  await page.getByLabel('Special Instructions').fill('Please take extra care with the leather seats.');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(page.getByText(messages.booking.created)).toBeVisible();
  await expect(page).toHaveURL(/\/my-bookings$/);
});

test('the wizard can be driven with the keyboard alone', async ({ page }) => {
  await signUp(page);
  await page.goto('/book');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  const firstService = page.locator('main').getByRole('button', { pressed: false }).filter({ hasText: 'PKR' }).first();
  await firstService.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vehicle Details' })).toBeFocused();
});
