// A customer with a car and bookings, made through the API like a browser would.
import type { BookingDetail, Car } from '../../../src/domain/types';
import type { App } from '../../../server/app';
import { call, signedInCustomer, type SignedInCustomer } from './app';

export interface CustomerWithCar {
  customer: SignedInCustomer;
  car: Car;
}

let plateCounter = 0;

export async function addCarFor(app: App, customer: SignedInCustomer, overrides: Record<string, unknown> = {}): Promise<Car> {
  plateCounter += 1;
  const answer = await call<{ data: Car }>(app, 'POST', '/api/cars/add-car/', {
    cookie: customer.cookie,
    body: { make: 'Toyota', model: 'Corolla', year: 2021, license_plate: `khi-${process.pid}-${plateCounter}`, color: 'White', ...overrides },
  });
  if (answer.status !== 201) throw new Error(`add car failed ${answer.status}: ${answer.text}`);
  return answer.body.data;
}

export async function customerWithCar(app: App): Promise<CustomerWithCar> {
  const customer = await signedInCustomer(app);
  return { customer, car: await addCarFor(app, customer) };
}

/** Books `date` (YYYY-MM-DD) for the customer's car; throws unless the server answers 201. */
export async function bookFor(app: App, who: CustomerWithCar, date: string, body: Record<string, unknown> = {}): Promise<BookingDetail> {
  const answer = await call<{ data: BookingDetail }>(app, 'POST', '/api/bookings/create-customer/', {
    cookie: who.customer.cookie,
    body: { service: 'express-exterior-wash', car: who.car.id, booking_date: date, customer_notes: 'Gate 2', ...body },
  });
  if (answer.status !== 201) throw new Error(`booking failed ${answer.status}: ${answer.text}`);
  return answer.body.data;
}
