// The payment gateway boundary the payment and refund services use, and the `sandbox` gateway: no network,
// deterministic test numbers like a real gateway's test mode. PAYMENT_GATEWAY=live composes the real gateways
// (server/payments/live-gateway.ts). Implementations never log instruments.
import type { PaymentGatewayName } from '../config';
import type { Logger } from '../http/logger';
import { cardNumberValid } from '../../src/domain/card';
import { OFFERED_PAYMENT_METHODS, type PaymentMethodOption, type WalletType } from '../../src/domain/paymentMethods';
import { LIVE_ONLY_WALLETS } from '../../src/domain/schemas';
import type { LivePaymentSettings } from '../payments/settings';
import type { LiveProvider, LiveProviderName, ProviderOutcome, RefundOutcome } from '../payments/provider';
import { liveGateway } from '../payments/live-gateway';

/**
 * What the customer pays with, exactly as entered; handed to the gateway and never stored. `hosted_card`: the card
 * is typed on the gateway's own page (live), so no card detail reaches the server.
 */
export type PaymentInstrument =
  | { method: 'card'; digits: string; holder: string; expiryDate: string; cvv: string }
  | { method: 'hosted_card' }
  | { method: 'upi'; vpa: string }
  | { method: 'wallet'; walletType: WalletType; phone: string };

/** Which gateway takes an attempt, and what it will know it by (null for the sandbox, which needs neither). */
export interface PaymentRoute {
  provider: LiveProviderName | null;
  reference: string | null;
}

export interface ChargeRequest extends PaymentRoute {
  transactionId: string;
  /** Integer PKR: the invoice's total, never the client's figure. */
  amount: number;
  invoiceNumber: string;
  instrument: PaymentInstrument;
  /** Where a hosted page sends the customer back, and where it sends one who gives up. */
  returnUrl: string;
  cancelUrl: string;
  now: Date;
}

/** An attempt already made, as the gateway is asked about it again. */
export interface PaymentHandle extends PaymentRoute {
  transactionId: string;
  providerTxnId: string | null;
  amount: number;
  instrument: { method: 'card' | 'upi' | 'wallet'; walletType: string | null };
  now: Date;
}

/** paid, pending, declined, or the hosted page to send the customer to. */
export type ChargeResult = ProviderOutcome;
export type SettledResult = Exclude<ProviderOutcome, { status: 'redirect' }>;

export interface PaymentGateway {
  /** The methods on offer, as GET /api/payments/methods answers them. */
  methods(): readonly PaymentMethodOption[];
  /** The gateway that takes this instrument, or null when none is set up for it (the method is not offered). */
  route(instrument: PaymentInstrument, now: Date): PaymentRoute | null;
  /** Throws when the gateway cannot be reached and the outcome is known not to have happened (sandbox: 502). */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Asks again about a pending attempt, by the same reference (never a new charge). */
  inquire(payment: PaymentHandle): Promise<SettledResult>;
  /** Releases an approved charge that must not be kept (another attempt paid the invoice first). */
  voidCharge(payment: PaymentHandle): Promise<void>;
  /** Returns a settled charge in full; idempotent per `refundId`. `by_hand`: the gateway cannot, the workshop will. */
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** A real gateway by name, for its returns and webhooks; null when it is not set up (and always in the sandbox). */
  provider(name: string): LiveProvider | null;
}

export interface RefundRequest {
  payment: PaymentHandle;
  /** Our id of this refund ('rfd_…'), the provider's idempotency key. */
  refundId: string;
  /** Integer PKR. */
  amount: number;
}

/** Sandbox test values (README "Payments"): everything else that is valid is approved; a number that is not a card's (all zeros, say) never is. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const SANDBOX_FAILING_UPI_SUFFIX = '@fail';
export const SANDBOX_FAILING_WALLET_PHONE = '9999999999';
/** The JazzCash/Easypaisa mobile the sandbox declines. */
export const SANDBOX_FAILING_PAKISTANI_WALLET_PHONE = '03009999999';
const SANDBOX_FAILING_WALLET_PHONES: ReadonlySet<string> = new Set([SANDBOX_FAILING_WALLET_PHONE, SANDBOX_FAILING_PAKISTANI_WALLET_PHONE]);

const sandboxApproves = (instrument: PaymentInstrument): boolean => {
  switch (instrument.method) {
    case 'card':
      return cardNumberValid(instrument.digits) && instrument.digits !== SANDBOX_DECLINED_CARD;
    case 'hosted_card':
      return false;
    case 'upi':
      return !instrument.vpa.toLowerCase().endsWith(SANDBOX_FAILING_UPI_SUFFIX);
    case 'wallet':
      return !SANDBOX_FAILING_WALLET_PHONES.has(instrument.phone);
  }
};

export function sandboxGateway(): PaymentGateway {
  return {
    methods: () => OFFERED_PAYMENT_METHODS,
    // A hosted card and the JazzCash voucher need a real gateway's page.
    route: (instrument) =>
      instrument.method === 'hosted_card' || (instrument.method === 'wallet' && LIVE_ONLY_WALLETS.has(instrument.walletType)) ? null : { provider: null, reference: null },
    charge: async ({ instrument }) => (sandboxApproves(instrument) ? { status: 'paid' } : { status: 'declined', reason: 'declined' }),
    // The sandbox answers at once: nothing of it is ever pending.
    inquire: async () => ({ status: 'declined', reason: 'expired' }),
    voidCharge: async () => {},
    // The sandbox refunds at once, like a test gateway.
    refund: async () => ({ status: 'refunded' }),
    provider: () => null,
  };
}

/** The gateway PAYMENT_GATEWAY names; null when online payment is off. */
export function gatewayNamed(name: PaymentGatewayName, live: LivePaymentSettings, log: Logger, now: () => Date = () => new Date(), companyEmail = ''): PaymentGateway | null {
  switch (name) {
    case 'sandbox':
      return sandboxGateway();
    case 'live':
      return liveGateway(live, log, now, companyEmail);
    case 'off':
      return null;
  }
}
