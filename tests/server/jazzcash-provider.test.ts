// The JazzCash provider against the fake gateway over real HTTP: what the payment service notices of a wallet
// payment (paid, pending then settled by inquiry, declined), of a timeout (unknown, found by the inquiry, never sent
// again as new), of a tampered answer, of wrong settings, and of refunds.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GatewayUnreachable, SuspiciousAnswer, type LiveCharge, type LiveProvider } from '../../server/payments/provider';
import { jazzcashProvider, type JazzCashSettings } from '../../server/payments/jazzcash/provider';
import { JAZZCASH_TEST_NUMBERS, startJazzCashFake, type JazzCashFake } from '../fakes/jazzcash';

const GATEWAY = { merchantId: 'MC10027', password: 'x8ztv2w9ae', integritySalt: 's4lt9x1u0w', merchantMpin: '4321' };
const NOW = new Date('2026-11-27T07:30:05Z');

interface Warning {
  fields: object;
  message: string;
}

let fake: JazzCashFake;
let warnings: Warning[];

beforeAll(async () => {
  fake = await startJazzCashFake({ ...GATEWAY, hangMs: 1500 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  warnings = [];
});

function provider(overrides: Partial<JazzCashSettings> = {}): LiveProvider {
  return jazzcashProvider({ apiUrl: fake.url, ...GATEWAY, timeoutMs: 400, log: { warn: (fields, message) => warnings.push({ fields, message }) }, ...overrides });
}

function walletCharge(jazzcash: LiveProvider, phone: string, amount = 1500): LiveCharge {
  return {
    transactionId: 'txn_1',
    reference: jazzcash.newReference(NOW),
    amount,
    invoiceNumber: 'INV-2026-000123',
    method: 'jazzcash',
    phone,
    returnUrl: 'https://detailing.example/api/payments/return/jazzcash',
    cancelUrl: 'https://detailing.example/checkout',
    now: NOW,
  };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error('expected a rejection'),
    (error: unknown) => error,
  );
}

/** Nothing a warning carries may be a credential, the salt, a hash, a phone number or a body. */
function expectNoSecrets() {
  const text = JSON.stringify(warnings);
  for (const secret of [GATEWAY.password, GATEWAY.integritySalt, GATEWAY.merchantMpin, '0312', '0321']) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/[0-9a-f]{64}/i);
}

describe('JazzCash wallet payment', () => {
  it('pays with the fields JazzCash wants: paisa, Karachi times, an hour to approve, no CNIC', async () => {
    const jazzcash = provider();
    const charge = walletCharge(jazzcash, JAZZCASH_TEST_NUMBERS.paid);
    const outcome = await jazzcash.charge(charge);
    expect(outcome).toEqual({ status: 'paid', providerTxnId: expect.stringMatching(/^\d{12}$/) as string });
    const sent = fake.received[0]?.fields;
    expect(sent).toMatchObject({
      pp_Version: '1.1',
      pp_TxnType: 'MWALLET',
      pp_Language: 'EN',
      pp_MerchantID: GATEWAY.merchantId,
      pp_TxnRefNo: charge.reference,
      pp_Amount: '150000',
      pp_TxnCurrency: 'PKR',
      pp_TxnDateTime: '20261127123005',
      pp_TxnExpiryDateTime: '20261127133005',
      pp_BillReference: 'INV2026000123',
      pp_MobileNumber: JAZZCASH_TEST_NUMBERS.paid,
    });
    expect(sent).not.toHaveProperty('pp_CNIC');
    expect(charge.reference).toHaveLength(20);
    expect(fake.payments).toHaveLength(1);
  });

  it('answers pending while the customer has to approve, and the inquiry settles it', async () => {
    const jazzcash = provider();
    const charge = walletCharge(jazzcash, JAZZCASH_TEST_NUMBERS.pending);
    expect(await jazzcash.charge(charge)).toEqual({ status: 'pending' });
    const asking = { reference: charge.reference, method: 'jazzcash' as const, amount: 1500, now: NOW };
    expect(await jazzcash.inquire(asking)).toEqual({ status: 'pending' });
    fake.settle(charge.reference, '000');
    expect(await jazzcash.inquire(asking)).toEqual({ status: 'paid' });
    expect(fake.received.map((request) => request.path.split('/').pop())).toEqual(['DoMWalletTransaction', 'Inquire', 'Inquire']);
    expect(fake.received[1]?.fields).toEqual({ pp_TxnRefNo: charge.reference, pp_MerchantID: GATEWAY.merchantId, pp_Password: GATEWAY.password, pp_SecureHash: expect.any(String) as string });
  });

  it('declines a low balance and a cancelled approval in our words, with the gateway code', async () => {
    const jazzcash = provider();
    expect(await jazzcash.charge(walletCharge(jazzcash, JAZZCASH_TEST_NUMBERS.lowBalance))).toEqual({ status: 'declined', reason: 'insufficient_funds', gatewayCode: '004' });
    expect(await jazzcash.charge(walletCharge(jazzcash, JAZZCASH_TEST_NUMBERS.cancelled))).toEqual({ status: 'declined', reason: 'cancelled', gatewayCode: '112' });
  });

  it('declines a number that cannot be a JazzCash account without calling the gateway', async () => {
    const jazzcash = provider();
    expect(await jazzcash.charge(walletCharge(jazzcash, '+923001234567'))).toEqual({ status: 'declined', reason: 'not_registered' });
    expect(fake.received).toHaveLength(0);
  });

  it('on a timeout says it cannot tell; the inquiry of the same reference finds it paid; a re-send as new is refused', async () => {
    const jazzcash = provider();
    const charge = walletCharge(jazzcash, JAZZCASH_TEST_NUMBERS.hangs);
    expect(await rejection(jazzcash.charge(charge))).toBeInstanceOf(GatewayUnreachable);
    expect(await jazzcash.inquire({ reference: charge.reference, method: 'jazzcash', amount: 1500, now: NOW })).toEqual({ status: 'paid' });
    expect(await jazzcash.charge(charge)).toEqual({ status: 'declined', reason: 'declined', gatewayCode: '110' });
    expect(fake.payments.filter((payment) => payment.reference === charge.reference)).toHaveLength(1);
  });

  it('refuses an answer with a wrong hash, logs it without secrets, and the inquiry tells the truth', async () => {
    const jazzcash = provider();
    const charge = walletCharge(jazzcash, JAZZCASH_TEST_NUMBERS.badHash);
    expect(await rejection(jazzcash.charge(charge))).toBeInstanceOf(SuspiciousAnswer);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.fields).toMatchObject({ gateway: 'jazzcash', operation: 'wallet payment', reference: charge.reference });
    expectNoSecrets();
    expect(await jazzcash.inquire({ reference: charge.reference, method: 'jazzcash', amount: 1500, now: NOW })).toEqual({ status: 'paid' });
  });

  it('is refused with a wrong password (101, a warning naming the settings) and cannot trust anything with a wrong salt', async () => {
    const wrongPassword = provider({ password: 'guessed' });
    expect(await wrongPassword.charge(walletCharge(wrongPassword, JAZZCASH_TEST_NUMBERS.paid))).toEqual({ status: 'declined', reason: 'declined', gatewayCode: '101' });
    expect(warnings[0]?.message).toContain('JAZZCASH_PASSWORD');
    const wrongSalt = provider({ integritySalt: 'not-the-salt' });
    // The fake refuses the request's hash (115) and signs that refusal with the real salt, which we cannot check.
    expect(await rejection(wrongSalt.charge(walletCharge(wrongSalt, JAZZCASH_TEST_NUMBERS.paid)))).toBeInstanceOf(SuspiciousAnswer);
    expect(fake.payments).toHaveLength(0);
    expectNoSecrets();
  });

  it('treats an HTTP error page or an unreachable gateway as unknown', async () => {
    const jazzcash = provider();
    fake.fail({ status: 503, message: 'Service Unavailable' });
    expect(await rejection(jazzcash.charge(walletCharge(jazzcash, JAZZCASH_TEST_NUMBERS.paid)))).toBeInstanceOf(GatewayUnreachable);
    const nowhere = provider({ apiUrl: 'http://127.0.0.1:9' });
    expect(await rejection(nowhere.charge(walletCharge(nowhere, JAZZCASH_TEST_NUMBERS.paid)))).toBeInstanceOf(GatewayUnreachable);
  });
});

describe('JazzCash inquiry', () => {
  it('keeps a reference JazzCash never received pending for the payment’s hour, then expired', async () => {
    const jazzcash = provider();
    const reference = jazzcash.newReference(NOW);
    expect(await jazzcash.inquire({ reference, method: 'jazzcash', amount: 1500, now: new Date(NOW.getTime() + 5 * 60_000) })).toEqual({ status: 'pending' });
    expect(await jazzcash.inquire({ reference, method: 'jazzcash', amount: 1500, now: new Date(NOW.getTime() + 2 * 3600_000) })).toEqual({ status: 'declined', reason: 'expired', gatewayCode: '109' });
  });

  it('refuses a signed answer naming another amount than ours', async () => {
    const jazzcash = provider();
    const charge = walletCharge(jazzcash, JAZZCASH_TEST_NUMBERS.paid);
    await jazzcash.charge(charge);
    expect(await rejection(jazzcash.inquire({ reference: charge.reference, method: 'jazzcash', amount: 15, now: NOW }))).toBeInstanceOf(SuspiciousAnswer);
    expectNoSecrets();
  });

  it('cannot tell when the inquiry itself is refused', async () => {
    const jazzcash = provider({ password: 'guessed' });
    expect(await rejection(jazzcash.inquire({ reference: jazzcash.newReference(NOW), method: 'jazzcash', amount: 1500, now: NOW }))).toBeInstanceOf(GatewayUnreachable);
  });
});

describe('JazzCash refunds', () => {
  const refundOf = (reference: string, method: 'jazzcash' | 'card' = 'jazzcash', amount = 1500) => ({ transactionId: 'txn_1', reference, providerTxnId: null, refundId: 'rfd_1', amount, method, now: NOW });

  it('gives a wallet payment back in full through the wallet refund API; asking again is still refunded', async () => {
    const jazzcash = provider();
    const charge = walletCharge(jazzcash, JAZZCASH_TEST_NUMBERS.paid);
    await jazzcash.charge(charge);
    expect(await jazzcash.refund(refundOf(charge.reference))).toEqual({ status: 'refunded' });
    expect(fake.payments[0]?.refunded).toBe(true);
    expect(fake.received.at(-1)?.fields).toMatchObject({ pp_TxnRefNo: charge.reference, pp_Amount: '150000', pp_TxnCurrency: 'PKR', pp_MerchantMPIN: GATEWAY.merchantMpin });
    expect(await jazzcash.refund(refundOf(charge.reference))).toEqual({ status: 'refunded' });
  });

  it('leaves it to the workshop without an MPIN, for cards, and when JazzCash refuses (wrong MPIN)', async () => {
    const jazzcash = provider();
    const charge = walletCharge(jazzcash, JAZZCASH_TEST_NUMBERS.paid);
    await jazzcash.charge(charge);
    fake.received.length = 0;
    expect(await provider({ merchantMpin: undefined }).refund(refundOf(charge.reference))).toEqual({ status: 'by_hand' });
    expect(await jazzcash.refund(refundOf(charge.reference, 'card'))).toEqual({ status: 'by_hand' });
    expect(fake.received).toHaveLength(0);
    expect(await provider({ merchantMpin: '9999' }).refund(refundOf(charge.reference))).toEqual({ status: 'by_hand' });
    expect(fake.payments[0]?.refunded).toBe(false);
    expect(warnings.at(-1)?.message).toContain('JAZZCASH_MERCHANT_MPIN');
    expectNoSecrets();
  });

  it('cannot tell when the gateway times out, and the retry refunds once', async () => {
    const jazzcash = provider();
    const charge = walletCharge(jazzcash, JAZZCASH_TEST_NUMBERS.paid);
    await jazzcash.charge(charge);
    fake.fail({ hangMs: 1000 });
    expect(await rejection(jazzcash.refund(refundOf(charge.reference)))).toBeInstanceOf(GatewayUnreachable);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await jazzcash.refund(refundOf(charge.reference))).toEqual({ status: 'refunded' });
    expect(fake.payments[0]?.refunded).toBe(true);
  });
});
