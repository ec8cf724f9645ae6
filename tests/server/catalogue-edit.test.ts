// The console's service editor (PUT /api/ops/services/{id}, admin only): creates or replaces one service through the
// catalogue, which the customer's catalogue shows at once, and records it (before → after) in the audit log.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceInputMessages, type ServiceInput } from '../../src/domain/serviceInput';
import type { Paged, Service } from '../../src/domain/types';
import type { App } from '../../server/app';
import type { Config } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { auditLog, services } from '../../server/db/schema';
import { serverMessages } from '../../server/messages';
import { call, createTestApp, signedInCustomer } from './helpers/app';
import { suiteBackends } from './helpers/suite';
import { OPS_TOKEN_HEADERS, staffWithSession, type StaffWithSession } from './helpers/staff';
import { expectRefusal, type Ok } from './helpers/envelopes';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';

const backends = await suiteBackends();

const BIKE_WASH: ServiceInput = {
  id: 'bike-wash',
  name: 'Motorbike Wash',
  description: 'Hand wash and chain clean for motorbikes.',
  price: 900,
  originalPrice: 1200,
  category: 'exterior',
  is_active: true,
  duration_minutes: 60,
  sort_order: 5,
  items: [{ id: 'bike-wash-1', name: 'Chain clean' }],
};

for (const backend of backends) {
  describe.skipIf(backend.skipReason !== null)(`catalogue edits on ${backend.name}`, () => {
    let handle: DatabaseHandle;
    let app: App;
    let config: Config;
    let admin: StaffWithSession;
    let staff: StaffWithSession;

    beforeAll(async () => {
      handle = await backend.open();
      ({ app, config } = await createTestApp(handle.db));
      admin = await staffWithSession(handle.db, config, 'admin');
      staff = await staffWithSession(handle.db, config, 'staff');
    });
    afterAll(async () => {
      await handle?.close();
    });

    const save = (id: string, body: unknown, cookie = admin.cookie) => call<Ok<Service>>(app, 'PUT', `/api/ops/services/${id}`, { cookie, body });
    const customerCatalogue = async () => {
      const answer = await call<Paged<Service>>(app, 'GET', '/api/services/list/?page_size=100');
      expect(answer.status, answer.text).toBe(200);
      return answer.body.results;
    };

    it('is for admins (and the ops token) only', async () => {
      expect((await call(app, 'PUT', '/api/ops/services/bike-wash', { body: BIKE_WASH })).status).toBe(401);
      const customer = await signedInCustomer(app);
      expect((await save('bike-wash', BIKE_WASH, customer.cookie)).status).toBe(403);
      expectRefusal(await save('bike-wash', BIKE_WASH, staff.cookie), 403, serverMessages.adminOnly);
      expect((await customerCatalogue()).map((service) => service.id)).not.toContain('bike-wash');
    });

    it('creates a service the customer catalogue lists at once', async () => {
      await customerCatalogue();
      const answer = await save('bike-wash', BIKE_WASH);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.message).toBe(workshopMessages.workshop.serviceSaved('Motorbike Wash'));
      expect(answer.body.data).toMatchObject({ id: 'bike-wash', name: 'Motorbike Wash', price: 900, originalPrice: 1200, is_active: true, duration_minutes: 60 });
      expect((await customerCatalogue()).find((service) => service.id === 'bike-wash')).toMatchObject({ price: 900, items: [{ id: 'bike-wash-1', name: 'Chain clean' }] });
    });

    it('replaces a service: a new price shows at once; inactive, it leaves the customer catalogue', async () => {
      const current = (await customerCatalogue()).find((service) => service.id === 'express-exterior-wash');
      expect(current?.price).toBe(2500);
      const edited = { ...BIKE_WASH, id: 'express-exterior-wash', name: 'Express Exterior Wash', price: 2700, originalPrice: null, duration_minutes: 120 };
      expect((await call(app, 'PUT', '/api/ops/services/express-exterior-wash', { headers: OPS_TOKEN_HEADERS, body: edited })).status).toBe(200);
      expect((await customerCatalogue()).find((service) => service.id === 'express-exterior-wash')).toMatchObject({ price: 2700, originalPrice: null });
      const off = await save('bike-wash', { ...BIKE_WASH, is_active: false });
      expect(off.body.data.is_active).toBe(false);
      expect((await customerCatalogue()).map((service) => service.id)).not.toContain('bike-wash');
    });

    it.each([
      ['another-id', BIKE_WASH, 'id', workshopMessages.workshop.serviceIdMismatch],
      ['bike-wash', { ...BIKE_WASH, price: -1 }, 'price', serviceInputMessages.priceRange],
      ['bike-wash', { ...BIKE_WASH, price: 99.5 }, 'price', serviceInputMessages.wholeRupees],
      ['bike-wash', { ...BIKE_WASH, category: 'paint' }, 'category', serviceInputMessages.categoryInvalid],
      ['bike-wash', { ...BIKE_WASH, duration_minutes: 5 }, 'duration_minutes', serviceInputMessages.durationInvalid],
      ['bike-wash', { ...BIKE_WASH, name: ' ' }, 'name', serviceInputMessages.nameRequired],
    ])('PUT /api/ops/services/%s refuses %j with 400', async (id, body, field, message) => {
      const answer = await save(id, body);
      expectRefusal(answer, 400, message);
      expect((answer.body as { errors?: Record<string, string[]> }).errors?.[field]).toEqual([message]);
    });

    it('records each save with who made it, before and after', async () => {
      const entries = await handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'service.save'), eq(auditLog.targetKind, 'service')));
      expect(entries.map((entry) => [entry.targetId, entry.actorName, entry.before?.price ?? null, entry.after?.price, entry.after?.is_active])).toEqual([
        ['bike-wash', admin.name, null, 900, true],
        ['express-exterior-wash', 'ops token', 2500, 2700, true],
        ['bike-wash', admin.name, 900, 900, false],
      ]);
    });

    it('an edit that leaves out sort_order (as the console does) keeps the service in its place', async () => {
      const { sort_order: _place, ...withoutPlace } = BIKE_WASH;
      expect((await save('bike-wash', { ...withoutPlace, price: 950 })).status).toBe(200);
      const [row] = await handle.db.select({ sortOrder: services.sortOrder, price: services.price }).from(services).where(eq(services.id, 'bike-wash'));
      expect(row).toEqual({ sortOrder: 5, price: 950 });
    });
  });
}
