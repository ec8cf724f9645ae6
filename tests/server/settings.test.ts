// The console's Settings (GET/PUT /api/ops/settings): admins and the ops token only, every field validated with its
// name in the refusal, stored and recorded in the audit log, and applied without a restart: the next mail, invoice,
// PDF, calendar entry and the home page's figures carry the new values, on this instance at once and on another
// instance of the same database within the refresh time.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../src/domain/types';
import type { WorkshopFacts, WorkshopSettingsData } from '../../src/domain/workshopSettings';
import { messages } from '../../src/domain/messages';
import { auditLog, outbox } from '../../server/db/schema';
import { WORKSHOP_SETTINGS_REFRESH_MS } from '../../server/services/workshop-settings';
import { call, createTestApp } from './helpers/app';
import { bookFor, customerWithCar } from './helpers/customers';
import { pdfText } from './helpers/pdf-text';
import { OPS_TOKEN_HEADERS, staffWithSession } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';

const backends = await suiteBackends();

// 10:30 in Karachi on Sunday 22 November 2026.
const NOW = new Date('2026-11-22T05:30:00Z');
const ENV = { COMPANY_NAME: 'Clifton Auto Spa', COMPANY_ADDRESS: 'Block 5, Clifton, Karachi', COMPANY_PHONE: '+92 21 1111 2222', COMPANY_EMAIL: 'hello@clifton.pk', REMINDER_HOURS: '12' };

const NEW_SETTINGS: WorkshopSettingsData = {
  name: 'Gulshan Car Care',
  address: 'Block 13-D, Gulshan-e-Iqbal, Karachi',
  phone: '+92 21 3333 4444',
  email: 'desk@gulshancare.pk',
  ntn: '1234567-8',
  strn: '17-00-3761-234-55',
  home_customers: 1200,
  home_years: 9,
  home_technicians: 12,
  home_cars: 8000,
  confirm_web_bookings: true,
  reminder_hours: 6,
  deposit_threshold: 10000,
  deposit_percent: 30,
  deposit_hold_minutes: 90,
};

describe.each(backends)('settings on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('the Settings routes', () => {
    const ctx = useApp(backend, ENV, { now: () => NOW });
    const admin = () => staffWithSession(ctx.handle.db, ctx.config, 'admin', 'Sana Admin');

    it("starts from the environment's COMPANY_* and REMINDER_HOURS, with the spec's figures, web bookings left pending and no deposits", async () => {
      const answer = await call<{ data: WorkshopSettingsData }>(ctx.app, 'GET', '/api/ops/settings', { cookie: (await admin()).cookie });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        name: 'Clifton Auto Spa',
        address: 'Block 5, Clifton, Karachi',
        phone: '+92 21 1111 2222',
        email: 'hello@clifton.pk',
        ntn: '',
        strn: '',
        home_customers: 500,
        home_years: 15,
        home_technicians: 50,
        home_cars: 5000,
        confirm_web_bookings: false,
        reminder_hours: 12,
        deposit_threshold: null,
        deposit_percent: 25,
        deposit_hold_minutes: 60,
      });
    });

    it('refuses staff accounts (403) to read or change them', async () => {
      const staff = await staffWithSession(ctx.handle.db, ctx.config, 'staff');
      expect((await call(ctx.app, 'GET', '/api/ops/settings', { cookie: staff.cookie })).status).toBe(403);
      expect((await call(ctx.app, 'PUT', '/api/ops/settings', { cookie: staff.cookie, body: NEW_SETTINGS })).status).toBe(403);
    });

    it('refuses bad input with 400 naming each bad field, and changes nothing', async () => {
      const { cookie } = await admin();
      const cases: Array<[Partial<Record<keyof WorkshopSettingsData, unknown>>, keyof WorkshopSettingsData, string]> = [
        [{ name: '  ' }, 'name', workshopMessages.workshop.nameInvalid],
        [{ address: '' }, 'address', workshopMessages.workshop.addressInvalid],
        [{ phone: 'call us' }, 'phone', workshopMessages.workshop.phoneInvalid],
        [{ email: 'desk@gulshancare' }, 'email', messages.register.emailInvalid],
        [{ ntn: '12345' }, 'ntn', workshopMessages.workshop.ntnInvalid],
        [{ strn: '17-00-37' }, 'strn', workshopMessages.workshop.strnInvalid],
        [{ home_cars: -1 }, 'home_cars', workshopMessages.workshop.figureInvalid],
        [{ home_years: 2.5 }, 'home_years', workshopMessages.workshop.figureInvalid],
        [{ reminder_hours: 0 }, 'reminder_hours', workshopMessages.workshop.reminderHoursInvalid],
        [{ reminder_hours: 337 }, 'reminder_hours', workshopMessages.workshop.reminderHoursInvalid],
        [{ confirm_web_bookings: 'yes' }, 'confirm_web_bookings', messages.validation.flagInvalid('confirm_web_bookings')],
      ];
      for (const [change, field, sentence] of cases) {
        const answer = await call<{ errors: Record<string, string[]> }>(ctx.app, 'PUT', '/api/ops/settings', { cookie, body: { ...NEW_SETTINGS, ...change } });
        expect({ field, status: answer.status, errors: answer.body.errors[field] }).toEqual({ field, status: 400, errors: [sentence] });
      }
      const after = await call<{ data: WorkshopSettingsData }>(ctx.app, 'GET', '/api/ops/settings', { cookie });
      expect(after.body.data.name).toBe('Clifton Auto Spa');
    });

    it('stores a change, records it in the audit log, and the next mail, invoice, PDF, calendar entry and home page carry it', async () => {
      const who = await customerWithCar(ctx.app);
      const before = await bookFor(ctx.app, who, '2026-11-25');
      const { cookie } = await admin();
      const saved = await call<{ message: string; data: WorkshopSettingsData }>(ctx.app, 'PUT', '/api/ops/settings', { cookie, body: NEW_SETTINGS });
      expect(saved.status).toBe(200);
      expect(saved.body.message).toBe(workshopMessages.workshop.settingsSaved);
      expect(saved.body.data).toEqual(NEW_SETTINGS);
      expect((await call<{ data: WorkshopSettingsData }>(ctx.app, 'GET', '/api/ops/settings', { cookie })).body.data).toEqual(NEW_SETTINGS);

      const [entry] = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update')).orderBy(desc(auditLog.id)).limit(1);
      expect(entry).toMatchObject({ actorName: 'Sana Admin', actorRole: 'admin', targetKind: 'settings', targetId: 'workshop' });
      expect(entry?.before).toMatchObject({ name: 'Clifton Auto Spa', ntn: '', confirm_web_bookings: false, reminder_hours: 12 });
      expect(entry?.after).toMatchObject({ name: 'Gulshan Car Care', ntn: '1234567-8', confirm_web_bookings: true, reminder_hours: 6 });

      // A mail queued after the change carries the new name and address.
      const booking = await bookFor(ctx.app, who, '2026-11-26');
      const [confirmation] = await ctx.handle.db.select().from(outbox).where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'booking_confirmation')));
      expect(confirmation?.body).toContain('Gulshan Car Care');
      expect(confirmation?.body).toContain('Block 13-D, Gulshan-e-Iqbal, Karachi');
      expect(confirmation?.body).not.toContain('Clifton Auto Spa');

      // The invoice (an earlier one too: it prints the workshop as it is now) shows the tax registration.
      const invoice = await call<{ data: Invoice }>(ctx.app, 'GET', `/api/invoices/${before.invoice_id}/`, { cookie: who.customer.cookie });
      expect(invoice.body.data.company).toEqual({ name: 'Gulshan Car Care', address: 'Block 13-D, Gulshan-e-Iqbal, Karachi', phone: '+92 21 3333 4444', email: 'desk@gulshancare.pk', ntn: '1234567-8', strn: '17-00-3761-234-55' });
      const pdf = await ctx.app.request(`/api/invoices/${before.invoice_id}/download/`, { headers: { Cookie: who.customer.cookie } });
      const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
      expect(text).toContain('Gulshan Car Care');
      expect(text).toContain('NTN: 1234567-8');
      expect(text).toContain('STRN: 17-00-3761-234-55');

      const calendar = await call(ctx.app, 'GET', `/api/bookings/${booking.id}/calendar.ics`, { cookie: who.customer.cookie });
      expect(calendar.text).toContain('LOCATION:Block 13-D\\, Gulshan-e-Iqbal\\, Karachi');

      const facts = await call<{ data: WorkshopFacts }>(ctx.app, 'GET', '/api/workshop/');
      expect(facts.body.data).toEqual({
        name: 'Gulshan Car Care',
        address: 'Block 13-D, Gulshan-e-Iqbal, Karachi',
        phone: '+92 21 3333 4444',
        email: 'desk@gulshancare.pk',
        figures: { customers: 1200, years: 9, technicians: 12, cars: 8000 },
      });
    });

    it('answers the same settings again without a new audit entry when nothing changed; the ops token may change them', async () => {
      const count = async () => (await ctx.handle.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'))).length;
      const entries = await count();
      const again = await call<{ message: string }>(ctx.app, 'PUT', '/api/ops/settings', { headers: OPS_TOKEN_HEADERS, body: NEW_SETTINGS });
      expect(again.status).toBe(200);
      expect(again.body.message).toBe(workshopMessages.workshop.capacityUnchanged);
      expect(await count()).toBe(entries);
      const noReminders = await call<{ data: WorkshopSettingsData }>(ctx.app, 'PUT', '/api/ops/settings', { headers: OPS_TOKEN_HEADERS, body: { ...NEW_SETTINGS, reminder_hours: null, ntn: '', strn: '' } });
      expect(noReminders.body.data).toMatchObject({ reminder_hours: null, ntn: '', strn: '' });
      expect(await count()).toBe(entries + 1);
    });
  });

  it.skipIf(backend.skipReason !== null || backend.name !== 'postgres')("reaches another instance's mails within the refresh time, without a restart", async () => {
    const handle = await backend.open();
    const second = await backend.reopen(handle);
    try {
      const first = await createTestApp(handle.db, ENV, { now: () => NOW });
      const other = await createTestApp(second.db, ENV, { now: () => NOW });
      const who = await customerWithCar(other.app);
      await bookFor(other.app, who, '2026-11-24');
      const admin = await staffWithSession(handle.db, first.config, 'admin');
      expect((await call(first.app, 'PUT', '/api/ops/settings', { cookie: admin.cookie, body: NEW_SETTINGS })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, WORKSHOP_SETTINGS_REFRESH_MS + 100));
      const booking = await bookFor(other.app, who, '2026-11-25');
      const [confirmation] = await second.db.select().from(outbox).where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'booking_confirmation')));
      expect(confirmation?.body).toContain('Gulshan Car Care');
    } finally {
      await second.close();
      await handle.close();
    }
  });
});
