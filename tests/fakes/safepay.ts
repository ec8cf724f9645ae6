// A Safepay sandbox that speaks the HTTP the provider uses, and refuses what Safepay refuses:
// - POST /order/v1/init `{client, amount, currency, environment}`: the API key, a whole positive amount in paisa, PKR,
//   the sandbox environment → `{data: {token: "track_…"}, status}`.
// - GET /components?beacon&order_id&source&redirect_url&cancel_url&env: the hosted checkout page (test cards below);
//   Pay records the result, posts the signed webhook (when a webhook URL is set) and sends the browser to
//   redirect_url with `tracker`, `reference`, `order_id` and `sig` (HMAC-SHA256 of the tracker, secret key); Cancel
//   goes to cancel_url.
// - GET /reporter/api/v1/payments/{tracker} and POST /order/payments/v3/{tracker}/refund: X-SFPY-MERCHANT-SECRET.
// Control routes: GET /__fake/payments, POST /__fake/fail, POST /__fake/pay {tracker, card, badSignature?} (pays as
// the hosted page would, without a browser; the answer's `redirect` is set once the checkout URL has been opened).
import { createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerJson, FailQueue, listen, pause, postWebhook, readBody, type FailPlan } from './http';
import { checkoutPage, messagePage } from './safepay-page';

export interface SafepayFakeOptions {
  apiKey: string;
  secretKey: string;
  webhookSecret: string;
  port?: number;
  /** Where payment events are posted (the app's /api/webhooks/safepay). */
  webhookUrl?: string;
}

export type TrackerState = 'TRACKER_STARTED' | 'TRACKER_ENDED' | 'TRACKER_FAILED' | 'TRACKER_PARTIAL_REFUND' | 'TRACKER_REFUNDED';

export interface FakeSafepayPayment {
  tracker: string;
  /** Paisa, as the session was started. */
  amount: number;
  currency: string;
  state: TrackerState;
  /** From the checkout link: our order id and where the browser goes back. */
  orderId: string | null;
  redirectUrl: string | null;
  cancelUrl: string | null;
  /** The last four digits of the card used, never the number. */
  cardLast4: string | null;
  refunded: number;
  reference: string | null;
  webhooks: { type: string; status: number }[];
}

export const TEST_CARDS = { paid: '4242424242424242', declined: '4000000000000002' } as const;

const envelope = (data: unknown, errors: string[] = []) => ({ data, status: { errors, message: errors.length ? 'error' : 'success' } });
const refuse = (response: ServerResponse, status: number, error: string) => answerJson(response, status, envelope(null, [error]));
const isWholePositive = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

function absoluteUrl(text: string | null): string | null {
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export async function startSafepayFake(options: SafepayFakeOptions) {
  const payments = new Map<string, FakeSafepayPayment>();
  const failures = new FailQueue();
  let webhookUrl = options.webhookUrl ?? null;

  const sign = (key: string, text: string, algorithm: 'sha256' | 'sha512') => createHmac(algorithm, key).update(text, 'utf8').digest('hex');

  function trackerJson(payment: FakeSafepayPayment) {
    const money = { currency: payment.currency, amount: payment.amount };
    return {
      token: payment.tracker,
      client: options.apiKey,
      environment: 'sandbox',
      state: payment.state,
      intent: 'CYBERSOURCE',
      mode: 'payment',
      purchase_totals: { quote_amount: money, base_amount: money, conversion_rate: { base_currency: payment.currency, quote_currency: payment.currency, rate: 1 } },
    };
  }

  async function sendEvent(payment: FakeSafepayPayment, type: string, badSignature: boolean) {
    if (webhookUrl === null) return;
    const body = JSON.stringify({
      token: `evt_${randomUUID()}`,
      version: '2.0.0',
      merchant_api_key: options.apiKey,
      type,
      endpoint: webhookUrl,
      data: {
        tracker: payment.tracker,
        intent: 'CYBERSOURCE',
        state: payment.state,
        amount: payment.amount,
        currency: payment.currency,
        metadata: { order_id: payment.orderId ?? '', source: 'custom' },
      },
      created_at: { seconds: Math.floor(Date.now() / 1000), nanos: 0 },
    });
    const signature = sign(badSignature ? `${options.webhookSecret}-wrong` : options.webhookSecret, body, 'sha512');
    const status = await postWebhook(webhookUrl, body, { 'content-type': 'application/json', 'X-SFPY-SIGNATURE': signature });
    payment.webhooks.push({ type, status });
  }

  /** The card's result on a started tracker; the URL the browser goes back to (null without a checkout link). */
  async function pay(tracker: string, card: string, badSignature = false): Promise<{ error: string } | { payment: FakeSafepayPayment; redirect: string | null }> {
    const payment = payments.get(tracker);
    if (!payment) return { error: 'No such checkout session.' };
    if (payment.state !== 'TRACKER_STARTED') return { error: 'This checkout session is already over.' };
    const digits = card.replace(/[\s-]/g, '');
    if (digits !== TEST_CARDS.paid && digits !== TEST_CARDS.declined) return { error: 'Use a test card: 4242 4242 4242 4242 or 4000 0000 0000 0002.' };
    const paid = digits === TEST_CARDS.paid;
    payment.state = paid ? 'TRACKER_ENDED' : 'TRACKER_FAILED';
    payment.cardLast4 = digits.slice(-4);
    payment.reference = String(100000 + payments.size * 7 + Math.floor(Math.random() * 1000));
    await sendEvent(payment, paid ? 'payment.succeeded' : 'payment.failed', badSignature);
    if (!payment.redirectUrl) return { payment, redirect: null };
    const back = new URL(payment.redirectUrl);
    back.searchParams.set('tracker', tracker);
    back.searchParams.set('reference', payment.reference);
    if (payment.orderId) back.searchParams.set('order_id', payment.orderId);
    back.searchParams.set('sig', sign(badSignature ? `${options.secretKey}-wrong` : options.secretKey, tracker, 'sha256'));
    return { payment, redirect: back.toString() };
  }

  const fake = {
    payments,
    get url() {
      return listening.url;
    },
    setWebhookUrl(url: string | null) {
      webhookUrl = url;
    },
    fail(plan: FailPlan) {
      failures.add(plan);
    },
    pay,
    reset() {
      payments.clear();
      failures.clear();
    },
    close: () => listening.close(),
  };

  function html(response: ServerResponse, status: number, text: string) {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(text) });
    response.end(text);
  }

  function redirect(response: ServerResponse, location: string) {
    response.writeHead(303, { location, 'content-length': 0 });
    response.end();
  }

  async function control(request: IncomingMessage, response: ServerResponse, path: string, raw: string) {
    const given = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    if (request.method === 'GET' && path === '/__fake/payments') return answerJson(response, 200, [...payments.values()]);
    if (request.method === 'POST' && path === '/__fake/fail') {
      fake.fail(given as FailPlan);
      return answerJson(response, 200, { ok: true });
    }
    if (request.method === 'POST' && path === '/__fake/pay') {
      const result = await pay(String(given.tracker ?? ''), String(given.card ?? ''), given.badSignature === true);
      if ('error' in result) return answerJson(response, 400, { error: result.error });
      return answerJson(response, 200, { tracker: result.payment.tracker, state: result.payment.state, redirect: result.redirect, webhooks: result.payment.webhooks });
    }
    return answerJson(response, 404, { error: 'no such control route' });
  }

  async function page(request: IncomingMessage, response: ServerResponse, url: URL, raw: string) {
    if (request.method === 'GET' && url.pathname === '/components') {
      const payment = payments.get(url.searchParams.get('beacon') ?? '');
      const redirectUrl = absoluteUrl(url.searchParams.get('redirect_url'));
      const cancelUrl = absoluteUrl(url.searchParams.get('cancel_url'));
      if (!payment) return html(response, 404, messagePage('Checkout not found', 'This checkout link does not name a session.'));
      if (!redirectUrl || !cancelUrl) return html(response, 400, messagePage('Invalid checkout link', 'redirect_url and cancel_url must be absolute URLs.'));
      if (url.searchParams.get('env') !== 'sandbox') return html(response, 400, messagePage('Invalid checkout link', 'env must be the environment the session was started in.'));
      payment.orderId = url.searchParams.get('order_id');
      payment.redirectUrl = redirectUrl;
      payment.cancelUrl = cancelUrl;
      return html(response, 200, checkoutPage({ tracker: payment.tracker, orderId: payment.orderId ?? '', amount: payment.amount, redirectUrl, cancelUrl }));
    }
    if (request.method === 'POST' && url.pathname === '/components/pay') {
      const form = new URLSearchParams(raw);
      const payment = payments.get(form.get('beacon') ?? '');
      if (!payment?.redirectUrl || !payment.cancelUrl) return html(response, 404, messagePage('Checkout not found', 'This checkout session is unknown.'));
      if (form.get('action') === 'cancel') return redirect(response, payment.cancelUrl);
      const result = await pay(payment.tracker, form.get('card') ?? '');
      if ('error' in result) {
        return html(response, 422, checkoutPage({ tracker: payment.tracker, orderId: payment.orderId ?? '', amount: payment.amount, redirectUrl: payment.redirectUrl, cancelUrl: payment.cancelUrl, error: result.error }));
      }
      return redirect(response, result.redirect ?? payment.redirectUrl);
    }
    return null;
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string, raw: string) {
    const plan = failures.next();
    if (plan && 'hangMs' in plan) await pause(plan.hangMs);
    else if (plan) return refuse(response, plan.status, plan.message ?? 'Internal Server Error');

    if (request.method === 'POST' && path === '/order/v1/init') {
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      if (body.client !== options.apiKey) return refuse(response, 401, 'client: invalid API key');
      if (!isWholePositive(body.amount)) return refuse(response, 400, 'amount: must be a positive integer in the lowest denomination');
      if (body.currency !== 'PKR') return refuse(response, 400, 'currency: not supported');
      if (body.environment !== 'sandbox') return refuse(response, 400, 'environment: this key belongs to sandbox');
      const payment: FakeSafepayPayment = {
        tracker: `track_${randomUUID()}`,
        amount: body.amount,
        currency: body.currency,
        state: 'TRACKER_STARTED',
        orderId: null,
        redirectUrl: null,
        cancelUrl: null,
        cardLast4: null,
        refunded: 0,
        reference: null,
        webhooks: [],
      };
      payments.set(payment.tracker, payment);
      return answerJson(response, 200, envelope({ ...trackerJson(payment), amount: payment.amount, currency: payment.currency }));
    }

    const secretOk = request.headers['x-sfpy-merchant-secret'] === options.secretKey;
    const reporter = /^\/reporter\/api\/v1\/payments\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && reporter?.[1]) {
      if (!secretOk) return refuse(response, 401, 'unauthorized');
      const payment = payments.get(decodeURIComponent(reporter[1]));
      return payment ? answerJson(response, 200, envelope(trackerJson(payment))) : refuse(response, 404, 'tracker not found');
    }
    const refund = /^\/order\/payments\/v3\/([^/]+)\/refund$/.exec(path);
    if (request.method === 'POST' && refund?.[1]) {
      if (!secretOk) return refuse(response, 401, 'unauthorized');
      const payment = payments.get(decodeURIComponent(refund[1]));
      if (!payment) return refuse(response, 404, 'tracker not found');
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      const payload = (typeof body.payload === 'object' && body.payload !== null ? body.payload : {}) as Record<string, unknown>;
      if (!isWholePositive(payload.amount)) return refuse(response, 400, 'payload.amount: must be a positive integer in the lowest denomination');
      if (payload.currency !== payment.currency) return refuse(response, 400, 'payload.currency: does not match the payment');
      if (payment.state !== 'TRACKER_ENDED' && payment.state !== 'TRACKER_PARTIAL_REFUND') return refuse(response, 400, 'tracker: cannot be refunded in its state');
      if (payment.refunded + payload.amount > payment.amount) return refuse(response, 400, 'payload.amount: more than what is left to refund');
      payment.refunded += payload.amount;
      payment.state = payment.refunded === payment.amount ? 'TRACKER_REFUNDED' : 'TRACKER_PARTIAL_REFUND';
      await sendEvent(payment, 'payment.refunded', false);
      return answerJson(response, 200, envelope({ tracker: trackerJson(payment), action: {} }));
    }
    return refuse(response, 404, `no route ${request.method ?? ''} ${path}`);
  }

  const listening = await listen(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = await readBody(request);
    if (url.pathname.startsWith('/__fake/')) return control(request, response, url.pathname, raw);
    if (url.pathname.startsWith('/components')) {
      const answered = await page(request, response, url, raw);
      if (answered !== null) return answered;
    }
    return api(request, response, url.pathname, raw);
  }, options.port);

  return fake;
}

export type SafepayFake = Awaited<ReturnType<typeof startSafepayFake>>;
