// Safepay's signatures as the provider checks them: the webhook's X-SFPY-SIGNATURE (HMAC-SHA512 of the raw body, the
// header in whatever case it comes) and the return's `sig` (HMAC-SHA256 of the tracker). A wrong one is refused and
// nothing of the call is reported.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SuspiciousAnswer } from '../../server/payments/provider';
import { safepayProvider } from '../../server/payments/safepay/provider';

const SETTINGS = { apiUrl: 'http://127.0.0.1:9', apiKey: 'sec_test-key', secretKey: 'secret-key-123', webhookSecret: 'webhook-secret-456' };
const TRACKER = 'track_06ee38cb-981d-4158-819f-7231f28314e4';

function provider() {
  const warnings: string[] = [];
  const made = safepayProvider({ ...SETTINGS, log: { warn: (_fields, message) => warnings.push(message) } });
  return { provider: made, warnings };
}

const hmac512 = (key: string, text: string) => createHmac('sha512', key).update(text, 'utf8').digest('hex');
const bytes = (text: string) => new TextEncoder().encode(text);

// Spaced and ordered as a sender may write it: JSON.stringify of the parsed object is a different string.
const succeeded = `{
  "type": "payment.succeeded", "version": "2.0.0",
  "data": { "tracker": "${TRACKER}", "state": "TRACKER_ENDED", "amount": 250000, "currency": "PKR", "metadata": { "order_id": "SP2611270730ABCDEF" } }
}`;

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

describe('Safepay webhook signature', () => {
  it('believes a body whose HMAC-SHA512 of the raw bytes matches, and reports the payment paid', async () => {
    const { provider: safepay } = provider();
    const report = await safepay.readWebhook!({ rawBody: bytes(succeeded), headers: { 'x-sfpy-signature': hmac512(SETTINGS.webhookSecret, succeeded) } });
    expect(report).toEqual({ reference: TRACKER, outcome: { status: 'paid', providerTxnId: TRACKER } });
  });

  it.each(['X-SFPY-SIGNATURE', 'x-sfpy-signature', 'X-Sfpy-Signature', 'X-SFPY-Signature'])('reads the header spelled %s', async (name) => {
    const { provider: safepay } = provider();
    const report = await safepay.readWebhook!({ rawBody: bytes(succeeded), headers: { 'content-type': 'application/json', [name]: hmac512(SETTINGS.webhookSecret, succeeded) } });
    expect(report?.outcome.status).toBe('paid');
  });

  it('refuses a wrong signature, a missing one, and one made with another secret', async () => {
    const { provider: safepay, warnings } = provider();
    const good = hmac512(SETTINGS.webhookSecret, succeeded);
    const flipped = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    for (const headers of [{ 'x-sfpy-signature': flipped }, {}, { 'x-sfpy-signature': hmac512('another-secret', succeeded) }, { 'x-sfpy-signature': 'not-hex' }]) {
      expect(await thrown(safepay.readWebhook!({ rawBody: bytes(succeeded), headers }))).toBeInstanceOf(SuspiciousAnswer);
    }
    expect(warnings).toHaveLength(4);
    expect(warnings.join(' ')).not.toContain(good);
  });

  it('hashes the raw body: a signature over the re-serialised JSON does not pass, and a changed amount does not either', async () => {
    const { provider: safepay } = provider();
    const reserialised = JSON.stringify(JSON.parse(succeeded));
    expect(reserialised).not.toBe(succeeded);
    expect(await thrown(safepay.readWebhook!({ rawBody: bytes(succeeded), headers: { 'x-sfpy-signature': hmac512(SETTINGS.webhookSecret, reserialised) } }))).toBeInstanceOf(SuspiciousAnswer);
    const tampered = succeeded.replace('250000', '100');
    expect(await thrown(safepay.readWebhook!({ rawBody: bytes(tampered), headers: { 'x-sfpy-signature': hmac512(SETTINGS.webhookSecret, succeeded) } }))).toBeInstanceOf(SuspiciousAnswer);
  });

  it('reads a failed payment as declined and ignores refund and unknown events', async () => {
    const { provider: safepay } = provider();
    const event = (type: string) => JSON.stringify({ type, data: { tracker: TRACKER, state: 'TRACKER_FAILED', amount: 250000, currency: 'PKR' } });
    const read = (body: string) => safepay.readWebhook!({ rawBody: bytes(body), headers: { 'x-sfpy-signature': hmac512(SETTINGS.webhookSecret, body) } });
    expect(await read(event('payment.failed'))).toEqual({ reference: TRACKER, outcome: { status: 'declined', reason: 'declined', gatewayCode: 'TRACKER_FAILED' } });
    expect(await read(event('payment.refunded'))).toBeNull();
    expect(await read(event('refund:created'))).toBeNull();
    expect(await read(event('subscription.created'))).toBeNull();
    expect(await read('not json')).toBeNull();
  });
});

describe('Safepay return signature', () => {
  const sig = (tracker: string, key = SETTINGS.secretKey) => createHmac('sha256', key).update(tracker).digest('hex');

  it.each([
    ['a tracker changed after signing', { tracker: 'track_00000000-0000-0000-0000-000000000000', sig: sig(TRACKER) }],
    ['no sig', { tracker: TRACKER }],
    ['a sig made with another key', { tracker: TRACKER, sig: sig(TRACKER, 'not-the-secret') }],
    ['no tracker', { sig: sig('') }],
  ])('refuses %s before asking Safepay anything', async (_name, fields) => {
    const { provider: safepay } = provider();
    const query = new URLSearchParams(fields as Record<string, string>);
    // The API URL answers nothing: a refused return must not even get as far as an inquiry.
    expect(await thrown(safepay.readReturn!({ query, form: null }))).toBeInstanceOf(SuspiciousAnswer);
  });
});
