// What the JazzCash provider is given: the merchant account (JAZZCASH_*), and how it reaches JazzCash.
import type { JazzCashAccount, ProviderRuntime } from '../settings';

export type JazzCashLog = ProviderRuntime['log'];

export type JazzCashSettings = Omit<JazzCashAccount, 'merchantMpin'> &
  ProviderRuntime & {
    /** Without it wallet refunds are given back by hand. */
    merchantMpin?: string | null | undefined;
    /** The clock a hosted return is read at (the boundary gives it none). */
    now?: () => Date;
  };

export const JAZZCASH_PATHS = {
  wallet: '/ApplicationAPI/API/2.0/Purchase/DoMWalletTransaction',
  inquiry: '/ApplicationAPI/API/PaymentInquiry/Inquire',
  walletRefund: '/ApplicationAPI/API/Purchase/domwalletrefundtransaction',
  hostedPage: '/CustomerPortal/transactionmanagement/merchantform/',
} as const;

export const DEFAULT_TIMEOUT_MS = 15_000;
