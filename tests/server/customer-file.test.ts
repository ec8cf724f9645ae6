// The customer file (GET /api/ops/customers?q=&page=, GET and PUT /api/ops/customers/{id}): customers found by any
// spelling of their phone, by plate, name and e-mail address, never staff; one customer's card with cars, every
// booking and the totals; the desk's changes recorded in the audit log, the staff's notes never shown to the customer;
// an e-mail address (where password-reset links go) changed by an admin only.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CustomerFile, CustomerSummary } from '../../src/domain/desk';
import { addDays, karachiInstant, todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import { deskMessages } from '../../src/domain/messageAreas/desk';
import type { BoardBooking } from '../../src/domain/staff';
import type { Paged } from '../../src/domain/types';
import { auditLog } from '../../server/db/schema';
import { serverMessages } from '../../server/messages';
import { call, signedInCustomer } from './helpers/app';
import { addCarFor, bookFor, customerWithCar } from './helpers/customers';
import { OPS_TOKEN_HEADERS, signedInStaff, type OpsAnswer } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

const TODAY = todayInKarachi(new Date(Date.now() + 24 * 60 * 60 * 1000));
const NOW = karachiInstant(TODAY, '12:30');
const day = (offset: number) => addDays(TODAY, offset);

describe.each(backends)('the customer file on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('', () => {
    const ctx = useApp(backend, { BAYS: '3' }, { now: () => NOW });
    const search = (query: string, extra = '') => call<Paged<CustomerSummary>>(ctx.app, 'GET', `/api/ops/customers?q=${encodeURIComponent(query)}${extra}`, { headers: OPS_TOKEN_HEADERS });
    const found = async (query: string) => (await search(query)).body.results.map((customer) => customer.full_name);
    const deskBooking = (body: Record<string, unknown>) =>
      call<OpsAnswer<BoardBooking>>(ctx.app, 'POST', '/api/ops/bookings', { headers: OPS_TOKEN_HEADERS, body: { service: 'express-exterior-wash', source: 'phone', ...body } });
    const fileOf = (id: string) => call<OpsAnswer<CustomerFile>>(ctx.app, 'GET', `/api/ops/customers/${id}`, { headers: OPS_TOKEN_HEADERS });

    it('finds a customer by every usual spelling of the phone, by plate, name and e-mail address; never a staff account', async () => {
      const walkIn = await deskBooking({ new_customer: { full_name: 'Kamran Baig', phone: '0321-7654321' }, new_car: { make: 'Honda', model: 'Civic', year: 2019, license_plate: 'BKX-902' }, booking_date: day(1) });
      expect(walkIn.status).toBe(201);
      const web = await signedInCustomer(ctx.app, { full_name: 'Saima Rauf', phone_number: '0312 5550101' });
      await signedInStaff(ctx.app, ctx.handle.db, 'staff');

      for (const spelling of ['0321-7654321', '+92 321 7654321', '923217654321', '03217654321', '0092 321 7654321', '0321 765']) expect(await found(spelling), spelling).toEqual(['Kamran Baig']);
      for (const spelling of ['+92 312 5550101', '0312-5550101']) expect(await found(spelling), spelling).toEqual(['Saima Rauf']);
      for (const plate of ['bkx 902', 'BKX902', 'bkx-9']) expect(await found(plate), plate).toEqual(['Kamran Baig']);
      expect(await found('kamran')).toEqual(['Kamran Baig']);
      expect(await found(web.email.toUpperCase())).toEqual(['Saima Rauf']);
      // The staff account's phone is 0300 7654321 and its name Sana Staff: neither is a customer.
      expect(await found('0300 7654321')).toEqual([]);
      expect(await found('Sana Staff')).toEqual([]);

      const [summary] = (await search('Kamran')).body.results;
      expect(summary).toEqual({ id: walkIn.body.data.customer.id, full_name: 'Kamran Baig', email: null, phone: '+923217654321', has_account: false, bookings: 1, no_shows: 0, last_visit: null });
    });

    it('lists every customer by name, a page at a time', async () => {
      const first = await search('', '&page_size=1');
      expect(first.status).toBe(200);
      expect(first.body.count).toBeGreaterThan(1);
      expect(first.body.results).toHaveLength(1);
      expect(first.body.next).toBe('/api/ops/customers?q=&page_size=1&page=2');
      const second = await call<Paged<CustomerSummary>>(ctx.app, 'GET', first.body.next ?? '', { headers: OPS_TOKEN_HEADERS });
      const names = [first, second].map((answer) => answer.body.results[0]?.full_name.toLowerCase() ?? '');
      expect(names).toEqual([...names].sort());
      const tooLong = await search('x'.repeat(101));
      expect({ status: tooLong.status, errors: (tooLong.body as unknown as OpsAnswer<unknown>).errors }).toEqual({ status: 400, errors: { q: [deskMessages.searchTooLong(100)] } });
    });

    it('shows a customer’s card: contact details, cars, every booking newest first from every source, and the totals', async () => {
      const who = await customerWithCar(ctx.app);
      const second = await addCarFor(ctx.app, who.customer, { license_plate: 'LEA-5150' });
      const web = await bookFor(ctx.app, who, day(2));
      const phoned = await deskBooking({ customer: who.customer.user.id, car: second.id, booking_date: day(3) });
      const walkedIn = await deskBooking({ customer: who.customer.user.id, car: who.car.id, booking_date: day(4), source: 'walk_in' });
      const noShow = await deskBooking({ customer: who.customer.user.id, car: second.id, booking_date: TODAY, time: '12:30', source: 'walk_in' });
      await call(ctx.app, 'POST', `/api/ops/invoices/${web.invoice_id}/paid`, { headers: OPS_TOKEN_HEADERS, body: { method: 'cash' } });
      for (const status of ['confirmed', 'in_progress']) await call(ctx.app, 'POST', `/api/ops/bookings/${web.id}/status`, { headers: OPS_TOKEN_HEADERS, body: { status } });
      await call(ctx.app, 'POST', `/api/ops/bookings/${web.id}/status`, { headers: OPS_TOKEN_HEADERS, body: { status: 'completed' } });
      await call(ctx.app, 'POST', `/api/ops/bookings/${phoned.body.data.id}/cancel`, { headers: OPS_TOKEN_HEADERS, body: { reason: 'Customer called back' } });
      await call(ctx.app, 'POST', `/api/ops/bookings/${walkedIn.body.data.id}/status`, { headers: OPS_TOKEN_HEADERS, body: { status: 'in_progress' } });
      expect((await call(ctx.app, 'POST', `/api/ops/bookings/${noShow.body.data.id}/status`, { headers: OPS_TOKEN_HEADERS, body: { status: 'no_show' } })).status).toBe(200);

      const answer = await fileOf(who.customer.user.id);
      expect(answer.status).toBe(200);
      const file = answer.body.data;
      expect(file).toMatchObject({ id: who.customer.user.id, full_name: 'Ayesha Khan', email: who.customer.email, phone: '03001234567', has_account: true, notes: '' });
      expect(file.cars.map((car) => car.license_plate)).toEqual([who.car.license_plate, 'LEA-5150']);
      expect(file.bookings.map((booking) => [booking.id, booking.source])).toEqual([
        [walkedIn.body.data.id, 'walk_in'],
        [phoned.body.data.id, 'phone'],
        [web.id, 'web'],
        [noShow.body.data.id, 'walk_in'],
      ]);
      expect(file.totals).toEqual({ visits: 1, total_paid: web.total_amount, no_shows: 1, cancellations: 1 });
      const [summary] = (await search(who.customer.email)).body.results;
      expect(summary).toMatchObject({ bookings: 4, no_shows: 1, last_visit: day(4) });
    });

    it('saves the desk’s changes, in the audit log, and never shows the staff’s notes to the customer', async () => {
      const who = await customerWithCar(ctx.app);
      const staff = await signedInStaff(ctx.app, ctx.handle.db, 'staff');
      const put = (id: string, body: Record<string, unknown>) => call<OpsAnswer<CustomerFile>>(ctx.app, 'PUT', `/api/ops/customers/${id}`, { cookie: staff.cookie, body });
      const saved = await put(who.customer.user.id, { full_name: 'Ayesha K. Khan', phone: '+92 300 1112223', notes: 'Prefers the morning; pays cash' });
      expect({ status: saved.status, message: saved.body.message }).toEqual({ status: 200, message: deskMessages.customerSaved });
      expect(saved.body.data).toMatchObject({ full_name: 'Ayesha K. Khan', phone: '+923001112223', notes: 'Prefers the morning; pays cash' });
      expect(await found('0300-1112223')).toContain('Ayesha K. Khan');

      const profile = await call(ctx.app, 'GET', '/api/auth/profile/', { cookie: who.customer.cookie });
      const own = await call(ctx.app, 'GET', '/api/customer/my-bookings/', { cookie: who.customer.cookie });
      for (const answer of [profile, own]) expect(answer.text).not.toContain('Prefers the morning');

      const [entry] = await ctx.handle.db.select().from(auditLog).where(and(eq(auditLog.action, 'customer.update'), eq(auditLog.targetId, who.customer.user.id)));
      expect(entry).toMatchObject({ actorName: staff.name, targetKind: 'user', before: { name: 'Ayesha Khan', phone: '03001234567', notes: '' }, after: { name: 'Ayesha K. Khan', phone: '+923001112223', notes: 'Prefers the morning; pays cash' } });

      const badPhone = await put(who.customer.user.id, { phone: '12345' });
      expect({ status: badPhone.status, errors: badPhone.body.errors }).toEqual({ status: 400, errors: { phone: [deskMessages.phoneInvalid] } });
      const longNotes = await put(who.customer.user.id, { notes: 'n'.repeat(2001) });
      expect({ status: longNotes.status, errors: longNotes.body.errors }).toEqual({ status: 400, errors: { notes: [deskMessages.notesTooLong(2000)] } });
    });

    it('lets only an admin change a customer’s e-mail address, where reset links go: staff get 403 and nothing changes', async () => {
      const who = await customerWithCar(ctx.app);
      const walkIn = await deskBooking({ new_customer: { full_name: 'Naveed', phone: '0345 1231231' }, new_car: { make: 'Toyota', model: 'Vitz', year: 2014, license_plate: 'AAA-111' }, booking_date: day(5) });
      const id = walkIn.body.data.customer.id;
      const staff = await signedInStaff(ctx.app, ctx.handle.db, 'staff');
      const admin = await signedInStaff(ctx.app, ctx.handle.db, 'admin');
      const put = (as: { cookie: string }, customerId: string, body: Record<string, unknown>) =>
        call<OpsAnswer<CustomerFile>>(ctx.app, 'PUT', `/api/ops/customers/${customerId}`, { cookie: as.cookie, body });
      const audited = () => ctx.handle.db.select().from(auditLog).where(and(eq(auditLog.action, 'customer.update'), eq(auditLog.targetId, id)));

      // A desk customer has no password yet: whoever sets the address could ask for a reset link and take the account.
      for (const body of [{ email: 'sana.staff@example.pk' }, { email: 'sana.staff@example.pk', notes: 'Asked for mail' }]) {
        const refused = await put(staff, id, body);
        expect({ status: refused.status, message: refused.body.message, errors: refused.body.errors }).toEqual({
          status: 403,
          message: serverMessages.customerEmailAdminOnly,
          errors: { email: [serverMessages.customerEmailAdminOnly] },
        });
      }
      expect((await fileOf(id)).body.data).toMatchObject({ email: null, notes: '' });
      expect(await audited()).toEqual([]);
      const accountEmail = await put(staff, who.customer.user.id, { email: 'someone.else@example.pk' });
      expect(accountEmail.status).toBe(403);

      const added = await put(admin, id, { email: 'Naveed@Example.pk' });
      expect({ status: added.status, email: added.body.data.email }).toEqual({ status: 200, email: 'naveed@example.pk' });
      const [entry] = await audited();
      expect(entry).toMatchObject({ actorName: admin.name, actorRole: 'admin', before: { email: null }, after: { email: 'naveed@example.pk' } });
      expect((await put(staff, id, { email: null })).status).toBe(403);
      // Leaving the address as it is, staff still save the rest of the file.
      expect((await put(staff, id, { email: 'naveed@example.pk', notes: 'Prefers e-mail' })).body.data).toMatchObject({ email: 'naveed@example.pk', notes: 'Prefers e-mail' });

      const taken = await put(admin, id, { email: who.customer.email });
      expect({ status: taken.status, errors: taken.body.errors }).toEqual({ status: 409, errors: { email: [messages.auth.emailTaken] } });
      const ofAccount = await put(admin, who.customer.user.id, { email: 'someone.else@example.pk' });
      expect({ status: ofAccount.status, errors: ofAccount.body.errors }).toEqual({ status: 409, errors: { email: [deskMessages.emailOfAccount] } });
      expect((await put(admin, id, { email: null })).body.data.email).toBeNull();
    });

    it('answers 404 for an unknown customer and for a staff account', async () => {
      const staff = await signedInStaff(ctx.app, ctx.handle.db, 'staff');
      for (const id of ['nothing-here', staff.id]) {
        const answer = await fileOf(id);
        expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 404, message: deskMessages.customerNotFound });
        const put = await call<OpsAnswer<unknown>>(ctx.app, 'PUT', `/api/ops/customers/${id}`, { headers: OPS_TOKEN_HEADERS, body: { notes: 'x' } });
        expect(put.status).toBe(404);
      }
    });
  });
});
