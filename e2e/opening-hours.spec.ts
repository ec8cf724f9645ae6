// Opening hours in the console's Capacity page, in Chromium against the real server: an admin gives Friday a break
// and a second period and finds them after a reload (then puts the week back, for the other tests on this server); and hours that
// would leave a customer's booking outside them are refused with that booking listed as a link to its page.
import type { Page } from '@playwright/test';
import { capacityContent, workshopCommon } from '../src/domain/console/workshopContent';
import { shortId } from '../src/domain/format';
import { bookThroughApi, expect, signUp, test } from './fixtures';
import { customerBrowser, signInToConsole, workshopAccount } from './support/console';
import { workshopMessages } from '../src/domain/messageAreas/workshop';

const hours = capacityContent.hours;

async function openCapacity(page: Page) {
  const admin = await workshopAccount(page, 'admin');
  await signInToConsole(page, admin, '/staff/capacity');
  await expect(page.getByRole('heading', { name: capacityContent.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: hours.caption })).toBeVisible();
}

const timeInput = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const save = (page: Page) => page.getByRole('button', { name: capacityContent.saveCapacity }).click();
/** The toast of an accepted save: the server's sentence, which starts as the console's own does. */
const savedToast = (page: Page) => page.getByText(new RegExp(`^${capacityContent.capacitySaved.replace(/\.$/, '')}`)).first();

/** 'Monday' … 'Sunday' of a YYYY-MM-DD date. */
const weekdayNameOf = (date: string) => hours.weekdays[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;

// The other tests book on this server at the same time, any day from 08:00 to 20:00: the break and the evening
// period after it take no hour they may have booked (a break inside the day would be refused, or refuse them).
test('an admin gives Friday a break and an evening period after it, and finds them after a reload', async ({ page }) => {
  await page.goto('/');
  await openCapacity(page);

  await page.getByRole('button', { name: hours.addBreakLabel('Friday') }).click();
  await timeInput(page, 'Friday opens').fill('08:00');
  await timeInput(page, 'Friday closes').fill('20:00');
  await timeInput(page, 'Friday opens after break 1').fill('20:30');
  await timeInput(page, 'Friday closes after break 1').fill('21:30');
  await save(page);
  await expect(savedToast(page)).toBeVisible();

  await page.reload();
  await expect(timeInput(page, 'Friday closes')).toHaveValue('20:00');
  await expect(timeInput(page, 'Friday opens after break 1')).toHaveValue('20:30');
  await expect(timeInput(page, 'Friday closes after break 1')).toHaveValue('21:30');
  await expect(timeInput(page, 'Thursday closes')).toHaveValue('20:00');

  // the week as it was: Monday's hours on every day
  await page.getByRole('button', { name: hours.copyMonday }).click();
  await expect(page.getByLabel('Friday opens after break 1', { exact: true })).toHaveCount(0);
  await save(page);
  await expect(savedToast(page)).toBeVisible();
  await page.reload();
  await expect(timeInput(page, 'Friday closes')).toHaveValue('20:00');
});

test('hours that would leave a booking outside them are refused, listing it as a link to its page', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const customerPage = await customerBrowser(browser);
  await signUp(customerPage);
  const booking = await bookThroughApi(customerPage);
  await customerPage.context().close();

  await openCapacity(page);
  const weekday = weekdayNameOf(booking.date);
  await timeInput(page, `${weekday} closes`).fill('08:15');
  await save(page);

  // every booking of that weekday from today on is listed (other tests' too), each line a link
  const refusal = page.getByRole('alert').filter({ hasText: workshopCommon.bookingsToMove });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(workshopMessages.workshop.hoursInUse(await refusal.getByRole('link').count()));
  const line = refusal.getByRole('link', { name: new RegExp(`^${shortId(booking.id)}`) });
  await expect(line).toBeVisible();
  await line.click();
  await expect(page).toHaveURL(new RegExp(`/staff/bookings/${shortId(booking.id)}$`));
  await expect(page.getByRole('heading', { name: `Booking #${shortId(booking.id)}`, level: 1 })).toBeVisible();

  // nothing changed: the weekday still closes at 20:00
  await page.goto('/staff/capacity');
  await expect(timeInput(page, `${weekday} closes`)).toHaveValue('20:00');
});
