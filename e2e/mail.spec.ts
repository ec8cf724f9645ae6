// Mail that really leaves: the servers deliver to the suite's SMTP server, and a customer follows what arrives.
import { accountContent } from '../src/domain/accountContent';
import { bookThroughApi, expect, newCustomer, ops, signUp, test } from './fixtures';
import { mailTo, setPasswordFromMail } from './support/mailbox';

test('a customer resets a forgotten password from the link in the mail and signs in with the new one', async ({ page }) => {
  const customer = await signUp(page, newCustomer());
  await page.getByRole('button', { name: new RegExp(customer.name) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  const mail = await setPasswordFromMail(page, customer.email, 'new-secret-2026');
  expect(mail.html).toContain('/reset-password?token=');

  await page.goto('/login');

  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill('new-secret-2026');
  await page.getByRole('button', { name: accountContent.signIn }).click();
  await expect(page.getByRole('button', { name: new RegExp(customer.name) })).toBeVisible();
});

test('a pending booking is received by mail with a calendar entry for its time, and confirmed by mail when the workshop confirms it', async ({ page }) => {
  const customer = await signUp(page, newCustomer());
  const booking = await bookThroughApi(page);
  const received = await mailTo(customer.email, /received/i);
  expect(received.subject).not.toMatch(/confirmed/i);
  expect(received.text).toContain(booking.serviceName);
  expect(received.text).toContain('will confirm it');
  const calendar = received.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  expect(calendar?.content).toContain('METHOD:REQUEST');
  expect(calendar?.content).toContain(`UID:booking-${booking.id}@`);

  await ops(page, 'POST', `bookings/${booking.id}/status`, { status: 'confirmed' });
  const confirmed = await mailTo(customer.email, /confirmed/i);
  expect(confirmed.text).toContain(booking.serviceName);
});
