// The audit log: every console and ops change is recorded with who made it (a staff or admin account, or the ops
// token), before → after, in the change's own transaction; GET /api/ops/audit pages it, newest first.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, shortId, todayInKarachi } from '../../src/domain/format';
import type { AuditEntry } from '../../src/domain/staff';
import type { Paged } from '../../src/domain/types';
import { outbox } from '../../server/db/schema';
import { call, uniqueEmail } from './helpers/app';
import { bookFor, customerWithCar } from './helpers/customers';
import { OPS_TOKEN_HEADERS, signedInStaff, type SignedInStaff } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();
const TOKEN_ACTOR = { id: null, name: 'ops token', role: 'ops_token' };

describe.each(backends)('audit log on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('', () => {
    const ctx = useApp(backend);
    const day = (offset: number) => addDays(todayInKarachi(), offset);
    const auditPage = async (query = '') => {
      const answer = await call<Paged<AuditEntry>>(ctx.app, 'GET', `/api/ops/audit${query}`, { headers: OPS_TOKEN_HEADERS });
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const newest = async () => (await auditPage('?page_size=1')).results[0];
    const actorOf = (account: SignedInStaff) => ({ id: account.id, name: account.name, role: account.session.role });

    it('records a status change by a staff session and a payment by the ops token, each with its actor', async () => {
      const booked = await bookFor(ctx.app, await customerWithCar(ctx.app), day(2));
      const staff = await signedInStaff(ctx.app, ctx.handle.db, 'staff');
      expect((await call(ctx.app, 'POST', `/api/ops/bookings/${booked.id}/status`, { cookie: staff.cookie, body: { status: 'confirmed' } })).status).toBe(200);
      expect(await newest()).toMatchObject({
        actor: actorOf(staff),
        action: 'booking.status',
        target_kind: 'booking',
        target_id: booked.id,
        booking_id: booked.id,
        before: { status: 'pending' },
        after: { status: 'confirmed' },
        summary: 'status: pending → confirmed',
      });

      expect((await call(ctx.app, 'POST', `/api/ops/invoices/${booked.invoice_id}/paid`, { headers: OPS_TOKEN_HEADERS, body: { method: 'cash' } })).status).toBe(200);
      expect(await newest()).toMatchObject({
        actor: TOKEN_ACTOR,
        action: 'invoice.paid',
        target_kind: 'invoice',
        target_id: booked.invoice_id,
        booking_id: booked.id,
        before: { payment_status: 'pending', payment_method: null },
        after: { payment_status: 'paid', payment_method: 'cash' },
      });

      const admin = await signedInStaff(ctx.app, ctx.handle.db, 'admin');
      expect((await call(ctx.app, 'POST', `/api/ops/invoices/${booked.invoice_id}/refund`, { cookie: admin.cookie })).status).toBe(200);
      expect(await newest()).toMatchObject({
        actor: actorOf(admin),
        action: 'invoice.refund',
        booking_id: booked.id,
        before: { payment_status: 'paid' },
        after: { payment_status: 'refunded', refund_channel: 'workshop' },
      });
    });

    it('records cancelling with a reason and moving a booking, before → after', async () => {
      const booked = await bookFor(ctx.app, await customerWithCar(ctx.app), day(3), { time: '10:00' });
      const staff = await signedInStaff(ctx.app, ctx.handle.db, 'staff');
      const moved = await call(ctx.app, 'POST', `/api/ops/bookings/${booked.id}/reschedule`, { cookie: staff.cookie, body: { date: day(4), time: '14:00' } });
      expect(moved.status).toBe(200);
      expect(await newest()).toMatchObject({
        actor: actorOf(staff),
        action: 'booking.reschedule',
        before: { date: day(3), time: '10:00', bay: booked.bay },
        after: { date: day(4), time: '14:00' },
      });
      expect((await call(ctx.app, 'POST', `/api/ops/bookings/${booked.id}/cancel`, { cookie: staff.cookie, body: { reason: 'Customer phoned' } })).status).toBe(200);
      expect(await newest()).toMatchObject({ action: 'booking.cancel', before: { status: 'rescheduled' }, after: { status: 'cancelled', reason: 'Customer phoned' } });

      const history = await auditPage(`?booking=${shortId(booked.id)}`);
      expect(history.count).toBe(2);
      expect(history.results.map((entry) => entry.action)).toEqual(['booking.cancel', 'booking.reschedule']);
    });

    it('quotes typed text in the summary, so a reason cannot read as another change or another entry', async () => {
      const booked = await bookFor(ctx.app, await customerWithCar(ctx.app), day(7));
      const staff = await signedInStaff(ctx.app, ctx.handle.db, 'staff');
      const reason = 'x. Admin refunded PKR 5000\ninvoice.refund; payment status: paid → "refunded" \u202Eevil';
      expect((await call(ctx.app, 'POST', `/api/ops/bookings/${booked.id}/cancel`, { cookie: staff.cookie, body: { reason } })).status).toBe(200);
      const entry = await newest();
      expect(entry).toMatchObject({ action: 'booking.cancel', after: { status: 'cancelled', reason } });
      expect(entry?.summary).toBe(
        'status: pending → cancelled; reason: — → "x. Admin refunded PKR 5000\\ninvoice.refund; payment status: paid → \\"refunded\\" \\u202eevil"',
      );
      expect(entry?.summary).not.toMatch(/[\n\u202e]/);
    });

    it('records users made, services saved and deactivated, and mail queued again', async () => {
      const email = uniqueEmail('desk');
      const created = await call<{ data: { id: string } }>(ctx.app, 'POST', '/api/ops/users', { headers: OPS_TOKEN_HEADERS, body: { email, password: 'desk-pass-1', name: 'Desk Person', role: 'staff' } });
      expect(created.status).toBe(201);
      expect(await newest()).toMatchObject({ actor: TOKEN_ACTOR, action: 'user.create', target_kind: 'user', target_id: created.body.data.id, after: { email, name: 'Desk Person', role: 'staff' } });

      const admin = await signedInStaff(ctx.app, ctx.handle.db, 'admin');
      const service = { id: 'tyre-shine', name: 'Tyre Shine', price: 1500, category: 'add_ons', duration_minutes: 120 };
      expect((await call(ctx.app, 'POST', '/api/ops/services', { cookie: admin.cookie, body: [service] })).status).toBe(200);
      expect(await newest()).toMatchObject({ actor: actorOf(admin), action: 'service.save', target_id: 'tyre-shine', before: null, after: { name: 'Tyre Shine', price: 1500 } });
      expect((await call(ctx.app, 'POST', '/api/ops/services', { cookie: admin.cookie, body: [{ ...service, price: 1800 }] })).status).toBe(200);
      expect((await newest())?.summary).toBe('price: 1500 → 1800');
      expect((await call(ctx.app, 'POST', '/api/ops/services/tyre-shine/deactivate', { cookie: admin.cookie })).status).toBe(200);
      expect(await newest()).toMatchObject({ action: 'service.deactivate', target_kind: 'service', before: { is_active: true }, after: { is_active: false } });

      const booked = await bookFor(ctx.app, await customerWithCar(ctx.app), day(5));
      const [mail] = await ctx.handle.db.update(outbox).set({ status: 'failed', lastError: 'SMTP said no' }).where(eq(outbox.bookingId, booked.id)).returning({ id: outbox.id });
      const staff = await signedInStaff(ctx.app, ctx.handle.db, 'staff');
      expect((await call(ctx.app, 'POST', `/api/ops/mail/${mail?.id}/resend`, { cookie: staff.cookie })).status).toBe(200);
      expect(await newest()).toMatchObject({ actor: actorOf(staff), action: 'mail.resend', target_kind: 'mail', target_id: String(mail?.id), booking_id: booked.id });
    });

    it('names the service or account an entry is about: the name it recorded, else the name it has now', async () => {
      const admin = await signedInStaff(ctx.app, ctx.handle.db, 'admin');
      const service = { id: 'ceramic-coat', name: 'Ceramic Coat', price: 2500, category: 'add_ons', duration_minutes: 120 };
      expect((await call(ctx.app, 'POST', '/api/ops/services', { cookie: admin.cookie, body: [service] })).status).toBe(200);
      expect((await call(ctx.app, 'POST', '/api/ops/services', { cookie: admin.cookie, body: [{ ...service, price: 2800 }] })).status).toBe(200);
      expect(await newest()).toMatchObject({ target_kind: 'service', target_name: 'Ceramic Coat', summary: 'price: 2500 → 2800' });
      // the deactivation records no name: the service's own
      expect((await call(ctx.app, 'POST', '/api/ops/services/ceramic-coat/deactivate', { cookie: admin.cookie })).status).toBe(200);
      expect(await newest()).toMatchObject({ action: 'service.deactivate', target_name: 'Ceramic Coat' });

      const staff = await signedInStaff(ctx.app, ctx.handle.db, 'staff');
      expect((await call(ctx.app, 'POST', `/api/ops/staff/${staff.id}/deactivate`, { cookie: admin.cookie })).status).toBe(200);
      expect(await newest()).toMatchObject({ action: 'user.deactivate', target_kind: 'user', target_name: staff.name });

      const booked = await bookFor(ctx.app, await customerWithCar(ctx.app), day(7));
      expect((await call(ctx.app, 'POST', `/api/ops/bookings/${booked.id}/status`, { headers: OPS_TOKEN_HEADERS, body: { status: 'confirmed' } })).status).toBe(200);
      expect(await newest()).toMatchObject({ target_kind: 'booking', target_name: null });
    });

    it('writes nothing for a refused change', async () => {
      const booked = await bookFor(ctx.app, await customerWithCar(ctx.app), day(6));
      const before = (await auditPage()).count;
      expect((await call(ctx.app, 'POST', `/api/ops/bookings/${booked.id}/status`, { headers: OPS_TOKEN_HEADERS, body: { status: 'completed' } })).status).toBe(409);
      expect((await call(ctx.app, 'POST', `/api/ops/invoices/${booked.invoice_id}/refund`, { headers: OPS_TOKEN_HEADERS })).status).toBe(409);
      expect((await auditPage()).count).toBe(before);
    });

    it('pages the log newest first with next and previous links', async () => {
      const all = await auditPage();
      expect(all.count).toBeGreaterThan(4);
      const ids = all.results.map((entry) => entry.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const first = await auditPage('?page_size=2');
      expect(first).toMatchObject({ count: all.count, previous: null, next: '/api/ops/audit?page_size=2&page=2' });
      expect(first.results.map((entry) => entry.id)).toEqual(ids.slice(0, 2));
      const second = await auditPage('?page_size=2&page=2');
      expect(second.previous).toBe('/api/ops/audit?page_size=2&page=1');
      expect(second.results.map((entry) => entry.id)).toEqual(ids.slice(2, 4));
      expect((await call(ctx.app, 'GET', '/api/ops/audit?page=0', { headers: OPS_TOKEN_HEADERS })).status).toBe(400);
      expect((await call(ctx.app, 'GET', '/api/ops/audit?booking=00000000', { headers: OPS_TOKEN_HEADERS })).status).toBe(404);
    });
  });
});
