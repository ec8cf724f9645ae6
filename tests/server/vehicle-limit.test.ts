// At most MAX_VEHICLES_PER_ACCOUNT saved vehicles per account, on PGlite and PostgreSQL, also when adds race.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_VEHICLES_PER_ACCOUNT } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import type { Car } from '../../src/domain/types';
import type { App } from '../../server/app';
import { cars } from '../../server/db/schema';
import { call, signedInCustomer, type SignedInCustomer } from './helpers/app';
import { addCarFor } from './helpers/customers';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();


let plateCounter = 0;
const addCar = (app: App, customer: SignedInCustomer) =>
  call<{ message: string; data: Car }>(app, 'POST', '/api/cars/add-car/', {
    cookie: customer.cookie,
    body: { make: 'Suzuki', model: 'Mehran', year: 2012, license_plate: `lim-${process.pid}-${++plateCounter}` },
  });

describe.each(backends)('vehicles per account on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('the limit', () => {
    const ctx = useApp(backend);
    const savedBy = async (customer: SignedInCustomer) =>
      (await ctx.handle.db.select({ count: sql<number>`count(*)::int` }).from(cars).where(eq(cars.customerId, customer.user.id)))[0]?.count;

    it(`saves ${MAX_VEHICLES_PER_ACCOUNT} vehicles and answers the next one 409 with a sentence naming the limit`, async () => {
      const customer = await signedInCustomer(ctx.app);
      for (let index = 0; index < MAX_VEHICLES_PER_ACCOUNT; index += 1) await addCarFor(ctx.app, customer);
      const refused = await addCar(ctx.app, customer);
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 409, message: messages.cars.limitReached(20) });
      expect(await savedBy(customer)).toBe(MAX_VEHICLES_PER_ACCOUNT);

      // Removing one makes room again; another customer is not affected.
      const list = await call<{ data: Car[] }>(ctx.app, 'GET', '/api/cars/by-customer/', { cookie: customer.cookie });
      const last = list.body.data.at(-1);
      expect((await call(ctx.app, 'DELETE', `/api/cars/${last?.id}/`, { cookie: customer.cookie })).status).toBe(200);
      expect((await addCar(ctx.app, customer)).status).toBe(201);
      expect((await addCar(ctx.app, await signedInCustomer(ctx.app))).status).toBe(201);
    });

    it('holds when adds race: 12 at once on 15 saved vehicles leave exactly the limit, with one default', async () => {
      const customer = await signedInCustomer(ctx.app);
      for (let index = 0; index < 15; index += 1) await addCarFor(ctx.app, customer);
      const answers = await Promise.all(Array.from({ length: 12 }, () => addCar(ctx.app, customer)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_VEHICLES_PER_ACCOUNT - 15);
      expect(statuses.filter((status) => status === 409)).toHaveLength(12 - (MAX_VEHICLES_PER_ACCOUNT - 15));
      expect(await savedBy(customer)).toBe(MAX_VEHICLES_PER_ACCOUNT);
      const list = await call<{ data: Car[] }>(ctx.app, 'GET', '/api/cars/by-customer/', { cookie: customer.cookie });
      expect(list.body.data.filter((car) => car.is_default)).toHaveLength(1);
    });

    it('makes the first of several vehicles added at once the only default', async () => {
      const customer = await signedInCustomer(ctx.app);
      const answers = await Promise.all(Array.from({ length: 4 }, () => addCar(ctx.app, customer)));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
      expect(answers.filter((answer) => answer.body.data.is_default)).toHaveLength(1);
    });
  });
});
