// The workshop's console in Chromium: staff sign in at /staff/login, a customer's new booking appears on the day
// board by itself, staff move it through the status flow and mark it paid, and the customer sees it in My Bookings;
// the console's guards; and axe on every console page, which must also fit 360 px.
import type { Page } from '@playwright/test';
import { BOARD_ACTION_LABELS, bookingActionContent, boardContent } from '../src/domain/console/boardContent';
import { mailDetailContent, notAllowedContent, shellContent, staffLoginContent } from '../src/domain/console/shellContent';
import { BOOKING_STATUS_LABELS } from '../src/domain/constants';
import { formatLongDate } from '../src/domain/format';
import { messages } from '../src/domain/messages';
import { bookThroughApi, expect, signUp, test } from './fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { REACT_ONLY } from './support/builds';
import { customerBrowser, signInToConsole, workshopAccount } from './support/console';

/** The second bookable day from now, as the customer's date grid offers it. */
async function bookableDay(page: Page) {
  const services = (await (await page.request.get('/api/services/list/')).json()) as { results: Array<{ id: string }> };
  const dates = (await (await page.request.get(`/api/bookings/available-dates/?days=14&service=${services.results[0]!.id}`)).json()) as Array<{
    date: string;
    available: boolean;
  }>;
  return dates.filter((date) => date.available)[1]!.date;
}

test('staff see a new booking appear on the board, move it to completed and mark it paid; the customer sees it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const admin = await workshopAccount(page, 'admin');
  const day = await bookableDay(page);

  await signInToConsole(page, admin, `/staff?date=${day}`);
  await expect(page.getByRole('heading', { name: boardContent.title, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/staff\\?date=${day}$`));

  const customerPage = await customerBrowser(browser);
  const customer = await signUp(customerPage);
  const booking = await bookThroughApi(customerPage, undefined, day);

  // No reload: the board asks again every 3 s. (Another test's customer may share the name: the plate tells them apart.)
  const onBoard = page.getByRole('article').filter({ hasText: booking.plate });
  await expect(onBoard).toBeVisible({ timeout: 5_000 });
  await onBoard.getByRole('link', { name: customer.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Booking #/, level: 1 })).toBeVisible();

  const actions = page.getByRole('list', { name: boardContent.actionsLabel(customer.name) });
  await actions.getByRole('button', { name: BOARD_ACTION_LABELS.confirm, exact: true }).click();
  await expect(page.getByText(messages.booking.statusUpdated(BOOKING_STATUS_LABELS.confirmed)).first()).toBeVisible();

  // a later day's booking: the console asks first (the customer came early)
  await actions.getByRole('button', { name: BOARD_ACTION_LABELS.start, exact: true }).click();
  const early = page.getByRole('dialog', { name: bookingActionContent.titles.start });
  await expect(early.getByText(bookingActionContent.startEarly(formatLongDate(day)))).toBeVisible();
  await early.getByRole('button', { name: bookingActionContent.confirmButtons.start }).click();
  await expect(page.getByText(messages.booking.statusUpdated(BOOKING_STATUS_LABELS.in_progress)).first()).toBeVisible();

  await actions.getByRole('button', { name: BOARD_ACTION_LABELS.complete, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(bookingActionContent.questions.complete)).toBeVisible();
  await dialog.getByRole('button', { name: bookingActionContent.confirmButtons.complete }).click();
  await expect(page.getByText(messages.booking.statusUpdated(BOOKING_STATUS_LABELS.completed)).first()).toBeVisible();

  await actions.getByRole('button', { name: BOARD_ACTION_LABELS.mark_paid, exact: true }).click();
  await page.getByRole('dialog').getByLabel('Cash').check();
  await page.getByRole('dialog').getByRole('button', { name: bookingActionContent.confirmButtons.mark_paid }).click();
  await expect(page.getByText(messages.invoice.markedPaid).first()).toBeVisible();

  // The history shows who did it.
  await expect(page.getByText(/by Sana Admin/).first()).toBeVisible();

  await customerPage.goto('/my-bookings');
  await expect(customerPage.getByText(BOOKING_STATUS_LABELS.completed, { exact: true }).first()).toBeVisible();
  await customerPage.context().close();
});

test('the console sends signed-out visitors to its sign-in and refuses customers, at both doors', async ({ page }) => {
  await page.goto('/staff/inbox');
  await expect(page).toHaveURL(/\/staff\/login\?redirect=(%2F|\/)staff(%2F|\/)inbox$/);

  const customer = await signUp(page);
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: notAllowedContent.title })).toBeVisible();

  // The console's own sign-in refuses a customer account with a clear sentence.
  await page.getByRole('button', { name: notAllowedContent.signOut }).click();
  await expect(page).toHaveURL(/\/staff\/login/);
  await page.getByLabel(staffLoginContent.emailLabel).fill(customer.email);
  await page.getByLabel(staffLoginContent.passwordLabel, { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: staffLoginContent.submit, exact: true }).click();
  await expect(page.getByText(messages.staff.customerRefused)).toBeVisible();
});

async function fitsPhone(page: Page, state: string) {
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `horizontal overflow on ${state} at 360 px`).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, `${state} at 360 px`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const CONSOLE_PAGES: Array<[string, string]> = [
  ['/staff', shellContent.titles.board],
  ['/staff/catalogue', shellContent.titles.catalogue],
  ['/staff/capacity', shellContent.titles.capacity],
  ['/staff/inbox', shellContent.titles.inbox],
  ['/staff/mail', shellContent.titles.mail],
  ['/staff/accounts', shellContent.titles.accounts],
  ['/staff/log', shellContent.titles.log],
];

test('every console page has no serious accessibility problem and fits 360 px', { tag: REACT_ONLY }, async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/staff/login');
  await expect(page.getByRole('heading', { name: staffLoginContent.title })).toBeVisible();
  await expectNoSeriousViolations(page, '/staff/login');
  await fitsPhone(page, '/staff/login');

  const admin = await workshopAccount(page, 'admin');
  await signUp(page);
  const booking = await bookThroughApi(page);
  await page.request.post('/api/auth/logout/', { headers: { Origin: new URL(page.url()).origin } });
  await signInToConsole(page, admin, `/staff?date=${booking.date}`);
  await expect(page.getByRole('heading', { name: boardContent.title, level: 1 })).toBeVisible();

  for (const [path, heading] of CONSOLE_PAGES) {
    await page.goto(path === '/staff' ? `/staff?date=${booking.date}` : path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText(/Loading/)).toHaveCount(0);
    await expectNoSeriousViolations(page, path);
    await fitsPhone(page, path);
  }

  await page.goto('/staff/mail');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/staff\/mail\/\d+$/);
  await expect(page.getByRole('link', { name: mailDetailContent.backToOutbox })).toBeVisible();
  await expect(page.getByText(/Loading/)).toHaveCount(0);
  await expectNoSeriousViolations(page, 'a mail');
  await fitsPhone(page, 'a mail');

  await page.goto(`/staff/bookings/${booking.id}`);
  await expect(page.getByRole('heading', { name: /^Booking #/, level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, 'the booking page');
  await fitsPhone(page, 'the booking page');
  await page.getByRole('button', { name: BOARD_ACTION_LABELS.cancel, exact: true }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page, 'the cancel dialog');
});
