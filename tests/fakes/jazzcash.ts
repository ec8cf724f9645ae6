// A JazzCash payment gateway that speaks its documented HTTP: the Mobile Account REST payment, the Status Inquiry,
// the wallet refund (all JSON, answered 200 with pp_ResponseCode and a pp_SecureHash) and the hosted merchant form.
// It refuses what JazzCash refuses (credentials 101, hash 115, a field 110, an unknown reference 109, a repeated
// pp_TxnRefNo) and answers by test wallet number (see jazzcash-rules.ts). The hosted page takes a card (MPAY: the
// customer pays or cancels) or a voucher (OTC: JazzCash gives its number and returns 124 until the cash is paid at a
// shop, which a test says with `settle`). Control routes under /__fake/:
// GET payments, POST fail (FailQueue plan), POST settle {reference, code}.
import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerJson, FailQueue, listen, pause, readBody, type FailPlan } from './http';
import { choicePage, errorPage, returnPage, voucherPage } from './jazzcash-page';
import { fakeSecureHash, invalidPaymentField, JAZZCASH_TEST_NUMBERS, messageOf, sign, statusOf } from './jazzcash-rules';

type HostedTxnType = 'MPAY' | 'OTC';

export { JAZZCASH_TEST_NUMBERS } from './jazzcash-rules';

export interface JazzCashFakeOptions {
  merchantId: string;
  password: string;
  integritySalt: string;
  /** The merchant wallet's MPIN the refund API wants. */
  merchantMpin?: string;
  /** How long the "hangs" number's answer takes (longer than the client's timeout). */
  hangMs?: number;
  port?: number;
}

export interface FakeJazzCashPayment {
  reference: string;
  txnType: 'MWALLET' | HostedTxnType;
  amountPaisa: string;
  mobileNumber: string | null;
  billReference: string;
  txnDateTime: string;
  returnUrl: string | null;
  code: string;
  refunded: boolean;
  retrievalReference: string;
}

const PATHS = {
  wallet: '/ApplicationAPI/API/2.0/Purchase/DoMWalletTransaction',
  inquiry: '/ApplicationAPI/API/PaymentInquiry/Inquire',
  refund: '/ApplicationAPI/API/Purchase/domwalletrefundtransaction',
  page: '/CustomerPortal/transactionmanagement/merchantform/',
  decide: '/CustomerPortal/transactionmanagement/merchantform/decide',
};

const WALLET_CODES: Readonly<Record<string, string>> = {
  [JAZZCASH_TEST_NUMBERS.pending]: '157',
  [JAZZCASH_TEST_NUMBERS.lowBalance]: '004',
  [JAZZCASH_TEST_NUMBERS.cancelled]: '112',
};

type Fields = Record<string, unknown>;
const textOf = (fields: Fields, name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');

export async function startJazzCashFake(options: JazzCashFakeOptions) {
  const payments: FakeJazzCashPayment[] = [];
  /** Every API request as it arrived (path and JSON fields), for tests that look at the wire. */
  const received: { path: string; fields: Record<string, unknown> }[] = [];
  const failures = new FailQueue();
  const salt = options.integritySalt;
  const hangMs = options.hangMs ?? 30_000;

  const refusal = (code: string, reference: string, field?: string) =>
    sign({ pp_ResponseCode: code, pp_ResponseMessage: field ? `Invalid value for ${field}.` : messageOf(code), pp_TxnRefNo: reference }, salt);

  /** Credentials then the request's own hash, as JazzCash checks them: a refusal, or null. */
  function authRefusal(fields: Fields): Record<string, string> | null {
    const reference = textOf(fields, 'pp_TxnRefNo');
    if (textOf(fields, 'pp_MerchantID') !== options.merchantId || textOf(fields, 'pp_Password') !== options.password) return refusal('101', reference);
    // Like the gateway's deserialiser, a number is read as its text for the hash; the field rules refuse it after.
    const strings = Object.fromEntries(
      Object.entries(fields).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : typeof value === 'number' ? [[name, String(value)]] : [])),
    ) as Record<string, string>;
    const given = textOf(fields, 'pp_SecureHash').toLowerCase();
    return given === fakeSecureHash(strings, salt) ? null : refusal('115', reference);
  }

  const find = (reference: string) => payments.find((payment) => payment.reference === reference);

  function record(fields: Fields, txnType: 'MWALLET' | HostedTxnType, code: string): FakeJazzCashPayment {
    const payment: FakeJazzCashPayment = {
      reference: textOf(fields, 'pp_TxnRefNo'),
      txnType,
      amountPaisa: textOf(fields, 'pp_Amount'),
      mobileNumber: txnType === 'MWALLET' ? textOf(fields, 'pp_MobileNumber') : null,
      billReference: textOf(fields, 'pp_BillReference'),
      txnDateTime: textOf(fields, 'pp_TxnDateTime'),
      returnUrl: txnType === 'MWALLET' ? null : textOf(fields, 'pp_ReturnURL'),
      code,
      refunded: false,
      retrievalReference: String(randomInt(100_000_000_000, 999_999_999_999)),
    };
    payments.push(payment);
    return payment;
  }

  /** What the gateway says about a payment, in the answer shape of a payment or a hosted return. */
  const resultFields = (payment: FakeJazzCashPayment) => ({
    pp_Amount: payment.amountPaisa,
    pp_AuthCode: payment.code === '000' ? String(randomInt(100_000, 999_999)) : '',
    pp_BillReference: payment.billReference,
    pp_Language: 'EN',
    pp_MerchantID: options.merchantId,
    pp_ResponseCode: payment.code,
    pp_ResponseMessage: messageOf(payment.code),
    pp_RetreivalReferenceNo: payment.retrievalReference,
    pp_SubMerchantID: '',
    pp_TxnCurrency: 'PKR',
    pp_TxnDateTime: payment.txnDateTime,
    pp_TxnRefNo: payment.reference,
    pp_TxnType: payment.txnType,
    pp_Version: '1.1',
    ppmpf_1: '',
    ...(payment.mobileNumber ? { pp_MobileNumber: payment.mobileNumber } : {}),
  });

  async function wallet(fields: Fields): Promise<Record<string, string>> {
    const refused = authRefusal(fields);
    if (refused) return refused;
    const reference = textOf(fields, 'pp_TxnRefNo');
    const invalid = invalidPaymentField(fields, 'MWALLET');
    if (invalid) return refusal('110', reference, invalid);
    // A repeated reference is refused: it never pays twice, and a client that re-sends as new is caught.
    if (find(reference)) return refusal('110', reference, 'pp_TxnRefNo');
    const mobile = textOf(fields, 'pp_MobileNumber');
    const payment = record(fields, 'MWALLET', WALLET_CODES[mobile] ?? '000');
    if (mobile === JAZZCASH_TEST_NUMBERS.hangs) await pause(hangMs);
    const answer = sign(resultFields(payment), salt);
    if (mobile === JAZZCASH_TEST_NUMBERS.badHash) return { ...answer, pp_SecureHash: fakeSecureHash(resultFields(payment), `${salt}x`) };
    return answer;
  }

  function inquiry(fields: Fields): Record<string, string> {
    const refused = authRefusal(fields);
    if (refused) return refused;
    const payment = find(textOf(fields, 'pp_TxnRefNo'));
    if (!payment) return refusal('109', textOf(fields, 'pp_TxnRefNo'));
    return sign(
      {
        pp_ResponseCode: '000',
        pp_ResponseMessage: 'Thank you for Using JazzCash, your operation successfully completed.',
        pp_TxnRefNo: payment.reference,
        pp_Amount: payment.amountPaisa,
        pp_PaymentResponseCode: payment.code,
        pp_PaymentResponseMessage: messageOf(payment.code),
        pp_Status: payment.refunded ? 'Refunded' : statusOf(payment.code),
        pp_RetrievalReferenceNo: payment.retrievalReference,
        pp_SettlementExpiry: '',
      },
      salt,
    );
  }

  function refund(fields: Fields): Record<string, string> {
    const refused = authRefusal(fields);
    if (refused) return refused;
    const reference = textOf(fields, 'pp_TxnRefNo');
    if (textOf(fields, 'pp_MerchantMPIN') !== (options.merchantMpin ?? '0000')) return refusal('110', reference, 'pp_MerchantMPIN');
    if (textOf(fields, 'pp_TxnCurrency') !== 'PKR') return refusal('110', reference, 'pp_TxnCurrency');
    if (!/^[1-9]\d*$/.test(textOf(fields, 'pp_Amount'))) return refusal('110', reference, 'pp_Amount');
    const payment = find(reference);
    if (!payment) return refusal('109', reference);
    if (payment.refunded) return refusal('131', reference);
    if (payment.txnType !== 'MWALLET' || statusOf(payment.code) !== 'Completed') return refusal('452', reference);
    if (textOf(fields, 'pp_Amount') !== payment.amountPaisa) return refusal('454', reference);
    payment.refunded = true;
    return sign({ pp_ResponseCode: '000', pp_ResponseMessage: 'Thank you for Using JazzCash, your transaction was successful.', pp_TxnRefNo: reference, pp_Amount: payment.amountPaisa }, salt);
  }

  const html = (response: ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  };

  function hostedPage(response: ServerResponse, fields: Fields) {
    const refused = authRefusal(fields);
    if (refused) return html(response, 400, errorPage(`${refused.pp_ResponseCode}: ${refused.pp_ResponseMessage}`));
    const txnType: HostedTxnType = textOf(fields, 'pp_TxnType') === 'OTC' ? 'OTC' : 'MPAY';
    const invalid = invalidPaymentField(fields, txnType) ?? (find(textOf(fields, 'pp_TxnRefNo')) ? 'pp_TxnRefNo' : null);
    if (invalid) return html(response, 400, errorPage(`110: Invalid value for ${invalid}.`));
    if (txnType === 'OTC') {
      // The voucher is issued: its number is the retrieval reference, and JazzCash returns at once with 124.
      const voucher = record(fields, 'OTC', '124');
      return html(response, 200, voucherPage(PATHS.decide, voucher.reference, voucher.amountPaisa, voucher.retrievalReference));
    }
    const payment = record(fields, 'MPAY', '157');
    return html(response, 200, choicePage(PATHS.decide, payment.reference, payment.amountPaisa, payment.billReference));
  }

  const fake = {
    payments,
    received,
    get url() {
      return listening.url;
    },
    fail(plan: FailPlan) {
      failures.add(plan);
    },
    /** The customer approves (000) or the payment ends otherwise, as a later inquiry will say. */
    settle(reference: string, code: string): boolean {
      const payment = find(reference);
      if (payment) payment.code = code;
      return payment !== undefined;
    },
    /** The customer's choice on the hosted page: the signed fields JazzCash posts back to pp_ReturnURL. */
    decide(reference: string, choice: 'pay' | 'cancel'): { returnUrl: string; fields: Record<string, string> } | null {
      const payment = find(reference);
      if (!payment?.returnUrl) return null;
      // A voucher stays 124 when the customer goes back: the cash is paid at a shop later.
      if (statusOf(payment.code) === 'Pending' && payment.txnType !== 'OTC') payment.code = choice === 'pay' ? '000' : '112';
      return { returnUrl: payment.returnUrl, fields: sign(resultFields(payment), salt) };
    },
    reset() {
      payments.length = 0;
      received.length = 0;
      failures.clear();
    },
    close: () => listening.close(),
  };

  async function control(request: IncomingMessage, response: ServerResponse, path: string, raw: string) {
    const given = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    if (request.method === 'GET' && path === '/__fake/payments') return answerJson(response, 200, payments);
    if (request.method === 'POST' && path === '/__fake/fail') {
      fake.fail(given as FailPlan);
      return answerJson(response, 200, { ok: true });
    }
    if (request.method === 'POST' && path === '/__fake/settle') {
      const settled = fake.settle(String(given.reference ?? given.ref ?? ''), String(given.code ?? '000'));
      return answerJson(response, settled ? 200 : 404, { ok: settled });
    }
    return answerJson(response, 404, { error: 'no such control route' });
  }

  const api: Record<string, (fields: Fields) => Record<string, string> | Promise<Record<string, string>>> = {
    [PATHS.wallet]: wallet,
    [PATHS.inquiry]: inquiry,
    [PATHS.refund]: refund,
  };

  const listening = await listen(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const raw = await readBody(request);
    if (path.startsWith('/__fake/')) return control(request, response, path, raw);
    if (request.method === 'POST' && (path === PATHS.page || path === PATHS.page.slice(0, -1))) return hostedPage(response, Object.fromEntries(new URLSearchParams(raw)));
    if (request.method === 'POST' && path === PATHS.decide) {
      const form = new URLSearchParams(raw);
      const decided = fake.decide(form.get('reference') ?? '', form.get('choice') === 'pay' ? 'pay' : 'cancel');
      return decided ? html(response, 200, returnPage(decided.returnUrl, decided.fields)) : html(response, 404, errorPage('No such payment.'));
    }
    const handler = api[path];
    if (request.method !== 'POST' || !handler) return html(response, 404, errorPage('The resource cannot be found.'));
    const plan = failures.next();
    if (plan && 'hangMs' in plan) await pause(plan.hangMs);
    else if (plan) return html(response, plan.status, errorPage(plan.message ?? 'Service Unavailable'));
    let fields: unknown;
    try {
      fields = JSON.parse(raw);
    } catch {
      return answerJson(response, 400, { Message: 'The request is invalid.' });
    }
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return answerJson(response, 400, { Message: 'The request is invalid.' });
    received.push({ path, fields: fields as Fields });
    return answerJson(response, 200, await handler(fields as Fields));
  }, options.port);

  return fake;
}

export type JazzCashFake = Awaited<ReturnType<typeof startJazzCashFake>>;
