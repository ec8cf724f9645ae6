// What the JazzCash provider is given (the lead's config reads JAZZCASH_* into it).
export interface JazzCashLog {
  warn(fields: object, message: string): void;
}

export interface JazzCashSettings {
  /** https://sandbox.jazzcash.com.pk or https://payments.jazzcash.com.pk (no trailing path). */
  apiUrl: string;
  merchantId: string;
  password: string;
  integritySalt: string;
  /** The merchant wallet's MPIN the wallet refund API asks for; without it wallet refunds are given back by hand. */
  merchantMpin?: string | undefined;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  log: JazzCashLog;
  /** The clock a hosted return is read at (the boundary gives it none). */
  now?: () => Date;
}

export const JAZZCASH_PATHS = {
  wallet: '/ApplicationAPI/API/2.0/Purchase/DoMWalletTransaction',
  inquiry: '/ApplicationAPI/API/PaymentInquiry/Inquire',
  walletRefund: '/ApplicationAPI/API/Purchase/domwalletrefundtransaction',
  hostedPage: '/CustomerPortal/transactionmanagement/merchantform/',
} as const;

export const DEFAULT_TIMEOUT_MS = 15_000;
