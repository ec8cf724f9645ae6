// Where real payment gateways report (server/routes/payment-returns.ts), for /api/openapi.json: no session and no
// same-origin rule (a gateway's site posts the return); nothing is trusted before its hash or signature checks.
import * as v from 'valibot';
import { Reconciliation, RefundToReturn } from '../../src/domain/livePaymentsWire';
import { Refund } from '../../src/domain/wire';
import type { Operation } from './operations';

const Taken = v.strictObject({ success: v.literal(true) });

const NOT_SET_UP = 'PAYMENT_GATEWAY is not live, or this gateway is not set up';
const UNCONFIRMED = 'The hash or signature does not check: nothing changed (logged as suspicious)';

export const PAYMENT_RETURN_OPERATIONS: readonly Operation[] = [
  ...(['get', 'post'] as const).map(
    (method): Operation => ({
      method, path: '/api/payments/return/:provider', tag: 'payments',
      summary: "The customer's return from a gateway's hosted page (jazzcash: JazzCash's signed form POST to pp_ReturnURL; safepay: the redirect with its sig). Checked, confirmed with the gateway, applied",
      access: 'public',
      success: { status: 303, description: 'To the payment page /payment/{transactionId}, which shows the attempt as it now stands', redirect: true },
      refusals: { 400: UNCONFIRMED, 404: `${NOT_SET_UP}, or no payment of ours has this reference`, 413: 'Body larger than 256 KiB' },
    }),
  ),
  {
    method: 'post', path: '/api/webhooks/safepay', tag: 'webhooks',
    summary: "Safepay's webhook (JSON; X-SFPY-SIGNATURE: hex HMAC-SHA512 of the raw body with SAFEPAY_WEBHOOK_SECRET): a payment's outcome",
    access: 'public',
    success: { status: 200, description: 'Taken (events of payments not ours are ignored)', json: Taken },
    refusals: { 401: UNCONFIRMED, 404: NOT_SET_UP, 413: 'Body larger than 256 KiB' },
  },
  ...(['get', 'post'] as const).map(
    (method): Operation => ({
      method, path: '/api/webhooks/easypaisa', tag: 'webhooks',
      summary: "Easypaisa's IPN (unsigned: ?url= or a {url} body naming the transaction on Easypaisa's own host). The address is read only on Easypaisa's hosts, then the order is inquired; nothing in the call is trusted",
      access: 'public', query: ['url'],
      success: { status: 200, description: 'Taken', json: Taken },
      refusals: { 400: "The URL is not on Easypaisa's hosts, or names no order", 404: NOT_SET_UP, 413: 'Body larger than 256 KiB', 503: "Easypaisa's page could not be read: call again" },
    }),
  ),
];

const ADMIN_ONLY = 'A staff account: only an admin (or the ops token) may';

/** The workshop's side of real payments (server/routes/ops-payments.ts). */
export const OPS_PAYMENT_OPERATIONS: readonly Operation[] = [
  {
    method: 'get', path: '/api/ops/payments/reconcile', tag: 'ops', access: 'ops', query: ['date'],
    summary: 'Every payment attempt made through a real gateway on a Karachi date, with what the gateway says now beside what we recorded (read-only); `mismatches` counts those that disagree',
    success: { status: 200, description: 'The day reconciled', json: v.strictObject({ success: v.literal(true), data: Reconciliation }) },
    refusals: { 400: 'date is not a date written YYYY-MM-DD', 403: `${ADMIN_ONLY} reconcile payments` },
  },
  {
    method: 'get', path: '/api/ops/refunds/to-return', tag: 'ops', access: 'ops',
    summary: 'Refunds a gateway has no API for (Easypaisa, a JazzCash card): to be given back by hand, oldest first',
    success: { status: 200, description: 'The refunds waiting', json: v.strictObject({ success: v.literal(true), data: v.array(RefundToReturn) }) },
    refusals: { 403: `${ADMIN_ONLY} see them` },
  },
  {
    method: 'post', path: '/api/ops/refunds/:id/returned', tag: 'ops', access: 'ops',
    summary: 'The money of a refund to be returned by hand has been given back: the refund succeeds, the invoice is refunded and the customer is told',
    success: { status: 200, description: 'The refund, succeeded', json: v.strictObject({ success: v.literal(true), message: v.string(), data: Refund }) },
    refusals: { 403: `${ADMIN_ONLY} mark refunds returned`, 404: 'No such refund', 409: 'The refund goes through the gateway, not by hand' },
  },
];
