// Safepay's HTTP API as this provider uses it (JSON both ways):
// - POST {api}/order/v1/init `{client: API key, amount, currency: "PKR", environment}` → `data.token`, the tracker.
// - the hosted checkout: {checkout}/components?beacon=<tracker>&order_id&source&redirect_url&cancel_url&env&webhooks.
// - GET {api}/reporter/api/v1/payments/{tracker} with X-SFPY-MERCHANT-SECRET → `data.state`, `data.purchase_totals`.
// - POST {api}/order/payments/v3/{tracker}/refund with X-SFPY-MERCHANT-SECRET, `{payload: {amount, currency}}` →
//   `data.tracker.state` (TRACKER_REFUNDED once the whole amount went back).
// Amounts are integers in paisa (the "lowest denomination" of the SDKs; the webhook's `amount: 45000` for PKR 450).
import { GatewayUnreachable } from '../provider';
import type { ProviderRuntime, SafepayAccount } from '../settings';

export type SafepaySettings = SafepayAccount & ProviderRuntime;

/** Safepay refused our own request (credentials, the request's shape): not the customer's decline, a fault to fix. */
export class SafepayRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SafepayRefused';
  }
}

export const CURRENCY = 'PKR';

/** Integer PKR → Safepay's paisa. */
export function toPaisa(pkr: number): number {
  if (!Number.isInteger(pkr) || pkr <= 0) throw new RangeError(`A Safepay amount is a positive whole number of rupees, not ${pkr}.`);
  return pkr * 100;
}

const trimmed = (url: string) => url.replace(/\/+$/, '');

/** Safepay wants the environment named in the session; the sandbox host says which (anything not production is tested as sandbox). */
export function environmentOf(apiUrl: string): 'production' | 'sandbox' {
  return new URL(apiUrl).hostname === 'api.getsafepay.com' ? 'production' : 'sandbox';
}

/** Production serves the hosted page from the site, the sandbox (and a fake) from the API host. */
export function checkoutBase(apiUrl: string): string {
  return environmentOf(apiUrl) === 'production' ? 'https://getsafepay.com/components' : `${trimmed(apiUrl)}/components`;
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/** Safepay's error envelope: `status.errors` (strings) or `error.message`; never the rest of a body. */
function saidOf(answer: unknown): string {
  if (isRecord(answer) && isRecord(answer.status) && Array.isArray(answer.status.errors)) {
    const errors = answer.status.errors.filter((entry): entry is string => typeof entry === 'string');
    if (errors.length > 0) return errors.join('; ');
  }
  if (isRecord(answer) && isRecord(answer.error) && typeof answer.error.message === 'string') return answer.error.message;
  return 'no reason given';
}

export interface Answer {
  status: number;
  body: unknown;
}

/** One call; a timeout, a network failure or a 5xx is GatewayUnreachable, 401/403 SafepayRefused; other statuses are the caller's. */
export async function call(settings: SafepaySettings, what: string, path: string, init: { method: 'GET' | 'POST'; secret?: boolean; body?: unknown }): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.secret) headers['x-sfpy-merchant-secret'] = settings.secretKey;
  let response: Response;
  try {
    response = await (settings.fetchImpl ?? fetch)(`${trimmed(settings.apiUrl)}${path}`, {
      method: init.method,
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new GatewayUnreachable(timedOut ? `Safepay did not answer ${what} in time.` : `Safepay could not be reached for ${what}.`);
  }
  const body = await jsonOf(response);
  if (response.status >= 500) throw new GatewayUnreachable(`Safepay could not take ${what} now (HTTP ${response.status}).`);
  if (response.status === 401 || response.status === 403) {
    throw new SafepayRefused(response.status, `Safepay refused the credentials for ${what} (HTTP ${response.status}): check SAFEPAY_API_KEY and SAFEPAY_SECRET_KEY. ${saidOf(body)}`);
  }
  return { status: response.status, body };
}

export function refusal(what: string, answer: Answer): SafepayRefused {
  return new SafepayRefused(answer.status, `Safepay refused ${what} (HTTP ${answer.status}): ${saidOf(answer.body)}`);
}
