// A visit of several services: a wash booked with two add-ons through the wizard. The review shows the add-ons with
// price and minutes; ticking them raises the total and leaves fewer start times (each must fit the whole visit); the
// confirmation, My Bookings and the invoice list every item, and the invoice's PDF downloads.
import { readFile } from 'node:fs/promises';
import { formatMoney } from '../src/domain/format';
import { invoiceContent } from '../src/domain/invoiceContent';
import { messages } from '../src/domain/messages';
import type { BookingListItem, Paged, Service } from '../src/domain/types';
import { expect, signUp, test } from './fixtures';

test('a customer books a wash with two add-ons: the total, fewer start times, every item after, the invoice lines and PDF', async ({ page }) => {
  await signUp(page);
  const catalogue = (await (await page.request.get('/api/services/list/')).json()) as Paged<Service>;
  const wash = catalogue.results.find((service) => /wash/i.test(service.name)) ?? catalogue.results[0]!;
  const listed = (await (await page.request.get('/api/services/list/?kind=addon')).json()) as Paged<Service>;
  const [first, second] = listed.results;
  expect(first && second, 'two add-ons in the catalogue').toBeTruthy();

  await page.goto(`/book?service=${wash.id}`);
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Add New Vehicle' }).click();
  await page.getByLabel('Make').fill('Toyota');
  await page.getByLabel('Model').fill('Corolla');
  await page.getByLabel('Year').fill('2021');
  await page.getByLabel('License Plate').pressSequentially(`ADD-${Math.floor(Math.random() * 9000) + 1000}`);
  await page.getByRole('button', { name: 'Save Vehicle' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  // Not the first day with free times: late in the day, today's last times cannot hold the longer visit at all.
  await page.getByRole('button', { name: /\d+ slots?$/ }).nth(1).click();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();

  const times = page.getByRole('group', { name: /^Start time — / });
  const freeTimes = times.locator('input[type="radio"]:not([disabled])');
  await expect(freeTimes.first()).toBeVisible();
  const freeAlone = await freeTimes.count();
  const summary = page.locator('dl[aria-live="polite"]');
  await expect(summary).toContainText(formatMoney(wash.price));

  const visit = page.getByRole('group', { name: 'Add to this visit' });
  for (const addon of [first!, second!]) {
    const box = visit.getByRole('checkbox', { name: new RegExp(addon.name) });
    const option = visit.getByRole('listitem').filter({ hasText: addon.name });
    await expect(option).toContainText(formatMoney(addon.price));
    await expect(option).toContainText(`+${addon.duration_minutes} min`);
    await box.check();
    await expect(box).toBeChecked();
  }
  const total = wash.price + first!.price + second!.price;
  await expect(summary).toContainText(formatMoney(total));
  await expect(times).toHaveAttribute('aria-busy', 'false');
  // the last start times of the day no longer leave room for the longer visit
  expect(await freeTimes.count()).toBeLessThan(freeAlone);
  await freeTimes.first().check();
  await expect(summary).toContainText('Ends at');

  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText(messages.booking.created)).toBeVisible();
  await expect(page).toHaveURL(/\/my-bookings$/);

  const mine = (await (await page.request.get('/api/customer/my-bookings/')).json()) as { data: BookingListItem[] };
  const booked = mine.data.find((booking) => booking.items.length === 3)!;
  expect(booked.items.map((item) => item.name)).toEqual([wash.name, first!.name, second!.name]);
  expect(booked.totalAmount).toBe(total);
  const card = page.locator('main article').filter({ hasText: wash.name }).first();
  const cardItems = card.getByRole('list', { name: 'Services in this visit' });
  for (const name of [first!.name, second!.name]) await expect(cardItems).toContainText(name);

  await page.goto(`/booking-confirmation?booking=${booked.id}`);
  const confirmationItems = page.getByRole('list', { name: 'Services in this visit' });
  await expect(confirmationItems.getByRole('listitem')).toHaveCount(3);
  await expect(confirmationItems.getByRole('listitem').first()).toContainText(wash.name);

  await page.goto(`/invoice/${booked.invoiceId}`);
  for (const name of [wash.name, first!.name, second!.name]) await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(first!.name) })).toContainText(invoiceContent.addon);
  await expect(page.locator('dl', { hasText: invoiceContent.total }).getByText(formatMoney(total), { exact: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await readFile(await (await downloading).path());
  expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expect(page.getByText(messages.invoice.downloaded)).toBeVisible();
});
