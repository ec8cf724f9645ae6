// PAYMENT_GATEWAY=live: the real gateways whose settings are present, behind the one PaymentGateway boundary. Each
// method goes to the gateway that takes it (cards: Safepay's hosted checkout, else JazzCash's hosted page; wallets:
// JazzCash, Easypaisa); a method no gateway takes is not offered. An unknown outcome (timeout, an answer whose hash
// does not check) is pending: the same reference is inquired later, never charged again.
import type { Logger } from '../http/logger';
import { ALL_WALLET_OPTIONS, hostedCardMethod, walletMethod, type PaymentMethodOption, type WalletOption } from '../../src/domain/paymentMethods';
import type { ChargeResult, PaymentGateway, PaymentHandle, PaymentInstrument, SettledResult } from '../services/payment-gateway';
import { GatewayUnreachable, SuspiciousAnswer, type LiveMethod, type LiveProvider } from './provider';
import { providersOf } from './providers';
import type { LivePaymentSettings } from './settings';

/** The live method an instrument is paid by; null for what no real gateway takes (UPI, a typed card, Paytm…). */
export function liveMethodOf(instrument: PaymentInstrument | PaymentHandle['instrument']): LiveMethod | null {
  if (instrument.method === 'hosted_card' || instrument.method === 'card') return 'card';
  if (instrument.method === 'wallet' && (instrument.walletType === 'jazzcash' || instrument.walletType === 'easypaisa')) return instrument.walletType;
  if (instrument.method === 'wallet' && instrument.walletType === 'jazzcash_voucher') return 'voucher';
  return null;
}

/** Card preference: Safepay's checkout (cards of every bank), then JazzCash's hosted page. */
const CARD_PREFERENCE = ['safepay', 'jazzcash'] as const;

export function liveGatewayOf(providers: readonly LiveProvider[], log: Logger): PaymentGateway {
  const byName = new Map(providers.map((provider) => [provider.name, provider]));
  const takes = (method: LiveMethod): LiveProvider | null => {
    if (method === 'card') {
      for (const name of CARD_PREFERENCE) {
        const provider = byName.get(name);
        if (provider?.methods.includes('card')) return provider;
      }
      return null;
    }
    return providers.find((provider) => provider.methods.includes(method)) ?? null;
  };
  const named = (name: string | null): LiveProvider => {
    const provider = name === null ? undefined : byName.get(name as LiveProvider['name']);
    if (!provider) throw new Error(`payment gateway ${name ?? '(none)'} is not set up`);
    return provider;
  };
  const referenceOf = (payment: { reference: string | null }) => {
    if (payment.reference === null) throw new Error('a live payment without its reference');
    return payment.reference;
  };
  /** An unknown outcome is pending; a suspicious answer is also written down. */
  const unknownIsPending = (what: string, provider: string, error: unknown): SettledResult => {
    if (error instanceof SuspiciousAnswer) log.error('payment answer refused: its hash or signature does not check', { provider, what, suspicious: true });
    else if (error instanceof GatewayUnreachable) log.error('payment gateway did not answer', { provider, what });
    else throw error;
    return { status: 'pending' };
  };

  const wallets: WalletOption[] = ALL_WALLET_OPTIONS.filter((wallet) => {
    const method = liveMethodOf({ method: 'wallet', walletType: wallet.id });
    return method !== null && takes(method) !== null;
  });
  const offered: PaymentMethodOption[] = [
    ...(takes('card') ? [hostedCardMethod()] : []),
    ...(wallets.length > 0 ? [walletMethod(wallets)] : []),
  ];

  return {
    methods: () => offered,
    route: (instrument, now) => {
      const method = liveMethodOf(instrument);
      // A card reaches a live server only as the gateway's hosted page: typed card numbers are never taken.
      if (method === null || instrument.method === 'card') return null;
      const provider = takes(method);
      return provider ? { provider: provider.name, reference: provider.newReference(now) } : null;
    },
    charge: async (request): Promise<ChargeResult> => {
      const provider = named(request.provider);
      const method = liveMethodOf(request.instrument);
      if (method === null) throw new Error('no live method for this instrument');
      try {
        return await provider.charge({
          transactionId: request.transactionId,
          reference: referenceOf(request),
          amount: request.amount,
          invoiceNumber: request.invoiceNumber,
          method,
          ...(request.instrument.method === 'wallet' ? { phone: request.instrument.phone } : {}),
          returnUrl: request.returnUrl,
          cancelUrl: request.cancelUrl,
          now: request.now,
        });
      } catch (error) {
        // A hosted page that could not be opened charged nothing: the customer is told and may try again.
        if ((method === 'card' || method === 'voucher') && error instanceof GatewayUnreachable) throw error;
        return unknownIsPending('charge', provider.name, error);
      }
    },
    inquire: async (payment) => {
      const provider = named(payment.provider);
      const method = liveMethodOf(payment.instrument);
      if (method === null) throw new Error('no live method for this payment');
      try {
        return await provider.inquire({ reference: referenceOf(payment), method, amount: payment.amount, now: payment.now });
      } catch (error) {
        return unknownIsPending('inquiry', provider.name, error);
      }
    },
    // Money a real gateway took for an invoice already paid goes back as a refund under a fixed id.
    voidCharge: async (payment) => {
      const provider = named(payment.provider);
      const method = liveMethodOf(payment.instrument);
      if (method === null) return;
      const outcome = await provider.refund({
        transactionId: payment.transactionId,
        reference: referenceOf(payment),
        providerTxnId: payment.providerTxnId,
        refundId: `void_${payment.transactionId}`,
        amount: payment.amount,
        method,
        now: payment.now,
      });
      if (outcome.status === 'by_hand') log.error('a second payment of a paid invoice must be returned by hand', { provider: provider.name, transaction: payment.transactionId });
    },
    refund: async ({ payment, refundId, amount }) => {
      const provider = named(payment.provider);
      const method = liveMethodOf(payment.instrument);
      if (method === null) return { status: 'by_hand' };
      return provider.refund({ transactionId: payment.transactionId, reference: referenceOf(payment), providerTxnId: payment.providerTxnId, refundId, amount, method, now: payment.now });
    },
    provider: (name) => byName.get(name as LiveProvider['name']) ?? null,
  };
}

export const liveGateway = (settings: LivePaymentSettings, log: Logger, now: () => Date, companyEmail: string): PaymentGateway =>
  liveGatewayOf(providersOf(settings, log, now, companyEmail), log);
