// The WhatsApp webhook (GET/POST /api/webhooks/whatsapp): Meta's verify token, the signature over the raw body checked
// before anything changes, statuses moving our messages forward only, customers' messages landing in the inbox linked
// by phone, and the reminder's quick replies confirming or pointing to My Bookings. Nothing of a body reaches the logs.
// (Whose a message is when accounts share a number, and what an unproven phone may do: webhooks-phone-owner.test.ts.)
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_BODY_MAX_BYTES } from '../../src/domain/channels';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';
import type { InboxMessage } from '../../src/domain/staff';
import { createApp, type App } from '../../server/app';
import { createAppDeps } from '../../server/app-deps';
import type { Config } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { auditLog, bookings, contactMessages, outbox, users } from '../../server/db/schema';
import type { Logger } from '../../server/http/logger';
import type { MailContext } from '../../server/mail/types';
import { call, createTestApp, signedInCustomer, testConfig } from './helpers/app';
import { CHANNEL_SETTINGS, VERIFY_TOKEN, metaSignature, outboxRow, postWhatsApp, sentChannelRow, textMessage, wamid, whatsappBody } from './helpers/channels';
import { addCarFor, bookFor } from './helpers/customers';
import { OPS_TOKEN_HEADERS } from './helpers/staff';
import { suiteBackends } from './helpers/suite';

const backends = await suiteBackends();

const START = new Date('2026-11-22T05:30:00Z');
const VISIT_DATE = '2026-11-26';

interface InboxPage {
  results: InboxMessage[];
  unread: number;
}

for (const backend of backends) {
  describe.skipIf(backend.skipReason !== null)(`WhatsApp webhook on ${backend.name}`, () => {
    const clock = { now: START };
    const logLines: string[] = [];
    const logger: Logger = {
      info: (msg, fields) => logLines.push(JSON.stringify({ msg, ...fields })),
      error: (msg, fields) => logLines.push(JSON.stringify({ msg, ...fields })),
    };
    let handle: DatabaseHandle;
    let app: App;
    let config: Config;
    let mail: MailContext;

    beforeAll(async () => {
      handle = await backend.open();
      // Seeds the catalogue; the app under test is built again with a logger that keeps every line.
      await createTestApp(handle.db);
      config = testConfig(CHANNEL_SETTINGS);
      config.now = () => clock.now;
      const deps = createAppDeps({ db: handle.db, config, logger });
      mail = deps.mail;
      app = createApp(deps);
    });
    afterAll(async () => {
      await handle?.close();
    });

    const messageCount = async () => (await handle.db.select({ id: contactMessages.id }).from(contactMessages)).length;
    const inbox = async (query = '') => (await call<InboxPage>(app, 'GET', `/api/ops/messages${query}`, { headers: OPS_TOKEN_HEADERS })).body;

    describe('verify token', () => {
      it('answers the challenge to the right token, 403 otherwise, 404 when WhatsApp is not set up', async () => {
        const right = await call<string>(app, 'GET', `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`);
        expect(right.status).toBe(200);
        expect(right.text).toBe('1158201444');
        expect(right.headers.get('content-type')).toMatch(/^text\/plain/);
        expect((await call(app, 'GET', '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1')).status).toBe(403);
        expect((await call(app, 'GET', `/api/webhooks/whatsapp?hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`)).status).toBe(403);
        const { app: plain } = await createTestApp(handle.db);
        expect((await call(plain, 'GET', `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`)).status).toBe(404);
        expect((await postWhatsApp(plain, whatsappBody({}))).status).toBe(404);
      });
    });

    describe('signature', () => {
      const body = whatsappBody({ contacts: [{ profile: { name: 'Sana' }, wa_id: '923001112233' }], messages: [textMessage('923001112233', 'Is Sunday open?')] });

      it('refuses an unsigned, wrongly signed or tampered body with 401 and changes nothing', async () => {
        const before = await messageCount();
        const raw = JSON.stringify(body);
        for (const signature of [null, 'sha256=', metaSignature(raw, 'another-secret'), metaSignature(`${raw} `), 'sha1=abc']) {
          const answer = await postWhatsApp(app, raw, signature);
          expect(answer.status, String(signature)).toBe(401);
        }
        // Signed, then changed on the way.
        const tampered = raw.replace('Is Sunday open?', 'Is Monday open?');
        expect((await postWhatsApp(app, tampered, metaSignature(raw))).status).toBe(401);
        expect(await messageCount()).toBe(before);
      });

      it('refuses a body over the limit with 413, and takes no browser rule (no Origin, no JSON needed)', async () => {
        const huge = JSON.stringify({ ...body, padding: 'x'.repeat(WEBHOOK_BODY_MAX_BYTES) });
        expect((await postWhatsApp(app, huge)).status).toBe(413);
        const fromElsewhere = await call(app, 'POST', '/api/webhooks/whatsapp', {
          raw: JSON.stringify(whatsappBody({})),
          headers: { 'Content-Type': 'text/plain', Origin: 'https://graph.facebook.com', 'X-Hub-Signature-256': metaSignature(JSON.stringify(whatsappBody({}))) },
        });
        expect(fromElsewhere.status).toBe(200);
      });

      it('answers 200 to a well-signed body, whatever parts it has', async () => {
        expect((await postWhatsApp(app, { object: 'page', entry: [] })).status).toBe(200);
        expect((await postWhatsApp(app, 'not json at all')).status).toBe(200);
        expect((await postWhatsApp(app, whatsappBody({ messages: [{ from: '923001112233', id: wamid(), type: 'image', image: { id: 'x' } }] }))).status).toBe(200);
      });
    });

    describe('statuses', () => {
      const status = (id: string, value: string, timestamp: number, extra: Record<string, unknown> = {}) =>
        whatsappBody({ statuses: [{ id, status: value, timestamp: String(timestamp), recipient_id: '923001234567', ...extra }] });
      const seconds = (offsetMinutes: number) => Math.floor(START.getTime() / 1000) + offsetMinutes * 60;

      it('move a message forward only, in any order and any number of repeats', async () => {
        const providerId = wamid();
        const id = await sentChannelRow(handle.db, mail, { channel: 'whatsapp', phoneKey: '+923001234567', providerId }, START);
        for (const [value, minute] of [['read', 3], ['delivered', 2], ['sent', 1], ['read', 3], ['delivered', 2], ['failed', 4]] as const) {
          expect((await postWhatsApp(app, status(providerId, value, seconds(minute)))).status).toBe(200);
        }
        const row = await outboxRow(handle.db, id);
        expect(row.status).toBe('read');
        expect(row.readAt?.toISOString()).toBe(new Date(seconds(3) * 1000).toISOString());
        // Read implies delivered: the first of the two stamps stays.
        expect(row.deliveredAt?.toISOString()).toBe(new Date(seconds(3) * 1000).toISOString());
        expect(row.lastError).toBeNull();
      });

      it('delivered then read in order stamps each', async () => {
        const providerId = wamid();
        const id = await sentChannelRow(handle.db, mail, { channel: 'whatsapp', phoneKey: '+923001234567', providerId }, START);
        await postWhatsApp(app, status(providerId, 'delivered', seconds(2)));
        expect((await outboxRow(handle.db, id)).status).toBe('delivered');
        await postWhatsApp(app, status(providerId, 'read', seconds(5)));
        const row = await outboxRow(handle.db, id);
        expect([row.status, row.deliveredAt?.getTime(), row.readAt?.getTime()]).toEqual(['read', seconds(2) * 1000, seconds(5) * 1000]);
      });

      it('a failure keeps the provider error, and nothing moves a failed message again', async () => {
        const providerId = wamid();
        const id = await sentChannelRow(handle.db, mail, { channel: 'whatsapp', phoneKey: '+923001234567', providerId }, START);
        const errors = [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable', error_data: { details: 'The recipient is not a WhatsApp user.' } }];
        expect((await postWhatsApp(app, status(providerId, 'failed', seconds(1), { errors }))).status).toBe(200);
        await postWhatsApp(app, status(providerId, 'delivered', seconds(2)));
        const row = await outboxRow(handle.db, id);
        expect(row.status).toBe('failed');
        expect(row.lastError).toBe('131026: Message undeliverable: The recipient is not a WhatsApp user.');
        expect(row.deliveredAt).toBeNull();
      });

      it('ignores an id it does not know (200) and a status of another channel', async () => {
        const providerId = wamid();
        const smsId = await sentChannelRow(handle.db, mail, { channel: 'sms', phoneKey: '+923001234567', providerId }, START);
        expect((await postWhatsApp(app, status('wamid.unknown', 'read', seconds(1)))).status).toBe(200);
        expect((await postWhatsApp(app, status(providerId, 'read', seconds(1)))).status).toBe(200);
        expect((await outboxRow(handle.db, smsId)).status).toBe('sent');
      });
    });

    describe('customers writing', () => {
      let linked: { id: string; name: string };

      beforeAll(async () => {
        const customer = await signedInCustomer(app, { full_name: 'Bilal Ahmed', phone_number: '0321-7654321' });
        linked = { id: customer.user.id, name: customer.user.name };
      });

      it('lands a text in the inbox, linked to the customer by phone (unverified: no code proved it), named by the profile; a repeat is stored once', async () => {
        clock.now = new Date(START.getTime() + 60_000);
        const message = textMessage('923217654321', 'Can I come at 11?');
        const body = whatsappBody({ contacts: [{ profile: { name: 'Bilal' }, wa_id: '923217654321' }], messages: [message] });
        expect((await postWhatsApp(app, body)).status).toBe(200);
        expect((await postWhatsApp(app, body)).status).toBe(200);
        const rows = await handle.db.select().from(contactMessages).where(eq(contactMessages.providerId, message.id));
        expect(rows).toHaveLength(1);
        const listed = (await inbox('?channel=whatsapp')).results.find((item) => item.message === 'Can I come at 11?');
        expect(listed).toMatchObject({ channel: 'whatsapp', name: 'Bilal', phone: '+923217654321', email: null, customer_id: linked.id, customer_unverified: true, read_at: null, replies: [] });
        expect(listed?.created_at).toBe(clock.now.toISOString());
      });

      it("names the message after the linked customer without a profile name, and after the number when nobody's", async () => {
        await postWhatsApp(app, whatsappBody({ messages: [textMessage('923217654321', 'Salaam')] }));
        await postWhatsApp(app, whatsappBody({ messages: [textMessage('923339998877', 'Price of ceramic?')] }));
        const { results } = await inbox('?channel=whatsapp');
        expect(results.find((item) => item.message === 'Salaam')).toMatchObject({ name: 'Bilal Ahmed', customer_id: linked.id });
        expect(results.find((item) => item.message === 'Price of ceramic?')).toMatchObject({ name: '+923339998877', phone: '+923339998877', customer_id: null });
      });

      it('links a phone no one proved to the most recently created customer giving it, as unverified', async () => {
        clock.now = new Date(START.getTime() + 120_000);
        const newer = await signedInCustomer(app, { full_name: 'Bilal (new account)', phone_number: '+92 321 7654321' });
        await postWhatsApp(app, whatsappBody({ messages: [textMessage('923217654321', 'New account here')] }));
        const { results } = await inbox('?channel=whatsapp');
        expect(results.find((item) => item.message === 'New account here')).toMatchObject({ customer_id: newer.user.id, customer_unverified: true });
      });

      it('keeps no body, name or text of a webhook in the logs', () => {
        const logs = logLines.join('\n');
        expect(logLines.length).toBeGreaterThan(0);
        for (const secret of ['Can I come at 11?', 'Is Sunday open?', 'Bilal', '923217654321', 'Price of ceramic']) expect(logs).not.toContain(secret);
      });
    });

    describe('quick replies', () => {
      let customer: Awaited<ReturnType<typeof signedInCustomer>>;
      let bookingId: string;
      const phone = '923451234567';

      beforeAll(async () => {
        clock.now = START;
        customer = await signedInCustomer(app, { full_name: 'Hina Raza', phone_number: '0345 1234567' });
        const car = await addCarFor(app, customer);
        bookingId = (await bookFor(app, { customer, car }, VISIT_DATE)).id;
        // What a right code leaves on the account (webhooks-phone-owner.test.ts proves the phone through the profile).
        await handle.db.update(users).set({ phoneVerifiedAt: START }).where(eq(users.id, customer.user.id));
      });

      const tap = (payload: Record<string, unknown>, context?: string) =>
        postWhatsApp(app, whatsappBody({ messages: [{ from: phone, id: wamid(), timestamp: '1764134400', ...payload, ...(context ? { context: { from: '15550000000', id: context } } : {}) }] }));
      const statusOf = async (id: string) => (await handle.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;
      const answersTo = (customerId: string, kind: string) =>
        handle.db.select().from(outbox).where(and(eq(outbox.customerId, customerId), eq(outbox.kind, kind), eq(outbox.channel, 'whatsapp')));

      it("'I'll be there' confirms a pending booking, audited as the customer's, and thanks them on WhatsApp", async () => {
        await handle.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, bookingId));
        expect((await tap({ type: 'button', button: { payload: `confirm:${bookingId}`, text: "I'll be there" } })).status).toBe(200);
        expect(await statusOf(bookingId)).toBe('confirmed');
        const audit = await handle.db.select().from(auditLog).where(eq(auditLog.bookingId, bookingId));
        const line = audit.find((entry) => entry.actorRole === 'customer');
        expect(line).toMatchObject({ actorId: customer.user.id, actorName: 'Hina Raza', action: 'booking.status' });
        expect(line?.after).toMatchObject({ description: workshopMessages.workshop.confirmedOnWhatsApp, status: 'confirmed', was: 'pending' });
        const thanks = await answersTo(customer.user.id, 'quick_reply_answer');
        expect(thanks).toHaveLength(1);
        expect(thanks[0]).toMatchObject({ to: phone, status: 'queued', bookingId, payload: { type: 'text' } });
        expect(thanks[0]?.body).toContain('Hina Raza');
        // The tap is in the inbox, already handled.
        const tapped = (await inbox('?channel=whatsapp')).results.find((item) => item.message === "I'll be there");
        expect(tapped?.read_at).not.toBeNull();
        expect(tapped?.replies.map((reply) => reply.channel)).toEqual(['whatsapp']);
      });

      it('a confirmed booking stays confirmed: audited and thanked again', async () => {
        await tap({ type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: `confirm:${bookingId}`, title: "I'll be there" } } });
        expect(await statusOf(bookingId)).toBe('confirmed');
        expect(await answersTo(customer.user.id, 'quick_reply_answer')).toHaveLength(2);
        const lines = await handle.db.select().from(auditLog).where(and(eq(auditLog.bookingId, bookingId), eq(auditLog.actorRole, 'customer')));
        expect(lines).toHaveLength(2);
      });

      it('a bare payload finds its booking through the reminder it answers', async () => {
        await handle.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, bookingId));
        const reminder = wamid();
        await sentChannelRow(handle.db, mail, { channel: 'whatsapp', phoneKey: '+923451234567', providerId: reminder, kind: 'booking_reminder', bookingId, customerId: customer.user.id }, START);
        await tap({ type: 'button', button: { payload: 'confirm', text: "I'll be there" } }, reminder);
        expect(await statusOf(bookingId)).toBe('confirmed');
      });

      it("'I need another time' answers with the My Bookings link", async () => {
        await tap({ type: 'button', button: { payload: `reschedule:${bookingId}`, text: 'I need another time' } });
        const answers = await answersTo(customer.user.id, 'quick_reply_answer');
        const link = answers.find((row) => row.body.includes('/my-bookings'));
        expect(link?.body).toContain('http://localhost:3000/my-bookings');
        expect(await statusOf(bookingId)).toBe('confirmed');
      });

      it("answers in the account's language", async () => {
        await handle.db.update(users).set({ language: 'ur' }).where(eq(users.id, customer.user.id));
        await tap({ type: 'button', button: { payload: `reschedule:${bookingId}`, text: 'دوسرا وقت' } });
        const answers = await answersTo(customer.user.id, 'quick_reply_answer');
        expect(answers.map((row) => row.body)).toContainEqual('Hina Raza، آپ My Bookings میں دوسرا وقت منتخب کر سکتے ہیں: http://localhost:3000/my-bookings');
        await handle.db.update(users).set({ language: 'en' }).where(eq(users.id, customer.user.id));
      });

      it("touches no booking of someone else's and none that has started; the tap stays unread", async () => {
        const other = await signedInCustomer(app, { full_name: 'Other', phone_number: '0301 2223334' });
        const otherBooking = (await bookFor(app, { customer: other, car: await addCarFor(app, other) }, VISIT_DATE)).id;
        await handle.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, otherBooking));
        await tap({ type: 'button', button: { payload: `confirm:${otherBooking}`, text: "I'll be there" } });
        expect(await statusOf(otherBooking)).toBe('pending');

        await handle.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, bookingId));
        clock.now = new Date(`${VISIT_DATE}T20:00:00Z`);
        await tap({ type: 'button', button: { payload: `confirm:${bookingId}`, text: 'late tap' } });
        expect(await statusOf(bookingId)).toBe('pending');
        const late = (await inbox('?channel=whatsapp')).results.find((item) => item.message === 'late tap');
        expect(late?.read_at).toBeNull();
        clock.now = START;
      });
    });
  });
}
