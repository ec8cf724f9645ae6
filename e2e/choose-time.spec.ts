// Choosing the start time: the wizard's review offers the day's start times for the service with the earliest free one
// chosen; a later one is booked and shows on the review, in My Bookings and on the confirmation page. Then the booking
// moves to another day and time, shows as Rescheduled, and its filter lives in the address.
import type { Locator, Page } from '@playwright/test';
import { formatBookingDate, formatTime, shortId } from '../src/domain/format';
import { messages } from '../src/domain/messages';
import { expect, signUp, test } from './fixtures';

interface ListItem {
  id: string;
  status: string;
  scheduledDate: string;
  scheduledTime: string;
}

const myBookings = async (page: Page) => ((await (await page.request.get('/api/customer/my-bookings/')).json()) as { data: ListItem[] }).data;

/** Chooses the latest free start time of a time group the way a customer does, by its visible label; answers it ('HH:MM'). */
async function chooseLatestTime(group: Locator): Promise<string> {
  const free = group.getByRole('radio', { disabled: false });
  // the earliest free time is chosen on arrival
  await expect(free.first()).toBeChecked();
  expect(await free.count(), 'free start times').toBeGreaterThan(1);
  const time = (await free.last().getAttribute('value')) ?? '';
  await group.getByText(formatTime(time), { exact: true }).click();
  await expect(free.last()).toBeChecked();
  await expect(free.first()).not.toBeChecked();
  return time;
}

test('a customer books a later start time, sees it confirmed, and moves the booking to another day and time', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await page.goto('/services');
  const serviceCard = page.locator('main article').first();
  const serviceName = (await serviceCard.getByRole('heading').first().textContent())?.trim() ?? '';
  await serviceCard.getByRole('link', { name: 'Book Now' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();

  await page.getByRole('button', { name: 'Add New Vehicle' }).click();
  await page.getByLabel('Make').fill('Honda');
  await page.getByLabel('Model').fill('Civic');
  await page.getByLabel('Year').fill('2022');
  await page.getByLabel('License Plate').fill('KHT-2026');
  await page.getByRole('button', { name: 'Save Vehicle' }).click();
  await expect(page.getByRole('button', { name: /Honda Civic/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next' }).click();

  // The last day of the two weeks: all its times are still ahead.
  const days = page.getByRole('button', { name: /\d+ slots?$/ });
  await expect(days.first()).toBeVisible();
  await days.last().click();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();

  const times = page.getByRole('group', { name: /^Start time — / });
  const time = await chooseLatestTime(times);
  // the booking's details (the visit's total, length and end sit in a list of their own above them)
  const summary = page.locator('main dl').filter({ hasText: 'Vehicle' });
  await expect(summary).toContainText(formatTime(time));
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText(messages.booking.created)).toBeVisible();
  await expect(page).toHaveURL(/\/my-bookings$/);

  const [booked] = await myBookings(page);
  expect(booked?.scheduledTime, 'the time booked').toBe(time);
  const card = page.locator('main article').filter({ hasText: shortId(booked!.id) });
  await expect(card).toContainText(serviceName);
  await expect(card).toContainText(formatBookingDate(booked!.scheduledDate));
  await expect(card).toContainText(formatTime(time));

  await page.goto(`/booking-confirmation?booking=${booked!.id}`);
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(page.locator('main')).toContainText(`${formatTime(time)} –`);

  // Reschedule: the dialog names the booking and its time now, then offers the days, then the new day's times.
  await page.goto('/my-bookings');
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule booking' });
  await expect(dialog).toContainText(serviceName);
  await expect(dialog).toContainText('Honda Civic · KHT-2026');
  await expect(dialog).toContainText(`Now: ${formatBookingDate(booked!.scheduledDate)} at ${formatTime(time)}`);
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  // The day before the booked one (the last of the two weeks): all its times are still ahead, whatever the hour now.
  const newDays = dialog.getByRole('button', { name: /\d+ slots?$/ });
  await expect(newDays.first()).toBeVisible();
  await newDays.nth((await newDays.count()) - 2).click();
  await expect(dialog.getByRole('button', { name: 'Change day' })).toBeVisible();
  const newTime = await chooseLatestTime(dialog.getByRole('group', { name: 'New start time' }));
  await confirm.click();
  await expect(page.getByText(messages.booking.rescheduled)).toBeVisible();
  await expect(dialog).toBeHidden();

  const [moved] = await myBookings(page);
  expect(moved?.id).toBe(booked!.id);
  expect(moved?.scheduledTime, 'the new time').toBe(newTime);
  expect(moved?.scheduledDate, 'the new day').not.toBe(booked!.scheduledDate);
  await expect(card).toContainText('Rescheduled');
  await expect(card).toContainText(formatBookingDate(moved!.scheduledDate));
  await expect(card).toContainText(formatTime(newTime));

  // Its own filter, in the address; back and forward follow it.
  await page.getByRole('button', { name: 'Rescheduled', exact: true }).click();
  await expect(page).toHaveURL(/\/my-bookings\?status=rescheduled$/);
  await expect(card).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/my-bookings$/);
  await expect(page.getByRole('button', { name: 'All Bookings' })).toHaveAttribute('aria-pressed', 'true');
  await page.goForward();
  await expect(page.getByRole('button', { name: 'Rescheduled', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toBeVisible();
  await page.goto('/my-bookings?status=pending');
  await expect(page.getByText(messages.booking.emptyPending)).toBeVisible();
});
