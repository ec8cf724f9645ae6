// Shared test fixtures: every page fails its test on an uncaught error in the browser.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../src/domain/constants';
import { serialiseStoredUser, toRegisterPayload } from '../src/domain/session';
import type { LoginResponseData } from '../src/domain/types';

/**
 * The running test's server origin, for the Origin header of API calls made before any page is open (a worker runs one
 * test at a time; a spec may point the suite's at a server of its own with `test.use({ baseURL })`).
 */
let testOrigin = '';

export const test = base.extend<{ page: Page }>({
  page: async ({ page, baseURL }, use) => {
    testOrigin = baseURL ? new URL(baseURL).origin : '';
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

/**
 * Registers a new customer through the API, as the form would, and opens the home page signed in. The form itself is
 * the subject of foundation.spec.ts and the Urdu journey; elsewhere it would cost a page and five fields per test.
 */
export async function signUp(page: Page, customer = newCustomer()) {
  const registered = await page.request.post('/api/auth/customer/register/', {
    // Closed after the answer: a kept-alive socket could be the one the server's keep-alive timeout closes just as the
    // test's next API call reuses it (ECONNRESET).
    headers: { Origin: testOrigin, Connection: 'close' },
    data: toRegisterPayload({ fullName: customer.name, email: customer.email, phone: customer.phone, password: customer.password }),
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { data } = (await registered.json()) as { data: LoginResponseData };
  // The session cookie is in the browser now; the app also keeps the signed-in user where the form's success puts it
  // (spec §3). Written once, before the first page's scripts, so that a later sign-out stays signed out.
  await page.addInitScript(
    ({ keys, user, role }) => {
      if (sessionStorage.getItem('e2e-signed-up') !== null) return;
      sessionStorage.setItem('e2e-signed-up', '1');
      localStorage.setItem(keys.user, user);
      localStorage.setItem(keys.role, role);
    },
    { keys: STORAGE_KEYS, user: serialiseStoredUser(data.user), role: data.role },
  );
  await page.goto('/');
  await expect(page.getByRole('button', { name: new RegExp(customer.name) })).toBeVisible();
  return customer;
}

/** Registers a new customer through the form; the app signs them in and lands on the home page. */
export async function signUpWithForm(page: Page, customer = newCustomer()) {
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

/** Calls the workshop's ops API of the server this test's project talks to and answers whatever it says (a refusal too). */
export async function opsAnswer(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const projectName = test.info().project.name;
  const token = (await readFile(join(process.env.E2E_DATA_DIR ?? '', projectName, 'ops-token'), 'utf8')).trim();
  return page.request.fetch(`/api/ops/${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
}

/** Calls the workshop's ops API of the server this test's project talks to, as staff would through `npm run ops`. */
export async function ops(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const response = await opsAnswer(page, method, path, data);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { data: unknown };
}

/** As the app's own requests carry it: the server refuses a cookie-authenticated change without its Origin. */
const fromTheApp = (page: Page) => ({ Origin: new URL(page.url()).origin });

/**
 * Books the first service for the signed-in customer through the API (on `date`, else the second bookable day);
 * returns the booking's id, invoice id, service name, plate and day.
 */
export async function bookThroughApi(page: Page, plate = `KHI-${Math.floor(Math.random() * 9000) + 1000}`, date?: string) {
  const status = await page.request.get('/api/auth/customer/status/');
  const { data: session } = (await status.json()) as { data: { user: { id: string } } };
  const services = (await (await page.request.get('/api/services/list/')).json()) as { results: Array<{ id: string; name: string }> };
  const service = services.results[0]!;
  const car = await page.request.post('/api/cars/add-car/', {
    headers: fromTheApp(page),
    data: { make: 'Suzuki', model: 'Swift', year: 2022, license_plate: plate, color: 'Red', customer: session.user.id },
  });
  expect(car.status(), await car.text()).toBe(201);
  const carId = ((await car.json()) as { data: { id: string } }).data.id;
  const dates = (await (await page.request.get(`/api/bookings/available-dates/?days=14&service=${service.id}`)).json()) as Array<{
    date: string;
    available: boolean;
    slots_available: number;
  }>;
  const day = date ? { date } : dates.find((candidate) => candidate.available && candidate.slots_available > 0 && candidate !== dates[0])!;
  const created = await page.request.post('/api/bookings/create-customer/', {
    headers: fromTheApp(page),
    data: { customer: session.user.id, service: service.id, car: carId, booking_date: day.date, customer_notes: 'Gate 2, ring the bell.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = ((await created.json()) as { data: { id: string; invoice_id: string } }).data;
  return { id: booking.id, invoiceId: booking.invoice_id, serviceName: service.name, plate, date: day.date };
}
