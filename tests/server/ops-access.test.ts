// Who may use /api/ops/…: every route the app registers there (this suite's and every other console route, found
// in app.routes) answers 401 without a session and 403 to a customer; staff get 403 from the admin-only ones.
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { serverMessages } from '../../server/messages';
import { call, signedInCustomer, uniqueEmail } from './helpers/app';
import { OPS_TOKEN_HEADERS, signedInStaff } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';
import type { Refusal } from './helpers/envelopes';

const backends = await suiteBackends();

/** A value for each path parameter: a date where the route takes one, else an id nothing has. */
const concretePath = (path: string) => path.replace(/:date\b/g, '2030-01-01').replace(/:[A-Za-z]+/g, 'nothing-here');

/** The admin-only routes of the board and the older ops routes (the workshop routes test their own). */
const ADMIN_ONLY: Array<{ method: string; path: string; body?: unknown }> = [
  { method: 'POST', path: '/api/ops/services', body: [{ id: 'tyre-shine', name: 'Tyre Shine', price: 1500, category: 'add_ons', duration_minutes: 120 }] },
  { method: 'POST', path: '/api/ops/services/express-exterior-wash/deactivate' },
  { method: 'POST', path: '/api/ops/invoices/nothing-here/refund' },
  { method: 'POST', path: '/api/ops/users', body: { email: uniqueEmail('new-staff'), password: 'desk-pass-1', name: 'New Staff', role: 'staff' } },
  { method: 'POST', path: '/api/ops/users', body: { email: uniqueEmail('new-admin'), password: 'desk-pass-1', name: 'New Admin', role: 'admin' } },
];

describe.each(backends)('ops access on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('', () => {
    const ctx = useApp(backend);
    const opsRoutes = () =>
      ctx.app.routes
        .filter((route) => route.method !== 'ALL' && route.method !== 'HEAD' && route.path.startsWith('/api/ops/'))
        .map((route) => ({ method: route.method, path: concretePath(route.path) }));

    it('finds the console’s routes among the registered ones', () => {
      const found = opsRoutes().map((route) => `${route.method} ${route.path}`);
      expect(found).toEqual(expect.arrayContaining(['GET /api/ops/board', 'GET /api/ops/bookings/search', 'POST /api/ops/bookings/nothing-here/cancel', 'GET /api/ops/audit', 'POST /api/ops/bookings/nothing-here/status']));
    });

    it('answers 401 to every /api/ops/ route without a session or token', async () => {
      for (const route of opsRoutes()) {
        const answer = await call<Refusal>(ctx.app, route.method, route.path, { body: route.method === 'GET' ? undefined : {} });
        expect(answer.status, `${route.method} ${route.path}`).toBe(401);
        expect(answer.body.message).toBe(messages.auth.notAuthenticated);
      }
    });

    it('answers 403 to a customer on every /api/ops/ route', async () => {
      const customer = await signedInCustomer(ctx.app);
      for (const route of opsRoutes()) {
        const answer = await call<Refusal>(ctx.app, route.method, route.path, { cookie: customer.cookie, body: route.method === 'GET' ? undefined : {} });
        expect(answer.status, `${route.method} ${route.path}`).toBe(403);
        expect(answer.body.message).toBe(serverMessages.forbidden);
      }
    });

    it('answers 403 to staff on the admin-only routes, and lets an admin and the ops token through', async () => {
      const staff = await signedInStaff(ctx.app, ctx.handle.db, 'staff');
      for (const route of ADMIN_ONLY) {
        const answer = await call<Refusal>(ctx.app, route.method, route.path, { cookie: staff.cookie, body: route.body ?? {} });
        expect(answer.status, `${route.method} ${route.path}`).toBe(403);
        expect(answer.body.message).toBe(serverMessages.adminOnly);
      }
      const admin = await signedInStaff(ctx.app, ctx.handle.db, 'admin');
      const [services, , refund, newStaff] = ADMIN_ONLY;
      expect((await call(ctx.app, 'POST', services?.path ?? '', { cookie: admin.cookie, body: services?.body })).status).toBe(200);
      expect((await call(ctx.app, 'POST', refund?.path ?? '', { headers: OPS_TOKEN_HEADERS })).status).toBe(404);
      expect((await call(ctx.app, 'POST', newStaff?.path ?? '', { headers: OPS_TOKEN_HEADERS, body: newStaff?.body })).status).toBe(201);
    });

    it('lets staff do the desk’s work: read the board, add a customer account', async () => {
      const staff = await signedInStaff(ctx.app, ctx.handle.db, 'staff');
      expect((await call(ctx.app, 'GET', '/api/ops/board', { cookie: staff.cookie })).status).toBe(200);
      const customer = await call(ctx.app, 'POST', '/api/ops/users', { cookie: staff.cookie, body: { email: uniqueEmail('walk-in'), password: 'walk-in-1', name: 'Walk In' } });
      expect(customer.status).toBe(201);
    });
  });
});
