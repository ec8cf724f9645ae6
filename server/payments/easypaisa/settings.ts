// What the Easypaisa provider is given: the workshop's Easypay store and its Open API user, and how it reaches them.

export interface EasypaisaLog {
  warn(fields: object, message: string): void;
}

export interface EasypaisaSettings {
  /** `https://easypay.easypaisa.com.pk` (live) or `https://easypaystg.easypaisa.com.pk` (their sandbox). */
  apiUrl: string;
  storeId: string;
  /** The Open API username and password Easypaisa issues with the store: sent as `Credentials: base64(user:password)`. */
  username: string;
  password: string;
  /** The store's own Easypaisa account number: the inquiry API asks for it (`accountNum`). */
  accountNumber: string;
  /** The Mobile Account initiation requires an `emailAddress`; the workshop's own address is sent, never a customer's. */
  emailAddress: string;
  /** Per call. The initiation waits while the customer approves on the phone: a timeout leaves the payment pending. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  log: EasypaisaLog;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** The hosts Easypaisa serves Easypay from (live, sandbox). */
export const EASYPAISA_ORIGINS = ['https://easypay.easypaisa.com.pk', 'https://easypaystg.easypaisa.com.pk'] as const;

export const credentialsHeader = (settings: Pick<EasypaisaSettings, 'username' | 'password'>) =>
  Buffer.from(`${settings.username}:${settings.password}`, 'utf8').toString('base64');
