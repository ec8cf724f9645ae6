// The payment methods and wallets on offer with their display names (spec §2 "Checkout"): one list for the
// checkout page and for GET /api/payments/methods.
import { translatable } from './i18n';
import { isPakistaniWallet, walletNeedsPhone, WALLETS } from './schemas';
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

export const PAYMENT_METHOD_NAMES = translatable<Record<PaymentChannel, string>>('PAYMENT_METHOD_NAMES', {
  card: 'Credit/Debit Card',
  upi: 'UPI Payment',
  wallet: 'Digital Wallet',
});

/** Brand names: the same in every language. */
export const WALLET_NAMES: Record<WalletType, string> = {
  paytm: 'Paytm',
  phonepe: 'PhonePe',
  googlepay: 'Google Pay',
  amazonpay: 'Amazon Pay',
  jazzcash: 'JazzCash',
  easypaisa: 'Easypaisa',
};

/** JazzCash and Easypaisa first (the wallets a Karachi customer has), then the spec's in its order. */
const WALLETS_IN_ORDER: readonly WalletType[] = [...WALLETS.filter(isPakistaniWallet), ...WALLETS.filter((id) => !isPakistaniWallet(id))];

/** The wallets as the checkout lists them; Amazon Pay alone needs no mobile number. */
export const WALLET_OPTIONS: readonly WalletOption[] = WALLETS_IN_ORDER.map((id) => ({ id, name: WALLET_NAMES[id], needsPhone: walletNeedsPhone(id) }));

// The name is read when asked for (and when answered as JSON), so it is in the language in force.
const methodOption = (id: PaymentChannel, wallets?: WalletOption[]): PaymentMethodOption => ({
  id,
  get name() {
    return PAYMENT_METHOD_NAMES[id];
  },
  ...(wallets ? { wallets } : {}),
});

/** The methods in the spec's order (the card is the default), as GET /api/payments/methods answers them. */
export const OFFERED_PAYMENT_METHODS: readonly PaymentMethodOption[] = [methodOption('card'), methodOption('upi'), methodOption('wallet', [...WALLET_OPTIONS])];

export const paidWithTexts = translatable('paidWithTexts', {
  /** "Visa ending 4242"; "Card ending 4242" when the network is not known. */
  cardEnding: (brand: string | null, last4: string) => `${brand ?? 'Card'} ending ${last4}`,
} as const);

/** How an online payment is named on receipts: "Visa ending 4242", "JazzCash", "UPI Payment". */
export function paidWith(payment: { method: PaymentChannel; brand: string | null; last4: string | null; walletType: string | null }): string {
  if (payment.method === 'card' && payment.last4) return paidWithTexts.cardEnding(payment.brand, payment.last4);
  const wallet = WALLET_NAMES[payment.walletType as WalletType] as string | undefined;
  return wallet ?? PAYMENT_METHOD_NAMES[payment.method];
}
