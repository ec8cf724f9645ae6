// API throughput against the machine's ceiling (a bare node:http server with a body of the same size).
import { book, firstServiceId, availableDates, getJson, registerCustomer } from './customers';
import { measure, type LoadResult } from './load';
import { startAppServer, startBareServer } from './processes';

export const SIGNED_IN_BOOKINGS = 20;

export async function benchApi(label: string, databaseUrl?: string): Promise<LoadResult[]> {
  const app = await startAppServer({ databaseUrl });
  try {
    const catalogue = await getJson(`${app.url}/api/services/list/`);
    const serviceId = await firstServiceId(app.url);
    const customer = await registerCustomer(app.url, 0);
    let booked = 0;
    while (booked < SIGNED_IN_BOOKINGS) {
      const dates = await availableDates(app.url, serviceId);
      if (dates.length === 0) throw new Error('ran out of dates while preparing bookings');
      if ((await book(app.url, customer, serviceId, dates[booked % dates.length]!)).status === 201) booked += 1;
    }
    const myBookings = await getJson(`${app.url}/api/customer/my-bookings/`, customer.cookie);
    if (myBookings.status !== 200) throw new Error(`my-bookings answered ${myBookings.status}`);

    const bare = await startBareServer(catalogue.text);
    let ceiling: LoadResult;
    try {
      ceiling = await measure(`bare node:http (${catalogue.text.length} B JSON)`, bare.url);
    } finally {
      await bare.stop();
    }
    const rows = [
      ceiling,
      await measure('GET /api/services/list/', `${app.url}/api/services/list/`),
      await measure('GET /api/bookings/available-dates/?days=14', `${app.url}/api/bookings/available-dates/?days=14&service=${serviceId}`),
      await measure(`GET /api/customer/my-bookings/ (signed in, ${SIGNED_IN_BOOKINGS} bookings)`, `${app.url}/api/customer/my-bookings/`, { cookie: customer.cookie }),
    ];
    return rows.map((row, index) => ({ ...row, name: index === 0 ? row.name : `${row.name} [${label}]` }));
  } finally {
    await app.stop();
  }
}
