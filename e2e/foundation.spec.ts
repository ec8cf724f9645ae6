import { messages } from '../src/domain/messages';
import { NOT_FOUND_WAYS_OUT } from '../tests/fixtures/notFoundWaysOut';
import { expect, signUpWithForm, test } from './fixtures';

test('a visitor registers, is signed in, logs out, and logs back in straight into the booking page', async ({ page }) => {
  const customer = await signUpWithForm(page);
  await expect(page.getByText(messages.register.success)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const userMenu = page.getByRole('button', { name: new RegExp(customer.name) });
  await expect(userMenu).toBeVisible();

  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login / Sign Up' }).first()).toBeVisible();

  await page.goto('/book');
  await expect(page).toHaveURL(/\/login\?redirect=(\/|%2F)book$/);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/book$/);
  await expect(page.getByRole('button', { name: new RegExp(customer.name) })).toBeVisible();
});

test('register shows every validation message before calling the server', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  for (const text of [
    messages.register.fullNameRequired,
    messages.register.emailRequired,
    messages.register.phoneRequired,
    messages.register.passwordRequired,
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm Password', { exact: true }).fill('abcd');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(messages.register.emailInvalid, { exact: true })).toBeVisible();
  await expect(page.getByText(messages.register.passwordTooShort, { exact: true })).toBeVisible();
  await expect(page.getByText(messages.register.passwordsDoNotMatch, { exact: true })).toBeVisible();
});

test('the phone input keeps to 03 followed by digits', async ({ page }) => {
  await page.goto('/register');
  const phone = page.getByLabel('Phone');
  await phone.pressSequentially('3a00-1234567999');
  await expect(phone).toHaveValue('03001234567');
});

test('login refuses a short password before any call, and a wrong one with the spec text', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@example.pk');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.auth.passwordTooShortLogin })).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.auth.invalidCredentials })).toBeVisible();
});

test('guarded routes send a visitor to login and keep where they were going', async ({ page }) => {
  for (const path of ['/my-bookings', '/profile', '/checkout']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?redirect=/);
  }
});

test('an unknown path shows the 404 page with every way out', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: messages.notFound.title })).toBeVisible();
  const main = page.locator('main');
  for (const [name, href] of NOT_FOUND_WAYS_OUT) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  // The shell still renders Page Not Found, but the server answers an unknown path with 404.
  expect((await page.request.get('/no-such-page')).status()).toBe(404);
  expect((await page.request.get('/services')).status()).toBe(200);
  expect((await page.request.get('/pricing')).status()).toBe(200);
  await expect(main.getByRole('button', { name: 'Go Back' })).toBeVisible();
});

test('the services page filters the catalogue by category', async ({ page }) => {
  await page.goto('/services');
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  expect(all).toBeGreaterThanOrEqual(10);
  await expect(cards.nth(1).getByText('MOST POPULAR')).toBeVisible();

  await page.getByRole('button', { name: 'Exterior', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Exterior', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const exterior = await cards.count();
  expect(exterior).toBeGreaterThan(0);
  expect(exterior).toBeLessThan(all);
  for (let index = 0; index < exterior; index += 1) await expect(cards.nth(index)).toContainText('Exterior');

  await page.getByRole('button', { name: 'All Services' }).click();
  await expect(cards).toHaveCount(all);
});

test('home shows the four claims and three featured services, the second most popular', async ({ page }) => {
  await page.goto('/');
  for (const claim of ['500+', '15+', '50+', '5000+']) await expect(page.getByText(claim, { exact: true })).toBeVisible();
  const featured = page.locator('main article');
  await expect(featured).toHaveCount(3);
  await expect(featured.nth(1).getByText('MOST POPULAR')).toBeVisible();
});

test('after following a link, keyboard focus moves to the new page content', async ({ page }) => {
  await page.goto('/');
  // The home page arrives rendered: a link followed before the app has taken over it is a plain page load.
  await expect(page.getByRole('button', { name: 'English' })).toBeEnabled();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  // The services page loads on demand: once it is there, focus is still at the start of the content.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('main :focus')).toHaveCount(1);
});
