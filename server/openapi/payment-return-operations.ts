// Where real payment gateways report (server/routes/payment-returns.ts), for /api/openapi.json: no session and no
// same-origin rule (a gateway's site posts the return); nothing is trusted before its hash or signature checks.
import * as v from 'valibot';
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
