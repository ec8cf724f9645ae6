// JazzCash's hosted page for cards over real HTTP: the signed form the browser posts, the fake's page and its
// "Pay" / "Cancel" answer posted back to our return URL, and the return read as a hint that an inquiry confirms.
// A tampered return is refused and changes nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jazzcashProvider } from '../../server/payments/jazzcash/provider';
import { jazzcashSecureHash } from '../../server/payments/jazzcash/secure-hash';
import { SuspiciousAnswer, type HostedRedirect, type LiveProvider } from '../../server/payments/provider';
import { startJazzCashFake, type JazzCashFake } from '../fakes/jazzcash';

const GATEWAY = { merchantId: 'MC10027', password: 'x8ztv2w9ae', integritySalt: 's4lt9x1u0w' };
const NOW = new Date('2026-11-27T07:30:05Z');
const RETURN_URL = 'https://detailing.example/api/payments/return/jazzcash';

let fake: JazzCashFake;
let jazzcash: LiveProvider;
let warnings: string[];

beforeAll(async () => {
  fake = await startJazzCashFake(GATEWAY);
  jazzcash = jazzcashProvider({ apiUrl: fake.url, ...GATEWAY, timeoutMs: 2000, log: { warn: (_fields, message) => warnings.push(message) }, now: () => NOW });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  warnings = [];
});

async function startCardPayment(amount = 4200): Promise<{ reference: string; redirect: HostedRedirect }> {
  const reference = jazzcash.newReference(NOW);
  const outcome = await jazzcash.charge({ transactionId: 'txn_9', reference, amount, invoiceNumber: 'INV-2026-000777', method: 'card', returnUrl: RETURN_URL, cancelUrl: 'https://detailing.example/checkout', now: NOW });
  if (outcome.status !== 'redirect') throw new Error(`expected a redirect, got ${outcome.status}`);
  return { reference, redirect: outcome.redirect };
}

/** What the browser does with the redirect: a form POST of the fields. */
const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

/** The hidden inputs of the page's form, as the browser would post them. */
function formOf(html: string): { action: string; fields: Record<string, string> } {
  const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const action = unescape(/<form[^>]*action="([^"]*)"/.exec(html)?.[1] ?? '');
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((match) => [unescape(match[1] ?? ''), unescape(match[2] ?? '')]));
  return { action, fields };
}

async function customerChooses(reference: string, choice: 'pay' | 'cancel'): Promise<{ action: string; fields: Record<string, string> }> {
  const page = await postForm(`${fake.url}/CustomerPortal/transactionmanagement/merchantform/decide`, { reference, choice });
  expect(page.status).toBe(200);
  return formOf(await page.text());
}

describe('JazzCash hosted page', () => {
  it('sends the customer to the merchant form with signed MPAY fields and our return URL', async () => {
    const { reference, redirect } = await startCardPayment();
    expect(redirect.url).toBe(`${fake.url}/CustomerPortal/transactionmanagement/merchantform/`);
    expect(redirect.method).toBe('POST');
    expect(redirect.fields).toMatchObject({ pp_TxnType: 'MPAY', pp_TxnRefNo: reference, pp_Amount: '420000', pp_ReturnURL: RETURN_URL, pp_TxnDateTime: '20261127123005' });
    const page = await postForm(redirect.url, redirect.fields);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('>Pay</button>');
    expect(html).toContain('>Cancel</button>');
  });

  it('the fake refuses a form whose amount the browser changed', async () => {
    const { redirect } = await startCardPayment();
    const page = await postForm(redirect.url, { ...redirect.fields, pp_Amount: '100' });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('115');
    expect(fake.payments).toHaveLength(0);
  });

  it('reads a paid return, confirmed by the inquiry', async () => {
    const { reference, redirect } = await startCardPayment();
    await postForm(redirect.url, redirect.fields);
    const back = await customerChooses(reference, 'pay');
    expect(back.action).toBe(RETURN_URL);
    const report = await jazzcash.readReturn?.({ query: new URLSearchParams(), form: new URLSearchParams(back.fields) });
    expect(report).toEqual({ reference, outcome: { status: 'paid' } });
    expect(fake.received.at(-1)?.path).toBe('/ApplicationAPI/API/PaymentInquiry/Inquire');
  });

  it('reads a cancelled return as declined (cancelled)', async () => {
    const { reference, redirect } = await startCardPayment();
    await postForm(redirect.url, redirect.fields);
    const back = await customerChooses(reference, 'cancel');
    const report = await jazzcash.readReturn?.({ query: new URLSearchParams(), form: new URLSearchParams(back.fields) });
    expect(report).toEqual({ reference, outcome: { status: 'declined', reason: 'cancelled', gatewayCode: '112' } });
  });

  it('refuses a tampered return, logs it, and asks the gateway nothing', async () => {
    const { reference, redirect } = await startCardPayment();
    await postForm(redirect.url, redirect.fields);
    const back = await customerChooses(reference, 'cancel');
    fake.received.length = 0;
    const tampered = new URLSearchParams({ ...back.fields, pp_ResponseCode: '000' });
    const error = await jazzcash.readReturn?.({ query: new URLSearchParams(), form: tampered }).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(SuspiciousAnswer);
    expect(warnings).toHaveLength(1);
    expect(fake.received).toHaveLength(0);
    const unsigned = new URLSearchParams({ pp_TxnRefNo: reference, pp_ResponseCode: '000' });
    await expect(jazzcash.readReturn?.({ query: new URLSearchParams(), form: unsigned })).rejects.toBeInstanceOf(SuspiciousAnswer);
  });

  it('trusts the inquiry, not the code a correctly signed return brings', async () => {
    const { reference, redirect } = await startCardPayment();
    await postForm(redirect.url, redirect.fields);
    await customerChooses(reference, 'cancel');
    const claimed = { pp_TxnRefNo: reference, pp_ResponseCode: '000', pp_Amount: '420000', pp_MerchantID: GATEWAY.merchantId };
    const form = new URLSearchParams({ ...claimed, pp_SecureHash: jazzcashSecureHash(claimed, GATEWAY.integritySalt) });
    expect(await jazzcash.readReturn?.({ query: new URLSearchParams(), form })).toEqual({ reference, outcome: { status: 'declined', reason: 'cancelled', gatewayCode: '112' } });
  });

  it('reads a return as pending when the inquiry cannot be made now', async () => {
    const { reference, redirect } = await startCardPayment();
    await postForm(redirect.url, redirect.fields);
    const back = await customerChooses(reference, 'pay');
    fake.fail({ status: 503 });
    expect(await jazzcash.readReturn?.({ query: new URLSearchParams(), form: new URLSearchParams(back.fields) })).toEqual({ reference, outcome: { status: 'pending' } });
  });

  it('leaves a card payment refund to the workshop', async () => {
    const { reference } = await startCardPayment();
    expect(await jazzcash.refund({ transactionId: 'txn_9', reference, providerTxnId: null, refundId: 'rfd_9', amount: 4200, method: 'card', now: NOW })).toEqual({ status: 'by_hand' });
  });
});
