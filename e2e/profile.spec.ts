import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { messages } from '../src/domain/messages';
import { PROFILE_LABELS, profileContent, vehiclesContent } from '../src/domain/profileContent';
import { bookThroughApi, expect, signUp, test } from './fixtures';

const expectNoAxeViolations = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

const personal = (page: Page) => page.getByRole('region', { name: profileContent.personalTitle });
const vehicles = (page: Page) => page.getByRole('region', { name: vehiclesContent.title });
const vehicleItem = (page: Page, name: string) => vehicles(page).getByRole('listitem', { name: new RegExp(name) });

async function addVehicle(page: Page, vehicle: { make: string; model: string; year: string; color: string; plate: string }) {
  await vehicles(page).getByRole('button', { name: vehiclesContent.addVehicle }).click();
  await page.getByLabel('Make').fill(vehicle.make);
  await page.getByLabel('Model').fill(vehicle.model);
  await page.getByLabel('Year').selectOption(vehicle.year);
  await page.getByLabel('Color').fill(vehicle.color);
  await page.getByLabel('License Plate').pressSequentially(vehicle.plate.toLowerCase());
  await expect(page.getByLabel('License Plate')).toHaveValue(vehicle.plate);
  await page.getByRole('button', { name: vehiclesContent.save }).click();
  await expect(page.getByText(messages.profile.vehicleAdded).first()).toBeVisible();
  await expect(vehicleItem(page, `${vehicle.year} ${vehicle.make} ${vehicle.model}`)).toBeVisible();
}

test('a customer edits the profile; the changes survive a reload and reach the header', async ({ page }) => {
  const customer = await signUp(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: profileContent.title })).toBeVisible();
  await expect(personal(page).getByText(customer.email)).toBeVisible();
  await expectNoAxeViolations(page);

  await personal(page).getByRole('button', { name: profileContent.edit }).click();
  await page.getByLabel(PROFILE_LABELS.name).fill('');
  await page.getByRole('button', { name: profileContent.save }).click();
  await expect(page.getByText(messages.register.fullNameRequired)).toBeVisible();
  await expect(page.getByLabel(PROFILE_LABELS.name)).toBeFocused();
  await expectNoAxeViolations(page);

  const newName = `${customer.name} Qureshi`;
  await page.getByLabel(PROFILE_LABELS.name).fill(newName);
  await page.getByLabel(PROFILE_LABELS.phone).fill('');
  await page.getByLabel(PROFILE_LABELS.phone).pressSequentially('03451234567');
  await page.getByLabel(PROFILE_LABELS.city).fill('Hyderabad');
  await page.getByRole('button', { name: profileContent.save }).click();
  await expect(page.getByText(messages.profile.updated)).toBeVisible();
  await expect(personal(page).getByText('Hyderabad')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(newName) })).toBeVisible();

  await page.reload();
  await expect(personal(page).getByText(newName)).toBeVisible();
  await expect(personal(page).getByText('03451234567')).toBeVisible();
  await expect(personal(page).getByText('Hyderabad')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(newName) })).toBeVisible();
});

test('a customer saves two vehicles, moves the default, removes one, and the wizard preselects the default', async ({ page }) => {
  await signUp(page);
  await page.goto('/profile');
  await expect(vehicles(page).getByText(vehiclesContent.empty)).toBeVisible();

  await addVehicle(page, { make: 'Toyota', model: 'Corolla', year: '2019', color: 'White', plate: 'KHI-4101' });
  await expect(vehicleItem(page, 'Toyota Corolla').getByText(vehiclesContent.defaultBadge, { exact: true })).toBeVisible();
  await addVehicle(page, { make: 'Suzuki', model: 'Alto', year: '2022', color: 'Silver', plate: 'LEA-2202' });
  await expect(vehicleItem(page, 'Suzuki Alto').getByText(vehiclesContent.defaultBadge, { exact: true })).toHaveCount(0);

  await vehicleItem(page, 'Suzuki Alto').getByRole('button', { name: vehiclesContent.setDefault }).click();
  await expect(page.getByText(messages.profile.defaultUpdated)).toBeVisible();
  await page.reload();
  await expect(vehicleItem(page, 'Suzuki Alto').getByText(vehiclesContent.defaultBadge, { exact: true })).toBeVisible();
  await expect(vehicleItem(page, 'Toyota Corolla').getByText(vehiclesContent.defaultBadge, { exact: true })).toHaveCount(0);

  await page.goto('/book');
  await page.locator('main').getByRole('button', { pressed: false }).filter({ hasText: 'PKR' }).first().click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page.getByRole('button', { name: /Suzuki Alto/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /Toyota Corolla/ })).toHaveAttribute('aria-pressed', 'false');

  await page.goto('/profile');
  await vehicleItem(page, 'Toyota Corolla').getByRole('button', { name: vehiclesContent.remove }).click();
  const dialog = page.getByRole('dialog', { name: vehiclesContent.removeTitle });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: vehiclesContent.confirmRemove }).click();
  await expect(page.getByText(messages.profile.vehicleRemoved)).toBeVisible();
  await expect(vehicleItem(page, 'Toyota Corolla')).toHaveCount(0);
  await page.reload();
  await expect(vehicleItem(page, 'Suzuki Alto').getByText(vehiclesContent.defaultBadge, { exact: true })).toBeVisible();
  await expect(vehicleItem(page, 'Toyota Corolla')).toHaveCount(0);
});

test('a vehicle with an upcoming booking cannot be removed, and the page says why', async ({ page }) => {
  await signUp(page);
  const { plate } = await bookThroughApi(page);
  await page.goto('/profile');
  const item = vehicles(page).getByRole('listitem', { name: new RegExp(plate) });
  await item.getByRole('button', { name: vehiclesContent.remove }).click();
  await page.getByRole('dialog', { name: vehiclesContent.removeTitle }).getByRole('button', { name: vehiclesContent.confirmRemove }).click();
  await expect(page.getByText(messages.profile.vehicleRemoveFailed)).toBeVisible();
  await expect(vehicles(page).getByRole('alert')).toHaveText(messages.cars.hasActiveBookings);
  await expect(item).toBeVisible();
});
