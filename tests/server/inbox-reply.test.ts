// Staff answer from the inbox (POST /api/ops/messages/{id}/reply) on the channel a message came in: the contact form's
// by e-mail, WhatsApp's on WhatsApp within 24 hours of the customer's last message (else 409 and the "please reply"
// template), SMS's by SMS; the customer file shows the WhatsApp and SMS conversation.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';
import type { InboxMessage } from '../../src/domain/staff';
import { fillTemplate } from '../../server/channels/templates';
import type { App } from '../../server/app';
import type { Config } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { auditLog, outbox } from '../../server/db/schema';
import { call, createTestApp, freshIp, signedInCustomer, uniqueEmail } from './helpers/app';
import { CHANNEL_SETTINGS, postSms, postWhatsApp, sentChannelRow, textMessage, wamid, whatsappBody } from './helpers/channels';
import { expectRefusal, type Ok } from './helpers/envelopes';
import { OPS_TOKEN_HEADERS, staffWithSession, type StaffWithSession } from './helpers/staff';
import { suiteBackends } from './helpers/suite';

const backends = await suiteBackends();
const START = new Date('2026-11-22T05:30:00Z');
const HOUR = 60 * 60 * 1000;

interface ConversationEntry {
  id: string;
  direction: 'in' | 'out';
  channel: string;
  kind: string;
  text: string;
  status: string | null;
  at: string;
}

for (const backend of backends) {
  describe.skipIf(backend.skipReason !== null)(`inbox replies on ${backend.name}`, () => {
    const clock = { now: START };
    let handle: DatabaseHandle;
    let app: App;
    let config: Config;
    let staff: StaffWithSession;
    let customerId: string;

    beforeAll(async () => {
      handle = await backend.open();
      ({ app, config } = await createTestApp(handle.db, CHANNEL_SETTINGS, { now: () => clock.now }));
      staff = await staffWithSession(handle.db, config, 'staff');
      customerId = (await signedInCustomer(app, { full_name: 'Zainab Shah', phone_number: '0333 4445556', language: 'en' })).user.id;
    });
    afterAll(async () => {
      await handle?.close();
    });

    const reply = (id: string, body: unknown) => call<Ok<InboxMessage>>(app, 'POST', `/api/ops/messages/${id}/reply`, { cookie: staff.cookie, body });
    const inboxItem = async (text: string) =>
      (await call<{ results: InboxMessage[] }>(app, 'GET', '/api/ops/messages?page_size=100', { headers: OPS_TOKEN_HEADERS })).body.results.find((item) => item.message === text);
    const whatsappFromZainab = async (text: string) => {
      await postWhatsApp(app, whatsappBody({ messages: [textMessage('923334445556', text)] }));
      const item = await inboxItem(text);
      if (!item) throw new Error('the WhatsApp message did not land');
      return item;
    };

    it('answers a contact form message by e-mail, reply-to the workshop, marks it read and audits it', async () => {
      const email = uniqueEmail('asks');
      const sent = await call<Ok<{ id: string }>>(app, 'POST', '/api/contact/recieve/', {
        headers: { 'X-Forwarded-For': freshIp() },
        body: { name: 'Omar', email, phone: '0300 1234567', service: 'Ceramic Coating', message: 'How long does it take?' },
      });
      const id = sent.body.data.id;
      const answer = await reply(id, { text: 'About six hours; leave the car in the morning.' });
      expect(answer.status, answer.text).toBe(201);
      expect(answer.body.message).toBe(workshopMessages.workshop.replySent('web'));
      expect(answer.body.data).toMatchObject({ id, read_at: clock.now.toISOString(), replies: [{ channel: 'email', text: 'About six hours; leave the car in the morning.', status: 'queued' }] });
      const [mail] = await handle.db.select().from(outbox).where(eq(outbox.inReplyTo, id));
      expect(mail).toMatchObject({ channel: 'email', kind: 'inbox_reply', to: email, replyTo: config.company.email });
      expect(mail?.body).toContain('About six hours');
      expect(mail?.body).toContain('How long does it take?');
      const audit = await handle.db.select().from(auditLog).where(eq(auditLog.targetId, id));
      expect(audit.map((entry) => [entry.action, entry.actorName])).toEqual([['message.reply', staff.name]]);
      expect((await inboxItem('How long does it take?'))?.replies).toHaveLength(1);
    });

    it('refuses the template for a contact form message (400) and an empty answer (400)', async () => {
      const item = await inboxItem('How long does it take?');
      expectRefusal(await reply(item?.id ?? '', { template: 'please_reply' }), 400, workshopMessages.workshop.templateOnlyWhatsApp);
      expectRefusal(await reply(item?.id ?? '', { text: '   ' }), 400, workshopMessages.workshop.replyText);
      expectRefusal(await reply('no-such-message', { text: 'hi' }), 404, workshopMessages.workshop.messageNotFound);
    });

    it('answers WhatsApp with free text inside 24 hours of the customer’s last message', async () => {
      const item = await whatsappFromZainab('Is my car ready?');
      clock.now = new Date(START.getTime() + 23 * HOUR);
      const answer = await reply(item.id, { text: 'Yes, come by 5.' });
      expect(answer.status, answer.text).toBe(201);
      expect(answer.body.message).toBe(workshopMessages.workshop.replySent('whatsapp'));
      const [row] = await handle.db.select().from(outbox).where(eq(outbox.inReplyTo, item.id));
      expect(row).toMatchObject({ channel: 'whatsapp', kind: 'inbox_reply', to: '923334445556', customerId, payload: { type: 'text', text: 'Yes, come by 5.' } });
    });

    it('refuses WhatsApp free text after 24 hours with 409, naming the template instead; the template goes', async () => {
      const item = await inboxItem('Is my car ready?');
      clock.now = new Date(START.getTime() + 25 * HOUR);
      const refused = await reply(item?.id ?? '', { text: 'Still there?' });
      expectRefusal(refused, 409, workshopMessages.workshop.replyWindowClosed);
      expect(refused.body).toMatchObject({ errors: { text: [workshopMessages.workshop.replyWindowClosed] }, data: { template: 'please_reply' } });

      const template = await reply(item?.id ?? '', { template: 'please_reply' });
      expect(template.status, template.text).toBe(201);
      expect(template.body.message).toBe(workshopMessages.workshop.templateSent);
      const rows = await handle.db.select().from(outbox).where(eq(outbox.inReplyTo, item?.id ?? ''));
      expect(rows.map((row) => row.payload)).toContainEqual({ type: 'template', name: 'please_reply', language: 'en', parameters: ['Zainab Shah', config.company.name], buttons: [] });
    });

    it('answers SMS by SMS', async () => {
      clock.now = new Date(START.getTime() + 26 * HOUR);
      await postSms(app, { MessageSid: `SM${Date.now()}`, From: '+923334445556', To: '+15005550006', Body: 'Thanks!' });
      const item = await inboxItem('Thanks!');
      const answer = await reply(item?.id ?? '', { text: 'You are welcome.' });
      expect(answer.status, answer.text).toBe(201);
      expect(answer.body.data.replies).toMatchObject([{ channel: 'sms', text: 'You are welcome.', status: 'queued' }]);
      expect((await handle.db.select().from(outbox).where(eq(outbox.inReplyTo, item?.id ?? '')))[0]).toMatchObject({ to: '+923334445556', customerId });
      expectRefusal(await reply(item?.id ?? '', { template: 'please_reply' }), 400, workshopMessages.workshop.templateOnlyWhatsApp);
    });

    it('refuses with 409 when the channel is not set up on this server', async () => {
      const { app: plain } = await createTestApp(handle.db, {}, { now: () => clock.now });
      const item = await inboxItem('Thanks!');
      const answer = await call(plain, 'POST', `/api/ops/messages/${item?.id ?? ''}/reply`, { headers: OPS_TOKEN_HEADERS, body: { text: 'hello' } });
      expectRefusal(answer, 409, workshopMessages.workshop.replyChannelOff('sms'));
    });

    it("shows the WhatsApp and SMS conversation in the customer's file, oldest first, codes masked", async () => {
      clock.now = new Date(START.getTime() + 27 * HOUR);
      await sentChannelRow(handle.db, { publicUrl: config.publicUrl, company: config.company, domain: 'localhost' }, { channel: 'whatsapp', phoneKey: '+923334445556', providerId: wamid(), kind: 'phone_verification', customerId, text: 'Your code is 482913.' }, clock.now);
      const file = await call<Ok<{ conversation: ConversationEntry[] }>>(app, 'GET', `/api/ops/customers/${customerId}`, { headers: OPS_TOKEN_HEADERS });
      expect(file.status, file.text).toBe(200);
      const conversation = file.body.data.conversation;
      expect(conversation.map((entry) => [entry.direction, entry.channel, entry.text])).toEqual([
        ['in', 'whatsapp', 'Is my car ready?'],
        ['out', 'whatsapp', 'Yes, come by 5.'],
        ['out', 'whatsapp', fillTemplate('please_reply', 'en', ['Zainab Shah', config.company.name])],
        ['in', 'sms', 'Thanks!'],
        ['out', 'sms', 'You are welcome.'],
        ['out', 'whatsapp', 'Your code is ••••••.'],
      ]);
      expect(conversation[1]).toMatchObject({ kind: 'inbox_reply', status: 'queued' });
      expect(conversation[0]).toMatchObject({ kind: 'message', status: null });
      expect(JSON.stringify(conversation)).not.toContain('482913');
    });
  });
}
