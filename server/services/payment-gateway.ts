// The payment gateway boundary, and the `sandbox` gateway: no network, deterministic test numbers like a real
// gateway's test mode. A real gateway implements the same interface. Implementations never log instruments.
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
}

/** Sandbox test values (README "Payments"): everything else that is valid is approved; a number that is not a card's (all zeros, say) never is. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const SANDBOX_FAILING_UPI_SUFFIX = '@fail';
export const SANDBOX_FAILING_WALLET_PHONE = '9999999999';

const sandboxApproves = (instrument: PaymentInstrument): boolean => {
  switch (instrument.method) {
    case 'card':
      return cardNumberValid(instrument.digits) && instrument.digits !== SANDBOX_DECLINED_CARD;
    case 'upi':
      return !instrument.vpa.toLowerCase().endsWith(SANDBOX_FAILING_UPI_SUFFIX);
    case 'wallet':
      return instrument.phone !== SANDBOX_FAILING_WALLET_PHONE;
  }
};

export function sandboxGateway(): PaymentGateway {
  return {
    charge: async ({ instrument }) => ({ approved: sandboxApproves(instrument) }),
    voidCharge: async () => {},
  };
}
