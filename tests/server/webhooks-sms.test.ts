// The SMS webhook (POST /api/webhooks/sms, Twilio-style): X-Twilio-Signature over PUBLIC_URL's address or the address
// as called, status callbacks moving our SMS forward only, inbound messages landing in the inbox; empty TwiML back.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InboxMessage } from '../../src/domain/staff';
import { contactMessages } from '../../server/db/schema';
import { call, signedInCustomer } from './helpers/app';
import { CHANNEL_SETTINGS, outboxRow, postSms, sentChannelRow } from './helpers/channels';
import { OPS_TOKEN_HEADERS } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();
const NOW = new Date('2026-11-22T05:30:00Z');

let sidCounter = 0;
const sid = () => `SM${process.pid}${Date.now()}${++sidCounter}`;

for (const backend of backends) {
  describe.skipIf(backend.skipReason !== null)(`SMS webhook on ${backend.name}`, () => {
    const context = useApp(backend, CHANNEL_SETTINGS, { now: () => NOW });

    it('refuses an unsigned or wrongly signed form with 401 and changes nothing', async () => {
      const fields = { MessageSid: sid(), From: '+923001234567', To: '+15005550006', Body: 'Hello' };
      const before = (await context.handle.db.select().from(contactMessages)).length;
      expect((await postSms(context.app, fields, { signature: null })).status).toBe(401);
      expect((await postSms(context.app, fields, { signature: 'bm90IGl0' })).status).toBe(401);
      expect((await postSms(context.app, fields, { signedUrl: 'https://elsewhere.example/api/webhooks/sms' })).status).toBe(401);
      expect((await context.handle.db.select().from(contactMessages)).length).toBe(before);
    });

    it('takes a form signed over PUBLIC_URL or over the address as it arrived (Host header, query included)', async () => {
      const customer = await signedInCustomer(context.app, { full_name: 'Kamran Ali', phone_number: '0300-5556667' });
      const fields = { MessageSid: sid(), SmsSid: 'x', From: '+923005556667', To: '+15005550006', Body: 'Running late, 15 minutes' };
      const answer = await postSms(context.app, fields);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/xml/);
      expect(answer.text).toContain('<Response/>');

      const asArrived = 'http://shop.example:8080/api/webhooks/sms?source=twilio';
      const second = { MessageSid: sid(), From: '+923005556667', To: '+15005550006', Body: 'Second one' };
      expect((await postSms(context.app, second, { signedUrl: asArrived, url: asArrived, headers: { Host: 'shop.example:8080', 'X-Forwarded-Proto': 'http', 'X-Forwarded-Host': 'shop.example:8080' } })).status).toBe(200);

      const { body } = await call<{ results: InboxMessage[] }>(context.app, 'GET', '/api/ops/messages?channel=sms', { headers: OPS_TOKEN_HEADERS });
      // Both arrived at the same (fixed) time.
      expect(body.results.map((message) => message.message).sort()).toEqual(['Running late, 15 minutes', 'Second one']);
      expect(body.results.find((message) => message.message === 'Second one')).toMatchObject({ channel: 'sms', phone: '+923005556667', email: null, customer_id: customer.user.id, name: 'Kamran Ali' });
      // A repeat is stored once.
      await postSms(context.app, fields);
      expect((await context.handle.db.select().from(contactMessages).where(eq(contactMessages.providerId, fields.MessageSid))).length).toBe(1);
    });

    it('moves an SMS forward only on status callbacks; undelivered fails it with the code', async () => {
      const delivered = sid();
      const id = await sentChannelRow(context.handle.db, context.deps.mail, { channel: 'sms', phoneKey: '+923001234567', providerId: delivered }, NOW);
      for (const status of ['delivered', 'sent', 'queued', 'delivered']) {
        expect((await postSms(context.app, { MessageSid: delivered, MessageStatus: status, AccountSid: 'ACtest' })).status).toBe(200);
      }
      expect((await outboxRow(context.handle.db, id)).status).toBe('delivered');
      expect((await postSms(context.app, { MessageSid: delivered, MessageStatus: 'undelivered', ErrorCode: '30003' })).status).toBe(200);
      expect((await outboxRow(context.handle.db, id)).status).toBe('delivered');

      const failing = sid();
      const failedId = await sentChannelRow(context.handle.db, context.deps.mail, { channel: 'sms', phoneKey: '+923001234567', providerId: failing }, NOW);
      await postSms(context.app, { MessageSid: failing, MessageStatus: 'undelivered', ErrorCode: '30003' });
      const failed = await outboxRow(context.handle.db, failedId);
      expect([failed.status, failed.lastError]).toEqual(['failed', 'Error 30003: undelivered']);

      expect((await postSms(context.app, { MessageSid: 'SMunknown', MessageStatus: 'delivered' })).status).toBe(200);
    });
  });
}
