// Easypaisa's Easypay REST API as the provider meets it: `POST /easypay-service/rest/v4/initiate-ma-transaction` and
// `…/inquire-transaction` with `Credentials: base64(username:password)`, answered with HTTP 200 and a `responseCode`
// even for a refusal ("0010" INVALID CREDENTIALS, "0006" INVALID STORE ID, "0002" REQUIRED FIELD MISSING, "0003"
// INVALID ORDER ID — also for an orderId it already holds). The customer's mobile decides the outcome (see
// EASYPAISA_FAKE_MOBILES). Its IPN: a GET of the merchant's listener with `?url=` a link on this host that describes
// the payment. Control routes: GET /__fake/payments, POST /__fake/fail, POST /__fake/settle {orderId, status}.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerJson, FailQueue, listen, pause, readBody, type FailPlan } from './http';

/** Any other valid 03XXXXXXXXX mobile pays at once. */
export const EASYPAISA_FAKE_MOBILES = {
  /** Answers SYSTEM ERROR ("0001") and keeps the payment PENDING until /__fake/settle. */
  pending: '03450000001',
  /** LOW BALANCE ("0013"). */
  lowBalance: '03450000002',
  /** ACCOUNT DOES NOT EXIST ("0014"). */
  notRegistered: '03450000003',
  /** Records the payment PAID at once but answers only after `hangMs` (past the client's timeout). */
  hanging: '03450000004',
} as const;

export type EasypaisaFakeStatus = 'PAID' | 'PENDING' | 'FAILED' | 'EXPIRED' | 'CANCELLED';

export interface EasypaisaFakePayment {
  orderId: string;
  transactionId: string;
  storeId: string;
  /** As sent: "1500.00". */
  transactionAmount: string;
  mobileAccountNo: string;
  emailAddress: string;
  status: EasypaisaFakeStatus;
  errorCode: string | null;
  ipnToken: string;
  at: Date;
}

export interface EasypaisaFakeOptions {
  storeId: string;
  username: string;
  password: string;
  /** The store's Easypaisa account number the inquiry must name. */
  accountNumber?: string;
  /** The merchant's IPN listener (the app's /api/webhooks/easypaisa): called when a payment settles. */
  ipnListenerUrl?: string;
  hangMs?: number;
  now?: () => Date;
  port?: number;
}

const REST = '/easypay-service/rest/v4';
const IPN_PATH = '/easypay-service/ipn/';
const refusal = (responseCode: string, responseDesc: string) => ({ responseCode, responseDesc });
const pad = (value: number) => String(value).padStart(2, '0');

/** Easypay's own "dd/MM/yyyy hh:mm a", Karachi time (UTC+5, no daylight saving). */
function easypayDateTime(at: Date): string {
  const karachi = new Date(at.getTime() + 5 * 3_600_000);
  const hours = karachi.getUTCHours() % 12 || 12;
  return `${pad(karachi.getUTCDate())}/${pad(karachi.getUTCMonth() + 1)}/${karachi.getUTCFullYear()} ${pad(hours)}:${pad(karachi.getUTCMinutes())} ${karachi.getUTCHours() < 12 ? 'AM' : 'PM'}`;
}

export async function startEasypaisaFake(options: EasypaisaFakeOptions) {
  const now = options.now ?? (() => new Date());
  const accountNumber = options.accountNumber ?? '654321';
  const hangMs = options.hangMs ?? 20_000;
  const payments: EasypaisaFakePayment[] = [];
  /** The orderId of every initiation that reached the store, refused or not. */
  const initiations: string[] = [];
  const failures = new FailQueue();
  const ipnCalls: { url: string; status: number }[] = [];
  let ipnListenerUrl = options.ipnListenerUrl ?? null;
  const credentials = Buffer.from(`${options.username}:${options.password}`, 'utf8').toString('base64');

  const ipnUrlOf = (payment: EasypaisaFakePayment) => `${listening.url}${IPN_PATH}${payment.ipnToken}`;

  async function notify(payment: EasypaisaFakePayment): Promise<number> {
    if (ipnListenerUrl === null) return 0;
    const url = `${ipnListenerUrl}${ipnListenerUrl.includes('?') ? '&' : '?'}url=${encodeURIComponent(ipnUrlOf(payment))}`;
    let status = 0;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = 0;
    }
    ipnCalls.push({ url, status });
    return status;
  }

  const fake = {
    payments,
    initiations,
    ipnCalls,
    accountNumber,
    get url() {
      return listening.url;
    },
    setIpnListenerUrl(url: string | null) {
      ipnListenerUrl = url;
    },
    fail(plan: FailPlan) {
      failures.add(plan);
    },
    /** The IPN link Easypaisa would hand the listener for this order. */
    ipnUrl(orderId: string): string {
      const payment = payments.find((entry) => entry.orderId === orderId);
      if (!payment) throw new Error(`The Easypaisa fake holds no order ${orderId}.`);
      return ipnUrlOf(payment);
    },
    /** What the customer finally did on the phone; the IPN follows when a listener is set. */
    async settle(orderId: string, status: EasypaisaFakeStatus, errorCode: string | null = null) {
      const payment = payments.find((entry) => entry.orderId === orderId);
      if (!payment) return null;
      payment.status = status;
      payment.errorCode = status === 'FAILED' ? (errorCode ?? 'TRANSACTION_FAILED') : null;
      return { payment, ipn: await notify(payment) };
    },
    reset() {
      payments.length = 0;
      initiations.length = 0;
      ipnCalls.length = 0;
      failures.clear();
    },
    close: () => listening.close(),
  };

  function initiate(given: Record<string, unknown>) {
    const field = (name: string) => (typeof given[name] === 'string' ? (given[name] as string) : '');
    const [orderId, storeId, amount, type, mobile, email] = ['orderId', 'storeId', 'transactionAmount', 'transactionType', 'mobileAccountNo', 'emailAddress'].map(field) as [string, string, string, string, string, string];
    if (!orderId || !storeId || !amount || !type || !mobile || !email) return refusal('0002', 'REQUIRED FIELD MISSING');
    if (storeId !== options.storeId) return refusal('0006', 'INVALID STORE ID');
    if (type !== 'MA') return refusal('0008', 'PAYMENT METHOD NOT ENABLED');
    // The amount is rupees with two decimals, as a string: "10" or paisa-like "1000" without decimals are refused.
    if (!/^[1-9]\d{0,8}\.\d{2}$/.test(amount)) return refusal('0002', 'INVALID TRANSACTION AMOUNT');
    if (!/^03\d{9}$/.test(mobile)) return refusal('0002', 'INVALID MOBILE ACCOUNT NUMBER');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return refusal('0002', 'INVALID EMAIL ADDRESS');
    if (!/^[A-Za-z0-9-]{1,50}$/.test(orderId) || payments.some((entry) => entry.orderId === orderId)) return refusal('0003', 'INVALID ORDER ID');
    if (mobile === EASYPAISA_FAKE_MOBILES.lowBalance) return refusal('0013', 'LOW BALANCE');
    if (mobile === EASYPAISA_FAKE_MOBILES.notRegistered) return refusal('0014', 'ACCOUNT DOES NOT EXIST');
    const payment: EasypaisaFakePayment = {
      orderId,
      transactionId: String(20_000_000_000 + payments.length * 7919 + Math.floor(Math.random() * 1000)),
      storeId,
      transactionAmount: amount,
      mobileAccountNo: mobile,
      emailAddress: email,
      status: mobile === EASYPAISA_FAKE_MOBILES.pending ? 'PENDING' : 'PAID',
      errorCode: null,
      ipnToken: randomBytes(12).toString('hex'),
      at: now(),
    };
    payments.push(payment);
    if (payment.status === 'PENDING') return { ...refusal('0001', 'SYSTEM ERROR'), orderId, storeId, transactionDateTime: easypayDateTime(payment.at) };
    void notify(payment);
    return { orderId, storeId, responseCode: '0000', responseDesc: 'SUCCESS', transactionId: payment.transactionId, transactionDateTime: easypayDateTime(payment.at) };
  }

  function inquire(given: Record<string, unknown>) {
    const { orderId, storeId, accountNum } = given;
    if (typeof orderId !== 'string' || typeof storeId !== 'string' || typeof accountNum !== 'string' || !orderId || !storeId || !accountNum) return refusal('0002', 'REQUIRED FIELD MISSING');
    if (storeId !== options.storeId) return refusal('0006', 'INVALID STORE ID');
    if (accountNum !== accountNumber) return refusal('0004', 'MERCHANT ACCOUNT DOES NOT EXIST');
    const payment = payments.find((entry) => entry.orderId === orderId);
    if (!payment) return refusal('0003', 'INVALID ORDER ID');
    return {
      responseCode: '0000',
      responseDesc: 'SUCCESS',
      orderId,
      storeId,
      storeName: 'Fake Detailing Workshop',
      accountNum,
      msisdn: payment.mobileAccountNo,
      paymentMode: 'MA',
      transactionId: payment.transactionId,
      transactionAmount: Number(payment.transactionAmount),
      transactionStatus: payment.status,
      transactionDateTime: easypayDateTime(payment.at),
      ...(payment.errorCode ? { errorCode: payment.errorCode, errorReason: 'The transaction failed.' } : {}),
    };
  }

  async function control(request: IncomingMessage, response: ServerResponse, path: string, raw: string) {
    const given = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    if (request.method === 'GET' && path === '/__fake/payments') return answerJson(response, 200, payments);
    if (request.method === 'POST' && path === '/__fake/fail') {
      fake.fail(given as FailPlan);
      return answerJson(response, 200, { ok: true });
    }
    if (request.method === 'POST' && path === '/__fake/settle') {
      const settled = await fake.settle(String(given.orderId ?? ''), String(given.status ?? 'PAID').toUpperCase() as EasypaisaFakeStatus, typeof given.errorCode === 'string' ? given.errorCode : null);
      return settled ? answerJson(response, 200, { ok: true, ipn: settled.ipn }) : answerJson(response, 404, { error: 'no such order' });
    }
    return answerJson(response, 404, { error: 'no such control route' });
  }

  const listening = await listen(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const raw = await readBody(request);
    if (path.startsWith('/__fake/')) return control(request, response, path, raw);
    if (request.method === 'GET' && path.startsWith(IPN_PATH)) {
      const payment = payments.find((entry) => entry.ipnToken === path.slice(IPN_PATH.length));
      if (!payment) return answerJson(response, 404, { error: 'not found' });
      return answerJson(response, 200, {
        order_id: payment.orderId,
        store_id: payment.storeId,
        transaction_id: payment.transactionId,
        transaction_amount: payment.transactionAmount,
        transaction_status: payment.status,
        payment_method: 'MA',
        msisdn: payment.mobileAccountNo,
        order_datetime: easypayDateTime(payment.at),
      });
    }
    if (request.method !== 'POST' || (path !== `${REST}/initiate-ma-transaction` && path !== `${REST}/inquire-transaction`)) return answerJson(response, 404, { error: 'Not Found', path });
    if (request.headers.credentials !== credentials) return answerJson(response, 200, refusal('0010', 'INVALID CREDENTIALS'));
    let given: unknown;
    try {
      given = JSON.parse(raw);
    } catch {
      given = null;
    }
    if (typeof given !== 'object' || given === null || Array.isArray(given)) return answerJson(response, 400, { error: 'Bad Request' });
    const plan = failures.next();
    if (plan && 'hangMs' in plan) await pause(plan.hangMs);
    else if (plan) {
      // What stands in front of their API answers a failure as a page, not JSON.
      const page = `<html><body><h1>${plan.status}</h1><p>${plan.message ?? 'The request could not be served.'}</p></body></html>`;
      response.writeHead(plan.status, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(page) });
      return void response.end(page);
    }
    const body = given as Record<string, unknown>;
    if (path.endsWith('/inquire-transaction')) return answerJson(response, 200, inquire(body));
    initiations.push(typeof body.orderId === 'string' ? body.orderId : '');
    const answer = initiate(body);
    if (body.mobileAccountNo === EASYPAISA_FAKE_MOBILES.hanging && answer.responseCode === '0000') await pause(hangMs);
    return answerJson(response, 200, answer);
  }, options.port);

  return fake;
}

export type EasypaisaFake = Awaited<ReturnType<typeof startEasypaisaFake>>;
