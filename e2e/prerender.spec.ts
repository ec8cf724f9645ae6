// The public pages a first visit lands on arrive rendered (the React build only: e2e/support/builds.ts): readable
// before any script runs, in the visitor's language, and taken over by the app without an error; their forms wait
// until the app is there.
import { messages } from '../src/domain/messages';
import { expect, test } from './fixtures';

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the home, services, contact and sign-in pages are there to read, with their titles', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Showroom shine for your car, booked in a minute');
    // The figures come from GET /api/workshop/ once the app runs (the Settings page sets them): only their labels are rendered ahead.
    await expect(page.getByText('Happy Customers', { exact: true })).toBeVisible();
    await expect(page.getByText('500+', { exact: true })).toHaveCount(0);
    await page.goto('/services');
    await expect(page).toHaveTitle('Services · ShineWorks');
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    // Nothing can be typed or sent before the app has taken the page over.
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });

  test.describe('in Urdu', () => {
    test.use({ locale: 'ur-PK' });

    test('a browser that prefers Urdu gets the page in Urdu, right to left', async ({ page }) => {
      await page.goto('/services');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ہماری سروسز');
    });
  });
});

test('the app takes a rendered page over: its controls come alive and its data loads', async ({ page }) => {
  await page.goto('/services');
  await expect(page.locator('main article').first()).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@example.pk');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.auth.passwordTooShortLogin })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
