// The workshop's side of an e2e test: an account made with the ops token, signing in to the console, and a second
// browser for the customer at home.
import type { Browser, Page } from '@playwright/test';
import { staffLoginContent } from '../../src/domain/console/shellContent';
import { expect, ops, test } from '../fixtures';

let accounts = 0;

/** A new staff or admin account, made with the ops token as `npm run ops -- user:create` would. */
export async function workshopAccount(page: Page, role: 'staff' | 'admin') {
  accounts += 1;
  const account = { email: `${role}.${Date.now()}${accounts}@shineworks.pk`, password: 'desk-secret-2026', name: role === 'admin' ? 'Sana Admin' : 'Bilal Desk' };
  await ops(page, 'POST', 'users', { ...account, role });
  return account;
}

/** Signs in at the console's sign-in page, sent there from `goTo`. */
export async function signInToConsole(page: Page, account: { email: string; password: string }, goTo = '/staff') {
  await page.goto(goTo);
  await expect(page).toHaveURL(/\/staff\/login\?redirect=/);
  await page.getByLabel(staffLoginContent.emailLabel).fill(account.email);
  await page.getByLabel(staffLoginContent.passwordLabel, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: staffLoginContent.submit, exact: true }).click();
}

/** A second browser, as the customer at home, on the same server as this test's project. */
export async function customerBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

interface ListedService {
  id: string;
  name: string;
  price: number;
  duration_minutes: number;
}

/** The shortest main service: it fits the afternoon slot and the rest of an open day. */
export async function shortestService(page: Page): Promise<ListedService> {
  const { results } = (await (await page.request.get('/api/services/list/')).json()) as { results: ListedService[] };
  return [...results].sort((a, b) => a.duration_minutes - b.duration_minutes)[0]!;
}

/** A bookable day well ahead, where the suite's other tests (which book the first days) leave the bays empty. */
export async function quietDay(page: Page, serviceId: string) {
  const dates = (await (await page.request.get(`/api/bookings/available-dates/?days=14&service=${serviceId}`)).json()) as Array<{ date: string; available: boolean }>;
  return dates.filter((date) => date.available).at(-2)!.date;
}
