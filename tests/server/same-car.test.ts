// One car cannot stand in two bays at once: an overlapping booking of the same car is refused with 409, by the
// database's own index as well, under concurrency and across instances; another car of the same customer may book.
// A car is its plate's key (src/domain/plate.ts): `KHI-902`, `KHI 902` and `khi902` are one car, in the calendar and
// among the customer's saved vehicles, while each keeps the spelling it was typed with.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { BookingDetail } from '../../src/domain/types';
import { eq as sqlEq } from 'drizzle-orm';
import type { Car } from '../../src/domain/types';
import { bookingSlots, cars } from '../../server/db/schema';
import { call, createTestApp } from './helpers/app';
import { addCarFor, bookFor, customerWithCar, type CustomerWithCar } from './helpers/customers';
import { suiteBackends, useApp } from './helpers/suite';
import type { Refusal } from './helpers/envelopes';

const backends = await suiteBackends();

const NOW = new Date('2026-11-22T05:30:00Z');
const DAY = addDays('2026-11-22', 3);
const OTHER_DAY = addDays('2026-11-22', 4);

describe.each(backends)('the same car on $name', (backend) => {
  const ctx = useApp(backend, {}, { now: () => NOW });

  const create = (who: CustomerWithCar, body: Record<string, unknown>) =>
    call<{ data: BookingDetail } & Partial<Refusal>>(ctx.app, 'POST', '/api/bookings/create-customer/', {
      cookie: who.customer.cookie,
      body: { service: 'express-exterior-wash', car: who.car.id, booking_date: DAY, ...body },
    });

  it.skipIf(backend.skipReason !== null)('refuses a second booking of one car at the same time, naming the car', async () => {
    const who = await customerWithCar(ctx.app);
    expect((await create(who, { time: '10:00' })).status).toBe(201);
    const again = await create(who, { time: '10:00' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.booking.carAlreadyBooked(who.car.license_plate, DAY));
    expect(again.body).toMatchObject({ reason: 'car_busy' });
  });

  it.skipIf(backend.skipReason !== null)('gives the earliest time that car is free when no time is asked', async () => {
    const who = await customerWithCar(ctx.app);
    const starts = [];
    for (let index = 0; index < 3; index += 1) starts.push((await bookFor(ctx.app, who, OTHER_DAY)).start_time);
    expect(new Set(starts).size).toBe(3);
  });

  it.skipIf(backend.skipReason !== null)('lets another car of the same customer take the same time', async () => {
    const who = await customerWithCar(ctx.app);
    const second = { customer: who.customer, car: await addCarFor(ctx.app, who.customer) };
    expect((await create(who, { time: '14:00' })).status).toBe(201);
    expect((await create(second, { time: '14:00' })).status).toBe(201);
  });

  it.skipIf(backend.skipReason !== null)('refuses to reschedule a booking onto another booking of the same car', async () => {
    const who = await customerWithCar(ctx.app);
    expect((await create(who, { time: '16:00' })).status).toBe(201);
    const other = await bookFor(ctx.app, who, OTHER_DAY);
    const moved = await call<Refusal>(ctx.app, 'POST', `/api/bookings/${other.id}/reschedule/`, { cookie: who.customer.cookie, body: { date: DAY, time: '16:00' } });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(messages.booking.carAlreadyBooked(who.car.license_plate, DAY));
  });

  it.skipIf(backend.skipReason !== null)('is a rule of the database itself, not only of the server', async () => {
    const who = await customerWithCar(ctx.app);
    const booking = (await create(who, { time: '18:00' })).body.data;
    const [slot] = await ctx.handle.db.select().from(bookingSlots).where(sqlEq(bookingSlots.bookingId, booking.id));
    expect(slot?.carKey).toBeTruthy();
    await expect(ctx.handle.db.insert(bookingSlots).values({ ...slot!, bay: slot!.bay === 1 ? 2 : 1 })).rejects.toThrow();
  });

  it.skipIf(backend.name !== 'postgres' || backend.skipReason !== null)('holds when three requests race, on two instances', async () => {
    const second = await backend.reopen(ctx.handle);
    try {
      const otherApp = (await createTestApp(second.db, {}, { now: () => NOW })).app;
      const who = await customerWithCar(ctx.app);
      const body = { service: 'express-exterior-wash', car: who.car.id, booking_date: addDays('2026-11-22', 5), time: '12:00' };
      const answers = await Promise.all(
        [ctx.app, otherApp, ctx.app].map((target) => call<Refusal>(target, 'POST', '/api/bookings/create-customer/', { cookie: who.customer.cookie, body })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    } finally {
      await second.close();
    }
  });

  describe.skipIf(backend.skipReason !== null)('plates written differently', () => {
    const addCar = (who: CustomerWithCar, plate: string, app = ctx.app) =>
      call<{ data: Car } & Partial<Refusal>>(app, 'POST', '/api/cars/add-car/', {
        cookie: who.customer.cookie,
        body: { make: 'Suzuki', model: 'Mehran', year: 2015, license_plate: plate, color: 'White' },
      });
    const refusal = (answer: { status: number; body: Partial<Refusal> }) => ({ status: answer.status, message: answer.body.message });
    const plateTaken = { status: 409, message: messages.cars.plateTaken };

    it('refuses a second vehicle whose plate differs only in case, spaces, dots or dashes, and keeps the spelling typed', async () => {
      const who = await customerWithCar(ctx.app);
      const added = await addCar(who, 'khi-902');
      expect({ status: added.status, plate: added.body.data.license_plate }).toEqual({ status: 201, plate: 'KHI-902' });
      for (const variant of ['KHI 902', 'khi902', 'K.H.I 9-0-2', 'KHI\u2013902']) expect(refusal(await addCar(who, variant)), variant).toEqual(plateTaken);
      const other = await addCar(who, 'KHI 903');
      expect({ status: other.status, plate: other.body.data.license_plate }).toEqual({ status: 201, plate: 'KHI 903' });
      const renamed = await call<Partial<Refusal>>(ctx.app, 'PATCH', `/api/cars/${other.body.data.id}/`, { cookie: who.customer.cookie, body: { license_plate: 'khi 902' } });
      expect(refusal(renamed)).toEqual(plateTaken);
      // Another customer may save the same plate (a car changes hands; each account keeps its own vehicles).
      expect((await addCar(await customerWithCar(ctx.app), 'KHI 902')).status).toBe(201);
    });

    it('refuses a plate with no letter or digit', async () => {
      const who = await customerWithCar(ctx.app);
      const answer = await addCar(who, ' - . - ');
      expect(refusal(answer)).toEqual({ status: 400, message: messages.cars.plateNeedsLettersOrDigits });
    });

    it('keeps one car out of two bays even when two saved vehicles spell its plate differently (saved before plates had keys)', async () => {
      const who = await customerWithCar(ctx.app);
      const first = (await addCar(who, 'KHI-902')).body.data;
      // Two vehicles of one plate could be saved before; migration 0009 keeps them apart by their ids.
      const [legacy] = await ctx.handle.db
        .insert(cars)
        .values({ customerId: who.customer.user.id, make: 'Suzuki', model: 'Mehran', year: 2015, licensePlate: 'KHI 902', plateKey: `KHI902#legacy-${Date.now()}` })
        .returning();
      const day = addDays('2026-11-22', 6);
      expect((await create({ customer: who.customer, car: first }, { booking_date: day, time: '10:00' })).status).toBe(201);
      const again = await create({ customer: who.customer, car: { ...first, id: legacy!.id } }, { booking_date: day, time: '10:00' });
      expect({ status: again.status, message: again.body.message }).toEqual({ status: 409, message: messages.booking.carAlreadyBooked('KHI 902', day) });
    });

    it.skipIf(backend.name !== 'postgres')('saves one of two differently written plates added at once, on two instances', async () => {
      const second = await backend.reopen(ctx.handle);
      try {
        const otherApp = (await createTestApp(second.db, {}, { now: () => NOW })).app;
        const who = await customerWithCar(ctx.app);
        const answers = await Promise.all([addCar(who, 'LEA-1234'), addCar(who, 'lea 1234', otherApp), addCar(who, 'LEA1234')]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
      } finally {
        await second.close();
      }
    });
  });
});
