// Statuses that tell the truth, on both builds: a booking the workshop cancelled reads as cancelled on its
// confirmation page and in My Bookings, with the workshop's reason; and a no-show is refused before the start time,
// by the server in a sentence and by the console, which does not offer it.
import { boardContent, BOARD_ACTION_LABELS } from '../src/domain/console/boardContent';
import { staffLoginContent } from '../src/domain/console/shellContent';
import { formatLongDate, formatTime, shortId } from '../src/domain/format';
import { messages } from '../src/domain/messages';
import { confirmationContent, myBookingsContent } from '../src/domain/myBookingsContent';
import { bookThroughApi, expect, ops, opsAnswer, signUp, test } from './fixtures';

const REASON = 'The workshop is closed that day for a power cut; sorry.';

test('a booking the workshop cancelled reads as cancelled on its confirmation page, with the reason, and in My Bookings', async ({ page }) => {
  await signUp(page);
  const booking = await bookThroughApi(page);
  await ops(page, 'POST', `bookings/${booking.id}/cancel`, { reason: REASON });

  await page.goto(`/booking-confirmation?booking=${booking.id}`);
  await expect(page.getByRole('heading', { level: 1, name: confirmationContent.cancelledTitle })).toBeVisible();
  await expect(page.getByText(confirmationContent.cancelledLead)).toBeVisible();
  await expect(page.getByText(REASON)).toBeVisible();
  await expect(page.getByRole('heading', { name: confirmationContent.title })).toHaveCount(0);
  await expect(page.getByText(confirmationContent.lead)).toHaveCount(0);

  await page.goto('/my-bookings');
  const card = page.locator('main article').filter({ hasText: shortId(booking.id) });
  await expect(card).toContainText('Cancelled');
  await expect(card).toContainText(myBookingsContent.cancellationReason);
  await expect(card).toContainText(REASON);
});

test('a no-show is refused before the start time: the server says why, and the console does not offer it', async ({ page }) => {
  await page.goto('/');
  const account = { email: `desk.${Date.now()}@shineworks.pk`, password: 'desk-secret-2026', name: 'Bilal Desk' };
  await ops(page, 'POST', 'users', { ...account, role: 'staff' });
  const customer = await signUp(page);
  const booking = await bookThroughApi(page);
  const details = (await ops(page, 'GET', `bookings/${booking.id}`)) as { data: { booking: { start_time: string } } };

  const refused = await opsAnswer(page, 'POST', `bookings/${booking.id}/status`, { status: 'no_show' });
  expect(refused.status()).toBe(409);
  const body = (await refused.json()) as { message: string };
  expect(body.message).toBe(messages.booking.noShowBeforeStart(formatLongDate(booking.date), formatTime(details.data.booking.start_time)));

  // the console, signed in as staff, offers the booking's other actions but not No-show
  await page.context().clearCookies();
  await page.goto(`/staff?date=${booking.date}`);
  await page.getByLabel(staffLoginContent.emailLabel).fill(account.email);
  await page.getByLabel(staffLoginContent.passwordLabel, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: staffLoginContent.submit, exact: true }).click();
  const onBoard = page.getByRole('article').filter({ hasText: booking.plate });
  await expect(onBoard).toBeVisible();
  await onBoard.getByRole('link', { name: customer.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Booking #/, level: 1 })).toBeVisible();
  const actions = page.getByRole('list', { name: boardContent.actionsLabel(customer.name) });
  await expect(actions.getByRole('button', { name: BOARD_ACTION_LABELS.confirm, exact: true })).toBeVisible();
  await expect(actions.getByRole('button', { name: BOARD_ACTION_LABELS.no_show, exact: true })).toHaveCount(0);
});
