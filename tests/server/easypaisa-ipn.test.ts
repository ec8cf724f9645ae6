// Easypaisa's IPN is unsigned: the listener is handed a link, followed only on Easypaisa's own hosts (or the configured
// API's origin), and all that is taken from it is the order id the inquiry is then asked about.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { easypaisaIpnOrderId, type IpnSettings } from '../../server/payments/easypaisa/ipn';
import { easypaisaProvider } from '../../server/payments/easypaisa/provider';
import { GatewayUnreachable } from '../../server/payments/provider';
import { EASYPAISA_FAKE_MOBILES, startEasypaisaFake, type EasypaisaFake } from '../fakes/easypaisa';
import { listen, type Listening } from '../fakes/http';

const STORE = { storeId: '12345', username: 'workshop-api', password: 'open-api-secret', accountNumber: '654321' };

let fake: EasypaisaFake;
let listener: Listening;
let heard: string[];
let warnings: string[];

const log = { warn: (_fields: object, message: string) => void warnings.push(message) };
const settings = (overrides: Partial<IpnSettings> = {}): IpnSettings => ({ apiUrl: fake.url, timeoutMs: 2_000, log, ...overrides });

/** A fetch that answers like an IPN link and counts what it was asked. */
function countingFetch(answer: () => Response) {
  const asked: string[] = [];
  const fetchImpl = ((input: string | URL | Request) => {
    asked.push(String(input instanceof Request ? input.url : input));
    return Promise.resolve(answer());
  }) as typeof fetch;
  return { asked, fetchImpl };
}

async function pendingPayment(): Promise<{ reference: string; amount: number; now: Date; method: 'easypaisa' }> {
  const gateway = easypaisaProvider({ apiUrl: fake.url, ...STORE, emailAddress: 'payments@workshop.example', log });
  const now = new Date();
  const reference = gateway.newReference(now);
  await gateway.charge({ transactionId: 'txn_1', reference, amount: 3000, invoiceNumber: 'INV-1', method: 'easypaisa', phone: EASYPAISA_FAKE_MOBILES.pending, returnUrl: 'http://x/r', cancelUrl: 'http://x/c', now });
  return { reference, amount: 3000, now, method: 'easypaisa' };
}

beforeAll(async () => {
  fake = await startEasypaisaFake(STORE);
  listener = await listen(async (request, response) => {
    heard.push(new URL(request.url ?? '/', 'http://listener').searchParams.get('url') ?? '');
    response.writeHead(200).end();
  });
});
afterAll(async () => {
  await fake.close();
  await listener.close();
});
beforeEach(() => {
  fake.reset();
  fake.setIpnListenerUrl(null);
  heard = [];
  warnings = [];
});

describe('Easypaisa IPN', () => {
  it('follows the link Easypaisa hands the listener to the order it names; the inquiry then says it is paid', async () => {
    const payment = await pendingPayment();
    fake.setIpnListenerUrl(`${listener.url}/api/webhooks/easypaisa`);
    await fake.settle(payment.reference, 'PAID');
    expect(heard).toHaveLength(1);
    const orderId = await easypaisaIpnOrderId(settings(), heard[0] ?? '');
    expect(orderId).toBe(payment.reference);
    const gateway = easypaisaProvider({ apiUrl: fake.url, ...STORE, emailAddress: 'payments@workshop.example', log });
    expect(await gateway.inquire(payment)).toMatchObject({ status: 'paid' });
  });

  it('takes nothing from the IPN itself: a link saying PAID for an order still pending leaves the inquiry pending', async () => {
    const payment = await pendingPayment();
    const orderId = await easypaisaIpnOrderId(settings(), fake.ipnUrl(payment.reference));
    expect(orderId).toBe(payment.reference);
    const gateway = easypaisaProvider({ apiUrl: fake.url, ...STORE, emailAddress: 'payments@workshop.example', log });
    expect(await gateway.inquire(payment)).toEqual({ status: 'pending' });
  });

  it('refuses a link on any other host without fetching it', async () => {
    const { asked, fetchImpl } = countingFetch(() => Response.json({ order_id: 'EPFORGED' }));
    const refused = [
      'https://attacker.example/ipn/1',
      'http://easypay.easypaisa.com.pk/easypay-service/ipn/1',
      'https://easypay.easypaisa.com.pk.attacker.example/ipn/1',
      'https://easypay.easypaisa.com.pk:8443/ipn/1',
      'https://user:pass@easypay.easypaisa.com.pk/ipn/1',
      `${fake.url.replace('127.0.0.1', 'localhost')}/easypay-service/ipn/1`,
      'not a url',
    ];
    for (const url of refused) expect(await easypaisaIpnOrderId(settings({ fetchImpl }), url)).toBeNull();
    expect(asked).toEqual([]);
    expect(warnings).toHaveLength(refused.length);
  });

  it('follows a link on Easypaisa’s live and sandbox hosts over https', async () => {
    const { asked, fetchImpl } = countingFetch(() => Response.json({ order_id: 'EP0MHXYZAB9KQ2PD' }));
    expect(await easypaisaIpnOrderId(settings({ fetchImpl }), 'https://easypay.easypaisa.com.pk/easypay-service/ipn/abc')).toBe('EP0MHXYZAB9KQ2PD');
    expect(await easypaisaIpnOrderId(settings({ fetchImpl }), 'https://easypaystg.easypaisa.com.pk/easypay-service/ipn/abc')).toBe('EP0MHXYZAB9KQ2PD');
    expect(asked).toHaveLength(2);
  });

  it('does not follow a redirect away from Easypaisa, nor accept a link that names no order', async () => {
    const redirecting = countingFetch(() => new Response(null, { status: 302, headers: { location: 'https://attacker.example/ipn' } }));
    expect(await easypaisaIpnOrderId(settings({ fetchImpl: redirecting.fetchImpl }), 'https://easypay.easypaisa.com.pk/easypay-service/ipn/abc')).toBeNull();
    expect(redirecting.asked).toHaveLength(1);
    expect(await easypaisaIpnOrderId(settings(), `${fake.url}/easypay-service/ipn/no-such-token`)).toBeNull();
    const odd = countingFetch(() => Response.json({ order_id: '../../admin' }));
    expect(await easypaisaIpnOrderId(settings({ fetchImpl: odd.fetchImpl }), 'https://easypay.easypaisa.com.pk/easypay-service/ipn/abc')).toBeNull();
  });

  it('does not follow a real redirect from the allowed origin to another host', async () => {
    let elsewhereHit = 0;
    const elsewhere = await listen(async (_request, response) => {
      elsewhereHit += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ order_id: 'EPFORGED' }));
    });
    const allowed = await listen(async (_request, response) => {
      response.writeHead(302, { location: `${elsewhere.url}/ipn` }).end();
    });
    try {
      expect(await easypaisaIpnOrderId(settings({ apiUrl: allowed.url }), `${allowed.url}/easypay-service/ipn/abc`)).toBeNull();
      expect(elsewhereHit).toBe(0);
    } finally {
      await allowed.close();
      await elsewhere.close();
    }
  });

  it('says Easypaisa is unreachable when its link does not answer, so the listener can be called again', async () => {
    const closed = await listen(async () => undefined);
    const url = closed.url;
    await closed.close();
    expect(await easypaisaIpnOrderId(settings({ apiUrl: url }), `${url}/easypay-service/ipn/abc`).then(() => null, (error: unknown) => error)).toBeInstanceOf(GatewayUnreachable);
    const failing = countingFetch(() => new Response('<html>busy</html>', { status: 503 }));
    expect(await easypaisaIpnOrderId(settings({ fetchImpl: failing.fetchImpl }), 'https://easypay.easypaisa.com.pk/easypay-service/ipn/abc').then(() => null, (error: unknown) => error)).toBeInstanceOf(GatewayUnreachable);
  });
});
