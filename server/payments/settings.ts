// The real gateways' settings (README "Taking real payments"): each gateway is on when all of its settings are
// present, off when none are, and a half-set gateway stops the start with a sentence naming what is missing.
import * as v from 'valibot';

/** An http(s) base address with a default, its trailing slashes dropped; named in the refusal. */
export const httpUrl = (name: string, fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.trim(),
    v.check((value) => /^https?:\/\/[^\s/]+/.test(value), `${name} must start with http:// or https://.`),
    v.transform((value) => value.replace(/\/+$/, '')),
  );
const optional = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.transform((value) => (value === '' ? null : value)),
);

export const PaymentEnvFields = {
  JAZZCASH_API_URL: httpUrl('JAZZCASH_API_URL', 'https://sandbox.jazzcash.com.pk'),
  JAZZCASH_MERCHANT_ID: optional,
  JAZZCASH_PASSWORD: optional,
  JAZZCASH_INTEGRITY_SALT: optional,
  JAZZCASH_MERCHANT_MPIN: optional,
  SAFEPAY_API_URL: httpUrl('SAFEPAY_API_URL', 'https://sandbox.api.getsafepay.com'),
  SAFEPAY_API_KEY: optional,
  SAFEPAY_SECRET_KEY: optional,
  SAFEPAY_WEBHOOK_SECRET: optional,
  EASYPAISA_API_URL: httpUrl('EASYPAISA_API_URL', 'https://easypaystg.easypaisa.com.pk'),
  EASYPAISA_STORE_ID: optional,
  EASYPAISA_USERNAME: optional,
  EASYPAISA_PASSWORD: optional,
  EASYPAISA_ACCOUNT_NUM: optional,
  EASYPAISA_EMAIL: optional,
};

type PaymentEnv = { [K in keyof typeof PaymentEnvFields]: v.InferOutput<(typeof PaymentEnvFields)[K]> };

/** The merchant account each gateway gave the workshop, as the environment names it. */
export interface JazzCashAccount {
  /** https://sandbox.jazzcash.com.pk or https://payments.jazzcash.com.pk (no trailing path). */
  apiUrl: string;
  merchantId: string;
  password: string;
  integritySalt: string;
  /** The merchant wallet's MPIN JazzCash's wallet refund asks for; without it a JazzCash refund is returned by hand. */
  merchantMpin: string | null;
}
export interface SafepayAccount {
  apiUrl: string;
  /** The merchant's public API key (`sec_…`), sent as `client` when a session starts. */
  apiKey: string;
  /** The secret key: authenticates server calls and signs the return's `sig`. */
  secretKey: string;
  webhookSecret: string;
}
export interface EasypaisaAccount {
  /** `https://easypay.easypaisa.com.pk` (live) or `https://easypaystg.easypaisa.com.pk` (their sandbox). */
  apiUrl: string;
  storeId: string;
  /** The Open API username and password Easypaisa issues with the store: sent as `Credentials: base64(user:password)`. */
  username: string;
  password: string;
  /** The store's own Easypaisa account number: the inquiry API asks for it (`accountNum`). */
  accountNumber: string;
  /** Sent with every initiation (Easypaisa requires one): the workshop's, never a customer's; null → COMPANY_EMAIL. */
  emailAddress: string | null;
}

/** What a provider is given beside its account: how long a call may take, how it is made, where warnings go. */
export interface ProviderRuntime {
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  log: { warn(fields: object, message: string): void };
}

/** Each real gateway's account, null when it is not set up. */
export interface LivePaymentSettings {
  jazzcash: JazzCashAccount | null;
  safepay: SafepayAccount | null;
  easypaisa: EasypaisaAccount | null;
}

/** All or nothing: the values when every one is set, null when none is, else the sentence naming the missing. */
function allOrNone<T extends Record<string, string | null>>(gateway: string, values: T): { [K in keyof T]: string } | null | string {
  const missing = Object.entries(values).filter(([, value]) => value === null);
  if (missing.length === Object.keys(values).length) return null;
  if (missing.length > 0) return `${gateway} needs ${Object.keys(values).join(', ')} together (missing: ${missing.map(([name]) => name).join(', ')}).`;
  return values as { [K in keyof T]: string };
}

/** The gateways' settings, or the problems that stop the start. */
export function livePaymentSettings(e: PaymentEnv): { settings: LivePaymentSettings; problems: string[] } {
  const problems: string[] = [];
  const read = <T extends Record<string, string | null>>(gateway: string, values: T) => {
    const result = allOrNone(gateway, values);
    if (typeof result === 'string') {
      problems.push(result);
      return null;
    }
    return result;
  };
  const jazzcash = read('JazzCash', { JAZZCASH_MERCHANT_ID: e.JAZZCASH_MERCHANT_ID, JAZZCASH_PASSWORD: e.JAZZCASH_PASSWORD, JAZZCASH_INTEGRITY_SALT: e.JAZZCASH_INTEGRITY_SALT });
  const safepay = read('Safepay', { SAFEPAY_API_KEY: e.SAFEPAY_API_KEY, SAFEPAY_SECRET_KEY: e.SAFEPAY_SECRET_KEY, SAFEPAY_WEBHOOK_SECRET: e.SAFEPAY_WEBHOOK_SECRET });
  const easypaisa = read('Easypaisa', {
    EASYPAISA_STORE_ID: e.EASYPAISA_STORE_ID,
    EASYPAISA_USERNAME: e.EASYPAISA_USERNAME,
    EASYPAISA_PASSWORD: e.EASYPAISA_PASSWORD,
    EASYPAISA_ACCOUNT_NUM: e.EASYPAISA_ACCOUNT_NUM,
  });
  return {
    problems,
    settings: {
      jazzcash: jazzcash && {
        apiUrl: e.JAZZCASH_API_URL,
        merchantId: jazzcash.JAZZCASH_MERCHANT_ID,
        password: jazzcash.JAZZCASH_PASSWORD,
        integritySalt: jazzcash.JAZZCASH_INTEGRITY_SALT,
        merchantMpin: e.JAZZCASH_MERCHANT_MPIN,
      },
      safepay: safepay && { apiUrl: e.SAFEPAY_API_URL, apiKey: safepay.SAFEPAY_API_KEY, secretKey: safepay.SAFEPAY_SECRET_KEY, webhookSecret: safepay.SAFEPAY_WEBHOOK_SECRET },
      easypaisa: easypaisa && {
        apiUrl: e.EASYPAISA_API_URL,
        storeId: easypaisa.EASYPAISA_STORE_ID,
        username: easypaisa.EASYPAISA_USERNAME,
        password: easypaisa.EASYPAISA_PASSWORD,
        accountNumber: easypaisa.EASYPAISA_ACCOUNT_NUM,
        emailAddress: e.EASYPAISA_EMAIL,
      },
    },
  };
}

/**
 * The gateways' pages a browser is sent to by a form POST (JazzCash's hosted page for cards and vouchers): the pages'
 * Content-Security-Policy must allow them as form targets, or the browser refuses to leave for the gateway.
 */
export const hostedFormOrigins = (config: { paymentGateway: string; livePayments: LivePaymentSettings }): string[] =>
  config.paymentGateway === 'live' && config.livePayments.jazzcash ? [new URL(config.livePayments.jazzcash.apiUrl).origin] : [];

export const anyLiveGateway = (settings: LivePaymentSettings) => settings.jazzcash !== null || settings.safepay !== null || settings.easypaisa !== null;

/** The start's line about online payment: which gateway takes it, and for live which real gateways are on. */
export function paymentsLine(config: { paymentGateway: string; livePayments: LivePaymentSettings }): string {
  if (config.paymentGateway === 'off') return 'off (paid at the workshop)';
  if (config.paymentGateway === 'sandbox') return 'sandbox (test numbers, nothing is charged)';
  const on = (['jazzcash', 'safepay', 'easypaisa'] as const).filter((name) => config.livePayments[name] !== null);
  return `live through ${on.join(', ')}`;
}
