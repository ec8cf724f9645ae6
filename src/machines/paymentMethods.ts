// The payment methods the server offers (GET /api/payments/methods), asked once per page load and shared by the
// checkout and every "Pay now" button. An empty list means online payment is switched off: payment is taken at the
// workshop.
import { listPaymentMethods } from '../api/payments';
import { WALLET_OPTIONS, type PaymentMethodOption, type WalletType } from '../domain/paymentMethods';
import type { PaymentChannel } from '../domain/types';

/** Every channel the checkout has a form for. */
const CHANNELS: Record<PaymentChannel, true> = { card: true, upi: true, wallet: true };
const isChannel = (id: string): id is PaymentChannel => Object.hasOwn(CHANNELS, id);

/** The channels the checkout can take among the methods offered, in the server's order. */
export const offeredChannels = (methods: readonly PaymentMethodOption[]): PaymentChannel[] => [...new Set(methods.map((method) => method.id).filter(isChannel))];

/** The wallets the server lists under its wallet method, in its order (every wallet when it names none). */
export const offeredWallets = (methods: readonly PaymentMethodOption[]): WalletType[] => {
  const wallet = methods.find((method) => method.id === 'wallet');
  if (!wallet) return [];
  return wallet.wallets ? wallet.wallets.map((option) => option.id) : WALLET_OPTIONS.map((option) => option.id);
};

/** Whether the server offers no method the checkout can take: payment is then taken at the workshop. */
export const paysAtWorkshop = (methods: readonly PaymentMethodOption[]) => offeredChannels(methods).length === 0;

/** Settles as `shared` does, or rejects with the signal's reason once `signal` aborts. */
function untilAborted<T>(shared: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    shared.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * `load` made once for all callers: they share the request in flight, then its answer; a failed request is
 * forgotten, so the next caller asks again. A caller whose signal aborts stops waiting, but the request the others
 * share goes on (so it is not given any one caller's signal).
 */
export function sharedLoader<T>(load: () => Promise<T>): (signal: AbortSignal) => Promise<T> {
  let shared: Promise<T> | null = null;
  return (signal) => {
    if (!shared) {
      const loading = load();
      shared = loading;
      loading.catch(() => {
        if (shared === loading) shared = null;
      });
    }
    return untilAborted(shared, signal);
  };
}

/** The methods the server offers: one request per page load, whatever the number of checkouts and Pay now buttons. */
export const loadPaymentMethods = sharedLoader(() => listPaymentMethods());
