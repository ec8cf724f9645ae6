// The payment gateway boundary, and the `sandbox` gateway: no network, deterministic test numbers like a real
// gateway's test mode. Implementations never log instruments.
//
// Adding a real provider (JazzCash, Easypaisa, a card acquirer): implement `PaymentGateway` in its own file —
// `charge` answers approved or declined, throws when the provider cannot be reached (the route answers 502 and the
// attempt can be retried with its Idempotency-Key), `voidCharge` releases a charge by our `transactionId`
// (send it to the provider as the merchant reference), and `refund` gives a settled charge back in full under our
// refund id (the provider must treat a repeated refund id as the same refund; throw when it cannot be reached). Add its name to PAYMENT_GATEWAYS in server/config.ts
// (with any credentials as further validated variables) and return it from `gatewayNamed` below.
import type { PaymentGatewayName } from '../config';
import { cardNumberValid } from '../../src/domain/card';
import type { WalletType } from '../../src/domain/paymentMethods';

/** What the customer pays with, exactly as entered; handed to the gateway and never stored. */
export type PaymentInstrument =
  | { method: 'card'; digits: string; holder: string; expiryDate: string; cvv: string }
  | { method: 'upi'; vpa: string }
  | { method: 'wallet'; walletType: WalletType; phone: string };

export interface ChargeRequest {
  transactionId: string;
  /** Integer PKR. */
  amount: number;
  instrument: PaymentInstrument;
}

export type ChargeResult = { approved: true } | { approved: false };

export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Releases an approved charge that must not be kept (another attempt paid the invoice first). */
  voidCharge(transactionId: string): Promise<void>;
  /** Returns a settled charge in full; idempotent per `refundId`. */
  refund(request: RefundRequest): Promise<void>;
}

export interface RefundRequest {
  /** The charge's transactionId. */
  transactionId: string;
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
    case 'upi':
      return !instrument.vpa.toLowerCase().endsWith(SANDBOX_FAILING_UPI_SUFFIX);
    case 'wallet':
      return !SANDBOX_FAILING_WALLET_PHONES.has(instrument.phone);
  }
};

export function sandboxGateway(): PaymentGateway {
  return {
    charge: async ({ instrument }) => ({ approved: sandboxApproves(instrument) }),
    voidCharge: async () => {},
    // The sandbox refunds at once, like a test gateway.
    refund: async () => {},
  };
}

/** The gateway PAYMENT_GATEWAY names; null when online payment is off. */
export function gatewayNamed(name: PaymentGatewayName): PaymentGateway | null {
  switch (name) {
    case 'sandbox':
      return sandboxGateway();
    case 'off':
      return null;
  }
}
