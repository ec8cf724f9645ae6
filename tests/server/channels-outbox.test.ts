// Booking news on the customer's channel rides the mail outbox: queued with the change (only when the channel is on,
// set up and the account has a mobile), in the account's language, the reminder with its quick replies; delivered
// by the same worker — sent with the provider's id, a passing refusal retried with backoff, a permanent one failed
// with the provider's reason, a channel no longer set up failed — and sent once when two instances deliver.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickReplyPayload } from '../../src/domain/channels';
import { queueChannelMessage } from '../../server/channels/queue';
import { outbox, users, type OutboxRow } from '../../server/db/schema';
import { queueBookingMail } from '../../server/mail/booking-mail';
import { retryDelayMs } from '../../server/mail/worker';
import { startSmsFake, type SmsFake } from '../fakes/sms-api';
import { startWhatsAppFake, type WhatsAppFake } from '../fakes/whatsapp-cloud';
import { signedInCustomer, type SignedInCustomer } from './helpers/app';
import { channelApp, channelSettings } from './helpers/channel-apps';
import { addCarFor, bookFor } from './helpers/customers';
import { suiteBackends } from './helpers/suite';

const backends = await suiteBackends();
const START = new Date('2026-11-22T05:00:00Z');

describe.each(backends)('WhatsApp and SMS through the outbox on $name', (backend) => {
  let whatsapp: WhatsAppFake;
  let sms: SmsFake;
  const clock = { now: START };
  let ctx: Awaited<ReturnType<typeof channelApp>>;
  let handleClose = async () => {};
  let handle: Awaited<ReturnType<typeof backend.open>>;

  beforeAll(async () => {
    if (backend.skipReason !== null) return;
    whatsapp = await startWhatsAppFake({ token: 'wa-token-123', phoneNumberId: '109876543210', appSecret: 'wa-app-secret' });
    sms = await startSmsFake({ accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'sms-auth-token' });
    handle = await backend.open();
    handleClose = () => handle.close();
    ctx = await channelApp(handle.db, channelSettings(whatsapp, sms), clock);
  });
  afterAll(async () => {
    if (backend.skipReason !== null) return;
    await handleClose();
    await whatsapp.close();
    await sms.close();
  });

  const withChannel = async (channel: 'whatsapp' | 'sms' | 'none', overrides: Record<string, unknown> = {}) => {
    const who = await signedInCustomer(ctx.app, overrides);
    await ctx.deps.db.update(users).set({ phoneChannel: channel }).where(eq(users.id, who.user.id));
    return who;
  };
  const booked = async (who: SignedInCustomer) => bookFor(ctx.app, { customer: who, car: await addCarFor(ctx.app, who) }, '2026-11-26');
  const channelRows = (bookingId: string) => ctx.deps.db.select().from(outbox).where(eq(outbox.bookingId, bookingId)).orderBy(outbox.id);
  const rowOf = async (id: number): Promise<OutboxRow | undefined> => (await ctx.deps.db.select().from(outbox).where(eq(outbox.id, id)))[0];

  it.skipIf(backend.skipReason !== null)('queues every booking event on the chosen channel, in the account language, the reminder with its quick replies', async () => {
    clock.now = START;
    const who = await withChannel('sms', { phone_number: '0333 1112223' });
    await ctx.deps.db.update(users).set({ language: 'ur' }).where(eq(users.id, who.user.id));
    const booking = await booked(who);
    const { db } = ctx.deps;
    await db.transaction(async (tx) => {
      await queueBookingMail(tx, ctx.deps.mail, booking.id, { kind: 'booking_rescheduled', previous: { date: '2026-11-25', startTime: '09:00' } }, clock.now);
      await queueBookingMail(tx, ctx.deps.mail, booking.id, { kind: 'booking_reminder' }, clock.now);
      await queueBookingMail(tx, ctx.deps.mail, booking.id, { kind: 'booking_cancelled', refund: { amount: 2500, transactionId: 'RF-1' } }, clock.now);
      await queueBookingMail(tx, ctx.deps.mail, booking.id, { kind: 'payment_received', invoice: { id: 'i-1', number: 'INV-2026-000001', total: 2500, method: () => 'Cash', paidAt: clock.now } }, clock.now);
    });
    const rows = (await channelRows(booking.id)).filter((row) => row.channel === 'sms');
    expect(rows.map((row) => row.kind)).toEqual(['booking_confirmation', 'booking_rescheduled', 'booking_reminder', 'booking_cancelled', 'payment_received']);
    for (const row of rows) expect(row).toMatchObject({ to: '+923331112223', customerId: who.user.id, status: 'queued', payload: expect.objectContaining({ language: 'ur' }) });
    const reminder = rows[2]!;
    expect(reminder.payload).toMatchObject({ name: 'booking_reminder', buttons: [quickReplyPayload('confirm', booking.id), quickReplyPayload('reschedule', booking.id)] });
    expect(reminder.body).toContain('السلام علیکم');
    expect(rows[3]!.body).toContain('RF-1');
    // the outbox lists a phone message by its opening words
    expect(rows.every((row) => row.body.replace(/\s+/g, ' ').startsWith(row.subject.replace(/…$/, '')))).toBe(true);
    expect(rows[4]!.payload).toMatchObject({ name: 'payment_received', parameters: expect.arrayContaining(['INV-2026-000001']) });

    await ctx.deliver();
    // One batch leaves in no promised order: compare the texts as sets.
    expect(sms.accepted.filter((message) => message.to === '+923331112223').map((message) => message.body).sort()).toEqual(rows.map((row) => row.body).sort());
    for (const row of await channelRows(booking.id)) expect(row.status).toBe('sent');
  });

  it.skipIf(backend.skipReason !== null)('queues nothing on a channel when it is off, not set up on this server, or the account has no mobile', async () => {
    const off = await booked(await withChannel('none'));
    expect((await channelRows(off.id)).map((row) => row.channel)).toEqual(['email']);
    const onButNoMobile = await withChannel('whatsapp');
    await ctx.deps.db.update(users).set({ phoneKey: null }).where(eq(users.id, onButNoMobile.user.id));
    expect((await channelRows((await booked(onButNoMobile)).id)).map((row) => row.channel)).toEqual(['email']);

    const bareHandle = await backend.open();
    try {
      const bare = await channelApp(bareHandle.db, channelSettings(null, sms), clock);
      const who = await signedInCustomer(bare.app);
      await bareHandle.db.update(users).set({ phoneChannel: 'whatsapp' }).where(eq(users.id, who.user.id));
      const booking = await bookFor(bare.app, { customer: who, car: await addCarFor(bare.app, who) }, '2026-11-26');
      expect((await bareHandle.db.select().from(outbox).where(eq(outbox.bookingId, booking.id))).map((row) => row.channel)).toEqual(['email']);
    } finally {
      await bareHandle.close();
    }
  });

  it.skipIf(backend.skipReason !== null)('retries a passing refusal with backoff, fails a permanent one with the reason, and fails a channel no longer set up', async () => {
    clock.now = new Date(START.getTime() + 3_600_000);
    const queue = (channel: 'whatsapp' | 'sms', phoneKey: string) =>
      queueChannelMessage(ctx.deps.db, ctx.deps.mail, { channel, phoneKey, kind: 'booking_reminder', payload: { type: 'template', name: 'please_reply', language: 'en', parameters: ['Ayesha', 'ShineWorks'], buttons: [] }, text: 'Hello Ayesha' }, clock.now);

    const passing = await queue('whatsapp', '+923001230001');
    whatsapp.fail({ status: 503, code: 131000, message: 'Service temporarily unavailable' });
    expect(await ctx.deliver()).toMatchObject({ retrying: 1 });
    expect(await rowOf(passing)).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringContaining('temporarily unavailable'), nextAttemptAt: new Date(clock.now.getTime() + retryDelayMs(1)) });
    clock.now = new Date(clock.now.getTime() + retryDelayMs(1));
    expect(await ctx.deliver()).toMatchObject({ sent: 1 });
    expect(await rowOf(passing)).toMatchObject({ status: 'sent', attempts: 2, lastError: null, providerId: whatsapp.accepted.at(-1)?.id });

    const permanent = await queue('whatsapp', '+923001230002');
    whatsapp.fail({ status: 400, code: 131026, message: 'Message undeliverable' });
    expect(await ctx.deliver()).toMatchObject({ failed: 1 });
    expect(await rowOf(permanent)).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('131026') });

    const bareHandle = backend.name === 'postgres' ? await backend.reopen(handle) : null;
    const orphan = await queue('sms', '+923001230003');
    const bare = await channelApp(bareHandle?.db ?? ctx.deps.db, {}, clock);
    expect(await bare.deliver()).toMatchObject({ failed: 1 });
    expect(await rowOf(orphan)).toMatchObject({ status: 'failed', lastError: expect.stringContaining('SMS is no longer set up') });
    await bareHandle?.close();
  });

  it.skipIf(backend.skipReason !== null)('does not send a verification code that expired while it waited, and keeps no copy of it', async () => {
    clock.now = new Date(START.getTime() + 4 * 3_600_000);
    const id = await queueChannelMessage(
      ctx.deps.db,
      ctx.deps.mail,
      { channel: 'sms', phoneKey: '+923001230009', kind: 'phone_verification', payload: { type: 'template', name: 'phone_verification', language: 'en', parameters: ['123456'], buttons: [] }, text: '123456 is your verification code.', secret: { value: '123456', sessionSecret: ctx.config.sessionSecret } },
      clock.now,
    );
    expect(await rowOf(id)).toMatchObject({ body: expect.not.stringContaining('123456'), subject: expect.not.stringContaining('123456'), secret: expect.any(String) });
    clock.now = new Date(clock.now.getTime() + 10 * 60_000);
    const before = sms.accepted.length;
    expect(await ctx.deliver()).toMatchObject({ failed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', secret: null, lastError: expect.stringContaining('expired') });
    expect(sms.accepted.length).toBe(before);
  });

  it.skipIf(backend.name !== 'postgres' || backend.skipReason !== null)('delivers each channel message once when two instances deliver at the same time', async () => {
    clock.now = new Date(START.getTime() + 5 * 3_600_000);
    const second = await backend.reopen(handle);
    try {
      const otherInstance = await channelApp(second.db, channelSettings(whatsapp, sms), clock);
      const ids: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        const channel = i % 2 === 0 ? 'whatsapp' : 'sms';
        const phoneKey = `+92345${String(1_000_000 + i).padStart(7, '0')}`;
        ids.push(await queueChannelMessage(ctx.deps.db, ctx.deps.mail, { channel, phoneKey, kind: 'booking_reminder', payload: { type: 'template', name: 'please_reply', language: 'en', parameters: ['A', 'B'], buttons: [] }, text: `Message ${i}` }, clock.now));
      }
      const before = whatsapp.accepted.length + sms.accepted.length;
      const [first, other] = await Promise.all([ctx.deliver(), otherInstance.deliver(second.db)]);
      expect(first.sent + other.sent).toBe(20);
      expect(whatsapp.accepted.length + sms.accepted.length - before).toBe(20);
      const rows = await ctx.deps.db.select().from(outbox).where(inArray(outbox.id, ids));
      expect(new Set(rows.map((row) => row.providerId)).size).toBe(20);
      for (const row of rows) expect(row.status).toBe('sent');
    } finally {
      await second.close();
    }
  });
});
