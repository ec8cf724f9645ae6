// The Safepay provider against the in-process fake over real HTTP: a checkout session for the invoice's amount in
// paisa, the hosted page and back, the state asked from Safepay's side, the signed webhook, refunds, and what a
// client of the provider sees when Safepay is slow, down, or refuses our keys.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GatewayUnreachable, SuspiciousAnswer, type LiveCharge, type LiveProvider } from '../../server/payments/provider';
import { safepayProvider, SafepayRefused } from '../../server/payments/safepay/provider';
import { listen, readBody, type Listening } from '../fakes/http';
import { startSafepayFake, TEST_CARDS, type SafepayFake } from '../fakes/safepay';

const KEYS = { apiKey: 'sec_8dcac601-4b70-442d-b198-03aadd28f12b', secretKey: 'safepay-secret-key', webhookSecret: 'safepay-webhook-secret' };
const NOW = new Date('2026-11-27T07:30:00Z');

let fake: SafepayFake;
let hook: Listening;
const delivered: { rawBody: Uint8Array; headers: Record<string, string | undefined> }[] = [];
let warnings: object[] = [];

beforeAll(async () => {
  hook = await listen(async (request, response) => {
    const raw = await readBody(request);
    delivered.push({ rawBody: new TextEncoder().encode(raw), headers: request.headers as Record<string, string | undefined> });
    response.writeHead(200).end();
  });
  fake = await startSafepayFake({ ...KEYS, webhookUrl: `${hook.url}/api/webhooks/safepay` });
});
afterAll(async () => {
  await fake.close();
  await hook.close();
});
beforeEach(() => {
  fake.reset();
  delivered.length = 0;
  warnings = [];
});

function provider(overrides: Partial<typeof KEYS> = {}, timeoutMs = 2000): LiveProvider {
  return safepayProvider({ apiUrl: fake.url, ...KEYS, ...overrides, timeoutMs, log: { warn: (fields, message) => warnings.push({ ...fields, message }) } });
}

function cardCharge(safepay: LiveProvider, amount = 2500): LiveCharge {
  return {
    transactionId: 'txn_1',
    reference: safepay.newReference(NOW),
    amount,
    invoiceNumber: 'INV-2026-0042',
    method: 'card',
    returnUrl: 'http://127.0.0.1:3000/api/payments/return/safepay?txn=txn_1',
    cancelUrl: 'http://127.0.0.1:3000/bookings/b-1/pay?cancelled=1',
    now: NOW,
  };
}

async function startCheckout(safepay: LiveProvider, amount = 2500) {
  const charge = cardCharge(safepay, amount);
  const outcome = await safepay.charge(charge);
  if (outcome.status !== 'redirect' || !outcome.providerReference) throw new Error(`expected a redirect with a tracker, got ${JSON.stringify(outcome)}`);
  // The customer's browser opens the hosted page: that is where Safepay learns the URLs to send it back to.
  expect((await fetch(outcome.redirect.url)).status).toBe(200);
  return { charge, url: new URL(outcome.redirect.url), tracker: outcome.providerReference, outcome };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

describe('Safepay checkout', () => {
  it('makes short unique alphanumeric references', () => {
    const safepay = provider();
    const references = new Set(Array.from({ length: 200 }, () => safepay.newReference(NOW)));
    expect(references.size).toBe(200);
    for (const reference of references) expect(reference).toMatch(/^SP261127073000[0-9A-Z]{6}$/);
  });

  it('starts a session for the invoice amount in paisa and sends the customer to the hosted page with our return URLs', async () => {
    const safepay = provider();
    const { charge, url, tracker, outcome } = await startCheckout(safepay);
    expect(outcome).toMatchObject({ status: 'redirect', redirect: { method: 'GET', fields: {} } });
    expect(tracker).toMatch(/^track_/);
    expect(fake.payments.get(tracker)).toMatchObject({ amount: 250000, currency: 'PKR', state: 'TRACKER_STARTED' });
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/components`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      beacon: tracker,
      order_id: charge.reference,
      source: 'custom',
      redirect_url: charge.returnUrl,
      cancel_url: charge.cancelUrl,
      env: 'sandbox',
      webhooks: 'true',
    });
    const page = await (await fetch(url)).text();
    expect(page).toContain('PKR 2,500.00');
    expect(page).toContain(charge.reference);
  });

  it('answers pending while the customer has not paid', async () => {
    const safepay = provider();
    const { tracker } = await startCheckout(safepay);
    expect(await safepay.inquire({ reference: tracker, method: 'card', amount: 2500, now: NOW })).toEqual({ status: 'pending' });
  });

  it('reads a paid card from the return (signature checked, state asked from Safepay), the webhook and an inquiry', async () => {
    const safepay = provider();
    const { charge, tracker } = await startCheckout(safepay);
    const paid = await fake.pay(tracker, '4242 4242 4242 4242');
    if ('error' in paid || !paid.redirect) throw new Error('the fake did not take the test card');
    const back = new URL(paid.redirect);
    expect(back.searchParams.get('txn')).toBe('txn_1');
    expect(back.searchParams.get('order_id')).toBe(charge.reference);

    expect(await safepay.readReturn!({ query: back.searchParams, form: null })).toEqual({ reference: tracker, outcome: { status: 'paid', providerTxnId: tracker } });
    expect(delivered).toHaveLength(1);
    expect(await safepay.readWebhook!(delivered[0]!)).toEqual({ reference: tracker, outcome: { status: 'paid', providerTxnId: tracker } });
    expect(await safepay.inquire({ reference: tracker, method: 'card', amount: 2500, now: NOW })).toEqual({ status: 'paid', providerTxnId: tracker });
    // Before the caller stored the tracker, our own order id finds it too (same process).
    expect(await safepay.inquire({ reference: charge.reference, method: 'card', amount: 2500, now: NOW })).toEqual({ status: 'paid', providerTxnId: tracker });
  });

  it('reads a declined card as declined everywhere', async () => {
    const safepay = provider();
    const { tracker } = await startCheckout(safepay);
    const declined = await fake.pay(tracker, TEST_CARDS.declined);
    if ('error' in declined || !declined.redirect) throw new Error('the fake did not take the test card');
    const outcome = { status: 'declined', reason: 'declined', gatewayCode: 'TRACKER_FAILED' };
    expect(await safepay.readReturn!({ query: new URL(declined.redirect).searchParams, form: null })).toEqual({ reference: tracker, outcome });
    expect(await safepay.readWebhook!(delivered[0]!)).toEqual({ reference: tracker, outcome });
    expect(await safepay.inquire({ reference: tracker, method: 'card', amount: 2500, now: NOW })).toEqual(outcome);
  });

  it('refuses a tampered return and a tampered webhook, changing nothing', async () => {
    const safepay = provider();
    const first = await startCheckout(safepay);
    const second = await startCheckout(safepay);
    const paid = await fake.pay(first.tracker, TEST_CARDS.paid);
    if ('error' in paid || !paid.redirect) throw new Error('the fake did not take the test card');
    const query = new URL(paid.redirect).searchParams;
    query.set('tracker', second.tracker);
    expect(await failure(safepay.readReturn!({ query, form: null }))).toBeInstanceOf(SuspiciousAnswer);

    const forged = await fake.pay(second.tracker, TEST_CARDS.paid, true);
    if ('error' in forged || !forged.redirect) throw new Error('the fake did not take the test card');
    expect(await failure(safepay.readReturn!({ query: new URL(forged.redirect).searchParams, form: null }))).toBeInstanceOf(SuspiciousAnswer);
    expect(await failure(safepay.readWebhook!(delivered[1]!))).toBeInstanceOf(SuspiciousAnswer);
    expect(warnings.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(warnings)).not.toContain(KEYS.secretKey);
  });

  it('refuses a return that names another order than the tracker it carries', async () => {
    const safepay = provider();
    const first = await startCheckout(safepay);
    const second = await startCheckout(safepay);
    const paid = await fake.pay(first.tracker, TEST_CARDS.paid);
    if ('error' in paid || !paid.redirect) throw new Error('the fake did not take the test card');
    const query = new URL(paid.redirect).searchParams;
    query.set('order_id', second.charge.reference);
    expect(await failure(safepay.readReturn!({ query, form: null }))).toBeInstanceOf(SuspiciousAnswer);
  });

  it('does not believe a paid tracker whose amount is not the invoice amount', async () => {
    const safepay = provider();
    const { tracker } = await startCheckout(safepay, 100);
    await fake.pay(tracker, TEST_CARDS.paid);
    expect(await failure(safepay.inquire({ reference: tracker, method: 'card', amount: 2500, now: NOW }))).toBeInstanceOf(SuspiciousAnswer);
  });
});

describe('Safepay unavailable or refusing', () => {
  it('is unreachable when Safepay does not answer in time or answers 5xx', async () => {
    const safepay = provider({}, 300);
    fake.fail({ hangMs: 1000 });
    expect(await failure(safepay.charge(cardCharge(safepay)))).toBeInstanceOf(GatewayUnreachable);
    fake.fail({ status: 503, message: 'upstream unavailable' });
    expect(await failure(safepay.charge(cardCharge(safepay)))).toBeInstanceOf(GatewayUnreachable);
    const { tracker } = await startCheckout(safepay);
    fake.fail({ status: 502 });
    expect(await failure(safepay.inquire({ reference: tracker, method: 'card', amount: 2500, now: NOW }))).toBeInstanceOf(GatewayUnreachable);
  });

  it('is unreachable when nothing listens at the API URL', async () => {
    const safepay = safepayProvider({ apiUrl: 'http://127.0.0.1:9', ...KEYS, timeoutMs: 500, log: { warn: () => undefined } });
    expect(await failure(safepay.charge(cardCharge(safepay)))).toBeInstanceOf(GatewayUnreachable);
  });

  it('says which key is wrong when Safepay refuses the API key or the secret key', async () => {
    const wrongKey = provider({ apiKey: 'sec_wrong' });
    const refusedKey = await failure(wrongKey.charge(cardCharge(wrongKey)));
    expect(refusedKey).toBeInstanceOf(SafepayRefused);
    expect((refusedKey as SafepayRefused).status).toBe(401);
    expect((refusedKey as Error).message).toContain('SAFEPAY_API_KEY');
    expect(fake.payments.size).toBe(0);

    const { tracker } = await startCheckout(provider());
    const wrongSecret = provider({ secretKey: 'not-the-secret' });
    const refusedSecret = await failure(wrongSecret.inquire({ reference: tracker, method: 'card', amount: 2500, now: NOW }));
    expect(refusedSecret).toBeInstanceOf(SafepayRefused);
    expect((refusedSecret as Error).message).toContain('SAFEPAY_SECRET_KEY');
  });

  it('takes cards only', async () => {
    const safepay = provider();
    expect(safepay.methods).toEqual(['card']);
    expect(await failure(safepay.charge({ ...cardCharge(safepay), method: 'jazzcash', phone: '03001234567' }))).toBeInstanceOf(Error);
    expect(fake.payments.size).toBe(0);
  });
});

describe('Safepay refunds', () => {
  async function paidPayment(timeoutMs?: number) {
    const safepay = provider({}, timeoutMs);
    const { charge, tracker } = await startCheckout(safepay);
    await fake.pay(tracker, TEST_CARDS.paid);
    return { safepay, charge, tracker };
  }
  const refundOf = (reference: string, tracker: string | null) => ({ transactionId: 'txn_1', reference, providerTxnId: tracker, refundId: 'rfd_1', amount: 2500, method: 'card' as const, now: NOW });

  it('gives the whole payment back through Safepay, once, even when asked twice', async () => {
    const { safepay, tracker } = await paidPayment();
    expect(await safepay.refund(refundOf(tracker, tracker))).toEqual({ status: 'refunded' });
    expect(fake.payments.get(tracker)).toMatchObject({ state: 'TRACKER_REFUNDED', refunded: 250000 });
    expect(await safepay.refund(refundOf(tracker, tracker))).toEqual({ status: 'refunded' });
    expect(fake.payments.get(tracker)?.refunded).toBe(250000);
    // The refunded payment still reads as paid: the refund is the workshop's record, not a failed payment.
    expect(await safepay.inquire({ reference: tracker, method: 'card', amount: 2500, now: NOW })).toEqual({ status: 'paid', providerTxnId: tracker });
  });

  it('leaves to the workshop a payment Safepay cannot give back, and is unreachable when Safepay is down', async () => {
    const { safepay, tracker } = await paidPayment(300);
    fake.fail({ hangMs: 1000 });
    expect(await failure(safepay.refund(refundOf(tracker, tracker)))).toBeInstanceOf(GatewayUnreachable);
    expect(fake.payments.get(tracker)?.refunded).toBe(0);

    // Part of it was given back from Safepay's dashboard: the rest is the workshop's to return.
    fake.payments.get(tracker)!.state = 'TRACKER_PARTIAL_REFUND';
    expect(await safepay.refund(refundOf(tracker, tracker))).toEqual({ status: 'by_hand' });
  });

  it('refuses to refund a payment that was never taken', async () => {
    const safepay = provider();
    const declined = await startCheckout(safepay);
    await fake.pay(declined.tracker, TEST_CARDS.declined);
    expect(await failure(safepay.refund(refundOf(declined.tracker, declined.tracker)))).toBeInstanceOf(SafepayRefused);
    expect(fake.payments.get(declined.tracker)).toMatchObject({ state: 'TRACKER_FAILED', refunded: 0 });
  });
});

describe('the hosted page', () => {
  const submit = (fields: Record<string, string>) =>
    fetch(`${fake.url}/components/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

  it('sends the browser back signed after Pay, to the cancel URL after Cancel, and keeps it on the page for another card', async () => {
    const safepay = provider();
    const first = await startCheckout(safepay);
    const wrongCard = await submit({ beacon: first.tracker, card: '5555 5555 5555 4444', action: 'pay' });
    expect(wrongCard.status).toBe(422);
    expect(await wrongCard.text()).toContain('role="alert"');

    const paid = await submit({ beacon: first.tracker, card: '4242 4242 4242 4242', action: 'pay' });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('http://127.0.0.1:3000/api/payments/return/safepay');
    expect(await safepay.readReturn!({ query: back.searchParams, form: null })).toEqual({ reference: first.tracker, outcome: { status: 'paid', providerTxnId: first.tracker } });
    expect(fake.payments.get(first.tracker)?.cardLast4).toBe('4242');

    const second = await startCheckout(safepay);
    const cancelled = await submit({ beacon: second.tracker, card: '', action: 'cancel' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(second.charge.cancelUrl);
    expect(await safepay.inquire({ reference: second.tracker, method: 'card', amount: 2500, now: NOW })).toEqual({ status: 'pending' });
  });
});

describe('the Safepay fake refuses what Safepay refuses', () => {
  const init = (body: object) => fetch(`${fake.url}/order/v1/init`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('an amount that is not a whole number of paisa, another currency or environment, a wrong key', async () => {
    const good = { client: KEYS.apiKey, amount: 250000, currency: 'PKR', environment: 'sandbox' };
    expect((await init(good)).status).toBe(200);
    for (const bad of [{ amount: '2500.00' }, { amount: 2500.5 }, { amount: 0 }, { currency: 'USD' }, { environment: 'production' }]) {
      expect((await init({ ...good, ...bad })).status).toBe(400);
    }
    expect((await init({ ...good, client: 'sec_wrong' })).status).toBe(401);
  });

  it('an unknown tracker, and the reporter without the secret key', async () => {
    const headers = { 'x-sfpy-merchant-secret': KEYS.secretKey };
    expect((await fetch(`${fake.url}/reporter/api/v1/payments/track_unknown`, { headers })).status).toBe(404);
    const { tracker } = await startCheckout(provider());
    expect((await fetch(`${fake.url}/reporter/api/v1/payments/${tracker}`)).status).toBe(401);
  });
});
