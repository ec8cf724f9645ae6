// The signed-in customer's vehicles: list, add, change (incl. default), remove.
import { Hono } from 'hono';
import { messages } from '../../src/domain/messages';
import { CarPayload, CarUpdatePayload } from '../../src/domain/schemas';
import { requireCustomer } from '../auth/session-cookie';
import type { AppDeps, AppEnv } from '../http/context';
import { HttpError, readJson, validOrThrow } from '../http/errors';
import { addCar, deleteCar, listCars, updateCar } from '../services/cars';

/** A `customer` naming someone else is refused; absent or equal is fine. */
const ensureOwnCustomer = (given: unknown, userId: string) => {
  if (given !== undefined && given !== null && given !== '' && String(given) !== userId) throw new HttpError(403, messages.cars.otherCustomer);
};

export function carRoutes({ db, config, fastReads }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer({ db, config, fastReads });

  routes.get('/cars/by-customer/', customer, async (c) => {
    ensureOwnCustomer(c.req.query('customer_id'), c.var.user.id);
    return c.json({ success: true, data: await listCars(db, c.var.user.id) });
  });

  routes.post('/cars/add-car/', customer, async (c) => {
    const body = await readJson(c);
    const payload = validOrThrow(CarPayload, body);
    ensureOwnCustomer(typeof body === 'object' && body !== null && 'customer' in body ? body.customer : undefined, c.var.user.id);
    const car = await addCar(db, c.var.user.id, { ...payload, color: payload.color });
    return c.json({ success: true, message: messages.profile.vehicleAdded, data: car }, 201);
  });

  routes.patch('/cars/:id/', customer, async (c) => {
    const body = await readJson(c);
    const payload = validOrThrow(CarUpdatePayload, body);
    ensureOwnCustomer(typeof body === 'object' && body !== null && 'customer' in body ? body.customer : undefined, c.var.user.id);
    const car = await updateCar(db, c.var.user.id, c.req.param('id'), payload);
    const onlyDefault = Object.keys(payload).every((key) => key === 'is_default' || payload[key as keyof typeof payload] === undefined);
    return c.json({ success: true, message: onlyDefault && payload.is_default === true ? messages.profile.defaultUpdated : messages.cars.updated, data: car });
  });

  routes.delete('/cars/:id/', customer, async (c) => {
    await deleteCar(db, c.var.user.id, c.req.param('id'));
    return c.json({ success: true, message: messages.profile.vehicleRemoved });
  });

  return routes;
}
