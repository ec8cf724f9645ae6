import { messages } from '../src/domain/messages';
import { expect, signUp, test } from './fixtures';

test('a visitor sends a contact message and sees the confirmation in place of the form', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText('Mon-Sun 8:00 AM-8:00 PM');

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(messages.contact.nameRequired)).toBeVisible();
  await expect(page.getByText(messages.register.emailRequired).first()).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Usman Tariq');
  await page.getByLabel('Email', { exact: true }).fill('usman@example.pk');
  await page.getByLabel('Phone', { exact: true }).fill('03331234567');
  await page.getByLabel('Message', { exact: true }).fill('Do you detail motorbikes too?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
});

test('a signed-in customer finds their name, e-mail and phone filled in, and can change them', async ({ page }) => {
  const customer = await signUp(page);
  // Opened afresh: the session is verified after the page opened, and the form is filled in then.
  await page.goto('/contact');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(customer.name);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(customer.phone);
  await page.getByLabel('Name', { exact: true }).fill('Ayesha K.');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ayesha K.');
});
