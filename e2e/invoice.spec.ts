import { readFile } from 'node:fs/promises';
import { formatMoney, shortId } from '../src/domain/format';
import { messages } from '../src/domain/messages';
import type { ApiSuccess, Invoice } from '../src/domain/types';
import { bookThroughApi, expect, signUp, test } from './fixtures';

test('a customer opens an invoice from My Bookings, downloads its PDF and prints only the invoice', async ({ page }) => {
  await signUp(page);
  const booking = await bookThroughApi(page);
  const { data: invoice } = (await (await page.request.get(`/api/invoices/${booking.invoiceId}/`)).json()) as ApiSuccess<Invoice>;

  await page.goto('/my-bookings');
  const card = page.locator('main article').filter({ hasText: shortId(booking.id) });
  await card.getByRole('link', { name: 'View Invoice' }).click();
  await expect(page).toHaveURL(new RegExp(`/invoice/${booking.invoiceId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Invoice #${shortId(booking.invoiceId)}` })).toBeVisible();
  await expect(page.getByText(booking.serviceName).first()).toBeVisible();
  await expect(page.getByText(booking.plate)).toBeVisible();
  await expect(page.getByText('Tax (GST 18%)')).toBeVisible();
  await expect(page.locator('dl', { hasText: 'Total' }).getByText(formatMoney(invoice.total_amount), { exact: true })).toBeVisible();
  await expect(page.getByText('Gate 2, ring the bell.')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`invoice-${booking.invoiceId}.pdf`);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expect(page.getByText(messages.invoice.downloaded)).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: `Invoice #${shortId(booking.invoiceId)}` })).toBeVisible();
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.locator('footer').first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to bookings' })).toBeHidden();
});

test('an unknown invoice toasts "Invoice not found" and lands on My Bookings', async ({ page }) => {
  await signUp(page);
  await page.goto('/invoice/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText(messages.invoice.notFound)).toBeVisible();
  await expect(page).toHaveURL(/\/my-bookings$/);
  await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
});
