// Each provider against its fake, over real HTTP: the credentials and the request shape the real API wants, its
// answer's id, and how a refusal is sorted — a permanent one (never retried) apart from a passing one or a timeout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickReplyPayload } from '../../src/domain/channels';
import { ChannelRefusal, type ChannelMessage } from '../../server/channels/channel';
import { smsChannel } from '../../server/channels/sms';
import { whatsappChannel } from '../../server/channels/whatsapp';
import { startSmsFake, type SmsFake } from '../fakes/sms-api';
import { startWhatsAppFake, type WhatsAppFake } from '../fakes/whatsapp-cloud';

const WHATSAPP = { token: 'wa-token-123', phoneNumberId: '109876543210', appSecret: 'wa-app-secret', verifyToken: 'verify-me' };
const SMS = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'sms-auth-token', from: '+15005550006' };
const TEMPLATES = ['phone_verification', 'booking_confirmed', 'booking_reminder'];

const reminder = (to: string): ChannelMessage => ({
  id: 1,
  to,
  text: 'Hello Ayesha, a reminder…',
  payload: {
    type: 'template',
    name: 'booking_reminder',
    language: 'ur',
    parameters: ['Ayesha', 'Full Detailing', 'Friday, 27 November 2026', '10:00 AM', 'DHA Phase 6'],
    buttons: [quickReplyPayload('confirm', 'b-1'), quickReplyPayload('reschedule', 'b-1')],
  },
});

async function refusalOf(sending: Promise<unknown>): Promise<ChannelRefusal> {
  const error = await sending.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ChannelRefusal)) throw new Error(`expected a ChannelRefusal, got ${String(error)}`);
  return error;
}

describe('WhatsApp Cloud API', () => {
  let fake: WhatsAppFake;
  beforeAll(async () => {
    fake = await startWhatsAppFake({ ...WHATSAPP, templates: TEMPLATES });
  });
  afterAll(() => fake.close());
  const channel = (overrides: Partial<typeof WHATSAPP> = {}, timeoutMs?: number) => whatsappChannel({ apiUrl: fake.url, ...WHATSAPP, ...overrides }, fetch, timeoutMs);

  it('sends a template with its body parameters and quick replies, and answers the wamid', async () => {
    fake.reset();
    const id = await channel().send(reminder('923001234567'));
    expect(id).toMatch(/^wamid\./);
    expect(fake.accepted).toEqual([
      expect.objectContaining({
        id,
        to: '923001234567',
        type: 'template',
        template: { name: 'booking_reminder', language: 'ur', parameters: ['Ayesha', 'Full Detailing', 'Friday, 27 November 2026', '10:00 AM', 'DHA Phase 6'], quickReplies: ['confirm:b-1', 'reschedule:b-1'], urlButton: null },
      }),
    ]);
  });

  it('gives the verification template its code as the copy-code button too', async () => {
    fake.reset();
    await channel().send({ id: 2, to: '923001234567', text: '', payload: { type: 'template', name: 'phone_verification', language: 'en', parameters: ['482913'], buttons: [] } });
    expect(fake.accepted[0]?.template).toMatchObject({ name: 'phone_verification', parameters: ['482913'], urlButton: '482913' });
  });

  it('is refused with a wrong token: retried, and the reason names the token', async () => {
    const refusal = await refusalOf(channel({ token: 'expired' }).send(reminder('923001234567')));
    expect(refusal.permanent).toBe(false);
    expect(refusal.message).toContain('WHATSAPP_TOKEN');
  });

  it('treats a number with + and an unknown template as permanent refusals', async () => {
    expect((await refusalOf(channel().send(reminder('+923001234567')))).permanent).toBe(true);
    const unknown = await refusalOf(channel().send({ id: 3, to: '923001234567', text: '', payload: { type: 'template', name: 'please_reply', language: 'en', parameters: ['A', 'B'], buttons: [] } }));
    expect(unknown.permanent).toBe(true);
    expect(unknown.message).toContain('132001');
  });

  it('sends free text only inside the 24-hour window (131047 outside is permanent)', async () => {
    fake.reset();
    const text = (to: string): ChannelMessage => ({ id: 4, to, text: 'Yes, 11:00 works.', payload: { type: 'text', text: 'Yes, 11:00 works.' } });
    const outside = await refusalOf(channel().send(text('923001112223')));
    expect(outside).toMatchObject({ permanent: true, message: expect.stringContaining('131047') });
    fake.customerWrote('923001112223', new Date(Date.now() - 60 * 60 * 1000));
    expect(await channel().send(text('923001112223'))).toMatch(/^wamid\./);
    expect(fake.accepted.map((message) => message.text)).toEqual(['Yes, 11:00 works.']);
  });

  it('retries a 5xx, a 429 and WhatsApp-side fault codes; fails 131026 for good', async () => {
    for (const plan of [{ status: 500, code: 131000 }, { status: 429, code: 130429 }, { status: 400, code: 131016 }]) {
      fake.fail(plan);
      expect((await refusalOf(channel().send(reminder('923001234567')))).permanent).toBe(false);
    }
    fake.fail({ status: 400, code: 131026, message: 'Message undeliverable' });
    expect(await refusalOf(channel().send(reminder('923001234567')))).toMatchObject({ permanent: true, message: expect.stringContaining('Message undeliverable') });
  });

  it('gives up waiting after its timeout and leaves the message to a retry', async () => {
    fake.fail({ hangMs: 1_000 });
    const refusal = await refusalOf(channel({}, 100).send(reminder('923001234567')));
    expect(refusal).toMatchObject({ permanent: false, message: expect.stringContaining('did not answer in time') });
  });
});

describe('SMS API', () => {
  let fake: SmsFake;
  beforeAll(async () => {
    fake = await startSmsFake({ accountSid: SMS.accountSid, authToken: SMS.authToken });
  });
  afterAll(() => fake.close());
  const channel = (overrides: Partial<typeof SMS> = {}, timeoutMs?: number) => smsChannel({ apiUrl: fake.url, ...SMS, ...overrides }, 'https://book.shineworks.pk', fetch, timeoutMs);
  const message = (to: string): ChannelMessage => ({ id: 9, to, text: 'Hello Ayesha, your booking is confirmed.', payload: { type: 'text', text: 'unused' } });

  it('posts the form with basic auth and answers the sid; the status callback points at the app', async () => {
    fake.reset();
    const sid = await channel().send(message('+923001234567'));
    expect(sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(fake.accepted).toEqual([expect.objectContaining({ sid, to: '+923001234567', from: SMS.from, body: 'Hello Ayesha, your booking is confirmed.', statusCallback: 'https://book.shineworks.pk/api/webhooks/sms' })]);
  });

  it('retries wrong credentials (naming the settings), 429 and 5xx; fails an invalid number for good', async () => {
    expect(await refusalOf(channel({ authToken: 'wrong' }).send(message('+923001234567')))).toMatchObject({ permanent: false, message: expect.stringContaining('SMS_AUTH_TOKEN') });
    for (const status of [429, 503]) {
      fake.fail({ status });
      expect((await refusalOf(channel().send(message('+923001234567')))).permanent).toBe(false);
    }
    expect(await refusalOf(channel().send(message('923001234567')))).toMatchObject({ permanent: true, message: expect.stringContaining('21211') });
    fake.fail({ status: 400, code: 21610, message: 'Attempt to send to unsubscribed recipient' });
    expect((await refusalOf(channel().send(message('+923001234567')))).permanent).toBe(true);
  });

  it('gives up waiting after its timeout and leaves the message to a retry', async () => {
    fake.fail({ hangMs: 1_000 });
    expect((await refusalOf(channel({}, 100).send(message('+923001234567')))).permanent).toBe(false);
  });
});
