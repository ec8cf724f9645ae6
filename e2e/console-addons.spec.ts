// Add-ons in the console, in Chromium: an admin adds a service to the catalogue as an add-on (the table shows its kind
// and filters by it, and customers are offered it as an add-on only); staff then add it to an unpaid phone booking on
// the booking's page and see the visit's total and its invoice grow by its price.
import { bookingAddonsContent } from '../src/domain/console/addonsContent';
import { catalogueContent } from '../src/domain/console/workshopContent';
import { formatMoney } from '../src/domain/format';
import { expect, ops, test } from './fixtures';
import { customerBrowser, quietDay, shortestService, signInToConsole, workshopAccount } from './support/console';

test('an admin makes a service an add-on; staff add it to an unpaid booking and see the total grow', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const service = await shortestService(page);
  const day = await quietDay(page, service.id);
  const stamp = `${Date.now()}`.slice(-6);
  const addon = { id: `tyre-shine-${stamp}`, name: `Tyre Shine ${stamp}`, price: 1500, minutes: 30 };

  const admin = await workshopAccount(page, 'admin');
  await signInToConsole(page, admin, '/staff/catalogue');
  await page.getByRole('button', { name: catalogueContent.newService }).click();
  const editor = page.getByRole('dialog', { name: catalogueContent.newTitle });
  await editor.getByLabel(/^Id/).fill(addon.id);
  await editor.getByLabel(/^Name/).fill(addon.name);
  await editor.getByLabel(/^Kind/).selectOption('addon');
  await editor.getByLabel(/^Price/).fill(String(addon.price));
  await editor.getByLabel(/^Duration/).fill(String(addon.minutes));
  await editor.getByRole('button', { name: catalogueContent.save }).click();
  await expect(editor).toBeHidden();
  await page.getByRole('button', { name: catalogueContent.filters.addon }).click();
  const row = page.getByRole('row', { name: new RegExp(addon.name) });
  await expect(row).toContainText(catalogueContent.kinds.addon);
  await page.getByRole('button', { name: catalogueContent.filters.service }).click();
  await expect(row).toBeHidden();

  // customers are offered it beside a main service, never on its own
  const listed = async (kind: string) => ((await (await page.request.get(`/api/services/list/?kind=${kind}&page_size=100`)).json()) as { results: Array<{ id: string }> }).results.map(({ id }) => id);
  expect(await listed('addon')).toContain(addon.id);
  expect(await listed('service')).not.toContain(addon.id);

  // a phone booking, confirmed and unpaid
  const { data: booking } = (await ops(page, 'POST', 'bookings', {
    new_customer: { full_name: `Hamza Addon ${stamp}`, phone: `0345-1${stamp}` },
    new_car: { make: 'Suzuki', model: 'Cultus', year: '2018', license_plate: `ADN-${stamp.slice(-4)}`, color: 'Silver' },
    service: service.id,
    booking_date: day,
    time: '12:00',
    source: 'phone',
  })) as { data: { id: string } };

  const staffPage = await customerBrowser(browser);
  const staff = await workshopAccount(staffPage, 'staff');
  await signInToConsole(staffPage, staff, `/staff/bookings/${booking.id}`);
  const panel = staffPage.getByRole('region', { name: bookingAddonsContent.title });
  await expect(panel.getByRole('row', { name: new RegExp(service.name) })).toContainText(formatMoney(service.price));
  await panel.getByLabel(bookingAddonsContent.addLabel).selectOption(addon.id);
  await panel.getByRole('button', { name: bookingAddonsContent.add }).click();
  await expect(panel.getByRole('row', { name: new RegExp(addon.name) })).toContainText(formatMoney(addon.price));
  await expect(panel).toContainText(formatMoney(service.price + addon.price));

  const { data: detail } = (await ops(page, 'GET', `bookings/${booking.id}`)) as { data: { booking: { duration: number; invoice: { total: number } } } };
  expect(detail.booking.invoice.total).toBe(service.price + addon.price);
  expect(detail.booking.duration).toBe(service.duration_minutes + addon.minutes);

  // and taken out again: the visit is the main service alone
  await panel.getByRole('button', { name: bookingAddonsContent.removeLabel(addon.name) }).click();
  await expect(panel.getByRole('row', { name: new RegExp(addon.name) })).toBeHidden();
  await expect(panel).toContainText(formatMoney(service.price));
  await staffPage.context().close();
});
