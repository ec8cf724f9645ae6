// GET /api/ops/notifications: every message to customers on every channel, newest first, filtered by channel and by
// booking (full id or the 8-character number), `sending` shown as queued; staff and the ops token only.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../src/domain/staff';
import { outbox, users } from '../../server/db/schema';
import { call, signedInCustomer } from './helpers/app';
import { addCarFor, bookFor } from './helpers/customers';
import { OPS_TOKEN_HEADERS } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();
const SMS_SETTINGS = { SMS_API_URL: 'http://127.0.0.1:9', SMS_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef', SMS_AUTH_TOKEN: 'sms-auth-token', SMS_FROM: '+15005550006' };

interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: Notification[];
}

describe.each(backends)('the notifications list on $name', (backend) => {
  const ctx = useApp(backend, SMS_SETTINGS);

  it.skipIf(backend.skipReason !== null)('lists a booking’s mail and SMS newest first, by channel and by booking number; the outbox filters by channel too', async () => {
    const who = await signedInCustomer(ctx.app, { phone_number: '0300 9998887' });
    await ctx.handle.db.update(users).set({ phoneChannel: 'sms' }).where(eq(users.id, who.user.id));
    const booking = await bookFor(ctx.app, { customer: who, car: await addCarFor(ctx.app, who) }, '2026-12-01');
    const [sms] = await ctx.handle.db.select().from(outbox).where(eq(outbox.bookingId, booking.id)).orderBy(outbox.id);
    await ctx.handle.db.update(outbox).set({ status: 'sending' }).where(eq(outbox.bookingId, booking.id));

    const all = await call<Page>(ctx.app, 'GET', `/api/ops/notifications?booking=${booking.id.slice(-8)}`, { headers: OPS_TOKEN_HEADERS });
    expect(all.status).toBe(200);
    expect(all.body.results.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    expect(all.body.results.every((row) => row.status === 'queued' && row.booking_id === booking.id)).toBe(true);
    expect(all.body.results[0]!.id).toBeGreaterThan(all.body.results[1]!.id);

    const onlySms = await call<Page>(ctx.app, 'GET', `/api/ops/notifications?channel=sms&booking=${booking.id}`, { headers: OPS_TOKEN_HEADERS });
    expect(onlySms.body).toMatchObject({ count: 1, results: [{ id: sms?.id, channel: 'sms', kind: 'booking_confirmation', to: '+923009998887', provider_id: null, attempts: 0 }] });

    const outboxSms = await call<{ data: Array<{ channel: string; booking_id: string | null }> }>(ctx.app, 'GET', '/api/ops/mail?channel=sms', { headers: OPS_TOKEN_HEADERS });
    expect(outboxSms.body.data.map((row) => [row.channel, row.booking_id])).toEqual([['sms', booking.id]]);
    const outboxBad = await call<{ errors: Record<string, string[]> }>(ctx.app, 'GET', '/api/ops/mail?channel=fax', { headers: OPS_TOKEN_HEADERS });
    expect([outboxBad.status, Object.keys(outboxBad.body.errors)]).toEqual([400, ['channel']]);

    const paged = await call<Page>(ctx.app, 'GET', '/api/ops/notifications?page_size=1', { headers: OPS_TOKEN_HEADERS });
    expect(paged.body.results).toHaveLength(1);
    expect(paged.body.next).toContain('page=2');
  });

  it.skipIf(backend.skipReason !== null)('refuses an unknown channel (400 naming it), an unknown booking (404) and a customer (403)', async () => {
    const bad = await call<{ errors: Record<string, string[]> }>(ctx.app, 'GET', '/api/ops/notifications?channel=fax', { headers: OPS_TOKEN_HEADERS });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['channel']);
    expect((await call(ctx.app, 'GET', '/api/ops/notifications?booking=ZZZZZZZZ', { headers: OPS_TOKEN_HEADERS })).status).toBe(404);
    const customer = await signedInCustomer(ctx.app);
    expect([401, 403]).toContain((await call(ctx.app, 'GET', '/api/ops/notifications', { cookie: customer.cookie })).status);
  });
});
