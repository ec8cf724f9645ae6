// Refunds are the owner's act, in Chromium on both builds: a customer pays a booking by card; a staff member cancels
// it and is told the invoice stays paid and an admin is asked; the booking carries "Refund requested" on the board and
// the request waits in the inbox, where staff cannot decide it; the admin approves it after reading exactly what goes
// back, and the booking reads refunded.
import type { Browser, Page } from '@playwright/test';
import { BOARD_ACTION_LABELS, BOARD_PAYMENT_LABELS, bookingActionContent, boardContent } from '../src/domain/console/boardContent';
import { refundRequestsContent } from '../src/domain/console/refundContent';
import { shellContent, staffLoginContent } from '../src/domain/console/shellContent';
import { shortId } from '../src/domain/format';
import { messages } from '../src/domain/messages';
import { bookThroughApi, expect, ops, signUp, test } from './fixtures';

const CARD = { cardNumber: '4242 4242 4242 4242', cardHolder: 'Ayesha Khan', expiryDate: '12/30', cvv: '123' };

let accounts = 0;

/** A new staff or admin account, made with the ops token as `npm run ops -- user:create` would. */
async function workshopAccount(page: Page, role: 'staff' | 'admin') {
  accounts += 1;
  const account = { email: `${role}.refunds.${Date.now()}${accounts}@shineworks.pk`, password: 'desk-secret-2026', name: role === 'admin' ? 'Sana Admin' : 'Bilal Desk' };
  await ops(page, 'POST', 'users', { ...account, role });
  return account;
}

async function signInToConsole(page: Page, account: { email: string; password: string }, goTo: string) {
  await page.goto(goTo);
  await expect(page).toHaveURL(/\/staff\/login\?redirect=/);
  await page.getByLabel(staffLoginContent.emailLabel).fill(account.email);
  await page.getByLabel(staffLoginContent.passwordLabel, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: staffLoginContent.submit, exact: true }).click();
}

/** Another browser on the same server as this test's project: the customer at home, or the owner's phone. */
async function anotherBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

test('staff cancelling a card-paid booking open a refund request; the admin approves it and the booking is refunded', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const staff = await workshopAccount(page, 'staff');
  const admin = await workshopAccount(page, 'admin');

  // The customer books and pays by card.
  const customerPage = await anotherBrowser(browser);
  const customer = await signUp(customerPage);
  const booking = await bookThroughApi(customerPage);
  const paid = await customerPage.request.post('/api/payments/card', {
    headers: { Origin: new URL(customerPage.url()).origin },
    data: { ...CARD, bookingId: booking.id },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await customerPage.context().close();

  // Staff cancel it: the dialog says the invoice stays paid and an admin is asked.
  await signInToConsole(page, staff, `/staff?date=${booking.date}`);
  await expect(page.getByRole('heading', { name: boardContent.title, level: 1 })).toBeVisible();
  const onBoard = page.getByRole('article').filter({ hasText: booking.plate });
  await expect(onBoard).toBeVisible();
  await onBoard.getByRole('link', { name: customer.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Booking #/, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: BOARD_ACTION_LABELS.cancel, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('note')).toContainText('The invoice stays paid: cancelling asks an admin to approve the refund.');
  await dialog.getByLabel(bookingActionContent.reasonLabel).fill('Pressure washer broken');
  await dialog.getByRole('button', { name: bookingActionContent.confirmButtons.cancel }).click();
  await expect(page.getByText(messages.staff.cancelled).first()).toBeVisible();
  await expect(page.getByText(refundRequestsContent.marker.open).first()).toBeVisible();
  await expect(page.getByText(BOARD_PAYMENT_LABELS.paid, { exact: true }).first()).toBeVisible();

  // The request waits in the inbox; staff read it but cannot decide it.
  await page.goto('/staff/inbox');
  await expect(page.getByRole('heading', { name: shellContent.titles.inbox, level: 1 })).toBeVisible();
  const requests = page.getByRole('region', { name: refundRequestsContent.title });
  const staffView = requests.getByRole('listitem').filter({ hasText: refundRequestsContent.booking(shortId(booking.id)) });
  await expect(staffView).toContainText('goes back to the card ending 4242');
  await expect(requests.getByText(refundRequestsContent.adminOnlyNote)).toBeVisible();
  await expect(staffView.getByRole('button')).toHaveCount(0);

  // The owner approves it after reading exactly what goes back.
  const ownerPage = await anotherBrowser(browser);
  await signInToConsole(ownerPage, admin, '/staff/inbox');
  const ownerRequests = ownerPage.getByRole('region', { name: refundRequestsContent.title });
  const request = ownerRequests.getByRole('listitem').filter({ hasText: refundRequestsContent.booking(shortId(booking.id)) });
  await expect(request).toBeVisible();
  await request.getByRole('button', { name: refundRequestsContent.approveLabel(customer.name) }).click();
  const approval = ownerPage.getByRole('dialog', { name: refundRequestsContent.approveTitle });
  await expect(approval).toContainText(/PKR [\d,]+ goes back to the card ending 4242\. This cannot be undone\./);
  await approval.getByRole('button', { name: refundRequestsContent.confirmApprove }).click();
  await expect(ownerPage.getByText(/Refund request approved/).first()).toBeVisible();
  await expect(request).toHaveCount(0);

  // The booking reads refunded, with the request approved.
  await ownerPage.goto(`/staff/bookings/${booking.id}`);
  await expect(ownerPage.getByText(refundRequestsContent.marker.approved).first()).toBeVisible();
  await expect(ownerPage.getByText(BOARD_PAYMENT_LABELS.refunded, { exact: true }).first()).toBeVisible();
  await ownerPage.context().close();
});
