// Whose a WhatsApp or SMS message is: anyone can register an account with anyone's number, so a message is filed under
// the customer who proved the number theirs with a code, and a button pressed on a booking's message acts for that
// booking's customer only if they proved it. A match no one proved is shown as unverified and never acted on.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappNumber } from '../../src/domain/channels';
import type { InboxMessage } from '../../src/domain/staff';
import { auditLog, bookings, outbox } from '../../server/db/schema';
import { startSmsFake, type SmsFake } from '../fakes/sms-api';
import { startWhatsAppFake, type WhatsAppFake } from '../fakes/whatsapp-cloud';
import { call, signedInCustomer, type SignedInCustomer } from './helpers/app';
import { channelApp, channelSettings, FAKE_SMS, FAKE_WHATSAPP } from './helpers/channel-apps';
import { APP_SECRET, postSms, postWhatsApp, SMS_AUTH_TOKEN, textMessage, wamid, whatsappBody } from './helpers/channels';
import { addCarFor, bookFor } from './helpers/customers';
import { OPS_TOKEN_HEADERS } from './helpers/staff';
import { suiteBackends } from './helpers/suite';

const backends = await suiteBackends();
const START = new Date('2026-11-22T05:30:00Z');
const VISIT_DATE = '2026-11-26';

let smsCounter = 0;
const smsSid = () => `SM${process.pid}${Date.now()}${++smsCounter}`;

describe.each(backends)('whose phone message it is, on $name', (backend) => {
  let whatsapp: WhatsAppFake;
  let sms: SmsFake;
  const clock = { now: START };
  let ctx: Awaited<ReturnType<typeof channelApp>>;
  let close = async () => {};

  beforeAll(async () => {
    if (backend.skipReason !== null) return;
    whatsapp = await startWhatsAppFake(FAKE_WHATSAPP);
    sms = await startSmsFake({ accountSid: FAKE_SMS.accountSid, authToken: SMS_AUTH_TOKEN });
    const handle = await backend.open();
    close = () => handle.close();
    // The webhooks are signed as the helpers sign them; sending still goes to the fakes.
    ctx = await channelApp(handle.db, { ...channelSettings(whatsapp, sms), WHATSAPP_APP_SECRET: APP_SECRET, SMS_AUTH_TOKEN }, clock);
  });
  afterAll(async () => {
    if (backend.skipReason !== null) return;
    await close();
    await whatsapp.close();
    await sms.close();
  });

  /** Proves the profile's phone with the code the fake received, as the customer does on their profile. */
  async function proveWhatsApp(who: SignedInCustomer, phoneKey: string) {
    clock.now = new Date(clock.now.getTime() + 61_000);
    expect((await call(ctx.app, 'POST', '/api/auth/phone/verify/start/', { cookie: who.cookie, body: { channel: 'whatsapp' } })).status).toBe(200);
    await ctx.deliver();
    const code = [...whatsapp.accepted].reverse().find((message) => message.to === whatsappNumber(phoneKey) && message.template?.name === 'phone_verification')?.template?.parameters[0] ?? '';
    expect((await call(ctx.app, 'POST', '/api/auth/phone/verify/', { cookie: who.cookie, body: { channel: 'whatsapp', code } })).status).toBe(200);
  }

  async function pendingBookingOf(who: SignedInCustomer): Promise<string> {
    const id = (await bookFor(ctx.app, { customer: who, car: await addCarFor(ctx.app, who) }, VISIT_DATE)).id;
    await ctx.deps.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, id));
    return id;
  }

  const inboxItem = async (text: string) => {
    const { body } = await call<{ results: InboxMessage[] }>(ctx.app, 'GET', '/api/ops/messages?page_size=100', { headers: OPS_TOKEN_HEADERS });
    const item = body.results.find((message) => message.message === text);
    if (!item) throw new Error(`"${text}" is not in the inbox`);
    return item;
  };
  const statusOf = async (id: string) => (await ctx.deps.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;
  const confirmTap = (from: string, bookingId: string, text: string) =>
    postWhatsApp(ctx.app, whatsappBody({ messages: [{ from, id: wamid(), timestamp: '1764134400', type: 'button', button: { payload: `confirm:${bookingId}`, text } }] }));
  const answersTo = (customerId: string) => ctx.deps.db.select().from(outbox).where(and(eq(outbox.customerId, customerId), eq(outbox.kind, 'quick_reply_answer')));

  it.skipIf(backend.skipReason !== null)("files the owner's messages under the owner, not under an account registered later with their number", async () => {
    const owner = await signedInCustomer(ctx.app, { full_name: 'Saima Owner', phone_number: '0333 7001001' });
    await proveWhatsApp(owner, '+923337001001');
    const ownerBooking = await pendingBookingOf(owner);
    const impostor = await signedInCustomer(ctx.app, { full_name: 'Not Saima', phone_number: '+92 333 7001001' });
    const impostorBooking = await pendingBookingOf(impostor);

    expect((await postWhatsApp(ctx.app, whatsappBody({ messages: [textMessage('923337001001', 'Running 10 minutes late')] }))).status).toBe(200);
    expect(await inboxItem('Running 10 minutes late')).toMatchObject({ customer_id: owner.user.id, customer_unverified: false, name: 'Saima Owner' });
    await postSms(ctx.app, { MessageSid: smsSid(), From: '+923337001001', To: FAKE_SMS.from, Body: 'Sent by SMS too' });
    expect(await inboxItem('Sent by SMS too')).toMatchObject({ channel: 'sms', customer_id: owner.user.id, customer_unverified: false });

    // The reminder's "I'll be there" confirms the owner's booking, in the owner's name.
    expect((await confirmTap('923337001001', ownerBooking, "I'll be there")).status).toBe(200);
    expect(await statusOf(ownerBooking)).toBe('confirmed');
    expect(await inboxItem("I'll be there")).toMatchObject({ customer_id: owner.user.id, customer_unverified: false });
    expect(await answersTo(owner.user.id)).toHaveLength(1);
    const [audit] = await ctx.deps.db.select().from(auditLog).where(and(eq(auditLog.bookingId, ownerBooking), eq(auditLog.actorRole, 'customer')));
    expect(audit?.actorId).toBe(owner.user.id);

    // The impostor gets nothing: no message, no answer, and their booking is not touched by the owner's phone.
    await confirmTap('923337001001', impostorBooking, 'tap on the other booking');
    expect(await statusOf(impostorBooking)).toBe('pending');
    expect((await inboxItem('tap on the other booking')).read_at).toBeNull();
    expect(await answersTo(impostor.user.id)).toHaveLength(0);
    const { body } = await call<{ results: InboxMessage[] }>(ctx.app, 'GET', '/api/ops/messages?page_size=100', { headers: OPS_TOKEN_HEADERS });
    expect(body.results.filter((message) => message.customer_id === impostor.user.id)).toEqual([]);
  });

  it.skipIf(backend.skipReason !== null)('shows a number only an unverified account gives as unverified, and acts on none of its messages', async () => {
    const unproven = await signedInCustomer(ctx.app, { full_name: 'Kashif Unproven', phone_number: '0345 7002002' });
    const booking = await pendingBookingOf(unproven);

    await postWhatsApp(ctx.app, whatsappBody({ messages: [textMessage('923457002002', 'Who is this?')] }));
    expect(await inboxItem('Who is this?')).toMatchObject({ customer_id: unproven.user.id, customer_unverified: true });
    await postSms(ctx.app, { MessageSid: smsSid(), From: '+923457002002', To: FAKE_SMS.from, Body: 'An SMS from the same number' });
    expect(await inboxItem('An SMS from the same number')).toMatchObject({ customer_id: unproven.user.id, customer_unverified: true });

    await confirmTap('923457002002', booking, 'unproven tap');
    expect(await statusOf(booking)).toBe('pending');
    expect(await inboxItem('unproven tap')).toMatchObject({ customer_id: unproven.user.id, customer_unverified: true, read_at: null, replies: [] });
    expect(await answersTo(unproven.user.id)).toHaveLength(0);
  });

  it.skipIf(backend.skipReason !== null)('a button acts for the booking’s own customer among those who proved a shared phone; a text goes to the latest to prove it', async () => {
    const mother = await signedInCustomer(ctx.app, { full_name: 'Nadia Family', phone_number: '0300 7003003' });
    await proveWhatsApp(mother, '+923007003003');
    const son = await signedInCustomer(ctx.app, { full_name: 'Omar Family', phone_number: '0300-7003003' });
    await proveWhatsApp(son, '+923007003003');
    const mothersBooking = await pendingBookingOf(mother);

    await confirmTap('923007003003', mothersBooking, "I'll be there (mother's)");
    expect(await statusOf(mothersBooking)).toBe('confirmed');
    expect(await inboxItem("I'll be there (mother's)")).toMatchObject({ customer_id: mother.user.id, customer_unverified: false });
    await postWhatsApp(ctx.app, whatsappBody({ messages: [textMessage('923007003003', 'Family question')] }));
    expect(await inboxItem('Family question')).toMatchObject({ customer_id: son.user.id, customer_unverified: false });
  });

  it.skipIf(backend.skipReason !== null)('a phone changed away and back is unproven until a new code proves it', async () => {
    const who = await signedInCustomer(ctx.app, { full_name: 'Faisal Mover', phone_number: '0312 7004004' });
    await proveWhatsApp(who, '+923127004004');
    const booking = await pendingBookingOf(who);
    for (const phone of ['0312 7004005', '0312 7004004']) {
      expect((await call(ctx.app, 'PUT', '/api/auth/profile/', { cookie: who.cookie, body: { phone } })).status).toBe(200);
    }
    await confirmTap('923127004004', booking, 'tap after moving back');
    expect(await statusOf(booking)).toBe('pending');
    expect(await inboxItem('tap after moving back')).toMatchObject({ customer_id: who.user.id, customer_unverified: true });

    await proveWhatsApp(who, '+923127004004');
    await confirmTap('923127004004', booking, 'tap once proven again');
    expect(await statusOf(booking)).toBe('confirmed');
  });
});
