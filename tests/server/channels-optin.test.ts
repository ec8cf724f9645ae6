// Opting in to booking messages: a code sent through the outbox to the fake provider switches the channel on; its
// rules (wrong code, 5 tries, 10 minutes, a minute between sends, 3 an hour), a new phone switching it off, a channel
// not set up refused; and then a booking's news queued on the channel too. No code or message text reaches the logs.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_MASK } from '../../server/mail/secrets';
import { outbox } from '../../server/db/schema';
import { startSmsFake, type SmsFake } from '../fakes/sms-api';
import { startWhatsAppFake, type WhatsAppFake } from '../fakes/whatsapp-cloud';
import { call, signedInCustomer, type SignedInCustomer } from './helpers/app';
import { channelApp, channelSettings } from './helpers/channel-apps';
import { addCarFor, bookFor } from './helpers/customers';
import { suiteBackends } from './helpers/suite';

const backends = await suiteBackends();
const START = new Date('2026-11-22T05:00:00Z');
const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

interface Envelope {
  success: boolean;
  message: string;
  errors?: Record<string, string[]>;
  data?: Record<string, unknown>;
}

describe.each(backends)('opting in to WhatsApp and SMS on $name', (backend) => {
  let whatsapp: WhatsAppFake;
  let sms: SmsFake;
  const clock = { now: START };
  let ctx: Awaited<ReturnType<typeof channelApp>>;
  let close = async () => {};

  beforeAll(async () => {
    if (backend.skipReason !== null) return;
    whatsapp = await startWhatsAppFake({ token: 'wa-token-123', phoneNumberId: '109876543210', appSecret: 'wa-app-secret' });
    sms = await startSmsFake({ accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'sms-auth-token' });
    const handle = await backend.open();
    close = () => handle.close();
    ctx = await channelApp(handle.db, channelSettings(whatsapp, sms), clock);
  });
  afterAll(async () => {
    if (backend.skipReason !== null) return;
    await close();
    await whatsapp.close();
    await sms.close();
  });

  const start = (who: SignedInCustomer, channel: string) => call<Envelope>(ctx.app, 'POST', '/api/auth/phone/verify/start/', { cookie: who.cookie, body: { channel } });
  const verify = (who: SignedInCustomer, channel: string, code: string) => call<Envelope>(ctx.app, 'POST', '/api/auth/phone/verify/', { cookie: who.cookie, body: { channel, code } });
  const lastCodeTo = (to: string) => [...whatsapp.accepted].reverse().find((message) => message.to === to)?.template?.parameters[0] ?? '';
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it.skipIf(backend.skipReason !== null)('switches WhatsApp on with the code the customer received, and sends the booking news there too', async () => {
    clock.now = START;
    const who = await signedInCustomer(ctx.app, { phone_number: '0300 1234567' });
    const profile = await call<Envelope>(ctx.app, 'GET', '/api/auth/profile/', { cookie: who.cookie });
    expect(profile.body.data).toMatchObject({ phone_channel: 'none', phone_channels: ['whatsapp', 'sms'] });

    const started = await start(who, 'whatsapp');
    expect(started.status).toBe(200);
    const [queued] = await ctx.deps.db.select().from(outbox).where(and(eq(outbox.customerId, who.user.id), eq(outbox.kind, 'phone_verification')));
    expect(queued).toMatchObject({ channel: 'whatsapp', to: '923001234567', status: 'queued' });
    expect(queued?.body).toContain(SECRET_MASK);
    expect(queued?.payload).toMatchObject({ type: 'template', name: 'phone_verification', parameters: [SECRET_MASK] });

    expect(await ctx.deliver()).toMatchObject({ sent: 1, failed: 0 });
    const code = lastCodeTo('923001234567');
    expect(code).toMatch(/^\d{6}$/);
    const [sent] = await ctx.deps.db.select().from(outbox).where(eq(outbox.id, queued!.id));
    expect(sent).toMatchObject({ status: 'sent', secret: null, providerId: whatsapp.accepted.at(-1)?.id });
    expect(sent?.body).not.toContain(code);

    const wrong = await verify(who, 'whatsapp', wrongOf(code));
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errors ?? {})).toEqual(['code']);
    const right = await verify(who, 'whatsapp', code);
    expect(right.status).toBe(200);
    expect(right.body.data).toMatchObject({ phone_channel: 'whatsapp', phone: '03001234567' });

    const car = await addCarFor(ctx.app, who);
    const booking = await bookFor(ctx.app, { customer: who, car }, '2026-11-25');
    const [message] = await ctx.deps.db.select().from(outbox).where(and(eq(outbox.bookingId, booking.id), eq(outbox.channel, 'whatsapp')));
    expect(message).toMatchObject({ kind: 'booking_confirmation', to: '923001234567', customerId: who.user.id });
    expect(message?.payload).toMatchObject({ type: 'template', language: 'en', parameters: ['Ayesha Khan', expect.any(String), 'Wednesday, 25 November 2026', expect.any(String), booking.id.slice(-8).toUpperCase()] });
    expect(['booking_received', 'booking_confirmed']).toContain(message?.payload?.type === 'template' ? message.payload.name : '');
    await ctx.deliver();
    expect(whatsapp.accepted.at(-1)?.template?.name).toMatch(/^booking_(received|confirmed)$/);

    const line = ctx.logger.lines.join('\n');
    expect(line).not.toContain(code);
    expect(line).not.toContain('Ayesha');
    expect(line).not.toContain('923001234567');
  });

  it.skipIf(backend.skipReason !== null)('counts wrong tries (5), lets a code expire after 10 minutes, and spaces and limits the sends', async () => {
    clock.now = later(START, 3_600);
    const who = await signedInCustomer(ctx.app, { phone_number: '0301 7654321' });
    expect((await start(who, 'sms')).status).toBe(200);
    await ctx.deliver();
    const code = /\d{6}/.exec(sms.accepted.at(-1)?.body ?? '')?.[0] ?? '';
    expect(sms.accepted.at(-1)?.to).toBe('+923017654321');

    const soon = await start(who, 'sms');
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get('retry-after'))).toBe(60);

    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await verify(who, 'sms', wrongOf(code))).status).toBe(400);
    const used = await verify(who, 'sms', code);
    expect(used.status).toBe(400);
    expect(used.body.message).toMatch(/Too many wrong codes/);

    clock.now = later(clock.now, 61);
    expect((await start(who, 'sms')).status).toBe(200);
    await ctx.deliver();
    clock.now = later(clock.now, 11 * 60);
    const expired = await verify(who, 'sms', /\d{6}/.exec(sms.accepted.at(-1)?.body ?? '')?.[0] ?? '');
    expect(expired.body.message).toMatch(/expired/);

    expect((await start(who, 'sms')).status).toBe(200);
    clock.now = later(clock.now, 61);
    const limited = await start(who, 'sms');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/3 codes in the last hour/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it.skipIf(backend.skipReason !== null)('switches off with phone_channel none or a new phone; "on" without a code is refused', async () => {
    clock.now = later(START, 3 * 3_600);
    const who = await signedInCustomer(ctx.app, { phone_number: '0302 5550001' });
    await start(who, 'whatsapp');
    await ctx.deliver();
    expect((await verify(who, 'whatsapp', lastCodeTo('923025550001'))).body.data).toMatchObject({ phone_channel: 'whatsapp' });

    const sameNumber = await call<Envelope>(ctx.app, 'PUT', '/api/auth/profile/', { cookie: who.cookie, body: { phone: '+92 302 5550001' } });
    expect(sameNumber.body.data).toMatchObject({ phone_channel: 'whatsapp' });
    const newNumber = await call<Envelope>(ctx.app, 'PUT', '/api/auth/profile/', { cookie: who.cookie, body: { phone: '0302 5550002' } });
    expect(newNumber.body.data).toMatchObject({ phone_channel: 'none' });

    const on = await call<Envelope>(ctx.app, 'PUT', '/api/auth/profile/', { cookie: who.cookie, body: { phone_channel: 'sms' } });
    expect(on.status).toBe(400);
    expect(Object.keys(on.body.errors ?? {})).toEqual(['phone_channel']);
    const off = await call<Envelope>(ctx.app, 'PUT', '/api/auth/profile/', { cookie: who.cookie, body: { phone_channel: 'none' } });
    expect(off.status).toBe(200);

    // A code sent to the old number proves nothing about the new one.
    clock.now = later(clock.now, 61);
    await start(who, 'whatsapp');
    await call(ctx.app, 'PUT', '/api/auth/profile/', { cookie: who.cookie, body: { phone: '0302 5550003' } });
    await ctx.deliver();
    expect((await verify(who, 'whatsapp', lastCodeTo('923025550002'))).body.message).toMatch(/Send a code/);
    const [latest] = await ctx.deps.db.select().from(outbox).where(eq(outbox.customerId, who.user.id)).orderBy(desc(outbox.id)).limit(1);
    expect(latest?.status).toBe('sent');
  });

  it.skipIf(backend.skipReason !== null)('refuses a channel this server is not set up for, naming the field', async () => {
    const handle = await backend.open();
    try {
      const bare = await channelApp(handle.db, {}, clock);
      const who = await signedInCustomer(bare.app);
      expect((await call<Envelope>(bare.app, 'GET', '/api/auth/profile/', { cookie: who.cookie })).body.data).toMatchObject({ phone_channels: [] });
      const refused = await call<Envelope>(bare.app, 'POST', '/api/auth/phone/verify/start/', { cookie: who.cookie, body: { channel: 'whatsapp' } });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors ?? {})).toEqual(['channel']);
      expect((await call(bare.app, 'POST', '/api/auth/phone/verify/start/', { body: { channel: 'sms' } })).status).toBe(401);
    } finally {
      await handle.close();
    }
  });
});
