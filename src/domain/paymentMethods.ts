// The payment methods and wallets on offer with their display names (spec §2 "Checkout"): one list for the
// checkout page and for GET /api/payments/methods.
import { walletNeedsPhone, WALLETS } from './schemas';
import type { PaymentChannel } from './types';

export type WalletType = (typeof WALLETS)[number];

export interface WalletOption {
  id: WalletType;
  name: string;
  needsPhone: boolean;
}

export interface PaymentMethodOption {
  id: PaymentChannel;
  name: string;
  wallets?: WalletOption[];
}

export const PAYMENT_METHOD_NAMES: Record<PaymentChannel, string> = {
  card: 'Credit/Debit Card',
  upi: 'UPI Payment',
  wallet: 'Digital Wallet',
};

export const WALLET_NAMES: Record<WalletType, string> = {
  paytm: 'Paytm',
  phonepe: 'PhonePe',
  googlepay: 'Google Pay',
  amazonpay: 'Amazon Pay',
  jazzcash: 'JazzCash',
  easypaisa: 'Easypaisa',
};

/** The spec's wallets in its order, then JazzCash and Easypaisa; Amazon Pay alone needs no mobile number. */
export const WALLET_OPTIONS: readonly WalletOption[] = WALLETS.map((id) => ({ id, name: WALLET_NAMES[id], needsPhone: walletNeedsPhone(id) }));

/** The methods in the spec's order (the card is the default), as GET /api/payments/methods answers them. */
export const OFFERED_PAYMENT_METHODS: readonly PaymentMethodOption[] = [
  { id: 'card', name: PAYMENT_METHOD_NAMES.card },
  { id: 'upi', name: PAYMENT_METHOD_NAMES.upi },
  { id: 'wallet', name: PAYMENT_METHOD_NAMES.wallet, wallets: [...WALLET_OPTIONS] },
];

/** How an online payment is named on receipts: "Visa ending 4242", "JazzCash", "UPI Payment". */
export function paidWith(payment: { method: PaymentChannel; brand: string | null; last4: string | null; walletType: string | null }): string {
  if (payment.method === 'card' && payment.last4) return `${payment.brand ?? 'Card'} ending ${payment.last4}`;
  const wallet = WALLET_NAMES[payment.walletType as WalletType] as string | undefined;
  return wallet ?? PAYMENT_METHOD_NAMES[payment.method];
}
