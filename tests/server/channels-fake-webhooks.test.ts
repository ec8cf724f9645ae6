// The fakes post webhooks back as the real services do: WhatsApp's body signed with X-Hub-Signature-256 over the raw
// bytes, SMS status callbacks and inbound messages signed with X-Twilio-Signature (checked against Twilio's own
// documented example), so the app's webhook routes can be tested against them.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsChannel } from '../../server/channels/sms';
import { whatsappChannel } from '../../server/channels/whatsapp';
import { listen, readBody, type Listening } from '../fakes/http';
import { startSmsFake, twilioSignature, type SmsFake } from '../fakes/sms-api';
import { startWhatsAppFake, type WhatsAppFake } from '../fakes/whatsapp-cloud';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  raw: string;
}

describe('signed webhooks from the fakes', () => {
  const received: Received[] = [];
  let receiver: Listening;
  let whatsapp: WhatsAppFake;
  let sms: SmsFake;

  beforeAll(async () => {
    receiver = await listen(async (request, response) => {
      received.push({ path: request.url ?? '', headers: request.headers, raw: await readBody(request) });
      response.writeHead(200).end();
    });
    whatsapp = await startWhatsAppFake({ token: 't', phoneNumberId: '42', appSecret: 'wa-secret', webhookUrl: `${receiver.url}/api/webhooks/whatsapp` });
    sms = await startSmsFake({ accountSid: 'AC1', authToken: 'sms-token', webhookUrl: `${receiver.url}/api/webhooks/sms` });
  });
  afterAll(async () => {
    await Promise.all([whatsapp.close(), sms.close(), receiver.close()]);
  });

  it('signs like Twilio does (their documented example)', () => {
    const params = { CallSid: 'CA1234567890ABCDE', Caller: '+12349013030', Digits: '1234', From: '+12349013030', To: '+18005551212' };
    expect(twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });

  it('posts WhatsApp statuses and inbound button replies signed over the raw body', async () => {
    received.length = 0;
    const id = await whatsappChannel({ apiUrl: whatsapp.url, token: 't', phoneNumberId: '42', appSecret: 'wa-secret', verifyToken: null }).send({
      id: 1,
      to: '923001234567',
      text: '',
      payload: { type: 'template', name: 'booking_reminder', language: 'en', parameters: ['A', 'B', 'C', 'D', 'E'], buttons: ['confirm:b1', 'reschedule:b1'] },
    });
    expect(await whatsapp.status(id, 'read')).toBe(200);
    expect((await whatsapp.inbound('923001234567', { button: { payload: 'confirm:b1', text: "I'll be there" }, context: id })).status).toBe(200);
    expect(received).toHaveLength(2);
    for (const hook of received) expect(hook.headers['x-hub-signature-256']).toBe(`sha256=${createHmac('sha256', 'wa-secret').update(hook.raw).digest('hex')}`);
    const [status, reply] = received.map((hook) => JSON.parse(hook.raw) as { entry: [{ changes: [{ value: Record<string, unknown> }] }] });
    expect(status?.entry[0].changes[0].value.statuses).toEqual([expect.objectContaining({ id, status: 'read', recipient_id: '923001234567' })]);
    expect(reply?.entry[0].changes[0].value.messages).toEqual([expect.objectContaining({ from: '923001234567', type: 'button', button: { payload: 'confirm:b1', text: "I'll be there" } })]);
  });

  it('posts SMS status callbacks to the message’s StatusCallback and inbound SMS, signed', async () => {
    received.length = 0;
    const sid = await smsChannel({ apiUrl: sms.url, accountSid: 'AC1', authToken: 'sms-token', from: '+15005550006' }, receiver.url).send({ id: 2, to: '+923001234567', text: 'Hello', payload: { type: 'text', text: 'Hello' } });
    expect(await sms.status(sid, 'delivered')).toBe(200);
    expect((await sms.inbound('+923001234567', 'Can I come at 11?')).status).toBe(200);
    for (const hook of received) {
      const url = `${receiver.url}${hook.path}`;
      expect(hook.path).toBe('/api/webhooks/sms');
      expect(hook.headers['x-twilio-signature']).toBe(twilioSignature('sms-token', url, Object.fromEntries(new URLSearchParams(hook.raw))));
    }
    expect(Object.fromEntries(new URLSearchParams(received[0]?.raw))).toMatchObject({ MessageSid: sid, MessageStatus: 'delivered' });
    expect(Object.fromEntries(new URLSearchParams(received[1]?.raw))).toMatchObject({ From: '+923001234567', Body: 'Can I come at 11?' });
  });
});
