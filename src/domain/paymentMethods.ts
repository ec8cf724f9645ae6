// The payment methods and wallets on offer with their display names (spec §2 "Checkout"): one list for the
// checkout page and for GET /api/payments/methods.
import type { CardBrand } from './card';
import type { PaymentMethod } from './constants';
import { translatable } from './i18n';
import { isPakistaniWallet, LIVE_ONLY_WALLETS, walletNeedsPhone, WALLETS } from './schemas';
import type { PaymentChannel, PaymentDetails } from './types';

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
  /** The card is typed on the gateway's own secure page (PAYMENT_GATEWAY=live): the checkout shows no card fields. */
  hosted?: true;
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
  jazzcash_voucher: 'JazzCash voucher',
};

/** JazzCash and Easypaisa first (the wallets a Karachi customer has), then the spec's in its order, then the voucher. */
const WALLETS_IN_ORDER: readonly WalletType[] = [
  ...WALLETS.filter(isPakistaniWallet),
  ...WALLETS.filter((id) => !isPakistaniWallet(id) && !LIVE_ONLY_WALLETS.has(id)),
  ...WALLETS.filter((id) => LIVE_ONLY_WALLETS.has(id)),
];

const walletOption = (id: WalletType): WalletOption => ({ id, name: WALLET_NAMES[id], needsPhone: walletNeedsPhone(id) });

/** Every wallet a server may offer, in the checkout's order (a live server's list picks from it). */
export const ALL_WALLET_OPTIONS: readonly WalletOption[] = WALLETS_IN_ORDER.map(walletOption);

/** The sandbox's wallets (the spec's, JazzCash and Easypaisa first); Amazon Pay alone needs no mobile number. */
export const WALLET_OPTIONS: readonly WalletOption[] = ALL_WALLET_OPTIONS.filter((wallet) => !LIVE_ONLY_WALLETS.has(wallet.id));

// The name is read when asked for (and when answered as JSON), so it is in the language in force.
const methodOption = (id: PaymentChannel, wallets?: WalletOption[], hosted?: true): PaymentMethodOption => ({
  id,
  get name() {
    return PAYMENT_METHOD_NAMES[id];
  },
  ...(wallets ? { wallets } : {}),
  ...(hosted ? { hosted } : {}),
});

/** The card paid on a gateway's hosted page. */
export const hostedCardMethod = (): PaymentMethodOption => methodOption('card', undefined, true);
/** The wallets a gateway takes. */
export const walletMethod = (wallets: WalletOption[]): PaymentMethodOption => methodOption('wallet', wallets);

/** The methods in the spec's order (the card is the default), as GET /api/payments/methods answers them. */
export const OFFERED_PAYMENT_METHODS: readonly PaymentMethodOption[] = [methodOption('card'), methodOption('upi'), methodOption('wallet', [...WALLET_OPTIONS])];

/** How the invoice records a payment by each channel: the card as card, UPI and wallets as digital. */
export const INVOICE_METHOD_OF_CHANNEL: Record<PaymentChannel, PaymentMethod> = { card: 'card', upi: 'digital', wallet: 'digital' };

/** The card networks by the names printed on cards: the card form names them as typed, receipts as paid. */
export const CARD_BRAND_NAMES: Record<Exclude<CardBrand, 'unknown'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  paypak: 'PayPak',
  amex: 'American Express',
  rupay: 'RuPay',
};

const isNamedBrand = (brand: string): brand is keyof typeof CARD_BRAND_NAMES => Object.hasOwn(CARD_BRAND_NAMES, brand);

/** "visa" (as a payment keeps it) → "Visa"; null for a network not known. */
export const cardBrandName = (brand: string | null): string | null => (brand !== null && isNamedBrand(brand) ? CARD_BRAND_NAMES[brand] : null);

/** What is kept of how an online payment was made: the channel, a card's brand and last 4, a wallet's id. */
export interface KeptInstrument {
  method: PaymentChannel;
  brand: string | null;
  last4: string | null;
  walletType: string | null;
}

/** The instrument of a payment as the payment routes answer it (absent facts left out). */
export const keptInstrumentOf = (details: Pick<PaymentDetails, 'method' | 'brand' | 'last4' | 'walletType'>): KeptInstrument => ({
  method: details.method,
  brand: details.brand ?? null,
  last4: details.last4 ?? null,
  walletType: details.walletType ?? null,
});

export const paidWithTexts = translatable('paidWithTexts', {
  /** "Visa ending 4242"; "Card ending 4242" when the network is not known. */
  cardEnding: (brand: string | null, last4: string) => `${brand ?? 'Card'} ending ${last4}`,
} as const);

/** How an online payment is named on receipts: "Visa ending 4242", "JazzCash", "UPI Payment". */
export function paidWith(payment: KeptInstrument): string {
  if (payment.method === 'card' && payment.last4) return paidWithTexts.cardEnding(cardBrandName(payment.brand), payment.last4);
  const wallet = WALLET_NAMES[payment.walletType as WalletType] as string | undefined;
  return wallet ?? PAYMENT_METHOD_NAMES[payment.method];
}
