// The customer app in Urdu: the switch turns every text and the layout right to left without a reload, the choice is
// remembered, a first visit follows Accept-Language, and a customer books end to end in Urdu — the toasts, the
// server's sentences and the confirmation mail in Urdu. Texts are read from the catalogues in Urdu, never retyped.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { accountContent } from '../src/domain/accountContent';
import { bookingContent } from '../src/domain/bookingContent';
import { homeContent, navLabels } from '../src/domain/content';
import { dateGridContent } from '../src/domain/dateGridContent';
import { setLanguageSource } from '../src/domain/i18n';
import { messages } from '../src/domain/messages';
import '../src/domain/ur';
import { expect, newCustomer, signUp, test } from './fixtures';
import { REACT_ONLY } from './support/builds';

/** Reads catalogue texts as an Urdu page shows them. */
function inUrdu<T>(read: () => T): T {
  setLanguageSource(() => 'ur');
  try {
    return read();
  } finally {
    setLanguageSource(() => 'en');
  }
}

const ur = inUrdu(() => ({
  headline: homeContent.headline,
  bookNow: navLabels.bookNow,
  register: { ...accountContent.register },
  email: accountContent.emailLabel,
  password: accountContent.passwordLabel,
  registered: messages.register.success,
  emailTaken: messages.auth.emailTaken,
  steps: [1, 2, 3, 4].map((step) => bookingContent.stepOf(step, 4)),
  next: bookingContent.next,
  addVehicle: bookingContent.addVehicle,
  make: bookingContent.make,
  model: bookingContent.model,
  year: bookingContent.year,
  color: bookingContent.color,
  plate: bookingContent.licensePlate,
  saveVehicle: bookingContent.saveVehicle,
  confirm: bookingContent.confirm,
  slotsPattern: new RegExp(dateGridContent.slots(7).replace('7', '\\d+')),
  created: messages.booking.created,
}));

async function expectPageIn(page: Page, lang: 'ur' | 'en') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr');
}

async function expectNoSeriousViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(serious, `axe on ${state} in Urdu`).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, state: string) {
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `horizontal overflow on ${state} at 360 px in Urdu`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the switch turns the page to Urdu, right to left, without a reload, remembers it, and turns back', async ({ page }) => {
  await page.goto('/');
  await expectPageIn(page, 'en');
  await expect(page.getByRole('heading', { name: homeContent.headline })).toBeVisible();

  await page.getByRole('button', { name: 'اردو' }).click();
  await expectPageIn(page, 'ur');
  await expect(page.getByRole('heading', { name: ur.headline })).toBeVisible();
  await expect(page.getByRole('link', { name: ur.bookNow }).first()).toBeVisible();

  // Remembered by this browser: the server sends the page in Urdu from the first byte.
  const html = await (await page.request.get('/services')).text();
  expect(html).toMatch(/<html[^>]*lang="ur"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ur"/);
  await page.reload();
  await expectPageIn(page, 'ur');
  await expect(page.getByRole('heading', { name: ur.headline })).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  await expectPageIn(page, 'en');
  await expect(page.getByRole('heading', { name: homeContent.headline })).toBeVisible();
});

test('a first visit follows the browser’s Accept-Language', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'ur-PK' });
  const page = await context.newPage();
  await page.goto('/');
  await expectPageIn(page, 'ur');
  await expect(page.getByRole('heading', { name: ur.headline })).toBeVisible();
  await context.close();
});

test('public pages in Urdu have no serious accessibility problem and fit 360 px', { tag: REACT_ONLY }, async ({ page }) => {
  // Seven pages through axe, like the other sweeps (a11y.spec.ts) given more than the default half minute.
  test.setTimeout(60_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'اردو' }).click();
  await expectPageIn(page, 'ur');
  for (const path of ['/', '/services', '/pricing', '/contact', '/login', '/register', '/terms']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousViolations(page, path);
    await expectNoSidewaysScroll(page, path);
  }
});

test('a customer registers and books end to end in Urdu; toasts, server sentences and mail are in Urdu', async ({ page }) => {
  const customer = newCustomer();
  await page.goto('/register');
  await page.getByRole('button', { name: 'اردو' }).click();
  await expectPageIn(page, 'ur');

  // A server refusal comes back in Urdu: the address is already registered.
  const taken = await page.request.post('/api/auth/customer/register/', {
    headers: { Origin: new URL(page.url()).origin, 'Accept-Language': 'en' },
    data: { full_name: 'Someone Else', email: customer.email, phone_number: '03001234567', password: customer.password },
  });
  expect(taken.status(), await taken.text()).toBeLessThan(300);
  const fill = async () => {
    await page.getByLabel(ur.register.fullName).fill(customer.name);
    await page.getByLabel(ur.email).fill(customer.email);
    await page.getByLabel(ur.register.phone).fill(customer.phone);
    await page.getByLabel(ur.password, { exact: true }).fill(customer.password);
    await page.getByLabel(ur.register.confirmPassword, { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: ur.register.submit }).click();
  };
  await fill();
  await expect(page.getByText(ur.emailTaken).first()).toBeVisible();

  customer.email = customer.email.replace('@', '.ur@');
  await page.getByLabel(ur.email).fill(customer.email);
  await page.getByRole('button', { name: ur.register.submit }).click();
  await expect(page.getByText(ur.registered).first()).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(customer.name) })).toBeVisible();

  await page.goto('/book');
  await expectPageIn(page, 'ur');
  await expect(page.getByText(ur.steps[0]!)).toBeVisible();
  await page.locator('main').getByRole('button', { pressed: false }).filter({ hasText: 'PKR' }).first().click();
  await expect(page.getByText(ur.steps[1]!)).toBeVisible();
  await page.getByRole('button', { name: ur.addVehicle }).click();
  await page.getByLabel(ur.make).fill('Toyota');
  await page.getByLabel(ur.model).fill('Corolla');
  await page.getByLabel(ur.year).fill('2021');
  await page.getByLabel(ur.color).fill('White');
  await page.getByLabel(ur.plate).fill('BKL-421');
  await page.getByRole('button', { name: ur.saveVehicle }).click();
  await expect(page.getByRole('button', { name: /Toyota Corolla/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: ur.next }).click();
  await expect(page.getByText(ur.steps[2]!)).toBeVisible();
  // The date grid names its days in Urdu, shown and read aloud (digits stay Western).
  const firstDay = page.getByRole('button', { name: ur.slotsPattern }).first();
  await expect(firstDay).not.toHaveAccessibleName(/[A-Za-z]/);
  const [weekday = '', day = '', month = ''] = await firstDay.locator('[aria-hidden="true"]').allTextContents();
  expect(`${weekday} ${month}`).not.toMatch(/[A-Za-z]/);
  expect(day).toMatch(/^\d+$/);
  await firstDay.click();
  await expect(page.getByText(ur.steps[3]!)).toBeVisible();
  await expectNoSidewaysScroll(page, 'the review step');
  await page.getByRole('button', { name: ur.confirm }).click();

  await expect(page.getByText(ur.created)).toBeVisible();
  await expect(page).toHaveURL(/\/my-bookings$/);
  await expectPageIn(page, 'ur');
  await expectNoSeriousViolations(page, 'My Bookings');
  await expectNoSidewaysScroll(page, 'My Bookings');

  // The signed-in pages in Urdu: no serious accessibility problem, nothing sideways at 360 px.
  const invoiceLink = page.locator('main a[href^="/invoice/"]').first();
  const invoicePath = await invoiceLink.getAttribute('href');
  for (const path of ['/profile', invoicePath ?? '/profile']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousViolations(page, path);
    await expectNoSidewaysScroll(page, path);
  }

  // Registered in Urdu, the account's mail is in Urdu too.
  await expect
    .poll(
      async () => {
        const response = await fetch(`${process.env.MAIL_CATCHER_URL}/messages?to=${encodeURIComponent(customer.email)}`);
        const mails = (await response.json()) as Array<{ subject: string; html: string }>;
        return mails.some((mail) => /[\u0600-\u06FF]/.test(mail.subject) && mail.html.includes('dir="rtl"'));
      },
      { timeout: 15_000 },
    )
    .toBe(true);
});

test('signed in, the chosen language is kept on the account, so the workshop’s mail follows it', async ({ page }) => {
  await signUp(page);
  const languageOnAccount = async () => ((await (await page.request.get('/api/auth/profile/')).json()) as { data: { language: string } }).data.language;
  expect(await languageOnAccount()).toBe('en');
  await page.getByRole('button', { name: 'اردو' }).click();
  await expectPageIn(page, 'ur');
  await expect.poll(languageOnAccount).toBe('ur');
  await page.getByRole('button', { name: 'English' }).click();
  await expectPageIn(page, 'en');
  await expect.poll(languageOnAccount).toBe('en');
});
