// The Easypaisa provider against its fake over real HTTP: what a payment service notices — paid, pending then settled
// by the inquiry, declined with a reason, a timeout that is never a second debit, refused credentials, the amount in
// Easypay's form, and a refund that is returned by hand.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { easypaisaProvider } from '../../server/payments/easypaisa/provider';
import type { EasypaisaSettings } from '../../server/payments/easypaisa/settings';
import { GatewayUnreachable, SuspiciousAnswer, type LiveCharge, type LiveProvider } from '../../server/payments/provider';
import { EASYPAISA_FAKE_MOBILES, startEasypaisaFake, type EasypaisaFake } from '../fakes/easypaisa';

const STORE = { storeId: '12345', username: 'workshop-api', password: 'open-api-secret', accountNumber: '654321' };
const PAYING = '03451234567';

let fake: EasypaisaFake;
let warnings: { fields: object; message: string }[];

function provider(overrides: Partial<EasypaisaSettings> = {}): LiveProvider {
  return easypaisaProvider({
    apiUrl: fake.url,
    ...STORE,
    emailAddress: 'payments@workshop.example',
    timeoutMs: 2_000,
    log: { warn: (fields, message) => warnings.push({ fields, message }) },
    ...overrides,
  });
}

function chargeOf(gateway: LiveProvider, phone: string, amount = 1500, now = new Date()): LiveCharge {
  return {
    transactionId: 'txn_1',
    reference: gateway.newReference(now),
    amount,
    invoiceNumber: 'INV-2026-0001',
    method: 'easypaisa',
    phone,
    returnUrl: 'http://127.0.0.1:3000/payment/return',
    cancelUrl: 'http://127.0.0.1:3000/payment/cancel',
    now,
  };
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

/** An initiation sent straight to the fake, the way Easypay's own API would be called. */
async function initiateDirectly(body: Record<string, unknown>, username = STORE.username, password = STORE.password) {
  const response = await fetch(`${fake.url}/easypay-service/rest/v4/initiate-ma-transaction`, {
    method: 'POST',
    headers: { credentials: Buffer.from(`${username}:${password}`).toString('base64'), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { responseCode: string; responseDesc: string };
}

beforeAll(async () => {
  fake = await startEasypaisaFake({ ...STORE, hangMs: 1_500 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  warnings = [];
});

describe('Easypaisa Mobile Account payments', () => {
  it('takes a payment the customer approves: paid, with Easypaisa’s transaction id, the amount as "1500.00"', async () => {
    const gateway = provider();
    const charge = chargeOf(gateway, PAYING, 1500);
    const outcome = await gateway.charge(charge);
    expect(fake.payments).toEqual([
      expect.objectContaining({ orderId: charge.reference, storeId: STORE.storeId, transactionAmount: '1500.00', mobileAccountNo: PAYING, emailAddress: 'payments@workshop.example', status: 'PAID' }),
    ]);
    expect(outcome).toEqual({ status: 'paid', providerTxnId: fake.payments[0]?.transactionId });
    expect(warnings).toEqual([]);
  });

  it('sends whole rupees with two decimals and refuses to send anything that is not a whole positive amount', async () => {
    const gateway = provider();
    await gateway.charge(chargeOf(gateway, PAYING, 10));
    await gateway.charge(chargeOf(gateway, PAYING, 125_000));
    expect(fake.payments.map((payment) => payment.transactionAmount)).toEqual(['10.00', '125000.00']);
    await expect(gateway.charge(chargeOf(gateway, PAYING, 12.5))).rejects.toThrow(RangeError);
    await expect(gateway.charge(chargeOf(gateway, PAYING, 0))).rejects.toThrow(RangeError);
    expect(fake.payments).toHaveLength(2);
  });

  it('is refused by the fake, as by Easypay, for an amount not in rupees with two decimals', async () => {
    const base = { storeId: STORE.storeId, transactionType: 'MA', mobileAccountNo: PAYING, emailAddress: 'payments@workshop.example' };
    for (const transactionAmount of ['10', '1000', '10.5', 10]) {
      expect(await initiateDirectly({ ...base, orderId: `EPRAW${String(transactionAmount).replace('.', '')}`, transactionAmount })).toMatchObject({ responseCode: '0002' });
    }
    expect(await initiateDirectly({ ...base, orderId: 'EPRAWOK', transactionAmount: '10.00' })).toMatchObject({ responseCode: '0000' });
  });

  it('takes the mobile as 03XXXXXXXXX from what a customer types, and declines a number that is no wallet without a call', async () => {
    const gateway = provider();
    expect(await gateway.charge(chargeOf(gateway, '+92 345-1234567'))).toMatchObject({ status: 'paid' });
    expect(fake.payments[0]?.mobileAccountNo).toBe(PAYING);
    expect(await gateway.charge(chargeOf(gateway, '12345'))).toEqual({ status: 'declined', reason: 'not_registered' });
    expect(fake.payments).toHaveLength(1);
  });

  it('leaves a payment the customer has not approved yet pending, and the inquiry settles it', async () => {
    const gateway = provider();
    const charge = chargeOf(gateway, EASYPAISA_FAKE_MOBILES.pending, 2500);
    expect(await gateway.charge(charge)).toEqual({ status: 'pending' });
    expect(await gateway.inquire(charge)).toEqual({ status: 'pending' });
    await fake.settle(charge.reference, 'PAID');
    expect(await gateway.inquire(charge)).toEqual({ status: 'paid', providerTxnId: fake.payments[0]?.transactionId });
    expect(fake.payments).toHaveLength(1);
  });

  it('reads why a pending payment failed or ended from the inquiry', async () => {
    const gateway = provider();
    const failed = chargeOf(gateway, EASYPAISA_FAKE_MOBILES.pending);
    const expired = chargeOf(gateway, EASYPAISA_FAKE_MOBILES.pending);
    await gateway.charge(failed);
    await gateway.charge(expired);
    await fake.settle(failed.reference, 'FAILED', 'AUTHORIZATION_SENDER_ACCOUNT_NOT_ACTIVE');
    await fake.settle(expired.reference, 'EXPIRED');
    expect(await gateway.inquire(failed)).toEqual({ status: 'declined', reason: 'not_registered', gatewayCode: 'FAILED' });
    expect(await gateway.inquire(expired)).toEqual({ status: 'declined', reason: 'expired', gatewayCode: 'EXPIRED' });
  });

  it('declines a wallet with too little money or none at all, with the reason and Easypaisa’s code', async () => {
    const gateway = provider();
    expect(await gateway.charge(chargeOf(gateway, EASYPAISA_FAKE_MOBILES.lowBalance))).toEqual({ status: 'declined', reason: 'insufficient_funds', gatewayCode: '0013' });
    expect(await gateway.charge(chargeOf(gateway, EASYPAISA_FAKE_MOBILES.notRegistered))).toEqual({ status: 'declined', reason: 'not_registered', gatewayCode: '0014' });
    expect(warnings).toEqual([]);
  });

  it('treats a timeout as unknown, finds the payment paid by inquiry, and never initiates the same order twice', async () => {
    const gateway = provider({ timeoutMs: 300 });
    const charge = chargeOf(gateway, EASYPAISA_FAKE_MOBILES.hanging, 1800);
    expect(await thrown(gateway.charge(charge))).toBeInstanceOf(GatewayUnreachable);
    expect(await gateway.inquire(charge)).toMatchObject({ status: 'paid' });

    const again = await initiateDirectly({ orderId: charge.reference, storeId: STORE.storeId, transactionAmount: '1800.00', transactionType: 'MA', mobileAccountNo: PAYING, emailAddress: 'payments@workshop.example' });
    expect(again).toEqual({ responseCode: '0003', responseDesc: 'INVALID ORDER ID' });

    // The same reference charged again is an inquiry: no second initiation leaves this provider.
    expect(await gateway.charge(charge)).toMatchObject({ status: 'paid' });
    expect(fake.initiations).toEqual([charge.reference, charge.reference]); // the provider's one and the direct repeat above
    // One started afresh (after a restart) does not remember it; Easypay refuses the repeat and the inquiry answers.
    expect(await provider().charge(charge)).toMatchObject({ status: 'paid' });
    expect(fake.payments).toHaveLength(1);
  });

  it('declines, and tells the workshop, when Easypaisa refuses the credentials; nothing is taken', async () => {
    const gateway = provider({ password: 'not-the-password' });
    const charge = chargeOf(gateway, PAYING);
    expect(await gateway.charge(charge)).toEqual({ status: 'declined', reason: 'declined', gatewayCode: '0010' });
    expect(fake.payments).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toMatch(/credentials are wrong/);
    const logged = JSON.stringify(warnings);
    expect(logged).not.toContain('not-the-password');
    expect(logged).not.toContain(PAYING);
    // An inquiry it cannot make says nothing of the payment: the outcome stays unknown.
    expect(await thrown(gateway.inquire(charge))).toBeInstanceOf(GatewayUnreachable);
  });

  it('declines when the store id is wrong, and the fake refuses an initiation whose credentials are wrong', async () => {
    const gateway = provider({ storeId: '99999' });
    expect(await gateway.charge(chargeOf(gateway, PAYING))).toEqual({ status: 'declined', reason: 'declined', gatewayCode: '0006' });
    expect(await initiateDirectly({ orderId: 'EPX', storeId: STORE.storeId, transactionAmount: '10.00', transactionType: 'MA', mobileAccountNo: PAYING, emailAddress: 'a@b.pk' }, STORE.username, 'wrong')).toMatchObject({ responseCode: '0010' });
    expect(fake.payments).toEqual([]);
  });

  it('declines on a response code it does not know, and tells the workshop which', async () => {
    const fetchImpl = (() => Promise.resolve(Response.json({ responseCode: '0099', responseDesc: 'SOMETHING NEW' }))) as typeof fetch;
    const gateway = provider({ fetchImpl });
    expect(await gateway.charge(chargeOf(gateway, PAYING))).toEqual({ status: 'declined', reason: 'declined', gatewayCode: '0099' });
    expect(warnings).toEqual([{ fields: expect.objectContaining({ gateway: 'easypaisa', code: '0099' }) as object, message: expect.stringMatching(/code we do not know/) as string }]);
  });

  it('treats a server error or a page that is not JSON as unreachable, never as a decline', async () => {
    const gateway = provider();
    fake.fail({ status: 503 });
    expect(await thrown(gateway.charge(chargeOf(gateway, PAYING)))).toBeInstanceOf(GatewayUnreachable);
    fake.fail({ status: 200, message: 'Request rejected' });
    expect(await thrown(gateway.charge(chargeOf(gateway, PAYING)))).toBeInstanceOf(GatewayUnreachable);
    fake.fail({ status: 502 });
    const charge = chargeOf(gateway, PAYING);
    expect(await thrown(gateway.inquire(charge))).toBeInstanceOf(GatewayUnreachable);
  });

  it('calls an order Easypaisa never received pending at first and expired once its time has long passed', async () => {
    const gateway = provider();
    const now = new Date();
    const fresh = chargeOf(gateway, PAYING, 1500, now);
    const old = chargeOf(gateway, PAYING, 1500, new Date(now.getTime() - 20 * 60_000));
    expect(await gateway.inquire({ ...fresh, now })).toEqual({ status: 'pending' });
    expect(await gateway.inquire({ ...old, now })).toEqual({ status: 'declined', reason: 'expired', gatewayCode: '0003' });
  });

  it('does not trust an inquiry that reports the order paid with another amount', async () => {
    const gateway = provider();
    const charge = chargeOf(gateway, PAYING, 1500);
    await gateway.charge(charge);
    expect(await thrown(gateway.inquire({ ...charge, amount: 1400 }))).toBeInstanceOf(SuspiciousAnswer);
    expect(warnings).toHaveLength(1);
  });

  it('returns a refund by hand: Easypay has no merchant refund API', async () => {
    const gateway = provider();
    const charge = chargeOf(gateway, PAYING);
    await gateway.charge(charge);
    const refund = { transactionId: 'txn_1', reference: charge.reference, providerTxnId: fake.payments[0]?.transactionId ?? null, refundId: 'rfd_1', amount: 1500, method: 'easypaisa' as const, now: new Date() };
    expect(await gateway.refund(refund)).toEqual({ status: 'by_hand' });
    expect(fake.payments[0]?.status).toBe('PAID');
  });

  it('makes references Easypay takes: unique, alphanumeric, 16 characters', () => {
    const gateway = provider();
    const now = new Date();
    const references = Array.from({ length: 2_000 }, () => gateway.newReference(now));
    expect(new Set(references).size).toBe(references.length);
    for (const reference of references) expect(reference).toMatch(/^[A-Z0-9]{16}$/);
  });

  it('answers its control routes over HTTP, as a browser test drives it', async () => {
    const gateway = provider();
    const charge = chargeOf(gateway, EASYPAISA_FAKE_MOBILES.pending, 900);
    await gateway.charge(charge);
    const control = (path: string, body?: unknown) =>
      fetch(`${fake.url}/__fake/${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(await (await control('payments')).json()).toEqual([expect.objectContaining({ orderId: charge.reference, transactionAmount: '900.00', status: 'PENDING' })]);
    expect((await control('settle', { orderId: charge.reference, status: 'paid' })).status).toBe(200);
    expect((await control('settle', { orderId: 'EPNOSUCHORDER', status: 'PAID' })).status).toBe(404);
    expect(await gateway.inquire(charge)).toMatchObject({ status: 'paid' });
    expect((await control('fail', { status: 500 })).status).toBe(200);
    expect(await thrown(gateway.inquire(charge))).toBeInstanceOf(GatewayUnreachable);
  });

  it('is the Easypaisa wallet provider', () => {
    const gateway = provider();
    expect([gateway.name, gateway.methods]).toEqual(['easypaisa', ['easypaisa']]);
  });
});
