// Shared test fixtures: every page fails its test on an uncaught error in the browser.
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };

let counter = 0;
/** A unique, valid customer for one test. */
export const newCustomer = () => {
  counter += 1;
  const stamp = `${Date.now()}${counter}`;
  return {
    name: `Ayesha Khan ${counter}`,
    email: `ayesha.${stamp}@example.pk`,
    phone: `0300${stamp.slice(-7)}`,
    password: 'detailing-2026',
  };
};

/** Registers a new customer through the form; the app signs them in and lands on the home page. */
export async function signUp(page: Page, customer = newCustomer()) {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill(customer.name);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Phone').fill(customer.phone);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: new RegExp(customer.name) })).toBeVisible();
  return customer;
}
