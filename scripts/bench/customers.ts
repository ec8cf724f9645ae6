// A customer talking to a running server over HTTP: register, add a car, book.
import { randomUUID } from 'node:crypto';

export interface Customer {
  cookie: string;
  carId: string;
}

async function send(url: string, init: RequestInit & { cookie?: string; json?: unknown } = {}): Promise<{ status: number; body: unknown; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (init.cookie) headers.cookie = init.cookie;
  // As a browser does: the server refuses a cookie-authenticated unsafe request without its Origin.
  if (init.method !== undefined && init.method !== 'GET') headers.origin = new URL(url).origin;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method: init.method ?? 'GET', headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, headers: response.headers };
}

export async function registerCustomer(baseUrl: string, index: number): Promise<Customer> {
  const registered = await send(`${baseUrl}/api/auth/customer/register/`, {
    method: 'POST',
    json: {
      full_name: `Bench Customer ${index}`,
      email: `bench-${index}-${randomUUID().slice(0, 8)}@example.com`,
      phone_number: `03${String(100000000 + index).slice(-9)}`,
      password: 'bench-password',
    },
  });
  const sid = registered.headers.getSetCookie().find((line) => line.startsWith('sid='));
  if (registered.status !== 201 || !sid) throw new Error(`registration failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const cookie = sid.split(';')[0]!;
  const car = await send(`${baseUrl}/api/cars/add-car/`, {
    method: 'POST',
    cookie,
    json: { make: 'Toyota', model: 'Corolla', year: 2020, license_plate: `BEN-${index}-${randomUUID().slice(0, 4)}`, color: 'White' },
  });
  if (car.status !== 201) throw new Error(`adding a car failed: ${car.status} ${JSON.stringify(car.body)}`);
  return { cookie, carId: (car.body as { data: { id: string } }).data.id };
}

export async function firstServiceId(baseUrl: string): Promise<string> {
  const list = await send(`${baseUrl}/api/services/list/`);
  return (list.body as { results: Array<{ id: string }> }).results[0]!.id;
}

/** The first `count` add-ons of the catalogue, as a visit's addons. */
export async function firstAddonIds(baseUrl: string, count: number): Promise<string[]> {
  const list = await send(`${baseUrl}/api/services/list/?kind=addon`);
  return (list.body as { results: Array<{ id: string }> }).results.slice(0, count).map((addon) => addon.id);
}

export async function availableDates(baseUrl: string, serviceId: string, cookie?: string): Promise<string[]> {
  const answer = await send(`${baseUrl}/api/bookings/available-dates/?days=14&service=${serviceId}`, { cookie });
  return (answer.body as Array<{ date: string; available: boolean; slots_available: number }>)
    .filter((day) => day.available && day.slots_available > 0)
    .map((day) => day.date);
}

/** Tries to book: 201 with the new booking's id, or 409 when the day filled up meanwhile. */
export async function book(baseUrl: string, customer: Customer, serviceId: string, date: string): Promise<{ status: 201 | 409; id: string | null }> {
  const answer = await send(`${baseUrl}/api/bookings/create-customer/`, {
    method: 'POST',
    cookie: customer.cookie,
    json: { service: serviceId, car: customer.carId, booking_date: date, customer_notes: '' },
  });
  if (answer.status === 201) return { status: 201, id: (answer.body as { data: { id: string } }).data.id };
  if (answer.status === 409) return { status: 409, id: null };
  throw new Error(`booking answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

export async function getJson(url: string, cookie?: string): Promise<{ status: number; body: unknown; text: string }> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, text };
}

export interface OpsBooking {
  id: string;
  booking_date: string;
  start_time: string;
  end_time: string;
  bay: number;
  status: string;
}

/** Every booking, as the workshop sees it (needs the server's ops token). */
export async function opsBookings(baseUrl: string, opsToken: string): Promise<OpsBooking[]> {
  const response = await fetch(`${baseUrl}/api/ops/bookings`, { headers: { authorization: `Bearer ${opsToken}` } });
  if (!response.ok) throw new Error(`ops bookings answered ${response.status}`);
  return ((await response.json()) as { data: OpsBooking[] }).data;
}
