// PAYMENT_GATEWAY=live with Safepay (cards) and Easypaisa (wallet), through the real app and fakes speaking their
// HTTP: a card on Safepay's hosted checkout paid and confirmed by the return (its sig checked, the state asked at
// Safepay), a webhook whose signature is wrong refused, a checkout Safepay could not open answered 502 without a
// charge; an Easypaisa payment waiting for approval settled by its IPN (read only on Easypaisa's host), a refund of an
// Easypaisa payment left to be returned by hand.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { BookingDetail } from '../../src/domain/types';
import { createApp, type App } from '../../server/app';
import { createAppDeps } from '../../server/app-deps';
import type { DatabaseHandle } from '../../server/db/client';
import { invoices, payments, refunds } from '../../server/db/schema';
import { seedCatalogue } from '../../server/db/seed';
import { EASYPAISA_FAKE_MOBILES, startEasypaisaFake } from '../fakes/easypaisa';
import { startSafepayFake } from '../fakes/safepay';
import { call, removeTempDirs, testConfig } from './helpers/app';
import { bookFor, customerWithCar, type CustomerWithCar } from './helpers/customers';
import { openTemplatePglite } from './helpers/pglite-template';
import { OPS_TOKEN_HEADERS } from './helpers/staff';

const NOW = new Date('2026-11-22T05:30:00Z');
const DAY = addDays('2026-11-22', 3);
const SAFEPAY = { apiKey: 'sec_test_api_key', secretKey: 'test-safepay-secret', webhookSecret: 'test-safepay-webhook-secret' };
const EASYPAISA = { storeId: '12345', username: 'test-easypaisa-user', password: 'test-easypaisa-password', accountNumber: '03001234567' };

const safepay = await startSafepayFake(SAFEPAY);
const easypaisa = await startEasypaisaFake(EASYPAISA);
let handle: DatabaseHandle;
let app: App;

beforeAll(async () => {
  handle = await openTemplatePglite();
  await seedCatalogue(handle.db);
  const config = testConfig({
    PAYMENT_GATEWAY: 'live',
    SAFEPAY_API_URL: safepay.url,
    SAFEPAY_API_KEY: SAFEPAY.apiKey,
    SAFEPAY_SECRET_KEY: SAFEPAY.secretKey,
    SAFEPAY_WEBHOOK_SECRET: SAFEPAY.webhookSecret,
    EASYPAISA_API_URL: easypaisa.url,
    EASYPAISA_STORE_ID: EASYPAISA.storeId,
    EASYPAISA_USERNAME: EASYPAISA.username,
    EASYPAISA_PASSWORD: EASYPAISA.password,
    EASYPAISA_ACCOUNT_NUM: EASYPAISA.accountNumber,
  });
  config.now = () => NOW;
  app = createApp(createAppDeps({ db: handle.db, config }));
});
afterAll(async () => {
  await handle?.close();
  await Promise.all([safepay.close(), easypaisa.close()]);
  removeTempDirs();
});

type PendingAnswer = { success: false; pending: true; transactionId: string; redirect?: { url: string; method: string } };
const payCard = (who: CustomerWithCar, booking: BookingDetail) =>
  call<PendingAnswer>(app, 'POST', '/api/payments/card', { cookie: who.customer.cookie, body: { bookingId: booking.id } });
const attemptOf = async (transactionId: string) => (await handle.db.select().from(payments).where(eq(payments.transactionId, transactionId)))[0];
const invoiceOf = async (booking: BookingDetail) => (await handle.db.select().from(invoices).where(eq(invoices.bookingId, booking.id)))[0];

describe('a live server with Safepay and Easypaisa', () => {
  it('offers the card on the hosted checkout and Easypaisa, nothing else', async () => {
    const answer = await call<{ data: unknown[] }>(app, 'GET', '/api/payments/methods');
    expect(answer.body.data).toEqual([
      { id: 'card', name: 'Credit/Debit Card', hosted: true },
      { id: 'wallet', name: 'Digital Wallet', wallets: [{ id: 'easypaisa', name: 'Easypaisa', needsPhone: true }] },
    ]);
  });

  it('sends the card to Safepay’s checkout and takes the signed return only after asking Safepay', async () => {
    const who = await customerWithCar(app);
    const booking = await bookFor(app, who, DAY);
    const answer = await payCard(who, booking);
    expect(answer.status).toBe(202);
    expect(answer.body.redirect?.method).toBe('GET');
    const checkout = new URL(answer.body.redirect?.url ?? '');
    expect(checkout.origin).toBe(safepay.url);
    expect(checkout.searchParams.get('redirect_url')).toBe('http://localhost:3000/api/payments/return/safepay');
    expect(checkout.searchParams.get('cancel_url')).toBe(`http://localhost:3000/payment/${answer.body.transactionId}?cancelled=1`);
    // Safepay knows the payment by its tracker, which is kept as the reference.
    const tracker = checkout.searchParams.get('beacon') ?? '';
    expect((await attemptOf(answer.body.transactionId))?.reference).toBe(tracker);
    expect(safepay.payments.get(tracker)?.amount).toBe(booking.total_amount * 100);

    await fetch(checkout); // the customer opens the page
    const paid = await safepay.pay(tracker, '4242 4242 4242 4242');
    const back = 'redirect' in paid && paid.redirect ? new URL(paid.redirect) : null;
    expect(back?.pathname).toBe('/api/payments/return/safepay');

    const forged = new URLSearchParams(back?.search);
    forged.set('sig', '0'.repeat(64));
    const refused = await call<{ message: string }>(app, 'GET', `/api/payments/return/safepay?${forged}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.payments.unconfirmed);
    expect((await attemptOf(answer.body.transactionId))?.status).toBe('pending');

    const returned = await call(app, 'GET', `/api/payments/return/safepay${back?.search ?? ''}`);
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toBe(`/payment/${answer.body.transactionId}`);
    expect((await attemptOf(answer.body.transactionId))?.status).toBe('succeeded');
    expect((await invoiceOf(booking))?.paymentStatus).toBe('paid');
  });

  it('takes a new card checkout after one was left on Safepay’s page, and gives back the old one if it is paid after all', async () => {
    const who = await customerWithCar(app);
    const booking = await bookFor(app, who, DAY);
    const left = await payCard(who, booking);
    expect(left.status).toBe(202);
    const again = await payCard(who, booking);
    expect(again.status).toBe(202);

    const returnOf = async (answer: typeof left) => {
      const checkout = new URL(answer.body.redirect?.url ?? '');
      await fetch(checkout); // the customer opens the page
      const paid = await safepay.pay(checkout.searchParams.get('beacon') ?? '', '4242 4242 4242 4242');
      const back = 'redirect' in paid && paid.redirect ? new URL(paid.redirect) : null;
      return call(app, 'GET', `/api/payments/return/safepay${back?.search ?? ''}`);
    };
    expect((await returnOf(again)).status).toBe(303);
    expect((await invoiceOf(booking))?.paymentStatus).toBe('paid');
    // The page left open in another tab is paid too: that money goes back through Safepay, tracked.
    expect((await returnOf(left)).status).toBe(303);
    const stray = await attemptOf(left.body.transactionId);
    expect(stray?.status).toBe('refunded');
    expect(safepay.payments.get(stray?.reference ?? '')?.state).toBe('TRACKER_REFUNDED');
    expect(await handle.db.select().from(refunds).where(eq(refunds.paymentId, stray?.id ?? ''))).toMatchObject([{ kind: 'payment', status: 'succeeded' }]);
    expect((await invoiceOf(booking))?.paymentStatus).toBe('paid');
  });

  it('refuses a webhook whose X-SFPY-SIGNATURE is not the body’s, and takes a signed one', async () => {
    const who = await customerWithCar(app);
    const booking = await bookFor(app, who, DAY);
    const answer = await payCard(who, booking);
    const tracker = new URL(answer.body.redirect?.url ?? '').searchParams.get('beacon') ?? '';
    await fetch(answer.body.redirect?.url ?? '');
    await safepay.pay(tracker, '4242 4242 4242 4242');
    const body = JSON.stringify({ type: 'payment.succeeded', data: { tracker, state: 'TRACKER_ENDED', amount: booking.total_amount * 100, currency: 'PKR' } });
    const signed = (secret: string) => createHmac('sha512', secret).update(body).digest('hex');
    const post = (signature: string) => call(app, 'POST', '/api/webhooks/safepay', { raw: body, headers: { 'Content-Type': 'application/json', 'X-SFPY-SIGNATURE': signature } });

    expect((await post(signed('someone-else'))).status).toBe(401);
    expect((await attemptOf(answer.body.transactionId))?.status).toBe('pending');
    expect((await post(signed(SAFEPAY.webhookSecret))).status).toBe(200);
    expect((await attemptOf(answer.body.transactionId))?.status).toBe('succeeded');
  });

  it('answers 502 and charges nothing when Safepay cannot open a checkout', async () => {
    const who = await customerWithCar(app);
    const booking = await bookFor(app, who, DAY);
    safepay.fail({ status: 503 });
    const answer = await call<{ error: string; transactionId: string }>(app, 'POST', '/api/payments/card', { cookie: who.customer.cookie, body: { bookingId: booking.id } });
    expect(answer.status).toBe(502);
    expect(answer.body.error).toBe(messages.payments.gatewayUnavailable);
    expect((await attemptOf(answer.body.transactionId))?.status).toBe('failed');
    expect((await payCard(who, booking)).status).toBe(202);
  });

  it('settles an Easypaisa payment waiting for approval when its IPN names it, and only from Easypaisa’s host', async () => {
    const who = await customerWithCar(app);
    const booking = await bookFor(app, who, DAY);
    const answer = await call<PendingAnswer>(app, 'POST', '/api/payments/wallet', {
      cookie: who.customer.cookie,
      body: { walletType: 'easypaisa', phone: EASYPAISA_FAKE_MOBILES.pending, bookingId: booking.id },
    });
    expect(answer.status).toBe(202);
    const orderId = (await attemptOf(answer.body.transactionId))?.reference ?? '';
    await easypaisa.settle(orderId, 'PAID');

    const foreign = await call(app, 'GET', `/api/webhooks/easypaisa?url=${encodeURIComponent(`https://easypay.example.com/ipn/${orderId}`)}`);
    expect(foreign.status).toBe(400);
    expect((await attemptOf(answer.body.transactionId))?.status).toBe('pending');

    const ipn = await call(app, 'GET', `/api/webhooks/easypaisa?url=${encodeURIComponent(easypaisa.ipnUrl(orderId))}`);
    expect(ipn.status).toBe(200);
    expect((await attemptOf(answer.body.transactionId))?.status).toBe('succeeded');
    expect((await invoiceOf(booking))?.paymentStatus).toBe('paid');

    // Easypay has no refund API: the admin's refund waits on the list, to be returned by hand.
    const refund = await call<{ data: { status: string } }>(app, 'POST', `/api/ops/invoices/${booking.invoice_id}/refund`, { headers: OPS_TOKEN_HEADERS, body: {} });
    expect(refund.body.data.status).toBe('to_return');
  });
});
